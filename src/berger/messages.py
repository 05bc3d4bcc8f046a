"""The messages berger prints, in the user's language (English, Ukrainian or
Russian), through gettext.

Every message a user reads (errors, warnings, notes, progress, the help) is
written in the code once, in English, and marked: ``_("...")`` where it is
made, ``ngettext(singular, plural, count)`` where it shows a count, and
``N_("...")`` where it is defined before the language is known (a module's
constant, a command's help), to be passed through ``_()`` where it is shown.
Values go in as named placeholders (``_("round {round} ...").format(round=r)``)
so that a translation may put them in its own order. ``pybabel extract``
collects the marked messages; the catalogs are
``berger/locale/<language>/LC_MESSAGES/berger.po``, compiled to ``.mo`` by
the build (see the README's contributor notes).

Nothing is read at import: the command line calls :func:`install` with the
language it chose (see :func:`choose`) before it does anything else; until
then, and for a library caller that never calls it, messages stay English.
"""

from __future__ import annotations

import contextlib
import gettext
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

DOMAIN = "berger"
"""The gettext domain: the catalogs' file name."""

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
"""Where the catalogs are: ``<language>/LC_MESSAGES/berger.mo``."""

ENGLISH = "en"
"""The language of the source strings."""

LANGUAGES = (ENGLISH, "uk", "ru")
"""The languages berger speaks."""

ENVIRONMENT = ("BERGER_LANG", "LC_ALL", "LC_MESSAGES", "LANG")
"""The variables that choose the language when the command has no ``--lang``,
first set first: berger's own, then the locale's, in POSIX's order."""


class _State:
    """The process's language (one per process, like the locale)."""

    language: str = ENGLISH
    """The language installed."""
    catalog: gettext.NullTranslations = gettext.NullTranslations()
    """Its translations; English has none."""


_state = _State()


def install(language: str) -> None:
    """Speak ``language`` (one of :data:`LANGUAGES`) from now on. A catalog
    that is missing (a checkout whose catalogs were never compiled) leaves
    the messages English.

    Raises:
        ValueError: ``language`` is not one of :data:`LANGUAGES`.
    """
    _state.catalog = catalog(language)
    _state.language = language


def catalog(language: str) -> gettext.NullTranslations:
    """The translations into ``language`` (none for English).

    Raises:
        ValueError: ``language`` is not one of :data:`LANGUAGES`.
    """
    if language not in LANGUAGES:
        raise ValueError(f"no messages in {language!r}")
    if language == ENGLISH:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True)


def language() -> str:
    """The language installed (English until :func:`install` is called)."""
    return _state.language


@contextlib.contextmanager
def untranslated() -> Iterator[None]:
    """English while the block runs: for text that is kept and translated
    only when it is shown (the command line's help)."""
    saved = _state.language, _state.catalog
    _state.language, _state.catalog = ENGLISH, gettext.NullTranslations()
    try:
        yield
    finally:
        _state.language, _state.catalog = saved


def _(message: str) -> str:
    """``message`` in the language installed."""
    return _state.catalog.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """``singular`` or ``plural`` in the language installed, in the form
    that goes with ``count`` (Ukrainian and Russian have three)."""
    return _state.catalog.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """``message`` itself, marked for the catalogs: a message defined before
    the language is known, translated with :func:`_` where it is shown."""
    return message


def either(choices: Sequence[str]) -> str:
    """``choices`` offered as one of them, in the language installed: ``a, b
    or c`` (CLDR's English list, Babel's, would put a comma before ``or``).

    >>> either(["a", "b", "c"]), either(["a"])
    ('a, b or c', 'a')
    """
    if len(choices) < 2:
        return "".join(choices)
    return _("{items} or {last}").format(
        items=", ".join(choices[:-1]), last=choices[-1]
    )


def choose(option: str | None, environ: Mapping[str, str]) -> str:
    """The language to speak: ``option`` (the command's ``--lang``) when
    given, else the first of :data:`ENVIRONMENT` that is set (``uk``,
    ``ru_RU.UTF-8``: the language part counts), else English. A value that
    names no language of :data:`LANGUAGES` (``de_DE``, ``C``) gives English,
    as a locale berger does not speak would."""
    if option:
        return language_of(option)
    for name in ENVIRONMENT:
        if value := environ.get(name):
            return language_of(value)
    return ENGLISH


def language_of(value: str) -> str:
    """The language of a ``--lang`` value or a locale name (``uk``,
    ``uk_UA.UTF-8``, ``ru-RU``, ``RU``), English for any other.

    >>> language_of("uk_UA.UTF-8"), language_of("C.UTF-8"), language_of("RU")
    ('uk', 'en', 'ru')
    """
    code = value.strip().lower()
    for separator in "_-.@":
        code = code.partition(separator)[0]
    return code if code in LANGUAGES else ENGLISH

"""The messages in the user's language: the choice of the language, the
catalogs, and the check that every message of the code (and every one of
Click's) has its Ukrainian and Russian translation, complete and with the
same placeholders."""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from berger import messages
from berger.messages import N_, _, ngettext

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "berger"
CLICK = Path(click.__file__).parent
TRANSLATED = ("uk", "ru")


@pytest.fixture
def speak() -> Iterator[None]:
    """Whatever a test installs, English again after it."""
    yield
    messages.install("en")


# -- the language chosen -------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "environ", "language"),
    [
        (None, {}, "en"),
        ("uk", {"BERGER_LANG": "ru"}, "uk"),  # --lang first
        ("RU", {}, "ru"),
        (None, {"BERGER_LANG": "ru", "LC_ALL": "uk_UA.UTF-8"}, "ru"),
        (None, {"LC_ALL": "uk_UA.UTF-8", "LANG": "ru_RU.UTF-8"}, "uk"),
        (None, {"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "uk_UA.UTF-8"}, "ru"),
        (None, {"LANG": "uk_UA.UTF-8"}, "uk"),
        (None, {"LANG": "ru"}, "ru"),
        # The first that is set decides, a language berger does not speak
        # (or the C locale) too: English.
        (None, {"LC_ALL": "C.UTF-8", "LANG": "uk_UA.UTF-8"}, "en"),
        (None, {"BERGER_LANG": "de", "LANG": "uk_UA.UTF-8"}, "en"),
        # An empty variable is not set.
        (None, {"BERGER_LANG": "", "LC_ALL": "", "LANG": "ru_UA.UTF-8"}, "ru"),
    ],
)
def test_the_language_is_the_option_else_the_environment(
    option: str | None, environ: dict[str, str], language: str
) -> None:
    assert messages.choose(option, environ) == language


@pytest.mark.parametrize(
    ("value", "language"),
    [
        ("uk", "uk"),
        ("uk_UA.UTF-8", "uk"),
        ("ru-RU", "ru"),
        (" RU ", "ru"),
        ("ru_RU@latin", "ru"),
        ("en_GB", "en"),
        ("C", "en"),
        ("POSIX", "en"),
        ("ukr", "en"),
    ],
)
def test_a_locale_name_gives_its_language(value: str, language: str) -> None:
    assert messages.language_of(value) == language


# -- the catalogs at work ------------------------------------------------------


def test_english_until_a_language_is_installed(speak: None) -> None:
    assert messages.language() == "en"
    assert _("the file is empty: no header row") == "the file is empty: no header row"
    messages.install("uk")
    assert messages.language() == "uk"
    assert (
        _("the file is empty: no header row") == "файл порожній: немає рядка заголовка"
    )
    messages.install("ru")
    assert _("the file is empty: no header row") == "файл пуст: нет строки заголовка"
    messages.install("en")
    assert _("the file is empty: no header row") == "the file is empty: no header row"


def test_a_message_without_a_translation_stays_english(speak: None) -> None:
    messages.install("uk")
    assert _("no such message, anywhere") == "no such message, anywhere"


def test_counts_take_each_language_s_plural_forms(speak: None) -> None:
    # English: 1 and the rest; Ukrainian and Russian: 1, 21, ...; 2-4, 22,
    # ...; 5-20, 25, ... (and 11-14 with the third).
    def fields(count: int) -> str:
        text = ngettext(
            "the row has {count} field where the header has {header}:"
            " is each field separated by {delimiter} as in the header?",
            "the row has {count} fields where the header has {header}:"
            " is each field separated by {delimiter} as in the header?",
            count,
        )
        return text.format(count=count, header=4, delimiter="';'").split(",")[0]

    assert [fields(1), fields(2)] == [
        "the row has 1 field where the header has 4: is each field separated"
        " by ';' as in the header?",
        "the row has 2 fields where the header has 4: is each field separated"
        " by ';' as in the header?",
    ]
    messages.install("uk")
    assert {n: fields(n) for n in (1, 3, 5, 11, 21, 22)} == {
        1: "у рядку 1 поле",
        3: "у рядку 3 поля",
        5: "у рядку 5 полів",
        11: "у рядку 11 полів",
        21: "у рядку 21 поле",
        22: "у рядку 22 поля",
    }
    messages.install("ru")
    assert fields(5) == "в строке 5 полей"


def test_a_choice_in_each_language(speak: None) -> None:
    choices = ['"russian"', '"brazilian"', '"international"']
    assert messages.either(choices) == '"russian", "brazilian" or "international"'
    assert messages.either(choices[:1]) == '"russian"'
    messages.install("uk")
    assert messages.either(choices) == '"russian", "brazilian" або "international"'
    messages.install("ru")
    assert messages.either(choices[1:]) == '"brazilian" или "international"'


def test_untranslated_is_english_for_a_while(speak: None) -> None:
    messages.install("ru")
    with messages.untranslated():
        assert messages.language() == "en"
        assert _("empty") == "empty"
    assert (messages.language(), _("empty")) == ("ru", "пусто")


def test_only_its_languages_are_installed(speak: None) -> None:
    with pytest.raises(ValueError, match="no messages in 'de'"):
        messages.install("de")
    assert messages.language() == "en"


def test_n_marks_without_translating(speak: None) -> None:
    messages.install("uk")
    assert N_("empty") == "empty"
    assert _(N_("empty")) == "порожньо"


def test_a_missing_catalog_leaves_english(
    speak: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A checkout whose catalogs were never compiled.
    monkeypatch.setattr(messages, "LOCALE_DIR", tmp_path)
    messages.install("uk")
    assert _("empty") == "empty"


def test_the_error_of_a_group_is_translated_where_it_is_raised(speak: None) -> None:
    from berger.errors import GroupError, InputError

    messages.install("uk")
    error = GroupError("B", InputError(_("empty"), path="b.csv"))
    assert str(error) == "група B: b.csv: порожньо"


# -- every message translated --------------------------------------------------

Key = str | tuple[str, str]


def extracted(folder: Path) -> dict[Key, str]:
    """The messages ``pybabel extract`` takes from the Python files under
    ``folder`` (as ``make extract-messages`` runs it), each with a place."""
    found: dict[Key, str] = {}
    for filename, line, message, _comments, _context in extract_from_dir(folder):
        key: Key = message if isinstance(message, str) else tuple(message[:2])  # type: ignore[assignment]
        found.setdefault(key, f"{filename}:{line}")
    return found


@pytest.fixture(scope="module")
def code() -> dict[Key, str]:
    """berger's own messages, then Click's (``Usage:``, ``No such option``,
    ...), each with a place: read by the tests that need them, not while
    the run collects its tests (a second of every process's start)."""
    return {**extracted(CLICK), **extracted(PACKAGE)}


def catalog(language: str) -> Catalog:
    path = PACKAGE / "locale" / language / "LC_MESSAGES" / "berger.po"
    with path.open("rb") as handle:
        return read_po(handle, locale=language)


@pytest.fixture(scope="module")
def catalogs() -> dict[str, Catalog]:
    """The catalog of each language translated."""
    return {language: catalog(language) for language in TRANSLATED}


def key_of(message: Message) -> Key:
    """The message's id: its text, or (singular, plural)."""
    if isinstance(message.id, str):
        return message.id
    return (message.id[0], message.id[1])


def forms_of(message: Message) -> list[str]:
    """The message's translation: one text, or a text for each plural form."""
    if isinstance(message.string, str):
        return [message.string]
    return [str(form or "") for form in message.string or ()]


def placeholders(text: str) -> set[str]:
    """The fields a message formats, with their conversion and format spec
    (``{name!r}``, ``{row:,}``), and ``%(name)s`` for Click's few."""
    fields = {
        f"{{{name}{'!' + conversion if conversion else ''}"
        f"{':' + spec if spec else ''}}}"
        for _text, name, spec, conversion in string.Formatter().parse(text)
        if name is not None
    }
    return fields | set(re.findall(r"%\([a-z_]+\)[sd]", text))


def test_the_placeholder_check_sees_every_kind() -> None:
    assert placeholders("{a} {b!r} {c:,} {{d}} %(prog)s") == {
        "{a}",
        "{b!r}",
        "{c:,}",
        "%(prog)s",
    }


def test_the_catalogs_hold_exactly_the_messages_of_the_code(
    code: dict[Key, str], catalogs: dict[str, Catalog]
) -> None:
    # Run `make update-messages` after changing a message, then translate
    # what is new (and what is marked fuzzy) in each .po file.
    wanted = set(code)
    for language, held in catalogs.items():
        keys = {key_of(message) for message in held if message.id}
        assert sorted(map(str, wanted - keys)) == [], f"{language}: not in the catalog"
        assert sorted(map(str, keys - wanted)) == [], f"{language}: not in the code"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_has_its_translation(
    language: str, code: dict[Key, str], catalogs: dict[str, Catalog]
) -> None:
    problems = []
    for message in catalogs[language]:
        if not message.id:
            continue
        key = key_of(message)
        where = code.get(key, "?")
        forms = forms_of(message)
        if message.fuzzy:
            problems.append(f"{where}: fuzzy: {key!r}")
        if isinstance(key, str):
            if placeholders(forms[0]) != placeholders(key) or not forms[0].strip():
                problems.append(f"{where}: {key!r} -> {forms[0]!r}")
            continue
        # A plural: three forms (1, 21; 2-4; 5-20), none empty, each with
        # the plural's placeholders (the first may keep the singular's).
        singular, plural = placeholders(key[0]), placeholders(key[1])
        if len(forms) != 3 or not all(form.strip() for form in forms):
            problems.append(f"{where}: {key!r} -> {forms!r}")
            continue
        if placeholders(forms[0]) not in (singular, plural) or any(
            placeholders(form) != plural for form in forms[1:]
        ):
            problems.append(f"{where}: {key!r} -> {forms!r}")
    assert problems == []


def test_the_check_catches_a_lost_placeholder() -> None:
    assert placeholders("у рядку {count} поле") != placeholders(
        "the row has {count} field where the header has {header}"
    )


# -- the name ``_`` --------------------------------------------------------------


def rebinds_underscore(source: str) -> list[int]:
    """The lines of a module that imports ``_`` from berger.messages and
    binds the name ``_`` as a variable outside a comprehension (which has a
    scope of its own): such a function would call the variable."""
    tree = ast.parse(source)
    imports = any(
        isinstance(node, ast.ImportFrom)
        and node.module == "berger.messages"
        and any(alias.name == "_" for alias in node.names)
        for node in tree.body
    )
    if not imports:
        return []
    comprehensions = {
        id(target)
        for node in ast.walk(tree)
        if isinstance(node, ast.comprehension)
        for target in ast.walk(node.target)
    }
    return sorted(
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Name)
        and node.id == "_"
        and isinstance(node.ctx, ast.Store)
        and id(node) not in comprehensions
    )


def test_no_module_that_translates_rebinds_underscore() -> None:
    found = {
        str(path.relative_to(PACKAGE)): lines
        for path in sorted(PACKAGE.rglob("*.py"))
        if (lines := rebinds_underscore(path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_the_rebinding_check_catches_offenders() -> None:
    source = (
        "from berger.messages import _\n"
        "rows = [0 for _ in range(3)]\n"
        "def f(t):\n"
        "    a, _, b = t.partition('/')\n"
        "    return _('x')\n"
    )
    assert rebinds_underscore(source) == [4]
    assert rebinds_underscore(source.replace("import _", "import N_")) == []

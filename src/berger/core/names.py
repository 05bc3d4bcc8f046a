"""Names: one way to store them, one way to match them, and one line each.

Every reader stores a name through :func:`clean_name` and every comparison of
two names (duplicates in a list, a results file's players, a TRF's cut names)
goes through :func:`name_key`, so ``"Anna  Petrenko "`` and ``"anna petrenko"``
are the same player everywhere. A name is one line of text: every name
written (a player's, a team's, an arbiter's key's) goes through
:func:`one_line_name` first, which refuses a control character or a line or
paragraph separator in it; a document, a log line or a terminal shows it as
it is, without a line it could split or forge.
"""

from __future__ import annotations

from berger.errors import InputError, breaking_character
from berger.messages import _


def one_line_name(name: str) -> str:
    """``name`` with the spaces around it taken off (a line end after the
    text of a cell is no part of it), if it is one line of text.

    >>> one_line_name("  Anna Petrenko\\n")
    'Anna Petrenko'

    Raises:
        InputError: (field ``name``) it holds a control character (Unicode's
            category Cc: a tab, a line end, an escape, U+0085), or a line or
            paragraph separator (U+2028, U+2029): every character
            ``str.splitlines`` splits at among them.
    """
    name = name.strip()
    char = breaking_character(name)
    if char is not None:
        raise InputError(
            _(
                "{name!r} holds a control character or a line separator"
                " (U+{code:04X}): a name is one line of text"
            ).format(name=_around(name, name.index(char)), code=ord(char)),
            field="name",
        )
    return name


SHOWN = 60
"""The most characters of a name an error shows."""


def _around(text: str, at: int) -> str:
    """``text`` as an error shows it: whole, or, when long, the
    :data:`SHOWN` characters around the one at ``at``, cuts marked.

    >>> _around("x" * 100 + "!" + "y" * 100, 100)
    '…xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx!yyyyyyyyyyyyyyyyyyyyyyyyyyyyy…'
    """
    if len(text) <= SHOWN:
        return text
    start = max(0, min(at - SHOWN // 2, len(text) - SHOWN))
    cut = text[start : start + SHOWN]
    return ("…" if start else "") + cut + ("…" if start + SHOWN < len(text) else "")


def clean_name(name: str) -> str:
    """The name as stored: runs of whitespace made one space, ends stripped.

    >>> clean_name("  Anna \\t Petrenko ")
    'Anna Petrenko'
    """
    return " ".join(name.split())


def name_key(name: str) -> str:
    """The key two names are matched by: the cleaned name, case folded.

    >>> name_key("Anna  PETRENKO") == name_key("anna petrenko")
    True
    """
    return clean_name(name).casefold()

"""The cells of a results row that are read alike wherever results are
typed (a results CSV, a team's, a play-off's, a PGN's or PDN's ``Round``,
the workbook's schedule sheet): a round, board or game number, and the
mark of a game played with the colours reversed."""

from __future__ import annotations

from berger.core.bounds import clip, whole_number
from berger.errors import InputError
from berger.messages import _

LARGEST_CELL = 99_999
"""The largest number a round, board or game cell may hold (five digits;
the schedule bounds it further)."""
REVERSED_YES = ("yes", "y", "1", "true", "x", "reversed", "так", "да")
"""Cells of the ``reversed`` column that mark a game played with the colours
reversed (any case); a blank one (or ``no``, ``0``, ``false``, ``ні``,
``нет``) does not."""
REVERSED_NO = ("", "no", "n", "0", "false", "ні", "нет")
"""Cells of the ``reversed`` column that leave the game as scheduled."""


def reversed_cell(text: str, shown: str, line: int) -> bool:
    """Whether a ``reversed`` cell marks the game as played with the colours
    reversed.

    Raises:
        InputError: a cell that is neither yes nor no, located at its line.
    """
    key = text.strip().casefold()
    if key in REVERSED_YES:
        return True
    if key in REVERSED_NO:
        return False
    raise InputError(
        _(
            "{text!r} is neither yes nor no (a game played with the colours"
            " reversed: yes)"
        ).format(text=text),
        path=shown,
        line=line,
        field="reversed",
    )


def number_cell(text: str, shown: str, line: int, *, field: str = "round") -> int:
    """The whole number in a round (or board, or game) cell: at most
    :data:`LARGEST_CELL` (the schedule bounds it further).

    Raises:
        InputError: the cell is not such a number, located at its line and
            field.
    """
    if not text.isdecimal():
        message = {
            "board": _("{text!r} is not a board number"),
            "game": _("{text!r} is not a game number"),
        }.get(field, _("{text!r} is not a round number"))
        raise InputError(
            message.format(text=clip(text)), path=shown, line=line, field=field
        )
    try:
        return whole_number(text, 0, LARGEST_CELL)
    except InputError as exc:
        raise exc.located(path=shown, line=line, field=field) from None

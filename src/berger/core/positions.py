"""A position of draughts as PDN writes it (its ``FEN`` tag), checked
against a board: the side to move, then the white and the black pieces,
each a square, a king's with ``K`` before it (``W:Wa1,c3,Kh2:Bb8,d6``,
``B:W31-35,K5:B1-20``).

A square is its number (1 to 32 on the 64-square board, 1 to 50 on the
100-square board; ``31-35`` a run of them) or its algebraic name (``c3``:
the file's letter from White's left, the rank from White's side; only the
dark squares, ``a1`` one of them, are playing squares). The opening ballots
of Russian and Brazilian draughts name them algebraically, international
draughts by number.

Nothing here reads files.
"""

from __future__ import annotations

import re
from contextlib import suppress
from dataclasses import dataclass

from berger.core.bounds import clip, whole_number
from berger.errors import InputError
from berger.messages import _

_SIDE = re.compile(r"^\s*([WB])\s*:(.*)$", re.IGNORECASE | re.DOTALL)
_ALGEBRAIC = re.compile(r"^([a-j])(\d{1,2})$")


@dataclass(frozen=True, slots=True)
class Position:
    """A position, its squares numbered as PDN numbers the 100-square board:
    row by row from Black's side, each from White's left (``b10`` is 1,
    ``a1`` 46); the 64-square board's the same way (``b8`` 1, ``a1`` 29)."""

    white_to_move: bool
    """White moves first from it."""
    white: frozenset[int]
    """The squares of White's men and kings."""
    black: frozenset[int]
    """The squares of Black's men and kings."""
    kings: frozenset[int]
    """The squares (of either side) that hold a king."""


def parse_position(text: str, size: int) -> Position:
    """The position ``text`` on the ``size`` × ``size`` board.

    >>> position = parse_position("B:Wa1,c3,Kh2:Bb8", 8)
    >>> position.white_to_move, sorted(position.white), sorted(position.kings)
    (False, [22, 28, 29], [28])
    >>> sorted(parse_position("W:W31-33:B1,K2", 10).white)
    [31, 32, 33]

    Raises:
        InputError: not a FEN, a square the board does not have, a square
            given twice, more pieces on a side than it starts with, a man
            on the row where it would have been crowned (field ``ballot``;
            a square named as the text names it).
    """
    found = _SIDE.match(text)
    parts = found.group(2).split(":") if found else []
    sides = {part[:1].upper(): part[1:] for part in parts if part.strip()}
    if found is None or len(parts) != 2 or set(sides) != {"W", "B"}:
        raise InputError(
            _(
                "{text!r} is not a position as PDN writes it (W:Wa1,c3,...:Bb8,...)"
            ).format(text=text),
            field="ballot",
        )
    written: dict[int, str] = {}
    kings: set[int] = set()
    pieces: dict[str, set[int]] = {}
    for side, listed in sides.items():
        pieces[side] = set()
        for item in (cell.strip() for cell in listed.split(",")):
            if not item:
                continue
            king = item[:1].upper() == "K"
            for square, name in _squares(item[1:] if king else item, size):
                if square in written:
                    raise InputError(
                        _("{text!r}: square {square} is given twice").format(
                            text=text, square=name
                        ),
                        field="ballot",
                    )
                written[square] = name
                pieces[side].add(square)
                if king:
                    kings.add(square)
    _check_men(text, size, pieces, kings, written)
    return Position(
        found.group(1).upper() == "W",
        frozenset(pieces["W"]),
        frozenset(pieces["B"]),
        frozenset(kings),
    )


def _check_men(
    text: str,
    size: int,
    pieces: dict[str, set[int]],
    kings: set[int],
    written: dict[int, str],
) -> None:
    """Refuse more pieces on a side than it starts with, and a man on the row
    where it would have been crowned (a king is written ``K``).

    Raises:
        InputError: naming the side, or the square as the text names it.
    """
    most = (size // 2) * (size // 2 - 1)
    count = size * size // 2
    rows = {
        "W": range(1, size // 2 + 1),  # White is crowned on Black's back row
        "B": range(count - size // 2 + 1, count + 1),
    }
    for side, found in pieces.items():
        if len(found) > most:
            message = (
                _("{text!r}: {count} white pieces; a side has {most} at most")
                if side == "W"
                else _("{text!r}: {count} black pieces; a side has {most} at most")
            )
            raise InputError(
                message.format(text=text, count=len(found), most=most),
                field="ballot",
            )
        crowned = sorted(s for s in found if s in rows[side] and s not in kings)
        if crowned:
            message = (
                _(
                    "{text!r}: a white man on {square}, the row where it is"
                    " crowned: a king is written K{square}"
                )
                if side == "W"
                else _(
                    "{text!r}: a black man on {square}, the row where it is"
                    " crowned: a king is written K{square}"
                )
            )
            raise InputError(
                message.format(text=text, square=written[crowned[0]]),
                field="ballot",
            )


def _squares(item: str, size: int) -> list[tuple[int, str]]:
    """The squares of one entry (a square, or a run of numbered squares),
    each with its name as the entry writes it."""
    first, dash, last = item.partition("-")
    if dash and first.strip().isdecimal() and last.strip().isdecimal():
        low, high = _square(first, size), _square(last, size)
        return [(square, str(square)) for square in range(low, high + 1)]
    return [(_square(item, size), item.strip())]


def _square(text: str, size: int) -> int:
    """The number of the square named ``text`` (a number or algebraic).

    Raises:
        InputError: no playing square of the board.
    """
    name = text.strip().lower()
    count = size * size // 2
    if name.isdecimal():
        with suppress(InputError):
            return whole_number(name, 1, count)
    found = _ALGEBRAIC.match(name)
    if found:
        column = ord(found.group(1)) - ord("a")
        rank = int(found.group(2))
        if column < size and 1 <= rank <= size and (column + rank) % 2 == 1:
            # PDN numbers the dark squares from Black's side, row by row
            # from White's left: the top row first.
            row = size - rank
            return row * (size // 2) + column // 2 + 1
    raise InputError(
        _("{square!r} is no playing square of the {size}×{size} board").format(
            square=clip(text.strip()), size=size
        ),
        field="ballot",
    )

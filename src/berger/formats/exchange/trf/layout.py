"""The TRF layout: fixed columns of the 001 player record, the round blocks,
the result letters and title codes, the 33-character name cut, and points as
a points column holds them.

Columns are 1-based and fixed (FIDE C.04 Annex 2; reference/rules.md section c).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from berger.core.model import Outcome
from berger.core.names import clean_name
from berger.errors import InputError
from berger.messages import N_, _

LINE_END = "\r\n"
"""TRF asks for a CR at the end of every line; CR LF suits every reader."""
NAME_WIDTH = 33
BLOCK_START = 92
"""Column where round 1's 10-column block starts."""
BLOCK_WIDTH = 10


@dataclass(frozen=True, slots=True)
class Field:
    """A fixed field of the 001 player record, 1-based inclusive columns."""

    name: str
    first: int
    last: int
    right: bool = False
    """Right-aligned (numbers): a line that ends inside it was cut short."""

    @property
    def width(self) -> int:
        """Number of columns."""
        return self.last - self.first + 1

    def text(self, line: str) -> str:
        """The field's text in ``line``, spaces stripped."""
        return line[self.first - 1 : self.last].strip()


# The names are for messages, untranslated (pass them through ``_``).
NUMBER = Field(N_("starting rank"), 5, 8, right=True)
SEX = Field(N_("sex"), 10, 10)
TITLE = Field(N_("title"), 11, 13, right=True)
NAME = Field(N_("name"), 15, 47)
RATING = Field(N_("rating"), 49, 52, right=True)
FEDERATION = Field(N_("federation"), 54, 56)
FIDE_ID = Field(N_("FIDE id"), 58, 68, right=True)
BIRTH = Field(N_("birth date"), 70, 79)
POINTS = Field(N_("points"), 81, 84, right=True)
RANK = Field(N_("rank"), 86, 89, right=True)
CUT_CHECKED = (NUMBER, RATING, FIDE_ID, POINTS, RANK)
"""Right-aligned fields: a line ending inside one of them was truncated."""
SEPARATORS = (4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91)
"""The blank columns between the fields of a 001 line."""

# Offsets inside a round block (0-based from the block's first column).
OPPONENT = slice(0, 4)
COLOUR = 5
RESULT = 7
BLOCK_GAPS = (4, 6, 8, 9)

GAME_CODES = {"1": "1", "=": "=", "0": "0", "+": "+", "-": "-"}
GAME_CODES |= {"W": "1", "D": "=", "L": "0", " ": " "}
"""Result letters of a game against an opponent (W/D/L: under one move, unrated)."""
BYE_CODES = frozenset("HFUZ ")
"""Result letters of a block without an opponent (``0000``)."""
PAIRS: dict[tuple[str, str], Outcome] = {
    ("1", "0"): Outcome.WHITE_WIN,
    ("=", "="): Outcome.DRAW,
    ("0", "1"): Outcome.BLACK_WIN,
    ("+", "-"): Outcome.WHITE_FORFEIT_WIN,
    ("-", "+"): Outcome.BLACK_FORFEIT_WIN,
    ("-", "-"): Outcome.DOUBLE_FORFEIT,
    (" ", " "): Outcome.UNPLAYED,
}
"""The outcome of a game by (white's letter, black's letter)."""

TITLES = {"g": "GM", "m": "IM", "f": "FM", "c": "CM"}
TITLES |= {"wg": "WGM", "wm": "WIM", "wf": "WFM", "wc": "WCM"}
"""TRF's one- and two-letter title codes."""


def trf_name(name: str, *, width: int = NAME_WIDTH) -> str:
    """The name as TRF holds it: cleaned, cut to ``width`` characters (a
    player's 33, a team's 32 in record 310), stripped again (a cut that ends
    in a space loses it, so the result can be shorter)."""
    return clean_name(clean_name(name)[:width])


def points_text(value: Fraction, *, width: int = POINTS.width) -> str | None:
    """``5.5``, ``6.0``, ``100`` (a whole number too long for ``.0``), ``1.25``;
    None when no exact decimal fits ``width`` columns.

    >>> points_text(Fraction(11, 2)), points_text(Fraction(100))
    ('5.5', '100')
    >>> points_text(Fraction(1, 3)) is None
    True
    """
    for places in (1, 2, 3):
        scaled = value * 10**places
        if scaled.denominator != 1:
            continue
        whole, part = divmod(abs(scaled.numerator), 10**places)
        sign = "-" if value < 0 else ""
        text = f"{sign}{whole}.{part:0{places}d}"
        if len(text) <= width:
            return text
        if value.denominator == 1 and len(f"{value}") <= width:
            return f"{value}"
        return None
    return None


def shown_points(value: Fraction) -> str:
    """Points as a message shows them: as :func:`points_text` writes them in
    up to 12 columns, else as a fraction (``1/3``)."""
    text = points_text(value, width=12)
    return text if text is not None else str(value)


def at(shown: str, line: int, column: int, message: str) -> InputError:
    """An error located by file, line and column."""
    return InputError(
        message, path=shown, line=line, field=_("column {column}").format(column=column)
    )

"""The game codes of the crosstable's compact rows: one small integer for a
player's game (or bye) in a round, its kind (pending, win, draw, loss,
forfeit win or loss, bye) in the low three bits, then a struck flag and a
black flag; the points each code counts under a scoring system, and a row's
sum of them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from berger.core.scoring import ScoringSystem

# Game codes: a kind in the low three bits, then a struck flag and a black flag.
PENDING, WIN, DRAW, LOSS, FORFEIT_WIN, FORFEIT_LOSS, BYE, BYE_PENDING = range(8)
KIND = 7
STRUCK = 8
BLACK = 16
CODES = 32
"""Number of distinct game codes."""
GAME_HALVES: dict[int, int] = {WIN: 2, DRAW: 1, LOSS: 0}
"""A kind of game played over the board -> the game's score in halves (1, ½, 0
as 2, 1, 0), whatever the event's points for it: what ratings count."""
OVER_THE_BOARD = (WIN, DRAW, LOSS, WIN | BLACK, DRAW | BLACK, LOSS | BLACK)
"""Codes of counted games played over the board."""
COUNTED_GAMES = (
    *OVER_THE_BOARD,
    FORFEIT_WIN,
    FORFEIT_LOSS,
    FORFEIT_WIN | BLACK,
    FORFEIT_LOSS | BLACK,
)
"""Codes of counted games, over the board or forfeited."""


def kind_points(scoring: ScoringSystem) -> tuple[Fraction | None, ...]:
    """Nominal points of each kind (index = kind), None for the pending kinds."""
    return (
        None,
        scoring.win,
        scoring.draw,
        scoring.loss,
        scoring.forfeit_win,
        scoring.forfeit_loss,
        scoring.bye,
        None,
    )


def translation(values: Sequence[int]) -> bytes | None:
    """A ``bytes.translate`` table mapping each game code to its value, or None
    when a value does not fit in a byte."""
    if not all(0 <= value <= 255 for value in values):
        return None
    return bytes(values) + bytes(256 - len(values))


def sum_points(row: bytes, table: Sequence[int]) -> int:
    """The sum of ``table[code]`` over a row of game codes."""
    translated = translation(table)
    if translated is None:
        return sum(map(table.__getitem__, row))
    return sum(row.translate(translated))


def point_unit(scoring: ScoringSystem) -> int:
    """The smallest D such that every point value times D is a whole number."""
    return math.lcm(*(value.denominator for value in scoring.values))


def code_points(scoring: ScoringSystem, unit: int) -> tuple[int, ...]:
    """Counted points of each game code, in 1/``unit`` points (0 when not counted)."""
    nominal = kind_points(scoring)
    out = []
    for code in range(CODES):
        value = nominal[code & KIND]
        counted = value is not None and not code & STRUCK
        out.append(int(value * unit) if counted and value is not None else 0)
    return tuple(out)

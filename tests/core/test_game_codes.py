"""Game codes: each kind's points under the scoring, a row's sum of them, the
struck games counting nothing."""

from __future__ import annotations

from fractions import Fraction

from berger.core.game_codes import (
    BLACK,
    BYE,
    DRAW,
    FORFEIT_WIN,
    STRUCK,
    WIN,
    code_points,
    kind_points,
    point_unit,
    sum_points,
)
from berger.core.scoring import PRESETS


def test_kind_points_follow_the_scoring() -> None:
    assert kind_points(PRESETS["draughts"])[1:7] == tuple(
        map(Fraction, (2, 1, 0, 2, 0, 0))
    )


def test_a_rows_points_in_units_struck_games_not_counted() -> None:
    chess = PRESETS["chess"]
    unit = point_unit(chess)
    assert unit == 2
    table = code_points(chess, unit)
    assert (table[WIN], table[DRAW | BLACK], table[FORFEIT_WIN], table[BYE]) == (
        2,
        1,
        2,
        0,
    )
    assert table[WIN | STRUCK] == table[DRAW | STRUCK | BLACK] == 0
    row = bytes((WIN, DRAW | BLACK, WIN | STRUCK, FORFEIT_WIN, BYE))
    assert sum_points(row, table) == 5
    # A table with a value beyond a byte is summed code by code.
    assert sum_points(row, [300, *table[1:]]) == 5

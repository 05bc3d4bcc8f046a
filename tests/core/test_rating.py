"""FIDE's rating tables against FIDE TEC's engine (gacrux) and the handbook's
own examples."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from gacrux import fidetables, rating

from berger.core.rating import (
    DP_TABLE,
    PD_LIMITS,
    dp,
    expected_score,
    percentage,
    round_half_up,
)


def test_dp_table_is_fides() -> None:
    assert list(DP_TABLE) == fidetables.ScoreToDp
    assert all(DP_TABLE[p] == -DP_TABLE[100 - p] for p in range(101))


def test_pd_table_is_fides() -> None:
    # gacrux lists the table per point of difference, 0..800.
    for difference in range(801):
        higher = expected_score(2000 + difference, 2000, cap=None)
        assert higher == Fraction(fidetables.DiffToPd[difference], 100), difference
    assert len(PD_LIMITS) == 50


@pytest.mark.parametrize("own", [1400, 1850, 2000, 2199, 2400, 2650])
def test_expected_score_agrees_with_gacrux(own: int) -> None:
    for opponent in range(own - 850, own + 851, 7):
        ours = expected_score(own, opponent, cap=None)
        assert Decimal(ours.numerator) / ours.denominator == (
            rating.ComputeExpectedScore(own, opponent)
        )


def test_the_400_point_rule() -> None:
    # 2700 against 2200: the 500-point difference counts as 400 (.92).
    assert expected_score(2700, 2200) == Fraction(92, 100)
    assert expected_score(2200, 2700) == Fraction(8, 100)
    assert expected_score(2700, 2200, cap=None) == Fraction(96, 100)


def test_expected_scores_of_the_two_sides_add_to_one() -> None:
    for difference in range(0, 900, 3):
        assert (
            expected_score(2000 + difference, 2000)
            + expected_score(2000, 2000 + difference)
            == 1
        )


def test_percentage_and_dp_of_the_norm_example() -> None:
    # norms.md: 9 games against Ra 2463: 6½ is 72 % (dp 166), 6 is 67 % (125).
    assert percentage(Fraction(13, 2), 9) == 72
    assert dp(Fraction(13, 2), 9) == 166
    assert dp(Fraction(6), 9) == 125
    # 50 % exactly and halves rounded up: 1/8 = 12.5 % -> 13 %.
    assert percentage(Fraction(1), 8) == 13
    assert dp(Fraction(0), 5) == -800
    assert dp(Fraction(5), 5) == 800


def test_round_half_up() -> None:
    assert [round_half_up(Fraction(k, 2)) for k in range(-3, 4)] == [
        -1,
        -1,
        0,
        0,
        1,
        1,
        2,
    ]

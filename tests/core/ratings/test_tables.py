"""FIDE's rating tables against FIDE TEC's engine (gacrux) and the handbook's
own examples."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from gacrux import fidetables, rating
from hypothesis import given
from hypothesis import strategies as st

from berger.core.ratings.tables import (
    DP_TABLE,
    PD_LIMITS,
    average_rating,
    capped_k,
    dp,
    expected_score,
    k_factor,
    percentage,
    performance,
    raise_to_floor,
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


def test_average_rating_rounds_halves_up() -> None:
    # 2400 and 2401 average 2400.5, reported 2401; 2400, 2400, 2401 give 2400.33.
    assert average_rating([2400, 2401]) == 2401
    assert average_rating([2400, 2400, 2401]) == 2400
    with pytest.raises(ValueError, match="no ratings"):
        average_rating([])


def test_performance_of_the_norm_example() -> None:
    # norms.md: 6½/9 against an average of 2463 is 72 % (dp 166): 2629.
    assert performance(Fraction(13, 2), [2463] * 9) == 2629
    # 6/9 is 67 % (dp 125): 2588.
    assert performance(Fraction(6), [2463] * 9) == 2588


def test_the_floor_raises_only_the_lowest() -> None:
    # B.01 1.4.6: of 2100 and 2150, both below the GM floor 2200, only the
    # lowest is raised; equals: the first.
    assert raise_to_floor([2300, 2150, 2100], 2200) == (2300, 2150, 2200)
    assert raise_to_floor([2100, 2100], 2200) == (2200, 2100)
    assert raise_to_floor([2300, 2250], 2200) == (2300, 2250)
    assert raise_to_floor([], 2200) == ()


@given(
    st.lists(st.integers(1000, 2800), min_size=1, max_size=20),
    st.data(),
    st.sampled_from(["", "GM", "IM", "WGM", "WIM"]),
)
def test_performance_with_the_floor_agrees_with_gacrux(
    ratings: list[int], data: st.DataObject, norm: str
) -> None:
    # gacrux's ComputeTournamentPerformanceRating(score, ratings, norm) raises
    # the lowest opponent to the norm's floor (none without a norm).
    halves = data.draw(st.integers(0, 2 * len(ratings)))
    score = Fraction(halves, 2)
    floors = {"GM": 2200, "IM": 2050, "WGM": 2000, "WIM": 1850}
    counted = raise_to_floor(ratings, floors[norm]) if norm else tuple(ratings)
    expected = rating.ComputeTournamentPerformanceRating(
        Decimal(halves) / 2, ratings, norm
    )
    assert performance(score, counted) == expected


@given(st.integers(1000, 2800), st.integers(1000, 2800))
def test_the_400_point_rule_agrees_with_gacrux_on_the_capped_difference(
    own: int, opponent: int
) -> None:
    # gacrux has no cap; the rule is its table at a difference of at most 400.
    capped = own + max(-400, min(400, opponent - own))
    ours = expected_score(own, opponent)
    assert Decimal(ours.numerator) / ours.denominator == (
        rating.ComputeExpectedScore(own, capped)
    )


@pytest.mark.parametrize(
    ("rating_", "age", "k"),
    [
        (2250, 17, 40),  # a junior under 2300
        (2250, 18, 40),  # until the end of the year of the 18th birthday
        (2250, 19, 20),
        (2299, 12, 40),
        (2300, 12, 20),  # juniors from 2300 have 20
        (2399, None, 20),
        (2250, None, 20),  # no age: no junior K
        (2400, 15, 10),  # 2400 reached: 10, whatever the age
        (2700, None, 10),
    ],
)
def test_k_factor(rating_: int, age: int | None, k: int) -> None:
    assert k_factor(rating_, age=age) == k


def test_k_times_games_stays_within_700() -> None:
    # 40 × 17 = 680 fits; 40 × 18 = 720 does not: 700 // 18 = 38 (38 × 18 = 684).
    assert capped_k(40, 17) == 40
    assert capped_k(40, 18) == 38
    assert capped_k(20, 35) == 20  # 700 exactly
    assert capped_k(20, 36) == 19
    assert capped_k(10, 0) == 10

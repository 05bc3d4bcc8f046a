"""The norm titles' figures and the score a norm needs (FIDE B.01 1.4.8),
worked by hand and checked against trying every score."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.core.norm_fields import (
    GM,
    IM,
    SUBJECT,
    WIM,
    field,
    forecast,
)

from berger.core.norms.titles import NormTitle, needed_score
from berger.core.ratings.tables import dp
from berger.core.titles import Title


def test_the_example_of_the_notes() -> None:
    # norms.md: 9 games, Ra 2463: 6½ is 72 %, dp 166: 2629 ≥ 2600; 6 is 67 %,
    # dp 125: 2588 < 2600. GM needs 6½.
    assert needed_score(2463, 9, GM) == Fraction(13, 2)
    # IM: 2463 + dp ≥ 2450 needs dp ≥ −13: 4½ is 50 % (0) but 4 is 44 % (−43).
    assert needed_score(2463, 9, IM) == Fraction(9, 2)


def test_the_35_percent_minimum() -> None:
    # WIM against 2300: dp ≥ −50 would be 43 % (−50); 9 × 35 % = 3.15, so
    # 3 (33 %) is too little anyway and 4 (44 %, −43) is the first that meets
    # both. Against 2500: dp ≥ −250 is met by 2 (22 %, −220), but 35 % needs
    # 3½ (39 %).
    assert needed_score(2300, 9, WIM) == 4
    assert needed_score(2500, 9, WIM) == Fraction(7, 2)


def test_a_full_score_that_falls_short() -> None:
    # Against 1700 even 9/9 gives 1700 + 800 = 2500 < 2600.
    assert needed_score(1700, 9, GM) is None
    with pytest.raises(ValueError, match="over 0 games"):
        needed_score(2500, 0, GM)


@given(st.integers(1500, 2900), st.integers(1, 30), st.sampled_from(NormTitle))
def test_the_needed_score_is_the_fewest_halves_that_do(
    average: int, games: int, title: NormTitle
) -> None:
    # The closed form against trying every score from 0 up.
    def makes_it(halves: int) -> bool:
        score = Fraction(halves, 2)
        return 100 * score >= 35 * games and average + dp(score, games) >= (
            title.performance
        )

    first = next((h for h in range(2 * games + 1) if makes_it(h)), None)
    expected = None if first is None else Fraction(first, 2)
    assert needed_score(average, games, title) == expected


def test_rp_of_2599_5_before_rounding_makes_the_norm() -> None:
    # Ten games (eleven players). 7½/10 is 75 %, dp 193. Opponents summing
    # 24065 average 2406.5, Ra 2407: 2407 + 193 = 2600 (2599.5 before
    # rounding): a GM norm with 7½. Summing 24064 (2406.4, Ra 2406): 2599,
    # so 8 (80 %, 240) is needed.
    # Ten games need four GMs (a third of 10, rounded up).
    base = ["GM GER 2600", "GM POL 2500", "GM CZE 2450", "GM GEO 2420"]
    base += ["IM LTU 2400", "IM UKR 2380", "FM POL 2350", "FM GER 2340"]
    base += ["FM CZE 2320"]  # these nine sum 21760
    checks = forecast(field(SUBJECT, *base, "FM GEO 2305"))
    assert (checks[GM].opponents_average, checks[GM].needed) == (2407, Fraction(15, 2))
    checks = forecast(field(SUBJECT, *base, "FM GEO 2304"))
    assert (checks[GM].opponents_average, checks[GM].needed) == (2406, Fraction(8))


def test_a_norm_counts_its_own_title_and_the_higher_ones() -> None:
    assert Title.GM in GM.qualifying

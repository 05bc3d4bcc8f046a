"""First ratings of unrated players (FIDE B.02 since 1 March 2024), worked by
hand: Ra over the rated opponents and two hypothetical 1800s, p with two
draws added, dp from table 8.1.1, at most 2200, published from 1400."""

from __future__ import annotations

from fractions import Fraction

from berger.core.ratings.first import FirstRatingGap, first_rating


def test_a_first_rating_worked_by_hand() -> None:
    # 6 games against 1900, 2000, 2050, 2100, 2150, 2200: 3½ points.
    # Ra = (1900 + 2000 + 2050 + 2100 + 2150 + 2200 + 1800 + 1800) / 8
    #    = 16000 / 8 = 2000; p = (3½ + 1) / 8 = 56.25 % → 56 %, dp +43.
    # Ru = 2043.
    first = first_rating(Fraction(7, 2), [1900, 2000, 2050, 2100, 2150, 2200])
    assert (first.rating, first.computed, first.gap, first.reason) == (
        2043,
        2043,
        None,
        None,
    )
    assert (first.games, first.score) == (6, Fraction(7, 2))


def test_at_most_2200() -> None:
    # 7 games against 2300, 7 points: Ra = (7 × 2300 + 2 × 1800) / 9
    # = 19700 / 9 = 2188.9 → 2189; p = 8 / 9 = 88.9 % → 89 %, dp +351:
    # 2540, cut to 2200.
    first = first_rating(Fraction(7), [2300] * 7)
    assert first.computed == first.rating == 2200


def test_below_the_floor_is_not_published() -> None:
    # 5 games against 1400, ½ point: Ra = (5 × 1400 + 3600) / 7 = 1514.3
    # → 1514; p = 1½ / 7 = 21.4 % → 21 %, dp −230: 1284 < 1400.
    first = first_rating(Fraction(1, 2), [1400] * 5)
    assert (first.computed, first.rating, first.gap) == (
        1284,
        None,
        FirstRatingGap.FLOOR,
    )
    assert first.reason == "1284 is below the rating floor of 1400"


def test_five_games_against_rated_opponents_and_half_a_point() -> None:
    # 4 games are not enough, whatever the score.
    four = first_rating(Fraction(4), [2000] * 4)
    assert (four.rating, four.computed, four.gap) == (None, None, FirstRatingGap.GAMES)
    assert four.reason == "games against rated opponents: 4; 5 needed"
    # 5 games and no point: none.
    nothing = first_rating(Fraction(0), [1600] * 5)
    assert (nothing.rating, nothing.gap) == (None, FirstRatingGap.POINTS)
    assert nothing.reason == "no points against rated opponents; ½ needed"
    # 5 games and ½ point against 1800s: Ra 1800, p = 1½ / 7 = 21 %, dp −230:
    # 1570.
    half = first_rating(Fraction(1, 2), [1800] * 5)
    assert half.rating == 1570
    assert (half.needed, half.floor) == (5, 1400)

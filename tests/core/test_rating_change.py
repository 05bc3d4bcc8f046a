"""Rating change over an event: K, the 400-point rule, the 700 limit,
unrated players; the expected scores checked against gacrux."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction

import pytest
from gacrux import rating
from tests.core.norm_fields import OUTCOMES

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.rating import expected_score
from berger.core.rating_change import (
    RatingChange,
    birth_year,
    event_year,
    rating_changes,
)
from berger.core.results import ResultsBuilder
from berger.core.tournament import Tournament, make_tournament

EVENT_2026 = EventInfo(start=dt.date(2026, 4, 11), end=dt.date(2026, 4, 19))
EVENT_2025_09 = EventInfo(start=dt.date(2025, 9, 22), end=dt.date(2025, 9, 30))
"""The last days of the 400-point rule for everyone (B.02 of March 2024)."""


def play(
    tournament: Tournament, scores: dict[tuple[int, int], str], default: str = "="
) -> list[RatingChange]:
    """Rating changes after every game: ``scores[(a, b)]`` is a's result
    against b (1, =, 0, + for a forfeit win); other games ``default``."""
    builder = ResultsBuilder(tournament.schedule)
    for game in tournament.schedule.games():
        code = scores.get((game.white, game.black))
        if code is not None:
            outcome = OUTCOMES[code][0]
        else:
            seen_by_black = scores.get((game.black, game.white), default)
            outcome = OUTCOMES[seen_by_black][1]
        builder.add(game.round, game.white, game.black, outcome)
    return list(rating_changes(build_crosstable(tournament, builder.build())))


def test_k_derived_the_400_point_rule_and_an_unrated_player() -> None:
    # An event of September 2025: the 400-point rule for every player.
    players = [
        Player("A", 2700, birth="1990"),  # K 10: 2400 reached
        Player("B", 2200, birth="12.03.1980"),  # K 20: under 2400, adult
        Player("C", 2250, birth="2008-06-01"),  # K 40: 17 in 2025, under 2300
        Player("D"),  # unrated
    ]
    tournament = make_tournament(EVENT_2025_09, players)
    a, b, c, d = play(
        tournament,
        {(1, 2): "1", (1, 3): "=", (1, 4): "1", (2, 3): "1", (4, 2): "=", (4, 3): "1"},
    )
    # A: against B (2200) the difference 500 counts as 400: .92; against C
    # (2250) 450 counts as 400: .92; D is unrated: not rated.
    # W = 1 + ½ = 1.5, We = 1.84, ΔR = 10 × (1.5 − 1.84) = −3.4 → −3.
    assert (a.games, a.score, a.expected) == (2, Fraction(3, 2), Fraction(184, 100))
    assert (a.k, a.k_derived, a.k_limited) == (10, True, False)
    assert a.change == Fraction(-34, 10)
    assert a.rounded == -3
    # Without the rule: 500 → .96 and 450 → .94, We 1.90, ΔR −4.
    uncapped = expected_score(2700, 2200, cap=None) + expected_score(
        2700, 2250, cap=None
    )
    assert 10 * (Fraction(3, 2) - uncapped) == -4
    # B: against A (−500 → −400) .08, against C (−50) .43; W = 0 + 1.
    # ΔR = 20 × (1 − .51) = 9.8 → 10.
    assert (b.k, b.expected, b.change, b.rounded) == (
        20,
        Fraction(51, 100),
        Fraction(98, 10),
        10,
    )
    # C: junior: against A .08, against B (+50) .57; W = ½ + 0.
    # ΔR = 40 × (.5 − .65) = −6.
    assert (c.k, c.k_derived, c.rounded) == (40, True, -6)
    # D: unrated, no change; performance against A, B, C (2700, 2200, 2250):
    # average 2383.3 → 2383, 1½/3 = 50 %, dp 0: 2383.
    assert (d.change, d.rounded, d.k, d.expected) == (None, None, None, None)
    assert (d.games, d.score, d.performance) == (3, Fraction(3, 2), 2383)
    assert a.performance is None  # rated players have a rating change instead


def test_k_from_the_column_and_halves_rounded_up() -> None:
    # The K column wins over the rules: a 2450 player whose K is stated as 20
    # (a newcomer who has not yet played 30 games), a 2390 one stated as 10
    # (rated 2400 in the past, 10 for good).
    players = [Player("A", 2450, k=20), Player("B", 2390, k=10)]
    tournament = make_tournament(EVENT_2026, players)
    a, b = play(tournament, {(1, 2): "="})
    # 60 points apart: .58 / .42. A: 20 × (.5 − .58) = −1.6 → −2;
    # B: 10 × (.5 − .42) = 0.8 → 1.
    assert (a.k, a.k_derived, a.change, a.rounded) == (20, False, Fraction(-8, 5), -2)
    assert (b.k, b.k_derived, b.change, b.rounded) == (10, False, Fraction(4, 5), 1)
    # A change of exactly −2.5 is reported −2, +2.5 as 3 (halves up).
    half = RatingChange(1, 2000, 1, Fraction(0), Fraction(1, 4), 10, True, False,
                        Fraction(-5, 2), None)  # fmt: skip
    assert half.rounded == -2
    assert replace(half, change=Fraction(5, 2)).rounded == 3


def test_the_700_limit_in_a_double_round_robin_of_ten() -> None:
    # 18 games: a junior's 40 × 18 = 720 > 700, so K = 700 // 18 = 38; a K of
    # 40 from the column is cut the same way; 20 × 18 = 360 is left alone.
    players = [
        Player("Junior", 2100, birth="2012"),
        Player("Stated", 2150, k=40),
        *(Player(f"P{i}", 2100 + 10 * i) for i in range(8)),
    ]
    tournament = make_tournament(EVENT_2026, players, cycles=2)
    changes = play(tournament, {})
    junior, stated, adult = changes[0], changes[1], changes[2]
    assert (junior.games, junior.k, junior.k_derived, junior.k_limited) == (
        18,
        38,
        True,
        True,
    )
    assert (stated.k, stated.k_derived, stated.k_limited) == (38, False, True)
    assert (adult.k, adult.k_limited) == (20, False)


def test_forfeits_and_unplayed_games_are_not_rated() -> None:
    # A wins against B by forfeit and against C over the board; B – C is not
    # played. Only A – C is rated: equal ratings, .50 each; A: 20 × .5 = 10.
    players = [Player("A", 2000), Player("B", 2000), Player("C", 2000)]
    tournament = make_tournament(EVENT_2026, players)
    builder = ResultsBuilder(tournament.schedule)
    for game in tournament.schedule.games():
        pair = {game.white, game.black}
        if pair == {1, 2}:
            outcome = (
                Outcome.WHITE_FORFEIT_WIN
                if game.white == 1
                else (Outcome.BLACK_FORFEIT_WIN)
            )
            builder.add(game.round, game.white, game.black, outcome)
        elif pair == {1, 3}:
            outcome = Outcome.WHITE_WIN if game.white == 1 else Outcome.BLACK_WIN
            builder.add(game.round, game.white, game.black, outcome)
    a, b, c = rating_changes(build_crosstable(tournament, builder.build()))
    assert (a.games, a.score, a.change) == (1, Fraction(1), Fraction(10))
    assert (b.games, b.change) == (0, Fraction(0))
    assert (c.games, c.score, c.change) == (1, Fraction(0), Fraction(-10))


def test_no_junior_k_without_a_year() -> None:
    # Without an event date the junior rule cannot be judged: K 20.
    players = [Player("A", 2000, birth="2012"), Player("B", 2000)]
    tournament = make_tournament(EventInfo(), players)
    crosstable = build_crosstable(
        tournament, ResultsBuilder(tournament.schedule).build()
    )
    assert rating_changes(crosstable)[0].k == 20
    assert rating_changes(crosstable, year=2026)[0].k == 40


def test_birth_and_event_years() -> None:
    assert [
        birth_year(t) for t in ("1999", "1999-05-01", "01.05.1999", "5/1/1999")
    ] == [1999] * 4
    assert birth_year(None) is None
    assert birth_year("unknown") is None
    assert birth_year("12345") is None
    assert event_year(EVENT_2026) == 2026
    assert event_year(EventInfo(start=dt.date(2025, 12, 30))) == 2025
    assert event_year(EventInfo(round_dates=(dt.date(2024, 1, 2),))) == 2024
    assert event_year(EventInfo()) is None


@pytest.mark.parametrize("seed", range(12))
def test_expected_scores_agree_with_gacrux(seed: int) -> None:
    # A random rated field with random results: every player's We is gacrux's
    # sum of expected scores over the opponents met over the board, with each
    # difference capped at 400 for a player rated below 2650 (an event of 2026;
    # gacrux has no cap).
    rng = random.Random(seed)
    n = rng.randint(3, 12)
    players = [Player(f"P{i}", rng.randint(1600, 2800)) for i in range(n)]
    tournament = make_tournament(EVENT_2026, players)
    scores = {
        (g.white, g.black): rng.choice("1=0=1+") for g in tournament.schedule.games()
    }
    changes = play(tournament, scores)
    for number, change in enumerate(changes, start=1):
        own = players[number - 1].rating
        assert own is not None
        met = [
            opponent
            for (white, black), code in scores.items()
            if number in (white, black) and code != "+"
            for opponent in (black if white == number else white,)
        ]
        cap = 400 if own < 2650 else 4000
        capped = [
            own + max(-cap, min(cap, (players[o - 1].rating or 0) - own)) for o in met
        ]
        assert change.games == len(met)
        ours = change.expected
        assert ours is not None
        expected = rating.ComputeSumExpectedScore(own, capped)
        assert Decimal(ours.numerator) / ours.denominator == expected

"""Rating change over an event: K, the 400-point rule, the 700 limit,
unrated players; the expected scores checked against gacrux."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction

import pytest
from elochess.elo import EloCalculator
from elochess.elo.expected_score import get_expected_score
from gacrux import rating
from hypothesis import given
from hypothesis import strategies as st
from tests.core.norm_fields import OUTCOMES
from tests.core.test_game_dates import NOVEMBER, postponed_to_january

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.ratings.change import (
    RatingChange,
    birth_year,
    change_months,
    event_year,
    rating_changes,
)
from berger.core.ratings.rules import RatingRules
from berger.core.ratings.tables import expected_score
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


def _drawn_field(info: EventInfo, players: list[Player]) -> list[RatingChange]:
    """Every game of ``players`` drawn, rated under the rules of ``info``."""
    return play(make_tournament(info, players), {})


FIELD_2650 = [
    Player("A", 2700, k=10),
    Player("C", 2660, k=10),
    Player("B", 2200, k=20),
    Player("D", 2100, k=20),
    Player("F", 1900, k=20),
]


def test_the_2650_rule_from_october_2025() -> None:
    # Every game drawn. From 1 October 2025 (B.02 8.3.1) A and C, rated 2650
    # or more, take the real difference; B, D and F, below 2650, keep the cap.
    a, c, b, d, f = _drawn_field(EventInfo(end=dt.date(2025, 10, 1)), FIELD_2650)
    assert a.rules is RatingRules.OCTOBER_2025
    # A 2700: C +40 → .56; B +500 → .96 (484 < 500 ≤ 517); D +600 → .98
    # (559 < 600 ≤ 619); F +800 → 1.00 (above 735). We = 3.50; W = 2;
    # ΔR = 10 × (2 − 3.50) = −15.
    assert (a.expected, a.change, a.rounded) == (
        Fraction(350, 100),
        Fraction(-15),
        -15,
    )
    # C 2660: A −40 → .44; B +460 → .95 (456 < 460 ≤ 484); D +560 → .98
    # (559 < 560); F +760 → 1.00. We = 3.37; ΔR = 10 × (2 − 3.37) = −13.7 → −14.
    assert (c.expected, c.rounded) == (Fraction(337, 100), -14)
    # B 2200 (below 2650): A −500 and C −460 count as −400: .08 each; D +100
    # → .64; F +300 → .85. We = 1.65; ΔR = 20 × (2 − 1.65) = +7.
    assert (b.expected, b.rounded) == (Fraction(165, 100), 7)
    # F 1900: A −800, C −760 → −400: .08 each; B −300 → .15; D −200 → .24.
    # We = .55; ΔR = 20 × (2 − .55) = +29.
    assert (f.expected, f.rounded) == (Fraction(55, 100), 29)
    assert d.rounded is not None


def test_events_of_30_september_and_1_october_2025_differ_where_the_rule_says() -> None:
    before = _drawn_field(EventInfo(end=dt.date(2025, 9, 30)), FIELD_2650)
    after = _drawn_field(EventInfo(end=dt.date(2025, 10, 1)), FIELD_2650)
    assert {c.rules for c in before} == {RatingRules.MARCH_2024}
    # The players below 2650 are rated alike on both days.
    for old, new in zip(before[2:], after[2:], strict=True):
        assert (old.expected, old.change) == (new.expected, new.change)
    # A on 30 September: every difference over 400 counts as 400 (.92):
    # C .56, B .92, D .92, F .92: We = 3.32; ΔR = 10 × (2 − 3.32) = −13.2.
    # On 1 October: We 3.50 (see above), ΔR −15: the games against B, D and
    # F differ by .04, .06 and .08.
    a_old, a_new = before[0], after[0]
    assert a_new.expected is not None
    assert a_old.expected is not None
    assert (a_old.expected, a_old.change) == (Fraction(332, 100), Fraction(-132, 10))
    assert a_new.expected - a_old.expected == Fraction(4 + 6 + 8, 100)
    # C on 30 September: A .44, B .92, D .92, F .92: 3.20, ΔR −12; on
    # 1 October 3.37, ΔR −13.7: .03 + .06 + .08 more.
    c_old, c_new = before[1], after[1]
    assert c_new.expected is not None
    assert c_old.expected is not None
    assert (c_old.expected, c_old.rounded) == (Fraction(320, 100), -12)
    assert c_new.expected - c_old.expected == Fraction(3 + 6 + 8, 100)


RATINGS = st.one_of(
    st.integers(1000, 1900), st.integers(2400, 2649), st.integers(2650, 2900)
)


@given(
    top=st.integers(2650, 2900),
    low=st.integers(1000, 1900),
    others=st.lists(RATINGS, min_size=1, max_size=6),
    ks=st.lists(st.sampled_from([10, 20, 40]), min_size=8, max_size=8),
    codes=st.lists(st.sampled_from("1=0=1+"), min_size=28, max_size=28),
)
def test_expected_scores_and_changes_agree_with_elochess(
    top: int, low: int, others: list[int], ks: list[int], codes: list[str]
) -> None:
    # A field with a player rated 2650 or more and one more than 735 below
    # (2650 − 1900 = 750), of 3 to 8 players, in 2026; random results. elochess
    # (PyPI) has the 2650 rule: each game's expected score and each player's
    # new rating must match ours.
    ratings = [top, low, *others]
    players = [
        Player(f"P{i}", rating, k=k)
        for i, (rating, k) in enumerate(zip(ratings, ks, strict=False))
    ]
    tournament = make_tournament(EVENT_2026, players)
    games = list(tournament.schedule.games())
    scores = {(g.white, g.black): codes[i] for i, g in enumerate(games)}
    changes = play(tournament, scores)
    for number, change in enumerate(changes, start=1):
        own = ratings[number - 1]
        met = [
            ratings[(black if white == number else white) - 1]
            for (white, black), code in scores.items()
            if number in (white, black) and code != "+"
        ]
        theirs = [get_expected_score(own - r, own < 2650) for r in met]
        assert change.expected == sum(
            (Fraction(round(100 * e), 100) for e in theirs), Fraction(0)
        )
        assert change.change is not None
        k = players[number - 1].k
        # elochess's K: 10 once 2400 is reached, 40 for a newcomer (under 30
        # games), else 20 for an adult born in 1950.
        new = EloCalculator.update_rating(
            own,
            met,
            float(change.score),
            birth_year=1950,
            evaluation_year=2026,
            games_played=0 if k == 40 else 30,
            reached_2400=k == 10,
        )
        exact = own + change.change
        if exact.denominator == 2:  # elochess rounds halves to even
            assert abs(new - exact) == Fraction(1, 2)
        else:
            assert change.rounded is not None
            assert new == own + change.rounded


def _weekly_league() -> tuple[Tournament, list[RatingChange]]:
    """16 players, one round every Wednesday from 2 September to 9 December
    2026 (four months), random results; a junior and two unrated players."""
    rng = random.Random(4)
    players = [
        Player(
            f"P{i}",
            None if i in (15, 16) else 2300 - 45 * i,
            birth="2012" if i == 3 else "1980",
        )
        for i in range(1, 17)
    ]
    days = tuple(dt.date(2026, 9, 2) + dt.timedelta(weeks=w) for w in range(15))
    tournament = make_tournament(
        EventInfo(start=days[0], end=days[-1], round_dates=days), players
    )
    scores = {
        (g.white, g.black): rng.choice("1=0=1") for g in tournament.schedule.games()
    }
    return tournament, play(tournament, scores)


def test_a_weekly_event_over_four_months_is_rated_month_by_month() -> None:
    _tournament, changes = _weekly_league()
    for change in changes:
        if change.rating is None:
            assert change.months == ()
            assert change.first is not None
            assert change.first.rating is not None
            continue
        assert [m.month for m in change.months] == [
            "2026-09",
            "2026-10",
            "2026-11",
            "2026-12",
        ]
        # At most the month's rounds (5, 4, 4, 2): the games against the two
        # unrated players are not rated.
        assert all(
            m.games <= rounds
            for m, rounds in zip(change.months, (5, 4, 4, 2), strict=True)
        )
        # The months add up: games, points, expected score, the exact change,
        # and the change as published (each month rounded).
        assert sum(m.games for m in change.months) == change.games
        assert sum(m.score for m in change.months) == change.score
        assert sum(m.expected for m in change.months) == change.expected
        assert sum(m.change for m in change.months) == change.change
        assert sum(m.rounded for m in change.months) == change.rounded
        # Each month is K × (W − We) over its own games.
        for month in change.months:
            assert month.change == month.k * (month.score - month.expected)
    assert change_months(changes) == ("2026-09", "2026-10", "2026-11", "2026-12")
    # The junior (P3, born 2012): K 40 in every month; 40 × 5 games = 200.
    assert {m.k for m in changes[2].months} == {40}


def test_a_month_is_its_own_rating_period_for_the_700_limit() -> None:
    # A junior (K 40) plays 18 games, a double round robin of ten, 9 in
    # November and 9 in December 2026: 40 × 9 = 360 a month, so K stays 40,
    # where one period of 18 games would cut it to 700 // 18 = 38.
    players = [Player("Junior", 2100, birth="2012")] + [
        Player(f"P{i}", 2100 + 10 * i) for i in range(9)
    ]
    days = tuple(dt.date(2026, 11, 20 + d) for d in range(9)) + tuple(
        dt.date(2026, 12, 1 + d) for d in range(9)
    )
    tournament = make_tournament(EventInfo(round_dates=days), players, cycles=2)
    junior = play(tournament, {})[0]
    assert [(m.month, m.games, m.k) for m in junior.months] == [
        ("2026-11", 9, 40),
        ("2026-12", 9, 40),
    ]
    assert (junior.k, junior.k_limited) == (40, False)
    # Standings after round 4: only November has begun.
    crosstable = build_crosstable(
        tournament, ResultsBuilder(tournament.schedule).build(), after_round=4
    )
    early = rating_changes(crosstable)[0]
    assert [m.month for m in early.months] == ["2026-11"]


def test_a_game_is_rated_in_the_month_it_was_played() -> None:
    # Six players, Wednesdays from 4 November to 2 December 2026; round 2's
    # 1–2 (1 rated 2105, 2 rated 2050, both K 20) postponed and won by 1 on
    # 14 January 2027: it is January's game, not November's. The difference
    # 55 gives 1 an expected .58 (table 8.1.2): 20 × (1 − .58) = +8.4,
    # 2 −8.4; the other players have no game in January.
    ratings = (2105, 2050, 1990, 1935, 1880, 1820)
    players = [Player(f"P{k}", r, birth="1980") for k, r in enumerate(ratings, 1)]
    tournament = make_tournament(EventInfo(round_dates=NOVEMBER), players)
    crosstable = build_crosstable(tournament, postponed_to_january(tournament))
    changes = rating_changes(crosstable)
    first, second = changes[0], changes[1]
    assert [(m.month, m.games) for m in first.months] == [
        ("2026-11", 3),
        ("2027-01", 1),
    ]
    january = first.months[1]
    assert (january.score, january.expected) == (Fraction(1), Fraction(58, 100))
    assert january.change == Fraction(84, 10)
    assert second.months[1].change == Fraction(-84, 10)
    assert [(m.month, m.games) for m in changes[2].months] == [
        ("2026-11", 4),
        ("2027-01", 0),
    ]
    assert change_months(changes) == ("2026-11", "2027-01")
    # Set for 14 January but not played yet: November's three games (the
    # event's rounds span November and December), no January.
    builder = ResultsBuilder(tournament.schedule)
    builder.add(2, 1, 2, Outcome.UNPLAYED, date=dt.date(2027, 1, 14))
    for game in tournament.schedule.games():
        if game.round <= 4 and (game.white, game.black) != (1, 2):
            builder.add(game.round, game.white, game.black, Outcome.DRAW)
    pending = rating_changes(build_crosstable(tournament, builder.build()))[0]
    assert [(m.month, m.games) for m in pending.months] == [("2026-11", 3)]


def test_an_unrated_players_first_rating_in_the_event() -> None:
    # U (unrated) draws with five players rated 1800, 1900, 2000, 2100, 2200
    # (September 2025: the March 2024 text). Ra = (10000 + 3600) / 7 = 1942.9
    # → 1943; p = (2½ + 1) / 7 = 50 %, dp 0: 1943; performance 2000 + 0.
    players = [
        Player("U"),
        *(Player(f"R{r}", r) for r in (1800, 1900, 2000, 2100, 2200)),
    ]
    u = _drawn_field(EVENT_2025_09, players)[0]
    assert u.performance == 2000
    assert u.first is not None
    assert (u.first.games, u.first.rating) == (5, 1943)
    # Before March 2024 no first rating is computed.
    old = _drawn_field(EventInfo(end=dt.date(2024, 2, 29)), players)[0]
    assert (old.first, old.performance) == (None, 2000)

"""Tiebreak values: SB, WIN, KS and SB/Cn by their definitions, whatever the
order of the results; the DP table TPR reads."""

from __future__ import annotations

import math
import random
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st
from tests.core.conftest import after_a_round, played_events

from berger.core.crosstable import Score, build_crosstable
from berger.core.model import Outcome
from berger.core.ratings.tables import DP_TABLE
from berger.core.results import ResultsBuilder
from berger.core.standings import compute_standings
from berger.core.tournament import Tournament

FULL_CHAIN = (
    *("DE", "WIN", "WON", "BPG", "BWG", "REP", "STD", "SB", "SB/C1", "SB/C2"),
    *("KS", "KS/L1", "KS/L-2", "ARO", "ARO/C1", "TPR", "PTP", "RTNG/R", "TPN/R"),
)


def test_dp_table() -> None:
    assert len(DP_TABLE) == 101
    assert (DP_TABLE[0], DP_TABLE[50], DP_TABLE[75], DP_TABLE[100]) == (
        -800,
        0,
        193,
        800,
    )
    assert all(DP_TABLE[p] == -DP_TABLE[100 - p] for p in range(101))


@given(played_events())
def test_sb_is_score_times_opponent_points(
    event: tuple[Tournament, list[tuple[int, int, Outcome]]],
) -> None:
    t, games = event
    builder = ResultsBuilder(t.schedule)
    for round_number, board, outcome in games:
        builder.add_board(round_number, board, outcome)
    crosstable = build_crosstable(
        t, builder.build(), after_round=len(t.schedule.rounds)
    )
    standings = compute_standings(crosstable, FULL_CHAIN)
    for row in standings.rows:
        expected = sum(
            (
                cell.points * crosstable.points[cell.opponent - 1]
                for cell in crosstable.rows[row.number - 1]
                if cell.opponent is not None and cell.points is not None
            ),
            Fraction(0),
        )
        assert row.tiebreaks["SB"] == expected
        wins = sum(
            cell.score in (Score.WIN, Score.FORFEIT_WIN)
            for cell in crosstable.rows[row.number - 1]
        )
        assert row.tiebreaks["WIN"] == wins


@given(played_events(), st.integers(0, 10**6))
def test_standings_do_not_depend_on_the_order_of_the_results(
    event: tuple[Tournament, list[tuple[int, int, Outcome]]], seed: int
) -> None:
    t, games = event
    shuffled = list(games)
    random.Random(seed).shuffle(shuffled)
    tables = []
    for order in (games, shuffled):
        builder = ResultsBuilder(t.schedule)
        for round_number, board, outcome in order:
            builder.add_board(round_number, board, outcome)
        tables.append(
            compute_standings(build_crosstable(t, builder.build()), FULL_CHAIN)
        )
    assert tables[0] == tables[1]


@given(played_events(), st.integers(0, 10**6), st.integers(-2, 2))
def test_koya_and_cut_sonneborn_berger_by_their_definitions(
    event: tuple[Tournament, list[tuple[int, int, Outcome]]], seed: int, limit: int
) -> None:
    # KS/L±n (9.2, 14.5): points scored against opponents with at least half
    # the points of a win in each of their counted games, ± n steps (the
    # gcd of the win, draw and loss points). SB/Cn (14.1, 14.2): SB less the
    # products of the n games first in (opponent's points, points scored)
    # order. After a random round, so that fields differ in games played.
    t, games = event
    crosstable = after_a_round(t, games, seed)
    koya = f"KS/L{limit:+d}"
    standings = compute_standings(crosstable, ["SB", "SB/C1", "SB/C2", koya])
    scoring = t.scoring
    step = Fraction(math.gcd(*(int(v * 6) for v in scoring.values[:3])), 6)
    # each player's counted games: (opponent, points)
    counted = {
        row.number: [
            (cell.opponent, cell.points)
            for cell in crosstable.rows[row.number - 1]
            if cell.opponent and cell.points is not None and not cell.struck
        ]
        for row in standings.rows
    }
    for row in standings.rows:
        strong = [
            points
            for opponent, points in counted[row.number]
            if 2 * crosstable.points[opponent - 1]
            >= scoring.win * len(counted[opponent]) + 2 * limit * step
        ]
        assert row.tiebreaks[koya] == sum(strong, Fraction(0))
        ordered = sorted(
            (crosstable.points[opponent - 1], points)
            for opponent, points in counted[row.number]
        )
        products = [score * points for score, points in ordered]
        assert row.tiebreaks["SB"] == sum(products, Fraction(0))
        assert row.tiebreaks["SB/C1"] == sum(products[1:], Fraction(0))
        assert row.tiebreaks["SB/C2"] == sum(products[2:], Fraction(0))

"""The rating-based tie-breaks (C.07 art. 10: ARO, ARO/Cn, TPR, PTP, and the
player's own rating RTNG): hand-worked events, unrated players counted or
left out, any scoring, and PTP checked against its definition.
"""

from __future__ import annotations

import functools
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st
from tests.core.conftest import (
    ALL_DRAWN,
    FORFEIT,
    after_a_round,
    game_results,
    played_events,
    rated_event,
    tiebreak_column,
)

from berger.core.crosstable import Score, build_crosstable
from berger.core.model import Outcome
from berger.core.ratings.tables import expected_score
from berger.core.scoring import CHESS, DRAUGHTS, FOOTBALL
from berger.core.standings import compute_standings
from berger.core.tiebreaks.performance import RatingTables
from berger.core.tournament import Tournament

F = Fraction


def test_unrated_players_in_rating_based_tiebreaks() -> None:
    # All drawn; 2 is unrated. Skipped (unrated=None): 2 has no RTNG, and
    # every player who met 2 over the board (all of them) has no ARO, TPR or
    # PTP; 2's own ARO is (2100 + 2200 + 2000) / 3 = 2100. Nothing breaks the
    # tie. With unrated=1900: 2's RTNG is 1900; 1's ARO (1900 + 2200 + 2000)
    # / 3 = 2033⅓ → 2033, and 50 % gives TPR = ARO.
    t = rated_event([2100, None, 2200, 2000])
    crosstable = build_crosstable(t, game_results(t, ALL_DRAWN))
    chain = ["RTNG", "ARO", "TPR", "PTP"]
    skipped = compute_standings(crosstable, chain)
    assert tiebreak_column(skipped, "RTNG")[2] is None
    assert tiebreak_column(skipped, "ARO") == {1: None, 2: 2100, 3: None, 4: None}
    assert {row.place for row in skipped.rows} == {"1-4"}
    assert skipped.unrated is None
    counted = compute_standings(crosstable, chain, unrated=1900)
    assert tiebreak_column(counted, "RTNG")[2] == 1900
    assert (
        tiebreak_column(counted, "ARO")[1] == tiebreak_column(counted, "TPR")[1] == 2033
    )
    assert [row.number for row in counted.rows] == [3, 1, 4, 2]
    assert counted.unrated == 1900


def test_perfect_tournament_performance() -> None:
    # 4 players rated 2000, 2200, 2400, 2600; two rounds played: 1 beats 4,
    # 3 beats 2, 4 beats 3, 1 and 2 draw. PTP (10.3): the lowest R whose
    # expected scores (B.02 8.1.2, whole table: 0.50 + one hundredth for
    # each limit 3, 10, 17, ..., 39, 46, ..., 197, 206, ..., 432, 456, ...
    # that the difference exceeds) reach the score.
    # 1: 1½ of 2 against 2600 and 2200. R = 2640: +40 → 0.56 (39 < 40 ≤ 46)
    #    and +440 → 0.94 (432 < 440 ≤ 456): 1.50. R = 2639: +39 → 0.55 and
    #    +439 → 0.94: 1.49. PTP 2640. TPR: ARO 2400, 75 % → dp 193 → 2593.
    # 4: 1 of 2 against 2000 and 2400. R = 2198: +198 → 0.76 (197 < 198 ≤
    #    206) and −202 → 0.24: 1.00. R = 2197: +197 → 0.75 and −203 → 0.24:
    #    0.99. PTP 2198.
    # 3: 1 of 2 against 2200 and 2600: the same differences, PTP 2398.
    # A player with no points: the lowest opponent's rating − 800.
    t = rated_event([2000, 2200, 2400, 2600])
    games = {(1, 4): "1-0", (2, 3): "0-1", (4, 3): "1-0", (1, 2): "="}
    standings = compute_standings(
        build_crosstable(t, game_results(t, games)), ["PTP", "TPR"]
    )
    ptp = tiebreak_column(standings, "PTP")
    assert (ptp[1], ptp[4], ptp[3]) == (2640, 2198, 2398)
    assert tiebreak_column(standings, "TPR")[1] == 2593
    # 1 loses to 4 (2600) and 2 (2200): 2200 − 800.
    zero = {(1, 4): "0-1", (2, 3): "0-1", (4, 3): "1-0", (1, 2): "0-1"}
    standings = compute_standings(build_crosstable(t, game_results(t, zero)), ["PTP"])
    assert tiebreak_column(standings, "PTP")[1] == 1400


def test_rating_based_tiebreaks_use_game_results_under_any_scoring() -> None:
    # FORFEIT (see test_forfeit) under chess, draughts and football scoring:
    # ARO, TPR and PTP work on results 1/½/0 of the games played over the
    # board, so every player's figures are the same under all three (1's TPR
    # 2443 = 2250 + dp 193 for 1½ of 2, not 2250 + dp(5 of 6 points) under
    # football).
    figures = []
    for scoring in (CHESS, DRAUGHTS, FOOTBALL):
        t = rated_event([2000, 2100, 2200, 2300], scoring=scoring)
        standings = compute_standings(
            build_crosstable(t, game_results(t, FORFEIT)),
            ["ARO", "ARO/C1", "TPR", "PTP"],
        )
        figures.append({row.number: dict(row.tiebreaks) for row in standings.rows})
    assert figures[0] == figures[1] == figures[2]
    assert figures[2][1]["TPR"] == 2443


@functools.cache
def uncapped_hundredths(difference: int) -> int:
    """B.02 8.1.2's expected score without the 400-point rule, in hundredths
    (the table's steps: exact), of a player rated ``difference`` points above
    the opponent (a table of rating differences), each difference worked out
    once (the check below tries thousands of R against each opponent)."""
    hundredths = expected_score(difference, 0, cap=None) * 100
    assert hundredths.denominator == 1
    return int(hundredths)


@given(played_events(), st.integers(0, 10**6))
def test_perfect_performance_by_its_definition(
    event: tuple[Tournament, list[tuple[int, int, Outcome]]], seed: int
) -> None:
    # PTP (C.07 10.3): the lowest whole rating R whose expected scores
    # against the opponents met over the board (B.02 8.1.2, no 400-point
    # rule) add up to the score on the 1/½/0 scale; no points: the lowest
    # opponent − 800. Checked by trying every R, after a random round.
    t, games = event
    crosstable = after_a_round(t, games, seed)
    standings = compute_standings(crosstable, ["PTP"])
    halves = {Score.WIN: 2, Score.DRAW: 1, Score.LOSS: 0}
    for row in standings.rows:
        played = [
            cell
            for cell in crosstable.rows[row.number - 1]
            if cell.score in halves and not cell.struck
        ]
        met = [t.player(cell.opponent).rating or 0 for cell in played if cell.opponent]
        score = Fraction(sum(halves[cell.score] for cell in played), 2)
        if not met:
            expected = None
        elif not score:
            expected = min(met) - 800
        else:
            hundredths = int(score * 100)  # whole: the score is in halves
            expected = next(
                r
                for r in range(min(met) - 800, max(met) + 800)
                if sum(uncapped_hundredths(r - o) for o in met) >= hundredths
            )
        assert row.tiebreaks["PTP"] == expected


def test_rating_tables_leave_forfeits_out() -> None:
    # FORFEIT, ratings 2000, 2100, 2200, 2300: 1 beat 2 by forfeit, so 1 met
    # only 3 and 4 over the board.
    # ARO: 1 = (2200 + 2300) / 2 = 2250; 2 = (2200 + 2300) / 2 = 2250 (the
    # forfeit against 1 left out); 3 = (2000 + 2100 + 2300) / 3 = 2133⅓ →
    # 2133; 4 = (2000 + 2100 + 2200) / 3 = 2100.
    # ARO/C1 drops the lowest: 1 = 2300, 2 = 2300, 3 = (2100 + 2300) / 2 =
    # 2200, 4 = (2100 + 2200) / 2 = 2150.
    # TPR: 1 = 2250 + dp(1½ of 2 = 75 %) 193 = 2443; 2 = 2250 − 193 = 2057
    # (½ of 2); 3 = 2133 + dp(1 of 3 = 33 %) −125 = 2008; 4 = 2100 + dp(2 of
    # 3 = 67 %) 125 = 2225.
    t = rated_event([2000, 2100, 2200, 2300])
    tables = RatingTables(build_crosstable(t, game_results(t, FORFEIT)), None)
    assert tables.own_ratings() == (2000, 2100, 2200, 2300)
    assert tables.average_ratings() == (2250, 2250, 2133, 2100)
    assert tables.average_ratings(cut=1) == (2300, 2300, 2200, 2150)
    assert tables.performances() == (2443, 2057, 2008, 2225)
    # ARO/C2 of a player who met two over the board: nothing left.
    assert tables.average_ratings(cut=2)[:2] == (None, None)


def test_an_unrated_opponent_met_only_by_forfeit_does_not_count() -> None:
    # FORFEIT with 2 unrated. Left out (unrated=None): 3 and 4 met 2 over
    # the board, so they have no ARO; 1 beat 2 by forfeit only, so 1's ARO
    # stays (2200 + 2300) / 2 = 2250; 2 has no rating but an ARO of 2250.
    # Counted as 1400: 3's ARO = (2000 + 1400 + 2300) / 3 = 1900.
    t = rated_event([2000, None, 2200, 2300])
    crosstable = build_crosstable(t, game_results(t, FORFEIT))
    skipped = RatingTables(crosstable, None)
    assert skipped.average_ratings() == (2250, 2250, None, None)
    assert skipped.own_ratings() == (2000, None, 2200, 2300)
    counted = RatingTables(crosstable, 1400)
    assert counted.average_ratings()[2] == 1900
    assert counted.own_ratings()[1] == 1400

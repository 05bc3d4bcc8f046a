"""Standings from hand-computed small events: points, tiebreak chains, places.

Every expected number is worked out by hand in the comments. Results are
written "a against b" from a's side: ``(1, 2): "1-0"`` means 1 beat 2.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction
from itertools import takewhile

import pytest
from hypothesis import given
from hypothesis import strategies as st

from berger.core.berger import meetings
from berger.core.crosstable import Score, WithdrawalRule, build_crosstable
from berger.core.direct_encounter import rank_by_direct_encounter
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import CHESS, DRAUGHTS, FOOTBALL, ScoringSystem
from berger.core.standings import Standings, Ties, compute_standings
from berger.core.tournament import Tournament, make_tournament
from berger.errors import ScheduleError

F = Fraction


def event(ratings: list[int | None], **kwargs: object) -> Tournament:
    """Players P1..Pn with the given ratings, numbered in list order."""
    players = [Player(f"P{i}", rating) for i, rating in enumerate(ratings, start=1)]
    return make_tournament(EventInfo(), players, **kwargs)  # type: ignore[arg-type]


def record(
    builder: ResultsBuilder,
    tournament: Tournament,
    games: Mapping[tuple[int, int], str],
    cycle: int = 1,
) -> ResultsBuilder:
    """Add results given from the first player's side, in the given cycle."""
    schedule = tournament.schedule
    for (a, b), code in games.items():
        meeting = meetings(
            a, b, n=schedule.n, cycles=schedule.cycles, swap=schedule.swap_last_two
        )[cycle - 1]
        outcome = Outcome.from_code(code)
        if meeting.white != a:
            outcome = outcome.reversed
        builder.add(meeting.round, meeting.white, meeting.black, outcome)
    return builder


def results(tournament: Tournament, games: Mapping[tuple[int, int], str]) -> Results:
    return record(ResultsBuilder(tournament.schedule), tournament, games).build()


def table(standings: Standings) -> list[tuple[str, int, Fraction]]:
    return [(row.place, row.number, row.points) for row in standings.rows]


def column(standings: Standings, code: str) -> dict[int, object]:
    return {row.number: row.tiebreaks[code] for row in standings.rows}


FOUR = {(1, 2): "1-0", (1, 3): "=", (1, 4): "1-0", (2, 3): "1-0"}
FOUR |= {(2, 4): "1-0", (3, 4): "="}


def test_four_players_points_sb_aro() -> None:
    # Points: 1 = 1 + ½ + 1 = 2½; 2 = 0 + 1 + 1 = 2; 3 = ½ + 0 + ½ = 1;
    # 4 = 0 + 0 + ½ = ½.
    # SB: 1 = 2 + ½·1 + ½ = 3; 2 = 1 + ½ = 1½; 3 = ½·2½ + ½·½ = 1½; 4 = ½·1 = ½.
    # ARO (ratings 2010..2040): 1 met 2, 3, 4 → (2020 + 2030 + 2040) / 3 = 2030.
    t = event([2010, 2020, 2030, 2040])
    standings = compute_standings(build_crosstable(t, results(t, FOUR)))
    assert table(standings) == [
        ("1", 1, F(5, 2)),
        ("2", 2, F(2)),
        ("3", 3, F(1)),
        ("4", 4, F(1, 2)),
    ]
    assert column(standings, "SB") == {1: F(3), 2: F(3, 2), 3: F(3, 2), 4: F(1, 2)}
    assert standings.rows[0].tiebreaks["ARO"] == 2030
    assert standings.final
    assert standings.chain == ("SB", "ARO")


def test_after_round_one() -> None:
    # Round 1 of 4 players: 1–4 and 2–3; 1 beat 4 and 2 beat 3.
    # After round 1: 1 and 2 have 1 point, SB 0 each (their victims have 0);
    # ARO breaks it: 1 met 4 (2040) > 2 met 3 (2030). Likewise 3 (met 2,
    # 2020) above 4 (met 1, 2010).
    t = event([2010, 2020, 2030, 2040])
    crosstable = build_crosstable(t, results(t, FOUR), after_round=1)
    standings = compute_standings(crosstable)
    assert table(standings) == [
        ("1", 1, F(1)),
        ("2", 2, F(1)),
        ("3", 3, F(0)),
        ("4", 4, F(0)),
    ]
    assert column(standings, "SB") == {1: 0, 2: 0, 3: 0, 4: 0}
    assert column(standings, "ARO") == {1: 2040, 2: 2030, 3: 2020, 4: 2010}
    assert standings.after_round == 1
    assert not standings.final
    assert crosstable.cell(1, 2).score is Score.PENDING
    assert crosstable.cell(1, 2).points is None


def test_no_results_everyone_shares_first_place() -> None:
    t = event([None, None, None])
    standings = compute_standings(build_crosstable(t, Results()))
    assert table(standings) == [("1-3", n, F(0)) for n in (1, 2, 3)]
    assert standings.after_round == 0
    assert not standings.final


FIVE = {(1, 2): "1-0", (2, 3): "1-0", (3, 1): "1-0"}  # a cycle among 1, 2, 3
FIVE |= {(1, 4): "1-0", (1, 5): "0-1", (2, 5): "1-0", (2, 4): "0-1"}
FIVE |= {(3, 4): "=", (3, 5): "=", (4, 5): "1-0"}


def test_odd_players_three_way_tie_resolved_by_sb() -> None:
    # 5 players, each has one bye (worth 0).
    # Points: 1 = 1 (2) + 1 (4) = 2; 2 = 1 (3) + 1 (5) = 2; 3 = 1 (1) + ½ + ½ = 2;
    # 4 = 1 (2) + ½ (3) + 1 (5) = 2½; 5 = 1 (1) + ½ (3) = 1½. Total 10 = 10 games.
    # SB: 1 = 2 (beat 2) + 2½ (beat 4) = 4½; 2 = 2 (3) + 1½ (5) = 3½;
    # 3 = 2 (1) + ½·2½ + ½·1½ = 4; 4 = 2 (2) + ½·2 (3) + 1½ (5) = 4½;
    # 5 = 2 (1) + ½·2 (3) = 3.
    t = event([None] * 5)
    crosstable = build_crosstable(t, results(t, FIVE))
    standings = compute_standings(crosstable)
    assert table(standings) == [
        ("1", 4, F(5, 2)),
        ("2", 1, F(2)),
        ("3", 3, F(2)),
        ("4", 2, F(2)),
        ("5", 5, F(3, 2)),
    ]
    assert column(standings, "SB") == {
        1: F(9, 2),
        2: F(7, 2),
        3: F(4),
        4: F(9, 2),
        5: F(3),
    }
    assert column(standings, "ARO") == dict.fromkeys(range(1, 6))
    assert crosstable.games_played == (4, 4, 4, 4, 4)
    byes = [cell for row in crosstable.rows for cell in row if cell.score is Score.BYE]
    assert len(byes) == 5
    assert all(c.opponent is None and c.colour is None for c in byes)
    assert all(c.points == 0 for c in byes)


def test_bye_worth_a_point_counts_as_a_win() -> None:
    # Same event, bye worth 1 (custom scoring 1, ½, 0, 1, 0, 1): every player
    # gains 1 point and WIN counts the bye as a win: 1 had 2 wins → 3.
    scoring = ScoringSystem.from_values([1, 0.5, 0, 1, 0, 1])
    t = event([None] * 5, scoring=scoring)
    standings = compute_standings(build_crosstable(t, results(t, FIVE)), ["WIN"])
    assert {row.number: row.points for row in standings.rows} == {
        1: 3,
        2: 3,
        3: 3,
        4: F(7, 2),
        5: F(5, 2),
    }
    assert column(standings, "WIN")[1] == 3


# A cycle 1 > 2 > 3 > 1 and everyone draws 4: all four on 1½, every SB 2¼.
CIRCLE = {(1, 2): "1-0", (2, 3): "1-0", (3, 1): "1-0"}
CIRCLE |= {(1, 4): "=", (2, 4): "=", (3, 4): "="}


def test_tie_sb_cannot_break_is_shared() -> None:
    # SB of 1 = 1½ (beat 2) + ½·1½ (drew 4) = 2¼; the same for 2 and 3;
    # 4 = 3 × ½·1½ = 2¼. Unrated: ARO does not apply. DE: everyone met
    # everyone; 1, 2, 3 have 1 + ½ each, 4 has 1½: still level.
    t = event([None] * 4)
    crosstable = build_crosstable(t, results(t, CIRCLE))
    standings = compute_standings(crosstable, ["SB", "ARO", "DE"])
    assert table(standings) == [("1-4", n, F(3, 2)) for n in (1, 2, 3, 4)]
    assert set(column(standings, "SB").values()) == {F(9, 4)}
    assert set(column(standings, "DE").values()) == {F(3, 2)}
    assert all(row.rank == 1 for row in standings.rows)


DIRECT = {(1, 2): "1-0", (1, 3): "=", (1, 4): "0-1"}
DIRECT |= {(2, 3): "1-0", (2, 4): "=", (3, 4): "0-1"}


def test_tie_only_direct_encounter_breaks() -> None:
    # Points: 1 = 1 + ½ + 0 = 1½; 2 = 0 + 1 + ½ = 1½; 3 = ½ + 0 + 0 = ½;
    # 4 = 1 + ½ + 1 = 2½.
    # SB: 1 = 1½ (beat 2) + ½·½ (drew 3) = 1¾; 2 = ½ (beat 3) + ½·2½ (drew 4)
    # = 1¾. Equal. DE between 1 and 2: 1 won → 1 ahead.
    t = event([2000] * 4)
    crosstable = build_crosstable(t, results(t, DIRECT))
    shared = compute_standings(crosstable, ["SB", "ARO"])
    assert table(shared)[1:3] == [("2-3", 1, F(3, 2)), ("2-3", 2, F(3, 2))]
    standings = compute_standings(crosstable, ["SB", "DE"])
    assert table(standings) == [
        ("1", 4, F(5, 2)),
        ("2", 1, F(3, 2)),
        ("3", 2, F(3, 2)),
        ("4", 3, F(1, 2)),
    ]
    assert column(standings, "DE") == {4: None, 1: F(1), 2: F(0), 3: None}


def test_fide_chain_direct_encounter_first() -> None:
    # FIDE preset DE, WIN, SB, KS on the same event: DE splits 1 and 2 first.
    t = event([2000] * 4)
    standings = compute_standings(build_crosstable(t, results(t, DIRECT)), ["fide"])
    assert standings.chain == ("DE", "WIN", "SB", "KS")
    assert [row.number for row in standings.rows] == [4, 1, 2, 3]


FORFEIT = {(1, 2): "+-", (1, 3): "1-0", (1, 4): "="}
FORFEIT |= {(2, 3): "=", (2, 4): "0-1", (3, 4): "="}


def test_forfeit() -> None:
    # 1 wins against 2 by forfeit.
    # Points: 1 = 1 + 1 + ½ = 2½; 2 = 0 + ½ + 0 = ½; 3 = 0 + ½ + ½ = 1;
    # 4 = ½ + 1 + ½ = 2. Total 6.
    # SB counts the forfeit at face value (FIDE C.07 15.2):
    # 1 = 1·½ (2) + 1·1 (3) + ½·2 (4) = 2½.
    # WIN counts the forfeit win (2), WON does not (1).
    # ARO and TPR leave the forfeit out: 1 met 3 and 4 over the board →
    # (2200 + 2300) / 2 = 2250; 1½ of 2 = 75 % → dp 193 → TPR 2443.
    # 2 met 3 and 4 → ARO 2250; ½ of 2 = 25 % → dp −193 → TPR 2057.
    t = event([2000, 2100, 2200, 2300])
    crosstable = build_crosstable(t, results(t, FORFEIT))
    chain = ["SB", "WIN", "WON", "ARO", "TPR"]
    standings = compute_standings(crosstable, chain)
    assert table(standings) == [
        ("1", 1, F(5, 2)),
        ("2", 4, F(2)),
        ("3", 3, F(1)),
        ("4", 2, F(1, 2)),
    ]
    first = standings.rows[0].tiebreaks
    assert first == {"SB": F(5, 2), "WIN": 2, "WON": 1, "ARO": 2250, "TPR": 2443}
    assert column(standings, "ARO")[2] == 2250
    assert column(standings, "TPR")[2] == 2057
    assert crosstable.games_played == (2, 2, 3, 3)
    game = crosstable.games_between(1, 2)[0]
    assert (game.score, game.points) == (Score.FORFEIT_WIN, F(1))
    assert crosstable.games_between(2, 1)[0].score is Score.FORFEIT_LOSS


def test_double_forfeit() -> None:
    # 1 and 2 both fail to turn up; every other game drawn.
    # Points: 1 = 0 + ½ + ½ = 1; 2 = 1; 3 = ½·3 = 1½; 4 = 1½. Total 5.
    # SB: 1 = ½·1½ + ½·1½ = 1½; 3 = ½·(1 + 1 + 1½) = 1¾ = 4's.
    # DE between 1 and 2: 0 each (the double forfeit counts, as a loss for both).
    games = {(1, 2): "--", (1, 3): "=", (1, 4): "=", (2, 3): "=", (2, 4): "="}
    t = event([None] * 4)
    crosstable = build_crosstable(t, results(t, games | {(3, 4): "="}))
    standings = compute_standings(crosstable, ["SB", "DE", "WIN"])
    assert table(standings) == [
        ("1-2", 3, F(3, 2)),
        ("1-2", 4, F(3, 2)),
        ("3-4", 1, F(1)),
        ("3-4", 2, F(1)),
    ]
    assert column(standings, "SB") == {3: F(7, 4), 4: F(7, 4), 1: F(3, 2), 2: F(3, 2)}
    assert column(standings, "DE")[1] == column(standings, "DE")[2] == 0
    assert set(column(standings, "WIN").values()) == {0}
    pair = crosstable.games_between(1, 2)[0], crosstable.games_between(2, 1)[0]
    assert [cell.score for cell in pair] == [Score.FORFEIT_LOSS] * 2
    assert crosstable.games_played[:2] == (2, 2)


def test_double_round_robin_sums_every_game() -> None:
    # 3 players, 2 cycles (6 rounds, a bye each per cycle).
    # Cycle 1: 1 beats 2, 1 draws 3, 2 beats 3. Cycle 2: 2 beats 1, 3 beats 1,
    # 2 draws 3. Points: 1 = 1 + ½ = 1½; 2 = 1 + 1 + ½ = 2½; 3 = ½ + 1 + ½ = 2.
    # SB over every game: 1 = 2½ (beat 2) + ½·2 (drew 3) = 3½;
    # 2 = 2 (beat 3) + 1½ (beat 1) + ½·2 (drew 3) = 4½;
    # 3 = ½·1½ + 1½ (beat 1) + ½·2½ = 3½.
    # DE averages repeated meetings: 2 v 3 = (1 + ½) / 2 = ¾.
    t = event([None] * 3, cycles=2)
    builder = ResultsBuilder(t.schedule)
    record(builder, t, {(1, 2): "1-0", (1, 3): "=", (2, 3): "1-0"}, cycle=1)
    record(builder, t, {(2, 1): "1-0", (3, 1): "1-0", (2, 3): "="}, cycle=2)
    crosstable = build_crosstable(t, builder.build())
    standings = compute_standings(crosstable, ["SB"])
    assert table(standings) == [("1", 2, F(5, 2)), ("2", 3, F(2)), ("3", 1, F(3, 2))]
    assert column(standings, "SB") == {1: F(7, 2), 2: F(9, 2), 3: F(7, 2)}
    assert crosstable.games_played == (4, 4, 4)
    assert crosstable.counted_between(2, 3) == [2, 1]  # in half points
    assert standings.final


def test_draughts_scoring() -> None:
    # Draughts 2/1/0, 3 players: 1 beats 2, 1 draws 3, 2 beats 3.
    # Points: 1 = 2 + 1 = 3; 2 = 2; 3 = 1.
    # SB with the event's points (the seeds' "twice the points of those beaten
    # plus the points of those drawn"): 1 = 2·2 + 1·1 = 5; 2 = 2·1 = 2; 3 = 1·3 = 3.
    # KS: 2 games each, at most 4 points, half is 2: 1 and 2 qualify;
    # 1 = 2 (against 2); 2 = 0; 3 = 1 (drew 1).
    t = event([None] * 3, scoring=DRAUGHTS)
    games = {(1, 2): "1-0", (1, 3): "=", (2, 3): "1-0"}
    standings = compute_standings(build_crosstable(t, results(t, games)), ["SB", "KS"])
    assert table(standings) == [("1", 1, F(3)), ("2", 2, F(2)), ("3", 3, F(1))]
    assert column(standings, "SB") == {1: 5, 2: 2, 3: 3}
    assert column(standings, "KS") == {1: 2, 2: 0, 3: 1}


# Five players; every game of the schedule won by white, except that 5
# withdraws. N = 6: R1 1–6 (bye 1), 2–5, 3–4 · R2 6–4 (bye 4), 5–3, 1–2 ·
# R3 2–6 (bye 2), 3–1, 4–5 · R4 6–5 (bye 5), 1–4, 2–3 · R5 3–6 (bye 3), 4–2, 5–1.
def _white_wins(tournament: Tournament, skip: int, after: int) -> Results:
    builder = ResultsBuilder(tournament.schedule)
    for game in tournament.schedule.games():
        if skip in (game.white, game.black) and game.round > after:
            continue
        builder.add(game.round, game.white, game.black, Outcome.WHITE_WIN)
    builder.withdraw(skip, after)
    return builder.build()


def test_withdrawal_after_half_the_games_forfeits_the_rest() -> None:
    # 5 withdraws after round 2 having played 2 of 4 games (not fewer than
    # half): R3 4–5 and R5 5–1 are lost by forfeit.
    # Points: 1 = 1 (R2 v 2) + 0 (R3) + 1 (R4 v 4) + 1 (R5 forfeit) = 3;
    # 2 = 1 (R1 v 5) + 0 + 1 (R4 v 3) + 0 (R5) = 2; 3 = 1 (R1) + 0 (R2) + 1 (R3)
    # + 0 (R4) = 2; 4 = 0 + 1 (R3 forfeit) + 0 + 1 (R5 v 2) = 2; 5 = 0 + 1 = 1.
    # SB: 1 = 2 (2) + 2 (4) + 1 (5, forfeit) = 5; 2 = 1 (5) + 2 (3) = 3;
    # 3 = 2 (4) + 3 (1) = 5; 4 = 1 (5) + 2 (2) = 3; 5 = 2 (3) = 2.
    t = event([None] * 5)
    crosstable = build_crosstable(t, _white_wins(t, 5, 2))
    standings = compute_standings(crosstable, ["SB"])
    assert table(standings) == [
        ("1", 1, F(3)),
        ("2", 3, F(2)),
        ("3-4", 2, F(2)),
        ("3-4", 4, F(2)),
        ("5", 5, F(1)),
    ]
    assert column(standings, "SB") == {1: 5, 2: 3, 3: 5, 4: 3, 5: 2}
    assert crosstable.cell(4, 3).score is Score.FORFEIT_WIN
    assert crosstable.cell(5, 5).score is Score.FORFEIT_LOSS
    assert not any(crosstable.struck)
    assert standings.rows[-1].withdrawn_after == 2
    assert standings.final


def test_withdrawal_before_half_the_games_strikes_them_all() -> None:
    # 5 withdraws after round 1 having played 1 of 4 games: every game of 5 is
    # struck (shown, not counted). Points: 1 = 1 (v 2) + 0 (v 3) + 1 (v 4) = 2;
    # 2 = 0 + 1 (v 3) + 0 (v 4) = 1; 3 = 1 (v 4) + 1 (v 1) + 0 = 2;
    # 4 = 0 + 0 + 1 (v 2) = 1.
    # SB: 1 = 1 (2) + 1 (4) = 2; 3 = 1 (4) + 2 (1) = 3; 2 = 2 (3); 4 = 1 (2).
    # 5 comes last whatever their points.
    t = event([None] * 5)
    crosstable = build_crosstable(t, _white_wins(t, 5, 1))
    standings = compute_standings(crosstable, ["SB"])
    assert table(standings) == [
        ("1", 3, F(2)),
        ("2", 1, F(2)),
        ("3", 2, F(1)),
        ("4", 4, F(1)),
        ("5", 5, F(0)),
    ]
    assert column(standings, "SB") == {3: 3, 1: 2, 2: 2, 4: 1, 5: 0}
    assert crosstable.struck == (False, False, False, False, True)
    first = crosstable.cell(2, 1)
    assert (first.score, first.struck, first.points) == (Score.WIN, True, F(1))
    assert all(cell.struck for cell in crosstable.rows[4])
    assert crosstable.games_played == (3, 3, 3, 3, 0)
    assert standings.rows[-1].struck


def test_withdrawal_rule_forfeit_keeps_an_early_leaver_counted() -> None:
    # As above, but with the forfeit rule: 5's R2 (5–3), R3 (4–5) and R5 (5–1)
    # are forfeits, nothing is struck. Points: 1 = 2 + 1 = 3; 2 = 1 + 1 = 2
    # (R1 v 5 counts); 3 = 2 + 1 = 3; 4 = 1 + 1 = 2; 5 = 0.
    t = event([None] * 5)
    crosstable = build_crosstable(
        t, _white_wins(t, 5, 1), withdrawal=WithdrawalRule.FORFEIT
    )
    assert crosstable.points == tuple(map(F, (3, 2, 3, 2, 0)))
    assert not any(crosstable.struck)
    strike = build_crosstable(t, _white_wins(t, 5, 2), withdrawal=WithdrawalRule.STRIKE)
    assert strike.struck[4]


def test_withdrawn_player_with_a_later_played_game_is_refused() -> None:
    t = event([None] * 4)
    builder = record(ResultsBuilder(t.schedule), t, FOUR)
    builder.withdraw(4, 1)
    with pytest.raises(ScheduleError, match="withdrew after round 1 but has a result"):
        build_crosstable(t, builder.build())


# ------------------------------------------------------ the 2026 checklist codes


def test_sonneborn_berger_cut_two() -> None:
    # FIVE (points 1 = 2, 2 = 2, 3 = 2, 4 = 2½, 5 = 1½). Each game as
    # (opponent's points, points scored, product); Cut-n drops the games
    # against the n lowest-scoring opponents, the smaller product first
    # among opponents on the same score (14.1, 14.2).
    # 2: v1 (2, 0, 0), v3 (2, 1, 2), v4 (2½, 0, 0), v5 (1½, 1, 1½); SB 3½;
    #    C1 drops v5 → 2; C2 then drops v1 (2, 0) → 2.
    # 3: v1 (2, 1, 2), v2 (2, 0, 0), v4 (2½, ½, 1¼), v5 (1½, ½, ¾); SB 4;
    #    C1 drops v5 → 3¼; C2 drops v2, the smaller product on 2 → 3¼.
    # 4: v1 (2, 0, 0), v2 (2, 1, 2), v3 (2, ½, 1), v5 (1½, 1, 1½); SB 4½;
    #    C1 → 3; C2 drops v1 → 3.
    # 5: v1 (2, 1, 2), v2 (2, 0, 0), v3 (2, ½, 1), v4 (2½, 0, 0); SB 3;
    #    C1 drops v2 → 3; C2 then v3 → 2.
    # 1: v2 (2, 1, 2), v3 (2, 0, 0), v4 (2½, 1, 2½), v5 (1½, 0, 0); SB 4½;
    #    C1 drops v5, C2 v3, both products 0 → 4½.
    t = event([None] * 5)
    standings = compute_standings(
        build_crosstable(t, results(t, FIVE)), ["SB", "SB/C1", "SB/C2"]
    )
    assert column(standings, "SB/C1") == {1: F(9, 2), 2: 2, 3: F(13, 4), 4: 3, 5: 3}
    assert column(standings, "SB/C2") == {1: F(9, 2), 2: 2, 3: F(13, 4), 4: 3, 5: 2}
    # Chain SB/C2 alone: 4 (2½) first; 1, 2, 3 on 2 points by SB/C2 4½, 3¼, 2.
    alone = compute_standings(build_crosstable(t, results(t, FIVE)), ["SB/C2"])
    assert [row.number for row in alone.rows] == [4, 1, 3, 2, 5]


def test_koya_limit_steps_chess() -> None:
    # FIVE, chess: 4 games each, at most 4 points, the limit 50 % = 2; a step
    # is ½ (14.5). Points 1 = 2, 2 = 2, 3 = 2, 4 = 2½, 5 = 1½.
    # KS (≥ 2): opponents 1-4 count; L+1 (≥ 2½): only 4; L+2 (≥ 3): none;
    # L-1 (≥ 1½) and L-2 (≥ 1): everyone.
    # 1 scored v2 1, v3 0, v4 1, v5 0: KS 2, L+1 1, L+2 0, L-1 2, L-2 2.
    # 3 scored v1 1, v2 0, v4 ½, v5 ½: KS 1½, L+1 ½, L+2 0, L-1 2, L-2 2.
    # 4 scored v1 0, v2 1, v3 ½, v5 1: KS 1½, L+1 0, L-1 2½.
    # 5 scored v1 1, v2 0, v3 ½, v4 0: KS 1½, L+1 0, L-1 1½.
    t = event([None] * 5)
    chain = ["KS", "KS/L+1", "KS/L2", "KS/L-1", "KS/L-2"]
    standings = compute_standings(build_crosstable(t, results(t, FIVE)), chain)
    values = {row.number: list(row.tiebreaks.values()) for row in standings.rows}
    assert values[1] == [2, 1, 0, 2, 2]
    assert values[3] == [F(3, 2), F(1, 2), 0, 2, 2]
    assert values[4] == [F(3, 2), 0, 0, F(5, 2), F(5, 2)]
    assert values[5] == [F(3, 2), 0, 0, F(3, 2), F(3, 2)]
    assert standings.chain == ("KS", "KS/L+1", "KS/L2", "KS/L-1", "KS/L-2")


def test_koya_limit_steps_football() -> None:
    # FIVE under football 3/1/0: points 1 = 3 + 3 = 6, 2 = 3 + 3 = 6,
    # 3 = 3 + 1 + 1 = 5, 4 = 3 + 1 + 3 = 7, 5 = 3 + 1 = 4. At most 12, the
    # limit 6; a step is 1 point, the smallest difference between two scores
    # (gcd of 3, 1, 0), a draw's worth. KS (≥ 6): 1, 2, 4; L+1 (≥ 7): 4;
    # L+2 (≥ 8): none; L-1 (≥ 5): 1-4; L-2 (≥ 4): everyone.
    # 3 scored v1 3, v2 0, v4 1, v5 1: KS 4, L+1 1, L+2 0, L-1 4, L-2 5.
    # 5 scored v1 3, v2 0, v3 1, v4 0: KS 3, L+1 0, L+2 0, L-1 4, L-2 4.
    # (gacrux's half-point steps would give L+1 ≥ 6½ = L+2 ≥ 7, and L-1
    # ≥ 5½ = KS: see tests/test_tiebreaks_gacrux.py.)
    t = event([None] * 5, scoring=FOOTBALL)
    chain = ["KS", "KS/L+1", "KS/L+2", "KS/L-1", "KS/L-2"]
    standings = compute_standings(build_crosstable(t, results(t, FIVE)), chain)
    values = {row.number: list(row.tiebreaks.values()) for row in standings.rows}
    assert values[3] == [4, 1, 0, 4, 5]
    assert values[5] == [3, 0, 0, 4, 4]


# Five players, football 3/1/0: 1 draws everyone; 2 draws 1, beats 3, loses
# to 4 and 5; 3 beats 4, loses to 5; 4 and 5 draw.
LEVEL = {(1, 2): "=", (1, 3): "=", (1, 4): "=", (1, 5): "="}
LEVEL |= {(2, 3): "1-0", (2, 4): "0-1", (2, 5): "0-1"}
LEVEL |= {(3, 4): "1-0", (3, 5): "0-1", (4, 5): "="}


def test_standard_points_on_a_football_event() -> None:
    # Points: 1 = 4 × 1 = 4; 2 = 1 + 3 = 4; 3 = 1 + 0 + 3 + 0 = 4;
    # 4 = 1 + 3 + 0 + 1 = 5; 5 = 1 + 3 + 3 + 1 = 8.
    # STD (1 a game scored better than the opponent, ½ an equal one):
    # 1 = 4 × ½ = 2; 2 = ½ + 1 = 1½; 3 = ½ + 1 = 1½; 4 = ½ + 1 + ½ = 2;
    # 5 = ½ + 1 + 1 + ½ = 3. Their sum, 10, is the number of games, and
    # each is the player's points under chess scoring.
    # 1, 2, 3 tie on 4 points: STD puts 1 (4 draws) ahead of 2 and 3 (a
    # win and two losses each), who stay level.
    t = event([None] * 5, scoring=FOOTBALL)
    crosstable = build_crosstable(t, results(t, LEVEL))
    standings = compute_standings(crosstable, ["STD"])
    assert table(standings) == [
        ("1", 5, F(8)),
        ("2", 4, F(5)),
        ("3", 1, F(4)),
        ("4-5", 2, F(4)),
        ("4-5", 3, F(4)),
    ]
    assert column(standings, "STD") == {1: 2, 2: F(3, 2), 3: F(3, 2), 4: 2, 5: 3}
    chess = event([None] * 5)
    assert {
        row.number: row.points
        for row in compute_standings(
            build_crosstable(chess, results(chess, LEVEL))
        ).rows
    } == column(standings, "STD")


def test_standard_points_and_rounds_elected_with_forfeits() -> None:
    # Football 3/1/0, 4 players: 4 wins against 1 by forfeit, 2 and 3 both
    # forfeit (double forfeit), the rest played.
    # STD: 1 = 1 (beat 2) + ½ (drew 3) + 0 (forfeit loss) = 1½;
    # 2 = 0 + 0 (double forfeit: 0 under 1/½/0) + ½ = ½; 3 = ½ + 0 + 0 = ½;
    # 4 = 1 (forfeit win) + ½ + 1 = 2½.
    # REP (rounds elected to play: the rounds less forfeit losses):
    # 1 = 2, 2 = 2, 3 = 2, 4 = 3 (the forfeit win counts).
    games = {(1, 2): "1-0", (1, 3): "=", (1, 4): "-+"}
    games |= {(2, 3): "--", (2, 4): "=", (3, 4): "0-1"}
    t = event([None] * 4, scoring=FOOTBALL)
    standings = compute_standings(
        build_crosstable(t, results(t, games)), ["STD", "REP"]
    )
    assert column(standings, "STD") == {1: F(3, 2), 2: F(1, 2), 3: F(1, 2), 4: F(5, 2)}
    assert column(standings, "REP") == {1: 2, 2: 2, 3: 2, 4: 3}


def test_rounds_elected_with_byes() -> None:
    # FIVE has 5 rounds, a bye each, every game played: REP 4 each (the bye
    # worth 0 is a zero-point bye). With the bye worth a win (scoring 1, ½,
    # 0, 1, 0, 1) it is a full-point bye and counts: REP 5.
    t = event([None] * 5)
    crosstable = build_crosstable(t, results(t, FIVE))
    assert set(column(compute_standings(crosstable, ["REP"]), "REP").values()) == {4}
    full = event([None] * 5, scoring=ScoringSystem.from_values([1, 0.5, 0, 1, 0, 1]))
    crosstable = build_crosstable(full, results(full, FIVE))
    assert set(column(compute_standings(crosstable, ["REP"]), "REP").values()) == {5}


ALL_DRAWN = {(a, b): "=" for a in range(1, 5) for b in range(a + 1, 5)}


@pytest.mark.parametrize(
    ("chain", "order"),
    [
        # Everyone on 1½; ratings 1 = 2100, 2 = 2300, 3 = 2200, 4 = 2000.
        (["RTNG"], [2, 3, 1, 4]),  # higher rating first
        (["RTNG/R"], [4, 1, 3, 2]),  # lower rating first
        (["TPN"], [1, 2, 3, 4]),  # lower pairing number first
        (["TPN/R"], [4, 3, 2, 1]),  # higher pairing number first
    ],
)
def test_rating_and_pairing_number_reversed(chain: list[str], order: list[int]) -> None:
    t = event([2100, 2300, 2200, 2000])
    standings = compute_standings(build_crosstable(t, results(t, ALL_DRAWN)), chain)
    assert [row.number for row in standings.rows] == order
    assert [row.place for row in standings.rows] == ["1", "2", "3", "4"]


def test_unrated_players_in_rating_based_tiebreaks() -> None:
    # All drawn; 2 is unrated. Skipped (unrated=None): 2 has no RTNG, and
    # every player who met 2 over the board (all of them) has no ARO, TPR or
    # PTP; 2's own ARO is (2100 + 2200 + 2000) / 3 = 2100. Nothing breaks the
    # tie. With unrated=1900: 2's RTNG is 1900; 1's ARO (1900 + 2200 + 2000)
    # / 3 = 2033⅓ → 2033, and 50 % gives TPR = ARO.
    t = event([2100, None, 2200, 2000])
    crosstable = build_crosstable(t, results(t, ALL_DRAWN))
    chain = ["RTNG", "ARO", "TPR", "PTP"]
    skipped = compute_standings(crosstable, chain)
    assert column(skipped, "RTNG")[2] is None
    assert column(skipped, "ARO") == {1: None, 2: 2100, 3: None, 4: None}
    assert {row.place for row in skipped.rows} == {"1-4"}
    assert skipped.unrated is None
    counted = compute_standings(crosstable, chain, unrated=1900)
    assert column(counted, "RTNG")[2] == 1900
    assert column(counted, "ARO")[1] == column(counted, "TPR")[1] == 2033
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
    t = event([2000, 2200, 2400, 2600])
    games = {(1, 4): "1-0", (2, 3): "0-1", (4, 3): "1-0", (1, 2): "="}
    standings = compute_standings(
        build_crosstable(t, results(t, games)), ["PTP", "TPR"]
    )
    ptp = column(standings, "PTP")
    assert (ptp[1], ptp[4], ptp[3]) == (2640, 2198, 2398)
    assert column(standings, "TPR")[1] == 2593
    # 1 loses to 4 (2600) and 2 (2200): 2200 − 800.
    zero = {(1, 4): "0-1", (2, 3): "0-1", (4, 3): "1-0", (1, 2): "0-1"}
    standings = compute_standings(build_crosstable(t, results(t, zero)), ["PTP"])
    assert column(standings, "PTP")[1] == 1400


def test_rating_based_tiebreaks_use_game_results_under_any_scoring() -> None:
    # FORFEIT (see test_forfeit) under chess, draughts and football scoring:
    # ARO, TPR and PTP work on results 1/½/0 of the games played over the
    # board, so every player's figures are the same under all three (1's TPR
    # 2443 = 2250 + dp 193 for 1½ of 2, not 2250 + dp(5 of 6 points) under
    # football).
    figures = []
    for scoring in (CHESS, DRAUGHTS, FOOTBALL):
        t = event([2000, 2100, 2200, 2300], scoring=scoring)
        standings = compute_standings(
            build_crosstable(t, results(t, FORFEIT)), ["ARO", "ARO/C1", "TPR", "PTP"]
        )
        figures.append({row.number: dict(row.tiebreaks) for row in standings.rows})
    assert figures[0] == figures[1] == figures[2]
    assert figures[2][1]["TPR"] == 2443


# ------------------------------------------- direct encounter with missing games

# Five players; 2–3 not played yet. 1 beats 2 and 3, loses to 4 and 5;
# 2 and 3 beat 4 and 5; 4 and 5 draw.
MISSING_ONE = {(1, 2): "1-0", (1, 3): "1-0", (1, 4): "0-1", (1, 5): "0-1"}
MISSING_ONE |= {(2, 4): "1-0", (2, 5): "1-0", (3, 4): "1-0", (3, 5): "1-0"}
MISSING_ONE |= {(4, 5): "="}


def test_direct_encounter_ranks_first_whom_no_missing_game_can_catch() -> None:
    # Points: 1 = 2, 2 = 2, 3 = 2 (2–3 to come), 4 = 1½, 5 = 1½.
    # DE among 1, 2, 3 so far: 1 = 2, 2 = 0, 3 = 0. However 2–3 ends, 2 and 3
    # reach at most 1 < 2: 1 is first (art. 6.3). 2 against 3 hangs on their
    # game: they stay level. 4 and 5 drew: ½ each, level.
    t = event([None] * 5)
    crosstable = build_crosstable(t, results(t, MISSING_ONE))
    standings = compute_standings(crosstable, ["DE"])
    assert table(standings) == [
        ("1", 1, F(2)),
        ("2-3", 2, F(2)),
        ("2-3", 3, F(2)),
        ("4-5", 4, F(3, 2)),
        ("4-5", 5, F(3, 2)),
    ]
    assert column(standings, "DE") == {1: 2, 2: 0, 3: 0, 4: F(1, 2), 5: F(1, 2)}
    assert not standings.final


# Five players; 1–3 not played yet. 1 beats 2 and 4, loses to 5; 2 beats 3
# and 5, loses to 4; 3 beats 4 and 5; 4 and 5 draw.
MISSING_TOP = {(1, 2): "1-0", (2, 3): "1-0", (1, 4): "1-0", (1, 5): "0-1"}
MISSING_TOP |= {(2, 5): "1-0", (2, 4): "0-1", (3, 4): "1-0", (3, 5): "1-0"}
MISSING_TOP |= {(4, 5): "="}


def test_direct_encounter_leaves_level_what_a_missing_game_could_change() -> None:
    # Points: 1 = 2, 2 = 2, 3 = 2 (1–3 to come). DE so far: 1 = 1, 2 = 1,
    # 3 = 0. If 3 beats 1, all three have 1: nobody is alone at the top
    # whatever 1–3 gives, so DE leaves all three level (art. 6.3). (Ranking
    # on the games played so far would give 1, 2, 3.)
    t = event([None] * 5)
    standings = compute_standings(build_crosstable(t, results(t, MISSING_TOP)), ["DE"])
    assert [row.place for row in standings.rows[:3]] == ["1-3"] * 3
    assert column(standings, "DE") == {1: 1, 2: 1, 3: 0, 4: F(1, 2), 5: F(1, 2)}


def test_direct_encounter_missing_second_leg_of_a_double_round_robin() -> None:
    # 4 players, two cycles; the second 1–3 game is still to be played.
    # Cycle 1: 1 beats 2, 3, 4; 3 beats 2 and 4; 2 beats 4.
    # Cycle 2: 1 beats 2 and 4; 3 beats 2; 2 beats 4; 3–4 drawn.
    # Averaged DE (repeated games averaged): 1 v 2 = 1, 1 v 4 = 1, 1 v 3 =
    # (1 + ?) / 2 in [½, 1]; 3 v 1 in [0, ½], 3 v 2 = 1, 3 v 4 = (1 + ½) / 2
    # = ¾; 2 v 4 = 1; 4 v 3 = ¼.
    # 1 is at least 2 + ½ = 2½ (losing the missing game), 3 at most ½ + 1 + ¾
    # = 2¼: 1 first. 3 then has at least 0 + 1 + ¾ = 1¾ against 2's 1 and
    # 4's ¼: 3 second. 2 and 4 have no missing game: ranked on their scores.
    # Scores shown (games so far): 1 = 3, 3 = 1¾, 2 = 1, 4 = ¼.
    t = event([None] * 4, cycles=2)
    builder = ResultsBuilder(t.schedule)
    first = {(1, 2): "1-0", (1, 3): "1-0", (1, 4): "1-0"}
    first |= {(3, 2): "1-0", (3, 4): "1-0", (2, 4): "1-0"}
    record(builder, t, first, cycle=1)
    second = {(1, 2): "1-0", (1, 4): "1-0", (3, 2): "1-0", (2, 4): "1-0", (3, 4): "="}
    record(builder, t, second, cycle=2)
    crosstable = build_crosstable(t, builder.build())
    parts, scores = rank_by_direct_encounter(crosstable, [1, 2, 3, 4])
    assert parts == [[1], [3], [2], [4]]
    assert scores == {1: 3, 3: F(7, 4), 2: 1, 4: F(1, 4)}
    reverse, _ = rank_by_direct_encounter(crosstable, [2, 4], higher_first=False)
    assert reverse == [[4], [2]]


@given(st.integers(4, 6), st.integers(0, 10**6))
def test_direct_encounter_placements_hold_whatever_the_missing_games(
    n: int, seed: int
) -> None:
    # Whatever results the missing games get, the players art. 6.3 placed
    # keep their places: with every game played, DE ranks them first, each
    # alone, in the same order.
    rng = random.Random(seed)
    t = event([None] * n)
    codes = ["1-0", "=", "0-1", "+-", "--"]
    games = {}
    missing = []
    for a in range(1, n + 1):
        for b in range(a + 1, n + 1):
            if rng.random() < 0.3:
                missing.append((a, b))
            else:
                games[a, b] = rng.choice(codes)
    group = list(range(1, n + 1))
    parts, _ = rank_by_direct_encounter(build_crosstable(t, results(t, games)), group)
    placed = list(takewhile(lambda part: len(part) == 1, parts))
    for _ in range(5):
        filled = games | {pair: rng.choice(codes) for pair in missing}
        complete, _ = rank_by_direct_encounter(
            build_crosstable(t, results(t, filled)), group
        )
        assert complete[: len(placed)] == placed


# ------------------------------------------------------------- drawing of lots


def test_drawing_of_lots_orders_whom_the_chain_leaves_level() -> None:
    # DIRECT with SB, ARO: 1 and 2 stay level on 2nd-3rd (same SB, same ARO,
    # all rated 2000). With lots they get places 2 and 3 in an order drawn
    # from the seed; 4 and 3 keep theirs.
    t = event([2000] * 4)
    crosstable = build_crosstable(t, results(t, DIRECT))
    standings = compute_standings(crosstable, ["SB", "ARO"], ties=Ties.LOTS, seed=2026)
    assert [row.place for row in standings.rows] == ["1", "2", "3", "4"]
    assert [row.lots for row in standings.rows] == [False, True, True, False]
    assert {row.number for row in standings.rows[1:3]} == {1, 2}
    assert [row.rank for row in standings.rows] == [1, 2, 3, 4]
    assert (standings.ties, standings.seed) == (Ties.LOTS, 2026)


def test_drawing_of_lots_same_seed_same_order() -> None:
    # Everyone drew everyone: all four level. The same seed always gives the
    # same order; over 20 seeds more than one order comes out.
    t = event([None] * 4)
    crosstable = build_crosstable(t, results(t, ALL_DRAWN))

    def order(seed: int) -> tuple[int, ...]:
        rows = compute_standings(crosstable, ["SB"], ties=Ties.LOTS, seed=seed).rows
        assert [row.place for row in rows] == ["1", "2", "3", "4"]
        assert all(row.lots for row in rows)
        return tuple(row.number for row in rows)

    assert order(7) == order(7)
    assert sorted(order(7)) == [1, 2, 3, 4]
    assert len({order(seed) for seed in range(20)}) > 1
    shared = compute_standings(crosstable, ["SB"])
    assert {(row.place, row.lots) for row in shared.rows} == {("1-4", False)}
    assert (shared.ties, shared.seed) == (Ties.SHARE, None)


def test_drawing_of_lots_leaves_struck_players_sharing() -> None:
    # 4 and 5 withdraw after round 1, before half their games: all their
    # games are struck and they come last, sharing 4th-5th even with lots.
    t = event([None] * 5)
    builder = ResultsBuilder(t.schedule)
    for game in t.schedule.games():
        if {4, 5} & {game.white, game.black} and game.round > 1:
            continue
        builder.add(game.round, game.white, game.black, Outcome.WHITE_WIN)
    builder.withdraw(4, 1)
    builder.withdraw(5, 1)
    crosstable = build_crosstable(t, builder.build())
    standings = compute_standings(crosstable, ["SB"], ties=Ties.LOTS, seed=1)
    assert [(row.place, row.lots) for row in standings.rows[3:]] == [
        ("4-5", False),
        ("4-5", False),
    ]
    assert all(row.struck for row in standings.rows[3:])


def test_drawing_of_lots_needs_a_seed() -> None:
    t = event([None] * 4)
    with pytest.raises(ValueError, match="seed"):
        compute_standings(build_crosstable(t, results(t, ALL_DRAWN)), ties=Ties.LOTS)

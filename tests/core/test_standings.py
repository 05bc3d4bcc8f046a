"""Standings from hand-computed small events: points, tiebreak chains, places.

Every expected number is worked out by hand in the comments. Results are
written "a against b" from a's side: ``(1, 2): "1-0"`` means 1 beat 2.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

import pytest

from berger.core.berger import meetings
from berger.core.crosstable import Score, WithdrawalRule, build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import DRAUGHTS, ScoringSystem
from berger.core.standings import Standings, compute_standings
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

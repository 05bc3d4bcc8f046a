"""Standings from hand-computed small events: points, tiebreak chains, places.

Every expected number is worked out by hand in the comments. Results are
written "a against b" from a's side: ``(1, 2): "1-0"`` means 1 beat 2.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from tests.core.conftest import (
    ALL_DRAWN,
    FORFEIT,
    game_results,
    places,
    rated_event,
    record_games,
    tiebreak_column,
)

from berger.core.crosstable import Score, build_crosstable
from berger.core.model import Outcome
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import DRAUGHTS, FOOTBALL, ScoringSystem
from berger.core.standings import Ties, compute_standings

F = Fraction


FOUR = {(1, 2): "1-0", (1, 3): "=", (1, 4): "1-0", (2, 3): "1-0"}
FOUR |= {(2, 4): "1-0", (3, 4): "="}


def test_four_players_points_sb_aro() -> None:
    # Points: 1 = 1 + ½ + 1 = 2½; 2 = 0 + 1 + 1 = 2; 3 = ½ + 0 + ½ = 1;
    # 4 = 0 + 0 + ½ = ½.
    # SB: 1 = 2 + ½·1 + ½ = 3; 2 = 1 + ½ = 1½; 3 = ½·2½ + ½·½ = 1½; 4 = ½·1 = ½.
    # ARO (ratings 2010..2040): 1 met 2, 3, 4 → (2020 + 2030 + 2040) / 3 = 2030.
    t = rated_event([2010, 2020, 2030, 2040])
    standings = compute_standings(build_crosstable(t, game_results(t, FOUR)))
    assert places(standings) == [
        ("1", 1, F(5, 2)),
        ("2", 2, F(2)),
        ("3", 3, F(1)),
        ("4", 4, F(1, 2)),
    ]
    assert tiebreak_column(standings, "SB") == {
        1: F(3),
        2: F(3, 2),
        3: F(3, 2),
        4: F(1, 2),
    }
    assert standings.rows[0].tiebreaks["ARO"] == 2030
    assert standings.final
    assert standings.chain == ("SB", "ARO")


def test_after_round_one() -> None:
    # Round 1 of 4 players: 1–4 and 2–3; 1 beat 4 and 2 beat 3.
    # After round 1: 1 and 2 have 1 point, SB 0 each (their victims have 0);
    # ARO breaks it: 1 met 4 (2040) > 2 met 3 (2030). Likewise 3 (met 2,
    # 2020) above 4 (met 1, 2010).
    t = rated_event([2010, 2020, 2030, 2040])
    crosstable = build_crosstable(t, game_results(t, FOUR), after_round=1)
    standings = compute_standings(crosstable)
    assert places(standings) == [
        ("1", 1, F(1)),
        ("2", 2, F(1)),
        ("3", 3, F(0)),
        ("4", 4, F(0)),
    ]
    assert tiebreak_column(standings, "SB") == {1: 0, 2: 0, 3: 0, 4: 0}
    assert tiebreak_column(standings, "ARO") == {1: 2040, 2: 2030, 3: 2020, 4: 2010}
    assert standings.after_round == 1
    assert not standings.final
    assert crosstable.cell(1, 2).score is Score.PENDING
    assert crosstable.cell(1, 2).points is None


def test_no_results_everyone_shares_first_place() -> None:
    t = rated_event([None, None, None])
    standings = compute_standings(build_crosstable(t, Results()))
    assert places(standings) == [("1-3", n, F(0)) for n in (1, 2, 3)]
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
    t = rated_event([None] * 5)
    crosstable = build_crosstable(t, game_results(t, FIVE))
    standings = compute_standings(crosstable)
    assert places(standings) == [
        ("1", 4, F(5, 2)),
        ("2", 1, F(2)),
        ("3", 3, F(2)),
        ("4", 2, F(2)),
        ("5", 5, F(3, 2)),
    ]
    assert tiebreak_column(standings, "SB") == {
        1: F(9, 2),
        2: F(7, 2),
        3: F(4),
        4: F(9, 2),
        5: F(3),
    }
    assert tiebreak_column(standings, "ARO") == dict.fromkeys(range(1, 6))
    assert crosstable.games_played == (4, 4, 4, 4, 4)
    byes = [cell for row in crosstable.rows for cell in row if cell.score is Score.BYE]
    assert len(byes) == 5
    assert all(c.opponent is None and c.colour is None for c in byes)
    assert all(c.points == 0 for c in byes)


def test_bye_worth_a_point_counts_as_a_win() -> None:
    # Same event, bye worth 1 (custom scoring 1, ½, 0, 1, 0, 1): every player
    # gains 1 point and WIN counts the bye as a win: 1 had 2 wins → 3.
    scoring = ScoringSystem.from_values([1, 0.5, 0, 1, 0, 1])
    t = rated_event([None] * 5, scoring=scoring)
    standings = compute_standings(build_crosstable(t, game_results(t, FIVE)), ["WIN"])
    assert {row.number: row.points for row in standings.rows} == {
        1: 3,
        2: 3,
        3: 3,
        4: F(7, 2),
        5: F(5, 2),
    }
    assert tiebreak_column(standings, "WIN")[1] == 3


# A cycle 1 > 2 > 3 > 1 and everyone draws 4: all four on 1½, every SB 2¼.
CIRCLE = {(1, 2): "1-0", (2, 3): "1-0", (3, 1): "1-0"}
CIRCLE |= {(1, 4): "=", (2, 4): "=", (3, 4): "="}


def test_tie_sb_cannot_break_is_shared() -> None:
    # SB of 1 = 1½ (beat 2) + ½·1½ (drew 4) = 2¼; the same for 2 and 3;
    # 4 = 3 × ½·1½ = 2¼. Unrated: ARO does not apply. DE: everyone met
    # everyone; 1, 2, 3 have 1 + ½ each, 4 has 1½: still level.
    t = rated_event([None] * 4)
    crosstable = build_crosstable(t, game_results(t, CIRCLE))
    standings = compute_standings(crosstable, ["SB", "ARO", "DE"])
    assert places(standings) == [("1-4", n, F(3, 2)) for n in (1, 2, 3, 4)]
    assert set(tiebreak_column(standings, "SB").values()) == {F(9, 4)}
    assert set(tiebreak_column(standings, "DE").values()) == {F(3, 2)}
    assert all(row.rank == 1 for row in standings.rows)


DIRECT = {(1, 2): "1-0", (1, 3): "=", (1, 4): "0-1"}
DIRECT |= {(2, 3): "1-0", (2, 4): "=", (3, 4): "0-1"}


def test_tie_only_direct_encounter_breaks() -> None:
    # Points: 1 = 1 + ½ + 0 = 1½; 2 = 0 + 1 + ½ = 1½; 3 = ½ + 0 + 0 = ½;
    # 4 = 1 + ½ + 1 = 2½.
    # SB: 1 = 1½ (beat 2) + ½·½ (drew 3) = 1¾; 2 = ½ (beat 3) + ½·2½ (drew 4)
    # = 1¾. Equal. DE between 1 and 2: 1 won → 1 ahead.
    t = rated_event([2000] * 4)
    crosstable = build_crosstable(t, game_results(t, DIRECT))
    shared = compute_standings(crosstable, ["SB", "ARO"])
    assert places(shared)[1:3] == [("2-3", 1, F(3, 2)), ("2-3", 2, F(3, 2))]
    standings = compute_standings(crosstable, ["SB", "DE"])
    assert places(standings) == [
        ("1", 4, F(5, 2)),
        ("2", 1, F(3, 2)),
        ("3", 2, F(3, 2)),
        ("4", 3, F(1, 2)),
    ]
    assert tiebreak_column(standings, "DE") == {4: None, 1: F(1), 2: F(0), 3: None}


def test_fide_chain_direct_encounter_first() -> None:
    # FIDE preset DE, WIN, SB, KS on the same event: DE splits 1 and 2 first.
    t = rated_event([2000] * 4)
    standings = compute_standings(
        build_crosstable(t, game_results(t, DIRECT)), ["fide"]
    )
    assert standings.chain == ("DE", "WIN", "SB", "KS")
    assert [row.number for row in standings.rows] == [4, 1, 2, 3]


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
    t = rated_event([2000, 2100, 2200, 2300])
    crosstable = build_crosstable(t, game_results(t, FORFEIT))
    chain = ["SB", "WIN", "WON", "ARO", "TPR"]
    standings = compute_standings(crosstable, chain)
    assert places(standings) == [
        ("1", 1, F(5, 2)),
        ("2", 4, F(2)),
        ("3", 3, F(1)),
        ("4", 2, F(1, 2)),
    ]
    first = standings.rows[0].tiebreaks
    assert first == {"SB": F(5, 2), "WIN": 2, "WON": 1, "ARO": 2250, "TPR": 2443}
    assert tiebreak_column(standings, "ARO")[2] == 2250
    assert tiebreak_column(standings, "TPR")[2] == 2057
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
    t = rated_event([None] * 4)
    crosstable = build_crosstable(t, game_results(t, games | {(3, 4): "="}))
    standings = compute_standings(crosstable, ["SB", "DE", "WIN"])
    assert places(standings) == [
        ("1-2", 3, F(3, 2)),
        ("1-2", 4, F(3, 2)),
        ("3-4", 1, F(1)),
        ("3-4", 2, F(1)),
    ]
    assert tiebreak_column(standings, "SB") == {
        3: F(7, 4),
        4: F(7, 4),
        1: F(3, 2),
        2: F(3, 2),
    }
    assert (
        tiebreak_column(standings, "DE")[1] == tiebreak_column(standings, "DE")[2] == 0
    )
    assert set(tiebreak_column(standings, "WIN").values()) == {0}
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
    t = rated_event([None] * 3, cycles=2)
    builder = ResultsBuilder(t.schedule)
    record_games(builder, t, {(1, 2): "1-0", (1, 3): "=", (2, 3): "1-0"}, cycle=1)
    record_games(builder, t, {(2, 1): "1-0", (3, 1): "1-0", (2, 3): "="}, cycle=2)
    crosstable = build_crosstable(t, builder.build())
    standings = compute_standings(crosstable, ["SB"])
    assert places(standings) == [("1", 2, F(5, 2)), ("2", 3, F(2)), ("3", 1, F(3, 2))]
    assert tiebreak_column(standings, "SB") == {1: F(7, 2), 2: F(9, 2), 3: F(7, 2)}
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
    t = rated_event([None] * 3, scoring=DRAUGHTS)
    games = {(1, 2): "1-0", (1, 3): "=", (2, 3): "1-0"}
    standings = compute_standings(
        build_crosstable(t, game_results(t, games)), ["SB", "KS"]
    )
    assert places(standings) == [("1", 1, F(3)), ("2", 2, F(2)), ("3", 3, F(1))]
    assert tiebreak_column(standings, "SB") == {1: 5, 2: 2, 3: 3}
    assert tiebreak_column(standings, "KS") == {1: 2, 2: 0, 3: 1}


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
    t = rated_event([None] * 5)
    standings = compute_standings(
        build_crosstable(t, game_results(t, FIVE)), ["SB", "SB/C1", "SB/C2"]
    )
    assert tiebreak_column(standings, "SB/C1") == {
        1: F(9, 2),
        2: 2,
        3: F(13, 4),
        4: 3,
        5: 3,
    }
    assert tiebreak_column(standings, "SB/C2") == {
        1: F(9, 2),
        2: 2,
        3: F(13, 4),
        4: 3,
        5: 2,
    }
    # Chain SB/C2 alone: 4 (2½) first; 1, 2, 3 on 2 points by SB/C2 4½, 3¼, 2.
    alone = compute_standings(build_crosstable(t, game_results(t, FIVE)), ["SB/C2"])
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
    t = rated_event([None] * 5)
    chain = ["KS", "KS/L+1", "KS/L2", "KS/L-1", "KS/L-2"]
    standings = compute_standings(build_crosstable(t, game_results(t, FIVE)), chain)
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
    t = rated_event([None] * 5, scoring=FOOTBALL)
    chain = ["KS", "KS/L+1", "KS/L+2", "KS/L-1", "KS/L-2"]
    standings = compute_standings(build_crosstable(t, game_results(t, FIVE)), chain)
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
    t = rated_event([None] * 5, scoring=FOOTBALL)
    crosstable = build_crosstable(t, game_results(t, LEVEL))
    standings = compute_standings(crosstable, ["STD"])
    assert places(standings) == [
        ("1", 5, F(8)),
        ("2", 4, F(5)),
        ("3", 1, F(4)),
        ("4-5", 2, F(4)),
        ("4-5", 3, F(4)),
    ]
    assert tiebreak_column(standings, "STD") == {
        1: 2,
        2: F(3, 2),
        3: F(3, 2),
        4: 2,
        5: 3,
    }
    chess = rated_event([None] * 5)
    assert {
        row.number: row.points
        for row in compute_standings(
            build_crosstable(chess, game_results(chess, LEVEL))
        ).rows
    } == tiebreak_column(standings, "STD")


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
    t = rated_event([None] * 4, scoring=FOOTBALL)
    standings = compute_standings(
        build_crosstable(t, game_results(t, games)), ["STD", "REP"]
    )
    assert tiebreak_column(standings, "STD") == {
        1: F(3, 2),
        2: F(1, 2),
        3: F(1, 2),
        4: F(5, 2),
    }
    assert tiebreak_column(standings, "REP") == {1: 2, 2: 2, 3: 2, 4: 3}


def test_rounds_elected_with_byes() -> None:
    # FIVE has 5 rounds, a bye each, every game played: REP 4 each (the bye
    # worth 0 is a zero-point bye). With the bye worth a win (scoring 1, ½,
    # 0, 1, 0, 1) it is a full-point bye and counts: REP 5.
    t = rated_event([None] * 5)
    crosstable = build_crosstable(t, game_results(t, FIVE))
    assert set(
        tiebreak_column(compute_standings(crosstable, ["REP"]), "REP").values()
    ) == {4}
    full = rated_event(
        [None] * 5, scoring=ScoringSystem.from_values([1, 0.5, 0, 1, 0, 1])
    )
    crosstable = build_crosstable(full, game_results(full, FIVE))
    assert set(
        tiebreak_column(compute_standings(crosstable, ["REP"]), "REP").values()
    ) == {5}


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
    t = rated_event([2100, 2300, 2200, 2000])
    standings = compute_standings(
        build_crosstable(t, game_results(t, ALL_DRAWN)), chain
    )
    assert [row.number for row in standings.rows] == order
    assert [row.place for row in standings.rows] == ["1", "2", "3", "4"]


# ------------------------------------------------------------- drawing of lots


def test_drawing_of_lots_orders_whom_the_chain_leaves_level() -> None:
    # DIRECT with SB, ARO: 1 and 2 stay level on 2nd-3rd (same SB, same ARO,
    # all rated 2000). With lots they get places 2 and 3 in an order drawn
    # from the seed; 4 and 3 keep theirs.
    t = rated_event([2000] * 4)
    crosstable = build_crosstable(t, game_results(t, DIRECT))
    standings = compute_standings(crosstable, ["SB", "ARO"], ties=Ties.LOTS, seed=2026)
    assert [row.place for row in standings.rows] == ["1", "2", "3", "4"]
    assert [row.lots for row in standings.rows] == [False, True, True, False]
    assert {row.number for row in standings.rows[1:3]} == {1, 2}
    assert [row.rank for row in standings.rows] == [1, 2, 3, 4]
    assert (standings.ties, standings.seed) == (Ties.LOTS, 2026)


def test_drawing_of_lots_same_seed_same_order() -> None:
    # Everyone drew everyone: all four level. The same seed always gives the
    # same order; over 20 seeds more than one order comes out.
    t = rated_event([None] * 4)
    crosstable = build_crosstable(t, game_results(t, ALL_DRAWN))

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
    t = rated_event([None] * 5)
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
    t = rated_event([None] * 4)
    with pytest.raises(ValueError, match="seed"):
        compute_standings(
            build_crosstable(t, game_results(t, ALL_DRAWN)), ties=Ties.LOTS
        )

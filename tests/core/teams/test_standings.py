"""Team standings: the primary score, then the secondary, then the chain;
direct encounter (DE, EDE) within tied groups and TBR down the boards,
worked out by hand.

The event is FOUR (tests/core/conftest.py: teams 1–4 on 4 boards; its board
results, match and game points and the game points on each board are there):
4 first, 1 and 3 level on both scores, 2 last.
"""

from __future__ import annotations

from fractions import Fraction

from tests.core.conftest import Matches, Record, four_table, team_places

from berger.core.teams.event import Primary
from berger.core.teams.standings import compute_team_standings, primary_of

F = Fraction


def test_points_alone_leave_1_and_3_level(record: Record, four: Matches) -> None:
    assert team_places(compute_team_standings(four_table(record, four), [])) == [
        ("1", 4),
        ("2-3", 1),
        ("2-3", 3),
        ("4", 2),
    ]


def test_game_points_first(record: Record, four: Matches) -> None:
    # GP: 4 6½, 1 6, 3 6, 2 5½; 1 and 3 also level on MP (3).
    standings = compute_team_standings(
        four_table(record, four, primary=Primary.GAME), []
    )
    assert team_places(standings) == [("1", 4), ("2-3", 1), ("2-3", 3), ("4", 2)]
    assert standings.scores == ("game_points", "match_points")
    assert primary_of(standings) is Primary.GAME


def test_top_board_goes_down_the_boards(record: Record, four: Matches) -> None:
    # FOUR with R2 1–2 played ½ ½ ½ 1-0 (still 2½-1½): team 1's boards become
    # 1½, 2, 1, 1½ (GP 6) and team 3's stay 1½, ½, 2, 2 (GP 6). Board 1 is
    # level at 1½, so board 2 decides: 2 against ½, team 1 first; the shown
    # value is the board that decided. Teams not tied then show none.
    tbl = four_table(record, {**four, (2, 1, 2): ["=", "=", "=", "1-0"]})
    assert tbl.board_points(1) == (F(3, 2), F(2), F(1), F(3, 2))
    standings = compute_team_standings(tbl, ["TBR"])
    assert team_places(standings)[1:3] == [("2", 1), ("3", 3)]
    assert {r.number: r.tiebreaks["TBR"] for r in standings.rows} == {
        4: None,
        1: 2,
        3: F(1, 2),
        2: None,
    }


def test_direct_encounter_between_two(record: Record, four: Matches) -> None:
    # 1 and 3 met in R3: 3 won 2½-1½, so DE gives 3 two match points, 1 none.
    standings = compute_team_standings(four_table(record, four), ["DE"])
    assert team_places(standings) == [("1", 4), ("2", 3), ("3", 1), ("4", 2)]
    assert {r.number: r.tiebreaks["DE"] for r in standings.rows} == {
        4: None,
        3: 2,
        1: 0,
        2: None,
    }


# A three-way tie (CYCLE): 1 beats 2 2½-1½, 2 beats 3 3-1, 3 beats 1 2½-1½, and
# each beats 4: 1 by 3-1, 2 by 2½-1½, 3 by 3½-½. MP: 1, 2, 3 have 4 each.
# GP: 1: 2½ + 1½ + 3 = 7; 2: 1½ + 3 + 2½ = 7; 3: 1 + 2½ + 3½ = 7. All level.
# Among themselves each has one win and one loss: 2 MP each, so DE leaves them
# level; their game points among themselves are 1: 2½+1½ = 4, 2: 1½+3 = 4½,
# 3: 1+2½ = 3½, which EDE (secondary score) uses: 2, 1, 3.
CYCLE = {
    (1, 1, 4): ["1-0", "1-0", "1-0", "0-1"],
    (1, 2, 3): ["1-0", "1-0", "1-0", "0-1"],
    (2, 4, 3): ["0-1", "0-1", "0-1", "="],
    (2, 1, 2): ["1-0", "1-0", "=", "0-1"],
    (3, 2, 4): ["1-0", "1-0", "=", "0-1"],
    (3, 3, 1): ["1-0", "=", "1-0", "0-1"],
}


def test_direct_encounter_leaves_a_cycle_level_and_ede_uses_game_points(
    record: Record,
) -> None:
    tbl = four_table(record, CYCLE)
    assert [(tbl.match_points(t), tbl.game_points(t)) for t in (1, 2, 3)] == [
        (F(4), F(7))
    ] * 3
    de = compute_team_standings(tbl, ["DE"])
    assert team_places(de) == [("1-3", 1), ("1-3", 2), ("1-3", 3), ("4", 4)]
    assert [r.tiebreaks["DE"] for r in de.rows[:3]] == [2, 2, 2]
    ede = compute_team_standings(tbl, ["EDE"])
    assert team_places(ede) == [("1", 2), ("2", 1), ("3", 3), ("4", 4)]
    assert [r.tiebreaks["EDE"] for r in ede.rows[:3]] == [F(9, 2), 4, F(7, 2)]


def test_direct_encounter_waits_for_matches_not_yet_played(
    record: Record, four: Matches
) -> None:
    # After round 2 of FOUR: 2 (W 2½, L 1½) and 4 (D 2, D 2) both have 2 MP
    # and 4 GP, and meet only in round 3: either could still win that match,
    # so DE cannot separate them (C.07 6.3) and they share the place.
    tbl = four_table(record, four, after_round=2)
    assert (tbl.match_points(2), tbl.game_points(2)) == (F(2), F(4))
    assert (tbl.match_points(4), tbl.game_points(4)) == (F(2), F(4))
    standings = compute_team_standings(tbl, ["DE"])
    assert team_places(standings) == [("1", 1), ("2-3", 2), ("2-3", 4), ("4", 3)]
    assert not standings.final

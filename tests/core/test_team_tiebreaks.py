"""Team standings and every team tie-break, worked out by hand.

The event is FOUR (tests/core/conftest.py: teams 1–4 on 4 boards; its board
results are there).

Match points (2/1/0) and game points:
    team 1: D 2, W 2½, L 1½  -> 3 MP, 6 GP
    team 2: W 2½, L 1½, L 1½ -> 2 MP, 5½ GP
    team 3: L 1½, D 2, W 2½  -> 3 MP, 6 GP
    team 4: D 2, D 2, W 2½   -> 4 MP, 6½ GP
So 4 first, 1 and 3 level on both scores, 2 last.

Game points on each board (board 1..4), over the three matches:
    team 1: R1 1 ½ ½ 0, R2 0 ½ 1 1, R3 (second vs 3) 0 1 0 ½ -> 1, 2, 1½, 1½
    team 2: R1 1 1 ½ 0, R2 (second vs 1) 1 ½ 0 0, R3 0 0 ½ 1  -> 2, 1½, 1, 1
    team 3: R1 (second vs 2) 0 0 ½ 1, R2 ½ ½ ½ ½, R3 1 0 1 ½ -> 1½, ½, 2, 2
    team 4: R1 (second vs 1) 0 ½ ½ 1, R2 ½ ½ ½ ½, R3 1 1 ½ 0 -> 1½, 2, 1½, 1½
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

import pytest

from berger.core.model import EventInfo, Player
from berger.core.team_results import TeamResults
from berger.core.team_standings import TeamStandings, compute_team_standings
from berger.core.team_table import TeamTable, build_team_table
from berger.core.team_tiebreaks import (
    compute_team_tiebreaks,
    parse_team_chain,
    parse_team_code,
)
from berger.core.teams import Primary, Team, TeamEvent, make_team_event
from berger.errors import InputError

Matches = Mapping[tuple[int, int, int], Sequence[str]]
Record = Callable[..., TeamResults]

F = Fraction


def event(primary: Primary = Primary.MATCH) -> TeamEvent:
    squads = [
        Team(f"T{t}", tuple(Player(f"P{t}.{k}") for k in range(1, 6)))
        for t in range(1, 5)
    ]
    return make_team_event(EventInfo(), squads, boards=4, primary=primary)


def table(
    record: Record,
    matches: Matches,
    *,
    primary: Primary = Primary.MATCH,
    after_round: int | None = None,
) -> TeamTable:
    ev = event(primary)
    return build_team_table(ev, record(ev, matches), after_round=after_round)


def order(standings: TeamStandings) -> list[tuple[str, int]]:
    return [(row.place, row.number) for row in standings.rows]


def values(code: str, tbl: TeamTable) -> list[object]:
    return list(compute_team_tiebreaks(tbl, [code])[code])


def test_scores_of_the_hand_worked_event(record: Record, four: Matches) -> None:
    tbl = table(record, four)
    assert [tbl.match_points(t) for t in (1, 2, 3, 4)] == [3, 2, 3, 4]
    assert [tbl.game_points(t) for t in (1, 2, 3, 4)] == [6, F(11, 2), 6, F(13, 2)]
    assert [tbl.board_points(t) for t in (1, 2, 3, 4)] == [
        (1, 2, F(3, 2), F(3, 2)),
        (2, F(3, 2), 1, 1),
        (F(3, 2), F(1, 2), 2, 2),
        (F(3, 2), 2, F(3, 2), F(3, 2)),
    ]
    assert tbl.final


def test_points_alone_leave_1_and_3_level(record: Record, four: Matches) -> None:
    assert order(compute_team_standings(table(record, four), [])) == [
        ("1", 4),
        ("2-3", 1),
        ("2-3", 3),
        ("4", 2),
    ]


def test_game_points_first(record: Record, four: Matches) -> None:
    # GP: 4 6½, 1 6, 3 6, 2 5½; 1 and 3 also level on MP (3).
    standings = compute_team_standings(table(record, four, primary=Primary.GAME), [])
    assert order(standings) == [("1", 4), ("2-3", 1), ("2-3", 3), ("4", 2)]
    assert standings.primary is Primary.GAME


def test_extended_sonneborn_berger(record: Record, four: Matches) -> None:
    # Σ (opponent's MP or GP) × (own MP or GP in that match):
    # team 1 met 4 (4 MP, 6½ GP; 1 scored D: 1 MP, 2 GP), 2 (2 MP, 5½ GP;
    #   W: 2 MP, 2½ GP), 3 (3 MP, 6 GP; L: 0 MP, 1½ GP)
    #   EMMSB 4·1 + 2·2 + 3·0 = 8;        EMGSB 4·2 + 2·2½ + 3·1½ = 17½
    #   EGMSB 6½·1 + 5½·2 + 6·0 = 17½;    EGGSB 6½·2 + 5½·2½ + 6·1½ = 35¾
    # team 3 met 2 (L: 0 MP, 1½ GP), 4 (D: 1, 2), 1 (W: 2, 2½)
    #   EMMSB 0 + 4·1 + 3·2 = 10;         EMGSB 2·1½ + 4·2 + 3·2½ = 18½
    #   EGMSB 0 + 6½·1 + 6·2 = 18½;       EGGSB 5½·1½ + 6½·2 + 6·2½ = 36¼
    # team 2 met 3 (W: 2, 2½), 1 (L: 0, 1½), 4 (L: 0, 1½)
    #   EMMSB 3·2 = 6;  EMGSB 3·2½ + 3·1½ + 4·1½ = 18
    # team 4 met 1 (D: 1, 2), 3 (D: 1, 2), 2 (W: 2, 2½)
    #   EMMSB 3 + 3 + 2·2 = 10;  EMGSB 3·2 + 3·2 + 2·2½ = 17
    assert values("EMMSB", table(record, four)) == [8, 6, 10, 10]
    assert values("EMGSB", table(record, four)) == [F(35, 2), 18, F(37, 2), 17]
    assert values("EGMSB", table(record, four))[0::2] == [F(35, 2), F(37, 2)]
    assert values("EGGSB", table(record, four))[0::2] == [F(143, 4), F(145, 4)]
    # SB is the primary score's: EMMSB with match points first, EGGSB with game.
    assert values("SB", table(record, four)) == values("EMMSB", table(record, four))
    assert values("SB", table(record, four, primary=Primary.GAME)) == values(
        "EGGSB", table(record, four)
    )
    assert order(compute_team_standings(table(record, four), ["EMGSB"]))[1:3] == [
        ("2", 3),
        ("3", 1),
    ]


def test_wins_standard_points_koya_and_number(record: Record, four: Matches) -> None:
    # Every match had boards played, so WIN = WON: one win each.
    # STD: 1 per match won, ½ per draw: 1: ½+1+0, 2: 1+0+0, 3: 0+½+1, 4: ½+½+1.
    # KS: points against teams with at least half the most they could score
    #   (3 matches × 2 MP = 6, so 3 MP or more): 1, 3 and 4 qualify, 2 does not.
    #   team 1: 1 (vs 4) + 0 (vs 3) = 1; team 2: 2 (vs 3) + 0 + 0 = 2;
    #   team 3: 1 (vs 4) + 2 (vs 1) = 3; team 4: 1 + 1 = 2.
    assert values("WIN", table(record, four)) == [1, 1, 1, 1]
    assert values("WON", table(record, four)) == [1, 1, 1, 1]
    assert values("STD", table(record, four)) == [F(3, 2), 1, F(3, 2), 2]
    assert values("KS", table(record, four)) == [1, 2, 3, 2]
    assert values("TPN", table(record, four)) == [1, 2, 3, 4]
    # TPN ranks the lower number first.
    assert order(compute_team_standings(table(record, four), ["TPN"]))[1:3] == [
        ("2", 1),
        ("3", 3),
    ]


def test_won_leaves_out_a_match_won_by_forfeit(record: Record, four: Matches) -> None:
    # FOUR with R3 3–1 forfeited by team 3 on every board (-+): team 1 wins
    # 4-0 without a board played. WIN counts it (2 wins: R2, R3), WON only the
    # match won over the board (R2). STD: ½ (R1) + 1 + 1 = 2½.
    tbl = table(record, {**four, (3, 3, 1): ["-+", "-+", "-+", "-+"]})
    assert (values("WIN", tbl)[0], values("WON", tbl)[0]) == (2, 1)
    assert values("STD", tbl)[0] == F(5, 2)


def test_board_count_top_board_and_bottom_board(record: Record, four: Matches) -> None:
    # BC = Σ board × GP on it, lower first:
    #   1: 1·1 + 2·2 + 3·1½ + 4·1½ = 15½;  3: 1·1½ + 2·½ + 3·2 + 4·2 = 16½
    #   2: 2 + 3 + 3 + 4 = 12;             4: 1½ + 4 + 4½ + 6 = 16
    assert values("BC", table(record, four)) == [F(31, 2), 12, F(33, 2), 16]
    bc = compute_team_standings(table(record, four), ["BC"])
    assert order(bc)[1:3] == [("2", 1), ("3", 3)]
    # TBR: board 1 first: team 3 1½ against team 1's 1, so 3 goes first.
    tbr = compute_team_standings(table(record, four), ["TBR"])
    assert order(tbr)[1:3] == [("2", 3), ("3", 1)]
    assert {r.number: r.tiebreaks["TBR"] for r in tbr.rows} == {
        1: 1,
        3: F(3, 2),
        2: None,
        4: None,
    }
    # BBE: without board 4: team 1 1 + 2 + 1½ = 4½, team 3 1½ + ½ + 2 = 4.
    bbe = compute_team_standings(table(record, four), ["BBE"])
    assert order(bbe)[1:3] == [("2", 1), ("3", 3)]
    assert bbe.rows[1].tiebreaks["BBE"] == F(9, 2)


def test_top_board_goes_down_the_boards(record: Record, four: Matches) -> None:
    # FOUR with R2 1–2 played ½ ½ ½ 1-0 (still 2½-1½): team 1's boards become
    # 1½, 2, 1, 1½ (GP 6) and team 3's stay 1½, ½, 2, 2 (GP 6). Board 1 is
    # level at 1½, so board 2 decides: 2 against ½, team 1 first; the shown
    # value is the board that decided. Teams not tied then show none.
    tbl = table(record, {**four, (2, 1, 2): ["=", "=", "=", "1-0"]})
    assert tbl.board_points(1) == (F(3, 2), 2, 1, F(3, 2))
    standings = compute_team_standings(tbl, ["TBR"])
    assert order(standings)[1:3] == [("2", 1), ("3", 3)]
    assert {r.number: r.tiebreaks["TBR"] for r in standings.rows} == {
        4: None,
        1: 2,
        3: F(1, 2),
        2: None,
    }


def test_direct_encounter_between_two(record: Record, four: Matches) -> None:
    # 1 and 3 met in R3: 3 won 2½-1½, so DE gives 3 two match points, 1 none.
    standings = compute_team_standings(table(record, four), ["DE"])
    assert order(standings) == [("1", 4), ("2", 3), ("3", 1), ("4", 2)]
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
    tbl = table(record, CYCLE)
    assert [(tbl.match_points(t), tbl.game_points(t)) for t in (1, 2, 3)] == [
        (4, 7)
    ] * 3
    de = compute_team_standings(tbl, ["DE"])
    assert order(de) == [("1-3", 1), ("1-3", 2), ("1-3", 3), ("4", 4)]
    assert [r.tiebreaks["DE"] for r in de.rows[:3]] == [2, 2, 2]
    ede = compute_team_standings(tbl, ["EDE"])
    assert order(ede) == [("1", 2), ("2", 1), ("3", 3), ("4", 4)]
    assert [r.tiebreaks["EDE"] for r in ede.rows[:3]] == [F(9, 2), 4, F(7, 2)]


def test_direct_encounter_waits_for_matches_not_yet_played(
    record: Record, four: Matches
) -> None:
    # After round 2 of FOUR: 2 (W 2½, L 1½) and 4 (D 2, D 2) both have 2 MP
    # and 4 GP, and meet only in round 3: either could still win that match,
    # so DE cannot separate them (C.07 6.3) and they share the place.
    tbl = table(record, four, after_round=2)
    assert (tbl.match_points(2), tbl.game_points(2)) == (2, 4)
    assert (tbl.match_points(4), tbl.game_points(4)) == (2, 4)
    standings = compute_team_standings(tbl, ["DE"])
    assert order(standings) == [("1", 1), ("2-3", 2), ("2-3", 4), ("4", 3)]
    assert not standings.final


def test_chain_codes() -> None:
    assert parse_team_code(" emgsb ") == "EMGSB"
    assert parse_team_chain(["MPTS", "GPTS", "ede", "BC", "EDE", "mpvgp"]) == (
        "EDE",
        "BC",
    )


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("BH", "Buchholz tiebreaks do not apply to round robins"),
        ("ARO", "rating tiebreaks are for players, not teams"),
        ("XYZ", "not a team tiebreak code"),
    ],
)
def test_codes_refused(code: str, reason: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_team_chain([code])
    assert str(caught.value).startswith(f"tiebreaks: {code!r}: {reason} (use DE, EDE,")

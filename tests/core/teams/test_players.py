"""Players' individual results and the best-board table, by hand.

The event is FOUR (tests/core/conftest.py: teams 1–4, 4 boards), except that
in R3 (3–1) team 1's fourth board is played by its reserve, player 5. The
board-1 players are rated: team 1 2400, team 2 2300, team 3 2200, team 4 2100.

Board 1, each board-1 player's games (own side):
    T1: R1 vs T4 won 1, R2 vs T2 lost 0, R3 vs T3 lost 0 -> 1/3
    T2: R1 vs T3 won 1, R2 vs T1 won 1, R3 vs T4 lost 0 -> 2/3
    T3: R1 vs T2 lost 0, R2 vs T4 ½, R3 vs T1 won 1      -> 1½/3
    T4: R1 vs T1 lost 0, R2 vs T3 ½, R3 vs T2 won 1      -> 1½/3
Board 4:
    T1 player 4: R1 vs T4 lost 0, R2 vs T2 won 1 -> 1/2; T1 player 5: R3 ½ -> ½/1
    T2: R1 lost 0, R2 lost 0, R3 won 1 -> 1/3
    T3: R1 won 1, R2 ½, R3 ½          -> 2/3
    T4: R1 won 1, R2 ½, R3 lost 0     -> 1½/3
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results
from berger.core.teams.event import Team, make_team_event
from berger.core.teams.players import board_results, player_results
from berger.core.teams.results import TeamResultsBuilder
from berger.core.teams.table import TeamTable, build_team_table

F = Fraction
Matches = Mapping[tuple[int, int, int], Sequence[str]]
Record = Callable[..., Results]
RATINGS = {1: 2400, 2: 2300, 3: 2200, 4: 2100}


def table(record: Record, four: Matches) -> TeamTable:
    squads = [
        Team(
            f"T{t}",
            tuple(
                Player(f"P{t}.{k}", RATINGS[t] if k == 1 else None) for k in range(1, 6)
            ),
        )
        for t in range(1, 5)
    ]
    event = make_team_event(EventInfo(), squads, boards=4)
    # R3 3–1, board 4: team 1's reserve (player 5) plays.
    return build_team_table(event, record(event, four, {(3, 3, 4): (None, 5)}))


def test_board_one(record: Record, four: Matches) -> None:
    rows = board_results(table(record, four))[0]
    # 2/3 first; T3 and T4 both 1½/3 (50 %): equal points, team order; then 1/3.
    assert [(r.team, r.position, r.points, r.games, r.percentage) for r in rows] == [
        (2, 1, 2, 3, F(2, 3)),
        (3, 1, F(3, 2), 3, F(1, 2)),
        (4, 1, F(3, 2), 3, F(1, 2)),
        (1, 1, 1, 3, F(1, 3)),
    ]


def test_board_four_with_a_reserve(record: Record, four: Matches) -> None:
    rows = board_results(table(record, four))[3]
    # 2/3 first; then three at 50 %: 1½ points, 1 point, ½ point; then 1/3.
    assert [(r.team, r.position, r.points, r.games) for r in rows] == [
        (3, 4, 2, 3),
        (4, 4, F(3, 2), 3),
        (1, 4, 1, 2),
        (1, 5, F(1, 2), 1),
        (2, 4, 1, 3),
    ]


def test_player_results_and_performance(record: Record, four: Matches) -> None:
    results = {(r.team, r.position): r for r in player_results(table(record, four))}
    assert len(results) == 20
    # T2's board-1 player met 2200 (R1, won), 2400 (R2, won), 2100 (R3, lost):
    # average 6700/3 = 2233⅓ -> 2233; 2/3 = 67 % -> dp 125; performance 2358.
    top = results[2, 1]
    assert (top.games, top.played, top.points, top.performance) == (3, 3, F(2), 2358)
    assert top.boards == (1,)
    # T1's reserve met T3's fourth player (unrated): no performance.
    reserve = results[1, 5]
    assert (reserve.games, reserve.points, reserve.performance) == (1, F(1, 2), None)
    # T2's reserve never played.
    idle = results[2, 5]
    assert (idle.games, idle.points, idle.percentage, idle.boards) == (
        0,
        F(0),
        None,
        (),
    )


def test_forfeits_count_as_games_not_as_played() -> None:
    squads = [Team(f"T{t}", tuple(Player(f"P{t}.{k}") for k in (1, 2))) for t in (1, 2)]
    event = make_team_event(EventInfo(), squads, boards=2)
    builder = TeamResultsBuilder(event)
    builder.add_board(1, 1, 2, 1, Outcome.WHITE_FORFEIT_WIN, second_player=1)
    builder.add_board(1, 1, 2, 2, Outcome.DRAW)
    results = {
        (r.team, r.position): r
        for r in player_results(build_team_table(event, builder.build()))
    }
    # Board 1: team 1's player wins by forfeit against a named absent player.
    assert (results[1, 1].games, results[1, 1].played, results[1, 1].points) == (
        1,
        0,
        F(1),
    )
    assert (results[2, 1].games, results[2, 1].played, results[2, 1].points) == (
        1,
        0,
        F(0),
    )
    assert results[2, 1].percentage == 0

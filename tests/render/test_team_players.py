"""The best-board tables and the players' results, worked out by hand
on the event of tests/render/team_events.py (FOUR, with team 1's reserve on
board 4 in R3)."""

from __future__ import annotations

from fractions import Fraction

from tests.render.team_events import table

from berger.core.schedule import Color
from berger.render import team_players

F = Fraction


def test_board_tables_share_places_of_equal_players() -> None:
    # Board 1 (own side): T2 2/3; T3 and T4 1½/3 each; T1 1/3.
    board = team_players.board_tables(table())[0]
    assert [(line.place, line.team.number) for line in board.lines] == [
        ("1", 2),
        ("2-3", 3),
        ("2-3", 4),
        ("4", 1),
    ]


def test_player_results_round_by_round() -> None:
    view = team_players.player_results_view(table())
    assert view.rounds == 3
    t1 = view.teams[0].players
    fourth, reserve = t1[3], t1[4]
    # T1's fourth player: R1 board 4 lost (0-1 as first-named, white on board
    # 1 so black on 4), R2 board 4 won (first-named again); not in R3.
    assert [(g.board, g.colour, g.points) if g else None for g in fourth.rounds] == [
        (4, Color.BLACK, F(0)),
        (4, Color.BLACK, F(1)),
        None,
    ]
    assert (reserve.reserve, fourth.reserve) == (True, False)
    # The reserve played R3 board 4 for T1, the second-named team: white.
    third = reserve.rounds[2]
    assert third is not None
    assert reserve.rounds == (
        None,
        None,
        team_players.RoundGame(4, Color.WHITE, third.score, F(1, 2)),
    )
    assert (reserve.result.games, reserve.result.points) == (1, F(1, 2))

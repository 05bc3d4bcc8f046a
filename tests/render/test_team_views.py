"""What the team documents see, worked out by hand on the event FOUR of
tests/core/conftest.py (teams 1–4, 4 boards; R1 1–4, 2–3 · R2 4–3, 1–2 ·
R3 2–4, 3–1), with team 1's reserve (player 5) on board 4 in R3.

Matches, first-named team's game points first:
    R1 1–4 2:2 drawn, 2–3 2½:1½ · R2 4–3 2:2 drawn, 1–2 2½:1½ ·
    R3 2–4 1½:2½, 3–1 2½:1½
Match points (2/1/0): T1 D W L = 3, T2 W L L = 2, T3 L D W = 3, T4 D D W = 4.
"""

from __future__ import annotations

from fractions import Fraction

from tests.core.conftest import FOUR, record_matches

from berger.core.model import Color, EventInfo, Outcome, Player
from berger.core.team_results import TeamResults
from berger.core.team_standings import compute_team_standings
from berger.core.team_table import TeamTable, build_team_table
from berger.core.teams import MatchOutcome, Team, TeamEvent, make_team_event
from berger.render import team_views

F = Fraction


def event() -> TeamEvent:
    squads = [
        Team(f"T{t}", tuple(Player(f"P{t}.{k}") for k in range(1, 6)))
        for t in range(1, 5)
    ]
    return make_team_event(EventInfo(), squads, boards=4)


def results() -> TeamResults:
    return record_matches(event(), FOUR, {(3, 3, 4): (None, 5)})


def table() -> TeamTable:
    return build_team_table(event(), results())


def test_match_rounds_show_who_played_and_the_score() -> None:
    rounds = team_views.match_rounds(event(), results())
    match = rounds[2].matches[1]  # R3, match 2: 3–1
    assert (match.first.name, match.second.name, match.table) == ("T3", "T1", 2)
    assert match.score == (F(5, 2), F(3, 2))
    last = match.boards[3]
    # Board 4: team 3 (first-named) has black, team 1's reserve plays, ½–½.
    assert (last.colour, last.first.name, last.second.name, last.outcome) == (
        Color.BLACK,
        "P3.4",
        "P1.5",
        Outcome.DRAW,
    )
    # Without results: the board players, no result, no score.
    blank = team_views.match_rounds(event())[0].matches[0]
    assert blank.score is None
    assert [b.first.name for b in blank.boards] == ["P1.1", "P1.2", "P1.3", "P1.4"]
    assert {b.outcome for b in blank.boards} == {Outcome.UNPLAYED}


def test_an_unfinished_match_has_no_score_yet() -> None:
    partial = dict(FOUR)
    partial[(1, 1, 4)] = ["1-0", "="]  # boards 3 and 4 not entered
    built = record_matches(event(), partial)
    match = team_views.match_rounds(event(), built)[0].matches[0]
    assert match.score is None
    assert [b.outcome for b in match.boards] == [
        Outcome.WHITE_WIN,
        Outcome.DRAW,
        Outcome.UNPLAYED,
        Outcome.UNPLAYED,
    ]


def test_card_pages_start_each_round_on_a_new_sheet() -> None:
    # Two matches a round: two cards to a sheet is one sheet per round; one
    # card to a sheet is two.
    assert [len(p) for p in team_views.card_pages(event(), 2)] == [2, 2, 2]
    assert len(team_views.card_pages(event(), 1)) == 6


def test_team_crosstable_cells_and_lines() -> None:
    built = table()
    view = team_views.team_crosstable(built, compute_team_standings(built))
    t2 = view.rows[1]
    # T2 beat T3 2½–1½ in R1; lost to T1 1½–2½ in R2 and to T4 1½–2½ in R3.
    assert t2.cells[2] == (team_views.MatchCell(F(5, 2), F(3, 2), MatchOutcome.WIN, 2),)
    assert t2.cells[0] == (
        team_views.MatchCell(F(3, 2), F(5, 2), MatchOutcome.LOSS, 0),
    )
    assert t2.cells[1] is None  # the diagonal
    line = t2.line
    assert (line.match_points, line.game_points) == (2, F(11, 2))
    assert (line.won, line.drawn, line.lost, line.matches) == (1, 0, 2, 3)
    # Best first: T4 4 MP; T1 and T3 3 MP each, T3 beat T1 (EDE); T2 2 MP.
    assert [row.team.number for row in view.standings.rows] == [4, 3, 1, 2]
    assert [row.tie_start for row in view.standings.rows] == [False, True, False, True]


def test_board_tables_share_places_of_equal_players() -> None:
    # Board 1 (own side): T2 2/3; T3 and T4 1½/3 each; T1 1/3.
    board = team_views.board_tables(table())[0]
    assert [(line.place, line.team.number) for line in board.lines] == [
        ("1", 2),
        ("2-3", 3),
        ("2-3", 4),
        ("4", 1),
    ]


def test_player_results_round_by_round() -> None:
    view = team_views.player_results_view(table())
    assert view.rounds == 3
    t1 = view.teams[0].players
    fourth, reserve = t1[3], t1[4]
    # T1's fourth player: R1 board 4 lost (0-1 as first-named, white on board
    # 1 so black on 4), R2 board 4 won (first-named again); not in R3.
    assert [(g.board, g.colour, g.points) if g else None for g in fourth.rounds] == [
        (4, Color.BLACK, 0),
        (4, Color.BLACK, 1),
        None,
    ]
    assert (reserve.reserve, fourth.reserve) == (True, False)
    # The reserve played R3 board 4 for T1, the second-named team: white.
    assert reserve.rounds == (
        None,
        None,
        team_views.RoundGame(4, Color.WHITE, reserve.rounds[2].score, F(1, 2)),  # type: ignore[union-attr]
    )
    assert (reserve.result.games, reserve.result.points) == (1, F(1, 2))

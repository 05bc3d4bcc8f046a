"""What the team documents see of the matches, worked out by hand
on the event of tests/render/team_events.py (FOUR, with team 1's reserve on
board 4 in R3)."""

from __future__ import annotations

from fractions import Fraction

from tests.core.conftest import FOUR, four_teams, record_matches
from tests.render.team_events import results, table

from berger.core.crosstable import Score
from berger.core.model import Outcome
from berger.core.schedule import Color
from berger.core.scoring import DRAUGHTS
from berger.core.teams.event import MatchOutcome
from berger.core.teams.standings import compute_team_standings
from berger.render import tables, team_views
from berger.render.views import PlayerView

F = Fraction


def name(player: PlayerView | None) -> str:
    """The name of a board's player, who must be there."""
    assert player is not None
    return player.name


def test_match_rounds_show_who_played_and_the_score() -> None:
    rounds = team_views.match_rounds(four_teams(), results())
    match = rounds[2].matches[1]  # R3, match 2: 3–1
    assert (match.first.name, match.second.name, match.table) == ("T3", "T1", 2)
    assert match.score == (F(5, 2), F(3, 2))
    last = match.boards[3]
    # Board 4: team 3 (first-named) has black, team 1's reserve plays, ½–½.
    assert (last.colour, name(last.first), name(last.second), last.outcome) == (
        Color.BLACK,
        "P3.4",
        "P1.5",
        Outcome.DRAW,
    )
    # Without results: the board players, no result, no score.
    blank = team_views.match_rounds(four_teams())[0].matches[0]
    assert blank.score is None
    assert [name(b.first) for b in blank.boards] == ["P1.1", "P1.2", "P1.3", "P1.4"]
    assert {b.outcome for b in blank.boards} == {Outcome.UNPLAYED}


def test_an_unfinished_match_has_no_score_yet() -> None:
    partial = dict(FOUR)
    partial[(1, 1, 4)] = ["1-0", "="]  # boards 3 and 4 not entered
    built = record_matches(four_teams(), partial)
    match = team_views.match_rounds(four_teams(), built)[0].matches[0]
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
    assert [len(p) for p in team_views.card_pages(four_teams(), 2)] == [2, 2, 2]
    assert len(team_views.card_pages(four_teams(), 1)) == 6


def test_team_crosstable_cells_and_lines() -> None:
    # The event of tests/render/team_events.py (FOUR, with team 1's reserve
    # on board 4 in R3), worked out by hand.
    built = table()
    standings = tables.standings_view(built.crosstable, compute_team_standings(built))
    view = team_views.team_crosstable(built, standings)
    t2 = view.rows[1]
    # T2 beat T3 2½–1½ in R1; lost to T1 1½–2½ in R2 and to T4 1½–2½ in R3.
    assert t2.cells[2] == (tables.MatchCell(F(5, 2), F(3, 2), MatchOutcome.WIN, F(2)),)
    assert t2.cells[0] == (tables.MatchCell(F(3, 2), F(5, 2), MatchOutcome.LOSS, F(0)),)
    assert t2.cells[1] is None  # the diagonal
    line = t2.standing
    assert line.scores == (F(2), F(11, 2))  # match points first, then game points
    assert (line.record.won, line.record.drawn, line.record.lost) == (1, 0, 2)
    assert line.record.games == 3
    # Best first: T4 4 MP; T1 and T3 3 MP each, T3 beat T1 (EDE); T2 2 MP.
    assert [row.player.number for row in view.standings.rows] == [4, 3, 1, 2]
    assert [row.tie_start for row in view.standings.rows] == [False, True, False, True]
    assert view.standings.scores == ("match_points", "game_points")


def seats(board: team_views.MatchBoard) -> list[tuple[str, str, str, F | None, bool]]:
    """Each side of a board: who, colour, result, points, reserve."""
    return [
        (
            "—" if s.player is None else s.player.name,
            s.colour.value,
            s.score.value,
            s.points,
            s.reserve,
        )
        for s in (board.first, board.second)
    ]


def test_a_scored_match_gives_each_side_its_own_result() -> None:
    # R3, match 2: 3–1, boards 1-0 0-1 1-0 ½ from team 3's side; team 3 has
    # white on the odd boards; team 1's reserve (its 5th player) on board 4.
    scored = team_views.scored_rounds(four_teams(), results())
    match = scored[2][1]
    assert (match.match.first.name, match.match.score) == ("T3", (F(5, 2), F(3, 2)))
    assert [seats(b) for b in match.boards] == [
        [("P3.1", "w", "1", F(1), False), ("P1.1", "b", "0", F(0), False)],
        [("P3.2", "b", "0", F(0), False), ("P1.2", "w", "1", F(1), False)],
        [("P3.3", "w", "1", F(1), False), ("P1.3", "b", "0", F(0), False)],
        [("P3.4", "b", "=", F(1, 2), False), ("P1.5", "w", "=", F(1, 2), True)],
    ]
    # Every round, every match, in table order.
    assert [[m.match.table for m in rnd] for rnd in scored] == [[1, 2]] * 3


def test_a_scored_board_before_its_result_and_after_a_forfeit() -> None:
    # R1 1–4 with board 1 won and board 2 forfeited by team 4 (nobody came):
    # 1 and + for team 1; boards 3 and 4 still to come, their board players.
    built = record_matches(four_teams(), {(1, 1, 4): ["1-0", "+-"]})
    match = team_views.scored_rounds(four_teams(), built)[0][0]
    assert [seats(b) for b in match.boards[1:]] == [
        [("P1.2", "b", "+", F(1), False), ("—", "w", "-", F(0), False)],
        [("P1.3", "w", " ", None, False), ("P4.3", "b", " ", None, False)],
        [("P1.4", "b", " ", None, False), ("P4.4", "w", " ", None, False)],
    ]
    assert match.match.score is None


def test_a_scored_board_counts_the_board_scoring() -> None:
    # Draughts on the boards (2/1/0): R2 1–2, board 1 0-1 and board 2 ½.
    match = team_views.match_rounds(four_teams(), results())[1].matches[1]
    boards = team_views.scored_match(match, DRAUGHTS).boards
    assert [(s.score, s.points) for b in boards[:2] for s in (b.first, b.second)] == [
        (Score.LOSS, F(0)),
        (Score.WIN, F(2)),
        (Score.DRAW, F(1)),
        (Score.DRAW, F(1)),
    ]

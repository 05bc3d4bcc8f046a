"""What the team documents see of the matches, worked out by hand
on the event of tests/render/team_events.py (FOUR, with team 1's reserve on
board 4 in R3)."""

from __future__ import annotations

from fractions import Fraction

from tests.core.conftest import FOUR, four_teams, record_matches
from tests.render.team_events import results, table

from berger.core.model import Color, Outcome
from berger.core.team_standings import compute_team_standings
from berger.core.teams import MatchOutcome
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

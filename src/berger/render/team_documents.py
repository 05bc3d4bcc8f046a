"""The printable documents of a team round robin: match cards, round sheets
by match, the team crosstable, the team standings, the best-board table and
the players' individual results, each ``*_html`` a page for print or for the
web, with the machinery of :mod:`berger.render.printing`; and
:class:`TeamPapers`, the documents it prints from its schedule (the round
chart and the blank crosstable among them, in a team event's words and
grid).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from berger.core.results import Results
from berger.core.standings import Standings
from berger.core.teams.event import Primary, TeamEvent
from berger.core.teams.table import TeamTable
from berger.render import printing, round_views, tables, team_players, team_views
from berger.render.geometry.page import PAPERS, text_area
from berger.render.press import PdfJob, in_parts
from berger.render.printing import (
    GridStyle,
    Page,
    Papers,
    Settings,
    crosstable_page,
    render_page,
)
from berger.render.words import TEAM_WORDS

CARDS_PER_PAGE_UP_TO = 5
"""Two match cards share a sheet up to this many boards; more take a sheet each."""
TEAMS_GRID = GridStyle(
    template="team_crosstable.html",
    doc="team_crosstable",
    scores=2,
    cell_widths=(11.0, 18.0),  # room for a score such as 2½–1½
    condensed=True,
    names=False,  # a team's name wraps, never cut
)
"""The team crosstable: match and game points, wider cells."""
ROUND_COLUMNS_PORTRAIT = 7
"""The players' results turn the page for more rounds than this."""


def team_page(event: TeamEvent) -> dict[str, Any]:
    """What every page of a team event tells its template: the result marks
    of a board (its points), and a team event's words."""
    return {"scoring": event.board_scoring, "words": TEAM_WORDS}


def match_cards_html(event: TeamEvent, settings: Settings, *, pdf: bool) -> str:
    """One card per match: every board with both players and colours, the
    result boxes, the match score, both captains' and the arbiter's
    signatures; two to a sheet for up to five boards, one beyond."""
    per_page = 2 if event.boards <= CARDS_PER_PAGE_UP_TO else 1
    _width, height = text_area(PAPERS[settings.paper])
    return render_page(
        "match_cards.html",
        "match_cards",
        event,
        settings,
        pdf=pdf,
        pages=team_views.card_pages(event, per_page),
        card_height=height / per_page,
        per_page=per_page,
        **team_page(event),
    )


def match_sheets_html(
    event: TeamEvent,
    settings: Settings,
    *,
    pdf: bool,
    results: Results | None = None,
) -> str:
    """One page per round for the wall: each match with its boards, players
    and colours, the results and the match score where known, the bye."""
    return _match_sheets(event, settings, results)(pdf, None)


def match_sheets_job(
    target: Path,
    event: TeamEvent,
    settings: Settings,
    results: Results | None = None,
) -> PdfJob:
    """The round sheets by match, printed in parts of a few rounds each."""
    page = _match_sheets(event, settings, results)
    return in_parts(
        target,
        len(event.schedule.rounds),
        lambda rounds: page(True, rounds),
        printing.SHEET_CHUNK_PAGES,  # read when printed (the tests set it)
    )


def _match_sheets(
    event: TeamEvent, settings: Settings, results: Results | None
) -> Callable[[bool, Sequence[int] | None], str]:
    """The round sheets' page, their type and sheets worked out once:
    ``page(pdf, rounds)`` renders every round's page (``rounds`` None), or
    those of ``rounds``, each carrying its own number."""
    size = _sheet_size(event.schedule.games_per_round * event.boards)
    sheets = team_views.match_rounds(event, results)

    def page(pdf: bool, rounds: Sequence[int] | None) -> str:
        return render_page(
            "match_sheets.html",
            "round_sheets",
            event,
            settings,
            pdf=pdf,
            body_class=f"size-{size}",
            **round_views.sheet_pages(sheets, rounds),
            **team_page(event),
        )

    return page


def _sheet_size(rows: int) -> str:
    """The type size of the round sheets by match: as large as every board
    of a round allows on one page."""
    for most, size in ((8, "large"), (12, "medium"), (32, "small")):
        if rows <= most:
            return size
    return "smallest"


def _grid_context(event: TeamEvent) -> dict[str, Any]:
    """What a team crosstable page's notes need besides the grid."""
    return {
        "match_first": event.primary is Primary.MATCH,
        "match_scoring": event.scoring,
        **team_page(event),
    }


def team_crosstable_html(
    table: TeamTable, standings: Standings, settings: Settings, *, pdf: bool
) -> str:
    """The team crosstable after a round: each match's score from the row
    team's side, match and game points, the tie-breaks and the place."""
    view = team_views.team_crosstable(
        table, tables.standings_view(table.crosstable, standings)
    )
    return crosstable_page(
        table.event,
        view,
        settings,
        pdf=pdf,
        style=TEAMS_GRID,
        **_grid_context(table.event),
    )


def team_standings_html(
    table: TeamTable, standings: Standings, settings: Settings, *, pdf: bool
) -> str:
    """The team standings, best first: match and game points, the tie-breaks
    with their legend, the matches won, drawn and lost."""
    return render_page(
        "team_standings.html",
        "team_final_standings" if standings.final else "team_standings",
        table.event,
        settings,
        pdf=pdf,
        orientation="landscape" if len(standings.chain) > 4 else "portrait",
        table=tables.standings_view(table.crosstable, standings),
        match_scoring=table.event.scoring,
        **team_page(table.event),
    )


def board_results_html(table: TeamTable, settings: Settings, *, pdf: bool) -> str:
    """The best-board table: on each board, its players by percentage and
    points, with their games and performance."""
    return render_page(
        "board_results.html",
        "board_results",
        table.event,
        settings,
        pdf=pdf,
        boards=team_players.board_tables(table),
        after_round=table.after_round,
        **team_page(table.event),
    )


def player_results_html(table: TeamTable, settings: Settings, *, pdf: bool) -> str:
    """Every player's results, team by team: each round's game, the games,
    points, percentage and performance."""
    view = team_players.player_results_view(table)
    return render_page(
        "player_results.html",
        "player_results",
        table.event,
        settings,
        pdf=pdf,
        orientation="landscape" if view.rounds > ROUND_COLUMNS_PORTRAIT else "portrait",
        view=view,
        **team_page(table.event),
    )


class TeamPapers(Papers):
    """The documents a team event prints from its schedule: the match cards
    in one call, the round sheets by match in parts of a few rounds (a new
    result prints its part again); the chart and the blank crosstable in a
    team event's words and grid."""

    grid = TEAMS_GRID

    def __init__(self, event: TeamEvent, settings: Settings) -> None:
        super().__init__(event, settings)
        self.event: TeamEvent = event
        """The teams numbered, and the schedule of their matches."""

    def context(self) -> dict[str, Any]:
        """A team event's words and a board's result marks."""
        return team_page(self.event)

    def grid_context(self) -> dict[str, Any]:
        """With the notes on the match points."""
        return _grid_context(self.event)

    def cards(self) -> Page:
        """The match cards."""
        return Page(lambda pdf: match_cards_html(self.event, self.settings, pdf=pdf))

    def round_sheets(self, results: Results | None) -> Page:
        """The round sheets by match, with the results where known."""
        event, settings = self.event, self.settings
        return Page(
            lambda pdf: match_sheets_html(event, settings, pdf=pdf, results=results),
            lambda target: match_sheets_job(target, event, settings, results),
        )

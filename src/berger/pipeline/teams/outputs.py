"""The outputs of a team round robin (see
:mod:`berger.pipeline.shared_outputs`): those every kind has, made its way
(the match cards, the round sheets by match, the team crosstable and
standings, the TRF-2026 team file, the chart and the blank crosstable in a
team event's words and grid), and its own: the best-board table and the
players' results after the standings, and every board as PGN for
broadcasts (not in the pack)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from berger.core.results import Results
from berger.core.teams.event import TeamEvent
from berger.core.teams.table import build_team_table
from berger.formats.exchange.pgn_export import team_games
from berger.formats.exchange.trf.teams import team_trf_warnings, write_team_trf
from berger.formats.reports.team_outputs import (
    team_standings_csv,
    team_standings_json,
)
from berger.pipeline.outputs import COUNTED, FromCounted, Work, Writer
from berger.pipeline.shared_outputs import Makers, event_outputs, pgn_games
from berger.pipeline.teams.count import TeamCounted
from berger.render import team_documents as docs
from berger.render.printing import Page, Settings
from berger.render.team_documents import TeamPapers
from berger.render.xlsx.teams import TEAMS

TeamWork = Work[TeamEvent, TeamCounted]
"""What a team event's outputs are made from."""


def _papers(work: TeamWork) -> TeamPapers:
    return TeamPapers(work.event, work.settings)


def cards(work: TeamWork) -> Page:
    """The match cards, every round's."""
    return _papers(work).cards()


def round_sheets(work: TeamWork) -> Page:
    """The round sheets by match, the board results filled in where known."""
    return _papers(work).round_sheets(work.results)


def crosstable(counted: TeamCounted, settings: Settings, pdf: bool) -> str:
    """The team crosstable: the matches' scores, match and game points."""
    return docs.team_crosstable_html(
        counted.table, counted.standings, settings, pdf=pdf
    )


def standings(counted: TeamCounted, settings: Settings, pdf: bool) -> str:
    """The team standings."""
    return docs.team_standings_html(counted.table, counted.standings, settings, pdf=pdf)


def board_results(work: TeamWork, counted: TeamCounted) -> Page:
    """The best-board table."""
    table, settings = counted.table, work.settings
    return Page(lambda pdf: docs.board_results_html(table, settings, pdf=pdf))


def player_results(work: TeamWork, counted: TeamCounted) -> Page:
    """Every player's results, team by team."""
    table, settings = counted.table, work.settings
    return Page(lambda pdf: docs.player_results_html(table, settings, pdf=pdf))


def for_csv(event: TeamEvent, counted: TeamCounted) -> str:
    """The team standings as CSV (SPEC 11)."""
    return team_standings_csv(event, counted.standings)


def for_json(event: TeamEvent, counted: TeamCounted) -> str:
    """The team standings as JSON (SPEC 11)."""
    return team_standings_json(event, counted.standings)


def trf(work: TeamWork) -> Writer:
    """A TRF-2026 team file: with results every board game and the team
    records with match and game points and ranks; without, the teams and
    their players."""

    def write(target: Path) -> Sequence[str]:
        event = work.event
        if work.counted is None:
            results = Results()
            table = build_team_table(event, results, after_round=0)
            ranks = None
        else:
            results = work.results or Results()
            table, ranks = work.counted.table, work.counted.standings
        write_team_trf(event, results, table, ranks, target, chain=work.chain)
        return team_trf_warnings(event)

    return write


TEAM_MAKERS: Makers[TeamEvent, TeamCounted] = Makers(
    papers=_papers,
    cards=cards,
    round_sheets=round_sheets,
    crosstable_html=crosstable,
    standings_html=standings,
    standings_csv=for_csv,
    standings_json=for_json,
    workbook=lambda event: TEAMS,
    trf=trf,
)
"""How a team event makes the outputs every kind has."""

TEAM_OUTPUTS = event_outputs(
    TEAM_MAKERS,
    documents=(
        FromCounted(
            "board-results.pdf",
            COUNTED,
            board_results,
            priority=8,
            link="doc_board_results",
        ),
        FromCounted(
            "player-results.pdf",
            COUNTED,
            player_results,
            priority=7,
            link="doc_player_results",
        ),
    ),
    games=(pgn_games(team_games),),
)
"""Every output of a team round robin."""

"""The outputs of a team round robin, in the order the pack writes them
(see :mod:`berger.pipeline.outputs`): the match cards, the round sheets by
match, the round chart, the blank crosstable, the team crosstable and
standings, the best-board table, the players' results, the prize list, the
standings for other programs, the team workbook, the TRF-2026 team file;
and every board as PGN for broadcasts (not in the pack)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from berger.core.results import Results
from berger.core.team_table import build_team_table
from berger.core.teams import TeamEvent
from berger.formats.exchange.pgn_export import team_games, write_pgn
from berger.formats.exchange.trf.teams import team_trf_warnings, write_team_trf
from berger.formats.reports.team_outputs import (
    team_standings_csv,
    team_standings_json,
)
from berger.pipeline.outputs import (
    COUNTED,
    FOR_PROGRAMS,
    OUTCOMES,
    PRINT,
    PRIZES,
    RESULTS,
    RULES,
    Output,
    Work,
    Writer,
)
from berger.pipeline.prizes import has_prizes, prize_page, prize_view
from berger.pipeline.team_count import TeamCounted
from berger.render import team_documents as docs
from berger.render.printing import Page
from berger.render.team_documents import TeamPapers
from berger.render.xlsx import write_workbook
from berger.render.xlsx.teams import TEAMS

TeamWork = Work[TeamEvent, TeamCounted]
"""What a team event's outputs are made from."""


def _papers(work: TeamWork) -> TeamPapers:
    return TeamPapers(work.event, work.settings)


def _counted(work: TeamWork) -> TeamCounted:
    """The results counted, which an output that needs them has."""
    assert work.counted is not None
    return work.counted


def cards(work: TeamWork) -> Page:
    """The match cards, every round's."""
    return _papers(work).cards()


def round_sheets(work: TeamWork) -> Page:
    """The round sheets by match, the board results filled in where known."""
    return _papers(work).round_sheets(work.results)


def chart(work: TeamWork) -> Page:
    """The round chart, a team's colour on board 1."""
    return _papers(work).chart()


def blank_crosstable(work: TeamWork) -> Page:
    """The crosstable to fill in by hand."""
    return _papers(work).blank_crosstable(round_hints=work.round_hints)


def crosstable(work: TeamWork) -> Page:
    """The team crosstable: the matches' scores, match and game points."""
    counted, settings = _counted(work), work.settings
    return Page(
        lambda pdf: docs.team_crosstable_html(
            counted.table, counted.standings, settings, pdf=pdf
        )
    )


def standings(work: TeamWork) -> Page:
    """The team standings."""
    counted, settings = _counted(work), work.settings
    return Page(
        lambda pdf: docs.team_standings_html(
            counted.table, counted.standings, settings, pdf=pdf
        )
    )


def board_results(work: TeamWork) -> Page:
    """The best-board table."""
    table, settings = _counted(work).table, work.settings
    return Page(lambda pdf: docs.board_results_html(table, settings, pdf=pdf))


def player_results(work: TeamWork) -> Page:
    """Every player's results, team by team."""
    table, settings = _counted(work).table, work.settings
    return Page(lambda pdf: docs.player_results_html(table, settings, pdf=pdf))


def standings_page(work: TeamWork) -> str:
    """The team standings as a web page."""
    return standings(work).html(False)


def standings_for_csv(work: TeamWork) -> str:
    """The team standings as CSV (SPEC 11)."""
    return team_standings_csv(work.event, _counted(work).standings)


def standings_for_json(work: TeamWork) -> str:
    """The team standings as JSON (SPEC 11)."""
    return team_standings_json(work.event, _counted(work).standings)


def workbook(work: TeamWork) -> Writer:
    """The team workbook, a board a row of the schedule."""

    def write(target: Path) -> Sequence[str]:
        counted = work.counted
        write_workbook(
            work.event,
            work.results,
            None if counted is None else counted.standings,
            target,
            variation=TEAMS,
            labels=work.labels,
            paper=work.config.paper,
            chain=work.chain,
            prizes=prize_view(work.config, work.event.players, counted),
        )
        return ()

    return write


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


def games(work: TeamWork) -> Writer:
    """Every board of every match (of ``work.rounds``) as PGN, the players
    who played it with their teams: ``Round`` ``3.2.1``."""
    rounds = work.rounds or range(1, len(work.event.schedule.rounds) + 1)

    def write(target: Path) -> Sequence[str]:
        found = team_games(work.event, work.results, rounds)
        write_pgn(work.event.info, found, target)
        return ()

    return write


TEAM_OUTPUTS: tuple[Output[TeamEvent, TeamCounted], ...] = (
    Output("cards.pdf", frozenset({PRINT}), cards, needs_results=False, priority=1),
    Output(
        "round-sheets.pdf",
        frozenset({PRINT, OUTCOMES}),
        round_sheets,
        needs_results=False,
        priority=4,
    ),
    Output("chart.pdf", frozenset({PRINT}), chart, needs_results=False, priority=0),
    Output(
        "crosstable-blank.pdf",
        frozenset({PRINT, RULES}),
        blank_crosstable,
        needs_results=False,
        priority=2,
    ),
    Output("crosstable.pdf", COUNTED, crosstable, priority=3),
    Output("standings.pdf", COUNTED, standings, priority=5),
    Output("board-results.pdf", COUNTED, board_results, priority=8),
    Output("player-results.pdf", COUNTED, player_results, priority=7),
    Output(
        "prizes.pdf", COUNTED | {PRIZES}, prize_page, applies=has_prizes, priority=9
    ),
    Output("standings.html", COUNTED, standings_page),
    Output("standings.csv", FOR_PROGRAMS, standings_for_csv),
    Output("standings.json", FOR_PROGRAMS, standings_for_json),
    Output("event.xlsx", COUNTED | {PRIZES}, workbook, needs_results=False),
    Output("event.trf", frozenset({RULES, RESULTS}), trf, needs_results=False),
    Output("games.pgn", frozenset({RESULTS}), games, needs_results=False, pack=False),
)
"""Every output of a team round robin."""

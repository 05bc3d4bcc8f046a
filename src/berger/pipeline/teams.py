"""The team round robin: its variation of the use cases (see
:mod:`berger.pipeline.variant`). Its entrants are teams and its games are
matches of boards: the board results are read from a team results CSV or
the team workbook, counted into match and game points and ranked by the team
tie-breaks; its documents are match cards, round sheets by match, the team
crosstables and standings, and each board's and player's results. Readers,
writers and renderers are imported inside the methods that use them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.norm_report import NormReport
from berger.core.results import Results
from berger.core.team_standings import compute_team_standings
from berger.core.team_table import TeamTable, build_team_table
from berger.core.team_tiebreaks import DEFAULT_TEAM_CHAIN, parse_team_chain
from berger.core.teams import FirstBoard, TeamEvent, make_team_event
from berger.errors import InputError
from berger.formats.event.event import EventConfig
from berger.messages import _
from berger.pipeline.counted import Counted, counted_as
from berger.pipeline.variant import Document, Paperwork, Variant
from berger.pipeline.writers import WorkbookWriter, Writers

if TYPE_CHECKING:
    from berger.formats.exchange.pgn_export import BroadcastGame
    from berger.pipeline.desk import DeskVariation
    from berger.render.printing import Page, Settings
    from berger.render.site.pages import SiteParts
    from berger.render.team_documents import TeamPapers
    from berger.render.words import Words

RESULT_SUFFIXES = (".csv", ".tsv", ".txt", ".pgn", ".xlsx", ".xlsm")
"""The results files of a team event: a team results CSV, a PGN of its
boards, or its workbook."""


@dataclass(frozen=True, slots=True)
class TeamCounted(Counted):
    """The results of a team event counted: with its own table, the boards
    of every match."""

    table: TeamTable
    """The team table the crosstable and the standings are counted from."""


def prepare_teams(config: EventConfig) -> TeamEvent:
    """Number the teams and build the schedule of their matches (with the
    event's seed, settled by the caller).

    Raises:
        InputError: the event cannot be scheduled as asked (Varma numbering,
            fewer than 2 teams, ...), located in the teams file.
    """
    setup = config.teams
    if setup is None:
        raise ValueError("not a team event")
    with config.scheduling():
        return make_team_event(
            config.info,
            setup.teams,
            boards=setup.boards,
            cycles=config.cycles,
            swap_last_two=config.options.swap_last_two,
            numbering=config.numbering,
            seed=config.options.seed,
            scoring=config.scoring,
            match_scoring=setup.match_scoring,
            primary=setup.primary,
            first_white=setup.first_board is FirstBoard.WHITE,
        )


class Teams(Variant):
    """A team round robin."""

    documents = (
        Document.CARDS,
        Document.ROUND_SHEETS,
        Document.CHART,
        Document.BLANK_CROSSTABLE,
        Document.CROSSTABLE,
        Document.STANDINGS,
        Document.BOARD_RESULTS,
        Document.PLAYER_RESULTS,
        Document.PRIZES,
    )
    sides = ("named first", "named second")

    def __init__(self, config: EventConfig, event: TeamEvent) -> None:
        super().__init__(config, event)
        self.event: TeamEvent = event
        """The teams numbered, and the schedule of their matches."""

    @property
    def words(self) -> Words:
        """The words of an event of teams' pages."""
        from berger.render.words import TEAM_WORDS

        return TEAM_WORDS

    def parse_chain(self, codes: tuple[str, ...] | None) -> tuple[str, ...]:
        """The team tie-break codes (default EDE, EMGSB)."""
        return parse_team_chain(codes or DEFAULT_TEAM_CHAIN)

    def read_results(self) -> Results | None:
        """The board results of ``--results`` / ``results =``: a team results
        CSV or the event's workbook."""
        path = self.config.options.results
        if path is None:
            return None
        suffix = path.suffix.lower()
        if suffix == ".pgn":
            from berger.formats.exchange.pgn import read_team_results_pgn

            return read_team_results_pgn(path, self.event)
        if suffix in (".xlsx", ".xlsm"):
            from berger.formats.event.workbook import read_team_results_workbook

            return read_team_results_workbook(path, self.event)
        if suffix in (".csv", ".tsv", ".txt"):
            from berger.formats.event.teams import read_team_results

            return read_team_results(path, self.event)
        raise InputError(
            _(
                "a team event reads its board results from a team results CSV,"
                " a PGN or its workbook ({suffixes})"
            ).format(suffixes=", ".join(RESULT_SUFFIXES)),
            path=path,
            field="results",
        )

    def no_results(self) -> Results:
        """No board has a result (teams do not withdraw)."""
        return Results()

    def count(self, results: Results, *, after_round: int | None = None) -> TeamCounted:
        """The team table and the standings by the team tie-break chain."""
        table = build_team_table(self.event, results, after_round=after_round)
        standings = compute_team_standings(table, self.chain)
        return TeamCounted(table.crosstable, standings, table)

    def table(self, counted: Counted) -> TeamTable:
        """The team table of results counted by :meth:`count`.

        Raises:
            ValueError: results counted by an event of players.
        """
        return counted_as(TeamCounted, counted).table

    def schedule_writers(self) -> Writers:
        """The matches of every round; the CSV one row per board (with its
        result column filled in, a team results file)."""
        from berger.formats.reports import team_outputs as out

        writers = out.team_schedule_text, out.team_schedule_csv, out.team_schedule_json
        return Writers.of(*writers, self.event, wording=self.wording)

    def standings_writers(self, counted: Counted) -> Writers:
        """Places, match and game points and the team tie-breaks (SPEC 11)."""
        from berger.formats.reports import team_outputs as out

        writers = (
            out.team_standings_text,
            out.team_standings_csv,
            out.team_standings_json,
        )
        return Writers.of(*writers, self.event, counted.standings, wording=self.wording)

    def write_trf(
        self, results: Results | None, counted: Counted | None, target: Path
    ) -> tuple[str, ...]:
        """A TRF-2026 team file: with results every board game and the team
        records with match and game points and ranks; without, the teams and
        their players."""
        from berger.formats.exchange.trf.teams import team_trf_warnings
        from berger.formats.exchange.trf.teams import write_team_trf as write

        if results is None or counted is None:
            results = Results()
            table = build_team_table(self.event, results, after_round=0)
            standings = None
        else:
            table, standings = self.table(counted), counted.standings
        write(self.event, results, table, standings, target, chain=self.chain)
        return team_trf_warnings(self.event)

    def broadcast_games(
        self, results: Results | None, rounds: Sequence[int]
    ) -> tuple[BroadcastGame, ...]:
        """Every board of every match, the players who played it (a reserve
        where one did), with their teams: ``Round`` ``3.2.1``."""
        from berger.formats.exchange.pgn_export import team_games

        return team_games(self.event, results, rounds)

    def workbook_writer(self) -> WorkbookWriter:
        """The team workbook, a board a row of the schedule."""
        from berger.render.xlsx import write_workbook
        from berger.render.xlsx.teams import TEAMS

        return partial(write_workbook, self.event, variation=TEAMS)

    def site_parts(self, now: Counted, results: Results) -> SiteParts:
        """The crosstable's cells are the matches' scores; the pages take a
        team event's words; a round's page shows each match's boards, a
        team's page its players' board results."""
        from berger.render.site.pages import SiteParts
        from berger.render.team_players import player_results_view
        from berger.render.team_views import scored_rounds, team_crosstable
        from berger.render.words import TEAM_WORDS

        table = self.table(now)
        return SiteParts(
            partial(team_crosstable, table),
            scores=now.standings.scores,
            words=TEAM_WORDS,
            matches=scored_rounds(self.event, results),
            squads=player_results_view(table).teams,
        )

    def papers(self, settings: Settings) -> TeamPapers:
        """Match cards and round sheets by match, a team's colour on board 1
        in the chart and the blank crosstable."""
        from berger.render.team_documents import TeamPapers

        return TeamPapers(self.event, settings)

    def results_page(self, document: Document, work: Paperwork) -> Page:
        """The team crosstable and standings, the best-board table and the
        players' results, each in one call."""
        from berger.render import team_documents as docs
        from berger.render.printing import Page

        assert work.counted is not None
        settings = work.settings
        table, standings = self.table(work.counted), work.counted.standings
        match document:
            case Document.CROSSTABLE:
                html = docs.team_crosstable_html
            case Document.STANDINGS:
                html = docs.team_standings_html
            case Document.BOARD_RESULTS:
                return Page(
                    lambda pdf: docs.board_results_html(table, settings, pdf=pdf)
                )
            case _:
                return Page(
                    lambda pdf: docs.player_results_html(table, settings, pdf=pdf)
                )
        return Page(lambda pdf: html(table, standings, settings, pdf=pdf))

    def write_month_trf(self, month: str, target: Path) -> tuple[str, ...]:
        """Refused: a team event's TRF is written whole."""
        raise InputError(
            _("--month {month}: a team event's TRF is written whole").format(
                month=month
            ),
            path=self.config.source,
        )

    def norms(self, *, after_round: int | None = None) -> NormReport:
        """Refused: title norms are for individual events."""
        raise InputError(
            _("title norms are for individual events; this is a team event"),
            path=self.config.source,
        )

    def desk(self) -> DeskVariation:
        """Matches board by board, with their scores."""
        from berger.pipeline.team_desk import TeamDesk

        return TeamDesk(self.event)

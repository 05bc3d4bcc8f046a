"""The team round robin: its variation of the use cases (see
:mod:`berger.pipeline.variant`). Its entrants are teams and its games are
matches of boards: the board results are read from a team results CSV, a
PGN or the team workbook, counted into match and game points and ranked by
the team tie-breaks (:mod:`berger.pipeline.teams.count`); its outputs are
listed in :mod:`berger.pipeline.teams.outputs`."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from berger.core.crosstable import Crosstable
from berger.core.norms.report import NormReport
from berger.core.pending import with_games
from berger.core.results import Results
from berger.core.teams.event import TeamEvent
from berger.core.teams.standings import compute_team_standings
from berger.core.teams.table import build_team_table
from berger.errors import InputError
from berger.formats.event.teams import read_team_results
from berger.formats.event.workbook import read_team_results_workbook
from berger.formats.exchange.pgn import read_team_results_pgn
from berger.formats.files.input_file import InputFile
from berger.formats.reports import team_outputs as out
from berger.formats.reports.wording import Wording
from berger.messages import N_, _
from berger.pipeline.desk.variation import DeskVariation
from berger.pipeline.read import EventResults
from berger.pipeline.teams.count import TeamCounted, team_chain
from berger.pipeline.teams.desk import TeamDesk
from berger.pipeline.teams.outputs import TEAM_OUTPUTS
from berger.pipeline.variant import Kind, Variant
from berger.pipeline.writers import Writers, counted_standings
from berger.render.site.pages import SiteParts
from berger.render.team_players import player_results_view
from berger.render.team_views import scored_rounds, team_crosstable
from berger.render.words import TEAM_WORDS

RESULT_SUFFIXES = (".csv", ".tsv", ".txt", ".pgn", ".xlsx", ".xlsm")
"""The results files of a team event: a team results CSV, a PGN of its
boards, or its workbook."""


def team_schedule(event: TeamEvent, wording: Callable[[], Wording]) -> Writers:
    """The matches of every round; the CSV one row per board (with its
    result column filled in, a team results file)."""
    writers = out.team_schedule_text, out.team_schedule_csv, out.team_schedule_json
    return Writers.of(*writers, event, wording=wording)


TEAMS: Kind[TeamEvent, TeamCounted] = Kind(
    outputs=TEAM_OUTPUTS,
    words=TEAM_WORDS,
    sides=(N_("named first"), N_("named second")),
    parse_chain=team_chain,
    schedule=team_schedule,
    standings=counted_standings(
        out.team_standings_text, out.team_standings_csv, out.team_standings_json
    ),
)
"""A team round robin, as values."""


class Teams(Variant[TeamEvent, TeamCounted]):
    """A team round robin."""

    kind = TEAMS

    def read_games(self, source: InputFile | None = None) -> Results | None:
        """The board results of ``--results`` / ``results =``: a team results
        CSV (or ``source``, its bytes), a PGN of its boards or the event's
        workbook."""
        path = self.config.options.results
        if path is None:
            return None
        suffix = path.suffix.lower()
        if suffix == ".pgn":
            return read_team_results_pgn(path, self.event)
        if suffix in (".xlsx", ".xlsm"):
            return read_team_results_workbook(path, self.event)
        if suffix in (".csv", ".tsv", ".txt"):
            return read_team_results(source or path, self.event)
        raise InputError(
            _(
                "a team event reads its board results from a team results CSV,"
                " a PGN or its workbook ({suffixes})"
            ).format(suffixes=", ".join(RESULT_SUFFIXES)),
            path=path,
            field="results",
        )

    def no_results(self) -> EventResults:
        """No board has a result (teams do not withdraw)."""
        return EventResults(Results())

    def count(
        self, results: EventResults, *, after_round: int | None = None
    ) -> TeamCounted:
        """The team table and the standings by the team tie-break chain."""
        table = build_team_table(self.event, results.games, after_round=after_round)
        standings = compute_team_standings(table, self.chain)
        standings = with_games(standings, table.crosstable, results.games)
        return TeamCounted(table.crosstable, standings, table=table)

    def desk(self) -> DeskVariation:
        """Matches board by board, with their scores."""
        return TeamDesk(self.event)

    def site_parts(self, now: TeamCounted, results: Results) -> SiteParts:
        """The crosstable's cells are the matches' scores; the pages take a
        team event's words; a round's page shows each match's boards, a
        team's page its players' board results."""
        return SiteParts(
            partial(team_crosstable, now.table),
            scores=now.standings.scores,
            words=TEAM_WORDS,
            matches=scored_rounds(self.event, results),
            squads=player_results_view(now.table).teams,
        )

    def norms(self, *, after_round: int | None = None) -> NormReport:
        """Refused: title norms are for individual events."""
        raise InputError(
            _("title norms are for individual events; this is a team event"),
            path=self.config.source,
        )

    def rank_games(self, *, after_round: int | None = None) -> tuple[Crosstable, int]:
        """Refused: rank norms are players' (``[ranks]`` is refused in a
        team event's ``event.toml``)."""
        raise InputError(
            _("rank norms are for an event of players, not of teams"),
            path=self.config.source,
        )

    def write_month_trf(self, month: str, target: Path) -> tuple[str, ...]:
        """Refused: a team event's TRF is written whole."""
        raise InputError(
            _("--month {month}: a team event's TRF is written whole").format(
                month=month
            ),
            path=self.config.source,
        )

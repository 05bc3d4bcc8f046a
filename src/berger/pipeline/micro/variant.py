"""The round robin of micro-matches (draughts: each pairing plays N games on
one drawn opening): its variation of the use cases (see
:mod:`berger.pipeline.variant`). Its pairings are matches of games between
the same two players, read a game a row (a results CSV with its ``game``
column, or a PDN), counted into game points, or match points first
(:mod:`berger.pipeline.micro.count`); its outputs are listed in
:mod:`berger.pipeline.micro.outputs`."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from berger.core.crosstable import Crosstable
from berger.core.micro.matches import MicroMatchEvent
from berger.core.micro.standings import compute_micro_standings
from berger.core.micro.table import match_crosstable
from berger.core.norms.report import NormReport
from berger.core.pending import with_games
from berger.core.playoff.places import rank_by_playoff
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Ties
from berger.errors import InputError
from berger.formats.files.input_file import InputFile
from berger.formats.reports import micro_standings as standings_out
from berger.messages import N_, _
from berger.pipeline.desk.variation import DeskVariation
from berger.pipeline.micro.count import (
    MicroCounted,
    micro_chain,
    micro_table,
    read_micro_results,
)
from berger.pipeline.micro.desk import MicroDesk
from berger.pipeline.micro.outputs import MICRO_OUTPUTS
from berger.pipeline.players.count import chess_only
from berger.pipeline.playoff import playoffs
from berger.pipeline.read import EventResults
from berger.pipeline.variant import Kind, Variant
from berger.pipeline.writers import counted_standings, game_schedule
from berger.render.micro_site import micro_rounds
from berger.render.micro_views import micro_crosstable
from berger.render.site.pages import SiteParts
from berger.render.words import MICRO_WORDS

MICRO: Kind[MicroMatchEvent, MicroCounted] = Kind(
    outputs=MICRO_OUTPUTS,
    words=MICRO_WORDS,
    sides=(N_("white"), N_("black")),
    parse_chain=micro_chain,
    schedule=game_schedule,
    standings=counted_standings(
        standings_out.micro_standings_text,
        standings_out.micro_standings_csv,
        standings_out.micro_standings_json,
    ),
)
"""A round robin of micro-matches, as values."""


class MicroMatches(Variant[MicroMatchEvent, MicroCounted]):
    """A round robin of micro-matches."""

    kind = MICRO

    def read_games(self, source: InputFile | None = None) -> Results | None:
        """The games of ``--results`` / ``results =`` (or of ``source``, its
        bytes): a results CSV with its ``game`` column or a PDN, held against
        the event's PDN (``pdn =``) where it names one beside a CSV."""
        path = self.config.options.results
        if path is None:
            return None
        return read_micro_results(self.config, self.event, source or path)

    def no_results(self) -> EventResults:
        """Only the withdrawals the participants list gives."""
        return EventResults(ResultsBuilder.for_tournament(self.event).build())

    def count(
        self, results: EventResults, *, after_round: int | None = None
    ) -> MicroCounted:
        """Every game and micro-match, the standings by game points (match
        points first where the event has them) and the chain, final
        standings ranked by the play-offs first."""
        config = self.config
        seed = config.options.seed
        if config.ties is Ties.LOTS and seed is None:
            raise InputError(
                _('ties = "lots" needs a seed: give --seed S or [rules] seed'),
                path=config.source,
            )
        table = micro_table(config, self.event, results.games, after_round=after_round)
        rank = partial(
            compute_micro_standings,
            table,
            unrated=config.unrated,
            ties=config.ties,
            seed=seed,
        )
        standings = rank(self.chain)
        found = playoffs(
            config,
            self.event,
            table.games,
            standings,
            results.playoff,
            level=lambda chain: rank(chain, ties=Ties.SHARE),
        )
        if found is not None:
            standings = rank_by_playoff(standings, found.played, found.void)
        crosstable = match_crosstable(table, results.games)
        standings = with_games(standings, crosstable, results.games)
        return MicroCounted(crosstable, standings, found, table=table)

    def desk(self) -> DeskVariation:
        """Micro-matches game by game, each game as played."""
        return MicroDesk(self.event)

    def site_parts(self, now: MicroCounted, results: Results) -> SiteParts:
        """The crosstable's cells are the micro-matches; a round's page
        shows each micro-match's games."""
        return SiteParts(
            partial(micro_crosstable, now.table),
            scores=now.standings.scores,
            words=MICRO_WORDS,
            matches=micro_rounds(self.event, results),
        )

    def norms(self, *, after_round: int | None = None) -> NormReport:
        """Refused: title norms are FIDE's, for chess."""
        chess_only(self.config)
        raise AssertionError("a micro-match event is a draughts event")

    def rank_games(self, *, after_round: int | None = None) -> tuple[Crosstable, int]:
        """Every game of every micro-match, each a game of its own."""
        results = self.results or self.no_results()
        table = micro_table(
            self.config, self.event, results.games, after_round=after_round
        )
        return table.games, table.after_round

    def write_month_trf(self, month: str, target: Path) -> tuple[str, ...]:
        """Refused: the TRF of a micro-match event is written whole."""
        raise InputError(
            _(
                "--month {month}: the TRF of an event of micro-matches is written whole"
            ).format(month=month),
            path=self.config.source,
        )

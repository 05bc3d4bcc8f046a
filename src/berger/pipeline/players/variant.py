"""The event of players: its variation of the use cases (see
:mod:`berger.pipeline.variant`): how its results are read and counted (the
crosstable, the standings with the play-offs, the rating changes), its
title norms, its desk and its site's parts; its outputs are listed in
:mod:`berger.pipeline.players.outputs`, what it counts in
:mod:`berger.pipeline.players.count`."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from berger.core.crosstable import Crosstable
from berger.core.model import Game
from berger.core.norms.report import NormReport
from berger.core.pending import with_games
from berger.core.playoff.places import rank_by_playoff
from berger.core.ratings.change import rating_changes
from berger.core.results import Results
from berger.core.standings import Ties, compute_standings
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event.game_results import PDN, check_pdn, pdn_readers
from berger.formats.event.results_file import read_results, results_file
from berger.formats.exchange.trf import results_from_trf, trf_warnings
from berger.formats.exchange.trf.month import write_month_trf
from berger.formats.files.input_file import InputFile
from berger.formats.reports import standings as standings_out
from berger.formats.reports.standings_text import standings_text
from berger.formats.reports.wording import Wording
from berger.messages import N_, _
from berger.pipeline.desk.variation import DeskVariation, PlayerDesk
from berger.pipeline.players.count import (
    PlayerCounted,
    chess_only,
    norms_of,
    player_chain,
    player_crosstable,
    withdrawals,
)
from berger.pipeline.players.outputs import PLAYER_OUTPUTS
from berger.pipeline.playoff import playoffs
from berger.pipeline.read import EventResults
from berger.pipeline.variant import Kind, Variant
from berger.pipeline.writers import Writers, game_schedule
from berger.render.site.pages import SiteParts
from berger.render.tables import filled_crosstable
from berger.render.words import PLAYER_WORDS


def player_standings(
    event: Tournament, counted: PlayerCounted, wording: Callable[[], Wording]
) -> Writers:
    """Places, points and tiebreaks, with a rated event's rating changes."""
    writers = (
        standings_text,
        standings_out.standings_csv,
        standings_out.standings_json,
    )
    return Writers.of(
        *writers, event, counted.standings, counted.changes, wording=wording
    )


PLAYERS: Kind[Tournament, PlayerCounted] = Kind(
    outputs=PLAYER_OUTPUTS,
    words=PLAYER_WORDS,
    sides=(N_("white"), N_("black")),
    parse_chain=player_chain,
    schedule=game_schedule,
    standings=player_standings,
)
"""An event of players, as values."""


class Players(Variant[Tournament, PlayerCounted]):
    """An event whose entrants are players."""

    kind = PLAYERS

    def read_games(self, source: InputFile | None = None) -> Results | None:
        """The results of ``--results`` / ``results =`` (or of ``source``,
        its bytes) by file type (CSV, PGN, TRF, the event's workbook; a
        draughts event's PDN), or those inside a TRF EVENT; held against a
        draughts event's PDN (``pdn =``) where it names one beside them."""
        config = self.config
        path = config.options.results
        if path is None:
            if config.trf_results is None:
                return None
            results = results_from_trf(config.trf_results, self.event)
            return results if results.outcomes or results.withdrawn else None
        rules = config.draughts
        if path.suffix.lower() == PDN and config.info.game is Game.DRAUGHTS:
            pdn = pdn_readers(None if rules is None else rules.discipline)
            return read_results(source or path, self.event, readers=pdn)
        if rules is None or rules.pdn is None:
            return read_results(source or path, self.event)
        source = source or results_file(path)
        results = read_results(source, self.event)
        check_pdn(config, self.event, results, source)
        return results

    def no_results(self) -> EventResults:
        """Only the withdrawals the participants list gives."""
        return EventResults(withdrawals(self.event))

    def count(
        self, results: EventResults, *, after_round: int | None = None
    ) -> PlayerCounted:
        """The crosstable, the standings by the event's chain, ``unrated`` and
        ``ties`` settings (lots drawn with the event's seed), final standings
        ranked by the event's play-offs first (``[playoff]``, their results
        from ``results``), and a rated event's rating changes (see
        :attr:`EventConfig.rated`)."""
        config = self.config
        crosstable = player_crosstable(
            config, self.event, results.games, after_round=after_round
        )
        seed = config.options.seed
        if config.ties is Ties.LOTS and seed is None:
            raise InputError(
                _('ties = "lots" needs a seed: give --seed S or [rules] seed'),
                path=config.source,
            )
        standings = compute_standings(
            crosstable,
            self.chain,
            unrated=config.unrated,
            ties=config.ties,
            seed=seed,
        )
        found = playoffs(config, self.event, crosstable, standings, results.playoff)
        if found is not None:
            standings = rank_by_playoff(standings, found.played, found.void)
        changes = rating_changes(crosstable) if config.rated else None
        standings = with_games(standings, crosstable, results.games)
        return PlayerCounted(crosstable, standings, found, changes)

    def desk(self) -> DeskVariation:
        """Games board by board; a game played with the colours reversed is
        recorded as played."""
        return PlayerDesk(self.event)

    def site_parts(self, now: PlayerCounted, results: Results) -> SiteParts:
        """The crosstable's cells are the games."""
        return SiteParts(partial(filled_crosstable, now.crosstable))

    def norms(self, *, after_round: int | None = None) -> NormReport:
        """The norms of the results as read (the forecast without any).

        Raises:
            InputError: a draughts event; bad results.
        """
        chess_only(self.config)  # before the results are read
        results = self.results or self.no_results()
        crosstable = player_crosstable(
            self.config, self.event, results.games, after_round=after_round
        )
        return norms_of(self.config, crosstable)

    def rank_games(self, *, after_round: int | None = None) -> tuple[Crosstable, int]:
        """The crosstable of the results as read (none played without any)."""
        results = self.results or self.no_results()
        crosstable = player_crosstable(
            self.config, self.event, results.games, after_round=after_round
        )
        return crosstable, crosstable.after_round

    def write_month_trf(self, month: str, target: Path) -> tuple[str, ...]:
        """The month's rounds, numbered from 1, with their dates."""
        results = self.results or self.no_results()
        crosstable = player_crosstable(self.config, self.event, results.games)
        write_month_trf(self.event, crosstable, month, target)
        return trf_warnings(self.event.players, self.event.scoring)

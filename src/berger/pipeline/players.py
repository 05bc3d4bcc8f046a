"""The event of players: its variation of the use cases (see
:mod:`berger.pipeline.variant`): its results files, its crosstable, standings
and rating changes, its documents (the title norms among them), reports and
exports. Readers, writers and renderers are imported inside the methods that
use them, so a command pays only for its own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.crosstable import Crosstable, build_crosstable
from berger.core.model import Game, NormExemption
from berger.core.norm_report import NormReport
from berger.core.norms import assess_norms
from berger.core.playoff import Playoffs, rank_by_playoff
from berger.core.rating_change import RatingChange, rating_changes
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Ties, compute_standings
from berger.core.tiebreak_codes import DEFAULT_CHAIN, parse_chain
from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError
from berger.messages import _
from berger.pipeline.counted import Counted, counted_as
from berger.pipeline.playoff import (
    PLAYOFF_DOCUMENTS,
    playoff_page,
    playoffs,
    the_playoff,
)
from berger.pipeline.variant import Document, Paperwork, Variant
from berger.pipeline.writers import WorkbookWriter, Writers

if TYPE_CHECKING:
    from berger.formats.exchange.pgn_export import BroadcastGame
    from berger.pipeline.desk import DeskVariation
    from berger.render.documents import PlayerPapers
    from berger.render.printing import Page, Settings
    from berger.render.site.pages import SiteParts
    from berger.render.words import Words


@dataclass(frozen=True, slots=True)
class PlayerCounted(Counted):
    """The results of an event of players counted: with a rated event's
    rating changes."""

    changes: tuple[RatingChange, ...] | None = None
    """A rated event's rating changes, in pairing-number order; else None."""
    playoffs: Playoffs | None = None
    """The play-offs over the final standings (``[playoff]``), which
    ranked them; None otherwise."""


class Players(Variant):
    """An event whose entrants are players."""

    documents = (
        Document.CARDS,
        Document.ROUND_SHEETS,
        Document.CHART,
        Document.BLANK_CROSSTABLE,
        Document.CROSSTABLE,
        Document.STANDINGS,
        Document.NORMS,
        Document.PRIZES,
        Document.PLAYOFF_ROUND_SHEETS,
        Document.PLAYOFF_CARDS,
    )
    sides = ("white", "black")

    @property
    def words(self) -> Words:
        """The words of an event of players' pages."""
        from berger.render.words import PLAYER_WORDS

        return PLAYER_WORDS

    def parse_chain(self, codes: tuple[str, ...] | None) -> tuple[str, ...]:
        """The codes as given (presets expanded; default SB, ARO)."""
        return parse_chain(codes or DEFAULT_CHAIN)

    def read_results(self) -> Results | None:
        """The results of ``--results`` / ``results =`` by file type (CSV,
        PGN, TRF, the event's workbook), or those inside a TRF EVENT."""
        path = self.config.options.results
        if path is None:
            if self.config.trf_results is None:
                return None
            from berger.formats.exchange.trf import results_from_trf

            results = results_from_trf(self.config.trf_results, self.event)
            return results if results.outcomes or results.withdrawn else None
        from berger.formats.event.results_file import read_results

        return read_results(path, self.event)

    def no_results(self) -> Results:
        """Only the withdrawals the participants list gives."""
        return ResultsBuilder.for_tournament(self.event).build()

    def crosstable(
        self, results: Results, *, after_round: int | None = None
    ) -> Crosstable:
        """The crosstable after ``after_round``, with the event's withdrawal
        rule (``--withdrawal`` / ``[rules] withdrawal``, default the half
        rule).

        Raises:
            BergerError: a round beyond the schedule.
        """
        return build_crosstable(
            self.event,
            results,
            after_round=after_round,
            withdrawal=self.config.options.withdrawal or WithdrawalRule.HALF,
        )

    def count(
        self, results: Results, *, after_round: int | None = None
    ) -> PlayerCounted:
        """The crosstable, the standings by the event's chain, ``unrated`` and
        ``ties`` settings (lots drawn with the event's seed), final standings
        ranked by the event's play-offs first (``[playoff]``), and a rated
        event's rating changes (see :attr:`EventConfig.rated`)."""
        crosstable = self.crosstable(results, after_round=after_round)
        seed = self.config.options.seed
        if self.config.ties is Ties.LOTS and seed is None:
            raise InputError(
                _('ties = "lots" needs a seed: give --seed S or [rules] seed'),
                path=self.config.source,
            )
        standings = compute_standings(
            crosstable,
            self.chain,
            unrated=self.config.unrated,
            ties=self.config.ties,
            seed=seed,
        )
        found = playoffs(self.config, self.event, crosstable, standings)
        if found is not None:
            standings = rank_by_playoff(standings, found.played, found.void)
        changes = rating_changes(crosstable) if self.config.rated else None
        return PlayerCounted(crosstable, standings, changes, found)

    def playoffs(self, counted: Counted) -> Playoffs | None:
        """Those :meth:`count` worked out."""
        return counted_as(PlayerCounted, counted).playoffs

    def schedule_writers(self) -> Writers:
        """The rounds as text, CSV (one row per game) or JSON (SPEC 7)."""
        from berger.formats.reports import schedule as out

        writers = out.schedule_text, out.schedule_csv, out.schedule_json
        return Writers.of(*writers, self.event, wording=self.wording)

    def standings_writers(self, counted: Counted) -> Writers:
        """Places, points and tiebreaks, with a rated event's rating changes."""
        from berger.formats.reports import standings as out
        from berger.formats.reports.standings_text import standings_text

        writers = standings_text, out.standings_csv, out.standings_json
        changes = counted_as(PlayerCounted, counted).changes
        return Writers.of(
            *writers, self.event, counted.standings, changes, wording=self.wording
        )

    def write_trf(
        self, results: Results | None, counted: Counted | None, target: Path
    ) -> tuple[str, ...]:
        """Points, ranks and the tiebreak list with results; the players and
        the draw (blank result columns) without. The ranks are the chain's:
        a play-off is an event of its own, and stays out of the event's TRF."""
        from berger.formats.exchange.trf import trf_warnings, write_trf

        if counted is None:
            crosstable = self.crosstable(self.no_results())
            standings = None
        else:
            crosstable, standings = counted.crosstable, counted.standings
            standings = standings.by_chain or standings
        write_trf(self.event, crosstable, standings, target, chain=self.chain)
        return trf_warnings(self.event.players, self.event.scoring)

    def broadcast_games(
        self, results: Results | None, rounds: Sequence[int]
    ) -> tuple[BroadcastGame, ...]:
        """Each game of the rounds, board by board: ``Round`` ``3.2``."""
        from berger.formats.exchange.pgn_export import player_games

        return player_games(self.event, results, rounds)

    def write_month_trf(self, month: str, target: Path) -> tuple[str, ...]:
        """The month's rounds, numbered from 1, with their dates."""
        from berger.formats.exchange.trf import trf_warnings
        from berger.formats.exchange.trf.month import write_month_trf

        crosstable = self.crosstable(self.read_results() or self.no_results())
        write_month_trf(self.event, crosstable, month, target)
        return trf_warnings(self.event.players, self.event.scoring)

    def workbook_writer(self) -> WorkbookWriter:
        """The six sheets, a game a row of the schedule."""
        from berger.render.xlsx import write_workbook
        from berger.render.xlsx.players import PLAYERS

        return partial(write_workbook, self.event, variation=PLAYERS)

    def norms_apply(self) -> bool:
        """Title norms concern the event: a chess event where some player has
        a rating or a FIDE title (the pack has ``norms.pdf`` then)."""
        return self.config.info.game is Game.CHESS and any(
            p.rating is not None or p.fide_title is not None for p in self.event.players
        )

    def has(self, document: Document, counted: Counted | None) -> bool:
        """The norms document only where norms apply; the play-off's only
        where the final standings have one play-off."""
        if document is Document.NORMS and not self.norms_apply():
            return False
        if document in PLAYOFF_DOCUMENTS and (
            counted is None or the_playoff(self.playoffs(counted)) is None
        ):
            return False
        return super().has(document, counted)

    def norms(self, *, after_round: int | None = None) -> NormReport:
        """``[event] norm_exemption = "national"`` waives the federation
        requirements."""
        self._chess_only()
        results = self.read_results() or self.no_results()
        return self.norms_of(self.crosstable(results, after_round=after_round))

    def norms_of(self, crosstable: Crosstable) -> NormReport:
        """Every player's title norms over ``crosstable``: with no result in
        it the forecast.

        Raises:
            InputError: a draughts event (norms are FIDE's chess titles).
        """
        self._chess_only()
        national = self.config.info.norm_exemption is NormExemption.NATIONAL
        return assess_norms(crosstable, exempt_federations=national)

    def _chess_only(self) -> None:
        """Refuse a draughts event: title norms are FIDE's, for chess.

        Raises:
            InputError: naming the event's game.
        """
        game = self.config.info.game
        if game is not Game.CHESS:
            raise InputError(
                _("title norms are FIDE's, for chess; this is a {game} event").format(
                    game=game
                ),
                path=self.config.source,
                field="event.game",
            )

    def site_parts(self, now: Counted, results: Results) -> SiteParts:
        """The crosstable's cells are the games."""
        from berger.render.site.pages import SiteParts
        from berger.render.tables import filled_crosstable

        return SiteParts(partial(filled_crosstable, now.crosstable))

    def papers(self, settings: Settings) -> PlayerPapers:
        """The pairing cards and the round sheets print in parts (the round
        sheets with the results where known)."""
        from berger.render.documents import PlayerPapers

        return PlayerPapers(self.event, settings)

    def results_page(self, document: Document, work: Paperwork) -> Page:
        """The norms (the forecast without results), the crosstable and the
        standings (with a rated event's rating changes), each in one call."""
        from berger.render import documents as docs
        from berger.render.printing import Page

        event, settings, counted = self.event, work.settings, work.counted
        if document in PLAYOFF_DOCUMENTS:
            assert counted is not None
            played = the_playoff(self.playoffs(counted))
            assert played is not None
            return playoff_page(played, document, work)
        if document is Document.NORMS:
            crosstable = (
                counted.crosstable
                if counted is not None
                else self.crosstable(self.no_results())
            )
            report = self.norms_of(crosstable)
            return Page(lambda pdf: docs.norms_html(event, report, settings, pdf=pdf))
        assert counted is not None
        tables = counted.crosstable, counted.standings
        if document is Document.CROSSTABLE:
            return Page(lambda pdf: docs.crosstable_html(*tables, settings, pdf=pdf))
        changes = counted_as(PlayerCounted, counted).changes
        return Page(
            lambda pdf: docs.standings_html(*tables, settings, pdf=pdf, changes=changes)
        )

    def desk(self) -> DeskVariation:
        """Games board by board; a game played with the colours reversed is
        recorded as played."""
        from berger.pipeline.desk import PlayerDesk

        return PlayerDesk(self.event)

    def round_page(self, document: Document, work: Paperwork, number: int) -> Page:
        """The round's own cards and round sheet; the other documents whole."""
        papers = self.papers(work.settings)
        if document is Document.CARDS:
            return papers.cards(rounds=[number])
        if document is Document.ROUND_SHEETS:
            return papers.round_sheets(work.results, rounds=[number])
        return self.page(document, work)

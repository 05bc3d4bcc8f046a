"""What an event's kind changes in its use cases, and nothing else.

An event is of players, or a team round robin: the team event is a
variation of the one event (python-chess's ``chess.variant``: a variant
overrides only what its rule changes, and everything else is the same
code). :class:`Variant` is that variation for the use cases: how the
results are read and counted, how the reports, the exports and each
document are made, and what the site shows of a round. The use cases
(:mod:`~berger.pipeline.reports`, :mod:`~berger.pipeline.exports`,
:mod:`~berger.pipeline.documents`, :mod:`~berger.pipeline.build`,
:mod:`~berger.pipeline.site`) are written once against it;
:func:`berger.pipeline.event.open_variant` chooses the variant, once, when
the event is opened.

Everything a variant works out (the tie-break chain, the print settings,
the counted results, the kind's documents and the words of its pages) is
finished here and handed to the writers and renderers as values: they never
read the options, nor ask which kind the event is.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from berger import messages
from berger.core.norm_report import NormReport
from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.formats.event.event import EventConfig, missing_results
from berger.formats.reports.output import Format
from berger.formats.reports.wording import Wording
from berger.pipeline.counted import Counted
from berger.pipeline.writers import WorkbookSettings, WorkbookWriter, Writers

if TYPE_CHECKING:
    from berger.core.playoff import Playoffs
    from berger.formats.exchange.pgn_export import BroadcastGame
    from berger.pipeline.desk import DeskVariation
    from berger.render.press import Progress
    from berger.render.printing import Page, Papers, Settings
    from berger.render.site.pages import SiteParts
    from berger.render.words import Words


class Document(StrEnum):
    """A printed document of the event; its file in the pack is
    ``<value>.pdf``."""

    CARDS = "cards"
    """Pairing cards (a team event's match cards)."""
    ROUND_SHEETS = "round-sheets"
    """One sheet per round, results filled where known."""
    CHART = "chart"
    """The round chart."""
    BLANK_CROSSTABLE = "crosstable-blank"
    """The empty crosstable to fill in by hand."""
    CROSSTABLE = "crosstable"
    """The crosstable filled from the results."""
    STANDINGS = "standings"
    """The standings, best first."""
    NORMS = "norms"
    """Title norms: the forecast, or the norms made."""
    BOARD_RESULTS = "board-results"
    """A team event's best-board table."""
    PLAYER_RESULTS = "player-results"
    """A team event's players' individual results."""
    PRIZES = "prizes"
    """The prize list (an event with ``[[prizes]]``)."""
    PLAYOFF_CARDS = "playoff-cards"
    """The play-off's pairing cards (an event with ``[playoff]`` whose
    final standings have one play-off)."""
    PLAYOFF_ROUND_SHEETS = "playoff-round-sheets"
    """The play-off's round sheets, its results filled where known."""

    @property
    def needs_results(self) -> bool:
        """Made from the counted results (the others from the schedule)."""
        return self not in BEFORE_RESULTS

    @property
    def file(self) -> str:
        """Its file in the pack."""
        return f"{self.value}.pdf"


BEFORE_RESULTS = frozenset(
    {
        Document.CARDS,
        Document.ROUND_SHEETS,
        Document.CHART,
        Document.BLANK_CROSSTABLE,
        Document.NORMS,
    }
)
"""The documents an event has before any result (the round sheets take the
results where there are any; the norms give the forecast)."""


@dataclass(frozen=True, slots=True)
class Paperwork:
    """What the event's documents are made from."""

    settings: Settings
    """How they are printed."""
    results: Results | None
    """The results, None before any."""
    counted: Counted | None
    """The results counted, None without results."""


class Variant(ABC):
    """An event opened for its use cases: its settings, its entrants
    numbered and scheduled, and what its kind changes."""

    documents: tuple[Document, ...]
    """The documents of the event's kind, in the order the pack writes them."""
    sides: tuple[str, str]
    """How ``berger when`` names the two sides of a game."""

    def __init__(self, config: EventConfig, event: Tournament) -> None:
        self.config = config
        """The event as read, options applied."""
        self.event = event
        """Its entrants numbered, and its schedule."""

    @cached_property
    def chain(self) -> tuple[str, ...]:
        """The event's tie-break chain, parsed once (defaults applied).

        Raises:
            InputError: an unknown code.
        """
        return self.parse_chain(self.config.options.tiebreaks)

    @abstractmethod
    def parse_chain(self, codes: tuple[str, ...] | None) -> tuple[str, ...]:
        """The tie-break chain of ``codes`` (None: the kind's default).

        Raises:
            InputError: an unknown code.
        """

    @abstractmethod
    def read_results(self) -> Results | None:
        """The event's results from its results file (or those that came
        with the EVENT); None when there are none.

        Raises:
            InputError: a kind of file the event does not read, or anything
                the reader refuses.
        """

    @abstractmethod
    def no_results(self) -> Results:
        """The results before any game (a participants list's withdrawals).

        Raises:
            ScheduleError: a withdrawal beyond the schedule.
        """

    @abstractmethod
    def count(self, results: Results, *, after_round: int | None = None) -> Counted:
        """The results counted after ``after_round`` (default: the last round
        with a result), by the event's rules.

        Raises:
            BergerError: a round beyond the schedule, an unknown tie-break,
                lots to draw without a seed.
        """

    def playoffs(self, counted: Counted) -> Playoffs | None:
        """The play-offs over the final standings ``counted`` (worked out
        once, by :meth:`count`); None for an event without any (a team
        event never has one)."""
        return None

    def require_results(self, *, why: str = "", other: str = "") -> Results:
        """The event's results, which this use needs.

        Raises:
            InputError: there are none (saying how to give them, and
                ``other``, what does without them), or as :meth:`read_results`.
        """
        results = self.read_results()
        if results is None:
            raise missing_results(self.config, why=why, other=other)
        return results

    def schedule_report(self, fmt: Format) -> str:
        """``berger schedule``: every round, board by board (a team event's
        matches), in the format ``fmt``."""
        return self.schedule_writers().write(fmt)

    def standings_report(self, counted: Counted, fmt: Format) -> str:
        """The standings of ``counted`` in the format ``fmt`` (SPEC sections
        7, 9, 11)."""
        return self.standings_writers(counted).write(fmt)

    @abstractmethod
    def schedule_writers(self) -> Writers:
        """The schedule as text, CSV and JSON."""

    @abstractmethod
    def standings_writers(self, counted: Counted) -> Writers:
        """The standings of ``counted`` as text, CSV and JSON."""

    @property
    def names(self) -> tuple[str, ...]:
        """The entrants' names, by number."""
        return tuple(entrant.name for entrant in self.event.players)

    @abstractmethod
    def write_trf(
        self, results: Results | None, counted: Counted | None, target: Path
    ) -> tuple[str, ...]:
        """Write the event as a FIDE TRF (with the results counted, or the
        entrants and the draw without); returns what the TRF could not hold
        as it is.

        Raises:
            BergerError: a value TRF cannot hold, or the file cannot be
                written.
        """

    @abstractmethod
    def broadcast_games(
        self, results: Results | None, rounds: Sequence[int]
    ) -> tuple[BroadcastGame, ...]:
        """Every game of ``rounds`` (a team event's: every board of every
        match) as a broadcast's PGN shows it, with the results where there
        are any.

        Raises:
            KeyError: a round the schedule does not have.
        """

    def write_workbook(
        self, results: Results | None, counted: Counted | None, target: Path
    ) -> None:
        """Write the live event workbook, with the results where there are
        any, the final standings of ``counted`` and, for an event with
        ``[[prizes]]``, the prize list given out over them.

        Raises:
            BergerError: the workbook cannot be written.
        """
        from berger.pipeline.prizes import prize_view

        standings = None if counted is None else counted.standings
        prizes = prize_view(self.config, self.event.players, counted)
        write = self.workbook_writer()
        write(results, standings, target, prizes=prizes, **self.workbook_settings())

    @abstractmethod
    def workbook_writer(self) -> WorkbookWriter:
        """The workbook's writer, laid out as the event's kind asks."""

    def settings(self, *, progress: Progress | None = None) -> Settings:
        """How the event's documents are printed: the language, paper,
        templates and the tie-break chain.

        Raises:
            TemplateError: the ``--templates`` folder does not exist.
            InputError: an unknown tie-break code.
        """
        from berger.render.printing import make_settings

        return make_settings(
            self.event,
            language=self.config.language,
            paper=self.config.paper,
            templates=self.config.options.templates,
            tiebreaks=self.chain,
            ties=self.config.ties,
            unrated=self.config.unrated,
            progress=progress,
        )

    @abstractmethod
    def write_month_trf(self, month: str, target: Path) -> tuple[str, ...]:
        """A TRF of the games of one calendar month, ``YYYY-MM`` (FIDE's
        monthly rating period), for the rating officer of an event played
        over several months; the results so far, blank where there are none.
        Returns what the TRF could not hold as it is.

        Raises:
            BergerError: an event whose entrants are not players (a team
                event's TRF is written whole), an event that does not date
                every round, a month without a round, bad results, or the
                file cannot be written.
        """

    @abstractmethod
    def norms(self, *, after_round: int | None = None) -> NormReport:
        """Every player's title norms after ``after_round`` (default: the
        last round with a result): without results the forecast, after the
        last round the outcome.

        Raises:
            InputError: an event whose entrants are not players (norms are
                titles of players), a draughts event, bad results, a round
                beyond the schedule.
        """

    def wording(self) -> Wording:
        """The words of the text reports in the language of the run (the
        one :mod:`berger.messages` speaks): its document labels (the
        templates' overrides in), the tie-break columns headed as the
        documents head them; in English the text reports' own words (see
        :mod:`berger.formats.reports.wording`).

        Raises:
            TemplateError: a label catalogue missing or broken.
        """
        from berger.render.labels import load_labels

        language = messages.language()
        if language == messages.ENGLISH:
            return Wording()
        labels = load_labels(language, self.config.options.templates)
        return Wording(
            labels,
            {
                code: self.words.tiebreak(
                    labels, code, long=False, scoring=self.event.scoring
                )
                for code in self.chain
            },
        )

    def workbook_settings(self) -> WorkbookSettings:
        """How the workbook is written: its labels (the event's language,
        the templates' overrides), paper and tie-break chain.

        Raises:
            TemplateError: a label catalogue missing or broken.
            InputError: an unknown tie-break code.
        """
        from berger.render.labels import load_labels

        return {
            "labels": load_labels(self.config.language, self.config.options.templates),
            "paper": self.config.paper,
            "chain": self.chain,
        }

    def has(self, document: Document, counted: Counted | None) -> bool:
        """Whether the event has ``document`` (with ``counted`` results, or
        before any)."""
        return (
            document in self.documents
            and (counted is not None or not document.needs_results)
            and (document is not Document.PRIZES or self.config.prizes is not None)
        )

    @abstractmethod
    def site_parts(self, now: Counted, results: Results) -> SiteParts:
        """What the event's kind makes of its site's pages, with the
        ``results`` counted ``now``."""

    def page(
        self, document: Document, work: Paperwork, *, round_hints: bool = False
    ) -> Page:
        """The page of ``document`` (one the event :meth:`has`): those made
        from the schedule as the kind's :meth:`papers` lay them out (the
        blank crosstable with each game's round in its cells on request),
        the others as :meth:`results_page` makes them.

        Raises:
            BergerError: as the renderer.
        """
        if document is Document.PRIZES:
            from berger.pipeline.prizes import prizes_page

            assert work.counted is not None
            return prizes_page(
                self.config, self.event, work.counted, work.settings, self.words
            )
        papers = self.papers(work.settings)
        match document:
            case Document.CARDS:
                return papers.cards()
            case Document.ROUND_SHEETS:
                return papers.round_sheets(work.results)
            case Document.CHART:
                return papers.chart()
            case Document.BLANK_CROSSTABLE:
                return papers.blank_crosstable(round_hints=round_hints)
        return self.results_page(document, work)

    @property
    @abstractmethod
    def words(self) -> Words:
        """The words of the kind's pages (see :mod:`berger.render.words`)."""

    @abstractmethod
    def papers(self, settings: Settings) -> Papers:
        """The documents the event prints from its schedule, printed as
        ``settings`` say."""

    @abstractmethod
    def results_page(self, document: Document, work: Paperwork) -> Page:
        """The page of another document the event has: the crosstable and
        the standings, made from its results, and the kind's own documents
        (the title norms, the best-board table, ...).

        Raises:
            BergerError: as the renderer.
        """

    @abstractmethod
    def desk(self) -> DeskVariation:
        """What the event's kind changes at the arbiter's desk (``berger
        serve --arbiter``)."""

    def round_page(self, document: Document, work: Paperwork, number: int) -> Page:
        """The page of ``document`` for round ``number`` alone, to print
        during the event (the round sheet, the round's cards); by default the
        whole document.

        Raises:
            BergerError: as the renderer.
        """
        return self.page(document, work)

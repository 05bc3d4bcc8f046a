"""What an event's kind changes in its use cases, and nothing else.

An event is of players, a team round robin, or a round robin of
micro-matches: each is a variation of the one event (python-chess's
``chess.variant``: a variant overrides only what its rule changes, and
everything else is the same code). What differs is handed down as values,
the kind's :class:`Kind` (its outputs, its reports, its words, its
tie-break chain), and in the few
methods of :class:`Variant` whose rule differs: how the results are read
and counted, the desk, the site's parts, the title norms, the games the
rank norms count and the monthly TRF.
:func:`berger.pipeline.event.open_variant` chooses the variant, once,
when the event is opened.

The variant is typed by what its kind schedules (``E``: a tournament of
players, of teams or of micro-matches) and counts (``C``), so every use
case gets the kind's own values back, without asking which kind it is.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Generic

from berger import messages
from berger.core.ballots import Openings
from berger.core.crosstable import Crosstable
from berger.core.norms.report import NormReport
from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event.ballots import ballot_table, event_openings, kept_openings
from berger.formats.event.event import (
    ChainFrom,
    EventConfig,
    event_file,
    missing_results,
)
from berger.formats.files.input_file import InputFile
from berger.formats.reports.wording import Wording
from berger.messages import ngettext
from berger.pipeline.outputs import C, E, Output, Work
from berger.pipeline.read import EventResults, read_playoff_files
from berger.pipeline.writers import Writers
from berger.render.labels import Labels, load_labels
from berger.render.printing import Settings, make_settings
from berger.render.words import Words

if TYPE_CHECKING:
    from berger.pipeline.desk.variation import DeskVariation
    from berger.render.press import Progress
    from berger.render.site.pages import SiteParts


@dataclass(frozen=True, slots=True)
class Kind(Generic[E, C]):
    """What a kind of event is, as values: its outputs, reports and words."""

    outputs: tuple[Output[E, C], ...]
    """Its outputs, in the order the pack writes them."""
    words: Words
    """The words of its pages (see :mod:`berger.render.words`)."""
    sides: tuple[str, str]
    """How ``berger when`` names the two sides of a game (untranslated:
    it translates them)."""
    parse_chain: Callable[[tuple[str, ...] | None], tuple[str, ...]]
    """Its tie-break chain from the codes given (None: its default).

    Raises:
        InputError: an unknown code.
    """
    schedule: Callable[[E, Callable[[], Wording]], Writers]
    """``berger schedule``: the event's rounds as text, CSV and JSON."""
    standings: Callable[[E, C, Callable[[], Wording]], Writers]
    """``berger standings``: the results counted as text, CSV and JSON."""


class Variant(ABC, Generic[E, C]):
    """An event opened for its use cases: its settings, its entrants
    numbered and scheduled, its results as read, and what its kind
    changes."""

    kind: Kind[E, C]
    """The kind's values."""

    def __init__(self, config: EventConfig, event: E) -> None:
        self.config = config
        """The event as read, options applied."""
        self.event = event
        """Its entrants numbered, and its schedule."""

    @cached_property
    def chain(self) -> tuple[str, ...]:
        """The event's tie-break chain, parsed once (defaults applied).

        Raises:
            InputError: an unknown code; one the event's file gives names
                that file.
        """
        try:
            return self.kind.parse_chain(self.config.options.tiebreaks)
        except InputError as exc:
            if self.config.chain_from is not ChainFrom.EVENT or exc.path is not None:
                raise
            shown = event_file(self.config.source)
            raise InputError(exc.message, path=shown, field=exc.field) from exc

    @cached_property
    def results(self) -> EventResults | None:
        """The event's results files, read once (when first asked for): the
        games' results (or those that came with the EVENT) and the play-off's
        results files; None when there are none.

        Raises:
            InputError: a kind of file the event does not read, or anything
                its reader refuses.
        """
        return self.read_results()

    def read_results(self, changed: InputFile | None = None) -> EventResults | None:
        """The event's results files read as :attr:`results` reads them;
        with ``changed``, the file at its path (the results CSV, or a
        play-off's results file) read from its bytes instead (the arbiter's
        desk reads a change so before it writes it).

        Raises:
            InputError: as :attr:`results`.
        """
        given = self.config.options.results
        own = changed if changed is not None and changed.path == given else None
        games = self.read_games(own)
        if games is None:
            return None
        files = read_playoff_files(self.config.playoff)
        setup = self.config.playoff
        if changed is not None and setup is not None and changed.path in setup.files:
            files[changed.path] = changed
        return EventResults(games, files)

    @abstractmethod
    def read_games(self, source: InputFile | None = None) -> Results | None:
        """The games' results from the event's results file (from
        ``source``, its bytes, when given: a results CSV), or those that
        came with the EVENT; None when there are none.

        Raises:
            InputError: a kind of file the event does not read, or anything
                the reader refuses.
        """

    @abstractmethod
    def no_results(self) -> EventResults:
        """The results before any game (a participants list's withdrawals).

        Raises:
            ScheduleError: a withdrawal beyond the schedule.
        """

    def require_results(self, *, why: str = "", other: str = "") -> EventResults:
        """The event's results, which this use needs.

        Raises:
            InputError: there are none (saying how to give them, and
                ``other``, what does without them), or as :attr:`results`.
        """
        results = self.results
        if results is None:
            raise missing_results(self.config, why=why, other=other)
        return results

    @abstractmethod
    def count(self, results: EventResults, *, after_round: int | None = None) -> C:
        """The ``results`` counted after ``after_round`` (default: the last
        round with a result), by the event's rules; no file is opened.

        Raises:
            BergerError: a round beyond the schedule, an unknown tie-break,
                lots to draw without a seed, a play-off's results file that
                its reader refuses.
        """

    def work(
        self,
        results: EventResults | None,
        *,
        after_round: int | None = None,
        count: bool = True,
        rounds: Sequence[int] | None = None,
        round_hints: bool = False,
        progress: Progress | None = None,
    ) -> Work[E, C]:
        """What the event's outputs are made from: the print settings and,
        when there are ``results`` (and ``count``), the results counted
        after ``after_round``.

        Raises:
            BergerError: as :meth:`settings` and :meth:`count`.
        """
        return Work(
            config=self.config,
            event=self.event,
            settings=self.settings(progress=progress),
            chain=self.chain,
            words=self.kind.words,
            labels=self.labels,
            results=None if results is None else results.games,
            counted=None
            if results is None or not count
            else self.count(results, after_round=after_round),
            rounds=None if rounds is None else tuple(rounds),
            round_hints=round_hints,
            openings=self.openings,
        )

    @cached_property
    def openings(self) -> Openings | None:
        """The openings of a draughts event's games, drawn once (see
        :func:`drawn_openings`); None where it draws none.

        Raises:
            InputError: as :func:`drawn_openings`.
        """
        return drawn_openings(self.config, self.event)

    def opening_notes(self) -> tuple[str, ...]:
        """What to tell the user of the openings shown: the rounds not drawn
        yet (their papers leave the opening blank), once :attr:`openings`
        has been asked for."""
        if "openings" not in self.__dict__:
            return ()
        openings, rules = self.openings, self.config.draughts
        if openings is None or rules is None or rules.drawn is None:
            return ()
        rounds = openings.undrawn(self.event.schedule)
        if not rounds:
            return ()
        return (
            ngettext(
                "round {rounds} has no opening drawn yet: its papers leave the"
                " opening blank (draw it with berger ballots --draw, or write"
                " it in {file})",
                "rounds {rounds} have no opening drawn yet: their papers leave"
                " the opening blank (draw them with berger ballots --draw, or"
                " write them in {file})",
                len(rounds),
            ).format(rounds=round_runs(rounds), file=rules.drawn.name),
        )

    def settings(self, *, progress: Progress | None = None) -> Settings:
        """How the event's documents are printed: the language, paper,
        templates and the tie-break chain.

        Raises:
            TemplateError: the ``--templates`` folder does not exist.
            InputError: an unknown tie-break code.
        """
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

    @cached_property
    def labels(self) -> Labels:
        """The labels of the event's language, the templates' overrides in.

        Raises:
            TemplateError: a label catalogue missing or broken.
        """
        return load_labels(self.config.language, self.config.options.templates)

    def wording(self) -> Wording:
        """The words of the text reports in the language of the run (the
        one :mod:`berger.messages` speaks): its document labels (the
        templates' overrides in), the tie-break columns headed as the
        documents head them; in English the text reports' own words (see
        :mod:`berger.formats.reports.wording`).

        Raises:
            TemplateError: a label catalogue missing or broken.
        """
        language = messages.language()
        if language == messages.ENGLISH:
            return Wording()
        labels = load_labels(language, self.config.options.templates)
        scoring = self.event.scoring
        return Wording(
            labels,
            {
                code: self.kind.words.tiebreak(
                    labels, code, long=False, scoring=scoring
                )
                for code in self.chain
            },
            self.kind.words.score_labels(labels),
        )

    @abstractmethod
    def desk(self) -> DeskVariation:
        """What the event's kind changes at the arbiter's desk (``berger
        serve --arbiter``)."""

    @abstractmethod
    def site_parts(self, now: C, results: Results) -> SiteParts:
        """What the event's kind makes of its site's pages, with the
        ``results`` counted ``now``."""

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

    @abstractmethod
    def rank_games(self, *, after_round: int | None = None) -> tuple[Crosstable, int]:
        """Every game of the event's players, each a game of its own (each
        game of a micro-match), counted after ``after_round`` (default: the
        last round with a result; without results none), for the rank
        norms; and the event's round that is.

        Raises:
            InputError: a team event (rank norms are players'); bad
                results, a round beyond the schedule.
        """

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


def drawn_openings(config: EventConfig, event: Tournament) -> Openings | None:
    """The openings drawn for ``event``'s games, as its ballot says
    (``[rules] ballot``, ``ballot_draw``): from its seed, or, for an event
    without one, as kept in its file of the draw (a round not drawn yet has
    none); None where it draws none (a chess event, ``ballot = "none"``).
    The event's own table and the file of the draw are read here.

    Raises:
        InputError: the table cannot be read, or is not a table of the
            discipline's openings; the file of the draw cannot be read, or
            is not a draw of the games.
    """
    rules = config.draughts
    if rules is None or rules.ballot is None:
        return None
    table = ballot_table(rules.ballot, rules.discipline)
    if rules.drawn is not None:
        return kept_openings(rules, table, event.schedule)
    return event_openings(
        rules,
        table,
        event.schedule,
        config.options.seed,
        shown=str(config.source),
    )


def round_runs(rounds: Sequence[int]) -> str:
    """Round numbers as runs: ``3``, ``3–5``, ``1, 3–5``.

    >>> round_runs([3]), round_runs([3, 4, 5]), round_runs([1, 3, 4, 5, 9])
    ('3', '3–5', '1, 3–5, 9')
    """
    runs: list[list[int]] = []
    for number in sorted(rounds):
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ", ".join(
        str(run[0]) if len(run) == 1 else f"{run[0]}–{run[-1]}" for run in runs
    )

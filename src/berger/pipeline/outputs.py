"""What an output of an event is: an entry of its kind's list (see
:attr:`berger.pipeline.variant.Kind.outputs`; the outputs every kind has
are declared once, in :mod:`berger.pipeline.shared_outputs`, and each kind
adds its own). An entry says what it is (its file name), what it is made
from (what the incremental build digests, see :mod:`berger.pipeline.pack`),
whether it needs the results counted, how it is made from the one
:class:`Work` every output of a build shares (and whether the event has
it), and how it is asked for: the label of the site's link to it, its
``berger export --to`` format, its name at the arbiter's desk, the command
that writes it alone. ``berger build``, the site's links, the one-document
commands, ``berger export``, the workbook and the desk find their outputs in
the list (:func:`find_output`) and keep no table of names of their own."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import KW_ONLY, dataclass
from enum import Enum
from pathlib import Path
from typing import ClassVar, Generic, TypeVar

from berger.core.ballots import Openings
from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.formats.event.event import EventConfig
from berger.formats.files.atomic import write_text
from berger.pipeline.counted import Counted
from berger.render.labels import Labels
from berger.render.printing import Page, Settings, write_document
from berger.render.words import Words

E = TypeVar("E", bound=Tournament)
"""The event's kind of schedule: a tournament of players, or of teams."""
C = TypeVar("C", bound=Counted)
"""What its kind counts."""


class Input(Enum):
    """What a file of the pack is made from besides the event itself (its
    header, players, schedule and scoring) and the versions of berger and
    the libraries that write it, which every file is made from."""

    PRINT = "print"
    """The language, the paper, and the templates, labels and fonts."""
    RULES = "rules"
    """How the games count: the tiebreak chain, the withdrawal rule, unrated
    players, ties and the seed of their lots, whether the event is rated
    (every setting but the results file, the templates, the language and the
    paper)."""
    OUTCOMES = "outcomes"
    """The games' results (a team event's: its board results), their dates
    and the withdrawals, not counted."""
    RESULTS = "results"
    """The games' results, their dates and the withdrawals, counted."""
    PRIZES = "prizes"
    """The prize lists and their rules."""
    PLAYOFF = "playoff"
    """The play-off: its ``[playoff]`` and its results files' bytes (a
    play-off ranks the final standings)."""
    BALLOT = "ballot"
    """A draughts event's settings and its opening ballot: the table drawn
    from and how (nothing in an event without a discipline)."""


PRINT, RULES, OUTCOMES, RESULTS, PRIZES, PLAYOFF, BALLOT = Input
COUNTED = frozenset({PRINT, RULES, RESULTS, PLAYOFF})
"""What a document made from the results counted is made from."""
FOR_PROGRAMS = frozenset({RULES, RESULTS, PLAYOFF})
"""What the standings for other programs are made from."""


@dataclass(frozen=True, slots=True)
class Work(Generic[E, C]):
    """What an event's outputs are made from, worked out once."""

    config: EventConfig
    """The event as read, options applied."""
    event: E
    """Its entrants numbered, and its schedule."""
    settings: Settings
    """How its documents are printed."""
    chain: tuple[str, ...]
    """Its tie-break chain, parsed."""
    words: Words
    """The words of its kind's pages."""
    labels: Labels
    """The labels of its language, the templates' overrides in."""
    results: Results | None
    """The games' results, None before any."""
    counted: C | None
    """The results counted, None without results."""
    rounds: tuple[int, ...] | None = None
    """Only these rounds' cards and round sheets (to print during the
    event); None: every round."""
    round_hints: bool = False
    """The blank crosstable shows each game's round in its cell."""
    openings: Openings | None = None
    """A draughts event's openings drawn for its games (``[rules] ballot``);
    None where it draws none."""

    @property
    def round_numbers(self) -> Sequence[int]:
        """The rounds asked for (:attr:`rounds`), or every round."""
        return self.rounds or range(1, len(self.event.schedule.rounds) + 1)


Writer = Callable[[Path], Sequence[str]]
"""An output that writes its own file (the workbook, a TRF, the standings
as CSV) into the path given; returns what the user should be told of it."""
Made = Page | Writer
"""What an output makes: a document to print (to PDF or HTML), or a writer
of its own file."""


def text_file(text: Callable[[], str]) -> Writer:
    """The writer of a text file, made when it is written."""

    def write(target: Path) -> Sequence[str]:
        write_text(target, text())
        return ()

    return write


@dataclass(frozen=True, slots=True)
class Output(ABC, Generic[E, C]):
    """One output of an event of a kind: made from the schedule
    (:class:`FromSchedule`) or from the results counted
    (:class:`FromCounted`)."""

    name: str
    """Its file name in the pack (``cards.pdf``)."""
    made_from: frozenset[Input]
    """What it is made from besides the event."""
    _: KW_ONLY
    pack: bool = True
    """Written by ``berger build``."""
    priority: int = 0
    """Its place in the queue of the printing workers: the slowest first
    (lowest), so that they stay busy to the end."""
    link: str | None = None
    """The label of the event site's link to it (where it lies beside the
    site), or None: not linked."""
    export: str | None = None
    """What ``berger export --to`` writes it as (``trf``), or None."""
    prints: str | None = None
    """Its name in the address of the arbiter's desk that prints it for a
    round (``round-sheet``), or None: the desk does not print it."""
    command: str | None = None
    """The command that writes it alone (``cards``; the blank crosstable's
    is ``crosstable --blank``), or None."""

    needs_results: ClassVar[bool]
    """Made from the results counted (the others from the schedule)."""

    @abstractmethod
    def make(self, work: Work[E, C]) -> Made | None:
        """How it is made from ``work``; None where the event does not have
        it (an output made from the results counted, before any)."""

    def has(self, work: Work[E, C]) -> bool:
        """Whether the event has it with ``work``'s results (or before any)."""
        return self.make(work) is not None


@dataclass(frozen=True, slots=True)
class FromSchedule(Output[E, C]):
    """An output made from the schedule (with the results where there are
    any), which an event has before its first result."""

    made: Callable[[Work[E, C]], Made | None]
    """How it is made; None where the event does not have it."""

    needs_results: ClassVar[bool] = False

    def make(self, work: Work[E, C]) -> Made | None:
        """Made from ``work``."""
        return self.made(work)


@dataclass(frozen=True, slots=True)
class FromCounted(Output[E, C]):
    """An output made from the results counted, which an event has once it
    has results."""

    made: Callable[[Work[E, C], C], Made | None]
    """How it is made from the results counted; None where the event does
    not have it."""

    needs_results: ClassVar[bool] = True

    def make(self, work: Work[E, C]) -> Made | None:
        """Made from ``work``'s results counted; None without them."""
        counted = work.counted
        return None if counted is None else self.made(work, counted)


def find_output(
    outputs: Sequence[Output[E, C]],
    *,
    name: str | None = None,
    export: str | None = None,
    prints: str | None = None,
    command: str | None = None,
) -> Output[E, C] | None:
    """The entry of ``outputs`` asked for by its file ``name``, its
    ``export`` format, the name the desk ``prints`` it by or its
    ``command`` (one of them), or None."""
    for output in outputs:
        found = (output.name, output.export, output.prints, output.command)
        asked = (name, export, prints, command)
        if any(
            key is not None and key == own
            for key, own in zip(asked, found, strict=True)
        ):
            return output
    return None


def write_made(made: Made, target: Path, settings: Settings) -> tuple[str, ...]:
    """Write what an output made to ``target`` (a document as PDF or HTML,
    by the suffix; a file by its writer); returns what the user should be
    told of it.

    Raises:
        BergerError: an unknown suffix for a document, or as the writer.
    """
    if isinstance(made, Page):
        write_document(target, made, settings)
        return ()
    return tuple(made(target))

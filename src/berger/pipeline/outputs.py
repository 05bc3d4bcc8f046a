"""The outputs of an event, one entry each in its kind's list (see
:attr:`berger.pipeline.variant.Kind.outputs`): every PDF of the pack, the
standings for other programs, the workbook, the TRF, the prize list, the
play-off's papers, and the games as PGN. An entry says what it is (its file
name), what it is made from (what the incremental build digests, see
:mod:`berger.pipeline.pack`), whether it needs results, whether the event
has it, and how it is made, from the one :class:`Work` every output of a
build shares. ``berger build``, the one-document commands, ``berger
export`` and the arbiter's desk find their outputs in the list; a new
document is one entry (and its template)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Generic, TypeVar

from berger.core.ballots import Openings
from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.formats.event.event import EventConfig
from berger.pipeline.counted import Counted
from berger.render.labels import Labels
from berger.render.printing import Page, Settings
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


Writer = Callable[[Path], Sequence[str]]
"""An output that writes its own file (the workbook, a TRF, a PGN) into the
path given; returns what the user should be told of it."""
Made = Page | str | Writer
"""What an output makes: a document to print (to PDF or HTML), a text, or
a writer of its own file."""


def _always(work: Work[E, C]) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class Output(Generic[E, C]):
    """One output of an event of a kind."""

    name: str
    """Its file name in the pack (``cards.pdf``)."""
    made_from: frozenset[Input]
    """What it is made from besides the event."""
    make: Callable[[Work[E, C]], Made]
    """How it is made."""
    needs_results: bool = True
    """Made from the counted results (the others from the schedule)."""
    applies: Callable[[Work[E, C]], bool] = _always
    """Whether the event has it (beside its results)."""
    pack: bool = True
    """Written by ``berger build``."""
    priority: int = 0
    """Its place in the queue of the printing workers: the slowest first
    (lowest), so that they stay busy to the end."""

    def has(self, work: Work[E, C]) -> bool:
        """Whether the event has it with ``work``'s results (or before any)."""
        return (not self.needs_results or work.counted is not None) and self.applies(
            work
        )


def find_output(outputs: Sequence[Output[E, C]], name: str) -> Output[E, C] | None:
    """The entry of ``outputs`` named ``name``, or None."""
    return next((output for output in outputs if output.name == name), None)

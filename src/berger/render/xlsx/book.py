"""What every sheet of one workbook is written with (:class:`Book`), and what
the kind of event changes in it (:class:`Variation`): an event of players
(:data:`berger.render.xlsx.players.PLAYERS`) or, its variation, of teams
(:data:`berger.render.xlsx.teams.TEAMS`). Everything a variation does not
name is the same code for both (:mod:`berger.render.xlsx.sheets`).

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Generic, TypeVar

from berger.core.results import Results
from berger.core.standings import Standing, Standings
from berger.core.tournament import Tournament
from berger.render.labels import Labels
from berger.render.xlsx.blocks import name_width, sheet_start
from berger.render.xlsx.layout import Layout
from berger.render.xlsx.styles import Pen

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

E = TypeVar("E", bound=Tournament)
"""The kind of event a book is of: :class:`Tournament`, or a team event."""

Details = list[tuple[str, object]]
"""Lines of the event sheet: label and value."""


@dataclass(frozen=True, slots=True)
class Points:
    """A block of named points on the event sheet: the cells the live
    formulas read, which the arbiter may change."""

    row: int
    """Row of the first points, under the heading."""
    heading: str
    """Label key of the heading."""
    keys: Sequence[str]
    """Label key of each line."""
    values: Sequence[Fraction]
    """The points of each line."""
    names: Sequence[str]
    """The workbook name of each line's cell."""


@dataclass(frozen=True, slots=True)
class LiveOrder:
    """What the crosstable's live place ranks by: the scores, then the
    event's chain as far as its formulas carry it; the codes after that are
    the final standings' alone (the sheet's note says so)."""

    columns: tuple[int, ...]
    """The crosstable's columns ranked by in turn, each higher first."""
    rest: tuple[str, ...]
    """The chain's codes from the first its formulas do not work out on;
    empty where they carry it whole."""


@dataclass(frozen=True, slots=True)
class Variation(Generic[E]):
    """What the kind of event changes in the workbook; the rest is one code."""

    layout: Callable[[E, Labels], Layout]
    """Where everything sits."""
    help: str
    """Label key of the event sheet's note."""
    entrants: Callable[[Book[E]], Details]
    """The event sheet's lines on the entrants, after the event's own."""
    rules: Callable[[Book[E]], Details]
    """The event sheet's lines on the rules, after the numbering and seed."""
    points: Callable[[Book[E]], Sequence[Points]]
    """The event sheet's named points, in order; the result codes follow."""
    sides: tuple[str, str]
    """How the result codes' labels call the two sides of a game
    (``white``, ``black``; ``first``, ``second``)."""
    event_widths: tuple[float, ...]
    """The event sheet's column widths."""
    entrants_sheet: Callable[[Book[E], Worksheet], None]
    """Writes the second sheet: the participants, or the teams."""
    schedule_sheet: Callable[[Book[E], Worksheet, Results | None], None]
    """Writes the schedule, its result cells filled from the results."""
    name_head: str
    """Label key of the entrants' name column."""
    scores: tuple[str, ...]
    """Label keys of the crosstable's and the live standings' scores."""
    ranked: Callable[[Layout, E], tuple[int, ...]]
    """The crosstable's columns of the scores the live place ranks by
    first, in order (points; a team's match and game points, the one the
    event ranks by first first)."""
    carried: Callable[[Layout], Mapping[str, int]]
    """The tie-breaks of the chain (their keys as the chain writes them)
    that the crosstable's formulas work out, each to its column: the live
    place ranks by the chain's codes in turn while they are among these."""
    crosstable: Callable[[Book[E], Worksheet], None]
    """Writes the crosstable's games and scores (its frame and each
    entrant's number, name and rating are written already)."""
    game_widths: tuple[float, float]
    """Width of a crosstable game column: one cycle, more."""
    rating_look: str
    """Look of the live standings' rating column."""
    final_heads: tuple[str, ...]
    """Label keys of the final standings' columns after the rating."""
    final_values: Callable[[Book[E], Standings, Standing], Sequence[object]]
    """The values of those columns on one line (a ``str`` is text)."""
    tiebreak_head: Callable[[Book[E], str], str]
    """A tie-break code's column header on the final standings."""
    portrait: int
    """The most columns after the rating a final standings sheet prints in
    portrait; more turn it landscape."""


@dataclass(frozen=True, slots=True)
class Book(Generic[E]):
    """What every sheet of one workbook is written with."""

    tournament: E
    """The event: its details, entrants and schedule."""
    variation: Variation[E]
    """What its kind changes."""
    labels: Labels
    """The event language's labels."""
    layout: Layout
    """Where everything sits."""
    paper: str
    """``a4`` or ``letter``."""
    chain: tuple[str, ...]
    """The tie-break chain, parsed (defaults included)."""
    pen: Pen
    """Writes the cells in their looks."""

    def start(self, ws: Worksheet, sheet: int, note: str = "") -> None:
        """Name the ``sheet``-th sheet and write its title: the event's name
        and the sheet's, with ``note`` under them."""
        sheet_start(self.pen, ws, self.layout.names[sheet], self.tournament.info, note)

    def live_order(self) -> LiveOrder:
        """What the live place ranks by (see :class:`LiveOrder`)."""
        layout = self.layout
        columns = list(self.variation.ranked(layout, self.tournament))
        carried = self.variation.carried(layout)
        rest: tuple[str, ...] = ()
        for index, code in enumerate(self.chain):
            if code not in carried:
                rest = self.chain[index:]
                break
            columns.append(carried[code])
        return LiveOrder(tuple(columns), rest)

    def name_width(self) -> float:
        """Width of a column of entrants' names: the longest, within reason."""
        return name_width(p.name for p in self.tournament.players)

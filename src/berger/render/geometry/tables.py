"""The crosstable's columns, rows and type (``crosstable.html`` writes its
sizes from :class:`CrosstableGeometry`), and the standings' name column.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from berger.render.geometry.fitting import (
    PT,
    NameBox,
    Run,
    fit_name,
    text_lines,
    text_width,
)
from berger.render.geometry.page import Paper, text_area

NUMBER_COLUMN = 7.0
"""Crosstable: the pairing number column."""
RATING_COLUMN = 10.0
"""Crosstable: the rating column."""
TOTAL_COLUMN = 11.0
"""Crosstable: each of the points, tiebreak and place columns."""
HEADING_SPACE = 48.0
"""Crosstable: height above and below the table (event header, column heads,
notes) that the rows leave free."""
TABLE_HEADING = 40.0
"""Crosstable: height above the table (event header, column heads); the
notes under it may go over to a following page."""
CONTINUED_SPACE = 12.0
"""Crosstable: height of the column heads repeated on a following page."""
WIDEST_NAME = 72.0
"""Crosstable: the name column at its widest."""
CONDENSED_FROM = 17
"""Crosstables of this many players and more print in the condensed face."""
CROSSTABLE_NAME_SIZES = (10.0, 9.0, 8.0)
"""Crosstable: the names' type, largest first (never under 8 pt); the largest
that prints each band on the fewest pages."""
NAME_LINE = 1.15
"""Crosstable: line height of a name that wraps, in ems."""
NAME_PADDING = 0.8
"""Crosstable: left of the name (mm)."""
SCORE_SIZE = 10.0
"""Crosstable: results in the cells (pt), where they fit."""
HINT_SIZES = (5.5, 5.0)
"""Round hints' type, largest first: never under 5 pt."""
HINT_INSET = 0.5
"""Round hints: from the cell's left edge (mm), and as much room on the right."""
ORIGIN_SIZE = 7.5
"""Crosstable: the federation / club column's type (pt)."""
ORIGIN_PADDING = 1.4
"""Crosstable: the federation / club column's room beside its text (mm)."""
ORIGIN_WIDTHS = (16.0, 30.0)
"""Crosstable: the federation / club column at its narrowest and widest."""


@dataclass(frozen=True, slots=True)
class Hint:
    """How a blank crosstable prints each game's round and colour in its cell."""

    size: float
    """Type size in pt."""
    lines: int
    """1: ``21■`` on one line; 2: the colour mark under the round."""


@dataclass(frozen=True, slots=True)
class CrosstableGeometry:
    """Column widths, row height and type of a crosstable, in mm and pt."""

    number: float
    """Pairing number column."""
    name: float
    """Name column."""
    rating: float
    """Rating column."""
    origin: float
    """Federation / club column, 0 when there is no room for it."""
    origin_lines: int
    """Lines the federation / club column's longest text takes (1 or 2):
    never cut."""
    cell: float
    """Each opponent column."""
    total: float
    """Points, tiebreak and place columns."""
    row: float
    """Row height."""
    width: float
    """The whole table (the widest band)."""
    landscape: bool
    """Whether the page is turned."""
    condensed: bool
    """The condensed face."""
    names: NameBox
    """Where the names print."""
    hint: Hint
    """How the round hints print."""
    score: float
    """Type size of the results in the cells (pt): the table's size, or less
    where ``½`` would not fit half a cell of a double round robin."""

    @property
    def name_padding(self) -> float:
        """Left of the names (:data:`NAME_PADDING`)."""
        return NAME_PADDING

    @property
    def name_line(self) -> float:
        """Line height of the names (:data:`NAME_LINE`)."""
        return NAME_LINE

    @property
    def hint_inset(self) -> float:
        """Left of the round hints (:data:`HINT_INSET`)."""
        return HINT_INSET


def hint_layout(cell: float, *, cycles: int, rounds: int, condensed: bool) -> Hint:
    """The largest round hint that fits a cell ``cell`` mm wide (or its half, in
    a double round robin): ``38■`` on one line, else the mark under the number.

    >>> hint_layout(10.0, cycles=1, rounds=7, condensed=False)
    Hint(size=5.5, lines=1)
    >>> hint_layout(6.5, cycles=2, rounds=38, condensed=True)
    Hint(size=5.5, lines=2)
    """
    room = cell / cycles - 2 * HINT_INSET
    number = "8" * len(str(rounds))
    for lines in (1, 2):
        for size in HINT_SIZES:
            marks = [number + "■"] if lines == 1 else [number, "■"]
            if max(text_width(m, size, condensed=condensed) for m in marks) <= room:
                return Hint(size, lines)
    return Hint(HINT_SIZES[-1], 2)


def origin_lines(origins: Sequence[str], width: float, *, condensed: bool) -> int:
    """Lines the longest of ``origins`` (federation and club) takes in a
    column ``width`` mm wide.

    >>> origin_lines(["UKR · ШК «Київ»"], 16.0, condensed=False)
    2
    >>> origin_lines(["UKR · ШК «Київ»"], 26.0, condensed=False)
    1
    """
    room = width - ORIGIN_PADDING
    return max(
        (
            text_lines([(text, 1.0, False)], room, ORIGIN_SIZE, condensed=condensed)
            for text in origins
            if text
        ),
        default=1,
    )


def _origin_width(origins: Sequence[str], *, condensed: bool) -> float:
    """The narrowest federation / club column (from
    :data:`ORIGIN_WIDTHS`, half a millimetre at a time) in which every one
    of ``origins`` takes at most two lines; 0 where even the widest cannot
    hold one in two lines (the column is left out, never cut)."""
    narrowest, widest = ORIGIN_WIDTHS
    width = narrowest
    while origin_lines(origins, width, condensed=condensed) > 2:
        width += 0.5
        if width > widest:
            return 0.0
    return width


def _pages(rows: int, row: float, height: float) -> int:
    """Pages a table of ``rows`` rows of ``row`` mm takes."""
    first = max(row, height - TABLE_HEADING)
    rest = max(row, height - CONTINUED_SPACE)
    per_page = int(first // row)
    return 1 + max(0, -(-(rows - per_page) // max(1, int(rest // row))))


def crosstable_geometry(
    paper: Paper,
    *,
    players: int,
    columns: int,
    tiebreaks: int,
    cycles: int,
    rounds: int = 0,
    names: Sequence[Sequence[Run]] = (),
    origin: bool = True,
    origins: Sequence[str] = (),
    cell_widths: tuple[float, float] | None = None,
    condensed: bool | None = None,
) -> CrosstableGeometry:
    """The layout of a crosstable of ``players`` rows and ``columns`` opponent
    columns (the widest band): portrait while the cells stay at least 7 mm wide
    (11 mm when split between two cycles), else landscape. The ``names`` (each
    player's name and title) are given two lines where the clubs' and the
    cells' spare room allow, and rows as tall as the lines they take; the
    type is the largest of :data:`CROSSTABLE_NAME_SIZES` that prints the table
    on the fewest pages. ``origin`` asks for a federation / club column where
    there is room (up to 20 rows), wide enough for each of ``origins`` (the
    players' federation and club) in two lines at most, never cut (left
    out where the widest column cannot hold one in two; rows as tall as
    two of its lines where one takes two). ``cell_widths`` (narrowest,
    widest) replaces the cells' 7 and 12 mm (11 and 16 mm for two cycles)
    for cells that hold more. ``condensed`` asks for the condensed face (default:
    from :data:`CONDENSED_FROM` players on), which the names, hints and
    scores are measured in.
    """
    least, wide = cell_widths or ((7.0, 12.0) if cycles == 1 else (11.0, 16.0))
    fixed = NUMBER_COLUMN + RATING_COLUMN + TOTAL_COLUMN * (tiebreaks + 2)
    if condensed is None:
        condensed = players >= CONDENSED_FROM
    origin_width = 0.0
    if origin and players <= 20:
        origin_width = _origin_width(origins, condensed=condensed)
    name = 48.0 if players <= 20 else 42.0
    for landscape in (False, True):
        width, height = text_area(paper, landscape=landscape)
        rest = width - fixed - name - origin_width
        if rest / columns >= least:
            break
    cell = max(5.0, min(wide, rest / columns))
    # Cells at their widest leave room over: give it to the names, then the clubs.
    slack = max(0.0, rest - cell * columns)
    wider = min(slack, WIDEST_NAME - name)
    name += wider
    if origin_width:
        origin_width += max(0.0, min(slack - wider, ORIGIN_WIDTHS[1] - origin_width))
    box = NameBox(
        width=name - NAME_PADDING, size=CROSSTABLE_NAME_SIZES[0], condensed=condensed
    )

    def two_lines(width: float) -> bool:
        wide = replace(box, width=width - NAME_PADDING)
        return all(fit_name(runs, wide).step == 0 for runs in names)

    # Long names: a millimetre at a time from the clubs, then from the cells.
    while name < WIDEST_NAME and not two_lines(name):
        if origin_width:
            name, origin_width = name + origin_width, 0.0
        elif cell - 1 / columns >= least:
            name, cell = name + 1, cell - 1 / columns
        else:
            break
    hint = hint_layout(cell, cycles=cycles, rounds=rounds, condensed=condensed)
    clubs = (
        origin_lines(origins, origin_width, condensed=condensed) if origin_width else 1
    )
    # Two lines of a club (at most 2 · 7.5 pt, 6.1 mm) stand in their row whole.
    least_row = clubs * ORIGIN_SIZE * NAME_LINE * PT
    # Two lines of hints (at most 2 · 5.5 pt, 3.9 mm) leave room to write under them.
    base = max(5.2, min(10.0, (height - HEADING_SPACE) / (min(players, 40) + 1)))
    best: tuple[int, float, NameBox] | None = None
    for size in CROSSTABLE_NAME_SIZES:
        sized = replace(box, width=name - NAME_PADDING, size=size)
        # Rows as tall as two lines where a name wraps; a longer one grows its own.
        lines = max((min(2, fit_name(runs, sized).lines) for runs in names), default=1)
        row = max(base, least_row)
        if lines > 1:
            row = max(row, lines * size * NAME_LINE * PT)
        pages = _pages(players + 1, row, height)
        if best is None or pages < best[0]:
            best = (pages, row, sized)
    assert best is not None
    _, row, box = best
    return CrosstableGeometry(
        number=NUMBER_COLUMN,
        name=name,
        rating=RATING_COLUMN,
        origin=origin_width,
        origin_lines=clubs,
        cell=cell,
        total=TOTAL_COLUMN,
        row=row,
        width=fixed + name + origin_width + cell * columns,
        landscape=landscape,
        condensed=condensed,
        names=box,
        hint=hint,
        score=min(
            SCORE_SIZE,
            (cell / cycles - HINT_INSET)
            / text_width("½", 1, bold=True, condensed=condensed),
        ),
    )


# -- the standings ---------------------------------------------------------

STANDINGS_COLUMN = 12.0
"""Standings: the least room any column but the names takes (mm)."""
STANDINGS_SIZE = 10.0
"""Standings: the names' type (pt)."""


def standings_names(paper: Paper, *, landscape: bool, columns: int) -> NameBox:
    """Where the standings print a name: what ``columns`` other columns leave
    of the page at the least.

    >>> from berger.render.geometry.page import PAPERS
    >>> standings_names(PAPERS["a4"], landscape=False, columns=8).width
    94.0
    """
    width, _ = text_area(paper, landscape=landscape)
    return NameBox(width=width - STANDINGS_COLUMN * columns, size=STANDINGS_SIZE)

"""Page geometry in millimetres, shared by the Python code and the print CSS.

The paper sizes, the page margins, the pairing cards' grid and the
crosstable's columns are defined here and nowhere else: the templates receive
them (``print.css`` writes its ``@page`` margins from ``page_margins``, the
cards and the crosstable their sizes from :class:`CardGrid` and
:class:`CrosstableGeometry`), so a margin changed here moves the printed page
and every size worked out from it together.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from berger.render import fonts


@dataclass(frozen=True, slots=True)
class Paper:
    """A sheet size in millimetres (portrait)."""

    name: str
    """CSS page size name."""
    width: float
    """Width in mm."""
    height: float
    """Height in mm."""


PAPERS = {
    "a4": Paper("A4", 210.0, 297.0),
    "letter": Paper("letter", 215.9, 279.4),
}
"""The paper sizes by their code."""


@dataclass(frozen=True, slots=True)
class Margins:
    """Page margins in mm, in the order of the CSS ``margin`` property."""

    top: float
    """Above the text; the running head sits in it."""
    right: float
    """Right."""
    bottom: float
    """Below the text; the running foot sits in it."""
    left: float
    """Left."""


PAGE_MARGINS = Margins(top=14.0, right=10.0, bottom=13.0, left=10.0)
"""The margins of every printed page (``print.css`` reads them)."""


def mm(value: float) -> str:
    """``value`` as a CSS length in millimetres, in the shortest form that reads
    back as the same number.

    >>> mm(14.0), mm(5.5), mm(251.39999999999998)
    ('14mm', '5.5mm', '251.39999999999998mm')
    """
    return f"{float(value)!r}".removesuffix(".0") + "mm"


def text_area(paper: Paper, *, landscape: bool = False) -> tuple[float, float]:
    """Width and height of the page inside the margins.

    >>> text_area(PAPERS["a4"])
    (190.0, 270.0)
    >>> text_area(PAPERS["a4"], landscape=True)
    (277.0, 183.0)
    """
    width, height = (
        (paper.height, paper.width) if landscape else (paper.width, paper.height)
    )
    margins = PAGE_MARGINS
    return width - (margins.left + margins.right), height - (
        margins.top + margins.bottom
    )


@dataclass(frozen=True, slots=True)
class CardGrid:
    """The pairing cards' sheet: the text area cut into equal cards, side by
    side in rows."""

    columns: int
    """Cards across."""
    rows: int
    """Cards down."""
    height: float
    """The sheet: the text area's height."""
    card_width: float
    """Width of one card."""
    card_height: float
    """Height of one card."""

    @property
    def inset(self) -> float:
        """Left and right of a card's text (:data:`CARD_INSET`)."""
        return CARD_INSET

    @property
    def names(self) -> NameBox:
        """Where a card prints a player: number, title, name and rating on
        the card's width less its insets, at :data:`CARD_NAME_SIZE`."""
        return NameBox(
            width=self.card_width - 2 * CARD_INSET,
            size=CARD_NAME_SIZE,
            number=True,
            rating=True,
        )

    @property
    def lefts(self) -> tuple[float, ...]:
        """Left edge of each column of cards."""
        return tuple(self.card_width * k for k in range(self.columns))

    @property
    def tops(self) -> tuple[float, ...]:
        """Top edge of each row of cards."""
        return tuple(self.card_height * k for k in range(self.rows))


CARD_COLUMNS = 2
"""Pairing cards across a sheet."""
CARD_ROWS = 3
"""Pairing cards down a sheet."""
CARD_INSET = 5.5
"""Left and right of a card's text, inside its cut lines (mm)."""
CARD_NAME_SIZE = 11.5
"""A card's players (pt)."""


def card_grid(paper: Paper) -> CardGrid:
    """Two cards across, three down, over the whole text area (95 × 90 mm on A4).

    >>> grid = card_grid(PAPERS["a4"])
    >>> grid.card_width, grid.card_height, grid.height, grid.tops
    (95.0, 90.0, 270.0, (0.0, 90.0, 180.0))
    """
    width, height = text_area(paper)
    return CardGrid(
        columns=CARD_COLUMNS,
        rows=CARD_ROWS,
        height=height,
        card_width=width / CARD_COLUMNS,
        card_height=height / CARD_ROWS,
    )


# ---------- type: how much room a text takes, to choose sizes that fit ----------

PT = 25.4 / 72
"""Millimetres in a typographic point."""


def text_width(
    text: str, size: float, *, bold: bool = False, condensed: bool = False
) -> float:
    """How wide ``text`` prints at ``size`` pt in the bundled face, in mm
    (kerning aside).

    >>> round(text_width("38■", 5.5, condensed=True), 2)
    3.87
    """
    widths, widest = fonts.advances(bold, condensed)
    return sum(widths.get(char, widest) for char in text) * size * PT


def _pieces(text: str) -> list[str]:
    """``text`` cut where a line may break: after a space or a hyphen."""
    pieces: list[str] = []
    current = ""
    for char in text:
        current += char
        if char in " -":
            pieces.append(current)
            current = ""
    if current:
        pieces.append(current)
    return pieces


Run = tuple[str, float, bool]
"""A piece of a line: its text, its size as a share of the line's size, bold."""


def text_lines(
    runs: Sequence[Run], width: float, size: float, *, condensed: bool = False
) -> int:
    """Lines the ``runs`` take in a column ``width`` mm wide at ``size`` pt,
    wrapped at spaces and after hyphens, and inside a word only where the word
    alone is wider than the line (CSS ``overflow-wrap: anywhere``).

    >>> name = [("Прізвищенко-Довгошиєнко Олександра Володимирівна", 1.0, True)]
    >>> text_lines(name, 62.5, 17), text_lines(name, 62.5, 10)
    (4, 2)
    >>> text_lines([("fm ", 0.8, False), ("Papadopoulos, Nikos", 1.0, True)], 62.5, 17)
    2
    """
    lines, used = 1, 0.0
    for text, scale, bold in runs:
        for piece in _pieces(text):
            wide = text_width(
                piece.rstrip(), size * scale, bold=bold, condensed=condensed
            )
            if used and used + wide > width:
                lines, used = lines + 1, 0.0
            while wide > width:
                lines, wide = lines + 1, wide - width
            used += wide + text_width(
                piece[len(piece.rstrip()) :],
                size * scale,
                bold=bold,
                condensed=condensed,
            )
    return lines


# ---------- names: never cut ----------

NAME_STEPS = (1.0, 0.87, 0.75)
"""A name's type: the document's size, then one and two steps smaller
(condensed). ``print.css`` writes its ``.whole-name.step-k`` rules from these."""
NAME_LINES = 2
"""Lines a name may take before it is set a step smaller."""
SMALLEST_NAME = 8.0
"""No step takes a name below this size (pt)."""


@dataclass(frozen=True, slots=True)
class NameBox:
    """Where a document prints a name: the column's width and the type size,
    and what shares the name's lines."""

    width: float
    """Width of the text in mm (the column less its padding)."""
    size: float
    """Type size in pt."""
    bold: bool = True
    """Bold type."""
    condensed: bool = False
    """The condensed face at full size."""
    lines: int = NAME_LINES
    """Lines a name may take at full size."""
    number: bool = False
    """The pairing number is printed before the name, on its line."""
    rating: bool = False
    """The rating (and club) are printed after the name, on its lines."""


@dataclass(frozen=True, slots=True)
class NameFit:
    """How a name prints in its box."""

    step: int
    """0 at the document's size, else the index into :data:`NAME_STEPS`."""
    size: float
    """Type size in pt."""
    lines: int
    """Lines it takes."""


def fit_name(runs: Sequence[Run], box: NameBox) -> NameFit:
    """The one rule for every name on every document: at the box's size if it
    takes at most ``box.lines`` lines there, else the first smaller step
    (condensed, not under :data:`SMALLEST_NAME`) at which it does, else the
    smallest such step; it wraps onto as many lines as it needs and is never
    cut. ``runs`` are the name and what shares its lines.

    >>> box = NameBox(width=62.5, size=17)
    >>> fit_name([("Hartley, James", 1.0, True)], box)
    NameFit(step=0, size=17.0, lines=1)
    >>> fit_name([("Прізвищенко-Довгошиєнко Олександра Володимирівна", 1.0, True)], box)
    NameFit(step=2, size=12.75, lines=3)
    """
    fit = NameFit(0, box.size, 0)
    for step, scale in enumerate(NAME_STEPS):
        size = box.size * scale
        if step and size < SMALLEST_NAME:
            break
        lines = text_lines(runs, box.width, size, condensed=box.condensed or step > 0)
        fit = NameFit(step, size, lines)
        if lines <= box.lines:
            break
    return fit


# ---------- round sheets ----------


@dataclass(frozen=True, slots=True)
class SheetType:
    """The type of the round sheets (``round_sheets.html`` writes its CSS from
    this): as large as the boards of a round and their names leave room for."""

    code: str
    """``large``, ``medium``, ``small`` or ``smallest`` (the page's class
    ``size-<code>``)."""
    boards: int
    """The largest type for rounds of up to this many boards."""
    name: float
    """Names, in pt."""
    board: float
    """Board numbers, in pt."""
    padding: float
    """Above and below each row, in mm."""
    line: float
    """Line height, in ems."""
    rating_below: bool
    """Rating and club on a line of their own below the name (else after it)."""


SHEET_TYPES = (
    SheetType("large", 8, name=17, board=26, padding=2.0, line=1.25, rating_below=True),
    SheetType(
        "medium", 14, name=12, board=18, padding=1.2, line=1.25, rating_below=True
    ),
    SheetType(
        "small", 28, name=10, board=11, padding=0.6, line=1.25, rating_below=False
    ),
    SheetType(
        "smallest",
        10**6,
        name=7.5,
        board=7.5,
        padding=0.2,
        line=1.1,
        rating_below=False,
    ),
)
"""Round sheet types, largest first: wall size up to 8 boards."""
RATING_BELOW = 0.55 * 1.2
"""Height of the rating line under a name, in the name's ems."""
SHEET_COLUMNS = {"board": 15.0, "number": 9.0, "result": 26.0}
"""Round sheets: the fixed columns, in mm; the two name columns share the rest."""
SHEET_CELL_PADDING = 1.5
"""Round sheets: left and right of the text in every cell, in mm."""
SHEET_NAME_LINES = 3
"""Lines a name may take on a round sheet at full size (the wall type is large)."""
RULE = 0.2
"""A table rule, in mm (rounded up)."""
SHEET_HEADING = 56.0
"""Round sheets: height of the round's heading, the event header, the date,
the column heads and the legend, that the rows leave free (mm)."""


def sheet_name_box(paper: Paper, sheet: SheetType) -> NameBox:
    """Where a round sheet prints a name: half of what the fixed columns leave.

    >>> sheet_name_box(PAPERS["a4"], SHEET_TYPES[0]).width
    62.5
    """
    width, _ = text_area(paper)
    columns = SHEET_COLUMNS
    rest = width - columns["board"] - 2 * columns["number"] - columns["result"]
    return NameBox(
        width=rest / 2 - 2 * SHEET_CELL_PADDING,
        size=sheet.name,
        lines=SHEET_NAME_LINES,
        rating=not sheet.rating_below,
    )


def sheet_row_height(sheet: SheetType, names: Sequence[NameFit]) -> float:
    """Height of a board's row (or the bye's) whose names print as ``names``, in mm."""
    board = sheet.board * sheet.line
    tallest = max(
        fit.size
        * (fit.lines * sheet.line + (RATING_BELOW if sheet.rating_below else 0))
        for fit in names
    )
    return 2 * sheet.padding + max(board, tallest) * PT + RULE


def sheet_types(boards: int) -> tuple[SheetType, ...]:
    """The types a round of ``boards`` games may print in, largest first.

    >>> [sheet.code for sheet in sheet_types(6)]
    ['large', 'medium', 'small', 'smallest']
    >>> [sheet.code for sheet in sheet_types(20)]
    ['small', 'smallest']
    """
    first = next(k for k, sheet in enumerate(SHEET_TYPES) if boards <= sheet.boards)
    return SHEET_TYPES[first:]


def sheet_fits(
    paper: Paper, sheet: SheetType, rows: Iterable[Sequence[NameFit]]
) -> bool:
    """Whether a round whose rows print their names as ``rows`` fits one page."""
    _, height = text_area(paper)
    return SHEET_HEADING + sum(sheet_row_height(sheet, row) for row in rows) <= height


# ---------- crosstables ----------

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
    cell_widths: tuple[float, float] | None = None,
) -> CrosstableGeometry:
    """The layout of a crosstable of ``players`` rows and ``columns`` opponent
    columns (the widest band): portrait while the cells stay at least 7 mm wide
    (11 mm when split between two cycles), else landscape. The ``names`` (each
    player's name and title) are given two lines where the clubs' and the
    cells' spare room allow, and rows as tall as the lines they take; the
    type is the largest of :data:`CROSSTABLE_NAME_SIZES` that prints the table
    on the fewest pages. ``origin`` asks for a federation / club column where
    there is room (up to 20 rows). ``cell_widths`` (narrowest, widest)
    replaces the cells' 7 and 12 mm (11 and 16 mm for two cycles) for cells
    that hold more.
    """
    least, wide = cell_widths or ((7.0, 12.0) if cycles == 1 else (11.0, 16.0))
    fixed = NUMBER_COLUMN + RATING_COLUMN + TOTAL_COLUMN * (tiebreaks + 2)
    origin_width = 16.0 if origin and players <= 20 else 0.0
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
        origin_width += min(slack - wider, 30.0 - origin_width)
    condensed = players >= CONDENSED_FROM
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
    # Two lines of hints (at most 2 · 5.5 pt, 3.9 mm) leave room to write under them.
    base = max(5.2, min(10.0, (height - HEADING_SPACE) / (min(players, 40) + 1)))
    best: tuple[int, float, NameBox] | None = None
    for size in CROSSTABLE_NAME_SIZES:
        sized = replace(box, width=name - NAME_PADDING, size=size)
        # Rows as tall as two lines where a name wraps; a longer one grows its own.
        lines = max((min(2, fit_name(runs, sized).lines) for runs in names), default=1)
        row = base
        if lines > 1:
            row = max(base, lines * size * NAME_LINE * PT)
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


# ---------- the round chart ----------

CHART_ROUND_COLUMN = 13.0
"""Round chart by numbers: the round column (mm)."""
CHART_PADDING = 0.6
"""Round chart by numbers: left and right of each pair (mm)."""
CHART_SIZES = (10.0, 9.0, 8.0)
"""Round chart by numbers: the pairs' type, largest first."""
SCHEDULE_NAME = 48.0
"""Players' schedules: the name column, unless a longer name has room."""
SCHEDULE_ROUND = 7.0
"""Players' schedules: the least width of a round's column (``39 ч``)."""
SCHEDULE_SIZE = 8.0
"""Players' schedules: type size (condensed)."""


@dataclass(frozen=True, slots=True)
class ChartGeometry:
    """How the round chart prints: the table by numbers, one round a line and
    one board a column, and the players' schedules."""

    landscape: bool
    """The table by numbers is on landscape pages."""
    size: float
    """Type size of the pairs (pt)."""
    condensed: bool
    """The pairs in the condensed face."""
    round_column: float
    """The round column (mm)."""
    padding: float
    """Left and right of each pair (mm)."""
    names: NameBox
    """Where the players' schedules print a name."""


def chart_geometry(
    paper: Paper,
    *,
    pairs: int,
    size: int,
    phantom: bool,
    names: Sequence[Sequence[Run]] = (),
    rounds: int = 1,
) -> ChartGeometry:
    """The chart of ``pairs`` pairs a round (the phantom's among them) of a
    table of ``size`` numbers: every round on one line, each pair in its
    board's column, portrait at the largest type that fits, else landscape.

    >>> g = chart_geometry(PAPERS["a4"], pairs=4, size=8, phantom=False)
    >>> g.landscape, g.size, g.condensed
    (False, 10.0, False)
    >>> g = chart_geometry(PAPERS["a4"], pairs=20, size=40, phantom=False)
    >>> g.landscape, g.size, g.condensed
    (True, 9.0, True)
    """
    widest = f"{size} – {size - 1}" if not phantom else f"({size}) – {size - 1}"
    choices = [
        (landscape, points, condensed)
        for points in CHART_SIZES
        for landscape in (False, True)
        for condensed in (False, True)
    ]
    for landscape, points, condensed in choices:
        room = (text_area(paper, landscape=landscape)[0] - CHART_ROUND_COLUMN) / pairs
        if (
            text_width(widest, points, bold=True, condensed=condensed)
            + 2 * CHART_PADDING
            <= room
        ):
            break
    width = text_area(paper, landscape=True)[0]
    longest = max(
        (
            sum(
                text_width(text, SCHEDULE_SIZE * scale, bold=bold, condensed=True)
                for text, scale, bold in runs
            )
            for runs in names
        ),
        default=0.0,
    )
    room = width - SCHEDULE_ROUND * (rounds + 1)
    return ChartGeometry(
        landscape=landscape,
        size=points,
        condensed=condensed,
        round_column=CHART_ROUND_COLUMN,
        padding=CHART_PADDING,
        names=NameBox(
            width=max(SCHEDULE_NAME, min(room, longest + 1.0)),
            size=SCHEDULE_SIZE,
            bold=False,
            condensed=True,
        ),
    )


# ---------- standings ----------

STANDINGS_COLUMN = 12.0
"""Standings: the least room any column but the names takes (mm)."""
STANDINGS_SIZE = 10.0
"""Standings: the names' type (pt)."""


def standings_names(paper: Paper, *, landscape: bool, columns: int) -> NameBox:
    """Where the standings print a name: what ``columns`` other columns leave
    of the page at the least.

    >>> standings_names(PAPERS["a4"], landscape=False, columns=8).width
    94.0
    """
    width, _ = text_area(paper, landscape=landscape)
    return NameBox(width=width - STANDINGS_COLUMN * columns, size=STANDINGS_SIZE)

"""Page geometry in millimetres, shared by the Python code and the print CSS.

The paper sizes, the page margins, the pairing cards' grid and the
crosstable's columns are defined here and nowhere else: the templates receive
them (``print.css`` writes its ``@page`` margins from ``page_margins``, the
cards and the crosstable their sizes from :class:`CardGrid` and
:class:`CrosstableGeometry`), so a margin changed here moves the printed page
and every size worked out from it together.
"""

from __future__ import annotations

from dataclasses import dataclass


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


NUMBER_COLUMN = 7.0
"""Crosstable: the pairing number column."""
RATING_COLUMN = 10.0
"""Crosstable: the rating column."""
TOTAL_COLUMN = 11.0
"""Crosstable: each of the points, tiebreak and place columns."""
HEADING_SPACE = 48.0
"""Crosstable: height above and below the table (event header, column heads,
notes) that the rows leave free."""


@dataclass(frozen=True, slots=True)
class CrosstableGeometry:
    """Column widths and row height of a crosstable, in mm."""

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


def crosstable_geometry(
    paper: Paper,
    *,
    players: int,
    columns: int,
    tiebreaks: int,
    cycles: int,
    origin: bool = True,
    cell_widths: tuple[float, float] | None = None,
) -> CrosstableGeometry:
    """The layout of a crosstable of ``players`` rows and ``columns`` opponent
    columns (the widest band): portrait while the cells stay at least 7 mm wide
    (11 mm when split between two cycles), else landscape. ``origin`` asks
    for a federation / club column where there is room (up to 20 rows).
    ``cell_widths`` (narrowest, widest) replaces the cells' 7 and 12 mm (11
    and 16 mm for two cycles) for cells that hold more.
    """
    narrow, wide = cell_widths or ((7.0, 12.0) if cycles == 1 else (11.0, 16.0))
    fixed = NUMBER_COLUMN + RATING_COLUMN + TOTAL_COLUMN * (tiebreaks + 2)
    origin_width = 16.0 if origin and players <= 20 else 0.0
    name = 48.0 if players <= 20 else 42.0
    for landscape in (False, True):
        width, height = text_area(paper, landscape=landscape)
        rest = width - fixed - name - origin_width
        if rest / columns >= narrow:
            break
    cell = max(5.0, min(wide, rest / columns))
    # Cells at their widest leave room over: give it to the names, then the clubs.
    slack = max(0.0, rest - cell * columns)
    wider = min(slack, 72.0 - name)
    name += wider
    if origin_width:
        origin_width += min(slack - wider, 30.0 - origin_width)
    row = max(5.2, min(10.0, (height - HEADING_SPACE) / (min(players, 40) + 1)))
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
    )

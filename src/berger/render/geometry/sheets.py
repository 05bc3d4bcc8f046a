"""The round sheets: the largest type at which the boards of a round and
their names fit one page, and the columns (``round_sheets.html`` writes its
CSS from these).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from berger.render.geometry.fitting import PT, NameBox, NameFit
from berger.render.geometry.page import Paper, text_area


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
SHEET_QR = 10.0
"""Round sheets: what the QR code of the event's site (``round_sheets.html``
sets it 28 mm square, the address under it, beside the event header) adds to
the heading at most, in mm."""


def sheet_name_box(paper: Paper, sheet: SheetType) -> NameBox:
    """Where a round sheet prints a name: half of what the fixed columns leave.

    >>> from berger.render.geometry.page import PAPERS
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
    paper: Paper,
    sheet: SheetType,
    rows: Iterable[Sequence[NameFit]],
    *,
    qr: bool = False,
) -> bool:
    """Whether a round whose rows print their names as ``rows`` fits one page
    (``qr``: with the QR code of the event's site beside its header)."""
    _, height = text_area(paper)
    heading = SHEET_HEADING + (SHEET_QR if qr else 0.0)
    return heading + sum(sheet_row_height(sheet, row) for row in rows) <= height

"""How the workbook's cells look, and the page each sheet prints on.

Cells get named looks (``header``, ``grid``, ``result`` ...). Text is always
written as text, never as a formula, whatever it starts with.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from berger.render.xlsx.layout import column_letter

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

_SHADE = "999999"
_HEADER_FILL = "D9D9D9"
_HELPER_FONT = "808080"


class Pen:
    """Writes cells in the looks of :func:`looks`."""

    def __init__(self) -> None:
        self.looks = looks()
        self.styles: dict[str, Any] = {}

    def put(
        self, ws: Worksheet, row: int, column: int, value: object, look: str = ""
    ) -> Any:
        """Put a number, date or formula (a ``str`` here is always a formula)."""
        cell = ws.cell(row=row, column=column, value=value)
        if look:
            self.style(cell, look)
        return cell

    def text(
        self, ws: Worksheet, row: int, column: int, value: str, look: str = ""
    ) -> Any:
        """Put ``value`` as text: never a formula, whatever it starts with."""
        cell = self.put(ws, row, column, value, look)
        cell.data_type = "s"
        return cell

    def style(self, cell: Any, look: str) -> None:
        """Give ``cell`` one of the looks.

        Each look is built once and then copied: setting font, fill, border
        and alignment cell by cell is what makes large workbooks slow.
        """
        template = self.styles.get(look)
        if template is None:
            for attribute, value in self.looks[look].items():
                setattr(cell, attribute, value)
            self.styles[look] = copy.copy(cell._style)
        else:
            cell._style = copy.copy(template)

    def header(self, ws: Worksheet, row: int, titles: Sequence[str]) -> None:
        """A header row from column A."""
        for column, title in enumerate(titles, start=1):
            self.head(ws, row, column, title)

    def head(self, ws: Worksheet, row: int, column: int, title: str | int) -> None:
        """A shaded, bold header cell: a text title, or a number."""
        if isinstance(title, str):
            self.text(ws, row, column, title, "header")
        else:
            self.put(ws, row, column, title, "header")


def widths(ws: Worksheet, widths: Sequence[float]) -> None:
    """Column widths from column A, in characters."""
    for column, width in enumerate(widths, start=1):
        ws.column_dimensions[column_letter(column)].width = width


def print_setup(
    ws: Worksheet, paper: str, title_rows: str, *, landscape: bool = False
) -> None:
    """Paper, orientation, fit to one page wide, repeated header rows."""
    ws.page_setup.paperSize = (
        ws.PAPERSIZE_LETTER if paper == "letter" else ws.PAPERSIZE_A4
    )
    ws.page_setup.orientation = "landscape" if landscape else "portrait"
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.print_title_rows = title_rows
    ws.print_options.gridLines = False


def looks() -> dict[str, dict[str, Any]]:
    """The cell looks of the workbook, by name (attributes of an openpyxl cell)."""
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Protection, Side

    thin = Side(style="thin", color="808080")
    border = Border(left=thin, right=thin, top=thin, bottom=thin)
    center = Alignment(horizontal="center", vertical="center")
    bold = Font(bold=True)
    return {
        "title": {"font": Font(bold=True, size=14)},
        "note": {"font": Font(color=_HELPER_FONT, italic=True)},
        "bold": {"font": bold, "alignment": Alignment(horizontal="left")},
        "left": {"alignment": Alignment(horizontal="left")},
        "center": {"alignment": center},
        "date": {
            "number_format": "yyyy-mm-dd",
            "alignment": Alignment(horizontal="left"),
        },
        "parameter": {"border": border, "alignment": Alignment(horizontal="left")},
        "header": {
            "font": bold,
            "fill": PatternFill("solid", fgColor=_HEADER_FILL),
            "alignment": Alignment(
                horizontal="center", vertical="center", wrap_text=True
            ),
            "border": border,
        },
        "grid": {"border": border, "alignment": center},
        "name": {"border": border},
        "total": {"border": border, "font": bold},
        "rating": {"border": border, "alignment": center, "number_format": "0;-0;;@"},
        "place": {"border": border, "alignment": center, "font": bold},
        "diagonal": {
            "border": border,
            "fill": PatternFill("solid", fgColor=_SHADE),
        },
        "result": {
            "border": border,
            "alignment": center,
            "number_format": "@",
            "protection": Protection(locked=False),
        },
        "day": {
            "border": border,
            "alignment": center,
            "number_format": "yyyy-mm-dd",
            "protection": Protection(locked=False),
        },
        "entry": {
            "border": border,
            "alignment": Alignment(horizontal="left", vertical="center"),
            "number_format": "@",
            "protection": Protection(locked=False),
        },
    }

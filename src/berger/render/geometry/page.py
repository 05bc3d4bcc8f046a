"""The printed page: the paper sizes, the margins of every page (``print.css``
writes its ``@page`` margins from :data:`PAGE_MARGINS`) and the text area
they leave, in millimetres.
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

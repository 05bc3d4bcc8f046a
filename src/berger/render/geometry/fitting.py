"""Type: how much room a text takes in the bundled face, and the one rule
that fits a name in its box (never cut: it wraps, and is set smaller where it
would take too many lines).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from berger.render import fonts

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

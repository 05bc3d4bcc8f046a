"""A PDF's pages read back as what is drawn on them, with PDFium (pypdfium2):
each character with its box, size and baseline, each straight line drawn
(a rule, a side of a box), and the words and text of a page or of a box on
it, put together line by line as pdfplumber puts them.

pdfplumber does all of this too, but it reads a page's drawing in Python: a
tenth of a second a page of our round sheets, several seconds for the long
documents the layout tests read. PDFium reads them in C; what is left here
is arranging characters into words and lines.

Coordinates are pdfplumber's: points, from the page's left and top edges.
A character's box is as wide as the pen moves (its advance), and wider where
its ink overhangs that (the hook of J, the arm of k: PDFium's "loose" box,
up to a few tenths of a point more than pdfplumber's, so a character is
inside a box here only if its ink is); it is its size high, standing on the
font's descent, and its ``baseline`` is where it stands.
"""

from __future__ import annotations

import ctypes
import itertools
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as raw


@dataclass(frozen=True, slots=True)
class Text:
    """Text drawn on the page: a character, or a word (the characters of a
    line with no white space or gap between them)."""

    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    size: float
    """The font size in points (a word's: its first character's)."""
    baseline: float
    """The line it stands on, from the top of the page (a word's: its first
    character's)."""

    @classmethod
    def word(cls, chars: Sequence[Text]) -> Text:
        """The word the characters ``chars`` make."""
        first = chars[0]
        return cls(
            "".join(c.text for c in chars),
            min(c.x0 for c in chars),
            max(c.x1 for c in chars),
            min(c.top for c in chars),
            max(c.bottom for c in chars),
            first.size,
            first.baseline,
        )


Char = Text
"""A character drawn."""
Word = Text
"""A word drawn."""


@dataclass(frozen=True, slots=True)
class Edge:
    """A straight line drawn: a rule, or a side of a box."""

    x0: float
    x1: float
    top: float
    bottom: float

    @property
    def vertical(self) -> bool:
        return abs(self.x1 - self.x0) < 0.01

    @property
    def horizontal(self) -> bool:
        return abs(self.bottom - self.top) < 0.01

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.bottom - self.top


@dataclass(frozen=True, slots=True)
class Page:
    """What one page draws."""

    width: float
    height: float
    chars: tuple[Char, ...]
    edges: tuple[Edge, ...]

    def within(self, left: float, top: float, right: float, bottom: float) -> Page:
        """The characters and lines lying wholly inside the box: a word that
        runs past the box's edge is not there whole."""

        def inside(thing: Char | Edge) -> bool:
            return (
                left <= thing.x0
                and thing.x1 <= right
                and top <= thing.top
                and thing.bottom <= bottom
            )

        return replace(
            self,
            chars=tuple(filter(inside, self.chars)),
            edges=tuple(filter(inside, self.edges)),
        )

    def words(
        self,
        x_tolerance: float = 3.0,
        y_tolerance: float = 3.0,
        *,
        by_size: bool = False,
    ) -> list[Word]:
        """The words, line by line from the top, each line from the left. A
        word ends at white space, at a gap wider than ``x_tolerance``, at a
        character that starts left of the one before it or stands more than
        ``y_tolerance`` higher or lower; ``by_size``, also where the size
        changes (the characters, in the order drawn, are first cut into runs
        of one size)."""
        return [
            Text.word(word)
            for line in self._lines(x_tolerance, y_tolerance, by_size=by_size)
            for word in line
        ]

    def text(self, x_tolerance: float = 3.0, y_tolerance: float = 3.0) -> str:
        """The words of each line joined by a space, the lines by a line
        break."""
        return "\n".join(
            " ".join("".join(c.text for c in word) for word in line)
            for line in self._lines(x_tolerance, y_tolerance, by_size=False)
        )

    def _lines(
        self, x_tolerance: float, y_tolerance: float, *, by_size: bool
    ) -> Iterator[list[list[Char]]]:
        runs: Iterable[Iterable[Char]] = (
            (run for _, run in itertools.groupby(self.chars, key=lambda c: c.size))
            if by_size
            else (self.chars,)
        )
        for run in runs:
            for line in _cluster(list(run), lambda c: c.top, y_tolerance):
                line.sort(key=lambda c: c.x0)
                yield _split_words(line, x_tolerance, y_tolerance)


def _cluster(
    chars: list[Char], key: Callable[[Char], float], tolerance: float
) -> list[list[Char]]:
    """``chars`` in groups by ``key``, from the least: a group goes on while
    each next value is within ``tolerance`` of the one before it."""
    groups: dict[float, int] = {}
    values = sorted({key(c) for c in chars})
    number = 0
    for previous, value in zip([None, *values], values, strict=False):
        if previous is not None and value > previous + tolerance:
            number += 1
        groups[value] = number
    clusters: list[list[Char]] = [[] for _ in range(number + 1)] if values else []
    for c in chars:
        clusters[groups[key(c)]].append(c)
    return clusters


def _split_words(
    line: list[Char], x_tolerance: float, y_tolerance: float
) -> list[list[Char]]:
    words: list[list[Char]] = []
    word: list[Char] = []
    for c in line:
        if c.text.isspace():
            if word:
                words.append(word)
            word = []
            continue
        if word:
            last = word[-1]
            if (
                c.x0 < last.x0
                or c.x0 > last.x1 + x_tolerance
                or abs(c.top - last.top) > y_tolerance
            ):
                words.append(word)
                word = []
        word.append(c)
    if word:
        words.append(word)
    return words


def read_pages(path: Path) -> list[Page]:
    """Every page of the PDF at ``path``."""
    document = pdfium.PdfDocument(path)
    try:
        return [_read(document[index]) for index in range(len(document))]
    finally:
        document.close()


def _read(page: pdfium.PdfPage) -> Page:
    width, height = page.get_size()
    textpage = page.get_textpage()
    try:
        chars = tuple(_chars(textpage, height))
    finally:
        textpage.close()
    edges = tuple(_edges(page, height))
    page.close()
    return Page(width, height, chars, edges)


def _chars(textpage: pdfium.PdfTextPage, height: float) -> Iterator[Char]:
    """The characters drawn, in the order drawn (PDFium's own spaces and line
    breaks, which it adds between words and lines, left out)."""
    count = textpage.count_chars()
    box = raw.FS_RECTF()
    matrix = raw.FS_MATRIX()
    x, y = ctypes.c_double(), ctypes.c_double()
    for index in range(count):
        if raw.FPDFText_IsGenerated(textpage, index):
            continue
        raw.FPDFText_GetLooseCharBox(textpage, index, box)
        raw.FPDFText_GetMatrix(textpage, index, matrix)
        raw.FPDFText_GetCharOrigin(textpage, index, x, y)
        # PDFium's size is the font's, before the page's scale (WeasyPrint
        # draws in CSS pixels, three quarters of a point).
        size = raw.FPDFText_GetFontSize(textpage, index) * abs(matrix.d)
        bottom = height - box.bottom
        # A hyphen that ends a line is a soft one to PDFium: code 2.
        code = raw.FPDFText_GetUnicode(textpage, index)
        yield Char(
            "-" if code == 2 else chr(code),
            box.left,
            box.right,
            bottom - size,
            bottom,
            size,
            height - y.value,
        )


def _edges(page: pdfium.PdfPage, height: float) -> Iterator[Edge]:
    """Every straight segment of every path drawn on the page (of some
    length: a path's move to where it is draws nothing)."""
    matrix = raw.FS_MATRIX()
    x, y = ctypes.c_float(), ctypes.c_float()
    for path in page.get_objects(filter=[raw.FPDF_PAGEOBJ_PATH]):
        raw.FPDFPageObj_GetMatrix(path, matrix)
        start: tuple[float, float] | None = None
        last: tuple[float, float] | None = None
        for index in range(raw.FPDFPath_CountSegments(path)):
            segment = raw.FPDFPath_GetPathSegment(path, index)
            raw.FPDFPathSegment_GetPoint(segment, x, y)
            point = (
                matrix.a * x.value + matrix.c * y.value + matrix.e,
                height - (matrix.b * x.value + matrix.d * y.value + matrix.f),
            )
            kind = raw.FPDFPathSegment_GetType(segment)
            if kind == raw.FPDF_SEGMENT_LINETO and last not in (None, point):
                yield _edge(last, point)
            if kind == raw.FPDF_SEGMENT_MOVETO:
                start = point
            last = point
            if raw.FPDFPathSegment_GetClose(segment) and start is not None:
                if start != point:
                    yield _edge(point, start)
                last = start


def _edge(a: tuple[float, float], b: tuple[float, float]) -> Edge:
    return Edge(min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1]))

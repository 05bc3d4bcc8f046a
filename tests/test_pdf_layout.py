"""tests/pdf_layout.py, the reader of the layout tests, reads what pdfplumber
reads: the same characters, words, text and lines, on the pages of a
sample's pack (its cards, a round sheet, its crosstable)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
from tests.pdf_layout import Edge, Page, Word, read_pages

pytestmark = pytest.mark.slow

DOCUMENTS = ("cards.pdf", "round-sheets.pdf", "crosstable.pdf")
CLOSE = 0.06
"""Points: PDFium keeps coordinates as 32-bit floats, pdfplumber as 64."""
OVERHANG = 0.06
"""How much further out, in ems of its size, a character's box may reach here
than pdfplumber's: as far as its ink, where the ink overhangs the advance
(see tests/pdf_layout.py). The hook of DejaVu Sans Bold's J reaches 0.055 em
left of it, the arm of its K 0.03 em right."""


def near(a: float, b: float) -> bool:
    return abs(a - b) < CLOSE


def reaches(ours: float, theirs: float, side: int, size: float) -> bool:
    """A left (``side`` -1) or right (1) edge here against pdfplumber's, the
    overhang allowed at this size."""
    return -CLOSE < side * (ours - theirs) < CLOSE + OVERHANG * size


def same_chars(ours: Page, theirs: Any) -> bool:
    """The same characters in the order drawn, at the same places; a
    ligature is one character to pdfplumber ("fi") and its letters here."""
    mine = iter(ours.chars)
    for char in theirs.chars:
        letters = [next(mine) for _ in char["text"]]
        first, last = letters[0], letters[-1]
        if not (
            "".join(c.text for c in letters) == char["text"]
            and reaches(first.x0, float(char["x0"]), -1, first.size)
            and reaches(last.x1, float(char["x1"]), 1, last.size)
            and all(near(c.top, float(char["top"])) for c in letters)
            and all(near(c.bottom, float(char["bottom"])) for c in letters)
            and all(near(c.size, float(char["size"])) for c in letters)
        ):
            return False
    return next(mine, None) is None


def same_words(ours: list[Word], theirs: list[dict[str, Any]]) -> bool:
    """The same words at the same places, in the same order."""
    return len(ours) == len(theirs) and all(
        word.text == their["text"]
        and reaches(word.x0, float(their["x0"]), -1, word.size)
        and reaches(word.x1, float(their["x1"]), 1, word.size)
        and near(word.top, float(their["top"]))
        for word, their in zip(ours, theirs, strict=True)
    )


def same_lines(ours: Iterable[Edge], theirs: Iterable[dict[str, Any]]) -> bool:
    """Each line here is one of pdfplumber's, and none is left over (a path
    that draws nothing, a move to where it is, is no line here)."""
    left = [
        (float(e["x0"]), float(e["x1"]), float(e["top"]), float(e["bottom"]))
        for e in theirs
        if e["width"] or e["height"]
    ]
    for edge in ours:
        mine = (edge.x0, edge.x1, edge.top, edge.bottom)
        match = next((i for i, e in enumerate(left) if all(map(near, mine, e))), None)
        if match is None:
            return False
        del left[match]
    return not left


@pytest.fixture(scope="module")
def read(pack: Callable[[str], Path]) -> list[tuple[Page, Any]]:
    """The first page of each document of :data:`DOCUMENTS` in the club
    sample's pack, as read here and as pdfplumber reads it."""
    found = []
    for name in DOCUMENTS:
        path = pack("club-championship") / name
        with pdfplumber.open(path) as pdf:
            theirs = pdf.pages[0]
            found.append((read_pages(path)[0], theirs))
            theirs.objects  # noqa: B018  # read before the file closes
    return found


@pytest.mark.parametrize("document", range(len(DOCUMENTS)), ids=DOCUMENTS)
def test_the_characters_words_and_text(
    read: list[tuple[Page, Any]], document: int
) -> None:
    ours, theirs = read[document]
    assert near(ours.width, float(theirs.width))
    assert near(ours.height, float(theirs.height))
    assert same_chars(ours, theirs)
    assert ours.text() == theirs.extract_text()
    assert same_words(ours.words(), theirs.extract_words())
    # Cut by size, in any order: pdfplumber cuts a run of one size where the
    # last digits of two sizes differ (the same size, set by two matrices).
    assert same_words(
        sorted(
            ours.words(0.5, 0.5, by_size=True),
            key=lambda w: (round(w.top, 1), round(w.x0, 1)),
        ),
        sorted(
            theirs.extract_words(
                x_tolerance=0.5, y_tolerance=0.5, extra_attrs=["size"]
            ),
            key=lambda w: (round(float(w["top"]), 1), round(float(w["x0"]), 1)),
        ),
    )


@pytest.mark.parametrize("document", range(len(DOCUMENTS)), ids=DOCUMENTS)
def test_the_lines_drawn_and_what_lies_between_them(
    read: list[tuple[Page, Any]], document: int
) -> None:
    ours, theirs = read[document]
    assert same_lines(ours.edges, theirs.edges)
    # The text between each two neighbouring rules, the page's height.
    xs = sorted({round(e.x0) for e in ours.edges if e.vertical})
    assert len(xs) > 2
    for left, right in itertools.pairwise(xs):
        box = (max(left - 0.5, 0), 0, min(right + 0.5, float(theirs.width)))
        assert ours.within(*box, ours.height).text() == (
            theirs.within_bbox((*box, theirs.height)).extract_text() or ""
        )

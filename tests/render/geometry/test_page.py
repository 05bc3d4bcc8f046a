"""The printed page: one set of margins for the print CSS and the sizes worked
out in Python, the text area they leave, lengths written for the CSS."""

from __future__ import annotations

import re

import pytest

from berger.core.model import EventInfo, Player
from berger.core.tournament import Tournament, make_tournament
from berger.render import documents, printing
from berger.render.geometry import page
from berger.render.geometry.page import PAPERS, Margins


def event(n: int) -> Tournament:
    return make_tournament(
        EventInfo(name="Geometry"), [Player(f"P{k}") for k in range(n)]
    )


def settings(tournament: Tournament, paper: str = "a4") -> printing.Settings:
    return printing.make_settings(tournament, language="en", paper=paper)


def page_margins(html: str) -> str:
    """The ``margin`` of the first ``@page`` rule of a rendered page."""
    found = re.search(r"@page \{\s*margin: ([^;]+);", html)
    assert found is not None
    return found.group(1)


def card_sizes(html: str) -> tuple[str, str, str]:
    """Sheet height, card width and card height written into the cards' page."""
    sheet = re.search(r"\.card-sheet \{ height: ([\d.]+mm); \}", html)
    card = re.search(r"\.card \{ width: ([\d.]+mm); height: ([\d.]+mm); \}", html)
    assert sheet is not None
    assert card is not None
    return sheet.group(1), card.group(1), card.group(2)


def test_the_print_css_writes_the_margins_python_works_with() -> None:
    tournament = event(8)
    html = documents.cards_html(tournament, settings(tournament), pdf=True)
    assert page_margins(html) == "14mm 10mm 13mm 10mm"
    # A4 is 210 × 297: the text area is 210 − 10 − 10 = 190 wide and
    # 297 − 14 − 13 = 270 high; two cards across (95), three down (90).
    assert card_sizes(html) == ("270mm", "95mm", "90mm")


def test_a_margin_changed_in_one_place_moves_the_css_and_the_sizes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(page, "PAGE_MARGINS", Margins(20.0, 15.0, 17.0, 15.0))
    tournament = event(8)
    cards = documents.cards_html(tournament, settings(tournament), pdf=True)
    assert page_margins(cards) == "20mm 15mm 17mm 15mm"
    # 297 − 20 − 17 = 260 high, 210 − 15 − 15 = 180 wide: cards of 90 × 86⅔.
    sheet, width, height = card_sizes(cards)
    assert (sheet, width) == ("260mm", "90mm")
    assert float(height.removesuffix("mm")) == pytest.approx(260 / 3)
    # The crosstable fills the narrower text area too: 8 players, no
    # tiebreaks, on 180 mm: 7 + 10 + 11 · 2 = 39 fixed (number, rating,
    # points, place), names 48, clubs 16, so 180 − 103 = 77 for 8 cells of
    # 9.625 mm (on the 190 mm of the usual margins they are 10.875).
    blank = printing.blank_crosstable_html(tournament, settings(tournament), pdf=True)
    assert page_margins(blank) == "20mm 15mm 17mm 15mm"
    assert 'style="width: 180mm;' in blank
    assert blank.count('<col style="width: 9.625mm">') == 8


def test_the_text_area_turns_with_the_page() -> None:
    # Letter is 215.9 × 279.4 mm.
    width, height = page.text_area(PAPERS["letter"])
    assert width == pytest.approx(195.9)
    assert height == pytest.approx(252.4)
    assert page.text_area(PAPERS["letter"], landscape=True) == pytest.approx(
        (259.4, 188.9)
    )


def test_mm_writes_the_shortest_length_that_reads_back() -> None:
    assert page.mm(14.0) == "14mm"
    assert page.mm(5.5) == "5.5mm"
    assert page.mm(252.39999999999998) == "252.39999999999998mm"
    assert float(page.mm(260 / 3).removesuffix("mm")) == 260 / 3

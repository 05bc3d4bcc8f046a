"""The printed documents of a draughts event: cards and round sheets with
the games and the opening's diagram, the micro-match crosstable and
standings, in the event's language; the samples' PDFs print."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import made_named, open_event

from berger.formats.event.event import Options
from berger.render.printing import Page

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def page(sample: str, name: str) -> str:
    variant = open_event(SAMPLES / sample, Options()).variant
    rounds = [1] if name in ("cards.pdf", "round-sheets.pdf") else None
    made, _work = made_named(variant, name, rounds=rounds)
    assert isinstance(made, Page)
    return made.html(True)


def test_the_ukrainian_cards_carry_both_games_and_the_diagram() -> None:
    html = page("draughts-micro", "cards.pdf")
    assert html.count('<svg class="diagram"') == 5  # round 1's five boards
    assert "Мікроматч із 2 партій" in html
    assert "Дебют" in html
    assert "XX-22" in html
    assert html.count('<td class="game">2</td>') == 5


def test_the_ukrainian_round_sheet_and_crosstable() -> None:
    sheets = page("draughts-micro", "round-sheets.pdf")
    assert "Партія 2" in sheets
    assert "0:4" in sheets
    crosstable = page("draughts-micro", "crosstable.pdf")
    assert "micro-score" in crosstable
    assert "Кожна клітинка — мікроматч" in crosstable
    standings = page("draughts-micro", "standings.pdf")
    assert "ММ" in standings
    assert "ОМ" in standings


def test_the_russian_sheet_shows_the_rounds_one_opening_once() -> None:
    sheets = page("international-draughts", "round-sheets.pdf")
    assert sheets.count('<svg class="diagram"') == 1
    assert "Один дебют на весь тур" in sheets
    assert 'viewBox="0 0 432 432"' in sheets  # the 100-square board

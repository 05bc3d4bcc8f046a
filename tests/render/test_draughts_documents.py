"""The printed documents of a draughts event: cards and round sheets with
the games and the opening's diagram, the micro-match crosstable and
standings, in the event's language; the samples' PDFs print."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

from tests.conftest import Once, made_named, ok, open_event, run
from tests.pdf_layout import read_pages
from tests.render.draughts_events import CLUBS, scratch_event
from tests.render.test_long_names import flat, rules

from berger.core.disciplines import Discipline
from berger.formats.event.ballots import builtin_table
from berger.formats.event.event import Options
from berger.pipeline.draughts_papers import draughts_of
from berger.render.draughts_documents import (
    Draughts,
    draughts_cards_html,
    draughts_sheets_html,
)
from berger.render.micro_views import opening_view
from berger.render.printing import Page

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def page(event: str | Path, name: str, *, first: bool = True) -> str:
    """The page of the document ``name`` of a sample (by name) or of the
    event at a path; the cards and round sheets of round 1 alone unless
    ``first`` is false."""
    folder = SAMPLES / event if isinstance(event, str) else event
    variant = open_event(folder, Options()).variant
    rounds = [1] if first and name in ("cards.pdf", "round-sheets.pdf") else None
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


def test_the_cards_and_sheets_say_whose_move_it_is_after_the_opening(
    tmp_path: Path,
) -> None:
    # The Russian ballot ends some openings with White to move and some with
    # Black (I-1 ab4: Black; XVII-3: White): each card and each board of a
    # round sheet says which, as the opening's position (its FEN) has it.
    event = scratch_event(tmp_path / "EV")
    ballots = json.loads(ok(run("ballots", event, "--format", "json")))
    sides = [
        "Хід білих" if board["position"].startswith("W:") else "Хід чорних"
        for rnd in ballots["rounds"]
        for board in rnd["boards"]
    ]
    assert set(sides) == {"Хід білих", "Хід чорних"}  # round 5, board 3: XXV-17
    for name in ("cards.pdf", "round-sheets.pdf"):
        html = page(event, name, first=False)
        assert re.findall(r"Хід (?:білих|чорних)", html) == sides, name


def test_a_side_to_move_for_each_opening_of_the_russian_table() -> None:
    table = {opening.number: opening for opening in builtin_table("russian")}
    first, third = table["I-1"], table["XVII-3"]
    assert (first.moves, third.moves) == ("ab4", "cd4 hg5 gf4 gh4 fg5 fe5")
    assert opening_view(first, Discipline.RUSSIAN).white_to_move is False
    assert opening_view(third, Discipline.RUSSIAN).white_to_move is True
    assert opening_view(first, None).white_to_move is None


def test_an_opening_not_drawn_yet_prints_an_empty_box_to_fill_in(
    tmp_path: Path,
) -> None:
    # Where the event draws openings but a game's is not drawn yet, its card
    # and its line of the round sheet keep the box: a frame for the diagram,
    # lines for the number and moves, the side to move to tick.
    variant = open_event(scratch_event(tmp_path / "EV"), Options()).variant
    _made, work = made_named(variant, "cards.pdf", rounds=[1])
    assert work.openings is not None
    draughts = replace(draughts_of(work), openings=replace(work.openings, drawn={}))
    cards = draughts_cards_html(
        work.event, work.settings, draughts, pdf=True, rounds=[1]
    )
    assert cards.count('<div class="opening empty">') == 3
    assert "<svg" not in cards
    assert cards.count("☐ Хід білих") == cards.count("☐ Хід чорних") == 3
    sheets = draughts_sheets_html(
        work.event, work.settings, draughts, pdf=True, rounds=[1]
    )
    assert sheets.count('<td class="opening empty-opening">') == 3
    by_round = replace(draughts, by_round=True)
    sheet = draughts_sheets_html(
        work.event, work.settings, by_round, pdf=True, rounds=[1]
    )
    assert sheet.count('<div class="round-opening empty-opening">') == 1
    assert '<td class="opening' not in sheet


def test_the_100_square_board_prints_larger() -> None:
    # Its squares keep about the 64-square board's size, and its numbers
    # stay legible: a quarter wider.
    assert Draughts(discipline=Discipline.INTERNATIONAL).diagram(34.0) == 42.5
    assert Draughts(discipline=Discipline.RUSSIAN).diagram(34.0) == 34.0


def test_the_chart_gives_both_games_colours_and_says_they_alternate(
    tmp_path: Path,
) -> None:
    # Round 1: 1 – 6, 2 – 5, 3 – 4. Player 1 has white in game 1 and black
    # in game 2 (бч), player 6 the other way round (чб).
    html = page(scratch_event(tmp_path / "EV"), "chart.pdf")
    cells = re.findall(r'<td>(\d)<span class="colour-letter">(\w+)</span></td>', html)
    assert cells[0] == ("6", "бч")  # player 1, round 1
    assert cells[5 * 5] == ("1", "чб")  # player 6, round 1
    assert {letters for _, letters in cells} == {"бч", "чб"}
    assert "грає білими в 1-й партії мікроматчу, чорними — у 2-й" in html
    assert "колір учасника в кожній партії мікроматчу по черзі" in html


def test_the_blank_crosstable_of_micro_matches_as_printed(once: Once) -> None:
    # The event as the arbiter sets it up, its blank crosstable with the
    # round hints, printed once: each cell a micro-match, the round above
    # and a box a game beneath, each with the row player's colour in that
    # game; the clubs whole, each on its own row in the text layer too.
    def make(folder: Path) -> str:
        event = scratch_event(folder / "EV")
        blank = folder / "blank.pdf"
        return ok(run("crosstable", event, "--blank", "--round-hints", "-o", blank))

    folder, _ = once("draughts-scratch-blank-crosstable", make)
    (page,) = read_pages(folder / "blank.pdf")
    xs = rules(page)
    club = [e for e in page.edges if e.vertical and abs(e.x0 - xs[3]) < 0.5]
    top, bottom = min(e.top for e in club), max(e.bottom for e in club)
    text = page.within(xs[3] - 0.5, top, xs[4] + 0.5, bottom + 0.5).text()
    assert flat(text) == "Федерація / клуб " + " ".join(
        f"UKR · ШК «{town}»" for town in CLUBS
    )
    assert "…" not in page.text()
    # Under the opponents' numbers, a line of rounds (five a row) over a
    # line of colours (two a micro-match): □■ against a lower number
    # named first, ■□ ...
    small = [c for c in page.chars if c.size < 6 and xs[4] < c.x0]
    lines: dict[float, str] = {}
    for char in sorted(small, key=lambda c: (round(c.baseline), c.x0)):
        key = round(char.baseline)
        lines[key] = lines.get(key, "") + char.text
    rows = list(lines.values())
    assert len(rows) == 12
    assert all(re.fullmatch(r"[1-5]{5}", line) for line in rows[::2])
    assert all(re.fullmatch(r"(□■|■□){5}", line) for line in rows[1::2])
    assert rows[:2] == ["23451", "□■■□□■■□□■"]  # player 1: 2, 3, 4, 5, 6
    heads = page.within(xs[4], 0, page.width, top + 20).text()
    assert "ОМ ІО Шм. Пер. ОЗ Місце" in flat(heads)


def test_the_blank_crosstable_has_room_for_each_game_and_the_micro_match(
    tmp_path: Path,
) -> None:
    html = page(scratch_event(tmp_path / "EV"), "crosstable-blank.pdf")
    # 6 × 5 micro-matches, each a box for the score over two for the games.
    assert html.count('micro-blank"><span class="game-boxes">') == 30
    assert html.count('<span class="game-box">') == 60
    assert '<th class="first-total">ОМ</th>' in html
    assert "<th>ІО</th>" in html
    assert "Кожна клітинка — мікроматч із 2 партій: угорі записують" in html
    assert "(2 перемога, 1 нічия, 0 поразка; + і − — неявка)" in html
    assert "нараховують 2, 1 або 0 очок за мікроматч" in html

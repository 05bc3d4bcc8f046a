"""The opening's diagram: pydraughts' board as inline SVG, printed offline
by WeasyPrint (no resource fetched)."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from draughts import Board

from berger.core.disciplines import Discipline
from berger.core.positions import parse_position
from berger.render.diagrams import diagram_svg, numbered
from berger.render.html import template_dirs
from berger.render.pdf import render_pdf

RUSSIAN = "W:Wa1,c3,e3,g3,b4,c1,e1,g1,d2,f2,h2,a3:Ba5,b6,d6,f6,h6,c7,e7,g7,b8,d8,f8,h8"


def test_the_board_of_each_discipline() -> None:
    small = diagram_svg(RUSSIAN, Discipline.RUSSIAN)
    assert small.startswith('<svg class="diagram" role="img" viewBox="0 0 352 352"')
    assert small.count("<circle") >= 24
    large = diagram_svg("W:W31-50:B1-20", Discipline.INTERNATIONAL)
    assert 'viewBox="0 0 432 432"' in large
    assert "http" not in large.replace("http://www.w3.org/2000/svg", "")


@pytest.mark.parametrize("discipline", list(Discipline))
def test_pydraughts_draws_each_disciplines_board(discipline: Discipline) -> None:
    # Its variant's starting position is one of the discipline's board, and
    # the diagram is that board: 40 points a square and 16 of margin a side
    # (352 for 8 squares a side, 432 for 10).
    start = Board(discipline.facts.variant).fen
    position = parse_position(start, discipline.facts.board)
    size = 40 * discipline.facts.board + 32
    svg = diagram_svg(start, discipline)
    assert f'viewBox="0 0 {size} {size}"' in svg
    assert svg.count("<circle") >= len(position.white | position.black)


def test_weasyprint_prints_it_offline() -> None:
    html = f"<html><body>{diagram_svg(RUSSIAN, Discipline.RUSSIAN)}</body></html>"
    pdf = render_pdf(html, template_dirs(None), dt.datetime(2027, 1, 10, tzinfo=dt.UTC))
    assert pdf.startswith(b"%PDF")


def labels(svg: str) -> list[str]:
    """The texts a diagram prints, in order."""
    return re.findall(r"<text\b[^>]*>([^<]*)</text>", svg)


def test_the_international_board_is_numbered_as_its_openings_are() -> None:
    # The sample's opening 1, 33-28 19-23: White's man from 33 on 28,
    # Black's from 19 on 23. The squares are numbered 1-50 (b10 is 1, a1
    # 46), never lettered: the edge squares around the board, and each
    # empty square on it (the rows 21-30 but 23 and 28, and 19 and 33).
    position = (
        "W:W28,31,32,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
        ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,20,23"
    )
    svg = diagram_svg(position, Discipline.INTERNATIONAL)
    printed = labels(svg)
    assert not set(printed) & set("abcdefghij")
    edges = [1, 2, 3, 4, 5, 6, 15, 16, 25, 26, 35, 36, 45, 46, 47, 48, 49, 50]
    empty = [19, 21, 22, 24, 25, 26, 27, 29, 30, 33]
    assert sorted(int(text) for text in printed) == sorted(edges + empty)
    # Square 1 is the top row's first dark square (b10), 46 the bottom
    # row's (a1): 40 units a square inside a frame of 16.
    assert '<text x="76" y="8"' in svg  # 1 above b10
    assert '<text x="36" y="404"' not in svg  # 46 holds a man: beside it, not on it
    assert '<text x="36" y="424"' in svg  # 46 below a1
    assert '<text x="156" y="196"' in svg  # 22 on d6, empty


def test_the_64_square_boards_keep_their_letters() -> None:
    # Russian and Brazilian draughts name the squares algebraically.
    assert labels(diagram_svg(RUSSIAN, Discipline.RUSSIAN))[:8] == list("abcdefgh")
    assert numbered(Discipline.INTERNATIONAL)
    assert not numbered(Discipline.BRAZILIAN)

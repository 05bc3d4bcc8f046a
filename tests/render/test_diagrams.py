"""The opening's diagram: pydraughts' board as inline SVG, printed offline
by WeasyPrint (no resource fetched)."""

from __future__ import annotations

import datetime as dt

import pytest
from draughts import Board

from berger.core.disciplines import Discipline
from berger.core.positions import parse_position
from berger.render.diagrams import diagram_svg
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

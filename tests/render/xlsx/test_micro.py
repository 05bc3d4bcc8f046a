"""The workbook of a micro-match event: a row a game in the schedule with
its game number, a column a game under each opponent, and the live formulas
recalculated by LibreOffice into the games' points berger counts."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from openpyxl import load_workbook
from tests.conftest import SAMPLES, open_event, run
from tests.libreoffice import SOFFICE, exact, recalculate

from berger.core.micro_matches import game_event
from berger.formats.event.event import Options
from berger.render.labels import load_labels
from berger.render.xlsx.layout import Layout

SAMPLE = SAMPLES / "draughts-micro"


def written(tmp_path: Path) -> Path:
    target = tmp_path / "event.xlsx"
    assert run("workbook", SAMPLE, "-o", target).exit_code == 0
    return target


def test_the_schedule_has_a_row_a_game(tmp_path: Path) -> None:
    labels = load_labels("uk")
    sheet = load_workbook(written(tmp_path))[labels.wb_sheet_schedule]
    header = [cell.value for cell in sheet[1]]
    assert header[0] == labels.round
    assert header[-1] == labels.game
    rows = list(sheet.iter_rows(min_row=2, values_only=True))
    assert len(rows) == 90
    first, second = rows[0], rows[5]  # game 1 of round 1's boards, then game 2
    assert (first[0], first[1], first[-1]) == (1, 1, 1)
    assert (second[0], second[1], second[-1]) == (1, 1, 2)
    assert (first[2], first[4]) == (second[4], second[2])  # colours alternate
    assert first[6] == "0-1"


@pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed")
def test_the_live_crosstable_recalculates_into_the_game_points(
    tmp_path: Path,
) -> None:
    book = recalculate([written(tmp_path)], tmp_path)["event"]
    labels = load_labels("uk")
    variant = open_event(SAMPLE, Options()).variant
    read = variant.results
    assert read is not None
    table = variant.count(read).table
    layout = Layout.of(game_event(variant.event), labels)
    sheet = book[labels.wb_sheet_crosstable]
    assert sheet["C2"].value == 9
    for number in range(1, 11):
        row = layout.first_row + number - 1
        total = exact(sheet.cell(row, layout.totals_column).value)
        assert total == table.game_points(number), number
    assert sum(table.game_points(n) for n in range(1, 11)) == Fraction(180)

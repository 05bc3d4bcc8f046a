"""The workbook of a micro-match event: a row a game in the schedule with
its game number, a column a game under each opponent, and the live formulas
recalculated by LibreOffice into the games' points berger counts."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook
from tests.conftest import SAMPLES, open_event, run
from tests.libreoffice import SOFFICE, exact, recalculate
from tests.render.draughts_events import scratch_event

from berger.core.micro.matches import game_event
from berger.formats.event.event import Options
from berger.render.labels import load_labels
from berger.render.xlsx.layout import Layout
from berger.render.xlsx.micro import MATCHES_SHAPE

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


@pytest.fixture(scope="module")
def recalculated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The sample's workbook and the Ukrainian scratch event's (three rounds
    played), recalculated by LibreOffice in one run."""
    if SOFFICE is None:
        pytest.skip("LibreOffice is not installed")
    folder = tmp_path_factory.mktemp("micro-workbooks")
    event = scratch_event(folder / "scratch", results=True)
    sources = [written(folder), folder / "scratch.xlsx"]
    assert run("workbook", event, "-o", sources[1]).exit_code == 0
    return recalculate(sources, folder)


def test_the_live_crosstable_recalculates_into_the_game_points(
    recalculated: dict[str, Any],
) -> None:
    book = recalculated["event"]
    labels = load_labels("uk")
    variant = open_event(SAMPLE, Options()).variant
    read = variant.results
    assert read is not None
    table = variant.count(read).table
    layout = Layout.of(game_event(variant.event), labels, shape=MATCHES_SHAPE)
    sheet = book[labels.wb_sheet_crosstable]
    assert sheet["C2"].value == 9
    for number in range(1, 11):
        row = layout.first_row + number - 1
        total = exact(sheet.cell(row, layout.totals_column + 1).value)
        assert total == table.game_points(number), number
    assert sum(table.game_points(n) for n in range(1, 11)) == Fraction(180)


@pytest.mark.parametrize("name", ["event", "scratch"])
def test_the_live_place_ranks_by_the_event_s_chain(
    recalculated: dict[str, Any], name: str, tmp_path: Path
) -> None:
    # Both events rank by match points, game points, then SHM, WIN, DE: the
    # formulas work out the first four (the micro-matches' SHM and WIN),
    # players level on all four share the live place, and the note leaves
    # DE to the final standings. The scratch event's round 3 parts 3 and 2
    # by SHM (-3 to -4) after MP 2 and GP 5 each; its 1 and 6 are level on
    # game points (7), which ranked 6 first by SB before.
    event = SAMPLE if name == "event" else scratch_event(tmp_path / "e", results=True)
    variant = open_event(event, Options()).variant
    read = variant.results
    assert read is not None
    standings = variant.count(read).standings
    assert standings.chain == ("SHM", "WIN", "DE")
    key = {
        row.number: (*row.scores, row.tiebreaks["SHM"], row.tiebreaks["WIN"])
        for row in standings.rows
    }
    labels = load_labels("uk")
    layout = Layout.of(game_event(variant.event), labels, shape=MATCHES_SHAPE)
    sheet = recalculated[name][labels.wb_sheet_crosstable]
    for number, mine in key.items():
        row = layout.first_row + number - 1
        above = sum(1 for other in key.values() if other > mine)
        level = sum(1 for other in key.values() if other == mine)
        place = f"{above + 1}-{above + level}" if level > 1 else above + 1
        values = [sheet.cell(row, layout.totals_column + k).value for k in range(5)]
        assert [exact(v) for v in values[:4]] == list(mine), number
        assert values[4] == place, number
    assert "Місце: ОМ, ІО, Шм., Пер. Формули не обчислюють ОЗ:" in sheet["D2"].value

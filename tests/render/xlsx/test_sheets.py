"""The workbook's sheets as written: their order and names in the event's
language, the named points cells, text that is never a formula, the final
standings with the tool's values, a column per cycle."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook
from tests.conftest import open_individual
from tests.render.xlsx.conftest import event_config, written

from berger.core.model import EventInfo, Player
from berger.core.tournament import make_tournament
from berger.render.labels import load_labels
from berger.render.xlsx import write_workbook
from berger.render.xlsx.layout import POINT_NAMES


@pytest.mark.parametrize(
    ("sample", "names"),
    [
        (
            "club-championship",
            [
                "Event",
                "Participants",
                "Schedule",
                "Crosstable",
                "Standings",
                "Final standings",
            ],
        ),
        (
            "draughts-cup",
            [
                "Турнір",
                "Учасники",
                "Розклад",
                "Турнірна таблиця",
                "Таблиця місць",
                "Підсумкова таблиця",
            ],
        ),
        (
            "open-varma",
            [
                "Турнир",
                "Участники",
                "Расписание",
                "Турнирная таблица",
                "Распределение мест",
                "Итоговая таблица",
            ],
        ),
    ],
)
def test_sheets_in_order_named_in_the_events_language(
    samples: Path, tmp_path: Path, sample: str, names: list[str]
) -> None:
    book = load_workbook(written(samples / sample, tmp_path / "e.xlsx"))
    assert book.sheetnames == names


NASTY = ('=HYPERLINK("http://x")', "=1+1", "-2+3", "@cmd", "<b>bold</b>")


def test_scoring_points_are_named_parameter_cells(
    samples: Path, tmp_path: Path
) -> None:
    book = load_workbook(written(samples / "draughts-cup", tmp_path / "e.xlsx"))
    event = book["Турнір"]
    values = [event.cell(20 + i, 2).value for i in range(6)]
    assert values == [2, 1, 0, 2, 0, 0]
    for index, name in enumerate(POINT_NAMES):
        assert book.defined_names[name].attr_text == f"'Турнір'!$B${20 + index}"
    formula = book["Розклад"]["H2"].value
    assert "pts_win" in formula
    assert "pts_draw" in formula


def test_names_are_text_never_formulas(tmp_path: Path) -> None:
    players = [Player(name, 2000 + i) for i, name in enumerate(NASTY)]
    info = EventInfo(name="=EVIL()", site="+1", arbiter="=A1")
    tournament = make_tournament(info, players)
    config = event_config(info, players)
    target = tmp_path / "nasty.xlsx"
    write_workbook(config, tournament, None, None, target)
    book = load_workbook(target)
    participants = book["Participants"]
    crosstable = book["Crosstable"]
    for number, name in enumerate(NASTY, start=1):
        for cell in (participants.cell(3 + number, 2), crosstable.cell(3 + number, 2)):
            assert cell.value == name
            assert cell.data_type == "s"
    schedule = book["Schedule"]
    shown = {schedule.cell(row, 4).value for row in range(2, schedule.max_row + 1)}
    assert shown == set(NASTY)
    assert all(
        schedule.cell(row, 4).data_type == "s" for row in range(2, schedule.max_row + 1)
    )
    event = book["Event"]
    assert event["A1"].value == "=EVIL() — Event"
    assert (event["B4"].value, event["B4"].data_type) == ("=EVIL()", "s")
    assert (event["B5"].value, event["B5"].data_type) == ("+1", "s")


def test_final_standings_hold_the_tools_values(samples: Path, tmp_path: Path) -> None:
    event = samples / "open-varma"
    book = load_workbook(written(event, tmp_path / "e.xlsx"))
    players = open_individual(event)
    tournament = players.event
    results = players.read_results()
    assert results is not None
    standings = players.count(results).standings
    sheet = book["Итоговая таблица"]
    header = [cell.value for cell in sheet[3]]
    fixed = ["Место", "№", "Участник", "Рейтинг", "Федерация", "Очки"]
    # DE, WIN, SB, KS under the documents' Russian labels.
    assert header == [*fixed, "ЛВ", "Поб.", "SB", "Койя"]
    assert standings.chain == ("DE", "WIN", "SB", "KS")
    for row, standing in enumerate(standings.rows, start=4):
        values = [cell.value for cell in sheet[row]]
        assert values[0] == standing.place
        assert values[1] == standing.number
        assert values[2] == tournament.player(standing.number).name
        assert values[5] == float(standing.points)
        expected = [
            None if v is None else float(v) for v in standing.tiebreaks.values()
        ]
        assert values[6:] == expected
    assert "после 11-го тура из 11" in sheet["A2"].value


def test_final_standings_mark_places_decided_by_lots(
    samples: Path, tmp_path: Path
) -> None:
    # The sample's three players on 3 points all have 2 wins (Brennan,
    # Moreau, Kowalski): WIN leaves them level, and the lots place them 5-7.
    event = samples / "club-championship"
    extra = ("--tiebreaks", "WIN,STD", "--ties", "lots", "--seed", "5")
    book = load_workbook(written(event, tmp_path / "e.xlsx", *extra))
    sheet = book["Final standings"]
    assert [cell.value for cell in sheet[3]][6:] == ["Wins", "STD"]
    places = [sheet.cell(row, 1).value for row in range(4, 12)]
    assert places == ["1", "2", "3", "4", "5‡", "6‡", "7‡", "8"]
    assert sheet["A2"].value.endswith(
        "Players still level are ordered by drawing of lots; ‡ marks a place"
        " it decided. Seed of the lots: 5."
    )


def test_final_standings_empty_with_a_note_before_results(tmp_path: Path) -> None:
    players = [Player(f"P{i}") for i in range(4)]
    tournament = make_tournament(EventInfo(), players)
    target = tmp_path / "e.xlsx"
    write_workbook(event_config(EventInfo(), players), tournament, None, None, target)
    sheet = load_workbook(target)["Final standings"]
    labels = load_labels("en")
    assert sheet["A1"].value == "Final standings"
    assert sheet["A2"].value == labels.wb_final_none
    assert [c.value for c in sheet[3]] == [
        "Place",
        "No.",
        "Name",
        "Rating",
        "Federation",
        "Points",
        "SB",
        "ARO",
    ]
    assert sheet.max_row == 3


def test_double_round_robin_has_a_column_per_cycle(
    samples: Path, tmp_path: Path
) -> None:
    players = samples / "club-championship" / "players.csv"
    target = written(players, tmp_path / "e.xlsx", "--cycles", "2")
    book = load_workbook(target)
    crosstable = book["Crosstable"]
    assert [crosstable.cell(3, c).value for c in (4, 6, 18)] == [1, 2, 8]
    assert [crosstable.cell(4, c).value for c in (4, 5, 6, 7)] == [1, 2, 1, 2]
    assert crosstable.freeze_panes == "D5"
    assert book["Schedule"].max_row == 1 + 2 * 28

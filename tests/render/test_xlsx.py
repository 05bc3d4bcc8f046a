"""The event workbook as written: sheets, looks, text safety, atomic output."""

from __future__ import annotations

import datetime as dt
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from openpyxl import load_workbook
from tests.conftest import assert_error

from berger.cli import cli
from berger.core.model import EventInfo, Player
from berger.core.tournament import make_tournament
from berger.errors import OutputError
from berger.formats.event import EventConfig, Options
from berger.pipeline import load_results, open_event, standings_for
from berger.render.labels import load_labels
from berger.render.xlsx import write_workbook
from berger.render.xlsx.formulas import DROPDOWN
from berger.render.xlsx.layout import POINT_NAMES, Layout

NASTY = ('=HYPERLINK("http://x")', "=1+1", "-2+3", "@cmd", "<b>bold</b>")


def run(runner: CliRunner, *args: str | Path) -> Result:
    return runner.invoke(cli, [str(a) for a in args])


def written(runner: CliRunner, event: Path, target: Path, *extra: str) -> Path:
    result = run(runner, "workbook", event, "-o", target, *extra)
    assert result.exit_code == 0, result.output
    return target


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
    runner: CliRunner, samples: Path, tmp_path: Path, sample: str, names: list[str]
) -> None:
    book = load_workbook(written(runner, samples / sample, tmp_path / "e.xlsx"))
    assert book.sheetnames == names


def test_looks_like_an_arbiters_tool(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    book = load_workbook(
        written(runner, samples / "club-championship", tmp_path / "e.xlsx")
    )
    schedule = book["Schedule"]
    assert schedule.freeze_panes == "A2"
    assert schedule.print_title_rows == "$1:$1"
    assert schedule.protection.sheet
    assert schedule["G2"].protection.locked is False
    assert schedule["G2"].number_format == "@"
    assert schedule["D2"].protection.locked is True
    (validation,) = schedule.data_validations.dataValidation
    assert validation.type == "list"
    assert str(validation.sqref) == "G2:G29"
    assert validation.formula1 == '"' + ",".join(DROPDOWN) + '"'
    assert len(validation.formula1) <= 255
    assert validation.allow_blank
    assert validation.showErrorMessage
    crosstable = book["Crosstable"]
    assert crosstable.freeze_panes == "D4"
    assert crosstable.page_setup.orientation == "landscape"
    assert crosstable.page_setup.fitToWidth == 1
    assert crosstable.page_setup.fitToHeight == 0
    assert crosstable.sheet_properties.pageSetUpPr.fitToPage
    assert crosstable.print_title_rows == "$3:$3"
    assert int(crosstable.page_setup.paperSize) == int(crosstable.PAPERSIZE_A4)
    for number in range(1, 9):
        diagonal = crosstable.cell(3 + number, 3 + number)
        assert diagonal.value is None
        assert diagonal.fill.fgColor.rgb.endswith("999999")
        assert crosstable.cell(3 + number, 4 + number % 8).fill.fill_type is None
    assert crosstable.column_dimensions["B"].width >= 16
    assert crosstable.row_dimensions[12].hidden  # the SB helper row
    standings = book["Standings"]
    assert standings.freeze_panes == "A4"
    assert standings["A3"].value == "Place"


def test_scoring_points_are_named_parameter_cells(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    book = load_workbook(written(runner, samples / "draughts-cup", tmp_path / "e.xlsx"))
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
    config = _config(info, players)
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


def _config(info: EventInfo, players: list[Player]) -> EventConfig:
    return EventConfig(
        source=Path("event.toml"),
        folder=Path(),
        info=info,
        players=tuple(players),
        players_file="players.csv",
    )


def test_the_same_event_gives_the_same_bytes(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    first = written(runner, samples / "open-varma", tmp_path / "a.xlsx")
    second = written(runner, samples / "open-varma", tmp_path / "b.xlsx")
    assert first.read_bytes() == second.read_bytes()
    # Every member carries the event's date, none the clock's (openpyxl
    # writes worksheets from temporary files, whose times would leak in).
    with zipfile.ZipFile(first) as archive:
        stamps = {info.date_time for info in archive.infolist()}
    assert stamps == {(2026, 12, 20, 0, 0, 0)}
    properties = load_workbook(first).properties
    assert properties.created == dt.datetime(2026, 12, 20)
    assert properties.modified == dt.datetime(2026, 12, 20)


def test_final_standings_hold_the_tools_values(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    event = samples / "open-varma"
    book = load_workbook(written(runner, event, tmp_path / "e.xlsx"))
    config, tournament, _ = open_event(event, Options())
    results = load_results(config, tournament)
    assert results is not None
    _crosstable, standings = standings_for(config, tournament, results)
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
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    # The sample's three players on 3 points all have 2 wins (Brennan,
    # Moreau, Kowalski): WIN leaves them level, and the lots place them 5-7.
    event = samples / "club-championship"
    extra = ("--tiebreaks", "WIN,STD", "--ties", "lots", "--seed", "5")
    book = load_workbook(written(runner, event, tmp_path / "e.xlsx", *extra))
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
    write_workbook(_config(EventInfo(), players), tournament, None, None, target)
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
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    players = samples / "club-championship" / "players.csv"
    target = written(runner, players, tmp_path / "e.xlsx", "--cycles", "2")
    book = load_workbook(target)
    crosstable = book["Crosstable"]
    assert [crosstable.cell(3, c).value for c in (4, 6, 18)] == [1, 2, 8]
    assert [crosstable.cell(4, c).value for c in (4, 5, 6, 7)] == [1, 2, 1, 2]
    assert crosstable.freeze_panes == "D5"
    assert book["Schedule"].max_row == 1 + 2 * 28


def test_a_failed_write_leaves_no_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from openpyxl.writer.excel import ExcelWriter

    players = [Player(f"P{i}") for i in range(4)]
    tournament = make_tournament(EventInfo(), players)
    target = tmp_path / "e.xlsx"
    target.write_bytes(b"the previous workbook")

    def broken(self: ExcelWriter) -> None:
        self._archive.writestr("xl/partial.xml", "<half")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(ExcelWriter, "write_data", broken)
    with pytest.raises(OutputError, match="No space left on device"):
        write_workbook(_config(EventInfo(), players), tournament, None, None, target)
    assert target.read_bytes() == b"the previous workbook"
    assert [p.name for p in tmp_path.iterdir()] == ["e.xlsx"]


def test_unwritable_output_is_one_line(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", "utf-8")
    result = run(
        runner, "workbook", samples / "club-championship", "-o", blocker / "e.xlsx"
    )
    assert_error(result, pattern="cannot write")


def test_a_sheet_name_from_templates_that_excel_refuses_is_one_line(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    templates = tmp_path / "templates"
    (templates / "locales").mkdir(parents=True)
    (templates / "locales" / "en.toml").write_text(
        'wb_sheet_schedule = "Games/2026"\n', "utf-8"
    )
    target = tmp_path / "e.xlsx"
    event = samples / "club-championship"
    result = run(runner, "workbook", event, "--templates", templates, "-o", target)
    assert result.exit_code == 1
    assert isinstance(result.exception, SystemExit)
    assert result.stderr == (
        "Error: label 'wb_sheet_schedule': 'Games/2026' cannot name a sheet"
        " (1 to 31 characters, none of : \\ / ? * [ ], no ' first or last)\n"
    )
    assert not target.exists()


def test_an_event_too_big_for_a_worksheet_is_refused() -> None:
    players = [Player(f"P{i}") for i in range(1500)]
    tournament = make_tournament(EventInfo(), players)
    with pytest.raises(OutputError, match="1124250 games do not fit"):
        Layout.of(tournament, load_labels("en"))

"""Reading results back from the event workbook (``--results FILE.xlsx``)."""

from __future__ import annotations

import csv
import datetime as dt
import re
import shutil
from pathlib import Path

import pytest
from openpyxl import load_workbook
from tests.conftest import assert_error, open_individual, run
from tests.formats.xlsx_parts import compressed_at, part, patched, with_part

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.event.results_file import read_results

SPELLINGS = {"1/2-1/2": ("½-½", "=", "1/2-1/2", "0.5-0.5")}
"""Ways an arbiter may type a result; each must read as the same outcome."""


@pytest.fixture
def event(tmp_path: Path, samples: Path) -> Path:
    """The club sample without its results: an event before round 1."""
    folder = tmp_path / "club"
    folder.mkdir()
    shutil.copy(samples / "club-championship" / "players.csv", folder)
    toml = (samples / "club-championship" / "event.toml").read_text("utf-8")
    (folder / "event.toml").write_text(
        "\n".join(line for line in toml.splitlines() if not line.startswith("results"))
        + "\n",
        "utf-8",
    )
    return folder


@pytest.fixture
def blank(event: Path, tmp_path: Path) -> Path:
    """The event's workbook as ``berger workbook`` writes it, no results yet."""
    target = tmp_path / "event.xlsx"
    result = run("workbook", event, "-o", target)
    assert result.exit_code == 0, result.output
    assert result.stdout == f"wrote {target}\n"
    return target


def sample_results(samples: Path, *, up_to: int) -> list[dict[str, str]]:
    with (samples / "club-championship" / "results.csv").open(encoding="utf-8") as f:
        return [row for row in csv.DictReader(f) if int(row["round"]) <= up_to]


def type_results(workbook: Path, rows: list[dict[str, str]]) -> None:
    """Type each result into its schedule row, as an arbiter would."""
    book = load_workbook(workbook)
    sheet = book.worksheets[2]
    typed = {(int(r["round"]), int(r["board"])): r["result"] for r in rows}
    for number, row in enumerate(sheet.iter_rows(min_row=2), start=0):
        code = typed.get((row[0].value, row[1].value))
        if code is not None:
            spellings = SPELLINGS.get(code, (code,))
            row[6].value = spellings[number % len(spellings)]
    book.save(workbook)


def write_csv(path: Path, rows: list[dict[str, str]]) -> Path:
    with path.open("w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    return path


@pytest.mark.parametrize("up_to", [7, 3])
def test_typed_results_give_the_standings_of_the_csv(
    event: Path,
    blank: Path,
    samples: Path,
    tmp_path: Path,
    up_to: int,
) -> None:
    rows = sample_results(samples, up_to=up_to)
    type_results(blank, rows)
    from_csv = write_csv(tmp_path / "results.csv", rows)
    tournament = open_individual(event).event
    assert read_results(blank, tournament) == read_results(from_csv, tournament)
    outputs = [
        run("standings", event, "--results", source, "--format", "json")
        for source in (blank, from_csv)
    ]
    assert all(out.exit_code == 0 for out in outputs), outputs[0].output
    assert outputs[0].stdout == outputs[1].stdout
    assert '"after_round": ' + str(up_to) in outputs[0].stdout


def test_workbook_with_results_reads_back_its_own_results(
    samples: Path, tmp_path: Path
) -> None:
    target = tmp_path / "club.xlsx"
    assert run("workbook", samples / "club-championship", "-o", target).exit_code == 0
    tournament = open_individual(samples / "club-championship").event
    expected = read_results(samples / "club-championship" / "results.csv", tournament)
    assert read_results(target, tournament) == expected
    # The workbook can stand in for the results file and be rewritten from itself.
    again = run(
        "workbook",
        samples / "club-championship",
        "--results",
        target,
        "-o",
        target,
    )
    assert again.exit_code == 0, again.output
    assert read_results(target, tournament) == expected


def test_a_ukrainian_workbook_reads_back(samples: Path, tmp_path: Path) -> None:
    target = tmp_path / "cup.xlsx"
    assert run("workbook", samples / "draughts-cup", "-o", target).exit_code == 0
    assert load_workbook(target).sheetnames[2] == "Розклад"
    tournament = open_individual(samples / "draughts-cup").event
    expected = read_results(samples / "draughts-cup" / "results.csv", tournament)
    assert read_results(target, tournament) == expected


def edit(workbook: Path, change: str) -> None:
    book = load_workbook(workbook)
    sheet = book["Schedule"]
    if change == "swap":
        for column in range(1, 7):
            a, b = sheet.cell(3, column), sheet.cell(4, column)
            a.value, b.value = b.value, a.value
    elif change == "delete":
        sheet.delete_rows(5)
    elif change == "insert":
        sheet.insert_rows(6)
    elif change == "append":
        last = sheet.max_row + 1
        sheet.cell(last, 1, 8)
        sheet.cell(last, 7, "1-0")
    elif change == "code":
        sheet["G4"] = "3-0"
    elif change == "move":
        book.move_sheet(sheet, offset=1)
    elif change == "drop":
        for extra in book.worksheets[2:]:
            book.remove(extra)
    book.save(workbook)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            "swap",
            "event.xlsx: Schedule!B3: board is 3 but the schedule has 2 here"
            " (round 1, board 2: 2 – 7); rows must stay in schedule order:"
            " were rows moved, sorted or deleted?",
        ),
        ("delete", "event.xlsx: Schedule!A5: round is 2 but the schedule has 1 here"),
        ("insert", "event.xlsx: Schedule!A6: round is empty but the schedule has 2"),
        ("append", "event.xlsx: Schedule!A30: a row after the last game"),
        (
            "code",
            "event.xlsx: Schedule!G4: '3-0' is not a result code"
            " (use 1-0, 0-1, ½-½, =, +-, -+, --, *)",
        ),
        (
            "move",
            "event.xlsx: Crosstable!A2: round is empty but the schedule has 1 here"
            " (round 1, board 1: 1 – 8); rows must stay in schedule order, and the"
            " schedule the third sheet: were rows or sheets moved, sorted or deleted?",
        ),
        (
            "drop",
            "event.xlsx: no schedule sheet (the workbook has 2 sheets; the schedule"
            " is the third): is this a workbook written by berger workbook?",
        ),
    ],
)
def test_a_changed_sheet_is_one_clear_error(
    event: Path, blank: Path, change: str, message: str
) -> None:
    edit(blank, change)
    before = blank.read_bytes()
    line = assert_error(run("standings", event, "--results", blank))
    assert message in line
    assert line.startswith("Error: ")
    assert blank.read_bytes() == before


def test_the_schedule_is_the_third_sheet_whatever_its_name(
    event: Path, blank: Path, samples: Path
) -> None:
    rows = sample_results(samples, up_to=2)
    type_results(blank, rows)
    book = load_workbook(blank)
    book["Schedule"].title = "Games"
    book.save(blank)
    tournament = open_individual(event).event
    results = read_results(blank, tournament)
    assert len(results.outcomes) == len(rows) == 8


def test_a_workbook_with_sheets_renamed_by_templates_reads_back(
    event: Path, samples: Path, tmp_path: Path
) -> None:
    """Sheet names from ``--templates`` (the reader once looked the schedule up
    by the built-in names only, and refused such a workbook)."""
    templates = tmp_path / "templates"
    (templates / "locales").mkdir(parents=True)
    (templates / "locales" / "en.toml").write_text(
        'wb_sheet_event = "Info"\nwb_sheet_schedule = "Games"\n', "utf-8"
    )
    target = tmp_path / "renamed.xlsx"
    written = run("workbook", event, "--templates", templates, "-o", target)
    assert written.exit_code == 0, written.output
    book = load_workbook(target)
    assert book.sheetnames[:3] == ["Info", "Participants", "Games"]
    assert book.defined_names["pts_win"].attr_text == "'Info'!$B$20"
    assert book["Games"]["H2"].value.count("pts_win") == 1
    rows = sample_results(samples, up_to=3)
    type_results(target, rows)
    from_csv = write_csv(tmp_path / "results.csv", rows)
    outputs = [
        run(
            "standings",
            event,
            "--templates",
            templates,
            "--results",
            source,
            "--format",
            "json",
        )
        for source in (target, from_csv)
    ]
    assert outputs[0].exit_code == 0, outputs[0].output
    assert outputs[0].stdout == outputs[1].stdout
    assert '"after_round": 3' in outputs[0].stdout


def test_a_deleted_last_row_is_missing(event: Path, blank: Path) -> None:
    book = load_workbook(blank)
    book["Schedule"].delete_rows(29)
    book.save(blank)
    tournament = open_individual(event).event
    with pytest.raises(InputError, match=r"Schedule!A29: the row of round 7, board 4"):
        read_results(blank, tournament)


def test_not_a_workbook(event: Path, tmp_path: Path) -> None:
    fake = tmp_path / "results.xlsx"
    fake.write_text("round,white,black,result\n", "utf-8")
    line = assert_error(run("standings", event, "--results", fake))
    assert line.endswith("results.xlsx: not an Excel workbook (.xlsx)")
    missing = assert_error(run("standings", event, "--results", tmp_path / "none.xlsx"))
    assert "none.xlsx" in missing


def test_unplayed_spellings_read_as_no_result(event: Path, blank: Path) -> None:
    book = load_workbook(blank)
    sheet = book["Schedule"]
    sheet["G2"] = "*"
    sheet["G3"] = "  "
    sheet["G4"] = "+/-"
    book.save(blank)
    tournament = open_individual(event).event
    results = read_results(blank, tournament)
    assert dict(results.outcomes) == {(1, 3): Outcome.WHITE_FORFEIT_WIN}


# -- a damaged workbook -------------------------------------------------------

SCHEDULE_PART = "xl/worksheets/sheet3.xml"
"""The schedule sheet's part of the zip archive, as berger writes it."""


def test_an_unknown_compression_method(event: Path, blank: Path) -> None:
    blank.write_bytes(patched(blank.read_bytes(), SCHEDULE_PART, at=10, value=99))
    line = assert_error(run("standings", event, "--results", blank))
    assert line == (
        f"Error: {blank}: {SCHEDULE_PART}: damaged: compressed by an unknown method"
        " (99)"
    )


def test_compressed_data_that_does_not_unpack(event: Path, blank: Path) -> None:
    data = bytearray(blank.read_bytes())
    start, size = compressed_at(bytes(data), SCHEDULE_PART)
    data[start : start + size] = b"\xff" * size  # "invalid block type"
    blank.write_bytes(bytes(data))
    line = assert_error(run("standings", event, "--results", blank))
    assert line == f"Error: {blank}: {SCHEDULE_PART}: damaged: does not unpack"


def test_damaged_xml_in_the_schedule(event: Path, blank: Path) -> None:
    text = part(blank.read_bytes(), SCHEDULE_PART)
    broken = text.replace(b"</sheetData>", b"</sheetDat>")
    blank.write_bytes(with_part(blank.read_bytes(), SCHEDULE_PART, broken))
    # expat counts characters (the sheet holds en dashes), from the tag's name
    column = len(broken[: broken.index(b"</sheetDat>")].decode("utf-8")) + 2
    line = assert_error(run("standings", event, "--results", blank))
    assert line == (
        f"Error: {blank}: sheet 'Schedule': damaged XML: mismatched tag: line 1,"
        f" column {column}"
    )


def test_a_workbook_with_no_sheets(event: Path, blank: Path) -> None:
    listed = part(blank.read_bytes(), "xl/workbook.xml")
    empty = re.sub(rb"<sheets>.*</sheets>", b"<sheets/>", listed)
    blank.write_bytes(with_part(blank.read_bytes(), "xl/workbook.xml", empty))
    line = assert_error(run("standings", event, "--results", blank))
    assert line == (
        f"Error: {blank}: no schedule sheet (the workbook has 0 sheets; the"
        " schedule is the third): is this a workbook written by berger workbook?"
    )


def test_a_digit_int_cannot_read_is_no_number(event: Path, blank: Path) -> None:
    # str.isdigit() says yes to '²', int() says no: a cell's text is a
    # number only when isdecimal()
    book = load_workbook(blank)
    book["Schedule"]["A2"] = "1²"
    book.save(blank)
    line = assert_error(run("standings", event, "--results", blank))
    assert line == (
        f"Error: {blank}: Schedule!A2: round is '1²' but the schedule has 1 here"
        " (round 1, board 1: 1 – 8); rows must stay in schedule order, and the"
        " schedule the third sheet: were rows or sheets moved, sorted or deleted?"
    )


def test_a_games_own_date_in_the_schedule(event: Path, blank: Path) -> None:
    # The club sample's rounds are 1–7 December 2026. Round 1's board 4 typed
    # with its result and played on the 8th (the event's dates widened), as
    # a date or as text; a date the event does not allow names its cell.
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace("end = 2026-12-07", "end = 2026-12-31"),
        "utf-8",
    )
    tournament = open_individual(event).event
    book = load_workbook(blank)
    sheet = book.worksheets[2]
    assert sheet["K1"].value == "Date played (if not the round's)"
    sheet["G5"].value = "1-0"
    sheet["K5"].value = dt.datetime(2026, 12, 8)
    sheet["K6"].value = "2026-12-09"  # board 1 of round 2: no result yet
    book.save(blank)
    results = read_results(blank, tournament)
    assert results.dates == {
        (1, 4, 1): dt.date(2026, 12, 8),
        (2, 1, 1): dt.date(2026, 12, 9),
    }
    # Written again from those results, the dates stand in column K.
    again = blank.parent / "again.xlsx"
    assert run("workbook", event, "--results", blank, "-o", again).exit_code == 0
    assert load_workbook(again).worksheets[2]["K5"].value == dt.datetime(2026, 12, 8)
    for value, message in (
        ("9.12.2026", "'9.12.2026' is not a day"),
        (dt.datetime(2027, 1, 9), "2027-01-09 is after the event's last day"),
    ):
        sheet["K6"].value = value
        book.save(blank)
        with pytest.raises(InputError) as info:
            read_results(blank, tournament)
        assert str(info.value).startswith(f"{blank}: {sheet.title}!K6: {message}")


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        ("9" * 5000, "'999999999999… (5000 digits)'"),
        (1e300, "1e+300"),
    ],
    ids=["5000 digits", "1e300"],
)
def test_a_number_no_round_can_be_is_no_number(
    event: Path, blank: Path, value: object, shown: str
) -> None:
    # More digits than Python converts ended in its ValueError; a float
    # beyond any round is quoted as written, not as its 301 digits.
    book = load_workbook(blank)
    book["Schedule"]["A2"] = value
    book.save(blank)
    line = assert_error(run("standings", event, "--results", blank))
    assert line.startswith(
        f"Error: {blank}: Schedule!A2: round is {shown} but the schedule has 1 here"
    )

"""The workbook's prize sheet: the club sample's awards as ``berger prizes``
gives them, amounts as numbers with the currency in their format, each
list's total a SUM over its amounts; the prizes announced before any result;
none for an event without [[prizes]]; a team event's, in its language."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook
from tests.conftest import SAMPLES, run
from tests.render.xlsx.conftest import written

from berger.render.xlsx.prizes import money_format

CLUB = SAMPLES / "club-championship"
MONEY = '#,##0\\ "UAH"'
"""The club sample's amounts: whole hryvnias (rounding 1), UAH after them."""


def prizes_json(event: Path) -> dict[str, Any]:
    """What ``berger prizes EVENT --format json`` says."""
    result = run("prizes", event, "--format", "json")
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def lines(sheet: Any) -> list[tuple[object, ...]]:
    """The sheet's rows from the first list's name, as values (trailing
    empty cells left off)."""
    out = []
    for row in sheet.iter_rows(min_row=7, max_col=5, values_only=True):
        values = list(row)
        while values and values[-1] is None:
            values.pop()
        out.append(tuple(values))
    return out


def test_the_club_samples_awards_as_berger_prizes_gives_them(tmp_path: Path) -> None:
    data = prizes_json(CLUB)
    book = load_workbook(written(CLUB, tmp_path / "e.xlsx"))
    assert book.sheetnames[-1] == "Prizes"
    sheet = book["Prizes"]
    assert sheet["A1"].value == "Riverside Club Championship 2026 — Prizes"
    assert sheet["A2"].value is None  # final: no note
    assert (sheet["A4"].value, sheet["D4"].value) == ("Currency", "UAH")
    assert (sheet["A5"].value, sheet["D5"].value) == ("Awards rounded to", 1)
    assert sheet["D5"].number_format == MONEY
    # The awards of each list, in the order of berger prizes, under the
    # list's name and the page's headers; amounts are numbers.
    main = [p for p in data["prizes"] if p["prize"] == "Main"]
    rating = [p for p in data["prizes"] if p["prize"] == "Rated under 2000"]
    heads = ("Place", "No.", "Name", "Amount", "How it was worked out")
    rows = lines(sheet)
    assert rows[:2] == [("Main · Hort's system",), heads]
    got = [(r[0], r[1], r[2], r[3]) for r in rows[2 : 2 + len(main)]]
    assert got == [
        (p["places"].replace("-", "–"), p["number"], p["name"], p["amount"])
        for p in main
    ]
    # Kowalski's 450: half of place 5 kept (300) and half the pot of
    # places 5-6 (300 / 2), as the page words it.
    assert rows[6][2:] == (
        "Kowalski, Adam",
        450,
        "half of place 5 (300) and a share of the pot of places 5–6: 300 / 2;"
        " passed on: 7 took another prize",
    )
    assert rows[8] == (None, None, "Total", "=SUM(D9:D14)")
    assert rows[10:13] == [
        ("Rated under 2000 · by the final order",),
        heads,
        ("1", 7, "Brennan, Aoife", 500, "place 1"),
    ]
    assert rows[13] == (None, None, "Total", "=SUM(D19:D19)")
    assert rows[15] == (None, None, "Total of every list", "=D15+D20")
    for row in (*range(9, 16), 19, 20, 22):
        assert sheet.cell(row, 4).number_format == MONEY, row
    assert sum(p["amount"] for p in rating) == 500


def test_before_any_result_the_prizes_announced(tmp_path: Path) -> None:
    event = tmp_path / "club"
    shutil.copytree(CLUB, event)
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace('results = "results.csv"\n', ""), "utf-8"
    )
    sheet = load_workbook(written(event, tmp_path / "e.xlsx"))["Prizes"]
    assert sheet["A2"].value == "No results yet: the prizes by place."
    rows = lines(sheet)
    assert rows[2:8] == [
        ("1", None, None, 4000),
        ("2", None, None, 2500),
        ("3", None, None, 1500),
        ("4", None, None, 1000),
        ("5", None, None, 600),
        (None, None, "Total", "=SUM(D9:D13)"),
    ]
    assert rows[11:13] == [
        ("1", None, None, 500),
        (None, None, "Total", "=SUM(D18:D18)"),
    ]


def test_a_prize_nobody_takes_follows_the_total(tmp_path: Path) -> None:
    event = tmp_path / "club"
    shutil.copytree(CLUB, event)
    toml = event / "event.toml"
    text = toml.read_text("utf-8")
    toml.write_text(text.replace("rating_max = 1999", "rating_max = 1000"), "utf-8")
    assert prizes_json(event)["not_awarded"] == [
        {"prize": "Rated under 2000", "place": 1, "amount": 500}
    ]
    sheet = load_workbook(written(event, tmp_path / "e.xlsx"))["Prizes"]
    rows = lines(sheet)
    first = rows.index(("Rated under 2000 · by the final order",))
    assert rows[first + 2 : first + 6] == [
        ("Nobody takes a prize of this list.",),
        (None, None, "Total", f"=SUM(D{first + 9}:D{first + 9})"),
        ("Not awarded (no eligible player left)",),
        ("1", None, None, 500),
    ]


def test_no_sheet_without_prizes(tmp_path: Path) -> None:
    book = load_workbook(written(SAMPLES / "draughts-cup", tmp_path / "e.xlsx"))
    assert "Призи" not in book.sheetnames
    assert len(book.sheetnames) == 6


def test_a_team_events_prize_sheet(tmp_path: Path) -> None:
    event = tmp_path / "teams"
    shutil.copytree(SAMPLES / "school-teams", event)
    with (event / "event.toml").open("a", encoding="utf-8") as toml:
        toml.write('\n[[prizes]]\nname = "Кубок"\namounts = [300, 200]\n')
    data = prizes_json(event)
    sheet = load_workbook(written(event, tmp_path / "e.xlsx"))["Призи"]
    rows = lines(sheet)
    assert rows[1] == ("Місце", "№", "Команда", "Сума", "Як обчислено")
    assert [(r[1], r[2], r[3]) for r in rows[2:4]] == [
        (p["number"], p["name"], p["amount"]) for p in data["prizes"]
    ]
    assert sheet["D9"].number_format == "#,##0.00"  # no currency; to the cent
    assert sheet["A4"].value is None


@pytest.mark.parametrize(
    ("currency", "places", "expected"),
    [
        ("UAH", 0, '#,##0\\ "UAH"'),
        ("€", 2, '#,##0.00\\ "€"'),
        ("", 1, "#,##0.0"),
        ('"x"', 0, '#,##0\\ ""\\""x"\\"""'),
    ],
)
def test_the_amounts_number_format(currency: str, places: int, expected: str) -> None:
    assert money_format(currency, places) == expected

"""Where the workbook's rows and columns sit, and which sheet names it takes."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import run

from berger.core.model import EventInfo, Player
from berger.core.tournament import make_tournament
from berger.errors import OutputError, TemplateError
from berger.formats.workbook import SCHEDULE_SHEET
from berger.render.labels import Labels, load_labels
from berger.render.xlsx.layout import MAX_COLUMNS, SHEETS, Layout, column_letter


def players(n: int) -> list[Player]:
    return [Player(f"P{i}") for i in range(1, n + 1)]


@pytest.mark.parametrize(
    ("index", "letters"),
    [(1, "A"), (4, "D"), (26, "Z"), (27, "AA"), (52, "AZ"), (703, "AAA")],
)
def test_column_letters(index: int, letters: str) -> None:
    # 703 = 26 + 26 * 26 + 1: the first column of three letters.
    assert column_letter(index) == letters


def test_column_letters_agree_with_openpyxl() -> None:
    from openpyxl.utils import get_column_letter

    assert all(
        column_letter(index) == get_column_letter(index)
        for index in range(1, MAX_COLUMNS + 1)
    )


def test_positions_of_an_odd_event() -> None:
    tournament = make_tournament(EventInfo(), players(5))
    layout = Layout.of(tournament, load_labels("uk"))
    # Five players play as six: five rounds of two games, rows 2 to 11.
    assert (layout.games, layout.last_game_row) == (10, 11)
    # Opponents in D to H, the bye in I, then points J ... order O.
    assert (layout.last_opponent_column, layout.bye_column) == (8, 9)
    columns = (
        layout.totals_column,
        layout.sb_column,
        layout.wins_column,
        layout.place_column,
        layout.rank_column,
        layout.order_column,
    )
    assert columns == (10, 11, 12, 13, 14, 15)
    assert (layout.first_row, layout.last_row, layout.helper_row) == (4, 8, 9)
    assert layout.names[2] == "Розклад"


def test_sheets_in_the_order_of_the_spec() -> None:
    assert SHEETS == (
        "event",
        "participants",
        "schedule",
        "crosstable",
        "standings",
        "final",
    )
    # Where the results reader looks for the schedule.
    assert SHEETS[SCHEDULE_SHEET] == "schedule"


@pytest.mark.parametrize(
    ("key", "name", "message"),
    [
        ("schedule", "Games/2026", "cannot name a sheet"),
        ("schedule", "[Games]", "cannot name a sheet"),
        ("final", "x" * 32, "cannot name a sheet (1 to 31 characters"),
        ("event", "", "cannot name a sheet"),
        ("event", "'Event", "no ' first or last"),
        (
            "crosstable",
            "SCHEDULE",
            "label 'wb_sheet_crosstable': 'SCHEDULE' already names a sheet"
            " (label 'wb_sheet_schedule')",
        ),
    ],
)
def test_a_sheet_name_excel_refuses_is_a_template_error(
    key: str, name: str, message: str
) -> None:
    table = dict(load_labels("en"))
    table[f"wb_sheet_{key}"] = name
    tournament = make_tournament(EventInfo(), players(4))
    with pytest.raises(TemplateError, match=f"label 'wb_sheet_{key}'") as caught:
        Layout.of(tournament, Labels("en", table))
    assert message in str(caught.value)


def test_the_longest_sheet_name_excel_takes() -> None:
    table = dict(load_labels("en"))
    table["wb_sheet_final"] = "x" * 31
    tournament = make_tournament(EventInfo(), players(4))
    assert Layout.of(tournament, Labels("en", table)).names[-1] == "x" * 31


def test_a_crosstable_wider_than_a_worksheet_is_refused() -> None:
    # Two players meeting 8,200 times: 8,200 rows fit, but the crosstable
    # needs 3 + 2 * 8,200 columns for the games and 7 more.
    tournament = make_tournament(EventInfo(), players(2), cycles=8200)
    with pytest.raises(OutputError, match="needs 16410 columns"):
        Layout.of(tournament, load_labels("en"))


def test_a_sheet_name_from_templates_that_excel_refuses_is_one_line(
    samples: Path, tmp_path: Path
) -> None:
    templates = tmp_path / "templates"
    (templates / "locales").mkdir(parents=True)
    (templates / "locales" / "en.toml").write_text(
        'wb_sheet_schedule = "Games/2026"\n', "utf-8"
    )
    target = tmp_path / "e.xlsx"
    event = samples / "club-championship"
    result = run("workbook", event, "--templates", templates, "-o", target)
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

"""Where the workbook's rows and columns sit, and which sheet names it takes,
for an event of players and a team event, worked by hand."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from tests.conftest import run

from berger.core.model import EventInfo, Player
from berger.core.teams.event import Team, TeamEvent, make_team_event
from berger.core.tournament import make_tournament
from berger.errors import OutputError, TemplateError
from berger.formats.event.workbook import SCHEDULE_SHEET
from berger.render.labels import Labels, load_labels
from berger.render.xlsx import formulas
from berger.render.xlsx.layout import (
    BOARD_POINT_NAMES,
    BOARD_POINTS_ROW,
    CROSSTABLE,
    EVENT,
    FINAL,
    FIRST_OPPONENT_COLUMN,
    MATCH_POINTS_ROW,
    MAX_COLUMNS,
    SHEETS,
    TABLE_HEADER_ROW,
    TEAM_SHAPE,
    Layout,
    column_letter,
)


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
        "prizes",
        "ranks",
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
    assert Layout.of(tournament, Labels("en", table)).names[FINAL] == "x" * 31


def test_a_crosstable_wider_than_a_worksheet_is_refused() -> None:
    # Two players meeting 8,200 times: 8,200 rows fit, but the crosstable
    # needs 3 + 2 * 8,200 columns for the games and 6 more (points, SB,
    # wins, place, rank, order; no bye column for an even field).
    tournament = make_tournament(EventInfo(), players(2), cycles=8200)
    with pytest.raises(OutputError, match="needs 16409 columns"):
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


def team_layout(cycles: int) -> Layout:
    # Four teams on four boards: 3 rounds a cycle of 2 matches, 8 board rows
    # a round.
    return Layout(
        names=(),
        entrants=4,
        games=6 * cycles,
        cycles=cycles,
        boards=4,
        shape=TEAM_SHAPE,
    )


def test_a_single_team_round_robin() -> None:
    one = team_layout(1)
    # One header row over the teams, row 3: teams on rows 4 to 7.
    assert TABLE_HEADER_ROW == 3
    assert (one.first_row, one.row_of(3), one.last_row) == (4, 6, 7)
    # Opponents in columns 4 to 7 (D–G), then match points, game points,
    # place, and the hidden rank and order (8–12), then a hidden column of
    # match points per opponent (13–16); no bye column.
    assert FIRST_OPPONENT_COLUMN == 4
    assert (one.column_of(2, 1), one.last_opponent_column) == (5, 7)
    assert one.bye_column is None
    assert (one.totals_column, one.totals_column + 1, one.place_column) == (8, 9, 10)
    assert (one.rank_column, one.order_column) == (11, 12)
    assert (one.helper_of(1, 1), one.helper_of(4, 1), one.last_column) == (13, 16, 16)
    # 24 board rows from row 2: the last is row 25.
    assert one.last_game_row == 25


def test_a_double_team_round_robin_takes_two_columns_an_opponent() -> None:
    two = team_layout(2)
    # Two header rows (the opponent over its cycles): teams from row 5.
    assert (two.first_row, two.last_row) == (5, 8)
    # Opponent 2 in columns 6–7, its second cycle in 7; 8 match columns
    # end at 11.
    assert (two.column_of(2, 1), two.column_of(2, 2)) == (6, 7)
    assert two.last_opponent_column == 11
    assert (two.totals_column, two.order_column) == (12, 16)
    # Helpers from 17, two per opponent: the last 17 + 7 = 24.
    assert (two.helper_of(1, 1), two.last_column) == (17, 24)


def test_the_named_team_points_sit_on_the_event_sheet() -> None:
    # Board points (win, draw, loss, forfeit win and loss) from row 26, a
    # blank row and a heading, then the match points from row 33.
    assert len(BOARD_POINT_NAMES) == 5
    assert (BOARD_POINTS_ROW, MATCH_POINTS_ROW) == (26, 33)


def teams(n: int, boards: int) -> TeamEvent:
    squads = [
        Team(f"T{t}", tuple(Player(f"P{t}.{k}") for k in range(1, boards + 1)))
        for t in range(1, n + 1)
    ]
    return make_team_event(EventInfo(), squads, boards=boards)


def of_teams(event: TeamEvent, labels: Labels) -> Layout:
    return Layout.of(event, labels, boards=event.boards, shape=TEAM_SHAPE)


def test_the_layout_of_a_team_event_names_its_sheets_in_its_language() -> None:
    layout = of_teams(teams(4, 2), load_labels("uk"))
    assert layout.names[:3] == ("Турнір", "Команди", "Розклад")
    # 4 teams: 3 rounds of 2 matches of 2 boards.
    assert (layout.entrants, layout.boards, layout.cycles, layout.rows) == (4, 2, 1, 12)


def test_a_team_event_too_big_for_a_worksheet() -> None:
    # 145 teams on 100 boards: 145 · 144 / 2 = 10440 matches, 1,044,000
    # board rows and the header: it fits the 1,048,576 rows of a worksheet.
    # 146 teams: 10585 matches, 1,058,500 rows: it does not.
    assert of_teams(teams(145, 100), load_labels("en")).rows == 1_044_000
    with pytest.raises(
        OutputError, match="1058500 board rows do not fit in one worksheet"
    ):
        of_teams(teams(146, 100), load_labels("en"))


def test_the_live_standings_read_the_team_crosstable_in_order() -> None:
    # One cycle: teams on rows 4 to 7, order in column 12 (L); the 3rd line
    # (row 6) finds its team by that order, then reads place J (10), team B,
    # rating C, match points H (8) and game points I (9) from its row.
    names = ("Event", "Teams", "Schedule", "Cross", "Standings", "Final")
    one = replace(team_layout(1), names=names)
    index = "=INDEX('Cross'!${c}$4:${c}$7,$B6)"
    assert formulas.standings_line(one.live_lines, 3) == {
        2: "=MATCH(3,'Cross'!$L$4:$L$7,0)",
        1: index.format(c="J"),
        3: index.format(c="B"),
        4: index.format(c="C"),
        5: index.format(c="H"),
        6: index.format(c="I"),
    }
    assert formulas.standings_round(one.names[CROSSTABLE]) == "='Cross'!$C$2"
    # The named points: board points from B26, match points from B33.
    assert formulas.point_ref(names[EVENT], MATCH_POINTS_ROW) == "'Event'!$B$33"

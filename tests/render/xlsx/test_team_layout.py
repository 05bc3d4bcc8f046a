"""Where everything sits in the team workbook, worked by hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from berger.core.model import EventInfo, Player
from berger.core.teams import Team, TeamEvent, make_team_event
from berger.errors import OutputError
from berger.render.labels import load_labels
from berger.render.xlsx import formulas
from berger.render.xlsx.team_layout import (
    BOARD_POINT_NAMES,
    CROSSTABLE,
    EVENT,
    FIRST_OPPONENT,
    HEADER_ROW,
    MATCH_POINTS_ROW,
    POINTS_ROW,
    TeamLayout,
)


def layout(cycles: int) -> TeamLayout:
    # Four teams on four boards: 3 rounds a cycle of 2 matches, 8 board rows
    # a round.
    return TeamLayout(names=(), teams=4, boards=4, cycles=cycles, rows=24 * cycles)


def test_a_single_round_robin() -> None:
    one = layout(1)
    # One header row over the teams, row 3: teams on rows 4 to 7.
    assert (HEADER_ROW, one.first_row, one.row_of(3), one.last_row) == (3, 4, 6, 7)
    # Opponents in columns 4 to 7 (D–G), then match points, game points,
    # place, and the hidden rank and order (8–12), then a hidden column of
    # match points per opponent (13–16).
    assert FIRST_OPPONENT == 4
    assert (one.column_of(2, 1), one.last_opponent) == (5, 7)
    assert (one.match_points, one.game_points, one.place) == (8, 9, 10)
    assert (one.rank, one.order) == (11, 12)
    assert (one.helper_of(1, 1), one.helper_of(4, 1), one.last_column) == (13, 16, 16)
    # 24 board rows from row 2: the last is row 25.
    assert one.last_schedule_row == 25


def test_a_double_round_robin_takes_two_columns_an_opponent() -> None:
    two = layout(2)
    # Two header rows (the opponent over its cycles): teams from row 5.
    assert (two.first_row, two.last_row) == (5, 8)
    # Opponent 2 in columns 6–7, its second cycle in 7; 8 match columns
    # end at 11.
    assert (two.column_of(2, 1), two.column_of(2, 2), two.last_opponent) == (6, 7, 11)
    assert (two.match_points, two.order) == (12, 16)
    # Helpers from 17, two per opponent: the last 17 + 7 = 24.
    assert (two.helper_of(1, 1), two.last_column) == (17, 24)


def test_the_named_points_sit_on_the_event_sheet() -> None:
    # Board points (win, draw, loss, forfeit win and loss) from row 26, a
    # blank row and a heading, then the match points from row 33.
    assert len(BOARD_POINT_NAMES) == 5
    assert (POINTS_ROW, MATCH_POINTS_ROW) == (26, 33)


def teams(n: int, boards: int) -> TeamEvent:
    squads = [
        Team(f"T{t}", tuple(Player(f"P{t}.{k}") for k in range(1, boards + 1)))
        for t in range(1, n + 1)
    ]
    return make_team_event(EventInfo(), squads, boards=boards)


def test_the_layout_of_an_event_names_its_sheets_in_its_language() -> None:
    layout = TeamLayout.of(teams(4, 2), load_labels("uk"))
    assert layout.names[:3] == ("Турнір", "Команди", "Розклад")
    # 4 teams: 3 rounds of 2 matches of 2 boards.
    assert (layout.teams, layout.boards, layout.cycles, layout.rows) == (4, 2, 1, 12)


def test_an_event_too_big_for_a_worksheet() -> None:
    # 145 teams on 100 boards: 145 · 144 / 2 = 10440 matches, 1,044,000
    # board rows and the header: it fits the 1,048,576 rows of a worksheet.
    # 146 teams: 10585 matches, 1,058,500 rows: it does not.
    assert TeamLayout.of(teams(145, 100), load_labels("en")).rows == 1_044_000
    with pytest.raises(OutputError, match="does not fit in one worksheet"):
        TeamLayout.of(teams(146, 100), load_labels("en"))


def test_the_live_standings_read_the_team_crosstable_in_order() -> None:
    # One cycle: teams on rows 4 to 7, order in column 12 (L); the 3rd line
    # (row 6) finds its team by that order, then reads place J (10), team B,
    # rating C, match points H (8) and game points I (9) from its row.
    names = ("Event", "Teams", "Schedule", "Cross", "Standings", "Final")
    one = replace(layout(1), names=names)
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

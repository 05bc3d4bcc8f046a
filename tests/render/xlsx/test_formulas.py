"""The workbook's live formulas as text, for two small events, without openpyxl.

Three players, one cycle: the Berger table of four with number 4 as the bye,
so three rounds of one game (schedule rows 2 to 4), and a Bye column. The
crosstable: No., name, rating in A to C, the games against players 1 to 3 in
D to F, the bye in G, then points H, SB I, wins J, place K, rank L (hidden),
order M (hidden); players in rows 4 to 6, the SB helper in row 7.

Four players, two cycles: six rounds of two games (rows 2 to 13); two columns
per opponent (D:E, F:G, H:I, J:K), no bye; points L, SB M, wins N, place O,
rank P, order Q; players in rows 5 to 8 (the cycle numbers take row 4), the
helper in row 9.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import pytest

from berger.core.model import EventInfo, Player
from berger.core.pairings import schedule_from_pairings
from berger.core.tournament import make_tournament
from berger.render.labels import Labels, load_labels
from berger.render.xlsx import formulas
from berger.render.xlsx.layout import (
    CROSSTABLE,
    EVENT,
    POINTS_ROW,
    RESULT,
    RESULT_ROUND,
    SCHEDULE,
    Layout,
)

WHITE_1 = (
    '=IF(OR(G2="",G2="*"),"",'
    'IF(G2="1-0",pts_win,'
    'IF(OR(G2="½-½",G2="1/2-1/2"),pts_draw,'
    'IF(G2="0-1",pts_loss,'
    'IF(G2="+-",pts_fwin,'
    'IF(OR(G2="-+",G2="--"),pts_floss,"?"))))))'
)
BLACK_1 = (
    '=IF(OR(G2="",G2="*"),"",'
    'IF(G2="1-0",pts_loss,'
    'IF(OR(G2="½-½",G2="1/2-1/2"),pts_draw,'
    'IF(G2="0-1",pts_win,'
    'IF(G2="-+",pts_fwin,'
    'IF(OR(G2="+-",G2="--"),pts_floss,"?"))))))'
)


def layout(n: int, *, cycles: int = 1, labels: Labels | None = None) -> Layout:
    players = [Player(f"P{i}") for i in range(1, n + 1)]
    tournament = make_tournament(EventInfo(), players, cycles=cycles)
    return Layout.of(tournament, labels or load_labels("en"))


@pytest.fixture
def three() -> Layout:
    return layout(3)


@pytest.fixture
def double() -> Layout:
    return layout(4, cycles=2)


def test_formulas_need_no_openpyxl() -> None:
    code = (
        "import sys, berger.render.xlsx.formulas;"
        " assert 'openpyxl' not in sys.modules, 'openpyxl imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_named_points_cells_point_at_the_event_sheet(three: Layout) -> None:
    # pts_win ... pts_bye stand in B20 to B25 of the event sheet.
    refs = [formulas.point_ref(three.names[EVENT], POINTS_ROW + i) for i in range(6)]
    assert refs == [f"'Event'!$B${row}" for row in range(20, 26)]


def test_sheet_names_are_quoted_in_references() -> None:
    table = dict(load_labels("en"))
    table["wb_sheet_event"] = "Bob's event"
    table["wb_sheet_schedule"] = "Games 2026"
    renamed = layout(3, labels=Labels("en", table))
    assert formulas.point_ref(renamed.names[EVENT], 20) == "'Bob''s event'!$B$20"
    assert formulas.game_points(renamed, 2, white=True) == "='Games 2026'!H2"


def test_result_cells_and_their_dropdown(three: Layout, double: Layout) -> None:
    assert formulas.dropdown_list() == '"1-0,½-½,0-1,+-,-+,--,1/2-1/2"'
    assert formulas.result_cells(RESULT, three.last_game_row) == "G2:G4"
    assert formulas.result_cells(RESULT, double.last_game_row) == "G2:G13"


def test_points_of_each_side_from_the_result_cell() -> None:
    assert formulas.side_points(2, white=True) == WHITE_1
    assert formulas.side_points(2, white=False) == BLACK_1
    # A double forfeit gives both sides a forfeit loss.
    assert 'IF(OR(G7="-+",G7="--"),pts_floss' in formulas.side_points(7, white=True)
    assert 'IF(OR(G7="+-",G7="--"),pts_floss' in formulas.side_points(7, white=False)


def test_round_of_a_result_and_the_last_round(three: Layout, double: Layout) -> None:
    assert formulas.result_round(3) == '=IF(H3="","",A3)'
    for positions, last in ((three, 4), (double, 13)):
        assert positions.last_game_row == last
        assert (
            formulas.last_round(
                positions.names[SCHEDULE], RESULT_ROUND, positions.last_game_row
            )
            == f"=MAX('Schedule'!$J$2:$J${last})"
        )


def test_crosstable_cells_read_the_schedules_points(three: Layout) -> None:
    assert formulas.game_points(three, 3, white=True) == "='Schedule'!H3"
    assert formulas.game_points(three, 3, white=False) == "='Schedule'!I3"


def test_every_crosstable_cell_of_three_players() -> None:
    # The Berger table of four, 4 being the bye: round 1 2-3 (schedule row
    # 2), 1 has the bye; round 2 1-2 (row 3), 3 the bye; round 3 3-1 (row
    # 4), 2 the bye. Opponents 1, 2, 3 in columns 4, 5, 6; the bye in 7.
    players = [Player(f"P{i}") for i in range(1, 4)]
    tournament = make_tournament(EventInfo(), players)
    positions = Layout.of(tournament, load_labels("en"))
    assert formulas.crosstable_cells(positions, tournament.schedule) == {
        (2, 6): "='Schedule'!H2",
        (3, 5): "='Schedule'!I2",
        (1, 5): "='Schedule'!H3",
        (2, 4): "='Schedule'!I3",
        (3, 4): "='Schedule'!H4",
        (1, 6): "='Schedule'!I4",
        (1, 7): formulas.bye_points([1]),
        (3, 7): formulas.bye_points([2]),
        (2, 7): formulas.bye_points([3]),
    }


def test_a_pair_s_second_game_in_one_cycle_takes_its_second_column() -> None:
    # Four players, two cycles, paired elsewhere with a pair's two games in
    # the first three rounds: 1-2 in rounds 1 and 2 (schedule rows 2 and 4).
    # Two columns per opponent: against 1 D:E, against 2 F:G. The second
    # game takes the second column, G in 1's row and E in 2's.
    rounds = [
        [(1, 2), (3, 4)],
        [(2, 1), (4, 3)],
        [(1, 3), (2, 4)],
        [(3, 1), (4, 2)],
        [(1, 4), (2, 3)],
        [(4, 1), (3, 2)],
    ]
    schedule = schedule_from_pairings(4, rounds, cycles=2)
    players = [Player(f"P{i}") for i in range(1, 5)]
    tournament = replace(make_tournament(EventInfo(), players), schedule=schedule)
    positions = Layout.of(tournament, load_labels("en"))
    cells = formulas.crosstable_cells(positions, tournament.schedule)
    assert cells[1, 6] == "='Schedule'!H2"  # 1 against 2, game 1: F
    assert cells[1, 7] == "='Schedule'!I4"  # game 2: G, 1 had black
    assert cells[2, 4] == "='Schedule'!I2"
    assert cells[2, 5] == "='Schedule'!H4"
    assert len(cells) == 4 * 3 * 2


def test_points_sb_wins_and_place_with_a_bye_column(three: Layout) -> None:
    # Player 1 in row 4: games D4:F4, bye G4; SB weighs D4:F4 by the helper
    # row 7; the rank breaks equal points (H) by SB (I).
    assert formulas.totals(three, 4, (8, 9)) == {
        8: "=SUM(D4:G4)",
        9: "=SUMPRODUCT(D4:F4,D$7:F$7)",
        10: "=COUNTIF(D4:F4,pts_win)"
        "+IF(pts_fwin<>pts_win,COUNTIF(D4:F4,pts_fwin),0)"
        "+IF(AND(pts_bye=pts_win,pts_win<>0),N(G4)/pts_win,0)",
        12: "=RANK(H4,$H$4:$H$6)+SUMPRODUCT(($H$4:$H$6=H4)*($I$4:$I$6>I4))",
        13: "=L4+COUNTIF($L$4:L4,L4)-1",
        11: '=IF(COUNTIF($L$4:$L$6,L4)>1,L4&"-"&(L4+COUNTIF($L$4:$L$6,L4)-1),L4)',
    }
    # The helper row repeats each opponent's points: player 2's are in H5.
    assert formulas.opponent_points(three, 2) == "=$H$5"


def test_bye_points_count_the_bye_rounds_reached() -> None:
    # After round 2 (C2 = 2) a bye in round 1 counts once: 0+TRUE = 1 bye.
    assert formulas.bye_points([1]) == '=IF(0+($C$2>=1)=0,"",pts_bye*(0+($C$2>=1)))'
    assert formulas.bye_points([1, 4]) == (
        '=IF(0+($C$2>=1)+($C$2>=4)=0,"",pts_bye*(0+($C$2>=1)+($C$2>=4)))'
    )


def test_double_round_robin_columns(double: Layout) -> None:
    # Two columns per opponent: player 2 in F (cycle 1) and G (cycle 2).
    assert [double.column_of(2, 1), double.column_of(2, 2)] == [6, 7]
    assert double.column_of(4, 2) == 11
    assert formulas.totals(double, 5, (12, 13)) == {
        12: "=SUM(D5:K5)",
        13: "=SUMPRODUCT(D5:K5,D$9:K$9)",
        14: "=COUNTIF(D5:K5,pts_win)+IF(pts_fwin<>pts_win,COUNTIF(D5:K5,pts_fwin),0)",
        16: "=RANK(L5,$L$5:$L$8)+SUMPRODUCT(($L$5:$L$8=L5)*($M$5:$M$8>M5))",
        17: "=P5+COUNTIF($P$5:P5,P5)-1",
        15: '=IF(COUNTIF($P$5:$P$8,P5)>1,P5&"-"&(P5+COUNTIF($P$5:$P$8,P5)-1),P5)',
    }
    assert formulas.opponent_points(double, 4) == "=$L$8"


def test_live_standings_read_the_crosstable_in_order(three: Layout) -> None:
    assert formulas.standings_round(three.names[CROSSTABLE]) == "='Crosstable'!$C$2"
    # The 2nd line (row 5) finds the player whose order (M) is 2, then reads
    # place K, name B, rating C, points H, SB I, wins J from that row.
    index = "=INDEX('Crosstable'!${c}$4:${c}$6,$B5)"
    assert formulas.standings_line(three.live_lines, 2) == {
        2: "=MATCH(2,'Crosstable'!$M$4:$M$6,0)",
        1: index.format(c="K"),
        3: index.format(c="B"),
        4: index.format(c="C"),
        5: index.format(c="H"),
        6: index.format(c="I"),
        7: index.format(c="J"),
    }

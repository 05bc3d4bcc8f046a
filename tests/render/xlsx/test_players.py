"""An event of players' own sheets: the participants, a schedule row per game,
the crosstable's points, SB and wins; the points per result as named cells;
names written as text, never as formulas."""

from __future__ import annotations

from pathlib import Path

from openpyxl import Workbook, load_workbook
from tests.render.xlsx.conftest import player_book, write, written

from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import ResultsBuilder
from berger.core.tournament import make_tournament
from berger.render.xlsx.layout import POINT_NAMES
from berger.render.xlsx.players import (
    PLAYERS,
    crosstable,
    participants_sheet,
    schedule_sheet,
)

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
    book = load_workbook(write(tournament, tmp_path / "nasty.xlsx"))
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


def test_the_participants_sheet_has_a_row_per_player() -> None:
    # Row 4 is player 1: number, name, title, rating, federation, club,
    # birth, FIDE id, withdrawn after.
    players = [
        Player("Ann", 2105, title="FM", federation="UKR", club="Kyiv", birth="2001"),
        Player("Bob", withdrawn_after=2),
        Player("Cy"),
    ]
    ws = Workbook().active
    participants_sheet(player_book(make_tournament(EventInfo(), players)), ws)
    assert [ws.cell(4, column).value for column in range(1, 10)] == [
        *(1, "Ann", "FM", 2105, "UKR", "Kyiv", "2001", None, None),
    ]
    assert [ws.cell(5, column).value for column in (1, 2, 4, 9)] == [2, "Bob", None, 2]
    assert ws.freeze_panes == "C4"


def test_the_schedule_has_a_row_per_game_with_its_result() -> None:
    # Three players play as four, 4 the bye: R1 2–3 (row 2), R2 1–2 (row
    # 3), R3 3–1 (row 4). R2 ended in a draw.
    tournament = make_tournament(EventInfo(), [Player(f"P{i}") for i in (1, 2, 3)])
    builder = ResultsBuilder(tournament.schedule)
    builder.add_board(2, 1, Outcome.DRAW)
    ws = Workbook().active
    schedule_sheet(player_book(tournament), ws, builder.build())
    assert [ws.cell(3, column).value for column in range(1, 8)] == [
        *(2, 1, 1, "P1", 2, "P2", "½-½"),
    ]
    assert ws["G2"].value is None
    assert ws["J3"].value == '=IF(H3="","",A3)'
    (codes,) = ws.data_validations.dataValidation
    assert str(codes.sqref) == "G2:G4"
    assert ws.column_dimensions["J"].hidden


def test_the_crosstable_reads_the_schedule_and_weighs_sb_by_a_hidden_row() -> None:
    # Three players: games D–F, the bye G, points H; player 1 (row 4) met 2
    # in round 2 (schedule row 3, white) and 3 in round 3 (row 4, black).
    ws = Workbook().active
    book = player_book(make_tournament(EventInfo(), [Player(f"P{i}") for i in "123"]))
    crosstable(book, ws)
    assert [ws.cell(4, column).value for column in (4, 5, 6)] == [
        *(None, "='Schedule'!H3", "='Schedule'!I4"),
    ]
    assert ws["D4"].fill.fgColor.rgb.endswith("999999")
    # The helper row 7 repeats each opponent's points (H4, H5, H6).
    assert [ws.cell(7, column).value for column in (4, 5, 6)] == [
        *("=$H$4", "=$H$5", "=$H$6"),
    ]
    assert ws.row_dimensions[7].hidden
    assert PLAYERS.scores == ("wb_points", "wb_sb", "wb_wins")

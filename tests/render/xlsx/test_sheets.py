"""The sheets every workbook writes alike, for an event of players and a
team event: their order and names in the event's language, the event sheet's
chain and result codes, the crosstable's frame, the live standings and the
final standings with the tool's values."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from openpyxl import Workbook, load_workbook
from tests.conftest import open_individual
from tests.render.xlsx.conftest import (
    TEAM_CHAIN,
    player_book,
    team_book,
    write,
    written,
)

from berger.core.model import EventInfo, Player
from berger.core.tournament import Tournament, make_tournament
from berger.render.labels import load_labels
from berger.render.xlsx.book import Book
from berger.render.xlsx.layout import MATCH_POINTS_ROW
from berger.render.xlsx.sheets import (
    crosstable_sheet,
    event_sheet,
    final_sheet,
    standings_sheet,
)


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
                "Prizes",
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


def test_final_standings_hold_the_tools_values(samples: Path, tmp_path: Path) -> None:
    event = samples / "open-varma"
    book = load_workbook(written(event, tmp_path / "e.xlsx"))
    players = open_individual(event)
    tournament = players.event
    results = players.require_results()
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


def test_final_standings_mark_places_decided_by_a_play_off(
    samples: Path, tmp_path: Path
) -> None:
    # The district sample's three players on 3½ played off for first:
    # Shevchenko won it, Bondarenko (first by SB) came third.
    book = load_workbook(written(samples / "district-final", tmp_path / "e.xlsx"))
    sheet = book["Final standings"]
    rows = [
        (sheet.cell(row, 1).value, sheet.cell(row, 3).value) for row in range(4, 10)
    ]
    assert rows == [
        ("1P", "Shevchenko, Andrii"),
        ("2P", "Kovalenko, Iryna"),
        ("3P", "Bondarenko, Taras"),
        ("4", "Melnyk, Oksana"),
        ("5", "Tkachenko, Yurii"),
        ("6", "Rudenko, Pavlo"),
    ]
    assert sheet["A2"].value.endswith(
        "P marks a place decided by a play-off (FIDE C.07 article 3); the event's"
        " TRF keeps the order by the tie-breaks."
    )


def test_final_standings_empty_with_a_note_before_results(tmp_path: Path) -> None:
    players = [Player(f"P{i}") for i in range(4)]
    tournament = make_tournament(EventInfo(), players)
    sheet = load_workbook(write(tournament, tmp_path / "e.xlsx"))["Final standings"]
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


def four_players() -> Book[Tournament]:
    """The book of four players P1–P4 (rated 2000, 2010, 2020, unrated)."""
    players = [Player("P1", 2000), Player("P2", 2010), Player("P3", 2020), Player("P4")]
    return player_book(make_tournament(EventInfo(), players))


def test_the_event_sheet_of_an_event_of_players() -> None:
    ws = Workbook().active
    event_sheet(four_players(), ws)
    # The event's own 8 details from row 4 (4–11), then players, rounds,
    # cycles, numbering, seed and scoring (12–17), the chain in row 18.
    assert [ws.cell(row, 2).value for row in (12, 13, 14, 17)] == [4, 3, 1, "chess"]
    assert (ws["A18"].value, ws["B18"].value) == ("Tiebreaks", "SB, ARO")
    # The six points per result from row 20 (chess: a bye scores 0), the
    # result codes' heading after a blank row: 20 + 6 + 1 = 27, read from
    # white's side.
    assert [ws.cell(row, 2).value for row in range(20, 26)] == [1, 0.5, 0, 1, 0, 0]
    assert ws["A25"].value == "Bye"
    assert ws["A27"].value == "Result codes"
    assert (ws["A28"].value, ws["B28"].value) == ("1-0", "White won")
    assert (ws["A32"].value, ws["B32"].value) == (
        "-+",
        "Black wins by forfeit (White did not play)",
    )
    assert ws.column_dimensions["B"].width == 48


def test_the_event_sheet_of_a_team_event() -> None:
    ws = Workbook().active
    event_sheet(team_book(), ws)
    # Teams and boards (12, 13), rounds, cycles, numbering, seed (14–17),
    # the board scoring, the primary score, the first board's colour
    # (18–20), the chain in row 21.
    assert [ws.cell(row, 2).value for row in (12, 13, 14, 18, 19, 20)] == [
        *(4, 4, 3, "chess", "match", "w"),
    ]
    assert (ws["A21"].value, ws["B21"].value) == ("Tiebreaks", ", ".join(TEAM_CHAIN))
    # Five board points from row 26, three match points from 33; the codes'
    # heading after a blank row: 33 + 3 + 1 = 37, read from the first-named
    # team's side.
    assert [ws.cell(row, 2).value for row in range(33, 36)] == [2, 1, 0]
    assert MATCH_POINTS_ROW == 33
    assert ws["A37"].value == "Result codes"
    assert ws["B38"].value == "The first-named team's player won"
    assert ws["B42"].value == "The second team's player wins by forfeit"
    assert ws.column_dimensions["B"].width == 52


def test_the_crosstable_frame_of_each_kind() -> None:
    # Four players: games D–G, then points, SB, wins, place, rank, order
    # (H–M); the schedule's 3 rounds of 2 games end in row 7.
    players = Workbook().active
    crosstable_sheet(four_players(), players)
    heads = [players.cell(3, column).value for column in range(1, 14)]
    assert heads == [
        *("No.", "Name", "Rating", 1, 2, 3, 4),
        *("Points", "SB", "Wins", "Place", "Rank", "Order"),
    ]
    assert players["C2"].value == "=MAX('Schedule'!$J$2:$J$7)"
    assert [players.cell(7, column).value for column in (1, 2, 3)] == [4, "P4", None]
    # Four teams: matches D–G, then match and game points, place, rank,
    # order (H–L), and a hidden column of match points per opponent (M–P).
    teams = Workbook().active
    crosstable_sheet(team_book(), teams)
    heads = [teams.cell(3, column).value for column in range(1, 17)]
    assert heads == [
        *("No.", "Team", "Rating", 1, 2, 3, 4),
        *("MP", "GP", "Place", "Rank", "Order", 1, 2, 3, 4),
    ]
    assert [teams.cell(4, column).value for column in (1, 2)] == [1, "T1"]
    assert teams.column_dimensions["D"].width == 5
    assert players.column_dimensions["D"].width == 4.5


def test_the_live_standings_of_each_kind() -> None:
    # The first line finds its entrant by the crosstable's order: column M
    # for players (after points, SB, wins), L for teams (after MP, GP).
    players = Workbook().active
    standings_sheet(four_players(), players)
    assert [cell.value for cell in players[3]] == [
        *("Place", "No.", "Name", "Rating", "Points", "SB", "Wins"),
    ]
    assert players["B4"].value == "=MATCH(1,'Crosstable'!$M$4:$M$7,0)"
    teams = Workbook().active
    standings_sheet(team_book(), teams)
    assert [cell.value for cell in teams[3]] == [
        *("Place", "No.", "Team", "Rating", "MP", "GP"),
    ]
    assert teams["B4"].value == "=MATCH(1,'Crosstable'!$L$4:$L$7,0)"
    # A player's rating hides a zero (an unrated player); a team's shows it.
    assert players["D4"].number_format == "0;-0;;@"
    assert teams["D4"].number_format == "General"


def test_the_final_standings_before_results_list_the_chain_of_each_kind() -> None:
    # An event of players prints its final standings landscape, named
    # tie-breaks; a team event keeps the codes, portrait up to five columns
    # after the rating (MP, GP and three codes), landscape beyond.
    players = Workbook().active
    final_sheet(four_players(), players, None)
    assert [cell.value for cell in players[3]][4:] == [
        "Federation",
        "Points",
        "SB",
        "ARO",
    ]
    assert players.page_setup.orientation == "landscape"
    teams = Workbook().active
    final_sheet(team_book(), teams, None)
    assert [cell.value for cell in teams[3]][4:] == ["MP", "GP", "EDE", "EMGSB"]
    assert teams.page_setup.orientation == "portrait"
    chain = ("EDE", "EMGSB", "BBE", "BC")
    wider = Workbook().active
    final_sheet(replace(team_book(), chain=chain), wider, None)
    assert [cell.value for cell in wider[3]][6:] == list(chain)
    assert wider.page_setup.orientation == "landscape"


def test_the_crosstable_says_which_order_its_live_place_ranks_in() -> None:
    # SB, ARO: the formulas rank by points and SB, not ARO; DE first: by
    # points alone; SB, WIN: the whole chain.
    def note(chain: tuple[str, ...]) -> str:
        ws = Workbook().active
        crosstable_sheet(replace(four_players(), chain=chain), ws)
        return str(ws["D2"].value)

    assert note(("SB", "ARO")) == (
        "Recalculates from the Schedule sheet. Place: Points, SB. The formulas"
        " do not work out ARO: the Final standings sheet, which berger"
        " computed, ranks by them too."
    )
    assert note(("DE", "SB")).startswith(
        "Recalculates from the Schedule sheet. Place: Points. The formulas do"
        " not work out DE, SB:"
    )
    assert note(("SB", "WIN")) == (
        "Recalculates from the Schedule sheet. Place: Points, SB, Wins."
    )
    teams = Workbook().active
    crosstable_sheet(team_book(), teams)
    assert str(teams["D2"].value).startswith(
        "Recalculates from the Schedule sheet. Place: MP, GP. The formulas do"
        f" not work out {', '.join(TEAM_CHAIN)}:"
    )

"""The teams file, one file per team, and the team results CSV; every bad
input with its one-line error (file, line, field)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.formats.xlsx_parts import parts, patched, zipped

from berger.core.model import EventInfo, Outcome, Player
from berger.core.teams.event import Team, TeamEvent, make_team_event
from berger.errors import InputError
from berger.formats.event.teams import read_team_files, read_team_results, read_teams

TEAMS_CSV = """team,name,rating
Lions,Adams,2100
,Baker,2050
,Clark,
Tigers,Dunn,1990
,Evans,1980
,Ford,1900
,Green,1850
"""


def write(folder: Path, name: str, text: str, encoding: str = "utf-8") -> Path:
    path = folder / name
    path.write_bytes(text.encode(encoding))
    return path


def test_teams_file_with_the_team_on_its_first_row(tmp_path: Path) -> None:
    teams = read_teams(write(tmp_path, "teams.csv", TEAMS_CSV), boards=3)
    assert teams == [
        Team("Lions", (Player("Adams", 2100), Player("Baker", 2050), Player("Clark"))),
        Team(
            "Tigers",
            (
                Player("Dunn", 1990),
                Player("Evans", 1980),
                Player("Ford", 1900),
                Player("Green", 1850),
            ),
        ),
    ]


@pytest.mark.parametrize("encoding", ["utf-8-sig", "cp1251"])
def test_ukrainian_headers_semicolons_and_a_team_row(
    tmp_path: Path, encoding: str
) -> None:
    # A row with only the team's name starts it; rows may repeat the name.
    text = (
        "Команда;Прізвище, ім'я;Рейтинг;Клуб\n"
        "Ліцей 1;;;\n"
        ";Ґудзь Євген;1650;Черкаси\n"
        "Ліцей 1;Їжак Олена;;\n"
        "Гімназія;Шевченко Тарас;1500;\n"
        "гімназія;Коваль Іван;;\n"
    )
    teams = read_teams(write(tmp_path, "teams.csv", text, encoding), boards=2)
    assert [(t.name, [p.name for p in t.players]) for t in teams] == [
        ("Ліцей 1", ["Ґудзь Євген", "Їжак Олена"]),
        ("Гімназія", ["Шевченко Тарас", "Коваль Іван"]),
    ]
    assert teams[0].players[0].club == "Черкаси"


def test_teams_workbook(tmp_path: Path) -> None:
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    for row in (
        ["Team", "Name", "Rating"],
        ["A", "Ann", 2000],
        [None, "Bob", 1900.0],
        ["B", "Cid", None],
        ["B", "Dan", 1800],
    ):
        sheet.append(row)
    path = tmp_path / "teams.xlsx"
    book.save(path)
    teams = read_teams(path, boards=2)
    assert teams[0].players == (Player("Ann", 2000), Player("Bob", 1900))
    assert [p.name for p in teams[1].players] == ["Cid", "Dan"]


@pytest.mark.parametrize(
    ("text", "boards", "message"),
    [
        (TEAMS_CSV, 4, "teams.csv:2: team: team 'Lions' has 3 players for 4 boards"),
        (
            TEAMS_CSV + ",Dunn,1700\n",
            3,
            "teams.csv:9: name: duplicate name 'Dunn' (also on line 5)",
        ),
        (
            TEAMS_CSV.replace("Ford", "baker"),
            3,
            "teams.csv:7: name: 'baker' is in 'Lions' and 'Tigers'",
        ),
        (
            "name,rating\nAdams,2100\n",
            2,
            "teams.csv:1: no team column in the header (expected one of team,"
            " team name, команда, назва команди, название команды); found"
            " 'name', 'rating'",
        ),
        (
            "team,name\n,Adams\nLions,Baker\n",
            2,
            "teams.csv:2: team: a player before any team",
        ),
        (
            "team,name\nLions,A\nLions,B\n",
            2,
            "teams.csv: a team round robin needs at least 2 teams, found 1",
        ),
        (
            TEAMS_CSV.replace("2050", "abc"),
            3,
            "teams.csv:3: rating: 'abc' is not a number",
        ),
        ("", 2, "teams.csv: the file is empty: no teams"),
    ],
)
def test_bad_teams_files(tmp_path: Path, text: str, boards: int, message: str) -> None:
    path = write(tmp_path, "teams.csv", text)
    with pytest.raises(InputError) as caught:
        read_teams(path, boards=boards, display="teams.csv")
    assert str(caught.value) == message


def test_one_file_per_team(tmp_path: Path) -> None:
    lions = write(tmp_path, "lions.csv", "name,rating\nAdams,2100\nBaker,2050\n")
    tigers = write(tmp_path, "tigers.txt", "Dunn, Dave\nEvans, Eve\nFord, Fay\n")
    teams = read_team_files(
        [("Lions", lions), (" Tigers ", tigers)], boards=2, display=lambda p: p.name
    )
    assert [(t.name, [p.name for p in t.players]) for t in teams] == [
        ("Lions", ["Adams", "Baker"]),
        ("Tigers", ["Dunn, Dave", "Evans, Eve", "Ford, Fay"]),
    ]


def test_one_file_per_team_errors_name_the_file(tmp_path: Path) -> None:
    lions = write(tmp_path, "lions.csv", "name,rating\nAdams,2100\nBaker,2050\n")
    tigers = write(tmp_path, "tigers.csv", "name\nDunn\n\nbaker\n")
    with pytest.raises(InputError) as caught:
        read_team_files(
            [("Lions", lions), ("Tigers", tigers)], boards=2, display=lambda p: p.name
        )
    assert str(caught.value) == "tigers.csv:4: name: 'baker' is in 'Lions' and 'Tigers'"
    with pytest.raises(InputError) as caught:
        read_team_files(
            [("Lions", lions), ("Tigers", tigers)], boards=3, display=lambda p: p.name
        )
    assert (
        str(caught.value)
        == "lions.csv:2: team: team 'Lions' has 2 players for 3 boards"
    )


# ----------------------------------------------------------------- results


def league() -> TeamEvent:
    """Four teams A–D of five players (A1..A5, ...), 4 boards.
    Round 1: A–D, B–C; round 2: D–C, A–B; round 3: B–D, C–A."""
    teams = [
        Team(name, tuple(Player(f"{name}{k}") for k in range(1, 6))) for name in "ABCD"
    ]
    return make_team_event(EventInfo(), teams, boards=4)


def test_results_by_board_with_reserves_and_a_forfeited_match(tmp_path: Path) -> None:
    text = (
        "round,team1,team2,board,result,player1,player2\n"
        "1,A,D,1,1-0,,\n"
        "1,A,D,2,½-½,A5,\n"  # A's reserve on board 2
        "1,1,4,3,0-1,,5\n"  # by numbers: D's fifth player
        "1,A,D,4,+-,,\n"  # D fielded nobody on board 4
        "1,B,C,,-+,,\n"  # B did not turn up
        "2,D,C,1,,,\n"  # no result yet
    )
    results = read_team_results(write(tmp_path, "results.csv", text), league())
    first = results.match(1, 1)
    assert first is not None
    assert [(b.board, b.outcome, b.first, b.second) for b in first.boards] == [
        (1, Outcome.WHITE_WIN, 1, 1),
        (2, Outcome.DRAW, 5, 2),
        (3, Outcome.BLACK_WIN, 3, 5),
        (4, Outcome.WHITE_FORFEIT_WIN, 4, None),
    ]
    second = results.match(1, 2)
    assert second is not None
    assert second.forfeit
    assert {(b.first, b.second) for b in second.boards} == {
        (None, k) for k in (1, 2, 3, 4)
    }
    assert results.match(2, 1) is None


def test_results_with_ukrainian_headers(tmp_path: Path) -> None:
    text = "Тур;Команда 1;Команда 2;Дошка;Результат\n2;A;B;1;0:1\n"
    results = read_team_results(write(tmp_path, "results.csv", text), league())
    match = results.match(2, 2)
    assert match is not None
    assert match.boards[0].outcome is Outcome.BLACK_WIN


@pytest.mark.parametrize(
    ("row", "message"),
    [
        # a board the match does not have
        (
            "1,A,D,5,1-0,,",
            "results.csv:2: board: 1 A – 4 D has no board 5 (boards 1–4)",
        ),
        # a result for a match that is not in the schedule
        (
            "1,A,B,1,1-0,,",
            "results.csv:2: 1 A – 2 B is not a match of round 1: 1 A plays"
            " 1 A – 4 D; 2 B plays 2 B – 3 C",
        ),
        # the teams the other way round
        (
            "1,D,A,1,1-0,,",
            "results.csv:2: 4 D – 1 A has the teams reversed: round 1 has"
            " 1 A – 4 D, first-named team first",
        ),
        # a reserve from the other team
        ("1,A,D,1,1-0,D5,", "results.csv:2: player1: 'D5' plays for 'D', not 'A'"),
        (
            "1,A,D,1,1-0,,Zed",
            "results.csv:2: player2: 'Zed' matches no player of 'D'",
        ),
        (
            "1,A,D,1,1-0,9,",
            "results.csv:2: player1: 'A' has no player 9 (players 1–5)",
        ),
        ("1,A,E,1,1-0,,", "results.csv:2: team2: 'E' matches no team"),
        (
            "1,A,D,1,3-0,,",
            "results.csv:2: result: '3-0' is not a result code"
            " (use 1-0, 0-1, ½-½, =, +-, -+, --, *)",
        ),
        ("x,A,D,1,1-0,,", "results.csv:2: round: 'x' is not a round number"),
        (
            "1,A,D,,1-0,,",
            "results.csv:2: a whole match can only be forfeited (+-, -+ or --),"
            " not 1-0",
        ),
        (
            "1,A,D,all,+-,A5,",
            "results.csv:2: board: a whole-match row names no players;"
            " give each board a row",
        ),
        (
            "1,B,C,1,1-0,,\n1,B,C,2,=,B1,",
            "results.csv:3: 'B1' (B) plays boards 1 and 2 of round 1",
        ),
        (
            "1,B,C,1,1-0,,\n1,B,C,1,0-1,,",
            "results.csv:3: round 1, 2 B – 3 C, board 1 has two results: 1-0 and 0-1",
        ),
    ],
)
def test_bad_results(tmp_path: Path, row: str, message: str) -> None:
    path = write(
        tmp_path,
        "results.csv",
        "round,team1,team2,board,result,player1,player2\n" + row,
    )
    with pytest.raises(InputError) as caught:
        read_team_results(path, league())
    assert str(caught.value).replace(str(tmp_path) + "/", "") == message


def test_results_header_needs_its_columns(tmp_path: Path) -> None:
    path = write(tmp_path, "results.csv", "round,white,black,result\n1,1,4,1-0\n")
    with pytest.raises(InputError) as caught:
        read_team_results(path, league())
    assert str(caught.value).endswith(
        "results.csv:1: the header needs round, team1, team2, board, result (and"
        " optionally player1, player2); found 'round', 'white', 'black', 'result'"
    )


def test_a_damaged_teams_workbook_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "teams.xlsx"
    path.write_bytes(
        patched(zipped(parts()), "xl/worksheets/sheet1.xml", at=10, value=1)
    )
    with pytest.raises(InputError) as caught:
        read_teams(path, boards=2)
    assert str(caught.value) == (
        f"{path}: xl/worksheets/sheet1.xml: damaged: compressed by an unknown"
        " method (1)"
    )
    path.write_bytes(zipped(parts(xl_workbook_xml=None)))
    with pytest.raises(InputError) as caught:
        read_teams(path, boards=2)
    assert str(caught.value) == (
        f"{path}: damaged workbook: part 'xl/workbook.xml' is missing"
    )


def test_a_team_s_name_is_one_line_of_text(tmp_path: Path) -> None:
    text = TEAMS_CSV.replace("Tigers", "Tig\u2028ers")
    path = write(tmp_path, "teams.csv", text)
    with pytest.raises(InputError) as caught:
        read_teams(path, boards=3, display="teams.csv")
    assert str(caught.value) == (
        "teams.csv:5: team: 'Tig\\u2028ers' holds a control character or a line"
        " separator (U+2028): a name is one line of text"
    )
    path = write(tmp_path, "teams.csv", TEAMS_CSV.replace("Evans", "Ev\x1bans"))
    with pytest.raises(InputError) as caught:
        read_teams(path, boards=3, display="teams.csv")
    assert str(caught.value).startswith("teams.csv:6: name: 'Ev\\x1bans' holds")

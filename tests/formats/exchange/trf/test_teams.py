"""The TRF-2026 team file, record by record, column by column.

The event: Lions (Adams 2100, Baker 2000, reserve Cole), Tigers (Dunn 1900
ENG, Evans), Bears (Ford 1800, Gray 1801, reserve Hale); 2 boards; start
numbers 1–3, 4–5, 6–8. Three teams: the table for 3–4, team "4" the bye:
R1 2–3 (bye 1), R2 1–2 (bye 3), R3 3–1 (bye 2).

    R1 Tigers–Bears: Dunn 1-0 Ford; Evans ½ Hale (Bears' reserve on board 2)
    R2 Lions–Tigers: Tigers did not turn up (+-): Adams and Baker win 1-0
       by forfeit, nobody on the Tigers' side
    R3 Bears–Lions: board 1 nobody came on either side (--); board 2 Gray
       (Bears, black on board 2) beats Baker

Match and game points: Lions 2 MP (R2 2-0 W, R3 0-1 L), 2 GP; Tigers 2 MP
(R1 1½-½ W, R2 L), 1½ GP; Bears 2 MP (R1 L, R3 W 1-0), 1½ GP. Tigers and
Bears are level; the Tigers won their match, so EDE puts them second.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from berger.core.model import EventInfo, Outcome, Player
from berger.core.teams.event import Primary, Team, make_team_event
from berger.core.teams.results import TeamResultsBuilder
from berger.core.teams.standings import compute_team_standings
from berger.core.teams.table import build_team_table
from berger.formats.exchange.trf.teams import format_team_trf, trf_codes, write_team_trf

EXPECTED = [
    "012 League",
    "042 2026/03/01",
    "062 8",
    "072 5",
    "082 3",
    "092 Team round robin",
    "142 3",
    "192 FIDE_TEAM_ROUNDROBIN",
    "202 EDE,WIN",
    "212 MPTS,GPTS,EDE,WIN",
    # the first-named team's colour on each board
    "352 WB",
    # match points: letter at column 6, points in 7–10, next letter at 15
    "362  W 2.0    D 1.0    L 0.0",
    # number 5–7, name 9–40, MP 55–60, GP 62–67, rank 69–71, players from 74
    "310   1 Lions                                            2.0    2.0   1"
    "     1    2    3",
    "310   2 Tigers                                           2.0    1.5   2"
    "     4    5",
    "310   3 Bears                                            2.0    1.5   3"
    "     6    7    8",
    # the byes: zero-point byes of the teams, round in 7–9, team in 11–14
    "240 Z   1    1",
    "240 Z   2    3",
    "240 Z   3    2",
    # R2: no board had both teams' players; the match is found by this record
    "330 +-   2   1   2",
    # line-ups that are not the board players in order: round, team, opponent,
    # then each board's player (0: nobody)
    "300   1   3   2    6    8",
    "300   2   2   1    0    0",
    "001    1      Adams                             2100                      "
    "       1.0                 0000 - +     6 b -",
    "001    2      Baker                             2000                      "
    "       1.0                 0000 - +     7 w 0",
    "001    3      Cole                                                        "
    "       0.0",
    "001    4      Dunn                              1900 ENG                  "
    "       1.0          6 w 1",
    "001    5      Evans                                                       "
    "       0.5          8 b =",
    # R3 board 1, nobody on either side: the two board players stand in as a
    # double forfeit (TRF has no empty board)
    "001    6      Ford                              1800                      "
    "       0.0          4 b 0               1 w -",
    "001    7      Gray                              1801                      "
    "       1.0                              2 b 1",
    "001    8      Hale                                                        "
    "       0.5          5 w =",
]


def league(primary: Primary = Primary.MATCH) -> str:
    teams = [
        Team("Lions", (Player("Adams", 2100), Player("Baker", 2000), Player("Cole"))),
        Team("Tigers", (Player("Dunn", 1900, "ENG"), Player("Evans"))),
        Team("Bears", (Player("Ford", 1800), Player("Gray", 1801), Player("Hale"))),
    ]
    info = EventInfo(name="League", start=dt.date(2026, 3, 1))
    event = make_team_event(info, teams, boards=2, primary=primary)
    builder = TeamResultsBuilder(event)
    builder.add_board(1, 2, 3, 1, Outcome.WHITE_WIN)
    builder.add_board(1, 2, 3, 2, Outcome.DRAW, second_player=3)
    builder.add_forfeit(2, 1, 2, Outcome.WHITE_FORFEIT_WIN)
    builder.add_board(3, 3, 1, 1, Outcome.DOUBLE_FORFEIT)
    builder.add_board(3, 3, 1, 2, Outcome.WHITE_WIN)
    results = builder.build()
    table = build_team_table(event, results)
    standings = compute_team_standings(table, ["EDE", "WIN"])
    return format_team_trf(event, results, table, standings)


def test_every_record() -> None:
    assert league().split("\r\n") == [*EXPECTED, ""]


def test_game_points_first() -> None:
    # 212 starts with game points; WIN counts matches, so it says :MP.
    lines = league(Primary.GAME).split("\r\n")
    assert "202 EDE,WIN:MP" in lines
    assert "212 GPTS,MPTS,EDE,WIN:MP" in lines


def test_codes_as_trf_writes_them() -> None:
    teams = [Team(f"T{t}", (Player(f"P{t}"), Player(f"Q{t}"))) for t in (1, 2)]
    event = make_team_event(EventInfo(), teams, boards=2, primary=Primary.GAME)
    assert trf_codes(event, ("STD", "EGGSB", "WON")) == ("STD:MP", "EGGSB", "WON:MP")


def test_written_atomically(tmp_path: Path) -> None:
    teams = [Team(f"T{t}", (Player(f"P{t}"), Player(f"Q{t}"))) for t in (1, 2)]
    event = make_team_event(EventInfo(), teams, boards=2)
    results = TeamResultsBuilder(event).build()
    table = build_team_table(event, results)
    target = tmp_path / "event.trf"
    write_team_trf(event, results, table, None, target, chain=["EDE"])
    text = target.read_bytes().decode()
    assert "202 EDE\r\n" in text
    assert "310   1 T1" in text
    assert [p.name for p in tmp_path.iterdir()] == ["event.trf"]

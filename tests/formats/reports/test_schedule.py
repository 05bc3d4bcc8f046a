"""The schedule and `when` outputs: JSON shapes of SPEC section 7, CSV, text."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

from berger import messages
from berger.core.berger import meetings
from berger.core.model import EventInfo, Outcome, Player
from berger.core.tournament import Tournament, make_tournament
from berger.formats.reports.schedule import (
    SCHEDULE_CSV_HEADER,
    draw_text,
    round_heading,
    schedule_csv,
    schedule_json,
    schedule_text,
    when_json,
    when_text,
)
from berger.formats.reports.wording import ENGLISH, Wording
from berger.render.labels import load_labels

NAMES = ["Hartley, James", "Novak, Petra", "Okafor, Daniel", "Lindqvist, Sara"]


def tournament(n: int, *, cycles: int = 1) -> Tournament:
    players = [
        Player(
            NAMES[k] if k < len(NAMES) else f"Player {k + 1}", 2400 - k if k else None
        )
        for k in range(n)
    ]
    return make_tournament(EventInfo(name="Test Open"), players, cycles=cycles)


def test_schedule_json_shape() -> None:
    document = json.loads(schedule_json(tournament(8)))
    assert set(document) == {"players", "rounds"}
    assert document["players"][0] == {
        "number": 1,
        "name": "Hartley, James",
        "rating": None,
        "federation": None,
        "club": None,
        "title": None,
    }
    assert document["players"][1]["rating"] == 2399
    assert [p["number"] for p in document["players"]] == list(range(1, 9))
    assert document["rounds"][0] == {
        "round": 1,
        "cycle": 1,
        "games": [
            {"board": 1, "white": 1, "black": 8},
            {"board": 2, "white": 2, "black": 7},
            {"board": 3, "white": 3, "black": 6},
            {"board": 4, "white": 4, "black": 5},
        ],
        "bye": None,
    }
    assert len(document["rounds"]) == 7


def test_schedule_json_odd_and_cycles() -> None:
    document = json.loads(schedule_json(tournament(7, cycles=2)))
    rounds = document["rounds"]
    assert [r["round"] for r in rounds] == list(range(1, 15))
    assert [r["cycle"] for r in rounds] == [1] * 7 + [2] * 7
    assert rounds[0]["bye"] == 1
    assert rounds[0]["games"][0] == {"board": 1, "white": 2, "black": 7}
    assert rounds[7]["games"][0] == {"board": 1, "white": 7, "black": 2}
    # cycle 1's last two rounds swap: its round 6 is table round 7 (bye 4)
    assert [r["bye"] for r in rounds[:7]] == [1, 5, 2, 6, 3, 4, 7]
    assert [r["bye"] for r in rounds[7:]] == [1, 5, 2, 6, 3, 7, 4]


def test_schedule_json_keeps_names_as_typed() -> None:
    players = [
        Player('<b>Bold</b> "Q"'),
        Player("=HYPERLINK(1)"),
        Player("Ґудзь Євген"),
    ]
    document = json.loads(schedule_json(make_tournament(EventInfo(), players)))
    assert [p["name"] for p in document["players"]] == [p.name for p in players]
    assert "Ґудзь Євген" in schedule_json(make_tournament(EventInfo(), players))


def test_schedule_csv_is_a_results_sheet(tmp_path: Path) -> None:
    event = tournament(5)
    text = schedule_csv(event)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert (
        tuple(rows[0])
        == SCHEDULE_CSV_HEADER
        == (
            "round",
            "cycle",
            "board",
            "white",
            "white_name",
            "black",
            "black_name",
            "result",
        )
    )
    assert len(rows) == 10  # byes have no row
    assert rows[0] == {
        "round": "1",
        "cycle": "1",
        "board": "1",
        "white": "2",
        "white_name": "Novak, Petra",
        "black": "5",
        "black_name": "Player 5",
        "result": "",
    }
    games = [(g.round, g.board, g.white, g.black) for g in event.schedule.games()]
    assert [
        (int(r["round"]), int(r["board"]), int(r["white"]), int(r["black"]))
        for r in rows
    ] == games
    # Filled in, the sheet is read back as a results file.
    from berger.formats.event.results_file import read_results

    rows[0]["result"] = "1-0"
    rows[1]["result"] = "½-½"
    filled = io.StringIO()
    writer = csv.DictWriter(filled, fieldnames=SCHEDULE_CSV_HEADER)
    writer.writeheader()
    writer.writerows(rows)
    path = tmp_path / "results.csv"
    path.write_text(filled.getvalue(), encoding="utf-8")
    results = read_results(path, event)
    assert results.outcome(1, 1) is Outcome.WHITE_WIN
    assert results.outcome(1, 2) is Outcome.DRAW
    assert results.outcome(2, 1) is Outcome.UNPLAYED


def test_schedule_text_reads_at_a_glance() -> None:
    text = schedule_text(tournament(5, cycles=2))
    lines = text.splitlines()
    assert lines[0] == "Test Open"
    assert lines[1] == "5 players, 10 rounds, 2 cycles; numbering: list"
    assert "Round 1 (cycle 1)" in lines
    first = lines.index("Round 1 (cycle 1)")
    assert lines[first + 1].split() == ["Board", "White", "Black"]
    assert lines[first + 2].split() == [
        "1",
        "2",
        "Novak,",
        "Petra",
        "–",
        "5",
        "Player",
        "5",
    ]
    assert lines[first + 4].split() == ["Bye:", "1", "Hartley,", "James"]
    # columns line up under their headings
    header, game = lines[first + 1], lines[first + 2]
    assert header.index("White") == game.index("2 Novak")
    assert header.index("Black") == game.index("5 Player")


def test_a_single_round_is_one_round() -> None:
    assert schedule_text(tournament(2)).splitlines()[1] == (
        "2 players, 1 round; numbering: list"
    )
    messages.install("uk")
    try:
        line = schedule_text(tournament(2)).splitlines()[1]
    finally:
        messages.install("en")
    assert line.startswith("учасників: 2, турів: 1")


def test_schedule_text_shows_the_seed() -> None:
    from berger.core.draw import Numbering

    players = [Player(name) for name in NAMES]
    event = make_tournament(EventInfo(), players, numbering=Numbering.RANDOM, seed=42)
    assert schedule_text(event).splitlines()[1] == (
        "4 players, 3 rounds; numbering: random (seed 42)"
    )


def test_when_shapes() -> None:
    assert json.loads(when_json(meetings(2, 5, n=8))) == {
        "round": 6,
        "white": 2,
        "black": 5,
    }
    assert json.loads(when_json(meetings(5, 2, n=8, cycles=2))) == {
        "round": 7,
        "white": 2,
        "black": 5,
        "rounds": [
            {"cycle": 1, "round": 7, "white": 2, "black": 5},
            {"cycle": 2, "round": 13, "white": 5, "black": 2},
        ],
    }
    assert when_text(meetings(2, 5, n=8)) == "Round 6: 2 (white) – 5 (black)\n"
    assert when_text(meetings(4, 8, n=8), {4: "Dee", 8: "Hal"}) == (
        "Round 7: 4 Dee (white) – 8 Hal (black)\n"
    )
    assert when_text(meetings(7, 8, n=8, cycles=2, swap=False)) == (
        "Cycle 1, round 6: 8 (white) – 7 (black)\n"
        "Cycle 2, round 13: 7 (white) – 8 (black)\n"
    )


def test_when_in_the_language_of_the_run() -> None:
    messages.install("uk")
    try:
        one = when_text(meetings(2, 5, n=8))
        two = when_text(meetings(7, 8, n=8, cycles=2, swap=False))
        teams = when_text(meetings(1, 2, n=2), sides=("named first", "named second"))
    finally:
        messages.install("en")
    assert one == "Тур 6: 2 (білі) – 5 (чорні)\n"
    assert two == (
        "Коло 1, тур 6: 8 (білі) – 7 (чорні)\nКоло 2, тур 13: 7 (білі) – 8 (чорні)\n"
    )
    assert teams == "Тур 1: 1 (названа першою) – 2 (названа другою)\n"


def test_schedule_text_in_the_words_of_the_labels() -> None:
    labels = load_labels("ru")
    messages.install("ru")
    try:
        text = schedule_text(tournament(5, cycles=2), wording=Wording(labels))
    finally:
        messages.install("en")
    lines = text.splitlines()
    assert lines[1] == (
        "участников: 5, туров: 10, кругов: 2; номера участников по списку"
    )
    heading = f"{labels['round_n'].format(k=6)} ({labels['cycle_n'].format(k=2)})"
    first = lines.index(heading)
    header, game = lines[first + 1], lines[first + 2]
    assert header.split() == [labels["board"], labels["white"], labels["black"]]
    # columns line up under their headings
    board = re.match(r"\s*\d+\s+", game)
    assert board is not None
    assert header.index(labels["white"]) == board.end()
    assert header.index(labels["black"]) == game.index("–") + 3
    byes = [line for line in lines if line.strip().startswith(labels["bye"] + ": ")]
    assert len(byes) == 10


def test_draw_text_names_the_cycles_numbering_and_seed() -> None:
    from berger.core.draw import Numbering

    assert draw_text(1, Numbering.RATING, None, ENGLISH) == "; numbering: rating"
    labels = load_labels("uk")
    # The documents' heading, mid-line: its first letter small.
    assert draw_text(1, Numbering.RANDOM, 7, Wording(labels)) == (
        "; номери учасників за жеребкуванням (ключ жеребкування 7)"
    )
    own = Wording({**labels, "numbering_rating": "FIDE ratings order"})
    assert draw_text(1, Numbering.RATING, None, own) == "; FIDE ratings order"
    assert round_heading(10, 2, 2, ENGLISH) == "Round 10 (cycle 2)"
    assert round_heading(3, 1, 1, Wording(labels)) == "Тур 3"


def test_micro_matches_game_by_game_in_each_format(tmp_path: Path) -> None:
    event = tournament(4)
    data = json.loads(schedule_json(event, games=2))
    assert data["rounds"][0]["games"] == [
        {"board": 1, "game": 1, "white": 1, "black": 4},
        {"board": 1, "game": 2, "white": 4, "black": 1},
        {"board": 2, "game": 1, "white": 2, "black": 3},
        {"board": 2, "game": 2, "white": 3, "black": 2},
    ]
    rows = list(csv.reader(io.StringIO(schedule_csv(event, games=2))))
    assert rows[0] == [
        "round",
        "cycle",
        "board",
        "game",
        "white",
        "white_name",
        "black",
        "black_name",
        "result",
    ]
    assert rows[1:3] == [
        ["1", "1", "1", "1", "1", "Hartley, James", "4", "Lindqvist, Sara", ""],
        ["1", "1", "1", "2", "4", "Lindqvist, Sara", "1", "Hartley, James", ""],
    ]
    assert len(rows) == 1 + 3 * 2 * 2
    lines = schedule_text(event, games=2).splitlines()
    assert lines[:3] == [
        "Test Open",
        "4 players, 3 rounds; numbering: list",
        "Micro-match of 2 games",
    ]
    first = lines.index("Round 1")
    assert lines[first + 1].split() == ["Board", "Game", "White", "Black"]
    assert lines[first + 2 : first + 4] == [
        "    1     1  1 Hartley, James   –  4 Lindqvist, Sara",
        "    1     2  4 Lindqvist, Sara  –  1 Hartley, James",
    ]
    header, game = lines[first + 1], lines[first + 2]
    assert header.index("White") == game.index("1 Hartley")
    assert header.index("Black") == game.index("4 Lindqvist")
    # One game a pairing: as it has always been.
    assert schedule_text(event, games=1) == schedule_text(event)


def test_the_schedule_csv_of_micro_matches_filled_in_is_their_results() -> None:
    from tests.core.micro_cases import four

    from berger.core.results import ResultsBuilder
    from berger.formats.event.results import record_results_text

    event = four()
    lines = schedule_csv(event, games=2).splitlines()
    filled = [lines[0], *(line + "1-0" for line in lines[1:])]
    builder = ResultsBuilder.for_tournament(event)
    record_results_text("\n".join(filled), "s.csv", event, builder)
    results = builder.build()
    assert len(results.matches) == 6
    assert all(len(match.boards) == 2 for match in results.matches.values())


def test_an_odd_field_of_micro_matches_keeps_its_bye_under_the_players() -> None:
    lines = schedule_text(tournament(3), games=2).splitlines()
    first = lines.index("Round 1")
    bye = next(line for line in lines[first:] if "Bye:" in line)
    assert bye.index("Bye") == lines[first + 1].index("White")

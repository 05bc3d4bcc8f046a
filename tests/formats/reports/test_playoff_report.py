"""The play-offs as text, CSV and JSON: the district sample's three-way
play-off, one not begun, one for a place nobody is tied for, and the text in
the language of the run."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.conftest import SAMPLES, open_individual

from berger import messages
from berger.formats.reports.playoff_report import (
    CSV_COLUMNS,
    playoff_csv,
    playoff_json,
    playoff_text,
)
from berger.pipeline.players.variant import Players
from berger.pipeline.playoff import event_playoffs

DISTRICT = SAMPLES / "district-final"


def report(players: Players) -> tuple[str, str, str]:
    """The text, CSV and JSON of the event's play-offs."""
    counted, found = event_playoffs(players)
    config = players.config.playoff
    assert config is not None
    standings = counted.standings
    places = {row.number: row.place for row in standings.rows}
    names = {n: p.name for n, p in enumerate(players.event.players, 1)}
    return (
        playoff_text(
            config,
            found,
            places,
            names,
            players.config.info.name,
            wording=players.wording(),
        ),
        playoff_csv(found, places, names),
        playoff_json(config, found, places, names),
    )


@pytest.fixture
def ukrainian() -> Iterator[None]:
    messages.install("uk")
    yield
    messages.install("en")


def test_the_district_play_off_in_each_format() -> None:
    text, csv, data = report(open_individual(DISTRICT))
    assert text.splitlines()[4:8] == [
        "No  Name                Event No  Pts  Place",
        " 1  Kovalenko, Iryna           2    1      2",
        " 2  Shevchenko, Andrii         1   1½      1",
        " 3  Bondarenko, Taras          3    ½      3",
    ]
    assert (
        "Round 3 (2026-12-06 12:00)\n  3 Bondarenko, Taras – 1 Kovalenko, Iryna" in text
    )
    assert "  Bye: 2 Shevchenko, Andrii\n" in text
    rows = csv.splitlines()
    assert rows[0] == ",".join(CSV_COLUMNS)
    assert rows[1:] == [
        '1-3,1,2,"Kovalenko, Iryna",3.5,1,2',
        '1-3,2,1,"Shevchenko, Andrii",3.5,1.5,1',
        '1-3,3,3,"Bondarenko, Taras",3.5,0.5,3',
    ]
    document = json.loads(data)
    assert document["numbering"] == "lots"
    assert document["playoffs"][0]["rounds"][0]["games"] == [
        {"board": 1, "white": 2, "black": 3, "result": "1-0"}
    ]


def test_a_play_off_not_begun_shows_its_pairings_and_no_places(tmp_path: Path) -> None:
    folder = tmp_path / "district"
    shutil.copytree(DISTRICT, folder)
    (folder / "playoff.csv").unlink()
    text, _, data = report(open_individual(folder))
    assert "  2 Shevchenko, Andrii – 3 Bondarenko, Taras  *\n" in text
    assert text.endswith(
        "Not finished: until it is, the final standings rank these players by the"
        " tie-breaks.\n"
    )
    assert " 1  Kovalenko, Iryna           2    0\n" in text
    document = json.loads(data)
    (playoff,) = document["playoffs"]
    assert playoff["finished"] is False
    assert {g["result"] for r in playoff["rounds"] for g in r["games"]} == {None}
    # The places are the chain's until then: Bondarenko first.
    assert [p["place"] for p in playoff["players"]] == ["2", "3", "1"]


def test_a_place_held_alone_is_a_note(tmp_path: Path) -> None:
    folder = tmp_path / "district"
    shutil.copytree(DISTRICT, folder)
    toml = folder / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace("places = [1]", "places = [4, 5]"), "utf-8"
    )
    text, csv, data = report(open_individual(folder))
    assert text.splitlines()[2:] == [
        "Place 4 is held by one player alone: no play-off.",
        "Place 5 is held by one player alone: no play-off.",
        "",
        "Nobody is level on the places played off: no play-off.",
        "",
        # The sample's play-off for first counts for nothing now.
        "The play-off for place 4, 5 (playoff.csv) was played by: Shevchenko,"
        " Andrii; Kovalenko, Iryna; Bondarenko, Taras. Nobody is level on that"
        " place now, so its results do not count.",
    ]
    assert csv == ",".join(CSV_COLUMNS) + "\n"
    assert json.loads(data)["untied"] == [4, 5]


@pytest.mark.usefixtures("ukrainian")
def test_the_text_speaks_the_language_of_the_run() -> None:
    text, csv, _ = report(open_individual(DISTRICT))
    assert text.splitlines()[:5] == [
        "Podil District Championship 2026: плей-оф",
        "відбір лише за очками; коло, 1 партія на пару; номери жеребкуванням"
        " (ключ 20261206); rapid 15+10",
        "",
        "Місця 1-3: порівну по 3½ очка",
        "№  Учасник             № у турнірі  Очки  Місце",
    ]
    assert "  Вільний від гри: 1 Kovalenko, Iryna\n" in text
    assert csv.splitlines()[0] == ",".join(CSV_COLUMNS)


def test_a_lehmann_georgiev_play_off_says_how_it_is_played(tmp_path: Path) -> None:
    folder = tmp_path / "district"
    shutil.copytree(DISTRICT, folder)
    toml = folder / "event.toml"
    text = toml.read_text("utf-8")
    for old, new in (
        ('game = "chess"', 'game = "draughts"'),
        ('format = "round-robin"', 'format = "lehmann-georgiev"'),
        ("games = 1\n", ""),
    ):
        text = text.replace(old, new)
    toml.write_text(text, "utf-8")
    report_text = report(open_individual(folder))[0]
    assert report_text.splitlines()[1].startswith(
        "qualified after the points alone; Lehmann–Georgiev: each pair plays"
        " games until one is won; numbered by lot (seed 20261206)"
    )


DRAUGHTS = SAMPLES / "international-draughts"


def test_a_finished_lehmann_georgiev_series_shows_its_result() -> None:
    # The sample's series: game 1 drawn, game 2 won by Sabirov with white
    # (the colours alternate): the series is 0-1 from the table's white,
    # Kuznetsova, and Sabirov takes first.
    text, csv, data = report(open_individual(DRAUGHTS))
    assert text.splitlines()[4:] == [
        "No  Name             Event No  Pts  Place",
        " 1  Кузнецова Елена         2    0      2",
        " 2  Сабиров Айдар           1    2      1",
        "Round 1",
        "  1 Кузнецова Елена – 2 Сабиров Айдар  0-1",
        "    Game 1: 1 Кузнецова Елена – 2 Сабиров Айдар  1/2-1/2",
        "    Game 2: 2 Сабиров Айдар – 1 Кузнецова Елена  1-0",
    ]
    assert csv.splitlines()[1:] == [
        "1-2,1,2,Кузнецова Елена,6,0,2",
        "1-2,2,1,Сабиров Айдар,6,2,1",
    ]
    (playoff,) = json.loads(data)["playoffs"]
    assert playoff["finished"] is True
    assert playoff["rounds"][0]["games"] == [
        {
            "board": 1,
            "white": 1,
            "black": 2,
            "result": "0-1",
            "series": [
                {"game": 1, "white": 1, "black": 2, "result": "1/2-1/2"},
                {"game": 2, "white": 2, "black": 1, "result": "1-0"},
            ],
        }
    ]


def test_a_series_not_decided_shows_its_games_and_no_result(tmp_path: Path) -> None:
    folder = tmp_path / "draughts"
    shutil.copytree(DRAUGHTS, folder)
    games = folder / "playoff.csv"
    games.write_text(
        games.read_text("utf-8").splitlines()[0] + "\n"
        "1;Кузнецова Елена;Сабиров Айдар;1;1/2-1/2\n",
        "utf-8",
    )
    text, _, data = report(open_individual(folder))
    assert (
        "  1 Кузнецова Елена – 2 Сабиров Айдар  *\n"
        "    Game 1: 1 Кузнецова Елена – 2 Сабиров Айдар  1/2-1/2\n"
    ) in text
    (playoff,) = json.loads(data)["playoffs"]
    assert playoff["finished"] is False
    (game,) = playoff["rounds"][0]["games"]
    assert (game["result"], game["series"]) == (
        None,
        [{"game": 1, "white": 1, "black": 2, "result": "1/2-1/2"}],
    )

"""`berger prizes` end to end: the club sample's prize list as text, CSV and
JSON, in the language of the run; an event without a prize list, and a prize
list that does not read, are one line and exit 1."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner
from tests.conftest import SAMPLES, assert_error

from berger.cli import cli

CLUB = str(SAMPLES / "club-championship")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_the_prize_list_as_json_csv_and_text() -> None:
    code, out, err = run("prizes", CLUB, "--format", "json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert (data["after_round"], data["final"], data["currency"]) == (7, True, "UAH")
    assert [
        (p["prize"], p["places"], p["name"], p["amount"]) for p in data["prizes"]
    ] == [
        ("Main", "1", "Novak, Petra", 4000),
        ("Main", "2", "Hartley, James", 2500),
        ("Main", "3", "Lindqvist, Sara", 1500),
        ("Main", "4", "Okafor, Daniel", 1000),
        ("Main", "5-6", "Kowalski, Adam", 450),
        ("Main", "5-6", "Moreau, Julien", 150),
        ("Rated under 2000", "1", "Brennan, Aoife", 500),
    ]
    assert data["prizes"][4]["how"] == (
        "Hort: half of place 5 (300) and a share of the pot of places 5–6: 300 / 2;"
        " passed on: 7 took another prize"
    )
    code, out, _ = run("prizes", CLUB, "--format", "csv")
    assert out.splitlines()[0] == "prize,place,places,number,name,amount,how"
    assert out.splitlines()[7].startswith(
        'Rated under 2000,1,1,7,"Brennan, Aoife",500,'
    )
    code, out, _ = run("prizes", CLUB)
    assert out.startswith("Prize list: Riverside Club Championship 2026\n\nMain\n")
    assert "5-6     6  Kowalski, Adam    450 UAH  Hort: half of place 5" in out


def test_the_text_speaks_the_language_of_the_run() -> None:
    code, out, _ = run("prizes", CLUB, "--lang", "uk")
    assert code == 0
    assert out.startswith("Призи: Riverside Club Championship 2026\n")
    assert "Місце  №  Учасник" in out
    assert "система Горта: половина призу за місце 5 (300)" in out


def test_no_prize_list_is_one_line() -> None:
    result = CliRunner().invoke(cli, ["prizes", str(SAMPLES / "draughts-cup")])
    assert_error(result, pattern=r"this event has no prize lists: add \[\[prizes\]\]")


def test_a_prize_list_that_does_not_read_is_one_line(tmp_path: Path) -> None:
    event = tmp_path / "club"
    shutil.copytree(SAMPLES / "club-championship", event)
    toml = event / "event.toml"
    text = toml.read_text("utf-8")
    toml.write_text(text.replace("rating_max = 1999", "age_max = 18"), "utf-8")
    result = CliRunner().invoke(cli, ["prizes", str(event)])
    line = assert_error(result)
    assert line.startswith(f"Error: {toml}: prizes[2].age_max: unknown key 'age_max'")
    toml.write_text(text.replace("[4000, 2500", '["4000", 2500'), "utf-8")
    line = assert_error(CliRunner().invoke(cli, ["standings", str(event)]))
    assert line == f"Error: {toml}: prizes[1].amounts: '4000' is not a number"

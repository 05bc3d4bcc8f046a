"""Events paired elsewhere on the command line: ``--schedule berger|results``
(and ``[rules] schedule``), a results file whose games make the schedule, and
a TRF EVENT that brings its own pairings with one warning."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import assert_error

from berger.cli import cli

DATA = Path(__file__).resolve().parent / "data"
HELD = DATA / "held_round_robin.trf"

PLAYERS = "name,rating\nAlyx,2200\nBruno,2150\nCharline,2100\nDavid,2050\n"
PLAYERS += "Franck,1950\nHelene,2000\n"
HELD_CSV = """round,white,black,result
1,1,5,=
1,2,6,1-0
1,3,4,1-0
2,1,2,1-0
2,6,3,0-1
2,5,4,1-0
3,3,1,0-1
3,4,6,=
3,2,5,1-0
4,1,4,0-1
4,2,3,=
4,5,6,-+
5,6,1,0-1
5,4,2,0-1
5,3,5,1-0
"""
"""FIDE's tie-break exercise as a results CSV: round 1 is 1-5, 2-6, 3-4,
where berger's table has 1-6, 2-5, 3-4."""


def folder(tmp_path: Path, results: str = HELD_CSV, toml: str = "") -> Path:
    """An event folder: the exercise's six players and ``results``."""
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "players.csv").write_text(PLAYERS, encoding="utf-8")
    (tmp_path / "results.csv").write_text(results, encoding="utf-8")
    (tmp_path / "event.toml").write_text(
        'players = "players.csv"\nresults = "results.csv"\n' + toml, encoding="utf-8"
    )
    return tmp_path


def invoke(*args: object) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, [str(a) for a in args])
    return result.exit_code, result.stdout, result.stderr


def test_a_game_not_in_the_table_is_an_error_without_schedule_results(
    tmp_path: Path,
) -> None:
    event = folder(tmp_path)
    result = CliRunner().invoke(cli, ["standings", str(event)])
    assert_error(
        result,
        pattern=r"results\.csv:2: 1 – 5 is not a game of round 1: 1 plays 1 – 6"
        r" \(board 1\); 5 plays 2 – 5 \(board 2\)$",
    )
    result = CliRunner().invoke(cli, ["standings", str(event), "--schedule", "berger"])
    assert_error(result, pattern=r"results\.csv:2: 1 – 5 is not a game of round 1")


def test_schedule_results_takes_the_results_pairings(tmp_path: Path) -> None:
    event = folder(tmp_path)
    code, out, err = invoke(
        "standings", event, "--schedule", "results", "--format", "json"
    )
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["after_round"] == 5
    # SB of Alyx: wins over Bruno, Charline, Helene 3½ + 3½ + 1½, the draw
    # with Franck 1½ / 2, the loss to David 0: 8½ + ¾ = 9¼. Charline and
    # Bruno level on points and SB (6¼), split by ARO 2070 against 2060.
    assert [
        (r["place"], r["number"], r["points"], r["tiebreaks"]["SB"])
        for r in data["standings"]
    ] == [
        ("1", 1, 3.5, 9.25),
        ("2", 3, 3.5, 6.25),
        ("3", 2, 3.5, 6.25),
        ("4", 4, 1.5, 4.25),
        ("5", 5, 1.5, 3.25),
        ("6", 6, 1.5, 2.25),
    ]
    # the same from the toml's [rules] schedule
    toml = folder(tmp_path / "toml", toml='[rules]\nschedule = "results"\n')
    assert invoke("standings", toml, "--format", "json")[1] == out
    code, out, _err = invoke(
        "schedule", event, "--schedule", "results", "--format", "json"
    )
    rounds = json.loads(out)["rounds"]
    assert [(g["white"], g["black"]) for g in rounds[0]["games"]] == [
        (1, 5),
        (2, 6),
        (3, 4),
    ]
    assert invoke("when", 5, 1, event, "--schedule", "results")[1] == (
        "Round 1: 1 Alyx (white) – 5 Franck (black)\n"
    )


def test_a_bad_schedule_value_in_the_toml(tmp_path: Path) -> None:
    event = folder(tmp_path, toml='[rules]\nschedule = "file"\n')
    result = CliRunner().invoke(cli, ["standings", str(event)])
    assert_error(
        result,
        pattern=r"event\.toml: rules\.schedule: 'file' is not a schedule source"
        r" \(berger, results\)$",
    )
    result = CliRunner().invoke(cli, ["standings", str(event), "--schedule", "file"])
    assert_error(result, status=2, pattern="'file' is not one of 'berger', 'results'")


@pytest.mark.parametrize(
    ("results", "pattern"),
    [
        (
            "round,white,black,result\n1,1,5,=\n1,2,6,1-0\n1,3,4,1-0\n2,5,1,1-0\n",
            r"results\.csv:5: round 2: 5 – 1 meet again \(also in round 1\); a"
            r" round robin has each pair meet once in each cycle of 5 rounds$",
        ),
        (
            HELD_CSV + "1,6,2,0-1\n",
            r"results\.csv:17: round 1: 6 plays twice, 2 – 6 and 6 – 2$",
        ),
        (
            "round,white,black,result\n1,1,5,=\n1,2,6,1-0\n",
            r"results\.csv: round 1: 3 and 4 have no game; every player plays"
            r" in every round$",
        ),
        (
            "round,board,result\n1,1,1-0\n",
            r"results\.csv:2: round 1, board 1 names no players: with the"
            r" schedule from the results, give each game's white and black$",
        ),
    ],
)
def test_results_that_are_not_a_round_robin_are_refused(
    tmp_path: Path, results: str, pattern: str
) -> None:
    event = folder(tmp_path, results)
    result = CliRunner().invoke(cli, ["standings", str(event), "--schedule", "results"])
    assert_error(result, pattern=pattern)


def test_schedule_results_needs_a_results_file(tmp_path: Path) -> None:
    (tmp_path / "players.csv").write_text(PLAYERS, encoding="utf-8")
    result = CliRunner().invoke(
        cli, ["schedule", str(tmp_path / "players.csv"), "--schedule", "results"]
    )
    assert_error(
        result,
        pattern=r"players\.csv: --schedule results takes the pairings from the"
        r" results: give --results FILE or results = \.\.\. in event\.toml$",
    )


def test_rounds_with_no_rows_yet_are_not_paired_yet(tmp_path: Path) -> None:
    # Rows of rounds 1-3 only: the schedule is what the file holds. Round 3
    # is paired but 2-5 not played yet (an empty result keeps its pairing).
    rows = HELD_CSV.splitlines()[:10]
    rows[-1] = "3,2,5,"
    event = folder(tmp_path, "\n".join(rows) + "\n")
    code, out, err = invoke("schedule", event, "--schedule", "results")
    assert (code, err) == (0, "")
    assert (
        out.splitlines()[1]
        == "6 players, rounds 1–3 of 5 paired so far; numbering: list"
    )
    assert "Round 4" not in out
    code, out, err = invoke("standings", event, "--schedule", "results")
    assert (code, err) == (0, "")
    assert out.splitlines()[1] == "Standings after round 3 of 5; scoring: chess"
    result = CliRunner().invoke(
        cli, ["when", "1", "4", str(event), "--schedule", "results"]
    )
    assert_error(
        result, pattern=r"1 and 4 do not meet in the rounds paired so far \(1–3 of 5\)$"
    )
    trf = tmp_path / "event.trf"
    assert (
        invoke("export", event, "--schedule", "results", "--to", "trf", "-o", trf)[0]
        == 0
    )
    text = trf.read_bytes().decode("utf-8")
    assert "\r\n142 5\r\n192 CUSTOM_ROUNDROBIN\r\n" in text
    # read back as an EVENT: the same three rounds, from the file
    code, out, err = invoke("standings", trf)
    assert code == 0
    assert err.startswith(f"Warning: {trf}: pairings follow the file, not FIDE's")
    assert out.splitlines()[1] == "Standings after round 3 of 5; scoring: chess"


def test_the_workbook_and_pgn_give_pairings_too(tmp_path: Path) -> None:
    event = folder(tmp_path)
    workbook = tmp_path / "event.xlsx"
    assert invoke("workbook", event, "--schedule", "results", "-o", workbook)[0] == 0
    expected = invoke("standings", event, "--schedule", "results", "--format", "csv")
    assert expected[0] == 0
    again = invoke(
        "standings", tmp_path / "players.csv", "--results", workbook,
        "--schedule", "results", "--format", "csv",
    )  # fmt: skip
    assert again == expected
    names = PLAYERS.splitlines()[1:]
    pgn = []
    for row in HELD_CSV.splitlines()[1:]:
        r, white, black, result = row.split(",")
        code = {"=": "1/2-1/2", "-+": "0-1"}.get(result, result)
        pgn.append(
            f'[Round "{r}"]\n[White "{names[int(white) - 1].split(",")[0]}"]\n'
            f'[Black "{names[int(black) - 1].split(",")[0]}"]\n[Result "{code}"]\n\n'
            f"{code}\n"
        )
    (tmp_path / "games.pgn").write_text("\n".join(pgn), encoding="utf-8")
    code, out, _err = invoke(
        "standings", tmp_path / "players.csv", "--results", tmp_path / "games.pgn",
        "--schedule", "results", "--format", "csv",
    )  # fmt: skip
    # the PGN's 5-6 is a win over the board, not the forfeit: points alike
    assert code == 0
    assert [line.split(",")[1] for line in out.splitlines()[1:]] == [
        line.split(",")[1] for line in expected[1].splitlines()[1:]
    ]


@pytest.mark.parametrize(
    "command",
    [
        ["schedule"],
        ["standings"],
        ["when", "1", "2"],
        ["export", "--to", "json", "-o", "{out}/x.json"],
        ["workbook", "-o", "{out}/x.xlsx"],
        ["chart", "-o", "{out}/x.html"],
    ],
)
def test_a_trf_event_says_once_that_it_follows_the_file(
    tmp_path: Path, command: list[str]
) -> None:
    event = tmp_path / "held.trf"
    shutil.copy(HELD, event)
    args = [part.format(out=tmp_path) for part in command]
    where = 3 if command[0] == "when" else 1
    args.insert(where, str(event))
    code, _out, err = invoke(*args)
    assert code == 0
    assert err == (
        f"Warning: {event}: pairings follow the file, not FIDE's Berger table"
        " (round 1: 1–5, the table has 1–6)\n"
    )
    code, _out, err = invoke(*args, "--schedule", "results")
    assert (code, err) == (0, "")


def test_a_trf_event_with_schedule_berger_is_refused(tmp_path: Path) -> None:
    event = tmp_path / "held.trf"
    shutil.copy(HELD, event)
    result = CliRunner().invoke(cli, ["standings", str(event), "--schedule", "berger"])
    assert_error(
        result,
        pattern=r"held\.trf:9: column 92: round 1: 1 \(white\) – 5 is not a game of"
        r" the Berger schedule for these numbers; it has 1 \(white\) – 6$",
    )


def test_a_results_file_for_a_trf_event_must_be_its_pairings(tmp_path: Path) -> None:
    event = tmp_path / "held.trf"
    shutil.copy(HELD, event)
    results = tmp_path / "results.csv"
    results.write_text(HELD_CSV, encoding="utf-8")
    code, out, _err = invoke(
        "standings", event, "--results", results, "--format", "csv"
    )
    assert code == 0
    assert out == invoke("standings", event, "--format", "csv")[1]
    results.write_text("round,white,black,result\n1,5,1,=\n", encoding="utf-8")
    result = CliRunner().invoke(
        cli, ["standings", str(event), "--results", str(results)]
    )
    assert_error(
        result,
        pattern=r"results\.csv:2: 5 – 1 has the colours reversed: round 1 has 1 – 5"
        r" \(board 1\), white first$",
    )


def test_every_command_takes_schedule() -> None:
    for name in (
        "schedule", "when", "standings", "cards", "round-sheets", "chart",
        "crosstable", "workbook", "export", "build",
    ):  # fmt: skip
        result = CliRunner().invoke(cli, [name, "--help"])
        assert "--schedule [berger|results]" in result.stdout, name

"""``berger export EVENT --to trf|csv|json -o FILE`` and TRF files as EVENTs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import assert_error

from berger.cli import cli

RESULTS = "round,white,black,result\n1,1,8,1-0\n1,2,7,½-½\n1,3,6,0-1\n1,4,5,+-\n"


@pytest.fixture
def draw(samples: Path, tmp_path: Path) -> Path:
    """A copy of the club sample without results."""
    folder = tmp_path / "club"
    folder.mkdir()
    source = samples / "club-championship"
    (folder / "players.csv").write_bytes((source / "players.csv").read_bytes())
    toml = (source / "event.toml").read_text(encoding="utf-8")
    lines = [line for line in toml.splitlines() if not line.startswith("results")]
    (folder / "event.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


@pytest.fixture
def event(draw: Path) -> Path:
    """The club sample with round 1's results in results.csv beside it."""
    (draw / "results.csv").write_text(RESULTS, encoding="utf-8")
    return draw


def test_trf_of_the_draw(runner: CliRunner, draw: Path, tmp_path: Path) -> None:
    out = tmp_path / "draw.trf"
    done = runner.invoke(cli, ["export", str(draw), "--to", "trf", "-o", str(out)])
    assert done.exit_code == 0, done.output
    lines = out.read_bytes().decode("utf-8").split("\r\n")
    players = [line for line in lines if line.startswith("001")]
    assert len(players) == 8
    assert all(line[80:84] == " 0.0" and line[85:89] == "    " for line in players)
    assert players[0][91:97] == "   8 w"  # the pairing, no result yet
    assert "202 SB,ARO" in lines  # the chain travels even before round 1


def test_trf_with_results_is_an_event(
    runner: CliRunner, event: Path, tmp_path: Path
) -> None:
    out = tmp_path / "event.trf"
    args = ["export", str(event), "--to", "trf", "-o", str(out)]
    done = runner.invoke(cli, [*args, "--results", str(event / "results.csv")])
    assert done.exit_code == 0, done.output
    assert done.stdout == f"wrote {out}\n"
    from_trf = runner.invoke(cli, ["standings", str(out), "--format", "json"])
    from_csv = runner.invoke(
        cli,
        [
            "standings",
            str(event),
            "--results",
            str(event / "results.csv"),
            "--format",
            "json",
        ],
    )
    assert from_trf.exit_code == 0, from_trf.output
    assert json.loads(from_trf.stdout) == json.loads(from_csv.stdout)
    schedule_trf = runner.invoke(cli, ["schedule", str(out), "--format", "json"])
    schedule_csv = runner.invoke(cli, ["schedule", str(event), "--format", "json"])
    assert (
        json.loads(schedule_trf.stdout)["rounds"]
        == json.loads(schedule_csv.stdout)["rounds"]
    )
    # a TRF also serves as the results file of the original event
    again = runner.invoke(
        cli, ["standings", str(event), "--results", str(out), "--format", "json"]
    )
    assert json.loads(again.stdout) == json.loads(from_csv.stdout)


@pytest.mark.parametrize("to", ["csv", "json"])
def test_standings_exports_match_the_standings_command(
    runner: CliRunner, event: Path, tmp_path: Path, to: str
) -> None:
    out = tmp_path / f"standings.{to}"
    results = ["--results", str(event / "results.csv")]
    done = runner.invoke(
        cli, ["export", str(event), "--to", to, "-o", str(out), *results]
    )
    assert done.exit_code == 0, done.output
    shown = runner.invoke(cli, ["standings", str(event), "--format", to, *results])
    assert out.read_text(encoding="utf-8") == shown.stdout


@pytest.mark.parametrize("to", ["csv", "json"])
def test_standings_export_needs_results(
    runner: CliRunner, draw: Path, tmp_path: Path, to: str
) -> None:
    out = tmp_path / f"standings.{to}"
    done = runner.invoke(cli, ["export", str(draw), "--to", to, "-o", str(out)])
    assert done.exit_code == 1
    assert done.stderr.count("\n") == 1
    assert "no results to export" in done.stderr
    assert not out.exists()


def test_long_name_warns_on_stderr(runner: CliRunner, tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text(
        "Hrytsenko-Kovalenko, Oleksandra Volodymyrivna\nShort, Name\nThird, Player\n",
        encoding="utf-8",
    )
    out = tmp_path / "e.trf"
    done = runner.invoke(cli, ["export", str(players), "--to", "trf", "-o", str(out)])
    assert done.exit_code == 0
    assert done.stderr.startswith("Warning: player 1: name ")
    assert " Hrytsenko-Kovalenko, Oleksandra V " in out.read_text(encoding="utf-8")


BAD_INPUTS = {
    "truncated": (2, None, ":2: column 50:", "inside the rating field"),
    "points cut": (2, None, ":2: column 82:", "inside the points field"),
    "out of range": (
        2,
        "   9 w 1",
        ":2: column 92:",
        "opponent number 9 is out of range",
    ),
    "disagrees": (5, "   1 b =", ":5: column 92:", "disagrees with player 1's block"),
    "unknown code": (2, "   4 w Q", ":2: column 99:", "result code 'Q' does not exist"),
}


def bad_trf(tmp_path: Path, case: str) -> Path:
    def line(number: int, name: str, block: str) -> str:
        head = f"001 {number:>4}      {name:<33} 2215"
        return head + " " * 28 + " 0.0" + " " * 7 + block

    lines = [
        "012 Bad",
        line(1, "One", "   4 w 1"),
        line(2, "Two", "   3 w ="),
        line(3, "Three", "   2 b ="),
        line(4, "Four", "   1 b 0"),
    ]
    index, replacement, _where, _what = BAD_INPUTS[case]
    if case == "truncated":
        lines[index - 1] = lines[index - 1][:50]
    elif case == "points cut":
        lines[index - 1] = lines[index - 1][:82]
    else:
        lines[index - 1] = lines[index - 1][:91] + (replacement or "")
    path = tmp_path / "bad.trf"
    path.write_bytes(("\r\n".join(lines) + "\r\n").encode("utf-8"))
    return path


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
@pytest.mark.parametrize("command", ["standings", "export", "schedule"])
def test_bad_trf_gives_one_line(
    runner: CliRunner, tmp_path: Path, case: str, command: str
) -> None:
    path = bad_trf(tmp_path, case)
    out = tmp_path / "out.json"
    args = [command, str(path)]
    if command == "export":
        args += ["--to", "json", "-o", str(out)]
    done = runner.invoke(cli, args)
    _index, _replacement, where, what = BAD_INPUTS[case]
    line = assert_error(done, pattern=re.escape(what))
    assert line.startswith(f"Error: {path}{where}")
    assert not out.exists()


def test_bad_trf_as_results_file(
    runner: CliRunner, event: Path, tmp_path: Path
) -> None:
    path = bad_trf(tmp_path, "unknown code")
    done = runner.invoke(cli, ["standings", str(event), "--results", str(path)])
    assert done.exit_code == 1
    assert done.stderr.startswith(f"Error: {path}:2: column 99:")


def test_trf_of_one_month(runner: CliRunner, samples: Path, tmp_path: Path) -> None:
    # The weekly league: 15 Wednesdays from September to December 2026;
    # December holds rounds 14 and 15.
    out = tmp_path / "december.trf"
    args = ["export", str(samples / "weekly-league"), "--to", "trf"]
    done = runner.invoke(cli, [*args, "--month", "2026-12", "-o", str(out)])
    assert done.exit_code == 0, done.output
    text = out.read_bytes().decode("utf-8")
    assert "\r\n142 2\r\n" in text
    assert "092 Round robin, rounds 14-15 of 15, 2026-12" in text
    # A month without a round: one line, no file.
    other = tmp_path / "january.trf"
    done = runner.invoke(cli, [*args, "--month", "2027-01", "-o", str(other)])
    assert_error(done, 1, r"--month 2027-01: no round of the event is in that month")
    assert not other.exists()
    # Not a month, or a month with CSV: usage errors.
    done = runner.invoke(cli, [*args, "--month", "2026-13", "-o", str(other)])
    assert_error(done, 2, r"'2026-13' is not a month written YYYY-MM")
    csv_args = ["export", str(samples / "weekly-league"), "--to", "csv"]
    done = runner.invoke(cli, [*csv_args, "--month", "2026-12", "-o", str(other)])
    assert_error(done, 2, r"--month goes with --to trf only")


def test_standings_by_month(runner: CliRunner, samples: Path) -> None:
    done = runner.invoke(
        cli, ["standings", str(samples / "weekly-league"), "--format", "json"]
    )
    assert done.exit_code == 0, done.output
    data = json.loads(done.stdout)
    assert data["rating_rules"] == "B.02 2025-10-01"
    for row in data["standings"]:
        months = row["rating_change_by_month"]
        assert list(months) == ["2026-09", "2026-10", "2026-11", "2026-12"]
        if row["rating_change"] is None:  # the two unrated players
            assert set(months.values()) == {None}
            assert isinstance(row["first_rating"], int)
        else:
            assert sum(months.values()) == row["rating_change"]
    done = runner.invoke(
        cli, ["standings", str(samples / "weekly-league"), "--format", "csv"]
    )
    header = done.stdout.splitlines()[0].split(",")
    assert header[-6:] == [
        "rating_change_2026-09",
        "rating_change_2026-10",
        "rating_change_2026-11",
        "rating_change_2026-12",
        "first_rating",
        "first_rating_reason",
    ]

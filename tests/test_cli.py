"""The command line: schedule, when, init; exit statuses and one-line errors."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result
from tests.conftest import assert_error, run, snapshot

from berger import __version__
from berger.cli import cli, manual
from berger.core.draw import Numbering
from berger.core.withdrawal import WithdrawalRule
from berger.formats.event.event import Options
from berger.formats.event.output import Language, PaperSize


def assert_one_line_error(result: Result) -> str:
    """Exit 1, nothing on stdout, one ``Error:`` line and nothing else, no crash."""
    assert result.stdout == ""
    return assert_error(result)


# -- schedule ---------------------------------------------------------------


@pytest.mark.parametrize(
    "sample", ["club-championship", "draughts-cup", "open-varma", "closed-norms"]
)
@pytest.mark.parametrize("fmt", ["text", "csv", "json"])
def test_schedule_samples(samples: Path, sample: str, fmt: str) -> None:
    result = run("schedule", samples / sample, "--format", fmt)
    assert result.exit_code == 0, result.output
    assert result.stderr == ""  # every sample that draws lots names its seed
    assert result.stdout


def test_schedule_json_of_the_club_sample(samples: Path) -> None:
    result = run("schedule", samples / "club-championship", "--format", "json")
    document = json.loads(result.stdout)
    ratings = [p["rating"] for p in document["players"]]
    assert ratings == sorted(ratings, reverse=True)  # numbering = "rating"
    assert document["players"][0]["name"] == "Hartley, James"
    assert document["rounds"][1]["games"][0] == {"board": 1, "white": 8, "black": 5}


def test_schedule_text_names_players(samples: Path) -> None:
    result = run("schedule", samples / "draughts-cup")
    assert result.exit_code == 0
    assert "Кубок міста з шашок 2026" in result.stdout
    assert "numbering: random (seed 2026)" in result.stdout
    assert "Bye:" in result.stdout


def test_options_override_the_event_file(samples: Path) -> None:
    folder = samples / "club-championship"
    listed = run("schedule", folder, "--numbering", "list", "--format", "json")
    names = [p["name"] for p in json.loads(listed.stdout)["players"]]
    assert names[:2] == ["Hartley, James", "Novak, Petra"]
    double = run("schedule", folder, "--cycles", "2", "--format", "json")
    rounds = json.loads(double.stdout)["rounds"]
    assert len(rounds) == 14
    assert rounds[5]["games"][0] == {"board": 1, "white": 4, "black": 8}  # swapped
    plain = run(
        *("schedule", folder, "--cycles", "2", "--no-swap-last-two"),
        *("--format", "json"),
    )
    assert json.loads(plain.stdout)["rounds"][5]["games"][0]["white"] == 8


def test_same_seed_same_numbers(samples: Path) -> None:
    players = samples / "club-championship" / "players.csv"
    args = ("schedule", players, "--numbering", "random", "--seed", "7")
    first, second = run(*args), run(*args)
    assert first.exit_code == 0
    assert first.stdout == second.stdout
    other = run("schedule", players, "--numbering", "random", "--seed", "8")
    assert other.stdout != first.stdout


def test_varma_numbering(samples: Path) -> None:
    result = run("schedule", samples / "open-varma", "--format", "json")
    players = json.loads(result.stdout)["players"]
    assert len(players) == 12
    ukr = {p["number"] for p in players if p["federation"] == "UKR"}
    sets = ({4, 5, 9, 10}, {1, 2, 7}, {6, 8, 12}, {3, 11})
    assert any(ukr <= s for s in sets), ukr


# -- when --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "round_number", "white", "black"),
    [(2, 5, 6, 2, 5), (4, 6, 2, 6, 4), (4, 8, 7, 4, 8), (7, 8, 6, 8, 7)],
)
def test_when_worked_examples(
    a: int, b: int, round_number: int, white: int, black: int
) -> None:
    text = run("when", a, b, "--players", 8)
    assert text.exit_code == 0
    assert text.stdout == f"Round {round_number}: {white} (white) – {black} (black)\n"
    as_json = run("when", b, a, "--players", 8, "--format", "json")
    assert json.loads(as_json.stdout) == {
        "round": round_number,
        "white": white,
        "black": black,
    }


def test_when_over_cycles() -> None:
    result = run("when", 2, 5, "--players", 8, "--cycles", 2, "--format", "json")
    assert json.loads(result.stdout) == {
        "round": 7,
        "white": 2,
        "black": 5,
        "rounds": [
            {"cycle": 1, "round": 7, "white": 2, "black": 5},
            {"cycle": 2, "round": 13, "white": 5, "black": 2},
        ],
    }


def test_when_with_an_event(samples: Path) -> None:
    result = run("when", 2, 5, samples / "club-championship")
    assert result.exit_code == 0
    assert result.stdout == (
        "Round 6: 2 Novak, Petra (white) – 5 Moreau, Julien (black)\n"
    )


# -- init --------------------------------------------------------------------


def test_init_writes_a_working_event(tmp_path: Path) -> None:
    folder = tmp_path / "my-event"
    result = run("init", folder)
    assert result.exit_code == 0
    assert sorted(p.name for p in folder.iterdir()) == ["event.toml", "players.csv"]
    assert run("schedule", folder).exit_code == 0
    before = snapshot(folder)
    again = run("init", folder)
    message = assert_one_line_error(again)
    assert "already exists" in message
    assert snapshot(folder) == before


# -- bad input ---------------------------------------------------------------

BAD_LISTS = {
    "empty.csv": (b"", r"^Error: empty\.csv: the file is empty: no players$"),
    "header.csv": (b"name,rating\n", r"^Error: header\.csv:1: only a header"),
    "one.csv": (b"name\nAlice\n", r"^Error: one\.csv: a round robin needs at least 2"),
    "duplicate.csv": (
        b"name\nAlice\nBob\nALICE\n",
        r"^Error: duplicate\.csv:4: name: duplicate name 'ALICE' \(also on line 2\)$",
    ),
    "rating.csv": (
        b"name,rating\nAlice,1900\nBob,abc\n",
        r"^Error: rating\.csv:3: rating: 'abc' is not a number$",
    ),
    "k.csv": (
        b"name,rating,K\nAlice,1900,20\nBob,2000,x\n",
        r"^Error: k\.csv:3: K: 'x' is not a number$",
    ),
    "encoding.csv": (
        b"name\n\xa4\xa6\xa7\xb1\xb6\n\x98\x98\n",
        r"^Error: encoding\.csv: cannot read the text: not UTF-8 or cp1251",
    ),
    "layout.csv": (
        b"id,score\n1,2\n3,4\n",
        r"^Error: layout\.csv:1: no name column in the header",
    ),
    "too-many.txt": (
        "".join(f"Player {k}\n" for k in range(2001)).encode(),
        r"^Error: too-many\.txt: at most 2000 players are supported, found 2001$",
    ),
}


@pytest.mark.parametrize("name", sorted(BAD_LISTS))
@pytest.mark.parametrize("command", ["schedule", "when"])
def test_bad_participant_lists(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    name: str,
    command: str,
) -> None:
    data, message = BAD_LISTS[name]
    (tmp_path / name).write_bytes(data)
    monkeypatch.chdir(tmp_path)
    before = snapshot(tmp_path)
    args = ["schedule", name] if command == "schedule" else ["when", "1", "2", name]
    line = assert_one_line_error(run(*args))
    assert re.search(message, line), line
    assert snapshot(tmp_path) == before  # input unchanged, nothing written


def test_missing_file(tmp_path: Path) -> None:
    line = assert_one_line_error(run("schedule", tmp_path / "nope.csv"))
    assert line == f"Error: {tmp_path / 'nope.csv'}: file not found"


def test_malformed_event_toml(tmp_path: Path) -> None:
    (tmp_path / "players.csv").write_text("name\nA\nB\n", encoding="utf-8")
    cases = {
        'players = "players.csv"\n[rules\n': ":2: not valid TOML",
        'players = "players.csv"\nplayer = "x"\n': ": player: unknown key 'player'",
        'players = "players.csv"\n[rules]\ncycles = "2"\n': ": rules.cycles: '2' has",
    }
    for text, expected in cases.items():
        (tmp_path / "event.toml").write_text(text, encoding="utf-8")
        before = snapshot(tmp_path)
        line = assert_one_line_error(run("schedule", tmp_path))
        assert line.startswith(f"Error: {tmp_path / 'event.toml'}{expected}"), line
        assert snapshot(tmp_path) == before


def test_varma_outside_its_range(samples: Path) -> None:
    line = assert_one_line_error(
        run("schedule", samples / "club-championship", "--numbering", "varma")
    )
    assert line.endswith("Varma tables cover 9 to 24 players, got 8")
    line = assert_one_line_error(
        run(
            *("schedule", samples / "draughts-cup" / "players.csv"),
            *("--numbering", "varma", "--seed", "1"),
        )
    )
    assert "Varma tables cover 9 to 24 players, got 7" in line


def test_varma_without_federations(tmp_path: Path) -> None:
    names = tmp_path / "names.txt"
    names.write_text("".join(f"Player {k}\n" for k in range(10)), encoding="utf-8")
    line = assert_one_line_error(
        run("schedule", names, "--numbering", "varma", "--seed", "3")
    )
    assert "Varma numbering needs every player's federation" in line


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["when", "3", "3", "--players", "8"],
            "Error: player 3 cannot play themselves",
        ),
        (["when", "3", "9", "--players", "8"], "Error: player 9 is not in 1..8"),
        (["when", "0", "2", "--players", "8"], "Error: player 0 is not in 1..8"),
        (["when", "1", "8", "--players", "7"], "Error: player 8 is not in 1..7"),
    ],
)
def test_when_bad_numbers(args: list[str], message: str) -> None:
    assert assert_one_line_error(run(*args)) == message


def test_when_number_above_the_event(samples: Path) -> None:
    line = assert_one_line_error(run("when", 1, 9, samples / "club-championship"))
    assert line == "Error: player 9 is not in 1..8"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["when", "1", "2", "--players", "0"], "'--players': 0 is not in the range"),
        (["when", "1", "2", "--players", "2001"], "2001 is not in the range"),
        (["when", "1", "2"], "give either --players N or an EVENT"),
        (["when", "1", "2", "x.csv", "--players", "4"], "give either --players N"),
        (["when", "1"], "Missing argument 'B'"),
        (["schedule", "x.csv", "--format", "pdf"], "'pdf' is not one of"),
        (["schedule", "x.csv", "--cycles", "0"], "0 is not in the range"),
        (["schedule", "x.csv", "--numbering", "alphabet"], "'alphabet' is not one of"),
        (["schedule", "x.csv", "--scoring", "tennis"], "'tennis' is not a scoring"),
        (["schedule", "x.csv", "--seed", "-1"], "-1 is not in the range"),
        (["schedule", "x.csv", "--tiebreaks", " , "], "give at least one tiebreak"),
        (["schedule", "x.csv", "--lang", "de"], "'de' is not one of 'en', 'uk', 'ru'"),
    ],
)
def test_usage_errors(args: list[str], message: str) -> None:
    result = run(*args)
    assert result.stdout == ""
    assert_error(result, 2, re.escape(message))


def commands_of(group: click.Group) -> dict[str, click.Command]:
    """Every command of ``group`` by its path (``keys add``), those of its
    groups in place of the groups."""
    found: dict[str, click.Command] = {}
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            found |= {
                f"{name} {sub}": subcommand
                for sub, subcommand in commands_of(command).items()
            }
        else:
            found[name] = command
    return found


@pytest.mark.parametrize("command", sorted(set(commands_of(cli)) - {"init"}))
def test_every_command_takes_every_event_option(command: str) -> None:
    # SPEC section 7, with the choices of the coded options from their enums.
    choices = {
        param.name: tuple(param.type.choices)
        if isinstance(param.type, click.Choice)
        else None
        for param in commands_of(cli)[command].params
    }
    assert {f.name for f in fields(Options)} <= set(choices)
    assert choices["numbering"] == Numbering.codes()
    assert choices["withdrawal"] == WithdrawalRule.codes()
    assert choices["language"] == Language.codes()
    assert choices["paper"] == PaperSize.codes()


# -- the program as a whole --------------------------------------------------


@pytest.mark.parametrize(
    ("signum", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)]
)
def test_a_stopped_command_says_so_in_one_line(
    samples: Path,
    monkeypatch: pytest.MonkeyPatch,
    signum: int,
    status: int,
) -> None:
    from berger.pipeline import reports

    def stopped(*_: object) -> str:
        os.kill(os.getpid(), signum)
        return "what a run that went on would print"

    monkeypatch.setattr(reports, "schedule_report", stopped)
    before = signal.getsignal(signum)
    result = run("schedule", samples / "club-championship")
    assert isinstance(result.exception, SystemExit)
    assert (result.exit_code, result.stdout, result.stderr) == (
        status,
        "",
        "Stopped.\n",
    )
    assert signal.getsignal(signum) == before


def test_the_manual_is_the_site_in_the_language_else_the_markdown(
    tmp_path: Path,
) -> None:
    assert manual("uk", tmp_path) is None  # installed without its source
    markdown = tmp_path / "docs" / "index.md"
    markdown.parent.mkdir()
    markdown.write_text("# berger\n", "utf-8")
    assert manual("en", tmp_path) == (markdown, True)
    assert manual("uk", tmp_path) == (markdown, False)
    site = tmp_path / "docs" / "_build" / "html" / "uk" / "index.html"
    site.parent.mkdir(parents=True)
    site.write_text("<html></html>\n", "utf-8")
    assert manual("uk", tmp_path) == (site, True)
    assert manual("ru", tmp_path) == (markdown, False)


@pytest.mark.parametrize(
    ("language", "says"),
    [("en", "The manual: "), ("uk", "Посібник: "), ("ru", "Руководство: ")],
)
def test_the_help_ends_with_the_manual_in_the_language_of_the_run(
    language: str, says: str
) -> None:
    result = CliRunner().invoke(cli, ["--help"], env={"BERGER_LANG": language})
    found = manual(language)
    assert found is not None  # the tests run from the checkout
    last = " ".join(result.stdout.split("\n\n")[-1].split())
    assert last.startswith(says + str(found[0]))


def test_version() -> None:
    result = run("--version")
    assert result.exit_code == 0
    assert result.stdout == f"berger, version {__version__}\n"


HELP_PROBE = """
import sys
from berger.cli import main
for argv in (["berger", "--help"], ["berger", "schedule", "--help"]):
    sys.argv = argv
    try:
        main()
    except SystemExit as exc:
        assert exc.code == 0, exc.code
heavy = sorted(
    name for name in sys.modules if name.split(".")[0] in ("weasyprint", "openpyxl")
)
print("heavy:", heavy, file=sys.stderr)
"""


def test_help_does_not_import_weasyprint_or_openpyxl() -> None:
    done = subprocess.run(
        [sys.executable, "-c", HELP_PROBE],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert "Usage: berger" in done.stdout
    assert done.stderr.strip() == "heavy: []"

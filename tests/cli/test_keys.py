"""The commands of the arbiters' team: ``keys add`` prints the key once
(and its page's address, as a path or whole, and as a QR code), ``keys
list`` never a key, ``keys revoke`` at once; bad input one line, exit 1;
``results-log`` prints the log in the language of the run."""

from __future__ import annotations

import os
import re
import shutil
import stat
from pathlib import Path

from click.testing import CliRunner
from tests.conftest import assert_error, ok

from berger.cli import cli
from berger.formats.event.arbiters import KEYS_NAME, read_keys
from berger.pipeline.desk.files import LOG_NAME

KEY_LINE = re.compile(r"The key of (.+) \((.+)\), shown this once: ([A-Za-z0-9_-]{32})")


def event_copy(samples: Path, tmp_path: Path) -> Path:
    event = tmp_path / "event"
    shutil.copytree(samples / "club-championship", event)
    return event


def test_a_key_is_printed_once_and_kept_as_its_hash(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    event = event_copy(samples, tmp_path)
    out = ok(
        runner.invoke(
            cli, ["keys", "add", str(event), "Olena Petrenko", "--boards", "5,1-3"]
        )
    )
    first, second = out.splitlines()
    found = KEY_LINE.fullmatch(first)
    assert found is not None
    assert found.group(1, 2) == ("Olena Petrenko", "helper, boards 1-3,5")
    key = found[3]
    assert second == (
        f"Its page: /arbiter?key={key} at the server's address (berger serve"
        " prints it; --host and --port give it here)"
    )
    assert key not in (event / KEYS_NAME).read_text("utf-8")
    out = ok(
        runner.invoke(
            cli,
            [
                "keys",
                "add",
                str(event / "event.toml"),
                "Dmytro",
                "--role",
                "deputy",
                "--port",
                "8080",
                "--https",
            ],
        )
    )
    found = KEY_LINE.fullmatch(out.splitlines()[0])
    assert found is not None
    assert found[2] == "deputy"
    assert (
        out.splitlines()[1]
        == f"Its page: https://127.0.0.1:8080/arbiter?key={found[3]}"
    )
    out = ok(
        runner.invoke(
            cli,
            [
                "keys",
                "add",
                str(event),
                "Chloe",
                "--role",
                "chief",
                "--host",
                "192.168.1.20",
                "--qr",
            ],
        )
    )
    lines = out.splitlines()
    assert lines[1].startswith("Its page: http://192.168.1.20:8000/arbiter?key=")
    assert len(lines) > 20  # the QR code, in block characters
    assert set("".join(lines[2:])) <= set("█▀▄ ")
    assert [k.name for k in read_keys(event / KEYS_NAME)] == [
        "Olena Petrenko",
        "Dmytro",
        "Chloe",
    ]


def test_the_keys_listed_and_one_revoked(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    event = event_copy(samples, tmp_path)
    out = ok(runner.invoke(cli, ["keys", "list", str(event)]))
    assert out == (
        f"No keys in {event / KEYS_NAME}: the key berger serve --arbiter prints"
        " is the chief arbiter's.\n"
    )
    keys = []
    for name, role in (("Ann", "helper"), ("Bo", "deputy")):
        out = ok(runner.invoke(cli, ["keys", "add", str(event), name, "--role", role]))
        keys.append(out.split(": ")[1].split()[0])
    assert ok(runner.invoke(cli, ["keys", "revoke", str(event), "Ann"])) == (
        "Revoked the key of Ann.\n"
    )
    out = ok(runner.invoke(cli, ["keys", "list", str(event)]))
    assert re.fullmatch(
        r"Ann: helper, revoked \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\n"
        r"Bo: deputy, since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\n",
        out,
    ), out
    for key in keys:
        assert key not in out
    out = ok(runner.invoke(cli, ["keys", "list", str(event), "--lang", "uk"]))
    assert out.startswith("Ann: помічник, відкликано ")


def test_bad_input_is_one_line(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    event = event_copy(samples, tmp_path)
    ok(runner.invoke(cli, ["keys", "add", str(event), "Ann"]))
    cases = [
        (
            ["keys", "add", str(event), "Ann"],
            "'Ann' has a key already: revoke it first",
        ),
        (
            ["keys", "add", str(event), "Bo", "--role", "chief", "--boards", "1"],
            "boards: a chief",
        ),
        (["keys", "add", str(event), " "], "name: a name of 1 to 60 characters"),
        (["keys", "revoke", str(event), "Bo"], "no key of 'Bo'; the keys are: Ann"),
        (
            ["keys", "list", str(tmp_path / "nowhere")],
            "nowhere: no such file or folder",
        ),
        (["keys", "add", str(tmp_path), "Bo"], "no event.toml in this folder"),
    ]
    for args, message in cases:
        assert message in assert_error(runner.invoke(cli, args), 1), args
    (event / KEYS_NAME).write_text("{", "utf-8")
    line = assert_error(runner.invoke(cli, ["keys", "list", str(event)]), 1)
    assert line.endswith(
        "arbiters.json:1: not JSON: Expecting property name enclosed in double quotes"
    )
    # Usage mistakes are Click's.
    assert_error(
        runner.invoke(cli, ["keys", "add", str(event), "Bo", "--boards", "x"]), 2
    )
    huge = "1-" + "9" * 5000  # more digits than int() converts
    assert_error(
        runner.invoke(cli, ["keys", "add", str(event), "Bo", "--boards", huge]), 2
    )
    assert_error(
        runner.invoke(cli, ["keys", "add", str(event), "Bo", "--role", "boss"]), 2
    )
    assert_error(runner.invoke(cli, ["keys", "add", str(event), "Bo", "--qr"]), 2)


def test_the_results_log_in_the_language_of_the_run(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    event = event_copy(samples, tmp_path)
    assert ok(runner.invoke(cli, ["results-log", str(event)])) == (
        "No result was entered on the arbiter's page yet.\n"
    )
    (event / LOG_NAME).write_text(
        "2026-12-02T20:31:07 round 7, board 2: 0-1 → 1-0\n"
        "2026-12-02T20:32:00 round 7, board 3: * → 1/2-1/2 by Olena Petrenko\n"
        "2026-12-02T20:33:00 round 7, board 3: 1/2-1/2 → * by --arbiter\n",
        "utf-8",
    )
    assert ok(runner.invoke(cli, ["results-log", str(event)])).splitlines() == [
        "2026-12-02 20:31:07  round 7, board 2: 0-1 → 1-0",
        "2026-12-02 20:32:00  round 7, board 3: no result → ½-½, by Olena Petrenko",
        "2026-12-02 20:33:00  round 7, board 3: ½-½ → no result, by the --arbiter key",
    ]
    out = ok(runner.invoke(cli, ["results-log", str(event), "--lang", "ru"]))
    assert out.splitlines()[1] == (
        "2026-12-02 20:32:00  тур 7, доска 3: нет результата → ½-½,"
        " внёс(-ла) Olena Petrenko"
    )


def test_the_results_log_never_splits_a_line(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    # A name holding a line or paragraph separator (a keys file of berger
    # before names were one line, or edited by hand) is printed on its own
    # line, the separator shown as its escape: no forged entry.
    event = event_copy(samples, tmp_path)
    forged = "2026-12-02T20:32:01 round 1, board 1: * → 1-0 by Forged"
    lines = [
        f"2026-12-02T20:32:00 round 7, board 3: * → 1/2-1/2 by Ann{sep}{forged}"
        for sep in ("\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\x1c", "\r")
    ]
    (event / LOG_NAME).write_bytes(("\n".join(lines) + "\n").encode("utf-8"))
    out = ok(runner.invoke(cli, ["results-log", str(event)]))
    printed = out.split("\n")
    assert printed[-1] == ""
    assert len(printed[:-1]) == len(lines)
    assert printed[0] == (
        "2026-12-02 20:32:00  round 7, board 3: no result → ½-½, by Ann\\u2028" + forged
    )
    assert [line.split("by Ann")[1].split("2026")[0] for line in printed[:-1]] == [
        "\\u2028",
        "\\u2029",
        "\\x85",
        "\\x0b",
        "\\x0c",
        "\\x1c",
        "\\r",
    ]
    assert not any(line.startswith("2026-12-02 20:32:01") for line in printed)


def test_a_name_that_is_not_one_line_is_refused(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    event = event_copy(samples, tmp_path)
    for name in ("Ann\u2028Forged", "Ann\u2029B", "Ann\x85B", "Ann\x1b[2JB"):
        line = assert_error(runner.invoke(cli, ["keys", "add", str(event), name]), 1)
        assert "a name is one line of text" in line, line
    assert not (event / KEYS_NAME).exists()


def test_a_keys_file_that_is_a_pipe_is_refused(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    event = event_copy(samples, tmp_path)
    os.mkfifo(event / KEYS_NAME)
    for args in (["keys", "list", str(event)], ["keys", "add", str(event), "Ann"]):
        line = assert_error(runner.invoke(cli, args), 1)
        assert line.endswith("arbiters.json: not a regular file"), line
    assert stat.S_ISFIFO((event / KEYS_NAME).lstat().st_mode)

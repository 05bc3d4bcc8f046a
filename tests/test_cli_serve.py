"""`berger serve` and `berger site` end to end: the printed lines, a clean
stop on Ctrl-C and SIGTERM, the refusals of a bad event, a broken
event.toml shown on the pages and the mended one rebuilt, a port in use
and a usage mistake."""

from __future__ import annotations

import contextlib
import ctypes
import html
import os
import re
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, cast

import pytest
from click.testing import CliRunner
from tests.serve.wire import CLUB, GROUPS, ROOT, get, stream, told_until

from berger.cli import cli


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def serving(
    event: Path = CLUB, pages: int = 29
) -> Iterator[tuple[subprocess.Popen[str], Path]]:
    """`berger serve` of the club sample (or ``event``, of so many ``pages``)
    in a process of its own, once it serves: the process and the site folder.
    Killed if still running after."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "berger", "serve", str(event), "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        found = re.search(
            rf"at http://127\.0\.0\.1:(\d+)/ from (\S+) \({pages} pages\)", first
        )
        assert found, first
        folder = Path(found.group(2))
        assert (folder / "index.html").is_file()
        assert get(f"127.0.0.1:{port}", "/")[0] == 200
        yield process, folder
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()


def assert_stopped(
    process: subprocess.Popen[str], folder: Path, stop: signal.Signals
) -> None:
    """Stopped as every command stops (see berger.lifetime): ``Stopped.`` on
    stderr, status 128 + the signal's number, the temporary folder gone."""
    out, err = process.communicate(timeout=30)
    assert (process.returncode, err) == (128 + stop, "Stopped.\n"), out
    assert "Error" not in out
    assert not folder.exists()


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_stops_cleanly_and_removes_the_folder(stop: signal.Signals) -> None:
    with serving() as (process, folder):
        process.send_signal(stop)
        assert_stopped(process, folder, stop)


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="tgkill and /proc are Linux's"
)
def test_a_signal_that_reaches_another_thread_stops_it_too() -> None:
    # The kernel hands a signal sent to the process to any of its threads. A
    # server thread or the file watcher's takes it: Python runs the handler
    # in the main thread only once that thread runs, so the main thread must
    # not sleep unwakeably (it used to: a Ctrl-C now and then did nothing).
    tgkill = ctypes.CDLL(None, use_errno=True).tgkill
    with serving() as (process, folder):
        others = [
            int(task.name)
            for task in Path(f"/proc/{process.pid}/task").iterdir()
            if int(task.name) != process.pid
        ]
        assert others  # the web server and the watcher
        assert tgkill(process.pid, others[-1], signal.SIGINT) == 0
        assert_stopped(process, folder, signal.SIGINT)


BROKEN = (
    ('scoring = "chess"', "scoring = [1, 0.5, inf]", "rules.scoring[3]: inf is not a"),
    ("cycles = 1", "cycles = " + "1" * 5000, "rules.cycles: 111111111111… (5000"),
    ("[rules]", "[rules", "not valid TOML"),
)
"""Mistakes made in the club sample's event.toml: (the text replaced, its
replacement, what the error says)."""
DEADLINE = 120
"""Seconds a step of a live server may take to show its result: generous,
a bound on a broken watcher, never a measure of speed."""


def reported(process: subprocess.Popen[str], text: str) -> None:
    """Read the server's report until a line says ``text`` (each line
    waited for up to :data:`DEADLINE`)."""
    assert process.stdout is not None
    line = ""
    while text not in line:
        ready, _, _ = select.select([process.stdout], [], [], DEADLINE)
        assert ready, f"the server did not report {text!r}"
        line = process.stdout.readline()
        assert line, "the server's report ended"


def test_a_broken_event_toml_is_shown_and_the_mended_one_rebuilt(
    tmp_path: Path,
) -> None:
    # The live rebuilder survives every mistake of event.toml: the pages show
    # the error (the stream and the banner), the log says it, and each mended
    # file is rebuilt, with no restart. It used to die at a non-finite
    # scoring or a 5000-digit number: nothing rebuilt after, and a stop
    # printed "Application shutdown failed".
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    toml = event / "event.toml"
    good = toml.read_text("utf-8")
    with serving(event) as (process, folder):
        port = int(cast(list[str], process.args)[-1])
        address = f"127.0.0.1:{port}"
        with stream(port) as reader:
            for count, (old, new, said) in enumerate(BROKEN, 1):
                replace_file(toml, good.replace(old, new, 1))
                told_until(reader, saying(said), DEADLINE)
                reported(process, said)
                page = get(address, "/standings.html")[2].decode()
                assert 'id="live-error"' in page
                assert html.escape(said) in page
                name = f"Riverside Club Championship, take {count}"
                replace_file(toml, good.replace("Riverside Club Championship", name))
                told_until(reader, lambda m: m["error"] is None, DEADLINE)
                reported(process, "the files read again")
                page = get(address, "/standings.html")[2].decode()
                assert 'id="live-error"' not in page
                assert name in page
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=DEADLINE)
        assert (process.returncode, err) == (128 + signal.SIGINT, "Stopped.\n")
        assert not folder.exists()


def saying(text: str) -> Callable[[dict[str, Any]], bool]:
    """Whether an event stream's message tells of an error that says ``text``."""
    return lambda message: text in (message["error"] or "")


def replace_file(path: Path, text: str) -> None:
    """Write ``path`` whole at once (as an editor saves it)."""
    new = path.with_suffix(".new")
    new.write_text(text, "utf-8")
    new.replace(path)


def run(*args: str) -> tuple[int, str, str, BaseException | None]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr, result.exception


def test_berger_site(tmp_path: Path) -> None:
    target = tmp_path / "site"
    code, out, err, _ = run("site", str(CLUB), "-o", str(target), "--lang", "uk")
    assert (code, err) == (0, "")
    # --lang is the language of the site and of berger's own lines.
    index = target / "index.html"
    assert out == f"записано {index}: сторінок — 29, змінено 44 файли\n"
    assert 'lang="uk"' in index.read_text("utf-8")
    code, out, err, _ = run("site", str(CLUB), "-o", str(target), "--lang", "uk")
    assert out == f"записано {index}: сторінок — 29, змінено 0 файлів\n"


def test_bad_results_are_one_line_and_nothing_written(tmp_path: Path) -> None:
    bad = tmp_path / "results.csv"
    bad.write_text("round,white,black,result\n1,1,8,9-9\n", "utf-8")
    target = tmp_path / "site"
    code, _out, err, exc = run(
        "site", str(CLUB), "--results", str(bad), "-o", str(target)
    )
    assert code == 1
    assert isinstance(exc, SystemExit)
    assert err.count("\n") == 1
    assert err.startswith(f"Error: {bad}:2: result: ")
    assert not target.exists()


def test_a_file_where_the_folder_should_be(tmp_path: Path) -> None:
    target = tmp_path / "site"
    target.write_text("x", "utf-8")
    code, _, err, exc = run("site", str(CLUB), "-o", str(target))
    assert code == 2  # Click: the path must be a folder
    assert "is a file" in err
    assert isinstance(exc, SystemExit)


def test_serve_refuses_a_bad_event_in_one_line_and_warns_when_shared(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    code, _out, err, exc = run(
        "serve", str(tmp_path / "missing.csv"), "--host", "0.0.0.0"
    )
    assert code == 1
    assert isinstance(exc, SystemExit)
    lines = err.splitlines()
    assert lines[0].startswith("Warning: serving on 0.0.0.0: anyone on this network")
    assert lines[1].startswith("Error: ")
    assert len(lines) == 2
    # The folder the site was to be built in is gone.
    assert not list(tmp_path.glob("berger-site-*"))


def test_serve_on_a_port_in_use(tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        port = sock.getsockname()[1]
        code, _, err, exc = run("serve", str(CLUB), "--port", str(port))
    assert code == 1
    assert isinstance(exc, SystemExit)
    assert err == f"Error: cannot listen on 127.0.0.1:{port}: Address already in use\n"


def test_a_usage_mistake_is_clicks(tmp_path: Path) -> None:
    code, _, err, _ = run("serve", str(CLUB), "--port", "99999")
    assert code == 2
    assert "Invalid value for '--port'" in err


def test_serve_serves_a_team_events_site() -> None:
    # Six teams, five rounds: the pages of every event, a page per team.
    with serving(ROOT / "samples" / "school-teams", pages=22) as (_process, folder):
        assert (folder / "players" / "6.html").is_file()
        assert (folder / "standings" / "5.html").is_file()


def test_serve_without_group_serves_the_events_one_site() -> None:
    with serving(GROUPS, pages=49) as (process, folder):
        assert (folder / "B" / "standings.html").is_file()
        assert (folder / "screen.html").is_file()
        process.send_signal(signal.SIGINT)
        assert_stopped(process, folder, signal.SIGINT)


def test_serve_keeps_the_seeds_it_reported_for_each_group(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import berger.serve

    calls: list[dict[str, object]] = []
    monkeypatch.setattr(
        berger.serve, "serve_event", lambda *args, **kwargs: calls.append(kwargs)
    )
    code, _out, err, _ = run(
        "serve", str(GROUPS), "--numbering", "random", "--port", "0"
    )
    assert code == 0
    drawn = dict(
        re.findall(r"Group (\w): drew pairing numbers by lot with seed (\d+);", err)
    )
    assert sorted(drawn) == ["A", "B"]
    ((kwargs),) = calls
    assert kwargs["group"] is None
    assert kwargs["seeds"] == {group: int(seed) for group, seed in drawn.items()}


def test_serve_over_https_says_so(tmp_path: Path) -> None:
    import trustme

    authority = trustme.CA()
    issued = authority.issue_cert("127.0.0.1")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    issued.cert_chain_pems[0].write_to_path(str(cert))
    issued.private_key_pem.write_to_path(str(key))
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "berger",
            "serve",
            str(CLUB),
            "--port",
            "0",
            "--arbiter",
            "--tls-cert",
            str(cert),
            "--tls-key",
            str(key),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "TMPDIR": str(tmp_path)},
    )
    try:
        assert process.stdout is not None
        first, second = process.stdout.readline(), process.stdout.readline()
        assert re.match(r"Serving .* at https://127\.0\.0\.1:\d+/ from ", first)
        assert "hall screen: https://127.0.0.1:" in first
        assert re.fullmatch(
            r"Arbiter page: https://127\.0\.0\.1:\d+/arbiter\?key=\S+\n", second
        )
        process.send_signal(signal.SIGTERM)
        _out, err = process.communicate(timeout=30)
        assert (process.returncode, err) == (128 + signal.SIGTERM, "Stopped.\n")
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()


def test_a_certificate_needs_its_key_and_must_load(tmp_path: Path) -> None:
    cert = tmp_path / "cert.pem"
    cert.write_text("not a certificate\n", "utf-8")
    code, _, err, _ = run("serve", str(CLUB), "--tls-cert", str(cert))
    assert code == 2
    assert "--tls-cert and --tls-key go together" in err
    code, _, err, exc = run(
        "serve",
        str(CLUB),
        "--port",
        "0",
        "--tls-cert",
        str(cert),
        "--tls-key",
        str(cert),
    )
    assert (code, isinstance(exc, SystemExit)) == (1, True)
    assert err.startswith(f"Error: cannot use the certificate and key {cert}, {cert}: ")
    assert err.count("\n") == 1

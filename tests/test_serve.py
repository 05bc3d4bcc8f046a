"""`berger serve`: only the site's files, GET and HEAD only, the event
stream, the error banner, a clean stop on Ctrl-C; and `berger site` through
Click."""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from berger.cli import cli
from berger.formats.event import Options
from berger.pipeline.live import LiveSite
from berger.serve import SiteServer, live_page, site_file
from berger.serve_watch import LiveState, page_error, rebuild

ROOT = Path(__file__).resolve().parent.parent
CLUB = ROOT / "samples" / "club-championship"
GROUPS = ROOT / "samples" / "club-groups"


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A live site of the club sample on a free port: (address, event folder)."""
    base = tmp_path_factory.mktemp("serve")
    event = base / "event"
    shutil.copytree(CLUB, event)
    (event / "secret.txt").write_text("not for the web", "utf-8")
    folder = base / "site"
    live = LiveSite(event, Options(), folder)
    live.rebuild()
    (folder / "outside").symlink_to(event / "secret.txt")
    (folder / "up").symlink_to(event)
    state = LiveState(folder)
    server = SiteServer(("127.0.0.1", 0), state)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"127.0.0.1:{server.server_address[1]}", event
    state.close()
    server.shutdown()
    server.server_close()


def raw(address: str, request: str) -> tuple[int, dict[str, str], bytes]:
    """Send ``request`` as typed (no client-side clean-up of the path)."""
    host, port = address.split(":")
    with socket.create_connection((host, int(port)), timeout=5) as sock:
        sock.sendall(request.encode("latin-1"))
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return int(lines[0].split()[1]), headers, body


def get(
    address: str, target: str, method: str = "GET"
) -> tuple[int, dict[str, str], bytes]:
    return raw(address, f"{method} {target} HTTP/1.0\r\nHost: {address}\r\n\r\n")


def test_the_pages_are_served_with_safe_headers(served: tuple[str, Path]) -> None:
    address, _ = served
    status, headers, body = get(address, "/")
    assert status == 200
    assert headers["content-type"] == "text/html; charset=utf-8"
    assert "default-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
    assert b"Riverside Club Championship 2026" in body
    assert b'<meta name="berger-version" content="1">' in body
    assert b"<!--berger:" not in body
    assert get(address, "/site.css")[1]["content-type"] == "text/css; charset=utf-8"
    assert get(address, "/fonts/DejaVuSans.ttf")[1]["content-type"] == "font/ttf"
    assert get(address, "/players/3.html?screen")[0] == 200


@pytest.mark.parametrize(
    "target",
    [
        "/../event.toml",
        "/../event/secret.txt",
        "/%2e%2e/event.toml",
        "/%2E%2E/%2e%2e/etc/passwd",
        "/rounds/..%2f..%2fevent.toml",
        "/rounds/%2e%2e/%2e%2e/event/secret.txt",
        "/%252e%252e/event.toml",
        "//etc/passwd",
        "/etc/passwd",
        "http://127.0.0.1/../../etc/passwd",
        "/outside",
        "/up/secret.txt",
        "/index.html%00.css",
        "/..\\event.toml",
        "/rounds/",
        "/rounds",
        "/fonts/",
        "/.berger-site.json/..",
        "/.berger-site.json",
        "/no-such-page.html",
    ],
)
def test_nothing_outside_the_site_and_no_listings(
    served: tuple[str, Path], target: str
) -> None:
    address, _ = served
    status, _, body = get(address, target)
    assert status == 404
    assert b"not for the web" not in body
    assert b"root:" not in body


@pytest.mark.parametrize(
    "method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "BREW"]
)
def test_only_get_and_head(served: tuple[str, Path], method: str) -> None:
    address, _ = served
    status, headers, _ = raw(
        address,
        f"{method} /index.html HTTP/1.0\r\nContent-Length: 2\r\n\r\nhi",
    )
    assert status == 405
    assert headers["allow"] == "GET, HEAD"


def test_head_gives_the_headers_only(served: tuple[str, Path]) -> None:
    address, _ = served
    status, headers, body = get(address, "/standings.html", "HEAD")
    assert status == 200
    assert int(headers["content-length"]) > 1000
    assert body == b""


def test_site_file_refuses_every_way_out(tmp_path: Path) -> None:
    root = tmp_path / "site"
    (root / "rounds").mkdir(parents=True)
    (root / "index.html").write_text("hi", "utf-8")
    (root / "rounds" / "1.html").write_text("r1", "utf-8")
    (tmp_path / "event.toml").write_text("secret", "utf-8")
    assert site_file(root.resolve(), "/") == (root / "index.html").resolve()
    assert (
        site_file(root.resolve(), "/rounds/1.html?x=1#y")
        == (root / "rounds" / "1.html").resolve()
    )
    for target in ("/../event.toml", "/%2e%2e/event.toml", "/rounds/", "/./index.html"):
        assert site_file(root.resolve(), target) is None


@contextlib.contextmanager
def live_server(
    sample: Path, base: Path
) -> Iterator[tuple[LiveSite, LiveState, str, Path]]:
    """A live site of a copy of ``sample`` in ``base``, served on a free
    port: (the site, its state, the address, the event folder)."""
    event = base / "event"
    shutil.copytree(sample, event)
    folder = base / "site"
    live = LiveSite(event, Options(), folder)
    live.rebuild()
    state = LiveState(folder)
    server = SiteServer(("127.0.0.1", 0), state)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield live, state, f"127.0.0.1:{server.server_address[1]}", event
    finally:
        state.close()
        server.shutdown()
        server.server_close()


def test_the_event_stream_tells_of_rebuilds_and_errors(tmp_path: Path) -> None:
    with live_server(CLUB, tmp_path) as (live, state, address, event):
        lines: list[str] = []
        host, port = address.split(":")
        sock = socket.create_connection((host, int(port)), timeout=5)
        try:
            sock.sendall(b"GET /_live HTTP/1.0\r\n\r\n")
            reader = sock.makefile("rb")

            def message() -> dict[str, object]:
                while True:
                    line = reader.readline().decode()
                    lines.append(line)
                    if line.startswith("data: "):
                        return dict(json.loads(line[6:]))

            assert message() == {"version": 1, "error": None}
            reports: list[str] = []
            # A results file that does not read: the same version, and the error.
            (event / "results.csv").write_text(
                "round,white,black,result\n1,1,8,x\n", "utf-8"
            )
            rebuild(live, state, reports.append, "results.csv changed")
            failed = message()
            assert failed["version"] == 1
            assert "results.csv:2" in str(failed["error"])
            assert str(failed["error"]).startswith("Could not read the event's files")
            status, _, body = get(address, "/standings.html")
            assert status == 200
            # The last good standings, under the banner.
            assert b"Hartley, James" in body
            assert (
                b'<p id="live-error" class="live-error" role="alert">Could not read'
                in body
            )
            # Fixed: no error (the same pages as before it, so the same version);
            # one result fewer: a new version.
            shutil.copy(CLUB / "results.csv", event / "results.csv")
            rebuild(live, state, reports.append, "results.csv changed")
            assert message() == {"version": 1, "error": None}  # nothing changed
            (event / "results.csv").write_text(
                "".join(
                    (CLUB / "results.csv").read_text("utf-8").splitlines(True)[:-1]
                ),
                "utf-8",
            )
            rebuild(live, state, reports.append, "results.csv changed")
            assert message() == {"version": 2, "error": None}
            assert re.fullmatch(
                r"\d\d:\d\d:\d\d results\.csv changed: Error: .*results\.csv:2: .*",
                reports[0],
            )
            assert re.fullmatch(
                r"\d\d:\d\d:\d\d results\.csv changed: the files read again,"
                r" no page changed \(28 pages\) in \d+\.\d\d s",
                reports[1],
            )
            assert re.fullmatch(
                r"\d\d:\d\d:\d\d results\.csv changed:"
                r" rebuilt \d+ of 28 pages in \d+\.\d\d s",
                reports[2],
            )
        finally:
            sock.close()


def test_a_groups_error_shows_on_its_pages_and_the_front_page() -> None:
    errors: dict[str | None, str] = {
        "A": "group A: a.csv:2: bad",
        "B": "group B: b.csv:3: worse",
    }
    assert page_error(errors, "/A/standings.html") == "group A: a.csv:2: bad"
    assert page_error(errors, "/B/players/3.html") == "group B: b.csv:3: worse"
    assert page_error(errors, "/B/") == "group B: b.csv:3: worse"
    # The event's own pages: every group's error, one a line.
    both = "group A: a.csv:2: bad\ngroup B: b.csv:3: worse"
    assert page_error(errors, "/") == both
    assert page_error(errors, "/index.html?screen") == both
    only_b: dict[str | None, str] = {"B": "x"}
    assert page_error(only_b, "/A/index.html") is None
    # The whole event's error (event.toml; or an event of one table): everywhere.
    assert page_error({None: "event.toml: bad"}, "/A/index.html") == "event.toml: bad"
    assert page_error({None: "bad"}, "/rounds/3.html") == "bad"
    assert page_error({}, "/index.html") is None
    # Names as the URL spells them.
    assert (
        page_error({"Група А": "x"}, "/%D0%93%D1%80%D1%83%D0%BF%D0%B0%20%D0%90/") == "x"
    )


def test_a_groups_stream_hears_of_its_groups_error_only(tmp_path: Path) -> None:
    with live_server(GROUPS, tmp_path) as (live, state, address, event):
        host, port = address.split(":")
        socks = []
        readers = {}
        try:
            for page in ("/A/standings.html", "/B/rounds/4.html", "/"):
                sock = socket.create_connection((host, int(port)), timeout=5)
                socks.append(sock)
                sock.sendall(f"GET /_live?page={page} HTTP/1.0\r\n\r\n".encode())
                readers[page] = sock.makefile("rb")

            def message(page: str) -> dict[str, object]:
                while True:
                    line = readers[page].readline().decode()
                    if line.startswith("data: "):
                        return dict(json.loads(line[6:]))

            for page in readers:
                assert message(page) == {"version": 1, "error": None}
            reports: list[str] = []
            results_b = event / "results-b.csv"
            good = results_b.read_text("utf-8")
            results_b.write_text("round,white,black,result\n1,1,4,x\n", "utf-8")
            rebuild(live, state, reports.append, "results-b.csv changed", {results_b})
            for page in ("/B/rounds/4.html", "/"):
                failed = message(page)
                assert failed["version"] == 1
                assert "group B: " in str(failed["error"])
                assert "results-b.csv:2" in str(failed["error"])
            assert re.fullmatch(
                r"\d\d:\d\d:\d\d results-b\.csv changed: no page changed \(49 pages\)"
                r" in \d+\.\d\d s; Error: group B: \S*results-b\.csv:2: .*"
                r" \(group B's pages keep the last good state\)",
                reports[0],
            )
            # Served now: the banner over B's pages and the front page, not A's.
            for target, banner in (
                ("/B/standings.html", True),
                ("/index.html", True),
                ("/screen.html", True),
                ("/A/standings.html", False),
                ("/A/", False),
            ):
                status, _, body = get(address, target)
                assert status == 200
                assert (b'id="live-error"' in body) is banner, target
            assert b"Kravets, Taras" in get(address, "/B/standings.html")[2]
            # A new result in A: a new version for everyone; A's page heard
            # nothing of B's error before it.
            results_a = event / "results-a.csv"
            results_a.write_text(
                "".join(results_a.read_text("utf-8").splitlines(True)[:-1]), "utf-8"
            )
            rebuild(live, state, reports.append, "results-a.csv changed", {results_a})
            assert message("/A/standings.html") == {"version": 2, "error": None}
            for page in ("/B/rounds/4.html", "/"):
                assert message(page)["version"] == 2
            # B fixed: its banner goes.
            results_b.write_text(good, "utf-8")
            rebuild(live, state, reports.append, "results-b.csv changed", {results_b})
            assert message("/B/rounds/4.html") == {"version": 2, "error": None}
            assert message("/") == {"version": 2, "error": None}
            assert re.fullmatch(
                r"\d\d:\d\d:\d\d results-b\.csv changed: the files read again,"
                r" no page changed \(49 pages\) in \d+\.\d\d s",
                reports[-1],
            )
        finally:
            for reader in readers.values():
                reader.close()
            for sock in socks:
                sock.close()


def test_the_banner_is_text() -> None:
    page = b"<head><!--berger:version--></head><body><!--berger:banner-->"
    served = live_page(page, 7, "players.csv:3: name: <script>alert(1)</script>")
    assert served == (
        b'<head><meta name="berger-version" content="7"></head><body>'
        b'<p id="live-error" class="live-error" role="alert">players.csv:3: name:'
        b" &lt;script&gt;alert(1)&lt;/script&gt;</p>"
    )
    assert live_page(page, 2, None).endswith(b"<body>")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def serving(
    event: Path = CLUB, pages: int = 28
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


def run(*args: str) -> tuple[int, str, str, BaseException | None]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr, result.exception


def test_berger_site(tmp_path: Path) -> None:
    target = tmp_path / "site"
    code, out, err, _ = run("site", str(CLUB), "-o", str(target), "--lang", "uk")
    assert (code, err) == (0, "")
    # --lang is the language of the site and of berger's own lines.
    index = target / "index.html"
    assert out == f"записано {index}: сторінок — 28, змінено 34 файли\n"
    assert 'lang="uk"' in index.read_text("utf-8")
    code, out, err, _ = run("site", str(CLUB), "-o", str(target), "--lang", "uk")
    assert out == f"записано {index}: сторінок — 28, змінено 0 файлів\n"


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

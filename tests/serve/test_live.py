"""The live state pages are told of, and the event stream that tells them
of each rebuild and of the errors that keep the site from rebuilding."""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import socket
from pathlib import Path

from tests.serve.wire import CLUB, GROUPS, get, live_server

from berger.serve.live import LiveState, page_error
from berger.serve.watch import rebuild


def test_a_group_error_shows_on_its_pages_and_the_events_own() -> None:
    errors = {"A": "group A: bad", None: "event: worse"}
    assert page_error(errors, "/A/index.html") == "group A: bad\nevent: worse"
    assert page_error(errors, "/B/index.html") == "event: worse"
    assert page_error(errors, "/index.html") == "group A: bad\nevent: worse"
    assert page_error({}, "/index.html") is None


def test_a_waiting_stream_wakes_at_a_rebuild_and_at_the_close(tmp_path: Path) -> None:
    # A rebuild runs in a thread of its own; the streams wait on the loop.
    state = LiveState(tmp_path)
    seen = state.snapshot()
    assert seen == (1, {})

    async def waits() -> list[object]:
        state.attach(asyncio.get_running_loop())
        woken = asyncio.ensure_future(state.wait(seen, 30.0))
        await asyncio.sleep(0)
        await asyncio.to_thread(state.publish, changed=True, errors={})
        first = await asyncio.wait_for(woken, 30.0)
        # Nothing new: the wait ends at its timeout with the same state.
        idle = await state.wait(first, 0.05)
        closing = asyncio.ensure_future(state.wait(first, 30.0))
        await asyncio.sleep(0)
        await asyncio.to_thread(state.close)
        return [first, idle, await asyncio.wait_for(closing, 30.0)]

    assert asyncio.run(waits()) == [(2, {}), (2, {}), None]


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
                r" no page changed \(29 pages\) in \d+\.\d\d s",
                reports[1],
            )
            assert re.fullmatch(
                r"\d\d:\d\d:\d\d results\.csv changed:"
                r" rebuilt \d+ of 29 pages in \d+\.\d\d s",
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


def test_the_message_to_the_hall_wakes_the_streams(tmp_path: Path) -> None:
    state = LiveState(tmp_path, "Round 6 at 15:00")

    async def told() -> list[object]:
        state.attach(asyncio.get_running_loop())
        first = await state.wait_told(None, 30.0)
        woken = asyncio.ensure_future(state.wait_told(first, 30.0))
        await asyncio.sleep(0)
        await asyncio.to_thread(state.tell, None)
        return [first, await asyncio.wait_for(woken, 30.0), state.snapshot()]

    assert asyncio.run(told()) == [
        (1, {}, "Round 6 at 15:00"),
        (1, {}, None),
        (1, {}),
    ]

"""The watcher: a change to the event's files rebuilds the site and the
open pages hear of it; the rebuild runs off the event loop, so the server
answers while it runs."""

from __future__ import annotations

import json
import shutil
import socket
import threading
from pathlib import Path
from typing import Any

import pytest
from tests.serve.wire import CLUB, get

from berger.formats.event.event import Options
from berger.formats.event.hall_message import message_path, write_message
from berger.pipeline.live import LiveSite
from berger.serve import running


def next_message(reader: Any) -> dict[str, Any]:
    while True:
        line = reader.readline().decode()
        assert line, "the stream ended"
        if line.startswith("data: "):
            return dict(json.loads(line[6:]))


def test_a_changed_results_file_rebuilds_and_tells_the_pages(tmp_path: Path) -> None:
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    live = LiveSite(event, Options(), tmp_path / "site")
    live.rebuild()
    reports: list[str] = []
    with running(live, "127.0.0.1", 0, reports.append) as server:
        port = server.server_address[1]
        with socket.create_connection(("127.0.0.1", port), timeout=60) as sock:
            sock.sendall(b"GET /_live?page=/standings.html HTTP/1.0\r\n\r\n")
            reader = sock.makefile("rb")
            assert next_message(reader) == {"version": 1, "error": None}
            results = event / "results.csv"
            lines = results.read_text("utf-8").splitlines(keepends=True)
            results.write_text("".join(lines[:-1]), "utf-8")
            assert next_message(reader) == {"version": 2, "error": None}
    assert len(reports) == 1
    assert "results.csv changed: rebuilt " in reports[0]


def test_the_server_answers_while_a_rebuild_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    live = LiveSite(event, Options(), tmp_path / "site")
    live.rebuild()
    rebuilding, answered = threading.Event(), threading.Event()
    rebuild = live.rebuild

    def held(*args: Any, **kwargs: Any) -> Any:
        # The rebuild waits until the server has answered a request: were it
        # on the event loop, that answer could never come.
        rebuilding.set()
        assert answered.wait(60)
        return rebuild(*args, **kwargs)

    monkeypatch.setattr(live, "rebuild", held)
    with running(live, "127.0.0.1", 0, lambda line: None) as server:
        address = f"127.0.0.1:{server.server_address[1]}"
        text = (CLUB / "results.csv").read_text("utf-8")
        # Written again until the watcher (which starts with the server) sees it.
        for count in range(120):
            (event / "results.csv").write_text(text + "\n" * (count % 2), "utf-8")
            if rebuilding.wait(0.5):
                break
        assert rebuilding.is_set()
        assert get(address, "/standings.html")[0] == 200
        answered.set()


def test_the_message_file_is_told_without_a_rebuild(tmp_path: Path) -> None:
    # Set by another server of the event (the players' one tells it too), or
    # by hand.
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    live = LiveSite(event, Options(), tmp_path / "site")
    live.rebuild()
    reports: list[str] = []
    with running(live, "127.0.0.1", 0, reports.append) as server:
        port = server.server_address[1]
        with socket.create_connection(("127.0.0.1", port), timeout=60) as sock:
            sock.sendall(b"GET /_live?page=/index.html HTTP/1.0\r\n\r\n")
            reader = sock.makefile("rb")
            assert next_message(reader) == {"version": 1, "error": None}
            write_message(message_path(event), "Round 8 at 15:00")
            assert next_message(reader) == {
                "version": 1,
                "error": None,
                "message": "Round 8 at 15:00",
            }
            write_message(message_path(event), None)
            assert next_message(reader) == {"version": 1, "error": None}
    assert reports == []

"""The watcher: a change to the event's files rebuilds the site and the
open pages hear of it; the rebuild runs off the event loop, so the server
answers while it runs."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from tests.conftest import drop_last_results
from tests.serve.wire import (
    CLUB,
    built_copy,
    get,
    next_message,
    stream,
    told_until,
)

from berger.serve import running


def test_a_changed_results_file_rebuilds_and_tells_the_pages(tmp_path: Path) -> None:
    event, live = built_copy(CLUB, tmp_path)
    reports: list[str] = []
    with (
        running(live, "127.0.0.1", 0, reports.append) as server,
        stream(server.server_address[1]) as reader,
    ):
        results = event / "results.csv"
        lines = results.read_text("utf-8").splitlines(keepends=True)
        results.write_text("".join(lines[:-1]), "utf-8")
        assert next_message(reader) == {"version": 2, "error": None}
    assert len(reports) == 1
    assert "results.csv changed: rebuilt " in reports[0]


def test_the_server_answers_while_a_rebuild_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event, live = built_copy(CLUB, tmp_path)
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


def test_a_fault_in_a_rebuild_is_shown_and_the_watcher_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A rebuild that raises what no file explains (a fault of berger's own)
    # keeps the last good pages, tells them a line, reports the fault in
    # one line, and the next change is rebuilt: the watcher used to die
    # of it, silently.
    event, live = built_copy(CLUB, tmp_path)
    rebuild, calls = live.rebuild, []

    def faulty(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        if len(calls) == 1:
            raise ValueError("Invalid literal for Fraction: 'inf'")
        return rebuild(*args, **kwargs)

    monkeypatch.setattr(live, "rebuild", faulty)
    reports: list[str] = []
    with (
        running(live, "127.0.0.1", 0, reports.append) as server,
        stream(server.server_address[1]) as reader,
    ):
        drop_last_results(event / "results.csv", 1)
        error = told_until(reader, lambda m: m["error"] is not None, 120)
        assert error["error"].endswith(
            ": an unexpected error; the server's log says which"
        )
        drop_last_results(event / "results.csv", 1)
        message = told_until(reader, lambda m: m["error"] is None, 120)
        assert message["version"] == 2
    assert (
        "Error: an unexpected error in the rebuild: ValueError: Invalid" in (reports[0])
    )
    assert "(test_watch.py:" in reports[0]
    assert "the files read again" in reports[-1]

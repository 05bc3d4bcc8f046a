"""The live state pages are told of (the watcher and the rebuilds are
exercised through the server in tests/test_serve.py)."""

from __future__ import annotations

import threading
from pathlib import Path

from berger.serve_watch import LiveState, page_error


def test_a_group_error_shows_on_its_pages_and_the_events_own() -> None:
    errors = {"A": "group A: bad", None: "event: worse"}
    assert page_error(errors, "/A/index.html") == "group A: bad\nevent: worse"
    assert page_error(errors, "/B/index.html") == "event: worse"
    assert page_error(errors, "/index.html") == "group A: bad\nevent: worse"
    assert page_error({}, "/index.html") is None


def test_a_waiting_stream_wakes_at_a_rebuild_and_at_the_close(tmp_path: Path) -> None:
    state = LiveState(tmp_path)
    seen = state.snapshot()
    assert seen == (1, {})
    woke: list[object] = []
    thread = threading.Thread(target=lambda: woke.append(state.wait(seen, 5.0)))
    thread.start()
    state.publish(changed=True, errors={})
    thread.join(2.0)
    assert woke == [(2, {})]
    state.close()
    assert state.wait((2, {}), 5.0) is None

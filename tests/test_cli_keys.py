"""The arbiters' team end to end, `berger serve` and `berger keys` in
processes of their own: a key revoked by `berger keys revoke` is refused at
the next request of a page already open, within a second; a SIGKILL while
three people write loses no acknowledged result and keeps each one's name
in the log; the keys file holds no key in clear."""

from __future__ import annotations

import http.client
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.serve.wire import (
    Client,
    big_event,
    killed_while_writing,
    serve_process,
    white_wins,
)

from berger.formats.event.arbiters import KEYS_NAME

KEY_LINE = re.compile(r"shown this once: ([A-Za-z0-9_-]{32})$")


def berger(*args: str | Path) -> str:
    """A run of `berger` in a process of its own: its stdout (it must succeed)."""
    done = subprocess.run(
        [sys.executable, "-m", "berger", *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def add(event: Path, name: str, *options: str) -> str:
    """A new key, as `berger keys add` prints it."""
    found = KEY_LINE.search(
        berger("keys", "add", event, name, *options).splitlines()[0]
    )
    assert found is not None
    return found[1]


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], int]]:
    """`berger serve --arbiter` of a 20-player event without results."""
    event = big_event(tmp_path / "event", 20)
    with serve_process(event, tmp_path, "--arbiter") as (server, port, page):
        assert "Arbiter page: " in page
        yield server, port


def test_a_key_revoked_is_refused_on_an_open_page_at_its_next_request(
    served: tuple[subprocess.Popen[str], int], tmp_path: Path
) -> None:
    _server, port = served
    event = tmp_path / "event"
    key = add(event, "Hanna", "--boards", "1-5")
    client = Client(port)
    status, headers, _ = client.request("GET", f"/arbiter?key={key}")
    assert status == 303
    page = {"Cookie": headers["set-cookie"].split(";")[0]}
    assert client.request("GET", "/arbiter", headers=page)[0] == 200
    assert len(client.round(1, page)["games"]) == 5
    assert berger("keys", "revoke", event, "Hanna") == "Revoked the key of Hanna.\n"
    # The page's very next request, no wait: refused at once.
    status, _, _ = client.request("GET", "/arbiter/api/round/1", headers=page)
    assert status == 401
    text = (event / KEYS_NAME).read_text("utf-8")
    assert key not in text


def test_sigkill_while_three_people_write_keeps_each_acknowledged_result_signed(
    served: tuple[subprocess.Popen[str], int], tmp_path: Path
) -> None:
    server, port = served
    event = tmp_path / "event"
    people = {
        "Hanna": add(event, "Hanna", "--role", "helper", "--boards", "1-3"),
        "Dmytro": add(event, "Dmytro", "--role", "deputy", "--boards", "4-7"),
        "Chloe": add(event, "Chloe", "--role", "chief"),
    }
    boards = {"Hanna": (1, 2, 3), "Dmytro": (4, 5, 6, 7), "Chloe": (8, 9, 10)}
    client = Client(port)
    chief = {"Authorization": f"Bearer {people['Chloe']}"}
    games = {
        (r, g["board"]): g["version"]
        for r in range(1, 20)
        for g in client.round(r, chief)["games"]
    }
    acknowledged: list[tuple[str, int, int]] = []
    lock = threading.Lock()
    stop = threading.Event()

    def write(name: str, share: list[tuple[int, int]]) -> None:
        mine = Client(port)
        bearer = {"Authorization": f"Bearer {people[name]}"}
        for r, board in share:
            if stop.is_set():
                return
            change = {
                "round": r,
                "board": board,
                "result": "1-0",
                "version": games[r, board],
            }
            try:
                status, _, data = mine.post(change, bearer)
            except (OSError, http.client.HTTPException):
                return  # killed before or while it answered: not acknowledged
            assert status == 200, data
            with lock:
                acknowledged.append((name, r, board))

    threads = []
    for name, theirs in boards.items():
        share = sorted((r, b) for r, b in games if b in theirs)
        for part in range(2):
            threads.append(threading.Thread(target=write, args=(name, share[part::2])))
    for thread in threads:
        thread.start()
    while len(acknowledged) < 60:
        assert all(t.is_alive() for t in threads) or len(acknowledged) >= 60
        time.sleep(0.01)
    before_kill = killed_while_writing(server, lock, acknowledged, stop, threads)
    assert {name for name, _r, _b in before_kill} == set(people)
    assert {(r, b) for _name, r, b in before_kill} <= white_wins(event)
    log = (event / "results.log").read_text("utf-8").splitlines()
    signed = {
        (int(m[1]), int(m[2])): m[3]
        for line in log
        if (m := re.search(r"round (\d+), board (\d+): \* → 1-0 by (.+)$", line))
    }
    for name, r, board in before_kill:
        assert signed[r, board] == name
    text = (event / KEYS_NAME).read_text("utf-8")
    assert not any(key in text for key in people.values())
    print(f"killed after {len(before_kill)} acknowledged writes by three people")

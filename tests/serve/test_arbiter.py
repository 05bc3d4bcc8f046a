"""The arbiter's page over HTTP: the key, cookie and CSRF token, the Host and
Origin checks, every refusal (the results file unchanged), the JSON contract;
20 clients writing 500 results at once; the server killed with SIGKILL while
writing."""

from __future__ import annotations

import http.client
import json
import shutil
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from tests.serve.wire import (
    BEARER,
    CLUB,
    KEY,
    Answer,
    Client,
    big_event,
    killed_while_writing,
    serve,
    serve_process,
    session,
    white_wins,
)

from berger.formats.event.event import Options
from berger.pipeline.event import open_groups
from berger.serve import Served
from berger.serve.arbiter import MAX_BODY


@pytest.fixture
def club(tmp_path: Path) -> Iterator[tuple[Client, Path, Served]]:
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    with serve(event, tmp_path / "site") as server:
        yield Client(server.server_address[1]), event, server


def test_the_key_sets_a_strict_cookie_and_redirects_without_it(
    club: tuple[Client, Path, Served],
) -> None:
    client, _, server = club
    status, headers, _ = client.request("GET", f"/arbiter?key={KEY}")
    assert status == 303
    assert headers["location"] == "/arbiter"
    cookie = headers["set-cookie"]
    assert "HttpOnly" in cookie
    assert "SameSite=Strict" in cookie
    assert KEY not in cookie
    assert server.arbiter is not None
    assert server.arbiter.address == f"http://127.0.0.1:{client.port}/arbiter?key={KEY}"
    assert client.request("GET", "/arbiter")[0] == 401
    assert client.request("GET", "/arbiter?key=wrong")[0] == 403
    assert (
        client.request("GET", "/arbiter", headers={"Cookie": "berger_arbiter=x"})[0]
        == 403
    )


def test_the_json_contract(club: tuple[Client, Path, Served]) -> None:
    client, event, _ = club
    first = client.round(7)
    assert set(first) >= {"round", "version", "games", "missing"}
    assert first["round"] == 7
    assert first["missing"] == 0
    game = first["games"][1]
    assert {k: game[k] for k in ("board", "white", "black", "result")} == {
        "board": 2,
        "white": "Moreau, Julien",
        "black": "Okafor, Daniel",
        "result": "0-1",
    }
    change = {"round": 7, "board": 2, "result": "½-½", "version": game["version"]}
    status, _, data = client.post(change, BEARER)
    assert status == 200
    version = json.loads(data)["version"]
    assert version > game["version"]
    assert client.round(7)["games"][1] == {
        **game,
        "result": "1/2-1/2",
        "version": version,
    }
    assert '"Okafor, Daniel",1/2-1/2' in (event / "results.csv").read_text("utf-8")
    # The same version again: 409 with the game as it is now.
    status, _, data = client.post({**change, "result": "1-0"}, BEARER)
    assert status == 409
    assert json.loads(data)["game"]["result"] == "1/2-1/2"
    # "" clears.
    status, _, _ = client.post({**change, "result": "", "version": version}, BEARER)
    assert status == 200
    assert client.round(7)["missing"] == 1
    assert client.request("GET", "/arbiter/api/event", headers=BEARER)[0] == 200
    status, headers, pdf = client.request(
        "GET", "/arbiter/print/round-sheet/7.pdf", headers=BEARER
    )
    assert (status, headers["content-type"], pdf[:4]) == (
        200,
        "application/pdf",
        b"%PDF",
    )


def test_every_refused_write_leaves_the_file_as_it_was(
    club: tuple[Client, Path, Served],
) -> None:
    client, event, _ = club
    results = event / "results.csv"
    before = results.read_bytes()
    cookie, csrf = session(client)
    version = client.round(7)["games"][0]["version"]
    change = {"round": 7, "board": 1, "result": "1-0", "version": version}
    with_cookie = {"Cookie": cookie, "X-CSRF-Token": csrf}
    refusals: list[tuple[str, int, Answer]] = [
        ("no key", 401, client.post(change)),
        (
            "a wrong key",
            403,
            client.post(change, {"Authorization": "Bearer " + "x" * 32}),
        ),
        (
            "a wrong cookie",
            403,
            client.post(change, {"Cookie": "berger_arbiter=x", "X-CSRF-Token": csrf}),
        ),
        (
            "the cookie without the CSRF header",
            403,
            client.post(change, {"Cookie": cookie}),
        ),
        (
            "a wrong CSRF header",
            403,
            client.post(change, {**with_cookie, "X-CSRF-Token": "x"}),
        ),
        (
            "a foreign Origin",
            403,
            client.post(change, {**with_cookie, "Origin": "http://evil.example"}),
        ),
        (
            "a cross-site fetch",
            403,
            client.post(change, {**with_cookie, "Sec-Fetch-Site": "cross-site"}),
        ),
        (
            "a body over 16 KiB",
            413,
            client.request(
                "POST",
                "/arbiter/api/result",
                b"{" + b" " * MAX_BODY + b"}",
                {**BEARER, "Content-Type": "application/json"},
            ),
        ),
        (
            "not JSON",
            400,
            client.request(
                "POST",
                "/arbiter/api/result",
                b"round=7",
                {**BEARER, "Content-Type": "application/json"},
            ),
        ),
        (
            "not application/json",
            400,
            client.request(
                "POST",
                "/arbiter/api/result",
                json.dumps(change).encode(),
                {**BEARER, "Content-Type": "application/x-www-form-urlencoded"},
            ),
        ),
        ("a board as text", 400, client.post({**change, "board": "1"}, BEARER)),
        ("a bad code", 400, client.post({**change, "result": "9-9"}, BEARER)),
        ("a board the round lacks", 400, client.post({**change, "board": 9}, BEARER)),
        ("a stale version", 409, client.post({**change, "version": 1}, BEARER)),
    ]
    client.host = f"evil.example:{client.port}"
    refusals += [
        ("a foreign Host, with the key", 403, client.post(change, BEARER)),
        ("a foreign Host, with the cookie", 403, client.post(change, with_cookie)),
        (
            "a foreign Host, reading",
            403,
            client.request("GET", "/arbiter/api/round/7", headers=BEARER),
        ),
        (
            "a foreign Host, the page",
            403,
            client.request("GET", "/arbiter", headers={"Cookie": cookie}),
        ),
        ("a foreign Host, the key", 403, client.request("GET", f"/arbiter?key={KEY}")),
    ]
    client.host = f"127.0.0.1:{client.port}"
    for why, status, answer in refusals:
        assert answer[0] == status, (why, answer)
    status, _, data = client.post({**change, "result": "9-9"}, BEARER)
    assert json.loads(data)["error"].endswith(
        "results.csv:30: result: '9-9' is not a result code"
        " (use 1-0, 0-1, ½-½, =, +-, -+, --, *)"
    )
    # The site's pages stay read-only.
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        assert client.request(method, "/index.html", b"x", BEARER)[0] == 405
    assert client.request("GET", "/../results.csv")[0] == 404
    assert results.read_bytes() == before
    assert not (event / "results.log").exists()
    # With everything right, the page's write goes in.
    assert client.post(change, with_cookie)[0] == 200
    assert results.read_bytes() != before


def test_repeated_wrong_keys_are_slowed_down(
    club: tuple[Client, Path, Served],
) -> None:
    client, _, _ = club
    waits = []
    for _ in range(5):
        start = time.perf_counter()
        assert (
            client.request(
                "GET", "/arbiter/api/round/1", headers={"Authorization": "Bearer no"}
            )[0]
            == 403
        )
        waits.append(time.perf_counter() - start)
    # Three at once, then 0.25 s, then 0.5 s; the right key is not held up.
    assert max(waits[:3]) < 0.2
    assert waits[3] >= 0.25
    assert waits[4] >= 0.5
    start = time.perf_counter()
    client.round(1)
    assert time.perf_counter() - start < 0.2


def test_without_arbiter_nothing_is_there(tmp_path: Path) -> None:
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    with serve(event, tmp_path / "site", key=None) as server:
        client = Client(server.server_address[1])
        assert client.request("GET", f"/arbiter?key={KEY}")[0] == 404
        assert client.request("GET", "/arbiter/api/round/1", headers=BEARER)[0] == 404
        assert client.post({"round": 1}, BEARER)[0] == 405


def test_twenty_clients_writing_five_hundred_results_at_once(tmp_path: Path) -> None:
    # 34 players: 33 rounds of 17 games; 500 of them, 25 per client.
    event = big_event(tmp_path / "event", 34)
    with serve(event, tmp_path / "site") as server:
        client = Client(server.server_address[1])
        versions = {
            (r, game["board"]): game["version"]
            for r in range(1, 34)
            for game in client.round(r)["games"]
        }
        games = sorted(versions)[:500]
        codes = ["1-0", "1/2-1/2", "0-1"]
        acknowledged: list[tuple[int, int, str]] = []
        lock = threading.Lock()

        def write(share: list[tuple[int, int]]) -> None:
            mine = Client(client.port)
            for r, board in share:
                code = codes[(r + board) % 3]
                change = {
                    "round": r,
                    "board": board,
                    "result": code,
                    "version": versions[r, board],
                }
                status, _, data = mine.post(change, BEARER)
                assert status == 200, data
                with lock:
                    acknowledged.append((r, board, code))

        start = time.perf_counter()
        with ThreadPoolExecutor(20) as pool:
            list(pool.map(write, [games[i::20] for i in range(20)]))
        seconds = time.perf_counter() - start
    assert len(acknowledged) == 500
    (found,) = open_groups(event, Options(), single=True)
    read = found.variant.require_results().games
    assert {key: str(outcome) for key, outcome in read.outcomes.items()} == {
        (r, board): code for r, board, code in acknowledged
    }
    rows = (event / "results.csv").read_text("utf-8").splitlines()
    assert len(rows) == 1 + 500  # the header, then each game once
    assert len((event / "results.log").read_text("utf-8").splitlines()) == 500
    assert 'results = "results.csv"' in (event / "event.toml").read_text("utf-8")
    print(f"500 results from 20 clients in {seconds:.1f} s")


def test_sigkill_during_writes_keeps_every_acknowledged_write(tmp_path: Path) -> None:
    event = big_event(tmp_path / "event", 20)
    key_file = tmp_path / "key"
    key_file.write_text(KEY + "\n", "utf-8")
    options = ("--arbiter-key-file", str(key_file))
    with serve_process(event, tmp_path, *options) as (server, port, page):
        assert f"Arbiter page: http://127.0.0.1:{port}/arbiter?key={KEY}" in page
        client = Client(port)
        games = [
            (r, g["board"], g["version"])
            for r in range(1, 20)
            for g in client.round(r)["games"]
        ]
        acknowledged: list[tuple[int, int]] = []
        lock = threading.Lock()
        stop = threading.Event()

        def write(share: list[tuple[int, int, int]]) -> None:
            mine = Client(port)
            for r, board, version in share:
                if stop.is_set():
                    return
                try:
                    status, _, _ = mine.post(
                        {
                            "round": r,
                            "board": board,
                            "result": "1-0",
                            "version": version,
                        },
                        BEARER,
                    )
                except (OSError, http.client.HTTPException):
                    # Killed before it answered, or halfway through its
                    # answer (IncompleteRead): not acknowledged.
                    return
                if status == 200:
                    with lock:
                        acknowledged.append((r, board))

        threads = [
            threading.Thread(target=write, args=(games[i::8],)) for i in range(8)
        ]
        for thread in threads:
            thread.start()
        while len(acknowledged) < 40:
            time.sleep(0.01)
        before_kill = killed_while_writing(server, lock, acknowledged, stop, threads)
    held = white_wins(event)
    assert set(before_kill) <= held
    print(f"killed after {len(before_kill)} acknowledged writes; {len(held)} held")

"""The arbiter's page over HTTP: the key, cookie and CSRF token, the Host and
Origin checks, every refusal (the results file unchanged), the JSON contract;
a correction the PDN contradicts refused, 409 while event.toml does not
read; 20 clients writing 500 results at once; the server killed with
SIGKILL while writing, and between a result and its line."""

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
from fuzz.desk_pdn import pdn_beside
from tests.conftest import SAMPLES, ok, run, snapshot
from tests.serve.wire import (
    BEARER,
    CLUB,
    KEY,
    Answer,
    Client,
    big_event,
    cookie_of,
    killed_while_writing,
    serve,
    serve_process,
    session,
    white_wins,
)

from berger.formats.event.event import Options
from berger.pipeline.event import open_groups
from berger.serve import Served
from berger.serve.door import MAX_BODY


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
    name, value, attributes = cookie_of(headers["set-cookie"])
    assert (name, len(value)) == ("berger_arbiter", 43)
    # Sent back only to the arbiter's paths, never to a script, never from
    # another site; over plain HTTP, not Secure.
    assert attributes == {"path": "/arbiter", "httponly": "", "samesite": "strict"}
    assert KEY not in value
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


def test_a_correction_the_pdn_contradicts_is_refused_over_the_wire(
    tmp_path: Path,
) -> None:
    """400 with the line ``berger standings`` would give, nothing written, and
    the event still reads: the desk's rounds, the standings."""
    event = tmp_path / "event"
    shutil.copytree(SAMPLES / "draughts-micro", event)
    pdn_beside(event)
    before = snapshot(event)
    with serve(event, tmp_path / "site") as server:
        client = Client(server.server_address[1])
        game = client.round(1)["games"][0]
        change = {"round": 1, "match": 1, "board": 1, "version": game["version"]}
        status, _, data = client.post({**change, "result": "1-0"}, BEARER)
        assert status == 400
        error = json.loads(data)["error"]
        assert error.endswith(
            "games.pdn: Result: round 1, Гончаренко Віктор – Савченко Оксана,"
            " game 1: 0-1 here, 1-0 in " + str(event / "results.csv")
        )
        assert snapshot(event) == before
        assert client.round(2)["round"] == 2
        status, _, data = client.post({**change, "result": "0-1"}, BEARER)
        assert status == 200
    ok(run("standings", event))


def test_the_desk_answers_409_while_event_toml_does_not_read(
    club: tuple[Client, Path, Served],
) -> None:
    """event.toml broken by hand while serving: every desk path answers 409
    with its one line (a tap waits on the page), nothing written; mended,
    the desk works again, with no restart."""
    client, event, _ = club
    toml = event / "event.toml"
    good = toml.read_bytes()
    game = client.round(7)["games"][0]
    cookie, _csrf = session(client)
    toml.write_bytes(good + b"\n[rules\n")
    results = (event / "results.csv").read_bytes()
    answers = [client.request("GET", "/arbiter", headers={"Cookie": cookie})]
    answers += [
        client.request("GET", path, headers=BEARER)
        for path in (
            "/arbiter/api/event",
            "/arbiter/api/round/7",
            "/arbiter/print/round-sheet/7.pdf",
        )
    ]
    change = {"round": 7, "board": 1, "result": "0-1", "version": game["version"]}
    answers.append(client.post(change, BEARER))
    for status, _headers, data in answers:
        assert status == 409, data
        text = data.decode("utf-8")
        error = json.loads(text)["error"] if text.startswith("{") else text
        assert "event.toml:" in error
        assert "\n" not in error.strip()
    assert (event / "results.csv").read_bytes() == results
    toml.write_bytes(good)
    assert client.round(7)["games"][0] == game
    assert client.post(change, BEARER)[0] == 200
    assert client.round(7)["games"][0]["result"] == "0-1"


KILLED_BEFORE_THE_LINE = """
import os, signal
from berger.formats.files import atomic
atomic.append_line = lambda *args, **kwargs: os.kill(os.getpid(), signal.SIGKILL)
"""
"""``berger serve`` killed (SIGKILL) where a result's line is appended."""


def test_a_server_killed_between_a_result_and_its_line_signs_it_at_restart(
    tmp_path: Path,
) -> None:
    event = big_event(tmp_path / "event", 6)
    key_file = tmp_path / "key"
    key_file.write_text(KEY + "\n", "utf-8")
    options = ("--arbiter-key-file", str(key_file))
    log = event / "results.log"
    with serve_process(event, tmp_path, *options, prelude=KILLED_BEFORE_THE_LINE) as (
        server,
        port,
        _page,
    ):
        client = Client(port)
        version = client.round(2)["games"][1]["version"]
        change = {"round": 2, "board": 2, "result": "1-0", "version": version}
        with pytest.raises((OSError, http.client.HTTPException)):
            client.post(change, BEARER)
        assert server.wait(10) == -9
    assert white_wins(event) == {(2, 2)}
    assert not log.exists()
    with serve(event, tmp_path / "site"):  # started again
        lines = log.read_text("utf-8").splitlines()
    assert [line.split(" ", 1)[1] for line in lines] == [
        "round 2, board 2: * → 1-0 by --arbiter"
    ]

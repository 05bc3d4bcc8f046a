"""Who asks, over the wire against the real server: the keys of the
arbiters' team with their roles kept on every request (a helper's round is
their boards, their write elsewhere or their change of a result 403, their
printing 403; a deputy's change signed with their name), a page opened with
a person's key and its CSRF token, a key revoked refused at its next
request (401, within a second, on a page already open), a wrong key still
slowed, a page still open after a restart of the server, and the keys file
holding no key in clear."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from tests.serve.wire import BEARER, CLUB, KEY, Client, serve, session

from berger.formats.event.arbiters import KEYS_NAME, Role, parse_boards, session_of
from berger.pipeline.arbiters import add_key, revoke_key
from berger.serve import Served
from berger.serve.people import csrf_of


@dataclass
class Team:
    """A served event with a helper on boards 1-2, a deputy on 2-3 and a
    chief of the keys file."""

    client: Client
    event: Path
    keys: dict[str, str]
    server: Served

    def bearer(self, name: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.keys[name]}"}

    def round(self, name: str, number: int = 7) -> Any:
        return self.client.round(number, self.bearer(name))

    def post(self, name: str, board: int, result: str, number: int = 7) -> Any:
        version = {
            g["board"]: g["version"] for g in self.round("chief", number)["games"]
        }
        change = {
            "round": number,
            "board": board,
            "result": result,
            "version": version[board],
        }
        return self.client.post(change, self.bearer(name))


def make_team(event: Path) -> dict[str, str]:
    path = event / KEYS_NAME
    return {
        "helper": add_key(path, "Hanna", Role.HELPER, parse_boards("1-2"))[0],
        "deputy": add_key(path, "Dmytro", Role.DEPUTY, parse_boards("2-3"))[0],
        "chief": add_key(path, "Chloe", Role.CHIEF)[0],
    }


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    keys = make_team(event)
    with serve(event, tmp_path / "site") as server:
        yield Team(Client(server.server_address[1]), event, keys, server)


def test_a_helper_fills_their_empty_boards_and_nothing_else(team: Team) -> None:
    results = team.event / "results.csv"
    # Round 7 has every result; the chief clears board 2 for the helper.
    assert team.post("chief", 2, "")[0] == 200
    shown = team.round("helper")
    assert [g["board"] for g in shown["games"]] == [1, 2]
    assert shown["missing"] == 1
    before = results.read_bytes()
    refusals = {
        "off their boards": team.post("helper", 3, "1-0"),
        "off their boards, cleared": team.post("helper", 4, ""),
        "a result there": team.post("helper", 1, "0-1"),
        "a result cleared": team.post("helper", 1, ""),
    }
    for why, (status, _, data) in refusals.items():
        assert status == 403, (why, data)
    assert json.loads(refusals["off their boards"][2]) == {
        "error": "board 3 is not yours (yours: 1-2)"
    }
    assert (
        "a helper may only fill an empty result"
        in json.loads(refusals["a result there"][2])["error"]
    )
    assert results.read_bytes() == before
    # Their empty board: filled, and signed.
    assert team.post("helper", 2, "1/2-1/2")[0] == 200
    log = (team.event / "results.log").read_text("utf-8")
    assert log.endswith("round 7, board 2: * → 1/2-1/2 by Hanna\n")
    # Printing and the team's page are not theirs.
    for path in ("/arbiter/print/round-sheet/7.pdf", "/arbiter/api/keys"):
        status, _, data = team.client.request(
            "GET", path, headers=team.bearer("helper")
        )
        assert (status, json.loads(data)) == (
            403,
            {"error": "your key does not allow this"},
        )
    # Who entered a result is not shown to a helper.
    assert all("by" not in g for g in team.round("helper")["games"])


def test_a_deputy_changes_their_boards_signed_with_their_name(team: Team) -> None:
    assert team.post("deputy", 4, "1-0")[0] == 403
    status, _, data = team.post("deputy", 3, "0-1")
    assert status == 200, data
    log = (team.event / "results.log").read_text("utf-8").splitlines()
    assert log[-1].endswith("round 7, board 3: 1/2-1/2 → 0-1 by Dmytro")
    games = team.round("deputy")["games"]
    assert [(g["board"], g.get("by")) for g in games] == [(2, None), (3, "Dmytro")]
    # The chief sees every board, and who entered what.
    games = team.round("chief")["games"]
    assert [g.get("by") for g in games] == [None, None, "Dmytro", None]
    assert (
        team.client.request(
            "GET", "/arbiter/print/round-sheet/7.pdf", headers=team.bearer("deputy")
        )[0]
        == 200
    )
    # The start key's own changes are signed --arbiter in the log, and the
    # round's JSON stays as it has always been for it.
    assert team.post("chief", 1, "0-1")[0] == 200
    version = team.client.round(7)["games"][0]["version"]
    change = {"round": 7, "board": 1, "result": "1-0", "version": version}
    assert team.client.post(change, BEARER)[0] == 200
    assert (
        (team.event / "results.log")
        .read_text("utf-8")
        .endswith("round 7, board 1: 0-1 → 1-0 by --arbiter\n")
    )
    assert "by" not in team.client.round(7)["games"][0]


def test_a_page_opened_with_a_person_s_key(team: Team) -> None:
    client = team.client
    cookie, csrf = session(client, team.keys["deputy"])
    assert cookie == f"berger_arbiter={session_of(team.keys['deputy'])}"
    assert csrf == csrf_of(session_of(team.keys["deputy"]))
    _, _, page = client.request("GET", "/arbiter", headers={"Cookie": cookie})
    data = re.search(rb'id="arbiter-data">(.*?)</script>', page)
    assert data is not None
    assert json.loads(data[1])["who"] == {
        "name": "Dmytro",
        "role": "deputy",
        "boards": "2-3",
    }
    version = client.round(7)["games"][2]["version"]
    change = {"round": 7, "board": 3, "result": "1-0", "version": version}
    # Another page's token is not theirs.
    _start_cookie, start_csrf = session(client, KEY)
    status, _, _ = client.post(change, {"Cookie": cookie, "X-CSRF-Token": start_csrf})
    assert status == 403
    assert client.post(change, {"Cookie": cookie, "X-CSRF-Token": csrf})[0] == 200


def test_a_revoked_key_is_refused_at_its_next_request(team: Team) -> None:
    client = team.client
    cookie, csrf = session(client, team.keys["helper"])
    assert (
        client.request("GET", "/arbiter/api/round/7", headers={"Cookie": cookie})[0]
        == 200
    )
    revoke_key(team.event / KEYS_NAME, "Hanna")
    # The very next request, with no wait: the server looks at the keys file
    # on every request, so no time of the machine's enters into it.
    status, _, data = client.request(
        "GET", "/arbiter/api/round/7", headers={"Cookie": cookie}
    )
    assert status == 401
    assert json.loads(data) == {
        "error": "This key was revoked: ask the chief arbiter for a new one.",
        "revoked": True,
    }
    change = {"round": 7, "board": 1, "result": "", "version": 1}
    assert client.post(change, {"Cookie": cookie, "X-CSRF-Token": csrf})[0] == 401
    assert client.request("GET", "/arbiter", headers={"Cookie": cookie})[0] == 401
    assert client.request("GET", f"/arbiter?key={team.keys['helper']}")[0] == 401
    status, _, _ = client.request(
        "GET", "/arbiter/api/round/7", headers=team.bearer("helper")
    )
    assert status == 401
    # The others go on.
    assert team.round("deputy")["round"] == 7


def test_a_wrong_key_is_slowed_a_revoked_one_told_at_once(
    team: Team, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each wait the server chooses, and the answers' times at least as long
    (a busy machine only makes them longer): a revoked key and a right one
    are never held up."""
    client = team.client
    assert team.server.arbiter is not None
    slowdown = team.server.arbiter.slowdown
    chosen: list[float] = []
    failed = slowdown.failed

    def recorded(address: str) -> float:
        chosen.append(failed(address))
        return chosen[-1]

    monkeypatch.setattr(slowdown, "failed", recorded)
    revoke_key(team.event / KEYS_NAME, "Hanna")
    waits = []
    for _ in range(5):
        start = time.perf_counter()
        status, _, _ = client.request(
            "GET", "/arbiter/api/round/1", headers={"Authorization": "Bearer no"}
        )
        assert status == 403
        waits.append(time.perf_counter() - start)
    assert chosen == [0.0, 0.0, 0.0, 0.25, 0.5]
    assert waits[3] >= 0.25
    assert waits[4] >= 0.5
    status, _, _ = client.request(
        "GET", "/arbiter/api/round/1", headers=team.bearer("helper")
    )
    assert status == 401
    team.round("deputy", 1)
    assert len(chosen) == 5


def test_a_keys_file_that_does_not_read_refuses_its_keys_only(team: Team) -> None:
    (team.event / KEYS_NAME).write_text("{", "utf-8")
    status, _, data = team.client.request(
        "GET", "/arbiter/api/round/7", headers=team.bearer("deputy")
    )
    assert status == 503
    assert "arbiters.json:1: not JSON" in json.loads(data)["error"]
    assert team.client.round(7)["round"] == 7  # the start key works on


def test_a_page_stays_open_across_a_restart(tmp_path: Path) -> None:
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    keys = make_team(event)
    with serve(event, tmp_path / "site") as server:
        cookie, _ = session(Client(server.server_address[1]), keys["deputy"])
    with serve(event, tmp_path / "site2", key=None) as server:
        client = Client(server.server_address[1])
        status, _, _ = client.request(
            "GET", "/arbiter/api/round/7", headers={"Cookie": cookie}
        )
        assert status == 404  # without --arbiter there is no arbiter's page
    with serve(event, tmp_path / "site3", key="s" * 32) as server:
        client = Client(server.server_address[1])
        status, _, _ = client.request(
            "GET", "/arbiter/api/round/7", headers={"Cookie": cookie}
        )
        assert status == 200


def test_the_keys_file_never_holds_a_key_in_clear(team: Team) -> None:
    for name in team.keys:
        session(team.client, team.keys[name])
    text = (team.event / KEYS_NAME).read_text("utf-8")
    for key in team.keys.values():
        assert key not in text
        assert session_of(key) not in text
    assert (team.event / KEYS_NAME).stat().st_mode & 0o777 == 0o600


def _release(fifo: Path) -> None:
    """Let a reader waiting on the pipe ``fifo`` go (none waits: nothing)."""
    with contextlib.suppress(OSError):
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


def test_a_keys_file_that_is_a_pipe_blocks_nothing(team: Team) -> None:
    path = team.event / KEYS_NAME
    kept = path.read_bytes()
    path.unlink()
    os.mkfifo(path)
    try:
        status, _, data = team.client.request(
            "GET", "/arbiter/api/round/7", headers=team.bearer("deputy")
        )
        assert status == 503, data
        assert json.loads(data)["error"].endswith("arbiters.json: not a regular file")
        assert team.client.request("GET", "/standings.html")[0] == 200
        assert team.client.round(7)["round"] == 7  # the start key works on
    finally:
        _release(path)
    path.unlink()
    path.write_bytes(kept)
    assert team.round("deputy")["round"] == 7


@pytest.mark.parametrize(
    "damage",
    [
        b'{"keys": [], "version": ' + b"9" * 4301 + b"}",
        b'{"keys": [], "x": NaN}',
        b'{"keys": [{"name": 1e999}]}',
        b"[" * 100_000,
    ],
    ids=["digits", "nan", "inf", "deep"],
)
def test_a_damaged_keys_file_is_503_and_mended_works_again(
    team: Team, damage: bytes
) -> None:
    path = team.event / KEYS_NAME
    kept = path.read_bytes()
    path.write_bytes(damage)
    for _ in range(2):  # and again: the error is kept, not forgotten
        status, _, data = team.client.request(
            "GET", "/arbiter/api/round/7", headers=team.bearer("deputy")
        )
        assert status == 503, data
        error = json.loads(data)["error"]
        assert "arbiters.json" in error
        assert len(error.splitlines()) == 1
    path.write_bytes(kept)
    assert team.round("deputy")["round"] == 7

"""Who may come in at the arbiter's paths, over the wire: wrong keys
answered ever more slowly, the right one at once; a key revoked while its
writes wait behind the desk writes nothing more."""

from __future__ import annotations

import json
import shutil
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from tests.serve.wire import BEARER, CLUB, Client, big_event, serve, white_wins

from berger.formats.event.arbiters import KEYS_NAME, Role
from berger.pipeline.arbiters import add_key
from berger.serve import Served


@pytest.fixture
def club(tmp_path: Path) -> Iterator[tuple[Client, Served]]:
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    with serve(event, tmp_path / "site") as server:
        yield Client(server.server_address[1]), server


def test_repeated_wrong_keys_are_slowed_down(
    club: tuple[Client, Served], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each wait the server chooses, and the answers' times at least as long
    (a busy machine only makes them longer)."""
    client, server = club
    assert server.arbiter is not None
    slowdown = server.arbiter.slowdown
    chosen: list[float] = []
    failed = slowdown.failed

    def recorded(address: str) -> float:
        chosen.append(failed(address))
        return chosen[-1]

    monkeypatch.setattr(slowdown, "failed", recorded)
    waits = []
    for _ in range(5):
        start = time.perf_counter()
        wrong = {"Authorization": "Bearer no"}
        assert client.request("GET", "/arbiter/api/round/1", headers=wrong)[0] == 403
        waits.append(time.perf_counter() - start)
    # Three at once, then 0.25 s, then 0.5 s; the right key is not held up.
    assert chosen == [0.0, 0.0, 0.0, 0.25, 0.5]
    assert waits[3] >= 0.25
    assert waits[4] >= 0.5
    client.round(1)
    assert len(chosen) == 5


def test_a_revocation_stops_every_write_still_waiting(tmp_path: Path) -> None:
    """80 fills of a helper's key sent at once, queued behind the desk: the
    chief revokes the key after the first few; none lands after the
    revocation is answered, and each fill is answered 200 (landed before)
    or 401 (revoked)."""
    event = big_event(tmp_path / "event", 20)
    helper = add_key(event / KEYS_NAME, "Hanna", Role.HELPER)[0]
    as_helper = {"Authorization": f"Bearer {helper}"}
    with serve(event, tmp_path / "site") as server:
        client = Client(server.server_address[1])
        games = [
            (r, g["board"], g["version"])
            for r in range(1, 9)
            for g in client.round(r)["games"]
        ][:80]
        landed = threading.Semaphore(0)
        answers: list[int] = []

        def fill(game: tuple[int, int, int]) -> None:
            r, board, version = game
            change = {"round": r, "board": board, "result": "1-0", "version": version}
            status = Client(client.port).post(change, as_helper)[0]
            answers.append(status)
            if status == 200:
                landed.release()

        with ThreadPoolExecutor(80) as pool:
            futures = [pool.submit(fill, game) for game in games]
            for _ in range(3):
                landed.acquire()
            status, _, _ = client.request(
                "POST",
                "/arbiter/api/keys/revoke",
                json.dumps({"name": "Hanna"}).encode(),
                {**BEARER, "Content-Type": "application/json"},
            )
            assert status == 200
            at_revocation = white_wins(event)
            for future in futures:
                future.result()
    assert white_wins(event) == at_revocation
    assert sorted(set(answers)) == [200, 401]
    assert answers.count(200) == len(at_revocation)
    assert len(answers) == 80

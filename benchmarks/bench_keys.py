"""The arbiters' keys file of 40,001 keys (about 11 MB): read by ``berger
keys list`` (its duplicate names checked against a set: the check of each
name against every other took 29 s), and on the server, where the file is
looked at on every keyed request and read again when it changed.

Timed: the longest the event loop goes without running while
``json.loads`` of the file runs in a thread beside it (one call of C that
holds the interpreter throughout: the floor of any stall while the file is
read off the loop); ``keys list`` in-process (reading the
file and listing it); the server's first keyed lookup after the file
changed (the file read off the event loop, then the key looked up), and
the longest the event loop went without running meanwhile (a task on it
ticking every millisecond), which is what every other request, the public
pages' too, waits; and a keyed lookup of the file unchanged (one look at
its stamp).
Run alone: ``python benchmarks/bench_keys.py``.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import shutil
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from click.testing import CliRunner
from run import Row, median_seconds, peak_mb, table
from starlette.concurrency import run_in_threadpool

from berger.cli import cli
from berger.formats.event.arbiters import KEYS_NAME, ArbiterKey, Role, write_keys
from berger.pipeline.arbiters import Team
from berger.serve.people import Caller, People

ROOT = Path(__file__).resolve().parent.parent
KEYS = 40_001
WHEN = dt.datetime(2026, 12, 1, 9, 0)


def key_of(number: int) -> str:
    """The key of the ``number``-th holder (32 characters)."""
    return f"{number:032d}"


def keys_file(path: Path) -> None:
    """A keys file of :data:`KEYS` keys, every other one revoked."""
    keys = tuple(
        ArbiterKey.made(f"Arbiter {n}", Role.HELPER, None, key_of(n), WHEN)
        for n in range(KEYS)
    )
    write_keys(path, tuple(k.revoke(WHEN) if n % 2 else k for n, k in enumerate(keys)))


def list_keys(event: Path) -> None:
    result = CliRunner().invoke(cli, ["keys", "list", str(event)])
    assert result.exit_code == 0, result.output
    assert len(result.stdout.splitlines()) == KEYS


async def _stalled(work: Callable[[], Awaitable[object]]) -> tuple[float, float]:
    """``work``'s seconds, and the longest the event loop went without
    running meanwhile (a task on it ticking every millisecond)."""
    longest = 0.0
    done = False

    async def tick() -> None:
        nonlocal longest
        last = time.perf_counter()
        while not done:
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            longest = max(longest, now - last)
            last = now

    ticker = asyncio.create_task(tick())
    await asyncio.sleep(0.01)
    start = time.perf_counter()
    await work()
    took = time.perf_counter() - start
    done = True
    await ticker
    return took, longest


def server_lookup(path: Path, *, changed: bool) -> tuple[float, float]:
    """A keyed lookup as a request of the server makes it (``changed``: just
    after the file changed, so that it is read again off the loop)."""
    team = Team(path)
    people = People(None, team)
    if not changed:
        team.load()

    async def lookup() -> None:
        await people.refresh()
        assert isinstance(people.by_key(key_of(KEYS - 1)), Caller)

    return asyncio.run(_stalled(lookup))


def parse_beside(text: str) -> float:
    """The longest the event loop went without running while ``json.loads``
    of ``text`` ran in a thread beside it."""

    async def parse() -> None:
        await run_in_threadpool(json.loads, text)

    return asyncio.run(_stalled(parse))[1]


def middle(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


def run() -> list[Row]:
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="berger-bench-") as scratch:
        event = Path(scratch) / "event"
        shutil.copytree(ROOT / "samples" / "club-championship", event)
        path = event / KEYS_NAME
        keys_file(path)
        size = path.stat().st_size / 1e6
        text = path.read_text("utf-8")
        floor = middle([parse_beside(text) for _ in range(3)])
        rows.append(
            (
                "serve: the loop's longest stall beside json.loads of it",
                floor,
                None,
                "- (the floor: one call that holds the interpreter)",
            )
        )
        rows.append(
            (
                f"keys list, {KEYS:,} keys ({size:.0f} MB)",
                median_seconds(lambda: list_keys(event), runs=3),
                peak_mb(lambda: list_keys(event)),
                "< 3 s (was 29 s)",
            )
        )
        lookups = [server_lookup(path, changed=True) for _ in range(3)]
        rows.append(
            (
                f"serve: keyed lookup, the {KEYS:,}-key file changed",
                middle([took for took, _ in lookups]),
                None,
                "-",
            )
        )
        rows.append(
            (
                "serve: the event loop's longest stall meanwhile",
                middle([stall for _, stall in lookups]),
                None,
                f"< 2 × the floor: {2 * floor:.2f} s (was over 20 s)",
            )
        )
        unchanged = [server_lookup(path, changed=False)[0] for _ in range(3)]
        rows.append(
            (
                f"serve: keyed lookup, the {KEYS:,}-key file unchanged",
                middle(unchanged),
                None,
                "< 0.01 s",
            )
        )
    return rows


if __name__ == "__main__":
    print(table(run()))

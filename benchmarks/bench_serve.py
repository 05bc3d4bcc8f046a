"""Server benchmarks: the load a tournament hall puts on ``berger serve``.

The server runs as a process of its own, started as a user starts it
(``python -m berger serve EVENT --port 0 --arbiter-key-file KEY``, a fresh
one for each case, stopped at its end), and is loaded on 127.0.0.1 only by a
client on asyncio streams (one thread for all its connections, none for each
one), so what is timed is the server. The cases:

- first loads: one first load of ``/standings.html`` on a new connection
  alone (the median of ``BASELINE_LOADS``: the baseline, so a slow machine
  shows as a slow baseline too), then ``FIRST_LOADS`` of them opened at once
  (phones in the hall opening the standings as a round ends): every one 200
  with the whole page, the slowest within 0.5 s (its ratio to the baseline in
  the case text);
- event streams: ``STREAMS`` pages listening on ``/_live``, then a result
  taken back in results.csv (the server sees the file change and rebuilds).
  The rebuild is its own row (from the write to the first stream told; not a
  target: the site benchmarks time it). The target, "every one told of a new
  result within 1 s", is read as the spread after it: from the first stream
  told to the last, within 1 s, every stream told. Its peak MB is the
  server's own (VmHWM of /proc/PID/status, MB of 10**6 bytes, read while
  the streams are open), within 300 MB;
- arbiters: ``ARBITERS`` clients at once, each writing ``WRITES_EACH``
  results through the arbiter's API (one version fetched per game first) into
  an event of ``BIG_PLAYERS`` players and no results: no error, and every
  acknowledged write in results.csv exactly once (read back afterwards);
- half requests: ``HALF_REQUESTS`` connections that send half a request and
  nothing more, held open (``HELD_SECONDS`` after the last is sent); then a
  whole request on a new connection must be answered within 0.1 s, and the
  server must close every half request within 30 s of its sending (waited
  for up to ``CLOSE_WAIT`` s; an answer such as 408 before the close is
  fine).

Every step is bounded (``STEP_SECONDS``): what has not finished by then
counts as failed and the case goes on. The client's open-files soft limit is
raised to the hard limit first (the server, started after, inherits it).
Run alone: ``python benchmarks/bench_serve.py``.
"""

from __future__ import annotations

import asyncio
import contextlib
import csv
import json
import re
import shutil
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path

from hall import (
    FAILURES,
    HOST,
    STEP_SECONDS,
    Countdown,
    Server,
    close_all,
    deadline_in,
    fetch,
    http_request,
    memory_mb,
    more_files,
    parse_head,
    serving,
    stream_versions,
)
from run import Row, table

ROOT = Path(__file__).resolve().parent.parent
CLUB = ROOT / "samples" / "club-championship"
PAGE = "/standings.html"

BASELINE_LOADS = 20
FIRST_LOADS = 300
STREAMS = 1_000
ARBITERS, WRITES_EACH = 20, 25
BIG_PLAYERS = 34
"""33 rounds of 17 games: 561, enough for every arbiter's writes."""
HALF_REQUESTS = 1_000

SLOWEST_LOAD = 0.5
TOLD_SPREAD = 1.0
SERVER_MB = 300.0
ANSWERED_WITHIN = 0.1
CLOSED_WITHIN = 30.0

CLOSE_WAIT = 40.0
"""How long the half requests are watched for the server closing them."""
HELD_SECONDS = 1.0
"""How long the half requests are held before the whole request is sent
(the server has taken them in: what is timed is not their accepting)."""


def _met(ok: bool) -> str:
    return "ok" if ok else "FAIL"


def _kind(failure: BaseException) -> str:
    return "timed out" if isinstance(failure, TimeoutError) else type(failure).__name__


def _failed(kinds: Counter[str]) -> str:
    """``", 3 timed out, 1 ConnectionResetError"``; "" for none."""
    return "".join(f", {count} {kind}" for kind, count in kinds.most_common())


# -- the cases -------------------------------------------------------------


async def first_loads(server: Server) -> list[Row]:
    """One first load of the standings alone, then FIRST_LOADS at once."""
    request = http_request("GET", PAGE, server.port)
    times = []
    page = b""
    server_is = ""
    for _ in range(BASELINE_LOADS):
        start = time.perf_counter()
        answer = await fetch(server.port, request, deadline_in())
        times.append(time.perf_counter() - start)
        if answer.status != 200:
            raise ValueError(f"{PAGE}: {answer.status}")
        page = answer.body
        server_is = f"{answer.protocol} {answer.headers.get('server', '')}".strip()
    baseline = statistics.median(times)
    deadline = deadline_in()
    start = time.perf_counter()
    kinds: Counter[str] = Counter()
    answered: list[float] = []

    async def one() -> bool:
        try:
            answer = await fetch(server.port, request, deadline)
        except FAILURES as exc:
            kinds[_kind(exc)] += 1
            return False
        answered.append(time.perf_counter() - start)
        if answer.status != 200:
            kinds[f"status {answer.status}"] += 1
        elif answer.body != page:
            kinds["another body"] += 1
        return answer.status == 200 and answer.body == page

    done = await asyncio.gather(*(one() for _ in range(FIRST_LOADS)))
    slowest = time.perf_counter() - start  # the last one done (or given up)
    good = sum(done)
    late = (
        f", the last answer after {max(answered):.1f} s" if kinds and answered else ""
    )
    return [
        (
            f"serve: baseline, one first load of {PAGE}"
            f" (median of {BASELINE_LOADS}; {server_is})",
            baseline,
            None,
            "",
        ),
        (
            f"serve: {FIRST_LOADS} first loads at once, slowest"
            f" ({good}/{FIRST_LOADS} 200 with the whole page{_failed(kinds)}{late};"
            f" {slowest / baseline:.0f} x baseline)",
            slowest,
            None,
            f"all 200, slowest ≤ {SLOWEST_LOAD} s:"
            f" {_met(good == FIRST_LOADS and slowest <= SLOWEST_LOAD)}",
        ),
    ]


async def event_streams(server: Server, results: Path) -> list[Row]:
    """STREAMS pages listening; then one result taken back."""
    request = http_request(
        "GET",
        f"/_live?page={PAGE}",
        server.port,
        {"Accept": "text/event-stream"},
        close=False,
    )
    lines = results.read_text("utf-8").splitlines(keepends=True)
    writers: list[asyncio.StreamWriter] = []
    told: list[float] = []
    opened = Countdown(STREAMS)
    listening = 0
    kinds: Counter[str] = Counter()
    open_by = deadline_in()

    async def stream() -> None:
        nonlocal listening
        try:
            async with asyncio.timeout_at(open_by):
                reader, writer = await asyncio.open_connection(HOST, server.port)
                writers.append(writer)
                writer.write(request)
                await writer.drain()
                _, status, headers = parse_head(await reader.readuntil(b"\r\n\r\n"))
                if status != 200:
                    kinds[f"status {status}"] += 1
                    return
                versions = stream_versions(reader, headers)
                first = await anext(versions)
        except (*FAILURES, StopAsyncIteration) as exc:
            kinds[_kind(exc)] += 1
            return
        finally:
            opened.tick()
        listening += 1
        # Until told of the new version: bounded by the wait below.
        async with contextlib.aclosing(versions):
            async for version in versions:
                if version > first:
                    told.append(time.perf_counter())
                    return

    start = time.perf_counter()
    tasks = [asyncio.create_task(stream()) for _ in range(STREAMS)]
    try:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(opened.done.wait(), STEP_SECONDS + 1)
        open_seconds = time.perf_counter() - start
        memory = [memory_mb(server.pid)]
        printed = len(server.output)
        written = time.perf_counter()
        results.write_text("".join(lines[:-1]), "utf-8")
        await asyncio.wait(tasks, timeout=STEP_SECONDS)
        memory.append(memory_mb(server.pid))  # the streams still open
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        close_all(writers)
    everyone = len(told) == STREAMS
    rebuild = min(told) - written if told else STEP_SECONDS
    spread = max(told) - min(told) if told else STEP_SECONDS
    last = max(told) - written if told else STEP_SECONDS
    sizes = [size for size in memory if size is not None]
    peak = max(hwm for hwm, _ in sizes) if sizes else None
    rss = max(now for _, now in sizes) if sizes else None
    shown = "" if rss is None else f", server RSS {rss:.0f} MB"
    small = peak is not None and peak <= SERVER_MB
    # The server's own line of the rebuild: "... rebuilt 5 of 28 pages in 0.06 s".
    said = [
        found[1]
        for line in server.output[printed:]
        if (found := re.search(r" in ([0-9.]+) s$", line))
    ]
    own = f"; the server says {said[0]} s" if said else ""
    return [
        (
            f"serve: rebuild after a result, write → first of {listening} streams"
            f" told{own}",
            rebuild,
            None,
            "",
        ),
        (
            f"serve: {STREAMS} event streams, first told → last"
            f" ({len(told)}/{STREAMS} told; {listening} listening"
            f"{_failed(kinds)} after {open_seconds:.1f} s;"
            f" write → last {last:.2f} s{shown})",
            spread,
            peak,
            f"every one within {TOLD_SPREAD} s:"
            f" {_met(everyone and spread <= TOLD_SPREAD)}; ≤ {SERVER_MB:.0f} MB:"
            f" {_met(small)}",
        ),
    ]


async def arbiters(server: Server, event: Path) -> list[Row]:
    """ARBITERS clients at once, each writing WRITES_EACH results."""
    bearer = {"Authorization": f"Bearer {server.key}"}
    versions: dict[tuple[int, int], int] = {}
    deadline = deadline_in()
    for round_number in range(1, BIG_PLAYERS):
        path = f"/arbiter/api/round/{round_number}"
        answer = await fetch(
            server.port, http_request("GET", path, server.port, bearer), deadline
        )
        if answer.status != 200:
            raise ValueError(f"{path}: {answer.status} {answer.body[:200]!r}")
        for game in json.loads(answer.body)["games"]:
            versions[round_number, int(game["board"])] = int(game["version"])
    games = sorted(versions)[: ARBITERS * WRITES_EACH]
    acknowledged: list[tuple[int, int]] = []
    errors: list[str] = []
    headers = {**bearer, "Content-Type": "application/json"}
    deadline = deadline_in()

    async def arbiter(share: list[tuple[int, int]]) -> None:
        for round_number, board in share:
            change = {
                "round": round_number,
                "board": board,
                "result": "1-0",
                "version": versions[round_number, board],
            }
            body = json.dumps(change).encode()
            request = http_request(
                "POST", "/arbiter/api/result", server.port, headers, body
            )
            try:
                answer = await fetch(server.port, request, deadline)
            except FAILURES as exc:
                errors.append(f"{round_number}.{board}: {exc!r}")
                continue
            if answer.status == 200:
                acknowledged.append((round_number, board))
            else:
                errors.append(f"{round_number}.{board}: {answer.status}")

    start = time.perf_counter()
    await asyncio.gather(*(arbiter(games[k::ARBITERS]) for k in range(ARBITERS)))
    seconds = time.perf_counter() - start
    try:
        text = (event / "results.csv").read_text("utf-8")
    except OSError:
        text = ""
    rows = text.splitlines()
    counts = Counter(
        (int(row["round"]), int(row["board"])) for row in csv.DictReader(rows)
    )
    once = sorted(counts) == sorted(acknowledged) and set(counts.values()) <= {1}
    total = len(games)
    ok = (
        not errors
        and total == ARBITERS * WRITES_EACH
        and len(acknowledged) == total
        and len(rows) == 1 + total
        and once
    )
    return [
        (
            f"serve: {ARBITERS} arbiters writing {WRITES_EACH} results each at once"
            f" ({len(acknowledged)}/{total} acknowledged, {len(errors)} errors,"
            f" results.csv {len(rows)} lines)",
            seconds,
            None,
            f"0 errors; every acknowledged write in results.csv once: {_met(ok)}",
        ),
    ]


async def half_requests(server: Server) -> list[Row]:
    """HALF_REQUESTS connections sending half a request; then a whole one."""
    half = f"GET {PAGE} HTTP/1.1\r\nHost: {HOST}:{server.port}\r\nX-Slow: ".encode()
    writers: list[asyncio.StreamWriter] = []
    sent = Countdown(HALF_REQUESTS)
    held = 0
    kinds: Counter[str] = Counter()
    send_by = deadline_in()

    async def slow() -> float | None:
        """Seconds from sending to the server closing; None if it did not."""
        nonlocal held
        try:
            async with asyncio.timeout_at(send_by):
                reader, writer = await asyncio.open_connection(HOST, server.port)
                writers.append(writer)
                writer.write(half)
                await writer.drain()
        except FAILURES as exc:
            kinds[_kind(exc)] += 1
            return None
        finally:
            sent.tick()
        held += 1
        start = time.perf_counter()
        # Until the server closes: bounded by the wait below.
        with contextlib.suppress(ConnectionError):
            while await reader.read(65_536):
                pass
        return time.perf_counter() - start

    start = time.perf_counter()
    tasks = [asyncio.create_task(slow()) for _ in range(HALF_REQUESTS)]
    try:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(sent.done.wait(), STEP_SECONDS + 1)
        watched = time.perf_counter()
        sending = watched - start
        await asyncio.sleep(HELD_SECONDS)
        asked = time.perf_counter()
        try:
            answer = await fetch(
                server.port, http_request("GET", PAGE, server.port), deadline_in()
            )
            answered = "" if answer.status == 200 else f"; status {answer.status}"
        except FAILURES as exc:
            answered = f"; {_kind(exc)}"
        seconds = time.perf_counter() - asked
        wait = max(0.0, CLOSE_WAIT - (time.perf_counter() - watched))
        await asyncio.wait(tasks, timeout=wait)
    finally:
        for task in tasks:
            task.cancel()
        outcomes = await asyncio.gather(*tasks, return_exceptions=True)
        close_all(writers)
    closed = [t for t in outcomes if isinstance(t, float)]
    last = max(closed) if len(closed) == HALF_REQUESTS else CLOSE_WAIT
    return [
        (
            f"serve: a request while {held} half requests are held"
            f" (sent in {sending:.1f} s{_failed(kinds)}, held {HELD_SECONDS:.0f} s"
            f"{answered})",
            seconds,
            None,
            f"answered within {ANSWERED_WITHIN} s:"
            f" {_met(not answered and seconds <= ANSWERED_WITHIN)}",
        ),
        (
            f"serve: {HALF_REQUESTS} half requests closed by the server, last"
            f" ({len(closed)}/{HALF_REQUESTS} closed in {CLOSE_WAIT:.0f} s)",
            last,
            None,
            f"all closed within {CLOSED_WITHIN:.0f} s:"
            f" {_met(len(closed) == HALF_REQUESTS and last <= CLOSED_WITHIN)}",
        ),
    ]


def _big_event(folder: Path, players: int) -> Path:
    """An event of ``players`` players and no results file yet (as the
    arbiter tests' ``big_event``)."""
    folder.mkdir()
    names = "\n".join(f"Player {n:02}" for n in range(1, players + 1))
    (folder / "players.csv").write_text("name\n" + names + "\n", "utf-8")
    (folder / "event.toml").write_text(
        'players = "players.csv"\n\n[event]\nname = "Blitz"\n', "utf-8"
    )
    return folder


Case = Callable[[Server, Path], Awaitable[list[Row]]]


async def _case(name: str, event: Callable[[Path], Path], case: Case) -> list[Row]:
    """One case on a server of its own; a case that cannot run is one row
    saying why."""
    with tempfile.TemporaryDirectory(prefix="bench-serve-") as temp:
        folder = event(Path(temp))
        try:
            async with serving(folder, Path(temp)) as server:
                return await case(server, folder)
        except Exception as exc:  # the case failed: say so and go on
            return [(f"serve: {name}: {exc!r}"[:200], float("nan"), None, "FAIL")]


def _club(temp: Path) -> Path:
    return Path(shutil.copytree(CLUB, temp / "event"))


async def _all() -> list[Row]:
    rows = await _case("first loads", _club, lambda server, _: first_loads(server))
    rows += await _case(
        "event streams",
        _club,
        lambda server, event: event_streams(server, event / "results.csv"),
    )
    rows += await _case(
        "arbiters",
        lambda temp: _big_event(temp / "event", BIG_PLAYERS),
        arbiters,
    )
    rows += await _case("half requests", _club, lambda server, _: half_requests(server))
    return rows


def run() -> list[Row]:
    more_files()
    return asyncio.run(_all())


if __name__ == "__main__":
    print(table(run()))

"""A mutation fuzzer of the arbiter's desk: bodies of ``POST
/arbiter/api/result`` sent with the key to a real server (uvicorn, on a free
port) of a copy of a sample, each a mutation of a valid change (a field
given a hostile JSON value, removed, doubled, an unknown one added), or
damaged bytes (arrays nested thousands deep, numbers of thousands of
digits, ``NaN``, invalid UTF-8, the body cut short). Every answer must be
below 500, a refusal a JSON ``{"error": ...}`` of one line that changes no
file; the server answers a page after the last.

    python -m fuzz.desk_body --seed 1 --requests 600
"""

from __future__ import annotations

import contextlib
import http.client
import json
import random
import shutil
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from berger.formats.event.event import Options
from berger.pipeline.live import LiveSite
from berger.serve import running
from fuzz import command, report, shown_statuses

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ("district-final", "club-groups", "school-teams")
"""A play-off, groups, a team event: the bodies each takes differ."""
KEY = "fuzz" * 8
DEEP = 5000
HOSTILE: tuple[object, ...] = (
    None,
    True,
    False,
    0,
    -1,
    1.5,
    2**63,
    -(2**70),
    "",
    "1-0",
    "0-1",
    "½-½",
    "=",
    "+-",
    "--",
    "*",
    "x\u0000y",
    "\u2028",
    "Play-off 1-3",
    "../event.toml",
    "A",
    "Ω" * 5000,
    [],
    {},
    [1, 2],
    {"round": 1},
)
FIELDS = ("round", "board", "result", "version", "group", "match", "reversed")


@dataclass
class Tally:
    requests: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != "results.log"
    }


def body(valid: dict[str, Any], rng: random.Random) -> bytes:
    """A mutation of the ``valid`` change."""
    kind = rng.randrange(10)
    data = dict(valid)
    if kind <= 3:
        for _ in range(rng.randint(1, 3)):
            data[rng.choice(FIELDS)] = rng.choice(HOSTILE)
        return json.dumps(data).encode()
    if kind == 4:
        data.pop(rng.choice(FIELDS), None)
        data[rng.choice(("extra", "Round", "\u0000", ""))] = rng.choice(HOSTILE)
        return json.dumps(data).encode()
    if kind == 5:
        depth = rng.choice((100, 999, 1000, DEEP))
        arrays = "[" * depth + "]" * depth
        objects = '{"a":' * depth + "1" + "}" * depth
        return _change(round=rng.choice((arrays, objects)))
    if kind == 6:
        digits = "9" * rng.choice((20, 4300, 4301, 10000))
        return _change(**{rng.choice(FIELDS): digits})
    if kind == 7:
        special = ("NaN", "Infinity", "-Infinity", "1e999", "-0", "1E400")
        return _change(round=rng.choice(special))
    raw = bytearray(json.dumps(data).encode())
    if kind == 8:
        for _ in range(rng.randint(1, 4)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)
    return bytes(raw[: rng.randrange(len(raw))]) + rng.choice(
        (b"", b"\xff", b"\xef\xbb\xbf")
    )


def _change(**fields: str) -> bytes:
    """A change's JSON with ``fields`` as raw JSON text (values the standard
    library would not write)."""
    values = {"round": "1", "board": "1", "result": '"1-0"', "version": "1", **fields}
    return ("{" + ", ".join(f'"{k}": {v}' for k, v in values.items()) + "}").encode()


def post(
    port: int, data: bytes, key: str = KEY, path: str = "/arbiter/api/result"
) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        connection.request(
            "POST",
            path,
            body=data,
            headers={
                "Authorization": f"Bearer {key}",
                "Content-Type": "application/json",
                "Host": f"127.0.0.1:{port}",
            },
        )
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


def get(port: int, target: str) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        connection.request("GET", target, headers={"Authorization": f"Bearer {KEY}"})
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


def valid_change(port: int, rng: random.Random, group: str | None) -> dict[str, Any]:
    """A change the desk takes: a game of a round as it is now."""
    target = "/arbiter/api/round/1" + ("" if group is None else f"?group={group}")
    status, data = get(port, target)
    if status != 200:
        return {"round": 1, "board": 1, "result": "1-0", "version": 1}
    state = json.loads(data)
    game = rng.choice(state["games"])
    change: dict[str, Any] = {
        "round": 1,
        "board": game["board"],
        "result": rng.choice(("1-0", "0-1", "1/2-1/2", "")),
        "version": game["version"],
    }
    if "match" in game:
        change["match"] = game["match"]
    if group is not None:
        change["group"] = group
    return change


def run(seed: int, requests: int, say: Callable[[str], None] = print) -> Tally:
    rng = random.Random(seed)
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="berger-fuzz-") as scratch:
        for index, sample in enumerate(SAMPLES):
            event = Path(scratch) / sample
            shutil.copytree(ROOT / "samples" / sample, event)
            group = "A" if sample == "club-groups" else None
            share = requests // len(SAMPLES) + (index < requests % len(SAMPLES))
            with served(event, Path(scratch) / f"site-{index}") as port:
                for _ in range(share):
                    data = body(valid_change(port, rng, group), rng)
                    before = snapshot(event)
                    status, answer = post(port, data)
                    tally.requests += 1
                    tally.statuses[status] += 1
                    shown = f"{sample}: {data[:80]!r}"
                    if status != 200:
                        changed = snapshot(event) != before
                        tally.problems += refused(shown, status, answer, changed)
                if get(port, "/")[0] != 200:
                    tally.problems.append(f"{sample}: the site stopped answering")
    report(
        say,
        f"desk bodies, seed {seed}: {tally.requests} requests"
        f" ({shown_statuses(tally.statuses)}), {len(tally.problems)} problems",
        tally.problems,
    )
    return tally


@contextlib.contextmanager
def served(event: Path, site: Path) -> Iterator[int]:
    """The site of ``event`` built into ``site`` and served on a free port
    (its number), the arbiter's page open to :data:`KEY`, not watching."""
    live = LiveSite(event, Options(), site)
    live.rebuild()
    with running(
        live, "127.0.0.1", 0, lambda line: None, arbiter_key=KEY, watching=False
    ) as server:
        yield server.server_address[1]


def refused(shown: str, status: int, answer: bytes, changed: bool) -> list[str]:
    """What is wrong with a refusal (``status``, not 200, and its
    ``answer``) of the request ``shown``: an answer of 500 or more, not a
    JSON ``{"error"}`` of one line, a file ``changed``."""
    problems = []
    try:
        error = json.loads(answer)["error"]
    except (ValueError, KeyError, TypeError):
        error = None
    if status >= 500 or not isinstance(error, str) or "\n" in error:
        problems.append(f"{shown}: {status} {answer[:200]!r}")
    if changed:
        problems.append(f"{shown}: a refusal changed a file")
    return problems


def main() -> int:
    return command(
        __doc__, "requests", 600, lambda seed, n: run(seed, n).problems, seeds=(1,)
    )


if __name__ == "__main__":
    sys.exit(main())

"""A mutation fuzzer of the arbiters' keys file (``arbiters.json``) and of
names. A copy of the club sample with a team of three keys is served (a
real server: uvicorn, on a free port); each case damages its keys file
(a field given a hostile value, or raw JSON text: numbers of thousands of
digits, ``NaN``, ``1e999``, nesting thousands deep; a name holding a line
or paragraph separator or another control character; a key doubled; bytes
flipped, cut, or not UTF-8; the file replaced by a pipe, a folder, a link
to a device, or a file of more than 32 MB), then runs ``keys list``, ``keys
add`` and ``keys revoke`` over it and asks the server with a team key and
for a public page; then the file is mended and the key asked again.

Every command must succeed or end in one ``Error:`` line (exit 1), with no
traceback, its refusal changing no file; every answer of the server must be
below 500 and come in time (the event loop never waits for the keys file),
the site must answer, and the key must be let in again once the file is
mended. One case in three is a name instead: random text holding such
characters or not, given to ``keys add`` and as a player's name in the
participants file: refused in one line when it holds one inside, else kept
and shown on one line (``keys list``, ``results-log``).

    python -m fuzz.keys_file --seed 1 --cases 200
"""

from __future__ import annotations

import contextlib
import csv
import http.client
import io
import json
import os
import random
import shutil
import sys
import tempfile
import threading
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from unittest import mock

from click.testing import CliRunner

from berger.cli import cli
from berger.formats.event.arbiters import KEYS_NAME, Role, parse_boards
from berger.formats.event.event import Options
from berger.pipeline.arbiters import add_key
from berger.pipeline.desk.files import LOG_NAME
from berger.pipeline.live import LiveSite
from berger.serve import guard, running
from fuzz import command, report, shown_statuses

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "samples" / "club-championship"
KEY = "fuzz" * 8
"""The start key of the server (``--arbiter``)."""
WAIT = 20.0
"""Seconds a command or an answer may take before it counts as hung."""
BREAKING = "\n\r\t\x00\x07\x0b\x0c\x1b\x1c\x1d\x1e\x1f\x7f\x85\x9b\u2028\u2029"
"""Characters a name may not hold: every one ``str.splitlines`` splits at,
and other control characters."""
ORDINARY = (
    "Anna Petrenko",
    "Олена",
    "Ґудзь Євген",
    "O'Neil",
    " ",
    "\u00a0",
    "\u200d",
    "\u202e",
    "e\u0301",
    "♞",
    "😀",
    "-",
    "x" * 70,
)
"""Pieces of names that are one line of text."""
HOSTILE = (
    "null",
    "true",
    "0",
    "-0",
    "1.5",
    "1e999",
    "-1E400",
    "NaN",
    "Infinity",
    "-Infinity",
    "9" * 4300,
    "9" * 4301,
    "-" + "1" * 20000,
    "0." + "1" * 5000,
    '""',
    '" "',
    '"Ann\\u2028round 1, board 1: * → 1-0 by Forged"',
    '"Ann\\u2029B"',
    '"Ann\\u0085B"',
    '"Ann\\u001b[2JB"',
    '"Ann\\u0000B"',
    '"-arbiter"',
    '"' + "Ω" * 5000 + '"',
    '"chief"',
    '"sha256:' + "0" * 64 + '"',
    '"1-5,9"',
    '"0-99999"',
    '"1-' + "9" * 5000 + '"',
    '"' + "0" * 5000 + '7"',
    "[]",
    "{}",
    '["a", 1]',
    '{"a": [1e999]}',
)
"""Raw JSON texts a hostile or careless hand may put in the file."""
FIELDS = ("name", "role", "boards", "key", "session", "added", "revoked", "extra")
DEEP = 100_000


@dataclass
class Tally:
    """What the cases gave."""

    cases: int = 0
    runs: int = 0
    refused: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)
    """Tracebacks, exits other than 0 and 1, messages not one line, files
    changed by a refusal, answers of 500 or more, waits, keys not let in
    again: each described."""


NOT_FILES = ("pipe", "folder", "device", "loop", "large")
"""What may stand where the keys file should: the first cases of a run
take each in turn, so that a short run meets every one."""


def damage(valid: bytes, path: Path, rng: random.Random, index: int) -> str:
    """Put a damaged keys file at ``path`` (a copy of ``valid``) for the
    run's ``index``-th case; says how."""
    if index < len(NOT_FILES):
        return _not_a_file(path, NOT_FILES[index])
    kind = rng.randrange(12)
    text = valid.decode("utf-8")
    data = json.loads(text)
    keys = data["keys"]
    if kind <= 3:
        entry, name = rng.randrange(len(keys)), rng.choice(FIELDS)
        raw = rng.choice(HOSTILE)
        keys[entry][name] = "\0"
        marked = json.dumps(data).replace('"\\u0000"', raw, 1)
        path.write_text(marked, "utf-8")
        return f"key {entry + 1}: {name} = {raw[:40]}"
    if kind == 4:
        raw = rng.choice(HOSTILE)
        path.write_text(
            json.dumps(data)[:-1] + f', "{rng.choice(("version", "keys"))}": {raw}}}',
            "utf-8",
        )
        return f"a field of the file = {raw[:40]}"
    if kind == 5:
        depth = rng.choice((500, 999, 1000, DEEP))
        nested = rng.choice(
            ("[" * depth + "]" * depth, '{"a":' * depth + "1" + "}" * depth)
        )
        keys[0]["name"] = "\0"
        path.write_text(json.dumps(data).replace('"\\u0000"', nested, 1), "utf-8")
        return f"a name nested {depth} deep"
    if kind == 6:
        keys.append(dict(keys[rng.randrange(len(keys))]))
        path.write_text(json.dumps(data), "utf-8")
        return "a key doubled"
    if kind == 7:
        raw_bytes = bytearray(valid)
        for _ in range(rng.randint(1, 4)):
            raw_bytes[rng.randrange(len(raw_bytes))] = rng.randrange(256)
        path.write_bytes(bytes(raw_bytes))
        return "bytes flipped"
    if kind == 8:
        path.write_bytes(
            valid[: rng.randrange(len(valid))]
            + rng.choice((b"", b"\xff", b"\xef\xbb\xbf", b"\x00"))
        )
        return "cut short"
    if kind == 9:
        path.write_bytes(rng.choice((b"", b"[]", b"null", b"1", b'{"keys": {}}')))
        return "no list of keys"
    if kind == 10:
        path.write_bytes(valid.decode("utf-8").encode(rng.choice(("utf-16", "cp1251"))))
        return "another encoding"
    return _not_a_file(path, rng.choice(NOT_FILES))


def _not_a_file(path: Path, what: str) -> str:
    """The keys file replaced by ``what`` (one of :data:`NOT_FILES`): not a
    regular file, or too large; says what."""
    path.unlink()
    if what == "pipe":
        os.mkfifo(path)
    elif what == "folder":
        path.mkdir()
    elif what == "device":
        path.symlink_to("/dev/zero")
    elif what == "loop":
        path.symlink_to(path.name)
    else:
        with path.open("wb") as out:
            out.truncate(33 * 2**20)  # sparse: no disk taken
    return f"a {what}"


def restore(path: Path, valid: bytes) -> None:
    """The valid keys file back at ``path``, whatever is there now."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)
    path.write_bytes(valid)


def state(path: Path) -> object:
    """What is at ``path``: a regular file's bytes, else its kind."""
    if path.is_symlink():
        return ("link", str(path.readlink()))
    if path.is_file():
        return path.read_bytes()
    return ("kind", path.lstat().st_mode >> 12) if path.exists() else None


@contextlib.contextmanager
def watchdog(path: Path, what: str, tally: Tally) -> Iterator[None]:
    """Count the block as hung if it takes more than :data:`WAIT` seconds,
    and let a reader waiting on a pipe at ``path`` go then."""
    hung = threading.Event()

    def wake() -> None:
        hung.set()
        with contextlib.suppress(OSError):
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))

    timer = threading.Timer(WAIT, wake)
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        if hung.is_set():
            tally.problems.append(f"{what}: waited more than {WAIT:.0f} s")


def invoke(args: list[str], event: Path, what: str, tally: Tally) -> str | None:
    """Run ``berger ARGS`` and tally what it gave: its output, or its one
    error line (None: a problem, tallied)."""
    path = event / KEYS_NAME
    before = state(path)
    with watchdog(path, what, tally):
        result = CliRunner().invoke(cli, args)
    tally.runs += 1
    shown = f"{what}: berger {' '.join(args[:2])}"
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        tally.problems.append(f"{shown}: traceback {result.exception!r:.200}")
        return None
    if result.exit_code == 0:
        return result.stdout
    if result.exit_code != 1:
        tally.problems.append(f"{shown}: exit {result.exit_code}")
        return None
    tally.refused += 1
    lines = result.stderr.splitlines()
    if len(lines) != 1 or not lines[0].startswith("Error: ") or len(lines[0]) > 500:
        tally.problems.append(f"{shown}: not one line: {result.stderr[:300]!r}")
        return None
    if state(path) != before:
        tally.problems.append(f"{shown}: a refusal changed the keys file")
    return lines[0]


def ask(port: int, target: str, key: str | None) -> tuple[int, bytes]:
    """``GET target`` with ``key`` (None: no key)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
    headers = {"Host": f"127.0.0.1:{port}"}
    if key is not None:
        headers["Authorization"] = f"Bearer {key}"
    try:
        connection.request("GET", target, headers=headers)
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


def answered(
    port: int, target: str, key: str | None, what: str, tally: Tally
) -> int | None:
    """The status of ``GET target``, tallied (None: no answer in time)."""
    try:
        status, data = ask(port, target, key)
    except OSError as exc:
        tally.problems.append(f"{what}: GET {target}: no answer ({exc})")
        return None
    tally.statuses[status] += 1
    if status >= 500 and status != 503:
        tally.problems.append(f"{what}: GET {target}: {status} {data[:200]!r}")
    if status == 503:
        error = json.loads(data).get("error", "")
        if KEYS_NAME not in error or "\n" in error:
            tally.problems.append(
                f"{what}: 503 without the file's line: {data[:200]!r}"
            )
    return status


def file_case(
    event: Path,
    valid: bytes,
    team: dict[str, str],
    port: int,
    case: tuple[int, int],
    rng: random.Random,
    tally: Tally,
) -> None:
    """A damaged keys file through the commands and the server, then mended
    (``case``: the case's number in the run, and among the file cases)."""
    path = event / KEYS_NAME
    what = f"case {case[0]} ({damage(valid, path, rng, case[1])})"
    try:
        answered(port, "/arbiter/api/round/1", team["deputy"], what, tally)
        if answered(port, "/standings.html", None, what, tally) != 200:
            tally.problems.append(f"{what}: the site did not answer")
        invoke(["keys", "list", str(event)], event, what, tally)
        invoke(["keys", "add", str(event), "Fuzz"], event, what, tally)
        invoke(["keys", "revoke", str(event), "Hanna"], event, what, tally)
    finally:
        restore(path, valid)
    if answered(port, "/arbiter/api/round/1", team["deputy"], what, tally) != 200:
        tally.problems.append(f"{what}: the key not let in once the file was mended")


def random_name(rng: random.Random) -> str:
    """Text of ordinary pieces, some with a character that breaks a line."""
    parts = [rng.choice(ORDINARY) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.7:
        at = rng.randrange(len(parts) + 1)
        parts.insert(at, rng.choice(BREAKING) * rng.randint(1, 2))
    return "".join(parts)[:80]


def breaks(name: str) -> bool:
    """``name`` (its ends stripped) holds a character that breaks a line."""
    return any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in name.strip())


def name_case(
    event: Path, valid: bytes, what: str, rng: random.Random, tally: Tally
) -> None:
    """A name through ``keys add``, ``keys list``, ``results-log`` and the
    participants file."""
    name = random_name(rng)
    what = f"{what} (name {name!r:.60})"
    path = event / KEYS_NAME
    try:
        out = invoke(["keys", "add", str(event), "--", name], event, what, tally)
        added = out is not None and not out.startswith("Error: ")
        if breaks(name) and added:
            tally.problems.append(f"{what}: keys add took it")
        if added:
            listed = invoke(["keys", "list", str(event)], event, what, tally) or ""
            if len(listed.splitlines()) != 4:
                tally.problems.append(f"{what}: keys list not one line a key")
    finally:
        restore(path, valid)
    lines = [
        f"2026-12-01T10:00:00 round 1, board 1: * → 1-0 by {name}",
        "2026-12-01T10:00:01 round 1, board 2: * → 0-1 by Hanna",
    ]
    log = event / LOG_NAME
    data = ("\n".join(lines) + "\n").encode("utf-8")
    log.write_bytes(data)
    # One printed line for each line of the file (its lines end at \n).
    written = [line for line in data.decode().split("\n") if line.strip()]
    try:
        printed = invoke(["results-log", str(event)], event, what, tally)
        if printed is not None and len(printed.splitlines()) != len(written):
            tally.problems.append(f"{what}: results-log printed {printed!r:.200}")
    finally:
        log.unlink()
    players = event / "players.csv"
    kept = players.read_bytes()
    rows = list(csv.reader(io.StringIO(kept.decode("utf-8"))))
    rows[1][0] = name
    out_file = io.StringIO()
    csv.writer(out_file).writerows(rows)
    players.write_bytes(out_file.getvalue().encode("utf-8"))
    try:
        out = invoke(["schedule", str(event)], event, what, tally)
        if breaks(name) and out is not None and not out.startswith("Error: "):
            tally.problems.append(f"{what}: a player's name taken")
    finally:
        players.write_bytes(kept)


def run(seed: int, cases: int, say: Callable[[str], None] = print) -> Tally:
    """``cases`` cases from ``seed``; returns the tally."""
    rng = random.Random(seed)
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="berger-fuzz-") as scratch:
        event = Path(scratch) / "event"
        shutil.copytree(SAMPLE, event)
        path = event / KEYS_NAME
        team = {
            "helper": add_key(path, "Hanna", Role.HELPER, parse_boards("1-2"))[0],
            "deputy": add_key(path, "Dmytro", Role.DEPUTY, parse_boards("2-3"))[0],
            "chief": add_key(path, "Chloe", Role.CHIEF)[0],
        }
        valid = path.read_bytes()
        live = LiveSite(event, Options(), Path(scratch) / "site")
        live.rebuild()
        # A key damaged in the file is a wrong key: not slowed here (the
        # wait for wrong keys has its own tests), or the run would crawl.
        with (
            mock.patch.object(guard, "FREE_FAILURES", 10**9),
            running(
                live, "127.0.0.1", 0, lambda line: None, arbiter_key=KEY, watching=False
            ) as server,
        ):
            port = server.server_address[1]
            for index in range(cases):
                if index % 3 == 2:
                    name_case(event, valid, f"case {index}", rng, tally)
                else:
                    case = (index, index - index // 3)
                    file_case(event, valid, team, port, case, rng, tally)
                tally.cases += 1
    report(
        say,
        f"keys files and names, seed {seed}: {tally.cases} cases, {tally.runs}"
        f" commands ({tally.refused} refused in one line), answers"
        f" {shown_statuses(tally.statuses)}, {len(tally.problems)} problems",
        tally.problems,
    )
    return tally


def main() -> int:
    return command(
        __doc__, "cases", 200, lambda seed, n: run(seed, n).problems, seeds=(1,)
    )


if __name__ == "__main__":
    sys.exit(main())

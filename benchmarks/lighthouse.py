"""Lighthouse's scores of the pages a hall opens, measured against a real
``berger serve``: the arbiter's page (with its key) and four pages of the
event site (the front page, the standings, a player's page, the hall
screen).

Not a timed test and not run by ``make test``: it needs Node and npm's
``lighthouse@12.2.3`` (``make lighthouse`` installs it into ``.lighthouse/``
and runs this script; ``make bench`` runs it too where it is installed) and
a Chromium (``CHROME_PATH``, ``/usr/bin/chromium`` by default). Lighthouse
runs as on a phone (its default, "mobile": a slow 4G network and a CPU four
times slower, simulated), once a page unless ``--runs`` says more (then the
median of each score). It prints one table: performance, accessibility,
best practices and SEO (0-100) and the cumulative layout shift (CLS; good is
at most 0.1).

Run from the project root::

    python benchmarks/lighthouse.py [--sample district-final] [--runs 3]

The server is started as a user starts it (``python -m berger serve EVENT
--port 0 --arbiter-key-file KEY``) over a copy of the sample; the arbiter's
page is measured as a phone that opened its address once sees it (its
session cookie sent, no redirect).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VERSION = "12.2.3"
"""The Lighthouse the figures are taken with."""
SCRATCH = ROOT / ".lighthouse"
"""Where ``make lighthouse`` (or ``--install``) installs it."""
CHROME = "/usr/bin/chromium"
CHROME_FLAGS = "--headless --no-sandbox --disable-gpu"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
PAGES = (
    ("arbiter", "/arbiter"),
    ("index", "/index.html"),
    ("standings", "/standings.html"),
    ("player", "/players/1.html"),
    ("screen", "/screen.html"),
)
"""(name, path) of each page measured."""
START_SECONDS = 60.0
"""How long the server may take to build the site and start."""


@dataclass(frozen=True)
class Served:
    """A running ``berger serve`` with the arbiter's page."""

    base: str
    """``http://127.0.0.1:PORT``."""
    cookie: str
    """The arbiter's session cookie (``name=value``)."""


@dataclass(frozen=True)
class Scores:
    """One page's figures."""

    page: str
    performance: float
    accessibility: float
    best_practices: float
    seo: float
    cls: float


def lighthouse_command(given: str | None) -> list[str]:
    """The command that runs Lighthouse: ``given``, or ``$LIGHTHOUSE``, or the
    one installed in :data:`SCRATCH`, or ``npx lighthouse`` where npx finds
    it already installed (never a download here: see ``--install``)."""
    if given:
        return [given]
    if os.environ.get("LIGHTHOUSE"):
        return [os.environ["LIGHTHOUSE"]]
    local = SCRATCH / "node_modules" / ".bin" / "lighthouse"
    if local.is_file():
        return [str(local)]
    npx = shutil.which("npx")
    if npx is None:
        raise SystemExit("no Lighthouse: run make lighthouse (needs Node and npm)")
    return [npx, "--no-install", "lighthouse"]


def install(folder: Path = SCRATCH) -> None:
    """``npm i -E lighthouse@VERSION`` into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("npm not found: install Node 20 and npm")
    subprocess.run(
        [npm, "i", "-E", f"lighthouse@{VERSION}", "--no-audit", "--no-fund"],
        cwd=folder,
        check=True,
    )


def installed() -> bool:
    """Lighthouse is in :data:`SCRATCH` (what ``make bench`` asks)."""
    return (SCRATCH / "node_modules" / ".bin" / "lighthouse").is_file()


@contextmanager
def serving(sample: Path) -> Iterator[Served]:
    """``berger serve`` over a copy of ``sample`` with the arbiter's page,
    until the block ends."""
    with tempfile.TemporaryDirectory(prefix="berger-lighthouse-") as temp:
        event = Path(temp) / sample.name
        shutil.copytree(sample, event)
        key = secrets.token_urlsafe(24)
        key_file = Path(temp) / "arbiter.key"
        key_file.write_text(key + "\n", "utf-8")
        command = [sys.executable, "-m", "berger", "serve", str(event)]
        command += ["--port", "0", "--arbiter-key-file", str(key_file)]
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "TMPDIR": temp}
        process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
            text=True,
        )
        try:
            base = _address(process, key)
            yield Served(base, _session(base, key))
        finally:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _address(process: subprocess.Popen[str], key: str) -> str:
    """The server's address, once it printed its arbiter's line; what it
    prints after is read on (and dropped) so that it never blocks."""
    assert process.stdout is not None
    stdout = process.stdout
    deadline = time.monotonic() + START_SECONDS
    base = None
    seen: list[str] = []
    while time.monotonic() < deadline:
        line = stdout.readline()
        if not line:
            raise SystemExit("the server ended: " + " | ".join(seen)[-500:])
        seen.append(line.rstrip())
        found = re.search(r"(http://127\.0\.0\.1:\d+)/", line)
        if found and base is None:
            base = found[1]
        if base is not None and f"/arbiter?key={key}" in line:
            threading.Thread(target=lambda: list(stdout), daemon=True).start()
            return base
    raise SystemExit("the server did not start: " + " | ".join(seen)[-500:])


def _session(base: str, key: str) -> str:
    """The session cookie ``GET /arbiter?key=KEY`` sets."""
    host = base.removeprefix("http://")
    connection = http.client.HTTPConnection(host, timeout=30)
    try:
        connection.request("GET", f"/arbiter?key={key}")
        answer = connection.getresponse()
        answer.read()
        cookie = answer.getheader("Set-Cookie") or ""
    finally:
        connection.close()
    if not cookie:
        raise SystemExit(
            f"no session cookie from {base}/arbiter (status {answer.status})"
        )
    return cookie.split(";", 1)[0]


def measure(command: Sequence[str], url: str, headers: dict[str, str]) -> Scores:
    """One Lighthouse run of ``url``."""
    with tempfile.TemporaryDirectory(prefix="lighthouse-") as temp:
        report = Path(temp) / "report.json"
        args = [
            *command,
            url,
            "--output=json",
            f"--output-path={report}",
            "--quiet",
            f"--chrome-flags={CHROME_FLAGS}",
            f"--only-categories={','.join(CATEGORIES)}",
        ]
        if headers:
            args.append(f"--extra-headers={json.dumps(headers)}")
        env = {**os.environ, "CHROME_PATH": os.environ.get("CHROME_PATH", CHROME)}
        subprocess.run(args, check=True, env=env, stdout=subprocess.DEVNULL)
        data = json.loads(report.read_text("utf-8"))
    scores = {
        name: 100 * (data["categories"][name]["score"] or 0) for name in CATEGORIES
    }
    return Scores(
        page="",
        performance=scores["performance"],
        accessibility=scores["accessibility"],
        best_practices=scores["best-practices"],
        seo=scores["seo"],
        cls=float(data["audits"]["cumulative-layout-shift"]["numericValue"]),
    )


def median(page: str, runs: Sequence[Scores]) -> Scores:
    """The median of each figure over ``runs``."""
    return Scores(
        page,
        statistics.median(r.performance for r in runs),
        statistics.median(r.accessibility for r in runs),
        statistics.median(r.best_practices for r in runs),
        statistics.median(r.seo for r in runs),
        statistics.median(r.cls for r in runs),
    )


def table(rows: Sequence[Scores]) -> str:
    """The figures as a text table."""
    header = ("page", "performance", "accessibility", "best practices", "SEO", "CLS")
    cells = [
        (
            row.page,
            f"{row.performance:.0f}",
            f"{row.accessibility:.0f}",
            f"{row.best_practices:.0f}",
            f"{row.seo:.0f}",
            f"{row.cls:.3f}",
        )
        for row in rows
    ]
    widths = [max(len(line[k]) for line in [header, *cells]) for k in range(6)]
    lines = [
        "  ".join(
            cell.ljust(width) if k == 0 else cell.rjust(width)
            for k, (cell, width) in enumerate(zip(line, widths, strict=True))
        ).rstrip()
        for line in [header, *cells]
    ]
    lines.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(lines)


def run(sample: Path, *, runs: int = 1, lighthouse: str | None = None) -> list[Scores]:
    """Every page of :data:`PAGES` measured ``runs`` times, the medians."""
    command = lighthouse_command(lighthouse)
    rows = []
    with serving(sample) as served:
        for name, path in PAGES:
            headers = {"Cookie": served.cookie} if path.startswith("/arbiter") else {}
            found = [measure(command, served.base + path, headers) for _ in range(runs)]
            rows.append(median(name, found))
    return rows


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--sample", default="district-final", help="a folder of samples/"
    )
    parser.add_argument("--runs", type=int, default=1, help="runs a page (the median)")
    parser.add_argument("--lighthouse", help="the lighthouse command to run")
    parser.add_argument(
        "--install",
        action="store_true",
        help=f"install lighthouse@{VERSION} into {SCRATCH.name}/ first",
    )
    args = parser.parse_args(argv)
    if args.install and not installed():
        install()
    sample = ROOT / "samples" / args.sample
    print(
        f"Lighthouse {VERSION} (mobile), samples/{args.sample}, served by berger serve"
    )
    print(table(run(sample, runs=max(1, args.runs), lighthouse=args.lighthouse)))


if __name__ == "__main__":
    main()

"""Start-up: ``berger --help`` against ``python -c "import click"``, each
run as a whole process ``RUNS`` times (in turn, one of each, so that a
machine slowing down slows both), after a run of each not counted; the
medians and their ratio. ``berger`` is the script installed beside the
Python that runs this (``python -m berger`` where there is none). The
target: ``berger --help`` at most ``MOST`` times ``import click``, which
the commands' lazy import (:mod:`berger.cli.lazy`) keeps it within.
Run alone: ``python benchmarks/bench_startup.py``.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

from run import Row, table

RUNS = 10
MOST = 2.5


def once(command: list[str]) -> float:
    """Seconds one run of ``command`` takes, its output thrown away."""
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def berger_help() -> list[str]:
    """``berger --help``, by the installed script where there is one."""
    script = Path(sys.executable).with_name("berger")
    if script.is_file():
        return [str(script), "--help"]
    return [sys.executable, "-m", "berger", "--help"]


def run() -> list[Row]:
    berger = berger_help()
    click = [sys.executable, "-c", "import click"]
    once(berger), once(click)
    times: dict[str, list[float]] = {"berger": [], "click": []}
    for _ in range(RUNS):
        times["berger"].append(once(berger))
        times["click"].append(once(click))
    mine = statistics.median(times["berger"])
    theirs = statistics.median(times["click"])
    ratio = mine / theirs
    return [
        (
            f"start-up: berger --help, median of {RUNS}"
            f' (python -c "import click": {theirs:.4f} s; {ratio:.2f} x)',
            mine,
            None,
            f"≤ {MOST} x import click: {'ok' if ratio <= MOST else 'FAIL'}",
        )
    ]


if __name__ == "__main__":
    print(table(run()))

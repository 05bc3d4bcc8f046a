"""Run every ``benchmarks/bench_*.py`` and print one table.

Each module has ``run() -> list[(case, seconds, peak_mb or None, target)]``.
Run from the project root: ``python benchmarks/run.py`` (``make bench``).
"""

from __future__ import annotations

import importlib
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent

Row = tuple[str, float, float | None, str]


def median_seconds(job: Callable[[], object], *, runs: int = 5) -> float:
    """Median wall time of ``runs`` calls of ``job`` (time.perf_counter)."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def peak_mb(job: Callable[[], object]) -> float:
    """Peak memory allocated by Python during one call of ``job``, in MB."""
    tracemalloc.start()
    try:
        job()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak / 1e6


def table(rows: list[Row]) -> str:
    header = ("case", "seconds", "peak MB", "target")
    cells = [
        (case, f"{seconds:.4f}", "-" if peak is None else f"{peak:.1f}", target)
        for case, seconds, peak, target in rows
    ]
    widths = [max(len(row[k]) for row in [header, *cells]) for k in range(4)]
    lines = [
        "  ".join(
            cell.rjust(width) if k in (1, 2) else cell.ljust(width)
            for k, (cell, width) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in [header, *cells]
    ]
    lines.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(lines)


def main() -> None:
    sys.path.insert(0, str(HERE))
    rows: list[Row] = []
    for path in sorted(HERE.glob("bench_*.py")):
        rows.extend(importlib.import_module(path.stem).run())
    print(table(rows))


if __name__ == "__main__":
    main()

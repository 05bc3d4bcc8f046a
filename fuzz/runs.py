"""What every fuzzer of ``fuzz/`` shares: its report, and its command line
(``--seed`` as often as wanted, and how many cases)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Protocol


class Tallied(Protocol):
    """What a fuzzer's run gives: the problems it found, each described."""

    problems: list[str]


def report(say: Callable[[str], None], counts: str, problems: Sequence[str]) -> None:
    """Say a run's ``counts`` and its problems, one a line."""
    say(f"{counts}, {len(problems)} problems")
    for problem in problems:
        say(f"  {problem}")


def main(
    doc: str,
    run: Callable[[int, int], Tallied],
    *,
    count: str,
    default: int,
    seeds: Sequence[int],
) -> int:
    """A fuzzer's command line: ``run(seed, N)`` for each ``--seed``
    (``seeds`` by default), N given as ``--COUNT`` (``default``); exit
    status 1 when a run found a problem."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--seed", type=int, action="append")
    parser.add_argument(f"--{count}", type=int, default=default, dest="count")
    options = parser.parse_args()
    tallies = [run(seed, options.count) for seed in options.seed or seeds]
    return 1 if any(t.problems for t in tallies) else 0

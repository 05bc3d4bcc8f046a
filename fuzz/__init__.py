"""Mutation fuzzers of berger's inputs (``make fuzz``): hostile values in the
closing tables of ``event.toml``, hostile numbers in every file of an event,
hostile bodies sent to the arbiter's desk; corrections at the desk beside
an event's PDN, revocations under load, damaged keys files and names that
would break a line. Each case must
end in a success or one located line (exit 1, a 4xx answer; 503 while the
keys file does not read): no traceback, no other 5xx, no input file
changed.

What they share: their reports and their command line."""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Callable, Sequence


def report(say: Callable[[str], None], counts: str, problems: Sequence[str]) -> None:
    """Print a run's ``counts`` (one line), then each of its ``problems``."""
    say(counts)
    for problem in problems:
        say(f"  {problem}")


def shown_statuses(statuses: Counter[int]) -> str:
    """The answers' statuses counted, as ``200: 5, 400: 35``."""
    return ", ".join(f"{s}: {n}" for s, n in sorted(statuses.items()))


def command(
    doc: str,
    count: str,
    default: int,
    run: Callable[[int, int], Sequence[str]],
    seeds: Sequence[int] = (1,),
) -> int:
    """A fuzzer's command line (``--seed S``, repeated, and ``--COUNT N``,
    ``default`` by default): ``run(seed, N)`` for each seed (``seeds`` by
    default), each returning its problems; 1 when any has one, else 0."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--seed", type=int, action="append")
    parser.add_argument(f"--{count}", type=int, default=default)
    options = parser.parse_args()
    found = [run(seed, getattr(options, count)) for seed in options.seed or seeds]
    return 1 if any(found) else 0

"""A mutation fuzzer of the closing tables of ``event.toml``: ``[[prizes]]``,
``[prize_rules]`` and ``[playoff]`` of the samples, each case one to three
mutations (a hostile value for a key, an unknown key, a key removed, a
whole table replaced, hostile play-off result keys), then the commands that
read them: ``standings``, ``prizes``, ``playoff``, ``workbook`` and, for one
case in ten, ``build``. Each must succeed, or fail with exit 1 and one
``Error:`` line; no traceback; no input file changed; a failed output
leaves nothing.

    python -m fuzz.closing_tables --seed 1 --cases 250
"""

from __future__ import annotations

import datetime as dt
import random
import shutil
import sys
import tempfile
import tomllib
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from berger.cli import cli
from fuzz import command, report
from fuzz.toml_text import dumps

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ("club-championship", "district-final")
"""The samples whose closing tables are mutated (prizes, a play-off)."""
HOSTILE: tuple[object, ...] = (
    float("inf"),
    float("-inf"),
    float("nan"),
    1e308,
    1e-300,
    1e-30,
    10**27,
    10**30,
    2**63,
    -1,
    0,
    -0.0,
    0.001,
    3.5,
    True,
    "",
    " ",
    "x\u0007y",
    "tab\there",
    "line\u2028break",
    "²",
    "١٢",
    "1\n",
    "<b>bold</b>",
    '=HYPERLINK("http://x")',
    "all",
    "lots",
    "hort",
    "Ω" * 3000,
    [],
    [1, "a"],
    [[1]],
    {},
    {"a": 1},
    dt.date(2026, 12, 6),
    dt.datetime(2026, 12, 6, 10, 0),
)
"""Values a hostile or careless hand may type."""
KEYS = {
    "prizes": (
        "name",
        "amounts",
        "sharing",
        "sex",
        "born_from",
        "born_until",
        "rating_min",
        "rating_max",
        "unrated",
        "federation",
        "club",
        "title",
    ),
    "prize_rules": ("one_per_player", "rounding", "currency"),
    "playoff": (
        "places",
        "after",
        "format",
        "games",
        "armageddon",
        "numbering",
        "time_control",
        "round_dates",
        "results",
    ),
}
"""The keys of each closing table."""
COMMANDS = (
    ("standings",),
    ("standings", "--format", "json"),
    ("prizes",),
    ("playoff",),
    ("workbook", "-o", "OUT/event.xlsx"),
)
"""The commands run on every case (``OUT`` is the case's output folder)."""


@dataclass
class Tally:
    """What the cases gave."""

    cases: int = 0
    runs: int = 0
    succeeded: int = 0
    refused: int = 0
    problems: list[str] = field(default_factory=list)
    """Tracebacks, exits other than 0 and 1, messages not one line, inputs
    changed, outputs left by a failure: each described."""


def mutate(data: dict[str, Any], rng: random.Random) -> str:
    """Mutate ``data`` (a parsed ``event.toml``) in place; says how."""
    tables = [name for name in KEYS if name in data] or ["prizes"]
    name = rng.choice([*tables, "prize_rules", "playoff"])
    kind = rng.randrange(7)
    if name == "prizes":
        lists = data.setdefault("prizes", [{"name": "Main", "amounts": [100]}])
        if not isinstance(lists, list) or not lists:
            data["prizes"] = lists = [{"name": "Main", "amounts": [100]}]
        target = rng.choice(lists) if all(isinstance(t, dict) for t in lists) else {}
    else:
        found = data.setdefault(name, {})
        target = found if isinstance(found, dict) else {}
        data[name] = target
    hostile = rng.choice(HOSTILE)
    key = rng.choice(KEYS[name])
    if kind <= 2:
        target[key] = hostile
        return f"{name}.{key} = {hostile!r:.40}"
    if kind == 3:
        amounts = target.get("amounts")
        if isinstance(amounts, list) and amounts:
            amounts[rng.randrange(len(amounts))] = hostile
            return f"{name}.amounts[] = {hostile!r:.40}"
        target["amounts"] = [hostile]
        return f"{name}.amounts = [{hostile!r:.40}]"
    if kind == 4:
        target.pop(key, None)
        return f"{name}.{key} removed"
    if kind == 5:
        place = rng.choice(("1", "²", "١", "0", "-1", "1\n", "x", "", "99", "1.5"))
        data.setdefault("playoff", {})
        if isinstance(data["playoff"], dict):
            data["playoff"]["results"] = {place: rng.choice(("po.csv", "", "x\u0007"))}
        return f"playoff.results = {{{place!r}: ...}}"
    data[name] = hostile
    return f"[{name}] = {hostile!r:.40}"


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file below ``folder``: its bytes."""
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def check(
    args: list[str],
    event: Path,
    out: Path,
    what: str,
    tally: Tally,
    guard: Callable[[], AbstractContextManager[object]] = nullcontext,
) -> Result:
    """Run one command on the case (inside ``guard``) and tally what it
    gave; returns the run."""
    before = snapshot(event)
    outputs = snapshot(out) if out.exists() else {}
    with guard():
        result = CliRunner().invoke(cli, args)
    tally.runs += 1
    shown = f"{what}: berger {' '.join(args[:1])}"
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        tally.problems.append(f"{shown}: traceback {result.exception!r:.200}")
        return result
    if result.exit_code == 0:
        tally.succeeded += 1
    elif result.exit_code == 1:
        tally.refused += 1
        lines = result.stderr.splitlines()
        if len(lines) != 1 or not lines[0].startswith("Error: "):
            tally.problems.append(f"{shown}: not one line: {result.stderr!r:.300}")
        if (snapshot(out) if out.exists() else {}) != outputs:
            tally.problems.append(f"{shown}: a failed run changed its outputs")
    else:
        tally.problems.append(f"{shown}: exit {result.exit_code}")
    if snapshot(event) != before:
        tally.problems.append(f"{shown}: an input file changed")
    return result


def run(seed: int, cases: int, say: Callable[[str], None] = print) -> Tally:
    """``cases`` cases from ``seed``; returns the tally."""
    rng = random.Random(seed)
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="berger-fuzz-") as scratch:
        base = Path(scratch)
        for index in range(cases):
            sample = SAMPLES[index % len(SAMPLES)]
            event = base / f"case-{index}"
            shutil.copytree(ROOT / "samples" / sample, event)
            data = tomllib.loads((event / "event.toml").read_text("utf-8"))
            count = 1 if rng.random() < 0.7 else rng.randint(2, 3)
            what = "; ".join(mutate(data, rng) for _ in range(count))
            (event / "event.toml").write_text(dumps(data), "utf-8")
            out = base / f"out-{index}"
            commands = [*COMMANDS]
            if index % 10 == 0:
                commands.append(("build", "-o", "OUT"))
            for command in commands:
                args = arguments(command, event, out)
                check(args, event, out, f"case {index} ({sample}: {what})", tally)
            tally.cases += 1
            shutil.rmtree(event)
            shutil.rmtree(out, ignore_errors=True)
    return told("closing tables", seed, tally, say)


def arguments(command: tuple[str, ...], event: Path, out: Path) -> list[str]:
    """The arguments of ``command`` run on ``event`` (``OUT`` in its options
    is the case's output folder ``out``)."""
    rest = (part.replace("OUT", str(out)) for part in command[1:])
    return [command[0], str(event), *rest]


def told(name: str, seed: int, tally: Tally, say: Callable[[str], None]) -> Tally:
    """Say the counts of the fuzzer ``name``'s run from ``seed``, and each
    problem; returns ``tally``."""
    report(
        say,
        f"{name}, seed {seed}: {tally.cases} cases, {tally.runs} runs,"
        f" {tally.succeeded} succeeded, {tally.refused} refused in one line,"
        f" {len(tally.problems)} problems",
        tally.problems,
    )
    return tally


def main(
    doc: str = __doc__,
    fuzz: Callable[[int, int], Tally] = run,
    cases: int = 250,
    seeds: tuple[int, ...] = (1, 2),
) -> int:
    """The command line of a fuzzer of cases (``--seed``, repeated, and
    ``--cases``); exit status 1 when a case had a problem."""
    return command(doc, "cases", cases, lambda seed, n: fuzz(seed, n).problems, seeds)


if __name__ == "__main__":
    sys.exit(main())

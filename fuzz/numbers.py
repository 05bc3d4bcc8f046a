"""A mutation fuzzer of the numbers of an event's files: infinities, NaN,
numbers of thousands of digits (beyond Python's 4,300-digit conversion
limit, in decimal and in hexadecimal), huge and tiny floats, negative and
out-of-order points, written into every numeric key of ``event.toml``
(``[rules]``, ``[event]``, ``[[prizes]]``, ``[playoff]``), every cell of
the participants, teams, results, play-off and ballot tables, the
``Round`` tags of a PGN results file and of a PDN beside the results, and
the numbers of a TRF event, the squares of a ballot table's positions.
Each case (one or two mutations of a copy of a sample) goes through
``standings``, ``workbook``, ``export`` (TRF and the games), ``ballots``
for draughts, and one case in ten through ``build``: each must succeed, or
fail with exit 1 and one ``Error:`` line naming a file of the event; no
traceback, no run past :data:`DEADLINE` seconds, no input file changed, a
failed output leaving nothing.

    python -m fuzz.numbers --seed 1 --cases 280
"""

from __future__ import annotations

import csv
import io
import random
import re
import shutil
import signal
import sys
import tempfile
import tomllib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from berger.cli import cli
from fuzz.closing_tables import Tally, arguments, check, main, told
from fuzz.toml_text import Raw, dumps

ROOT = Path(__file__).resolve().parent.parent
DEADLINE = 180
"""Seconds one command may take before the case counts as a hang."""
HUGE = "9" * 5000
"""A whole number beyond Python's 4,300-digit conversion limit."""
HOSTILE: tuple[object, ...] = (
    float("inf"),
    float("-inf"),
    float("nan"),
    1e308,
    -1e308,
    1e-300,
    5e-324,
    -1,
    0,
    -0.0,
    0.5,
    0.0001,
    2**63,
    10**25,
    -(10**25),
    10**30,
    Raw(HUGE),
    Raw("-" + HUGE),
    Raw("9" * 4300),
    Raw("1" + "0" * 4300),
    Raw("0x" + "f" * 5000),
    Raw("0b" + "1" * 20000),
    Raw("1e400"),
    "inf",
    "nan",
    HUGE,
    "1,0.5," + HUGE,
    "1e400",
)
"""Numbers a hostile or careless hand may give in ``event.toml`` (a
:class:`~fuzz.toml_text.Raw` is written as it is: TOML's own integers and
floats that Python cannot hold or print)."""
CELLS = (
    "inf",
    "-inf",
    "nan",
    "NaN",
    "1e308",
    "1e400",
    "-1",
    "0",
    "-0",
    "1.5",
    "4001",
    "99999",
    "9" * 26,
    "9" * 4300,
    "0" * 5000 + "7",
    HUGE,
    "1" + "0" * 5000,
    "-" + HUGE,
    "١٢",
    "²",
    "1_000",
    "0x1F",
    "+5",
    " 7 ",
)
"""Cells a hostile or careless hand may type into a table's number column."""
ROUNDS = (
    HUGE,
    "1." + HUGE,
    "1.1." + HUGE,
    HUGE + ".1.1",
    "0" * 5000 + "1.1",
    "9" * 26,
    "inf",
    "-1",
    "0",
    "١.١",
    "1e400",
    "1.1.1.1",
)
"""``Round`` tags of a PGN or PDN game."""
KEYS = (
    ("rules", "cycles"),
    ("rules", "seed"),
    ("rules", "scoring"),
    ("rules", "match_points"),
    ("rules", "micro_match"),
    ("rules", "boards"),
    ("rules", "unrated"),
    ("event", "name"),
    ("event", "time_control"),
    ("prizes", "amounts"),
    ("prizes", "rating_min"),
    ("prizes", "rating_max"),
    ("prizes", "born_from"),
    ("prize_rules", "rounding"),
    ("playoff", "games"),
    ("playoff", "places"),
    ("playoff", "time_control"),
)
"""The keys of ``event.toml`` that hold numbers (or text read as one)."""
POINTS = ([-2, 1, 0], [0, 1, 2], [1e308, 1, 0], [3, 1, 0, 3, -1, 0], [1, 2, 0])
"""Points lists a hostile hand may give (``scoring``, ``match_points``)."""
RECIPES = (
    ("club-championship", ""),
    ("club-championship", "pgn"),
    ("club-championship", "trf"),
    ("draughts-micro", "pdn"),
    ("school-teams", ""),
    ("international-draughts", ""),
    ("district-final", ""),
    ("closed-norms", ""),
)
"""The samples mutated, each with the file its games are read from: its
results CSV, a PGN results file, a TRF event, a PDN beside the CSV."""


class TookTooLong(Exception):
    """A command ran past :data:`DEADLINE`."""


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    """Raise :class:`TookTooLong` in the main thread after ``seconds``."""

    def alarm(_signal: int, _frame: object) -> None:
        raise TookTooLong(f"ran past {seconds} s")

    if not hasattr(signal, "SIGALRM"):
        yield
        return
    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def mutate_toml(event: Path, rng: random.Random) -> str:
    """A number of ``event.toml`` made hostile; says which."""
    path = event / "event.toml"
    try:
        data: dict[str, Any] = tomllib.loads(path.read_text("utf-8"))
    except ValueError:  # a number beyond Python's limit, written before
        return "event.toml left as it is"
    table, key = rng.choice(KEYS)
    kind = rng.randrange(4)
    value: object = rng.choice(HOSTILE)
    if kind == 0 and key in ("scoring", "match_points", "amounts", "places"):
        value = points = list[object](rng.choice(POINTS))
        if rng.random() < 0.5:
            points[rng.randrange(len(points))] = rng.choice(HOSTILE)
    if table == "prizes":
        lists = data.get("prizes")
        if not isinstance(lists, list) or not lists:
            data["prizes"] = lists = [{"name": "Main", "amounts": [100]}]
        target = rng.choice(lists)
    else:
        target = data.setdefault(table, {})
        if table == "playoff" and "format" not in target:
            target["results"] = "playoff.csv"
    target[key] = value
    path.write_text(dumps(data), "utf-8")
    return f"{table}.{key} = {str(value)[:40]}"


def mutate_table(event: Path, rng: random.Random) -> str:
    """A cell of one of the event's tables (participants, teams, results,
    play-off, ballot) made hostile; says which."""
    files = sorted(
        p for p in event.iterdir() if p.suffix == ".csv" and p.name != "message.csv"
    )
    path = rng.choice(files)
    text = path.read_text("utf-8-sig")
    delimiter = ";" if ";" in text.splitlines()[0] else ","
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    row = rng.randrange(1, len(rows)) if len(rows) > 1 else 0
    column = rng.randrange(len(rows[row]) or 1)
    cell = rng.choice(CELLS)
    while len(rows[row]) <= column:
        rows[row].append("")
    rows[row][column] = cell
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\n").writerows(rows)
    path.write_text(out.getvalue(), "utf-8")
    return (
        f"{path.name}:{row + 1}:{rows[0][column] if rows[0] else column} = {cell[:20]}"
    )


def mutate_round(event: Path, rng: random.Random) -> str:
    """The ``Round`` tag of a game of the PGN or PDN made hostile."""
    path = next(p for p in event.iterdir() if p.suffix in (".pgn", ".pdn"))
    text = path.read_text("utf-8")
    tags = list(re.finditer(r'\[Round "([^"]*)"\]', text))
    found = rng.choice(tags)
    value = rng.choice(ROUNDS)
    path.write_text(text[: found.start(1)] + value + text[found.end(1) :], "utf-8")
    return f"{path.name}: Round {found[1]} = {value[:20]}"


TRF_FIELDS = (
    (r"^062 .*$", "062 "),
    (r"^072 .*$", "072 "),
    (r"^142 .*$", "142 "),
    (r"^XXR .*$", "XXR "),
    (r"^192 .*$", "192 BERGER_ROUNDROBIN_G"),
)
"""Header records of a TRF whose value is a number."""


def mutate_trf(event: Path, rng: random.Random) -> str:
    """A number of the TRF event made hostile: a header's, a player's
    rating, points or opponent, the scoring records."""
    path = event / "event.trf"
    lines = path.read_text("utf-8").split("\n")
    what = _trf_number(lines, rng)
    path.write_text("\n".join(lines), "utf-8")
    return f"TRF {what}"


def _trf_number(lines: list[str], rng: random.Random) -> str:
    """Make a number of the TRF's ``lines`` hostile; says which."""
    cell = rng.choice(CELLS).strip()
    kind = rng.randrange(4)
    if kind == 0:
        pattern, head = rng.choice(TRF_FIELDS)
        at = next((i for i, x in enumerate(lines) if re.match(pattern, x)), None)
        record = head + cell
        if at is None:
            lines.insert(1, record)
        else:
            lines[at] = record
        return record[:24]
    if kind == 1:
        points = rng.choice(("1e99", "9e99", "inf", "nan", "-1", "9999", "1/3"))
        lines.insert(1, f"162  W{points[:4]:>4}    D 0.5")
        return f"162 W {points}"
    players = [i for i, x in enumerate(lines) if x.startswith("001")]
    at = rng.choice(players)
    line = lines[at]
    start, width = rng.choice(((48, 4), (80, 4), (91, 4), (4, 4), (85, 4)))
    if rng.random() < 0.5:
        cell = cell[:width]  # in the field's columns
    lines[at] = line[:start] + cell.rjust(width) + line[start + width :]
    return f"001 col {start + 1} = {cell[:20]}"


def prepare(sample: str, form: str, event: Path, base: Path) -> Path:
    """A copy of ``sample`` in ``event`` with its games in the ``form``
    file; the EVENT to run the commands on."""
    shutil.copytree(ROOT / "samples" / sample, event)
    if not form:
        return event
    made = base / f"{sample}.{form}"
    if not made.exists():
        source = ROOT / "samples" / sample
        args = ["export", str(source), "--to", form, "-o", str(made)]
        result = CliRunner().invoke(cli, args)
        assert result.exit_code == 0, result.output
    if form == "trf":
        shutil.copy(made, event / "event.trf")
        return event / "event.trf"
    shutil.copy(made, event / f"games.{form}")
    toml = event / "event.toml"
    text = toml.read_text("utf-8")
    key = "results" if form == "pgn" else "pdn"
    line = f'{key} = "games.{form}"'
    text = (
        text.replace('results = "results.csv"', line)
        if form == "pgn"
        else text.replace('results = "results.csv"', f'results = "results.csv"\n{line}')
    )
    toml.write_text(text, "utf-8")
    return event


def mutate_square(event: Path, rng: random.Random) -> str:
    """A square of a position of the ballot table made a hostile number."""
    path = event / "openings.csv"
    text = path.read_text("utf-8")
    squares = list(re.finditer(r"(?<=[,:WB])\d+(?=[,\"])", text))
    found = rng.choice(squares)
    value = rng.choice(CELLS).strip()
    path.write_text(text[: found.start()] + value + text[found.end() :], "utf-8")
    return f"openings.csv: square {found[0]} = {value[:20]}"


def mutations(form: str, event: Path) -> list[Callable[[Path, random.Random], str]]:
    """The mutations of a case of a sample whose games are in ``form``."""
    if form == "trf":
        return [mutate_trf]
    found: list[Callable[[Path, random.Random], str]] = [mutate_toml, mutate_table]
    if form in ("pgn", "pdn"):
        found += [mutate_round, mutate_round]
    if (event / "openings.csv").exists():
        found += [mutate_square, mutate_square]
    return found


def commands(sample: str) -> list[tuple[str, ...]]:
    """The commands run on every case (``OUT`` is its output folder)."""
    games = "pdn" if "draughts" in sample else "pgn"
    found = [
        ("standings",),
        ("standings", "--format", "json"),
        ("workbook", "-o", "OUT/event.xlsx"),
        ("export", "--to", "trf", "-o", "OUT/event.trf"),
        ("export", "--to", games, "-o", f"OUT/games.{games}"),
    ]
    return [*found, ("ballots",)] if games == "pdn" else found


def located(tally: Tally, names: set[str], what: str, line: str) -> None:
    """Count a refusal that names none of the event's files as a problem."""
    if not any(name in line for name in names):
        tally.problems.append(f"{what}: not located: {line[:300]!r}")


def run(seed: int, cases: int, say: Callable[[str], None] = print) -> Tally:
    """``cases`` cases from ``seed``; returns the tally."""
    rng = random.Random(seed)
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="berger-fuzz-numbers-") as scratch:
        base = Path(scratch)
        for index in range(cases):
            sample, form = RECIPES[index % len(RECIPES)]
            folder = base / f"case-{index}"
            event = prepare(sample, form, folder, base)
            count = 1 if rng.random() < 0.7 else 2
            what = "; ".join(
                rng.choice(mutations(form, folder))(folder, rng) for _ in range(count)
            )
            out = base / f"out-{index}"
            runs = commands(sample)
            if index % 10 == 0:
                runs.append(("build", "-o", "OUT"))
            for command in runs:
                shown = f"case {index} ({sample} {form}: {what})"
                result = check(
                    arguments(command, event, out),
                    folder,
                    out,
                    shown,
                    tally,
                    lambda: deadline(DEADLINE),
                )
                if result.exit_code == 1 and isinstance(result.exception, SystemExit):
                    names = {p.name for p in folder.iterdir()}
                    located(tally, names, shown, result.stderr)
            tally.cases += 1
            shutil.rmtree(folder)
            shutil.rmtree(out, ignore_errors=True)
    return told("numbers", seed, tally, say)


if __name__ == "__main__":
    sys.exit(main(__doc__, run, 280, (1,)))

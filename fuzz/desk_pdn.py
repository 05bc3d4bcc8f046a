"""A fuzzer of the arbiter's desk beside an event's PDN: random single-game
corrections of samples/draughts-micro, whose PDN of its own games is named
beside its results.csv (``pdn = "games.pdn"``), sent with the key to a real
server (uvicorn, on a free port), one after another on the event as the
last left it. A defect is a correction the desk acknowledges (200) after
which ``berger standings`` does not read the event, an answer of 500 or
more, a refusal that is not one line or that changed a file.

    python -m fuzz.desk_pdn --seed 1 --seed 2 --corrections 200
"""

from __future__ import annotations

import json
import random
import shutil
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from berger.errors import BergerError
from berger.formats.event.event import Options
from berger.formats.event.output import Format
from berger.pipeline.event import open_groups
from berger.pipeline.exports import export_event
from berger.pipeline.reports import standings_report
from fuzz import command, report, shown_statuses
from fuzz.desk_body import get, post, refused, served, snapshot

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "samples" / "draughts-micro"
RESULTS = ("1-0", "0-1", "1/2-1/2", "", "+-", "-+", "--")
"""What a correction sets: every result the desk takes, and none."""
PDN_LINE = 'pdn = "games.pdn"\n'
"""What names the PDN in event.toml, after its ``results`` line."""


@dataclass
class Tally:
    corrections: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)


def pdn_beside(event: Path) -> None:
    """Write the PDN of the ``event``'s own games beside its results.csv
    (every game's result in both) and name it in its event.toml."""
    (found,) = open_groups(event, Options(), single=True)
    export_event(found.variant, "pdn", event / "games.pdn")
    toml = event / "event.toml"
    text = toml.read_text("utf-8")
    named = 'results = "results.csv"\n'
    toml.write_text(text.replace(named, named + PDN_LINE, 1), "utf-8")


def standings_error(event: Path) -> str | None:
    """What ``berger standings EVENT`` refuses the event with; None when it
    reads."""
    try:
        for found in open_groups(event, Options()):
            standings_report(found.variant, Format.TEXT)
    except BergerError as exc:
        return str(exc)
    return None


def correct(port: int, rng: random.Random) -> tuple[dict[str, object], int, bytes]:
    """A random game of a random round set to a random result: the change,
    the answer's status and body."""
    number = rng.randint(1, 9)
    status, data = get(port, f"/arbiter/api/round/{number}")
    if status != 200:
        return {"round": number}, status, data
    game = rng.choice(json.loads(data)["games"])
    change = {
        "round": number,
        "match": game["match"],
        "board": game["board"],
        "result": rng.choice([r for r in RESULTS if r != game["result"]]),
        "version": game["version"],
    }
    status, answer = post(port, json.dumps(change).encode())
    return change, status, answer


def run(seed: int, corrections: int, say: Callable[[str], None] = print) -> Tally:
    rng = random.Random(seed)
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="berger-fuzz-") as scratch:
        event = Path(scratch) / "event"
        shutil.copytree(SAMPLE, event)
        pdn_beside(event)
        with served(event, Path(scratch) / "site") as port:
            for _ in range(corrections):
                before = snapshot(event)
                change, status, answer = correct(port, rng)
                tally.corrections += 1
                tally.statuses[status] += 1
                shown = f"{change}"
                if status != 200:
                    changed = snapshot(event) != before
                    tally.problems += refused(shown, status, answer, changed)
                elif (error := standings_error(event)) is not None:
                    tally.problems.append(f"{shown}: standings: {error}")
                    break  # the event no longer reads: nothing more to try
    report(
        say,
        f"desk corrections beside the PDN, seed {seed}: {tally.corrections}"
        f" corrections ({shown_statuses(tally.statuses)}),"
        f" {len(tally.problems)} defects",
        tally.problems,
    )
    return tally


def main() -> int:
    return command(__doc__, "corrections", 200, lambda s, n: run(s, n).problems)


if __name__ == "__main__":
    sys.exit(main())

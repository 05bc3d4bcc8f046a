"""A fuzzer of revocation under load: the arbiters' keys of an event
(helpers and deputies, some limited to boards) filling its games all at
once through a real server (uvicorn, on a free port), while one of them is
revoked after a few writes, on the chief's page or as ``berger keys
revoke`` does it, from outside the server. A defect is a write of the
revoked key applied after the revocation returned (its line in
results.log), an answer of 500 or more, or a fill answered other than 200
(written), 401 (revoked), 403 (not theirs) or 409 (changed meanwhile).

    python -m fuzz.desk_revoke --seed 1 --trials 20
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
import threading
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from berger.formats.event.arbiters import KEYS_NAME, Role, parse_boards
from berger.pipeline.arbiters import add_key, revoke_key
from berger.pipeline.desk.files import LOG_NAME
from berger.pipeline.results_log import parse_line
from fuzz import command, report, shown_statuses
from fuzz.desk_body import KEY, get, post, served

PLAYERS = 12
"""The event's players: 11 rounds of 6 games."""
PEOPLE = 4
"""The keys of the team."""
ANSWERS = {200, 401, 403, 409}
"""What a fill may be answered."""


@dataclass
class Tally:
    trials: int = 0
    fills: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)


def event_of(folder: Path) -> Path:
    """An event of :data:`PLAYERS` players and no results yet."""
    folder.mkdir()
    names = "\n".join(f"Player {n:02}" for n in range(1, PLAYERS + 1))
    (folder / "players.csv").write_text(f"name\n{names}\n", "utf-8")
    (folder / "event.toml").write_text(
        'players = "players.csv"\n\n[event]\nname = "Rapid"\n', "utf-8"
    )
    return folder


def signed(event: Path, name: str) -> int:
    """The lines of results.log signed by ``name``."""
    log = event / LOG_NAME
    lines = log.read_text("utf-8").splitlines() if log.exists() else []
    return sum(1 for line in lines if (e := parse_line(line)) and e.by == name)


def trial(rng: random.Random, scratch: Path, fills: int, tally: Tally) -> None:
    event = event_of(scratch / "event")
    keys = {}
    for number in range(1, PEOPLE + 1):
        role = rng.choice((Role.HELPER, Role.DEPUTY))
        boards = None if rng.random() < 0.5 else parse_boards(f"1-{rng.randint(2, 6)}")
        keys[f"Key {number}"] = add_key(
            event / KEYS_NAME, f"Key {number}", role, boards
        )[0]
    victim = rng.choice(sorted(keys))
    with served(event, scratch / "site") as port:
        games = []
        for number in range(1, PLAYERS):
            state = json.loads(get(port, f"/arbiter/api/round/{number}")[1])
            games += [(number, g["board"], g["version"]) for g in state["games"]]
        sent = [
            (
                rng.choice(sorted(keys)),
                rng.choice(games),
                rng.choice(("1-0", "0-1", "1/2-1/2")),
            )
            for _ in range(fills)
        ]
        written = threading.Semaphore(0)
        answers: list[tuple[str, int, bytes]] = []

        def fill(name: str, game: tuple[int, int, int], result: str) -> None:
            number, board, version = game
            change: dict[str, object] = {"round": number, "board": board}
            change.update(result=result, version=version)
            status, answer = post(port, json.dumps(change).encode(), keys[name])
            answers.append((name, status, answer))
            if status == 200:
                written.release()

        with ThreadPoolExecutor(fills) as pool:
            futures = [pool.submit(fill, *one) for one in sent]
            for _ in range(rng.randint(1, 5)):
                written.acquire()
            if rng.random() < 0.5:
                body = json.dumps({"name": victim}).encode()
                status, answer = post(port, body, KEY, "/arbiter/api/keys/revoke")
                if status != 200:
                    tally.problems.append(
                        f"the chief's revocation: {status} {answer!r}"
                    )
            else:
                revoke_key(event / KEYS_NAME, victim)
            at_revocation = signed(event, victim)
            for future in futures:
                future.result()
    late = signed(event, victim) - at_revocation
    if late:
        tally.problems.append(f"{victim}: {late} writes applied after the revocation")
    for name, status, answer in answers:
        tally.statuses[status] += 1
        if status not in ANSWERS:
            tally.problems.append(f"{name}: {status} {answer[:200]!r}")
    tally.trials += 1
    tally.fills += len(answers)


def run(
    seed: int, trials: int, fills: int = 60, say: Callable[[str], None] = print
) -> Tally:
    rng = random.Random(seed)
    tally = Tally()
    for _ in range(trials):
        with tempfile.TemporaryDirectory(prefix="berger-fuzz-") as scratch:
            trial(rng, Path(scratch), fills, tally)
    report(
        say,
        f"revocations under load, seed {seed}: {tally.trials} trials,"
        f" {tally.fills} fills ({shown_statuses(tally.statuses)}),"
        f" {len(tally.problems)} defects",
        tally.problems,
    )
    return tally


def main() -> int:
    return command(__doc__, "trials", 20, lambda s, n: run(s, n).problems)


if __name__ == "__main__":
    sys.exit(main())

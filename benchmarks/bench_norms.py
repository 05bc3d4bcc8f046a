"""Rating changes for 1,000 rated players and every norm of every player of
a 300-player titled field, every game played with random results (fixed
seed).

Timed: the core functions on a crosstable already built.
"""

from __future__ import annotations

import random
import time

from bench_standings import full_event, play_all

from berger.core.crosstable import Crosstable, build_crosstable
from berger.core.model import EventInfo, Player
from berger.core.norms.assess import assess_norms
from berger.core.ratings.change import rating_changes
from berger.core.tournament import make_tournament


def titled_field(n: int, seed: int = 2026) -> Crosstable:
    """The crosstable of n titled players from five federations, all played."""
    rng = random.Random(seed)
    players = [
        Player(
            f"Player {i}",
            rng.randint(2200, 2700),
            rng.choice(("UKR", "POL", "GER", "CZE", "GEO")),
            title=rng.choice(("GM", "IM", "FM", "WGM", None)),
        )
        for i in range(n)
    ]
    tournament = make_tournament(EventInfo(), players)
    return build_crosstable(tournament, play_all(tournament, rng))


def run() -> list[tuple[str, float, float | None, str]]:
    """Two rows: rating changes n=1000, norms n=300."""
    rated = build_crosstable(*full_event(1000))
    start = time.perf_counter()
    rating_changes(rated)
    changes = time.perf_counter() - start
    titled = titled_field(300)
    start = time.perf_counter()
    assess_norms(titled)
    norms = time.perf_counter() - start
    return [
        ("rating changes n=1000", changes, None, "< 0.2 s"),
        ("norms n=300, four titles", norms, None, "< 1 s"),
    ]


if __name__ == "__main__":
    for row in run():
        print(row)

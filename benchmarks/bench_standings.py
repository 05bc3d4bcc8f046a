"""Standings with the full FIDE chain (DE, WIN, SB, KS, plus ARO and TPR) for
1,000 players, every game played with random results (fixed seed).

Timed: building the crosstable from the results and ranking it.
"""

from __future__ import annotations

import random
import time
import tracemalloc

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import compute_standings
from berger.core.tournament import Tournament, make_tournament

CHAIN = ("DE", "WIN", "SB", "KS", "ARO", "TPR")
TARGET = "< 0.5 s"


def full_event(n: int, seed: int = 2026) -> tuple[Tournament, Results]:
    """n rated players and a result for every game."""
    rng = random.Random(seed)
    players = [Player(f"Player {i}", rng.randint(1400, 2700)) for i in range(n)]
    tournament = make_tournament(EventInfo(), players)
    return tournament, play_all(tournament, rng)


def play_all(tournament: Tournament, rng: random.Random) -> Results:
    """A random result (1-0, ½-½, 0-1) for every game."""
    builder = ResultsBuilder(tournament.schedule)
    choices = (Outcome.WHITE_WIN, Outcome.DRAW, Outcome.BLACK_WIN)
    for rnd in tournament.schedule.rounds:
        for board in range(1, len(rnd.whites) + 1):
            builder.add_board(rnd.number, board, rng.choice(choices))
    return builder.build()


def _standings(tournament: Tournament, results: Results) -> None:
    compute_standings(build_crosstable(tournament, results), CHAIN)


def run() -> list[tuple[str, float, float | None, str]]:
    """One row: the 1,000-player full chain."""
    tournament, results = full_event(1000)
    start = time.perf_counter()
    _standings(tournament, results)
    seconds = time.perf_counter() - start
    tracemalloc.start()
    _standings(tournament, results)
    _current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    case = "standings n=1000, DE,WIN,SB,KS,ARO,TPR"
    return [(case, seconds, peak / 2**20, TARGET)]


if __name__ == "__main__":
    for row in run():
        print(row)

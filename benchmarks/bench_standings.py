"""Standings for 1,000 players, every game played with random results (fixed
seed): FIDE's round-robin chain plus ARO and TPR, and the chain of every
round-robin code of FIDE's checklist.

Timed: building the crosstable from the results and ranking it. The baseline,
measured in the same run, is building the crosstable alone; the ratio to it
says what the chain costs whatever the machine.
"""

from __future__ import annotations

import random
from functools import partial

from run import Row, median_seconds, peak_mb

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import compute_standings
from berger.core.tournament import Tournament, make_tournament

FIDE_CHAIN = ("DE", "WIN", "SB", "KS", "ARO", "TPR")
EVERY_CODE = (
    *("DE", "WIN", "WON", "BPG", "BWG", "REP", "STD", "SB", "SB/C1", "SB/C2"),
    *("KS", "KS/L1", "KS/L2", "KS/L-1", "KS/L-2", "ARO", "ARO/C1", "TPR", "PTP"),
    *("RTNG", "RTNG/R", "TPN", "TPN/R"),
)
"""Every round-robin tiebreak of FIDE's checklist (C.02, 2026), and ARO,
ARO/C1, TPR, PTP, WON."""


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


def _standings(
    tournament: Tournament, results: Results, chain: tuple[str, ...]
) -> None:
    compute_standings(build_crosstable(tournament, results), chain)


def run() -> list[Row]:
    """The baseline, then the two chains with their ratio to it."""
    tournament, results = full_event(1000)
    baseline = median_seconds(partial(build_crosstable, tournament, results), runs=3)
    rows: list[Row] = [("crosstable n=1000 (baseline)", baseline, None, "")]
    for name, chain, target in (
        ("DE,WIN,SB,KS,ARO,TPR", FIDE_CHAIN, "< 0.5 s"),
        (f"every code ({len(EVERY_CODE)})", EVERY_CODE, "< 1 s"),
    ):
        job = partial(_standings, tournament, results, chain)
        seconds = median_seconds(job, runs=3)
        case = f"standings n=1000, {name}: {seconds / baseline:.2f}x baseline"
        rows.append((case, seconds, peak_mb(job), target))
    return rows


if __name__ == "__main__":
    for row in run():
        print(row)

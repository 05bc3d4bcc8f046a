"""Workbook benchmarks: ``berger workbook`` for n = 20, 100 and 500, every game
with a result (so the final standings sheet is filled too)."""

from __future__ import annotations

import random
import tempfile
from functools import partial
from pathlib import Path

from run import Row, median_seconds, peak_mb

from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event.event import EventConfig
from berger.pipeline.outputs import find_output
from berger.pipeline.players.variant import Players
from berger.pipeline.read import EventResults
from berger.render.printing import Page

OUTCOMES = (Outcome.WHITE_WIN, Outcome.DRAW, Outcome.BLACK_WIN)


def _event(n: int) -> tuple[EventConfig, Tournament, Results]:
    players = [Player(f"Player {k}", 1800 + k % 400) for k in range(n)]
    info = EventInfo(name=f"Benchmark {n}")
    tournament = make_tournament(info, players)
    rng = random.Random(n)
    builder = ResultsBuilder(tournament.schedule)
    for game in tournament.schedule.games():
        builder.add_board(game.round, game.board, rng.choice(OUTCOMES))
    config = EventConfig(
        source=Path("event.toml"),
        folder=Path(),
        info=info,
        players=tuple(players),
        players_file="players.csv",
    )
    return config, tournament, builder.build()


def _write(
    config: EventConfig, tournament: Tournament, results: Results, target: Path
) -> None:
    """What ``berger workbook`` does once the event is read: the standings
    for the final sheet, then the workbook (the kind's ``event.xlsx``)."""
    players = Players(config, tournament)
    workbook = find_output(players.kind.outputs, command="workbook")
    assert workbook is not None
    write = workbook.make(players.work(EventResults(results)))
    assert write is not None
    assert not isinstance(write, Page)
    write(target)


def run() -> list[Row]:
    """The whole workbook, results included, written to a temporary folder."""
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as folder:
        for n, runs, target in ((20, 5, ""), (100, 3, "< 1 s"), (500, 1, "")):
            config, tournament, results = _event(n)
            job = partial(
                _write,
                config,
                tournament,
                results,
                Path(folder) / f"event-{n}.xlsx",
            )
            rows.append(
                (
                    f"workbook n={n}",
                    median_seconds(job, runs=runs),
                    peak_mb(job) if n <= 100 else None,
                    target,
                )
            )
    return rows

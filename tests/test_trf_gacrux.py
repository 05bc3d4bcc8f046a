"""Another program reads our TRF: gacrux (FIDE TEC's tie-break engine, by Otto
Milvang) computes the same points and Sonneborn-Berger as we do."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_individual
from tests.trf_files import gacrux_columns

from berger.core.model import Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event.event import Options
from berger.formats.exchange.trf import write_trf
from berger.pipeline.players.variant import Players
from berger.pipeline.read import EventResults

pytest.importorskip("gacrux")

PATTERN = (
    Outcome.WHITE_WIN,
    Outcome.DRAW,
    Outcome.BLACK_WIN,
    Outcome.BLACK_WIN,
    Outcome.WHITE_FORFEIT_WIN,
    Outcome.DRAW,
    Outcome.WHITE_WIN,
    Outcome.BLACK_FORFEIT_WIN,
    Outcome.DOUBLE_FORFEIT,
)


def results_for(tournament: Tournament, rounds: int) -> Results:
    builder = ResultsBuilder(tournament.schedule)
    for index, game in enumerate(tournament.schedule.games()):
        if game.round <= rounds:
            outcome = PATTERN[(index * 7 + game.round) % len(PATTERN)]
            builder.add(game.round, game.white, game.black, outcome)
    return builder.build()


def compare(tmp_path: Path, players: Players, rounds: int) -> None:
    tournament = players.event
    results = results_for(tournament, rounds)
    counted = players.count(EventResults(results))
    crosstable, standings = counted.crosstable, counted.standings
    path = tmp_path / "event.trf"
    write_trf(tournament, crosstable, standings, path)
    theirs = {
        n: (pts, sb) for n, (pts, sb) in gacrux_columns(path, ["PTS", "SB"]).items()
    }
    ours = {row.number: (row.points, row.tiebreaks["SB"]) for row in standings.rows}
    assert theirs == ours


@pytest.mark.parametrize(
    ("sample", "rounds"),
    [("club-championship", 7), ("club-championship", 4), ("draughts-cup", 7)],
)
def test_gacrux_agrees_on_samples(
    samples: Path, tmp_path: Path, sample: str, rounds: int
) -> None:
    players = open_individual(samples / sample, Options(tiebreaks=("SB", "ARO")))
    compare(tmp_path, players, rounds)


@pytest.mark.parametrize("n", [5, 6])
def test_gacrux_agrees_on_a_double_round_robin(tmp_path: Path, n: int) -> None:
    source = tmp_path / "players.txt"
    source.write_text("\n".join(f"Player {k}" for k in range(1, n + 1)))
    config = open_individual(source, Options(cycles=2, tiebreaks=("SB",))).config
    rated = [Player(f"Player {k}", rating=2000 + k) for k in range(1, n + 1)]
    tournament = make_tournament(config.info, rated, cycles=2)
    compare(tmp_path, Players(config, tournament), len(tournament.schedule.rounds))

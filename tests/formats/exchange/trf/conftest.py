"""Shared set-up for the TRF tests: an event's TRF as berger writes it (a
sample after a few rounds of fixed results, or a list of names), and TRF
lines typed column by column for the reader's tests."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from tests.conftest import open_individual

from berger.core.model import Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import ScoringSystem
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.formats.exchange.trf import format_trf
from berger.pipeline.read import EventResults

CYCLE = (
    Outcome.WHITE_WIN,
    Outcome.DRAW,
    Outcome.BLACK_WIN,
    Outcome.WHITE_WIN,
    Outcome.BLACK_FORFEIT_WIN,
    Outcome.DRAW,
    Outcome.DOUBLE_FORFEIT,
)


def played_results(tournament: Tournament, rounds: int) -> Results:
    """A fixed pattern of results (forfeits included) for rounds 1..rounds."""
    builder = ResultsBuilder(tournament.schedule)
    for index, game in enumerate(tournament.schedule.games()):
        if game.round <= rounds:
            builder.add(game.round, game.white, game.black, CYCLE[index % len(CYCLE)])
    return builder.build()


def sample_trf(samples: Path, name: str, rounds: int) -> tuple[str, Tournament]:
    """A sample's TRF after ``rounds`` rounds of :func:`played_results`."""
    players = open_individual(samples / name)
    tournament = players.event
    counted = players.count(EventResults(played_results(tournament, rounds)))
    return format_trf(tournament, counted.crosstable, counted.standings), tournament


def listed_event(
    tmp_path: Path,
    names: list[str],
    *,
    scoring: ScoringSystem | None = None,
    players: list[Player] | None = None,
) -> Tournament:
    """The event of ``names``, one per line as typed; ``players`` replace
    its players (same names, more fields)."""
    source = tmp_path / "players.txt"
    source.write_text("\n".join(names) + "\n", encoding="utf-8")
    tournament = open_individual(source, Options(scoring=scoring)).event
    if players is not None:
        tournament = replace(tournament, players=tuple(players))
    return tournament


HEADER = "012 Test\n"


def player_line(
    number: int, name: str, blocks: list[str], *, points: str = "0.0"
) -> str:
    """A 001 line: starting rank, name and points in their columns, then the
    round ``blocks``."""
    head = f"001 {number:>4}      {name:<33}" + " " * 33 + f"{points:>4}" + " " * 5
    return (head + "  " + "  ".join(blocks)).rstrip()


def block(opponent: int, colour: str, code: str) -> str:
    """A round block: opponent, colour, result letter."""
    return f"{opponent:>4} {colour} {code}"


def four_players(r1: tuple[str, str] = ("1", "0")) -> list[str]:
    """A 4-player event's round 1 (1-4, 2-3), results 1-4 as given, 2-3 drawn."""
    return [
        HEADER.rstrip(),
        player_line(1, "One", [block(4, "w", r1[0])]),
        player_line(2, "Two", [block(3, "w", "=")]),
        player_line(3, "Three", [block(2, "b", "=")]),
        player_line(4, "Four", [block(1, "b", r1[1])]),
    ]


def write(tmp_path: Path, lines: list[str], end: str = "\n") -> Path:
    """``lines`` as ``event.trf``, each ended by ``end``."""
    path = tmp_path / "event.trf"
    path.write_bytes(end.join(lines).encode("utf-8") + end.encode())
    return path


def with_records(*records: str) -> list[str]:
    """:func:`four_players` (round 1 of the Berger table of four, the same in
    every variant) with header ``records``."""
    lines = four_players()
    return [lines[0], *records, *lines[1:]]


def error_of(tmp_path: Path, lines: list[str]) -> str:
    """The one-line error of loading ``lines`` as an event."""
    with pytest.raises(InputError) as info:
        load_event(write(tmp_path, lines), Options())
    return str(info.value)

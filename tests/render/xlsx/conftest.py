"""Shared set-up for the workbook tests: a workbook as ``berger workbook``
writes it, one written straight from an event with the finished values the
pipeline hands over, and the books the sheet tests write with."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.conftest import run
from tests.core.conftest import four_teams

from berger.core.results import Results
from berger.core.standings import Standings
from berger.core.teams.event import TeamEvent
from berger.core.tiebreaks.codes import (
    DEFAULT_CHAIN,
    DEFAULT_TEAM_CHAIN,
    parse_chain,
    parse_team_chain,
)
from berger.core.tournament import Tournament
from berger.render.labels import load_labels
from berger.render.xlsx import write_workbook
from berger.render.xlsx.book import Book, Variation
from berger.render.xlsx.players import PLAYERS
from berger.render.xlsx.styles import Pen
from berger.render.xlsx.teams import TEAMS

PLAYER_CHAIN = parse_chain(DEFAULT_CHAIN)
"""The default chain, as the pipeline parses it: SB, ARO."""
TEAM_CHAIN = parse_team_chain(DEFAULT_TEAM_CHAIN)
"""The default team chain, as the pipeline parses it: EDE, EMGSB."""


def written(event: Path, target: Path, *extra: str) -> Path:
    """The workbook ``berger workbook`` writes for ``event`` to ``target``."""
    result = run("workbook", event, "-o", target, *extra)
    assert result.exit_code == 0, result.output
    return target


def write(
    tournament: Tournament,
    target: Path,
    results: Results | None = None,
    standings: Standings | None = None,
    *,
    chain: tuple[str, ...] = PLAYER_CHAIN,
) -> Path:
    """The workbook of ``tournament`` in English on A4 with ``chain`` (by
    default an event of players' default chain), as the pipeline writes it."""
    labels = load_labels("en")
    variation: Variation[Any] = TEAMS if isinstance(tournament, TeamEvent) else PLAYERS
    write_workbook(
        tournament,
        results,
        standings,
        target,
        variation=variation,
        labels=labels,
        paper="a4",
        chain=chain,
    )
    return target


def player_book(tournament: Tournament) -> Book[Tournament]:
    """What the workbook of ``tournament`` is written with, in English."""
    labels = load_labels("en")
    layout = PLAYERS.layout(tournament, labels)
    return Book(tournament, PLAYERS, labels, layout, "a4", PLAYER_CHAIN, Pen())


def team_book(event: TeamEvent | None = None) -> Book[TeamEvent]:
    """What the team workbook of ``event`` (default: FOUR's teams of
    tests/render/team_events.py) is written with, in English."""
    built = four_teams() if event is None else event
    labels = load_labels("en")
    layout = TEAMS.layout(built, labels)
    return Book(built, TEAMS, labels, layout, "a4", TEAM_CHAIN, Pen())

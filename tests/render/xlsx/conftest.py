"""Shared set-up for the workbook tests: a workbook as ``berger workbook``
writes it, and the event settings a workbook is written with."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run

from berger.core.model import EventInfo, Player
from berger.formats.event import EventConfig


def written(event: Path, target: Path, *extra: str) -> Path:
    """The workbook ``berger workbook`` writes for ``event`` to ``target``."""
    result = run("workbook", event, "-o", target, *extra)
    assert result.exit_code == 0, result.output
    return target


def event_config(info: EventInfo, players: list[Player]) -> EventConfig:
    """The settings of an event of ``players`` read from ``event.toml``."""
    return EventConfig(
        source=Path("event.toml"),
        folder=Path(),
        info=info,
        players=tuple(players),
        players_file="players.csv",
    )

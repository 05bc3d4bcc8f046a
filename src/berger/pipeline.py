"""Use cases: read an event, number it, schedule it. No Click here.

The command line calls these; so can any other program.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path

from berger.core.tournament import Tournament, make_tournament
from berger.errors import BergerError, InputError
from berger.formats.event import EventConfig, Options, load_event


def draw_seed() -> int:
    """A fresh seed for a draw by lot, small enough to read out and type."""
    return secrets.randbelow(1_000_000)


def prepare(
    config: EventConfig, *, choose_seed: Callable[[], int] = draw_seed
) -> tuple[Tournament, bool]:
    """Number the players and build the schedule.

    Returns the tournament and whether the seed was chosen here (so the caller
    can report it).

    Raises:
        BergerError: the event cannot be scheduled as asked.
    """
    numbering = config.numbering
    seed = config.options.seed
    chosen = False
    if numbering.needs_seed and seed is None:
        seed, chosen = choose_seed(), True
    try:
        tournament = make_tournament(
            config.info,
            config.players,
            cycles=config.cycles,
            swap_last_two=config.options.swap_last_two,
            numbering=numbering,
            seed=seed,
            scoring=config.scoring,
        )
    except BergerError as exc:
        if isinstance(exc, InputError):
            raise
        raise InputError(str(exc), path=config.players_file) from None
    return tournament, chosen


def open_event(
    path: Path, options: Options, *, choose_seed: Callable[[], int] = draw_seed
) -> tuple[EventConfig, Tournament, bool]:
    """Read the EVENT, apply the options, number and schedule it.

    Raises:
        BergerError: any input problem.
    """
    config = load_event(path, options)
    tournament, chosen = prepare(config, choose_seed=choose_seed)
    return config, tournament, chosen

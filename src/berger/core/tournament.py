"""A tournament: the event, its numbered players, the schedule and the rules."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from berger.core.berger import build_schedule
from berger.core.draw import Numbering, assign_numbers
from berger.core.model import EventInfo, Player, Schedule
from berger.core.scoring import CHESS, ScoringSystem


@dataclass(frozen=True, slots=True)
class Tournament:
    """Everything fixed before round 1."""

    info: EventInfo
    """Header data for the documents."""
    players: tuple[Player, ...]
    """Players in pairing-number order: ``players[0]`` is number 1."""
    schedule: Schedule
    """Every round of every cycle."""
    numbering: Numbering = Numbering.LIST
    """How the numbers were assigned."""
    seed: int | None = None
    """The draw's seed where numbers were drawn by lot, else None."""
    scoring: ScoringSystem = CHESS
    """Points per result."""

    @property
    def n(self) -> int:
        """Number of players."""
        return len(self.players)

    def player(self, number: int) -> Player:
        """The player with pairing number ``number`` (1-based).

        Raises:
            KeyError: no such number.
        """
        if not 1 <= number <= len(self.players):
            raise KeyError(number)
        return self.players[number - 1]


def make_tournament(
    info: EventInfo,
    players: Sequence[Player],
    *,
    cycles: int = 1,
    swap_last_two: bool | None = None,
    numbering: Numbering = Numbering.LIST,
    seed: int | None = None,
    scoring: ScoringSystem = CHESS,
) -> Tournament:
    """Number the players and build the schedule.

    Raises:
        ScheduleError: too few or too many players, bad cycles, a Varma draw
            that does not apply, a lot drawn without a seed.
    """
    numbered = assign_numbers(players, numbering, seed=seed)
    schedule = build_schedule(len(numbered), cycles=cycles, swap_last_two=swap_last_two)
    return Tournament(
        info=info,
        players=numbered,
        schedule=schedule,
        numbering=numbering,
        seed=seed if numbering.needs_seed else None,
        scoring=scoring,
    )

"""The event: its numbered entrants, the schedule and the rules.

:class:`Tournament` is the one event model every use of an event takes. Its
entrants are players; a team round robin is its team variation,
:class:`berger.core.teams.event.TeamEvent`, whose entrants are teams and whose
games are matches of boards, and which adds only what is its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from berger.core.berger import build_schedule
from berger.core.draw import Numbering, assign_numbers
from berger.core.model import EventInfo, Player
from berger.core.schedule import Color, Schedule
from berger.core.scoring import CHESS, ScoringSystem


@dataclass(frozen=True, slots=True)
class Tournament:
    """Everything fixed before round 1."""

    info: EventInfo
    """Header data for the documents."""
    players: tuple[Player, ...]
    """The entrants in pairing-number order: ``players[0]`` is number 1 (a
    team event's teams, each as the schedule pairs it)."""
    schedule: Schedule
    """Every round of every cycle."""
    numbering: Numbering = Numbering.LIST
    """How the numbers were assigned."""
    seed: int | None = None
    """The draw's seed where numbers were drawn by lot, else None."""
    scoring: ScoringSystem = CHESS
    """Points per result of a game (a team event's: match points per match)."""

    @property
    def n(self) -> int:
        """Number of entrants."""
        return len(self.players)

    def colour(self, board: int) -> Color:
        """The colour of the first-named side of a game on its ``board``:
        white, the one board of a game (a team event's matches have boards
        of both colours).

        >>> make_tournament(EventInfo(), [Player("A"), Player("B")]).colour(1)
        <Color.WHITE: 'w'>
        """
        return Color.WHITE

    @property
    def games(self) -> int:
        """Games of each pairing's match: one, a single game (a micro-match
        event's: its :attr:`~berger.core.micro.matches.MicroMatchEvent.games`;
        a team event's matches are of boards)."""
        return 1

    @property
    def sitting_games(self) -> int:
        """Games a pairing plays one after another, at one sitting: one (a
        team event's boards are played side by side)."""
        return 1

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

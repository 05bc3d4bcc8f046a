"""Results of the scheduled games, checked against the schedule as they come in.

A result belongs to one game of the schedule, colours included; anything else
is refused with a message that names the game the schedule has.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from berger.core.model import Outcome, Pairing, Schedule
from berger.core.tournament import Tournament
from berger.errors import ScheduleError


@dataclass(frozen=True, slots=True)
class Results:
    """The results known so far, and who withdrew when."""

    outcomes: Mapping[tuple[int, int], Outcome] = field(default_factory=dict)
    """(round, board) -> outcome; UNPLAYED is never stored."""
    withdrawn: Mapping[int, int] = field(default_factory=dict)
    """Pairing number -> the last round the player took part in (0: none)."""

    def outcome(self, round_number: int, board: int) -> Outcome:
        """The outcome of a game, UNPLAYED when no result is known."""
        return self.outcomes.get((round_number, board), Outcome.UNPLAYED)

    @property
    def last_round(self) -> int:
        """The highest round with any result, 0 if none."""
        return max(self.outcomes, default=(0, 0))[0]


class Recorder(Protocol):
    """What a results reader feeds, game by game: a :class:`ResultsBuilder`
    (results checked against the schedule), or a recorder that keeps the
    games' pairings to make the schedule of (``--schedule results``)."""

    makes_schedule: bool
    """True when the games make the schedule (their pairings count, those
    without a result too, and nothing is checked against a schedule); False
    when they are checked against one and a game without a result may be
    skipped."""

    def add(
        self, round_number: int, white: int, black: int, outcome: Outcome
    ) -> object:
        """Record the game of ``white`` against ``black`` in the round.

        Raises:
            ScheduleError: the game does not fit.
        """

    def add_board(self, round_number: int, board: int, outcome: Outcome) -> object:
        """Record the result of the game on ``board`` in the round.

        Raises:
            ScheduleError: the game does not fit.
        """

    def withdraw(self, number: int, after_round: int) -> None:
        """Record that player ``number`` took part in rounds 1..``after_round`` only.

        Raises:
            ScheduleError: the withdrawal does not fit.
        """


def _game_text(game: Pairing) -> str:
    return f"{game.white} – {game.black} (board {game.board})"


class ResultsBuilder:
    """Collects results one game at a time, refusing any that do not fit."""

    makes_schedule = False
    """Results are checked against the schedule; a game without a result
    records nothing, so readers may skip it."""

    def __init__(self, schedule: Schedule) -> None:
        self.schedule = schedule
        self._outcomes: dict[tuple[int, int], Outcome] = {}
        self._withdrawn: dict[int, int] = {}

    @classmethod
    def for_tournament(cls, tournament: Tournament) -> ResultsBuilder:
        """A builder for the tournament's schedule that already knows the
        withdrawals of the participants list (``Player.withdrawn_after``).

        Raises:
            ScheduleError: a withdrawal round beyond the schedule.
        """
        builder = cls(tournament.schedule)
        for number, player in enumerate(tournament.players, start=1):
            if player.withdrawn_after is not None:
                builder.withdraw(number, player.withdrawn_after)
        return builder

    def _round(self, round_number: int) -> None:
        total = len(self.schedule.rounds)
        if not 1 <= round_number <= total:
            raise ScheduleError(
                f"round {round_number} is beyond the schedule (rounds 1–{total})"
            )

    def _player(self, number: int) -> None:
        if not 1 <= number <= self.schedule.n:
            raise ScheduleError(
                f"there is no player {number} (numbers 1–{self.schedule.n})"
            )

    def add(
        self, round_number: int, white: int, black: int, outcome: Outcome
    ) -> Pairing:
        """Record the result of ``white`` against ``black`` in the round.

        Returns the game of the schedule. UNPLAYED records nothing.

        Raises:
            ScheduleError: the round is out of range, a player is unknown or has
                the bye, the two do not meet in that round or meet with the
                other colours, or the game already has a different result.
        """
        self._round(round_number)
        self._player(white)
        self._player(black)
        rnd = self.schedule.round(round_number)
        for number in (white, black):
            if rnd.bye == number:
                raise ScheduleError(
                    f"player {number} has the bye in round {round_number};"
                    " a bye has no result"
                )
        game = self.schedule.find_game(round_number, white, black)
        if game is None:
            theirs = [
                self.schedule.game_of(round_number, number) for number in (white, black)
            ]
            had = "; ".join(
                f"{number} plays {_game_text(g)}"
                for number, g in zip((white, black), theirs, strict=True)
                if g is not None
            )
            raise ScheduleError(
                f"{white} – {black} is not a game of round {round_number}: {had}"
            )
        if game.white != white:
            raise ScheduleError(
                f"{white} – {black} has the colours reversed: round {round_number}"
                f" has {_game_text(game)}, white first"
            )
        self._store(game, outcome)
        return game

    def add_board(self, round_number: int, board: int, outcome: Outcome) -> Pairing:
        """Record the result of the game on ``board`` in the round.

        Raises:
            ScheduleError: no such round or board, or the game already has a
                different result.
        """
        self._round(round_number)
        rnd = self.schedule.round(round_number)
        if not 1 <= board <= len(rnd.whites):
            raise ScheduleError(
                f"round {round_number} has no board {board}"
                f" (boards 1–{len(rnd.whites)})"
            )
        game = rnd.game(board)
        self._store(game, outcome)
        return game

    def _store(self, game: Pairing, outcome: Outcome) -> None:
        if outcome is Outcome.UNPLAYED:
            return
        key = (game.round, game.board)
        known = self._outcomes.get(key)
        if known is not None and known is not outcome:
            raise ScheduleError(
                f"round {game.round}, {_game_text(game)} has two results:"
                f" {known} and {outcome}"
            )
        self._outcomes[key] = outcome

    def withdraw(self, number: int, after_round: int) -> None:
        """Record that player ``number`` took part in rounds 1..``after_round`` only.

        Raises:
            ScheduleError: unknown player, a round beyond the schedule, or a
                different withdrawal round already recorded.
        """
        self._player(number)
        total = len(self.schedule.rounds)
        if not 0 <= after_round <= total:
            raise ScheduleError(
                f"withdrawal after round {after_round} is beyond the schedule"
                f" (rounds 1–{total})"
            )
        known = self._withdrawn.get(number)
        if known is not None and known != after_round:
            raise ScheduleError(
                f"player {number} withdrew after round {known}, not {after_round}"
            )
        self._withdrawn[number] = after_round

    def build(self) -> Results:
        """The results collected so far."""
        return Results(dict(self._outcomes), dict(self._withdrawn))

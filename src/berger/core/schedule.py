"""The schedule of a round robin: the colours, each game (a pairing), each
round and the whole schedule of every cycle, with its look-ups (who plays
whom in a round, who has the bye).

Nothing here reads files, looks at the clock or draws random numbers.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum


class Color(Enum):
    """A side of the board."""

    WHITE = "w"
    BLACK = "b"

    def __str__(self) -> str:
        return self.value

    @property
    def opposite(self) -> Color:
        """The other colour."""
        return Color.BLACK if self is Color.WHITE else Color.WHITE


@dataclass(frozen=True, slots=True)
class Pairing:
    """One game of the schedule: left (white) against right (black)."""

    round: int
    """Round of the event, 1-based, counting across cycles."""
    board: int
    """Board number within the round, 1-based, real games only."""
    white: int
    """Pairing number of the player with white."""
    black: int
    """Pairing number of the player with black."""
    cycle: int = 1
    """Cycle the round belongs to, 1-based."""

    def colour_of(self, number: int) -> Color:
        """The colour ``number`` has in this game.

        Raises:
            ValueError: ``number`` does not play in this game.
        """
        if number == self.white:
            return Color.WHITE
        if number == self.black:
            return Color.BLACK
        raise ValueError(f"player {number} does not play in {self}")

    def opponent_of(self, number: int) -> int:
        """The pairing number of ``number``'s opponent.

        Raises:
            ValueError: ``number`` does not play in this game.
        """
        return self.black if self.colour_of(number) is Color.WHITE else self.white


@dataclass(frozen=True, slots=True)
class Round:
    """One round of the schedule, games in board order.

    Stored as two parallel tuples so that a 2,000-player schedule (two million
    games) builds in a fraction of a second; :attr:`games` makes the
    :class:`Pairing` objects on demand.
    """

    number: int
    """Round of the event, 1-based, counting across cycles."""
    cycle: int
    """Cycle, 1-based."""
    whites: tuple[int, ...]
    """Pairing numbers with white, board 1 first."""
    blacks: tuple[int, ...]
    """Pairing numbers with black, board 1 first."""
    bye: int | None = None
    """Pairing number of the player without a game this round (odd n), or None."""

    @property
    def games(self) -> tuple[Pairing, ...]:
        """The games of the round in board order."""
        return tuple(
            Pairing(self.number, board, white, black, self.cycle)
            for board, (white, black) in enumerate(
                zip(self.whites, self.blacks, strict=True), start=1
            )
        )

    def game(self, board: int) -> Pairing:
        """The game on ``board`` (1-based).

        Raises:
            KeyError: no such board in this round.
        """
        if not 1 <= board <= len(self.whites):
            raise KeyError(board)
        return Pairing(
            self.number,
            board,
            self.whites[board - 1],
            self.blacks[board - 1],
            self.cycle,
        )


@dataclass(frozen=True, slots=True)
class Schedule:
    """The whole schedule of a round robin: every round of every cycle.

    Either FIDE's Berger table, as :func:`berger.core.berger.build_schedule`
    makes it (who meets whom when then follows from the table's closed form),
    or pairings made elsewhere, as
    :func:`berger.core.pairings.schedule_from_pairings` checks them (looked
    up in the rounds themselves). Such a schedule may hold only the first
    rounds of the event, those paired so far.
    """

    n: int
    """Number of real players."""
    cycles: int
    """Number of cycles (1 single, 2 double round robin, ...): how many
    times each pair meets."""
    swap_last_two: bool
    """Whether the last two rounds of each cycle but the last were swapped
    (FIDE's Berger table only; False for pairings made elsewhere)."""
    rounds: tuple[Round, ...]
    """Rounds in playing order."""
    berger_table: bool
    """True for FIDE's Berger table (with the cycles and swap above); False
    for pairings made elsewhere (another program, another table, players
    renumbered after the draw)."""
    match_games: int = 1
    """How many of a pair's meetings make one encounter: 1, or a
    micro-match's games where the rounds are its games (see
    :func:`berger.core.micro.matches.game_schedule`); direct encounter sums
    the games of an encounter and averages the encounters."""
    _index: dict[int, dict[frozenset[int], int]] = field(
        default_factory=dict, repr=False, compare=False
    )

    @property
    def even_size(self) -> int:
        """N: n, or n + 1 when n is odd (the phantom)."""
        return self.n + self.n % 2

    @property
    def rounds_per_cycle(self) -> int:
        """N − 1."""
        return self.even_size - 1

    @property
    def games_per_round(self) -> int:
        """Real games in each round: N/2, less one when n is odd."""
        return self.n // 2

    @property
    def planned_rounds(self) -> int:
        """Rounds of the whole event: cycles × (N − 1)."""
        return self.cycles * self.rounds_per_cycle

    @property
    def complete(self) -> bool:
        """Every round of the event is paired (always so for the Berger
        table; pairings made elsewhere may stop at the rounds known)."""
        return len(self.rounds) == self.planned_rounds

    def games(self) -> Iterator[Pairing]:
        """Every game of the schedule, round by round, board by board."""
        for rnd in self.rounds:
            yield from rnd.games

    def round(self, number: int) -> Round:
        """Round ``number`` (1-based).

        Raises:
            KeyError: no such round.
        """
        if not 1 <= number <= len(self.rounds):
            raise KeyError(number)
        return self.rounds[number - 1]

    def find_game(self, round_number: int, a: int, b: int) -> Pairing | None:
        """The game of ``a`` and ``b`` (either colour) in the round, or None.

        Raises:
            KeyError: no such round.
        """
        rnd = self.round(round_number)
        boards = self._index.get(round_number)
        if boards is None:
            boards = {
                frozenset(pair): board
                for board, pair in enumerate(
                    zip(rnd.whites, rnd.blacks, strict=True), start=1
                )
            }
            self._index[round_number] = boards
        board = boards.get(frozenset((a, b)))
        return None if board is None else rnd.game(board)

    def game_of(self, round_number: int, player: int) -> Pairing | None:
        """The game ``player`` plays in the round, or None for the bye.

        Raises:
            KeyError: no such round.
        """
        rnd = self.round(round_number)
        for board, (white, black) in enumerate(
            zip(rnd.whites, rnd.blacks, strict=True), start=1
        ):
            if player in (white, black):
                return rnd.game(board)
        return None

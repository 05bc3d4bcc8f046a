"""The crosstable after any round: every player's result in every round.

Internally each player's rounds are kept as two parallel tuples of small
integers (opponent, game code: see :mod:`berger.core.game_codes`) so that a
1,000-player event builds and ranks in a fraction of a second; :class:`Cell`
objects are made on demand. The games of a player who withdraws follow the
withdrawal rule (:mod:`berger.core.withdrawal`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from itertools import repeat
from typing import cast

from berger.core.berger import check_pair, event_round
from berger.core.game_codes import (
    BLACK,
    BYE,
    BYE_PENDING,
    COUNTED_GAMES,
    DRAW,
    FORFEIT_LOSS,
    FORFEIT_WIN,
    KIND,
    LOSS,
    OVER_THE_BOARD,
    PENDING,
    STRUCK,
    WIN,
    code_points,
    kind_points,
    point_unit,
    sum_points,
)
from berger.core.game_dates import played_round
from berger.core.model import Outcome
from berger.core.results import Results
from berger.core.schedule import Color, Schedule
from berger.core.scheduled import beyond_schedule
from berger.core.tournament import Tournament
from berger.core.withdrawal import WithdrawalRule, apply_withdrawals
from berger.errors import ScheduleError


class Score(Enum):
    """One player's result in one game; the values are the TRF result letters."""

    WIN = "1"
    DRAW = "="
    LOSS = "0"
    FORFEIT_WIN = "+"
    FORFEIT_LOSS = "-"
    BYE = "U"
    PENDING = " "

    def __str__(self) -> str:
        return self.value


SCORES = (
    Score.PENDING,
    Score.WIN,
    Score.DRAW,
    Score.LOSS,
    Score.FORFEIT_WIN,
    Score.FORFEIT_LOSS,
    Score.BYE,
    Score.BYE,
)
"""The score of each kind (index = kind)."""
_PAIR_CODES: dict[Outcome, tuple[int, int]] = {
    Outcome.WHITE_WIN: (WIN, LOSS | BLACK),
    Outcome.DRAW: (DRAW, DRAW | BLACK),
    Outcome.BLACK_WIN: (LOSS, WIN | BLACK),
    Outcome.WHITE_FORFEIT_WIN: (FORFEIT_WIN, FORFEIT_LOSS | BLACK),
    Outcome.BLACK_FORFEIT_WIN: (FORFEIT_LOSS, FORFEIT_WIN | BLACK),
    Outcome.DOUBLE_FORFEIT: (FORFEIT_LOSS, FORFEIT_LOSS | BLACK),
}


# Keyed by id(): Enum.__hash__ is a Python function, too slow for every game.
_WHITE_CODE: dict[int, int] = {
    id(None): PENDING,
    id(Outcome.UNPLAYED): PENDING,
    **{id(outcome): pair[0] for outcome, pair in _PAIR_CODES.items()},
}
_BLACK_CODE: dict[int, int] = {
    id(None): BLACK,
    id(Outcome.UNPLAYED): BLACK,
    **{id(outcome): pair[1] for outcome, pair in _PAIR_CODES.items()},
}


@dataclass(frozen=True, slots=True)
class Cell:
    """One player's game (or bye) in one round."""

    round: int
    """Round of the event, 1-based."""
    cycle: int
    """Cycle of the round."""
    opponent: int | None
    """Opponent's pairing number, None for the bye."""
    colour: Color | None
    """The player's colour, None for the bye."""
    score: Score
    """The player's result."""
    points: Fraction | None
    """Points the result is worth, None while pending (even when struck)."""
    struck: bool
    """Struck from standings by the withdrawal rule: shown, not counted."""


@dataclass(frozen=True, slots=True)
class Crosstable:
    """Every player's result in every round, after round :attr:`after_round`."""

    tournament: Tournament
    """The event."""
    results: Results
    """The results it was built from."""
    after_round: int
    """Results of later rounds are ignored (shown as pending)."""
    points: tuple[Fraction, ...]
    """``points[number - 1]``: counted games plus bye points."""
    games_played: tuple[int, ...]
    """``games_played[number - 1]``: counted games played over the board."""
    withdrawal: WithdrawalRule = WithdrawalRule.HALF
    """The withdrawal rule applied."""
    withdrawn: tuple[int | None, ...] = ()
    """``withdrawn[number - 1]``: last round taken part in, None if still playing."""
    struck: tuple[bool, ...] = ()
    """``struck[number - 1]``: every game of the player is struck."""
    opponents: tuple[tuple[int, ...], ...] = field(default=(), repr=False)
    """``opponents[number][round - 1]``: opponent, 0 for the bye (index 0 unused)."""
    codes: tuple[bytes, ...] = field(default=(), repr=False)
    """``codes[number][round - 1]``: game code (kind | STRUCK | BLACK)."""
    unit: int = 1
    """Points are counted internally in 1/unit points."""
    _cache: dict[str, object] = field(default_factory=dict, repr=False, compare=False)

    @property
    def rows(self) -> tuple[tuple[Cell, ...], ...]:
        """``rows[number - 1][round - 1]``: every round of the schedule."""
        rows = self._cache.get("rows")
        if rows is None:
            rounds = len(self.tournament.schedule.rounds)
            rows = tuple(
                tuple(self.cell(number, r) for r in range(1, rounds + 1))
                for number in range(1, self.tournament.n + 1)
            )
            self._cache["rows"] = rows
        return rows  # type: ignore[return-value]

    def cell(self, number: int, round_number: int) -> Cell:
        """Player ``number``'s cell in the round.

        Raises:
            KeyError: no such player or round.
        """
        if not 1 <= number <= self.tournament.n:
            raise KeyError(number)
        rnd = self.tournament.schedule.round(round_number)
        code = self.codes[number][round_number - 1]
        opponent = self.opponents[number][round_number - 1]
        kind = code & KIND
        return Cell(
            round=round_number,
            cycle=rnd.cycle,
            opponent=opponent or None,
            colour=None
            if not opponent
            else (Color.BLACK if code & BLACK else Color.WHITE),
            score=SCORES[kind],
            points=kind_points(self.tournament.scoring)[kind],
            struck=bool(code & STRUCK),
        )

    @property
    def points_table(self) -> tuple[int, ...]:
        """Counted points of each game code, in 1/unit points."""
        table = self._cache.get("points_table")
        if table is None:
            table = code_points(self.tournament.scoring, self.unit)
            self._cache["points_table"] = table
        return table  # type: ignore[return-value]

    def games_between(self, a: int, b: int) -> tuple[Cell, ...]:
        """``a``'s cells against ``b``, in round order (none yet when the
        schedule stops before their game).

        Raises:
            ScheduleError: a or b out of range, or a == b.
        """
        check_pair(a, b, self.tournament.n)
        return tuple(self.cell(a, index + 1) for index in self._meeting_indexes(a, b))

    def counted_between(self, a: int, b: int) -> list[int]:
        """Points (in 1/unit) ``a`` scored in each counted game against ``b``."""
        table = self.points_table
        row = self.codes[a]
        return [
            table[row[index]]
            for index in self._meeting_indexes(a, b)
            if row[index] in COUNTED_GAMES
        ]

    def _meeting_indexes(self, a: int, b: int) -> list[int]:
        """The round indexes (0-based) of the games of ``a`` and ``b``, in
        order: by the closed form for FIDE's Berger table, else from ``a``'s
        opponents (indexed once per player; the closed form keeps no such
        index, which for every pair of a full grid of 2,000 players would
        hold some 600 MB)."""
        schedule = self.tournament.schedule
        if not schedule.berger_table:
            key = f"meetings {a}"
            found = self._cache.get(key)
            if found is None:
                by_opponent: dict[int, list[int]] = {}
                for index, opponent in enumerate(self.opponents[a]):
                    by_opponent.setdefault(opponent, []).append(index)
                self._cache[key] = found = by_opponent
            return cast("dict[int, list[int]]", found).get(b, [])
        size = schedule.even_size
        low, high = min(a, b), max(a, b)
        total = 2 * low if high == size else low + high
        table_round = total - 1 if total <= size else total - size
        if schedule.cycles == 1:
            return [table_round - 1]
        return [
            event_round(
                table_round,
                cycle,
                n=schedule.n,
                cycles=schedule.cycles,
                swap=schedule.swap_last_two,
            )
            - 1
            for cycle in range(1, schedule.cycles + 1)
        ]


def build_crosstable(
    tournament: Tournament,
    results: Results,
    *,
    after_round: int | None = None,
    withdrawal: WithdrawalRule = WithdrawalRule.HALF,
) -> Crosstable:
    """The crosstable after ``after_round`` (default: the last round played,
    :func:`~berger.core.game_dates.played_round`).

    Withdrawals come from ``results.withdrawn`` and, for players it does not
    name, from the participants' ``withdrawn_after``.

    Raises:
        ScheduleError: ``after_round`` beyond the schedule, or a withdrawn
            player with a game played over the board after withdrawing.
    """
    schedule = tournament.schedule
    total = len(schedule.rounds)
    after = (
        played_round(tournament.info, results) if after_round is None else after_round
    )
    if not 0 <= after <= total:
        raise ScheduleError(beyond_schedule(after, total))
    players = range(1, tournament.n + 1)
    outcomes = results.outcomes
    codes_by_round: list[bytes] = []
    for rnd in schedule.rounds:
        whites, blacks = rnd.whites, rnd.blacks
        if rnd.number <= after:
            boards = zip(repeat(rnd.number), range(1, len(whites) + 1))
            found = list(map(id, map(outcomes.get, boards)))
            code = dict(zip(whites, map(_WHITE_CODE.__getitem__, found), strict=True))
            code.update(zip(blacks, map(_BLACK_CODE.__getitem__, found), strict=True))
            if results.reversed:
                _reverse_colours(results.reversed, rnd.number, whites, blacks, code)
            bye = BYE
        else:
            code = dict.fromkeys(whites, PENDING)
            code.update(dict.fromkeys(blacks, BLACK))
            bye = BYE_PENDING
        codes_by_round.append(bytes(map(code.get, players, repeat(bye))))
    opponents = opponent_rows(schedule)
    codes = [bytearray(total), *map(bytearray, zip(*codes_by_round, strict=True))]
    withdrawn, struck = apply_withdrawals(
        tournament, results, codes, opponents, after=after, rule=withdrawal
    )
    unit = point_unit(tournament.scoring)
    table = code_points(tournament.scoring, unit)
    frozen = tuple(map(bytes, codes))
    points = tuple(Fraction(sum_points(frozen[p], table), unit) for p in players)
    played = tuple(
        sum(frozen[p].count(code) for code in OVER_THE_BOARD) for p in players
    )
    return Crosstable(
        tournament=tournament,
        results=results,
        after_round=after,
        points=points,
        games_played=played,
        withdrawal=withdrawal,
        withdrawn=tuple(withdrawn.get(player) for player in players),
        struck=tuple(struck[1:]),
        opponents=tuple(opponents),
        codes=frozen,
        unit=unit,
    )


def _reverse_colours(
    played: frozenset[tuple[int, int]],
    round_number: int,
    whites: Sequence[int],
    blacks: Sequence[int],
    code: dict[int, int],
) -> None:
    """Swap the colours of the round's games played with the colours
    reversed (FIDE Laws 7.3: they count as played, for BPG and BWG too)."""
    for board, (white, black) in enumerate(zip(whites, blacks, strict=True), 1):
        if (round_number, board) in played:
            code[white] ^= BLACK
            code[black] ^= BLACK


def opponent_rows(schedule: Schedule) -> list[tuple[int, ...]]:
    """``rows[number][round - 1]``: each player's opponent, 0 for the bye,
    read from the rounds game by game (FIDE's Berger table or pairings made
    elsewhere alike)."""
    rows = [[0] * len(schedule.rounds) for _ in range(schedule.n + 1)]
    for index, rnd in enumerate(schedule.rounds):
        for white, black in zip(rnd.whites, rnd.blacks, strict=True):
            rows[white][index] = black
            rows[black][index] = white
    return [(0,) * len(schedule.rounds), *map(tuple, rows[1:])]

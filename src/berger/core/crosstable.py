"""The crosstable after any round: every player's result in every round.

Internally each player's rounds are kept as two parallel tuples of small
integers (opponent, game code) so that a 1,000-player event builds and ranks in
a fraction of a second; :class:`Cell` objects are made on demand.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction

from berger.core.berger import Meeting, meetings
from berger.core.model import Color, Outcome
from berger.core.results import Results
from berger.core.scoring import ScoringSystem
from berger.core.tournament import Tournament
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


class WithdrawalRule(Enum):
    """What happens to the games of a player who withdraws."""

    HALF = "half"
    """Fewer than half of their games played: all struck; later: the rest forfeited."""
    FORFEIT = "forfeit"
    """The remaining games are always lost by forfeit."""
    STRIKE = "strike"
    """All their games are always struck from standings and tiebreaks."""

    def __str__(self) -> str:
        return self.value


# Game codes: a kind in the low three bits, then a struck flag and a black flag.
PENDING, WIN, DRAW, LOSS, FORFEIT_WIN, FORFEIT_LOSS, BYE, BYE_PENDING = range(8)
KIND = 7
STRUCK = 8
BLACK = 16
CODES = 32
"""Number of distinct game codes."""

_SCORES = (
    Score.PENDING,
    Score.WIN,
    Score.DRAW,
    Score.LOSS,
    Score.FORFEIT_WIN,
    Score.FORFEIT_LOSS,
    Score.BYE,
    Score.BYE,
)
_PAIR_CODES: dict[Outcome, tuple[int, int]] = {
    Outcome.WHITE_WIN: (WIN, LOSS | BLACK),
    Outcome.DRAW: (DRAW, DRAW | BLACK),
    Outcome.BLACK_WIN: (LOSS, WIN | BLACK),
    Outcome.WHITE_FORFEIT_WIN: (FORFEIT_WIN, FORFEIT_LOSS | BLACK),
    Outcome.BLACK_FORFEIT_WIN: (FORFEIT_LOSS, FORFEIT_WIN | BLACK),
    Outcome.DOUBLE_FORFEIT: (FORFEIT_LOSS, FORFEIT_LOSS | BLACK),
}
OVER_THE_BOARD = (WIN, DRAW, LOSS, WIN | BLACK, DRAW | BLACK, LOSS | BLACK)
"""Codes of counted games played over the board."""
COUNTED_GAMES = (
    *OVER_THE_BOARD,
    FORFEIT_WIN,
    FORFEIT_LOSS,
    FORFEIT_WIN | BLACK,
    FORFEIT_LOSS | BLACK,
)
"""Codes of counted games, over the board or forfeited."""


def kind_points(scoring: ScoringSystem) -> tuple[Fraction | None, ...]:
    """Nominal points of each kind (index = kind), None for the pending kinds."""
    return (
        None,
        scoring.win,
        scoring.draw,
        scoring.loss,
        scoring.forfeit_win,
        scoring.forfeit_loss,
        scoring.bye,
        None,
    )


def point_unit(scoring: ScoringSystem) -> int:
    """The smallest D such that every point value times D is a whole number."""
    return math.lcm(*(value.denominator for value in scoring.values))


def code_points(scoring: ScoringSystem, unit: int) -> tuple[int, ...]:
    """Counted points of each game code, in 1/``unit`` points (0 when not counted)."""
    nominal = kind_points(scoring)
    out = []
    for code in range(CODES):
        value = nominal[code & KIND]
        counted = value is not None and not code & STRUCK
        out.append(int(value * unit) if counted and value is not None else 0)
    return tuple(out)


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
    codes: tuple[tuple[int, ...], ...] = field(default=(), repr=False)
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
            score=_SCORES[kind],
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
        """``a``'s cells against ``b``, in cycle order.

        Raises:
            ScheduleError: a or b out of range, or a == b.
        """
        return tuple(self.cell(a, m.round) for m in self._meetings(a, b))

    def counted_between(self, a: int, b: int) -> list[int]:
        """Points (in 1/unit) ``a`` scored in each counted game against ``b``."""
        table = self.points_table
        row = self.codes[a]
        return [
            table[row[m.round - 1]]
            for m in self._meetings(a, b)
            if row[m.round - 1] in COUNTED_GAMES
        ]

    def _meetings(self, a: int, b: int) -> tuple[Meeting, ...]:
        schedule = self.tournament.schedule
        return meetings(
            a, b, n=schedule.n, cycles=schedule.cycles, swap=schedule.swap_last_two
        )


def build_crosstable(
    tournament: Tournament,
    results: Results,
    *,
    after_round: int | None = None,
    withdrawal: WithdrawalRule = WithdrawalRule.HALF,
) -> Crosstable:
    """The crosstable after ``after_round`` (default: the last round with a result).

    Withdrawals come from ``results.withdrawn`` and, for players it does not
    name, from the participants' ``withdrawn_after``.

    Raises:
        ScheduleError: ``after_round`` beyond the schedule, or a withdrawn
            player with a game played over the board after withdrawing.
    """
    schedule = tournament.schedule
    total = len(schedule.rounds)
    after = results.last_round if after_round is None else after_round
    if not 0 <= after <= total:
        raise ScheduleError(f"round {after} is beyond the schedule (rounds 1–{total})")
    n = tournament.n
    opponents = [[0] * total for _ in range(n + 1)]
    codes = [[PENDING] * total for _ in range(n + 1)]
    outcomes = results.outcomes
    for index, rnd in enumerate(schedule.rounds):
        number = index + 1
        counted = number <= after
        for board, (white, black) in enumerate(
            zip(rnd.whites, rnd.blacks, strict=True), start=1
        ):
            opponents[white][index] = black
            opponents[black][index] = white
            outcome = outcomes.get((number, board)) if counted else None
            if outcome is None or outcome is Outcome.UNPLAYED:
                codes[black][index] = BLACK
            else:
                codes[white][index], codes[black][index] = _PAIR_CODES[outcome]
        if rnd.bye is not None:
            codes[rnd.bye][index] = BYE if counted else BYE_PENDING
    withdrawn = _withdrawals(tournament, results)
    struck = [False] * (n + 1)
    for player, last in sorted(withdrawn.items()):
        struck[player] = _apply_withdrawal(
            tournament,
            results,
            player,
            last,
            withdrawn,
            after,
            withdrawal,
            opponents,
            codes,
        )
    for player in range(1, n + 1):
        if struck[player]:
            for index, opponent in enumerate(opponents[player]):
                codes[player][index] |= STRUCK
                if opponent:
                    codes[opponent][index] |= STRUCK
    unit = point_unit(tournament.scoring)
    table = code_points(tournament.scoring, unit)
    points = tuple(
        Fraction(sum(map(table.__getitem__, codes[player])), unit)
        for player in range(1, n + 1)
    )
    played = tuple(
        sum(codes[player].count(code) for code in OVER_THE_BOARD)
        for player in range(1, n + 1)
    )
    return Crosstable(
        tournament=tournament,
        results=results,
        after_round=after,
        points=points,
        games_played=played,
        withdrawal=withdrawal,
        withdrawn=tuple(withdrawn.get(player) for player in range(1, n + 1)),
        struck=tuple(struck[1:]),
        opponents=tuple(map(tuple, opponents)),
        codes=tuple(map(tuple, codes)),
        unit=unit,
    )


def _withdrawals(tournament: Tournament, results: Results) -> Mapping[int, int]:
    merged = {
        number: player.withdrawn_after
        for number, player in enumerate(tournament.players, start=1)
        if player.withdrawn_after is not None
    }
    merged.update(results.withdrawn)
    return merged


def _apply_withdrawal(
    tournament: Tournament,
    results: Results,
    player: int,
    last: int,
    withdrawn: Mapping[int, int],
    after: int,
    rule: WithdrawalRule,
    opponents: list[list[int]],
    codes: list[list[int]],
) -> bool:
    """Forfeit the games after ``last``; return whether all are to be struck."""
    schedule = tournament.schedule
    played = 0
    for index, opponent in enumerate(opponents[player]):
        number = index + 1
        if not opponent:
            if number > last:
                codes[player][index] |= STRUCK
            continue
        game = schedule.find_game(number, player, opponent)
        assert game is not None
        outcome = results.outcome(number, game.board)
        if number <= last:
            played += outcome.played
            continue
        if outcome.played:
            raise ScheduleError(
                f"player {player} withdrew after round {last} but has a result"
                f" in round {number}: {game.white} – {game.black} {outcome}"
            )
        if number <= after and codes[player][index] & KIND == PENDING:
            colour = BLACK if game.black == player else 0
            gone = withdrawn.get(opponent)
            both = gone is not None and gone < number
            codes[player][index] = FORFEIT_LOSS | colour
            codes[opponent][index] = (FORFEIT_LOSS if both else FORFEIT_WIN) | (
                BLACK - colour
            )
    if rule is WithdrawalRule.STRIKE:
        return True
    if rule is WithdrawalRule.FORFEIT:
        return False
    return 2 * played < schedule.cycles * (tournament.n - 1)

"""The tiebreaks of FIDE C.07 for round robins read from each player's own
games in the crosstable: WIN, WON, BPG, BWG, REP, STD, SB (with ``/Cn``), KS
(with ``/L±n``) and TPN, each a function of the registry's
(:mod:`berger.core.tiebreaks.registry`) taking the chain's
:class:`~berger.core.tiebreaks.model.Tables` and the code.

Forfeits follow the round-robin article (15.2): they count as ordinary games
(the real opponent, at face value) except that every forfeit is unplayed for
the rating-based tiebreaks (ARO, TPR, PTP) and for the over-the-board counts
(WON, BPG, BWG). Struck games (withdrawals) count for nothing.

Points are those of the event's scoring system: SB is the sum over games of
(points scored against the opponent × the opponent's points), so with
draughts 2/1/0 a win adds twice the opponent's points and a draw once, the
seeds' "doubled sum of beaten plus sum of drawn". The rating-based tiebreaks
(:mod:`berger.core.tiebreaks.performance`) and STD work on game results
1/½/0 whatever the event's points.

Every per-player value is computed from the crosstable's compact rows with
C-level builtins (``sum``, ``min``, ``compress``, ``bytes.translate``), so the
full chain of every code for 1,000 players stays well under a second.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from fractions import Fraction
from heapq import nsmallest
from itertools import compress

from berger.core.game_codes import (
    BLACK,
    BYE,
    COUNTED_GAMES,
    FORFEIT_WIN,
    KIND,
    OVER_THE_BOARD,
    WIN,
    kind_points,
    point_unit,
)
from berger.core.rows import code_table, getter, mask
from berger.core.scoring import ScoringSystem
from berger.core.tiebreaks.model import Tables, Tiebreak
from berger.core.tiebreaks.values import Value

_WON = (WIN, WIN | BLACK)
"""A game won over the board, with white or black."""
_FORFEIT_WINS = (FORFEIT_WIN, FORFEIT_WIN | BLACK)
"""A game won by forfeit."""


def koya_step(scoring: ScoringSystem) -> Fraction:
    """The step by which ``KS/L±n`` moves the Koya limit (art. 14.5): the
    smallest difference between two scores of a game, the greatest common
    divisor of the win, draw and loss points (½ in chess, 1 under 2/1/0 and
    3/1/0: a draw's worth in every preset).

    >>> from berger.core.scoring import PRESETS
    >>> [koya_step(PRESETS[name]) for name in ("chess", "draughts", "football")]
    [Fraction(1, 2), Fraction(1, 1), Fraction(1, 1)]
    """
    unit = point_unit(scoring)
    return Fraction(math.gcd(*(int(v * unit) for v in scoring.values[:3])), unit)


def wins(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """WIN (7.1): wins, over the board or by forfeit, and a bye worth a win
    (a full-point bye)."""
    games = tables.shared(_Games)
    return games.count((*_WON, *_FORFEIT_WINS, *games.full_bye))


def won(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """WON (7.2): wins over the board."""
    return tables.shared(_Games).count(_WON)


def black_games(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """BPG (7.3): games played over the board with Black."""
    black = tuple(code for code in OVER_THE_BOARD if code & BLACK)
    return tables.shared(_Games).count(black)


def black_wins(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """BWG (7.4): games won over the board with Black."""
    return tables.shared(_Games).count((WIN | BLACK,))


def rounds_elected(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """REP (7.6): rounds elected to play, the rounds less forfeit losses,
    double forfeits and byes; a bye worth a win counts as one."""
    games = tables.shared(_Games)
    return games.count((*OVER_THE_BOARD, *_FORFEIT_WINS, *games.full_bye))


def standard_points(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """STD (art. 7, 2026): 1 for each game scored better than the opponent,
    ½ for each equal one (see :meth:`_Games.standard_points`)."""
    return tables.shared(_Games).standard_points()


def sonneborn_berger(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """SB (9.1), and SB/C1, SB/C2 (14.1, 14.2)."""
    return tables.shared(_Games).sonneborn_berger(tiebreak.cut)


def koya(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """KS (9.2), and KS/L±n (14.5)."""
    return tables.shared(_Games).koya(tiebreak.limit)


def pairing_numbers(tables: Tables, tiebreak: Tiebreak) -> tuple[Value, ...]:
    """TPN (art. 7, 2026): the pairing number; the lower ranks first."""
    return tuple(range(1, tables.crosstable.tournament.n + 1))


class _Games:
    """Per-player values from the compact rows (points in 1/unit), shared by
    the codes of one chain.

    A player's counted games are handled by the points they scored (in every
    preset three groups: a win over the board or by forfeit, a draw, a loss
    or forfeit loss): ``itemgetter`` fetches every opponent's points at C
    speed, a ``bytes.translate`` mask selects the games of one group and
    ``compress`` keeps their opponents' points, with no Python loop per
    game. Where a second code looks opponents up by their points (several
    Koya limits, or a Koya limit after a cut) the lists are sorted once, and
    each limit is found by bisection. The games that scored nothing matter
    only to the cuts: without a cut in the chain they are left out.
    """

    def __init__(self, tables: Tables) -> None:
        crosstable = tables.crosstable
        self.crosstable = crosstable
        self.n = crosstable.tournament.n
        self.unit = crosstable.unit
        self.codes = crosstable.codes
        self.scoring = crosstable.tournament.scoring
        self.points = [0, *(int(p * self.unit) for p in crosstable.points)]
        cuts = any(tiebreak.cut for tiebreak in tables.tiebreaks)
        table = crosstable.points_table
        groups: dict[int, list[int]] = {}
        for code in COUNTED_GAMES:
            groups.setdefault(table[code], []).append(code)
        self.groups = [
            (value, mask(codes))
            for value, codes in sorted(groups.items())
            if value or cuts
        ]
        self.full_bye = (BYE,) if self.scoring.bye == self.scoring.win else ()
        """A bye worth a win, which WIN and REP count as one."""
        self.lookups = 0
        """How many codes have looked opponents up by their points."""
        self.ordered = False
        """The opponents' points are sorted."""
        self._opponents: list[list[list[int]]] = []
        self._sums: list[list[int]] = []

    def count(self, codes: tuple[int, ...]) -> tuple[int, ...]:
        """Each player's number of games of ``codes``."""
        return tuple(self._tally(mask(codes)))

    def _tally(self, table: bytes) -> list[int]:
        """Each player's sum of ``table[code]`` over their game codes."""
        return [sum(row.translate(table)) for row in self.codes[1:]]

    def standard_points(self) -> tuple[Fraction, ...]:
        """STD (art. 7, 2026): 1 for each game scored better than the
        opponent, ½ for each equal one. That is each game's points against a
        draw's, so a win (over the board or by forfeit) is 1, a draw ½, a
        loss or a double forfeit 0, as 1/½/0 scoring gives them, whatever
        points the event gives; a bye counts by its points the same way."""
        points = kind_points(self.scoring)
        draw = self.scoring.draw
        halves: dict[int, int] = {}
        for code in (*COUNTED_GAMES, BYE):
            value = points[code & KIND]
            assert value is not None
            halves[code] = 2 if value > draw else int(value == draw)
        return tuple(Fraction(total, 2) for total in self._tally(code_table(halves)))

    def _opponent_points(self, player: int) -> list[list[int]]:
        """For each group of :attr:`groups`, the opponents' points (sorted
        if :attr:`ordered`)."""
        if not self._opponents:
            self._opponents = [[]]
            for opponents, row in zip(
                self.crosstable.opponents[1:], self.codes[1:], strict=True
            ):
                fetched = getter(opponents)(self.points)
                lists = [
                    list(compress(fetched, row.translate(g))) for _, g in self.groups
                ]
                self._opponents.append(lists)
            self._sums = [
                [sum(scores) for scores in lists] for lists in self._opponents
            ]
        return self._opponents[player]

    def _look_up(self) -> None:
        """A code looks opponents up by their points: from the second one
        on, the lists are sorted (once) for bisection."""
        self.lookups += 1
        if self.lookups > 1 and not self.ordered:
            self._opponent_points(0)
            for lists in self._opponents:
                for scores in lists:
                    scores.sort()
            self.ordered = True

    def sonneborn_berger(self, cut: int) -> tuple[Fraction, ...]:
        """Every player's SB, with ``cut`` (see :meth:`_sonneborn_berger`)."""
        if cut:
            self._look_up()
        players = range(1, self.n + 1)
        return tuple(self._sonneborn_berger(p, cut) for p in players)

    def _sonneborn_berger(self, player: int, cut: int) -> Fraction:
        """SB (9.1): Σ over games of points scored × the opponent's points.

        With ``cut`` (SB/C1, SB/C2; 14.1, 14.2) the products of the games
        against the ``cut`` lowest-scoring opponents are dropped, the smaller
        product first among opponents on the same score: the games are
        ordered by (opponent's points, points scored)."""
        lists = self._opponent_points(player)
        values = [value for value, _ in self.groups]
        total = sum(
            value * part for value, part in zip(values, self._sums[player], strict=True)
        )
        if cut:
            lowest = sorted(
                (score, value)
                for value, scores in zip(values, lists, strict=True)
                for score in nsmallest(cut, scores)
            )
            total -= sum(score * value for score, value in lowest[:cut])
        return Fraction(total, self.unit * self.unit)

    def _at_least(self, scores: list[int], lowest: int) -> int:
        """How many of ``scores`` are at least ``lowest``."""
        if self.ordered:
            return len(scores) - bisect_left(scores, lowest)
        return sum(map(lowest.__le__, scores))

    def koya(self, limit: int) -> tuple[Value, ...]:
        """KS (9.2): points scored against the opponents who reached at least
        50 % of the points they could have scored (a win in each of their
        counted games), the limit moved by ``limit`` steps (14.5; see
        :func:`koya_step`).

        When every player who has a counted game has the same number of them
        (a round robin after each full round or at the end, withdrawals
        struck or not) the limit is one score for all, found in each sorted
        list by bisection; otherwise each opponent is checked."""
        self._look_up()
        win = int(self.scoring.win * self.unit)
        step = int(koya_step(self.scoring) * self.unit)
        counted = [len(row) - row.translate(_COUNTED).count(0) for row in self.codes]
        # Twice the points each player needs to count for their opponents:
        needed = [win * games + 2 * limit * step for games in counted]
        players = range(1, self.n + 1)
        distinct = {needed[p] for p in players if counted[p]}
        if len(distinct) <= 1:
            lowest = -(-max(distinct, default=0) // 2)
            return tuple(
                Fraction(
                    sum(
                        value * self._at_least(scores, lowest)
                        for (value, _), scores in zip(
                            self.groups, self._opponent_points(p), strict=True
                        )
                    ),
                    self.unit,
                )
                for p in players
            )
        strong = [int(2 * self.points[p] >= needed[p]) for p in range(self.n + 1)]
        strong[0] = 0
        return tuple(
            Fraction(
                sum(
                    value
                    * sum(compress(getter(opponents)(strong), row.translate(group)))
                    for value, group in self.groups
                ),
                self.unit,
            )
            for opponents, row in zip(
                self.crosstable.opponents[1:], self.codes[1:], strict=True
            )
        )


_COUNTED = mask(COUNTED_GAMES)

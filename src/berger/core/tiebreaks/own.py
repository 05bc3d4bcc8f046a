"""Tiebreaks of FIDE C.07 for round robins, computed from a crosstable (the
codes and the chain are read by :mod:`berger.core.tiebreaks.codes`).

Forfeits follow the round-robin article (15.2): they count as ordinary games
(the real opponent, at face value) except that every forfeit is unplayed for
the rating-based tiebreaks (ARO, TPR, PTP) and for the over-the-board counts
(WON, BPG, BWG). Struck games (withdrawals) count for nothing.

Points are those of the event's scoring system: SB is the sum over games of
(points scored against the opponent × the opponent's points), so with
draughts 2/1/0 a win adds twice the opponent's points and a draw once, the
seeds' "doubled sum of beaten plus sum of drawn". The rating-based tiebreaks
(:mod:`berger.core.tiebreaks.performance`) and STD work on game results 1/½/0 whatever
the event's points.

Every per-player value is computed from the crosstable's compact rows with
C-level builtins (``sum``, ``min``, ``compress``, ``bytes.translate``), so the
full chain of every code for 1,000 players stays well under a second.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Sequence
from fractions import Fraction
from heapq import nsmallest
from itertools import compress

from berger.core.crosstable import Crosstable
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
from berger.core.tiebreaks.codes import (
    GROUP_NAMES,
    RATING_NAMES,
    Tiebreak,
    parse_tiebreaks,
)
from berger.core.tiebreaks.performance import RatingTables
from berger.core.tiebreaks.shmulyan import shmulyan
from berger.core.tiebreaks.values import Value


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


def compute_tiebreaks(
    crosstable: Crosstable,
    chain: Sequence[str],
    *,
    unrated: int | None = None,
) -> dict[str, tuple[Value, ...]]:
    """Every player's value of each code in ``chain`` except DE and ORD (which
    depend on the tied group; see :mod:`berger.core.tiebreaks.direct_encounter` and
    :mod:`berger.core.tiebreaks.classification_order`), keyed by the code as given and
    indexed ``number - 1``.

    ``unrated`` is the rating an unrated player counts as in the rating-based
    tiebreaks; None leaves out (value None) every rating-based value that
    would need an unrated player's rating.

    Raises:
        InputError: an unknown code.
    """
    tiebreaks = parse_tiebreaks(chain)
    cuts = [t for t in tiebreaks if t.name == "SB" and t.cut]
    limits = [t for t in tiebreaks if t.name == "KS"]
    own = _Tables(crosstable, ordered=len(cuts) + len(limits) > 1, cuts=bool(cuts))
    ratings = RatingTables(crosstable, unrated)
    out: dict[str, tuple[Value, ...]] = {}
    for tiebreak in tiebreaks:
        if tiebreak.name in GROUP_NAMES:
            continue
        if tiebreak.name in RATING_NAMES:
            out[tiebreak.key] = ratings.values(tiebreak.name, tiebreak.cut)
        elif tiebreak.name == "SHM":
            out[tiebreak.key] = shmulyan(crosstable)
        else:
            out[tiebreak.key] = own.values(tiebreak)
    return out


class _Tables:
    """Per-player values from the compact rows (points in 1/unit).

    A player's counted games are handled by the points they scored (in every
    preset three groups: a win over the board or by forfeit, a draw, a loss
    or forfeit loss): ``itemgetter`` fetches every opponent's points at C
    speed, a ``bytes.translate`` mask selects the games of one group and
    ``compress`` keeps their opponents' points, sorted once, with no Python
    loop per game. With ``ordered`` (several Koya limits or cuts to find) the
    lists are sorted once, and each limit is found by bisection. The games
    that scored nothing matter only to the cuts: without ``cuts`` they are
    left out.
    """

    def __init__(
        self, crosstable: Crosstable, *, ordered: bool = False, cuts: bool = False
    ) -> None:
        self.crosstable = crosstable
        self.n = crosstable.tournament.n
        self.unit = crosstable.unit
        self.codes = crosstable.codes
        self.scoring = crosstable.tournament.scoring
        self.points = [0, *(int(p * self.unit) for p in crosstable.points)]
        table = crosstable.points_table
        groups: dict[int, list[int]] = {}
        for code in COUNTED_GAMES:
            groups.setdefault(table[code], []).append(code)
        self.groups = [
            (value, mask(codes))
            for value, codes in sorted(groups.items())
            if value or cuts
        ]
        self.ordered = ordered
        self._opponents: list[list[list[int]]] = []
        self._sums: list[list[int]] = []

    def values(self, tiebreak: Tiebreak) -> tuple[Value, ...]:
        """Every player's value of ``tiebreak`` (not DE nor rating-based)."""
        name = tiebreak.name
        if name == "SB":
            players = range(1, self.n + 1)
            return tuple(self._sonneborn_berger(p, tiebreak.cut) for p in players)
        if name == "KS":
            return self._koya(tiebreak.limit)
        if name == "STD":
            return self._standard_points()
        if name == "TPN":
            return self._pairing_numbers()
        return self._counts(name)

    def _tally(self, table: bytes) -> list[int]:
        """Each player's sum of ``table[code]`` over their game codes."""
        return [sum(row.translate(table)) for row in self.codes[1:]]

    def _counts(self, name: str) -> tuple[int, ...]:
        """WIN (7.1): wins, over the board or by forfeit; WON (7.2): wins
        over the board; BPG (7.3): games played over the board with Black;
        BWG (7.4): of those, the ones won; REP (7.6): rounds elected to play,
        the rounds less forfeit losses, double forfeits and byes. WIN and REP
        count a bye worth a win (a full-point bye) as one."""
        won = (WIN, WIN | BLACK)
        forfeit_wins = (FORFEIT_WIN, FORFEIT_WIN | BLACK)
        full_bye = (BYE,) if self.scoring.bye == self.scoring.win else ()
        counted = {
            "WIN": (*won, *forfeit_wins, *full_bye),
            "WON": won,
            "BPG": tuple(code for code in OVER_THE_BOARD if code & BLACK),
            "BWG": (WIN | BLACK,),
            "REP": (*OVER_THE_BOARD, *forfeit_wins, *full_bye),
        }
        return tuple(self._tally(mask(counted[name])))

    def _standard_points(self) -> tuple[Fraction, ...]:
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

    def _pairing_numbers(self) -> tuple[int, ...]:
        """TPN (art. 7, 2026): the pairing number; the lower ranks first."""
        return tuple(range(1, self.n + 1))

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
                if self.ordered:
                    for scores in lists:
                        scores.sort()
                self._opponents.append(lists)
            self._sums = [
                [sum(scores) for scores in lists] for lists in self._opponents
            ]
        return self._opponents[player]

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

    def _koya(self, limit: int) -> tuple[Value, ...]:
        """KS (9.2): points scored against the opponents who reached at least
        50 % of the points they could have scored (a win in each of their
        counted games), the limit moved by ``limit`` steps (14.5; see
        :func:`koya_step`).

        When every player who has a counted game has the same number of them
        (a round robin after each full round or at the end, withdrawals
        struck or not) the limit is one score for all, found in each sorted
        list by bisection; otherwise each opponent is checked."""
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

"""Tiebreaks of FIDE C.07 for round robins, computed from a crosstable.

Forfeits follow the round-robin article (15.2): they count as ordinary games
(the real opponent, at face value) except that every forfeit is unplayed for
the rating-based tiebreaks (ARO, TPR) and for the over-the-board counts (WON,
BPG, BWG). Struck games (withdrawals) count for nothing.

Points are those of the event's scoring system: SB is the sum over games of
(points scored against the opponent × the opponent's points), so with
draughts 2/1/0 a win adds twice the opponent's points and a draw once, the
seeds' "doubled sum of beaten plus sum of drawn".

Every per-player value is computed from the crosstable's compact rows with
C-level builtins (``sum``, ``map``, ``list.count``), so the full chain for
1,000 players stays well under a second.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from itertools import compress
from operator import itemgetter

from berger.core.crosstable import (
    BLACK,
    BYE,
    CODES,
    COUNTED_GAMES,
    FORFEIT_WIN,
    KIND,
    OVER_THE_BOARD,
    WIN,
    Crosstable,
    sum_points,
)
from berger.core.rating import DP_TABLE
from berger.errors import InputError

Value = Fraction | int | None
"""A tiebreak value: exact points, a count or rating, or None (not applicable)."""

DEFAULT_CHAIN: tuple[str, ...] = ("SB", "ARO")
"""The seeds' chain (after points): Sonneborn-Berger, then average rating."""
PRESET_CHAINS: dict[str, tuple[str, ...]] = {
    "default": DEFAULT_CHAIN,
    "fide": ("DE", "WIN", "SB", "KS"),
}
"""Named chains: ``default`` and ``fide`` (FIDE's round-robin order, old C.02)."""

CODES_HELP = "SB, SB/C1, DE, WIN, WON, BPG, BWG, KS, KS/L+n, KS/L-n, ARO, TPR"
_CODE = re.compile(
    r"^(?:(?P<sb>SB)(?:[/-]?(?P<cut>C1))?"
    r"|(?P<ks>KS)(?:/L(?P<limit>[+-]?\d+))?"
    r"|(?P<plain>DE|WIN|WON|BPG|BWG|ARO|TPR))$"
)


def parse_code(code: str) -> str:
    """One tiebreak code in its canonical spelling (TRF record 202).

    >>> parse_code("sb-c1"), parse_code("KS/L1"), parse_code("ks/l0")
    ('SB/C1', 'KS/L+1', 'KS')

    Raises:
        InputError: not a round-robin tiebreak code.
    """
    key = "".join(code.split()).upper()
    match = _CODE.match(key)
    if match is None:
        if key.startswith(("BH", "FB", "AOB")):
            reason = "Buchholz tiebreaks do not apply to round robins"
        else:
            reason = "is not a tiebreak code"
        raise InputError(f"{code!r}: {reason} (use {CODES_HELP})", field="tiebreaks")
    if match["sb"]:
        return "SB/C1" if match["cut"] else "SB"
    if match["ks"]:
        limit = int(match["limit"] or 0)
        return f"KS/L{limit:+d}" if limit else "KS"
    return match["plain"]


def parse_chain(codes: Sequence[str]) -> tuple[str, ...]:
    """The canonical chain: codes upper-cased, presets expanded, repeats dropped.

    ``PTS`` (TRF record 212 starts with it) is accepted and dropped: points
    always come first.

    >>> parse_chain(["fide"])
    ('DE', 'WIN', 'SB', 'KS')
    >>> parse_chain(["sb", "aro", "SB"])
    ('SB', 'ARO')

    Raises:
        InputError: an unknown code (field ``tiebreaks``).
    """
    out: list[str] = []
    for code in codes:
        key = code.strip()
        if not key or key.upper() == "PTS":
            continue
        preset = PRESET_CHAINS.get(key.lower())
        for canonical in preset or (parse_code(key),):
            if canonical not in out:
                out.append(canonical)
    return tuple(out)


def compute_tiebreaks(
    crosstable: Crosstable,
    chain: Sequence[str],
    *,
    unrated_rating: int | None = None,
) -> dict[str, tuple[Value, ...]]:
    """Every player's value of each code in ``chain`` except DE (which depends
    on the tied group; see :func:`direct_encounter`), indexed ``number - 1``.

    ``unrated_rating`` is the rating ARO and TPR use for unrated opponents;
    without it a player who met an unrated opponent has no ARO or TPR.

    Raises:
        InputError: an unknown code.
    """
    tables = _Tables(crosstable, unrated_rating)
    return {code: tables.values(code) for code in parse_chain(chain) if code != "DE"}


class _Tables:
    """Per-player arrays shared by the tiebreaks (points in 1/unit).

    A weighted sum over a player's games, Σ points scored × weight(opponent),
    is computed kind by kind: ``itemgetter`` fetches every opponent's weight at
    C speed, a ``bytes.translate`` mask selects the games of one kind and
    ``compress`` + ``sum`` add their weights, with no Python loop per game.
    """

    def __init__(self, crosstable: Crosstable, unrated_rating: int | None) -> None:
        self.crosstable = crosstable
        self.n = crosstable.tournament.n
        self.unit = crosstable.unit
        self.table = crosstable.points_table
        self.codes = crosstable.codes
        self.points = [0, *(int(p * self.unit) for p in crosstable.points)]
        self.unrated_rating = unrated_rating
        self.win = int(crosstable.tournament.scoring.win * self.unit)
        self.getters = [_getter(opponents) for opponents in crosstable.opponents]
        self.ratings, self.missing = self._ratings()
        self.aros: tuple[int | None, ...] | None = None
        self.otb_points = [
            self.table[code] if code in OVER_THE_BOARD else 0 for code in range(CODES)
        ]
        nominal = {code & KIND: self.table[code] for code in COUNTED_GAMES}
        self.kinds = [(kind, value) for kind, value in nominal.items() if value]
        self.masks = [
            [row.translate(_KIND_MASKS[kind]) for kind, _ in self.kinds]
            for row in self.codes
        ]

    def values(self, code: str) -> tuple[Value, ...]:
        players = range(1, self.n + 1)
        if code == "SB":
            square = self.unit * self.unit
            return tuple(
                Fraction(self._weighted(p, self.points), square) for p in players
            )
        if code == "SB/C1":
            return tuple(self._sb_cut1(p) for p in players)
        if code in ("WIN", "WON", "BPG", "BWG"):
            return tuple(self._count(p, code) for p in players)
        if code.startswith("KS"):
            return self._koya(int(code[4:]) if "/L" in code else 0)
        if code == "ARO":
            return self._aros()
        if code == "TPR":
            return tuple(
                self._tpr(p, aro) for p, aro in zip(players, self._aros(), strict=True)
            )
        raise ValueError(code)

    def _weighted(self, player: int, weights: Sequence[int]) -> int:
        """Σ over the player's counted games of (points scored × opponent's weight)."""
        fetched = self.getters[player](weights)
        return sum(
            value * sum(compress(fetched, mask))
            for (_, value), mask in zip(self.kinds, self.masks[player], strict=True)
        )

    def _sb_cut1(self, player: int) -> Fraction:
        games = [
            (self.points[opponent], self.table[code] * self.points[opponent])
            for code, opponent in zip(
                self.codes[player], self.crosstable.opponents[player], strict=True
            )
            if code in COUNTED_GAMES
        ]
        total = sum(product for _, product in games)
        if games:
            lowest = min(score for score, _ in games)
            total -= min(product for score, product in games if score == lowest)
        return Fraction(total, self.unit * self.unit)

    def _count(self, player: int, code: str) -> int:
        row = self.codes[player]
        if code == "WON":
            return row.count(WIN) + row.count(WIN | BLACK)
        if code == "BWG":
            return row.count(WIN | BLACK)
        if code == "BPG":
            return sum(row.count(c) for c in OVER_THE_BOARD if c & BLACK)
        scoring = self.crosstable.tournament.scoring
        byes = row.count(BYE) if scoring.bye == scoring.win else 0
        wins = (WIN, WIN | BLACK, FORFEIT_WIN, FORFEIT_WIN | BLACK)
        return sum(row.count(c) for c in wins) + byes

    def _koya(self, limit: int) -> tuple[Value, ...]:
        counted = [0] + [
            len(self.codes[p]) - self.codes[p].translate(_COUNTED_MASK).count(0)
            for p in range(1, self.n + 1)
        ]
        strong = [0] + [
            int(2 * self.points[p] >= self.win * (counted[p] + limit))
            for p in range(1, self.n + 1)
        ]
        return tuple(
            Fraction(self._weighted(p, strong), self.unit) for p in range(1, self.n + 1)
        )

    def _ratings(self) -> tuple[list[int], list[int]]:
        """Ratings by number (0 when unknown) and 1 where a rating is missing."""
        ratings, missing = [0], [0]
        for player in self.crosstable.tournament.players:
            rating = player.rating if player.rating is not None else self.unrated_rating
            ratings.append(rating or 0)
            missing.append(int(rating is None))
        return ratings, missing

    def _aros(self) -> tuple[int | None, ...]:
        if self.aros is None:
            self.aros = tuple(self._aro(p) for p in range(1, self.n + 1))
        return self.aros

    def _aro(self, player: int) -> int | None:
        mask = self.codes[player].translate(_OTB_MASK)
        games = len(mask) - mask.count(0)
        getter = self.getters[player]
        if not games or (
            any(self.missing) and any(compress(getter(self.missing), mask))
        ):
            return None
        total = sum(compress(getter(self.ratings), mask))
        return (2 * total + games) // (2 * games)

    def _tpr(self, player: int, aro: int | None) -> int | None:
        if aro is None or self.win <= 0:
            return None
        row = self.codes[player]
        mask = row.translate(_OTB_MASK)
        games = len(mask) - mask.count(0)
        scored = sum_points(row, self.otb_points)
        percent = (200 * scored + self.win * games) // (2 * self.win * games)
        return aro + DP_TABLE[max(0, min(100, percent))]


def _getter(opponents: Sequence[int]) -> Callable[[Sequence[int]], Sequence[int]]:
    """weights -> the weight of each opponent in turn, fetched at C speed."""
    if len(opponents) > 1:
        return itemgetter(*opponents)
    return lambda weights: [weights[opponent] for opponent in opponents]


def _mask(codes: Sequence[int]) -> bytes:
    return bytes(int(code in codes) for code in range(256))


_OTB_MASK = _mask(OVER_THE_BOARD)
_COUNTED_MASK = _mask(COUNTED_GAMES)
_KIND_MASKS = {
    kind: _mask([code for code in COUNTED_GAMES if code & KIND == kind])
    for kind in {code & KIND for code in COUNTED_GAMES}
}


def direct_encounter(
    crosstable: Crosstable, group: Sequence[int]
) -> Mapping[int, Fraction] | None:
    """Each player's points against the others of ``group``, repeated meetings
    averaged; None unless every pair of the group has a counted game.
    """
    unit = crosstable.unit
    out: dict[int, Fraction] = {}
    for a in group:
        total = Fraction(0)
        for b in group:
            if a == b:
                continue
            games = crosstable.counted_between(a, b)
            if not games:
                return None
            total += Fraction(sum(games), len(games) * unit)
        out[a] = total
    return out

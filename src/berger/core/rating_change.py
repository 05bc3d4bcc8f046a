"""Rating change over the event (FIDE B.02 section 8): ΔR = K × (W − We).

W and We count the games played over the board against rated opponents;
forfeits, byes and unplayed games are not rated. The expected score of a game
comes from table 8.1.2 with the 400-point rule. K comes from the participants
list's ``K`` column; without it, it is derived from the rating and the birth
year (and the result says so). Unrated players get no change: their
performance against the rated opponents is given instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from itertools import compress, repeat
from operator import add, and_

from berger.core.crosstable import CODES, GAME_HALVES, KIND, Crosstable
from berger.core.model import EventInfo
from berger.core.rating import (
    RATING_CAP,
    capped_k,
    expected_score,
    k_factor,
    performance,
    round_half_up,
)
from berger.core.rows import code_table, mask


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One player's rating change over the rounds of the crosstable."""

    number: int
    """Pairing number."""
    rating: int | None
    """Rating at the start, None when unrated."""
    games: int
    """Games played over the board against rated opponents."""
    score: Fraction
    """W: points (1, ½, 0 a game) scored in those games."""
    expected: Fraction | None
    """We: the sum of the expected scores; None for an unrated player."""
    k: int | None
    """K applied (after the 700 limit); None for an unrated player."""
    k_derived: bool
    """K was derived from rating and birth year (no ``K`` in the list)."""
    k_limited: bool
    """K was cut so that K × games stays within 700."""
    change: Fraction | None
    """K × (W − We), exact; None for an unrated player."""
    performance: int | None
    """An unrated player's performance against the rated opponents
    (their average plus dp); None for a rated player or without games."""

    @property
    def rounded(self) -> int | None:
        """The change as reported: rounded to a whole number, halves up."""
        return None if self.change is None else round_half_up(self.change)


def rating_changes(
    crosstable: Crosstable, *, year: int | None = None
) -> tuple[RatingChange, ...]:
    """Every player's rating change, in pairing-number order.

    ``year`` is the year the junior K is judged in (the player's age that
    year); by default the year of the event's last day (else its first day or
    last round date). Without a year or a birth year no junior K is derived.

    Each player's games are summed with C-level built-ins (``map``,
    ``compress``, ``bytes.translate``) over the crosstable's compact rows, so
    a 1,000-player event takes a fraction of a second.
    """
    tournament = crosstable.tournament
    if year is None:
        year = event_year(tournament.info)
    ratings = [0, *(player.rating or 0 for player in tournament.players)]
    rated = [0, *(int(player.rating is not None) for player in tournament.players)]
    known = [r for r, flag in zip(ratings, rated, strict=True) if flag]
    span = max(known) - min(known) if known else 0
    table = _expected_hundredths(span)
    out: list[RatingChange] = []
    for number, player in enumerate(tournament.players, start=1):
        codes, opponents = crosstable.codes[number], crosstable.opponents[number]
        counted = list(
            map(and_, map(rated.__getitem__, opponents), codes.translate(_RATED_KINDS))
        )
        met = list(compress(map(ratings.__getitem__, opponents), counted))
        score = Fraction(sum(compress(codes.translate(_HALVES), counted)), 2)
        own = player.rating
        k = stated = expected = None
        if own is not None:
            offset = span - own
            hundredths = sum(map(table.__getitem__, map(add, met, repeat(offset))))
            expected = Fraction(hundredths, 100)
            born = birth_year(player.birth)
            age = year - born if year is not None and born is not None else None
            stated = player.k if player.k is not None else k_factor(own, age=age)
            k = capped_k(stated, len(met))
        out.append(
            RatingChange(
                number=number,
                rating=own,
                games=len(met),
                score=score,
                expected=expected,
                k=k,
                k_derived=own is not None and player.k is None,
                k_limited=k != stated,
                change=None
                if k is None or expected is None
                else k * (score - expected),
                performance=performance(score, met) if own is None and met else None,
            )
        )
    return tuple(out)


def _expected_hundredths(span: int) -> list[int]:
    """``table[d + span]``: the expected score, in hundredths, of a player
    whose opponent is rated d points higher, |d| ≤ span, with the 400-point
    rule."""
    near = min(span, RATING_CAP)
    capped = [
        int(100 * expected_score(0, difference))
        for difference in range(-near, near + 1)
    ]
    pad = span - near
    return [capped[0]] * pad + capped + [capped[-1]] * pad


_GAMES = {code: code & KIND for code in range(CODES) if code & KIND in GAME_HALVES}
"""Code -> kind of every game played over the board, struck or not."""
_RATED_KINDS = mask(_GAMES)
_HALVES = code_table({code: GAME_HALVES[kind] for code, kind in _GAMES.items()})


def birth_year(text: str | None) -> int | None:
    """The year of a birth date as written (``2008``, ``2008-05-12``,
    ``12.05.2008``, ``12/05/2008``), or None when it holds no year.

    >>> birth_year("12.05.2008"), birth_year("2008-05-12"), birth_year("n/a")
    (2008, 2008, None)
    """
    match = re.search(r"(?<!\d)(1[89]\d\d|2\d\d\d)(?!\d)", text or "")
    return int(match.group(1)) if match else None


def event_year(info: EventInfo) -> int | None:
    """The year of the event's last day, else of its first day, else of its
    last round date; None when the event gives no date."""
    day = info.end or info.start or (info.round_dates[-1] if info.round_dates else None)
    return None if day is None else day.year

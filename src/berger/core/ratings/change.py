"""Rating change over the event (FIDE B.02 section 8): ΔR = K × (W − We).

W and We count the games played over the board against rated opponents;
forfeits, byes and unplayed games are not rated. The expected score of a game
comes from table 8.1.2 with the 400-point rule as the edition of B.02 in force
on the event's day has it (:mod:`berger.core.ratings.rules`: from October 2025
a player rated 2650 or more has the real difference). K comes from the
participants list's ``K`` column; without it, it is derived from the rating
and the birth year (and the result says so). Unrated players get no change:
their performance against the rated opponents is given instead, and, under
the editions from March 2024, their first rating
(:mod:`berger.core.ratings.first`) or why there is none.

An event whose games' dates span more than one calendar month is rated in
FIDE's monthly periods, each game in the month it was played (its own date
in the results, else its round's: a game postponed from November and played
in January is January's): each month's games have their own ΔR (K × games at
most 700 in each month), and the event's change is the sum of the months'
changes as published, each rounded (the rating list moves by a whole number
each month). Every month is taken against the ratings of the participants
list (FIDE takes each month's list; berger cannot know the other events).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import compress, repeat
from operator import add, and_

from berger.core.crosstable import Crosstable
from berger.core.game_codes import CODES, GAME_HALVES, KIND
from berger.core.model import EventInfo
from berger.core.ratings.first import FirstRating, first_rating
from berger.core.ratings.rules import (
    LATEST,
    RatingRules,
    event_day,
    event_rules,
    month_of,
    round_months,
)
from berger.core.ratings.tables import (
    RATING_CAP,
    capped_k,
    expected_score,
    k_factor,
    performance,
    round_half_up,
)
from berger.core.rows import code_table, mask


@dataclass(frozen=True, slots=True)
class MonthChange:
    """A player's rating change in one calendar month (a FIDE rating period)
    of an event that spans several."""

    month: str
    """The month, ``YYYY-MM``."""
    games: int
    """Games played over the board against rated opponents that month."""
    score: Fraction
    """W: points scored in them."""
    expected: Fraction
    """We: the sum of their expected scores."""
    k: int
    """K applied that month (after the 700 limit for the month's games)."""
    change: Fraction
    """K × (W − We), exact."""

    @property
    def rounded(self) -> int:
        """The month's change as published: a whole number, halves up."""
        return round_half_up(self.change)


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
    """K applied (after the 700 limit; over several months the smallest of
    the months' K); None for an unrated player."""
    k_derived: bool
    """K was derived from rating and birth year (no ``K`` in the list)."""
    k_limited: bool
    """K was cut so that K × games stays within 700."""
    change: Fraction | None
    """K × (W − We), exact; None for an unrated player."""
    performance: int | None
    """An unrated player's performance against the rated opponents
    (their average plus dp); None for a rated player or without games."""
    rules: RatingRules = LATEST
    """The edition of B.02 the change was computed under."""
    months: tuple[MonthChange, ...] = ()
    """A rated player's change in each month of an event spanning several
    (those with a round counted so far); empty for an event within one month
    and for an unrated player."""
    first: FirstRating | None = None
    """An unrated player's first rating (or why there is none), under the
    editions that compute one; None otherwise."""

    @property
    def rounded(self) -> int | None:
        """The change as reported: rounded to a whole number, halves up; over
        several months the sum of the months' rounded changes."""
        if self.change is None:
            return None
        if self.months:
            return sum(month.rounded for month in self.months)
        return round_half_up(self.change)


def rating_changes(
    crosstable: Crosstable,
    *,
    year: int | None = None,
    rules: RatingRules | None = None,
) -> tuple[RatingChange, ...]:
    """Every player's rating change, in pairing-number order.

    ``rules`` is the edition of B.02 (by default the one in force on the
    event's day, see :func:`~berger.core.ratings.rules.event_rules`). ``year``
    is the year the junior K is judged in (the player's age that year); by
    default the year of the event's day. Without a year or a birth year no
    junior K is derived.

    Each player's games are summed with C-level built-ins (``map``,
    ``compress``, ``bytes.translate``) over the crosstable's compact rows, so
    a 1,000-player event takes a fraction of a second.
    """
    tournament = crosstable.tournament
    if rules is None:
        rules = event_rules(tournament.info)
    if year is None:
        year = event_year(tournament.info)
    months = _months(crosstable)
    ratings = [0, *(player.rating or 0 for player in tournament.players)]
    rated = [0, *(int(player.rating is not None) for player in tournament.players)]
    known = [r for r, flag in zip(ratings, rated, strict=True) if flag]
    span = max(known) - min(known) if known else 0
    tables = {cap: _expected_hundredths(span, cap) for cap in (RATING_CAP, None)}
    out: list[RatingChange] = []
    for number, player in enumerate(tournament.players, start=1):
        codes, opponents = crosstable.codes[number], crosstable.opponents[number]
        counted = list(
            map(and_, map(rated.__getitem__, opponents), codes.translate(_RATED_KINDS))
        )
        halves = codes.translate(_HALVES)
        met = list(compress(map(ratings.__getitem__, opponents), counted))
        score = Fraction(sum(compress(halves, counted)), 2)
        own = player.rating
        if own is None:
            out.append(
                RatingChange(
                    number=number,
                    rating=None,
                    games=len(met),
                    score=score,
                    expected=None,
                    k=None,
                    k_derived=False,
                    k_limited=False,
                    change=None,
                    performance=performance(score, met) if met else None,
                    rules=rules,
                    first=first_rating(score, met) if rules.first_ratings else None,
                )
            )
            continue
        table, offset = tables[rules.cap_for(own)], span - own
        born = birth_year(player.birth)
        age = year - born if year is not None and born is not None else None
        stated = player.k if player.k is not None else k_factor(own, age=age)
        expected = _sum_expected(table, offset, met)
        by_month: list[MonthChange] = []
        for month, shared, moved in months:
            selected = _selected(shared, month, moved.get(number, {}))
            chosen = list(map(and_, counted, selected))
            month_met = list(compress(map(ratings.__getitem__, opponents), chosen))
            month_k = capped_k(stated, len(month_met))
            month_score = Fraction(sum(compress(halves, chosen)), 2)
            month_expected = _sum_expected(table, offset, month_met)
            by_month.append(
                MonthChange(
                    month=month,
                    games=len(month_met),
                    score=month_score,
                    expected=month_expected,
                    k=month_k,
                    change=month_k * (month_score - month_expected),
                )
            )
        if by_month:
            k = min(month.k for month in by_month)
            change = sum((month.change for month in by_month), Fraction(0))
        else:
            k = capped_k(stated, len(met))
            change = k * (score - expected)
        out.append(
            RatingChange(
                number=number,
                rating=own,
                games=len(met),
                score=score,
                expected=expected,
                k=k,
                k_derived=player.k is None,
                k_limited=k != stated,
                change=change,
                performance=None,
                rules=rules,
                months=tuple(by_month),
            )
        )
    return tuple(out)


def _sum_expected(table: list[int], offset: int, met: list[int]) -> Fraction:
    """The sum of the expected scores against opponents rated ``met``, from
    the player's ``table`` (see :func:`_expected_hundredths`), ``offset`` the
    span less the player's rating."""
    return Fraction(sum(map(table.__getitem__, map(add, met, repeat(offset)))), 100)


def _months(crosstable: Crosstable) -> list[tuple[str, list[int], Moved]]:
    """The event's calendar months that have a game counted so far, each
    with a 0/1 selector over the rounds (by their dates) and the games played
    in another month than their round's (:func:`_moved`); none for an event
    within one month, or whose rounds are not all dated."""
    tournament = crosstable.tournament
    rounds = round_months(tournament.info, len(tournament.schedule.rounds))
    moved = _moved(crosstable) if rounds else {}
    later = {month for games in moved.values() for month in games.values()}
    if len({month for month, _numbers in rounds} | later) < 2:
        return []
    counted = {
        month for month, numbers in rounds if numbers[0] <= crosstable.after_round
    }
    out = []
    for month, numbers in rounds:
        selected = [0] * len(tournament.schedule.rounds)
        for number in numbers:
            selected[number - 1] = 1
        out.append((month, selected))
    found = dict(out)
    for month in sorted(later - found.keys()):
        found[month] = [0] * len(tournament.schedule.rounds)
    return [
        (month, selected, moved)
        for month, selected in sorted(found.items())
        if month in counted or month in later
    ]


Moved = dict[int, dict[int, str]]
"""Player -> round index (0-based) -> the month of the player's game of
that round, where it is not the round's month."""


def _moved(crosstable: Crosstable) -> Moved:
    """The games of the rounds counted played in another month than their
    round's date, by player: FIDE rates a game in the month it was played."""
    tournament = crosstable.tournament
    info, schedule = tournament.info, tournament.schedule
    moved: Moved = {}
    for (number, board, _game), day in crosstable.results.dates.items():
        own = info.round_day(number)
        if number > crosstable.after_round or own is None:
            continue
        if not crosstable.results.outcome(number, board).is_result:
            continue
        month = month_of(day)
        if month == month_of(own):
            continue
        game = schedule.round(number).game(board)
        for player in (game.white, game.black):
            moved.setdefault(player, {})[number - 1] = month
    return moved


def _selected(selected: list[int], month: str, moved: Mapping[int, str]) -> list[int]:
    """The round selector of ``month`` for a player whose games ``moved``
    (round index -> month) were played in other months than their rounds."""
    if not moved:
        return selected
    own = list(selected)
    for index, played in moved.items():
        own[index] = int(played == month)
    return own


def _expected_hundredths(span: int, cap: int | None) -> list[int]:
    """``table[d + span]``: the expected score, in hundredths, of a player
    whose opponent is rated d points higher, |d| ≤ span, with the 400-point
    rule ``cap`` (None: the whole table, which ends at 736)."""
    end = RATING_CAP if cap is not None else _TABLE_END
    near = min(span, end)
    values = list(_table(end)[end - near : end + near + 1])
    pad = span - near
    return [values[0]] * pad + values + [values[-1]] * pad


@cache
def _table(end: int) -> tuple[int, ...]:
    """``table[d + end]``: the expected score, in hundredths, of a player
    whose opponent is rated d points higher, |d| ≤ end (table 8.1.2), worked
    out once for each of the two ends."""
    return tuple(
        int(100 * expected_score(0, difference, cap=None))
        for difference in range(-end, end + 1)
    )


_TABLE_END = 736
"""From this difference on the expected score of table 8.1.2 is 1 (or 0)."""
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
    day = event_day(info)
    return None if day is None else day.year


def change_months(changes: Sequence[RatingChange]) -> tuple[str, ...]:
    """The months (``YYYY-MM``) the changes are split into, in order; none
    when the event lies within one month."""
    return tuple(sorted({month.month for change in changes for month in change.months}))

"""Numbers, points and dates as each document language writes them.

Babel supplies the CLDR data (month names, the decimal comma of Ukrainian and
Russian); the process-global ``locale`` module is never touched.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from functools import lru_cache

from babel import Locale
from babel.dates import format_date, format_datetime, format_interval
from babel.numbers import format_percent as babel_percent

from berger.core.model import Game, Outcome
from berger.core.scoring import ScoringSystem
from berger.formats.reports.points import format_points


def needs_decimals(values: Iterable[Fraction | int | None]) -> bool:
    """True when a column holds quarters (or finer): then halves print as
    decimals too, so the column reads alike.

    >>> needs_decimals([Fraction(75, 2), Fraction(159, 4)])
    True
    """
    return any(
        isinstance(v, Fraction) and v.denominator > 2 for v in values if v is not None
    )


MINUS = "−"
"""The true minus sign, used for forfeit losses."""


def format_number(
    value: Fraction | int | None, language: str, *, decimal: bool = False
) -> str:
    """A number for a table cell (see :func:`format_points`): ``4½`` for
    halves, ``12,75`` / ``12.75`` for other decimals (at most two places), an
    en dash for "not applicable". ``decimal`` writes halves as decimals too,
    for a column that also holds quarters.

    >>> format_number(Fraction(9, 2), "uk"), format_number(Fraction(51, 4), "ru")
    ('4½', '12,75')
    >>> format_number(Fraction(1, 2), "en"), format_number(None, "en")
    ('½', '–')
    >>> format_number(Fraction(75, 2), "uk", decimal=True)
    '37,5'
    """
    return _number(value, language, decimal)


@lru_cache(maxsize=8192)
def _number(value: Fraction | int | None, language: str, decimal: bool) -> str:
    """:func:`format_number`, each value worked out once: a site writes the
    same points and tie-break values on many pages, and Babel's decimals are
    slow."""
    return format_points(value, language, halves=not decimal, places=2, missing="–")


def format_percent(value: Fraction | None, language: str) -> str:
    """A share (0..1) as a percentage in the language's way, one decimal at
    most (halves up); an en dash for none.

    >>> format_percent(Fraction(5, 8), "en"), format_percent(Fraction(3, 4), "ru")
    ('62.5%', '75\xa0%')
    >>> format_percent(Fraction(2, 3), "uk"), format_percent(None, "en")
    ('66,7%', '–')
    """
    if value is None:
        return "–"
    exact = Decimal(value.numerator * 100) / Decimal(value.denominator)
    rounded = exact.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
    pattern = Locale.parse(language).percent_formats[None].pattern
    last = pattern.rindex("0") + 1
    pattern = pattern[:last] + ".#" + pattern[last:]
    return str(babel_percent(rounded / 100, format=pattern, locale=language))


def format_day(day: dt.date | dt.datetime, language: str) -> str:
    """A date in full, with the time when there is one: ``1 грудня 2026, 18:30``."""
    if isinstance(day, dt.datetime):
        return format_datetime(day, "d MMMM y, HH:mm", locale=language)
    return format_date(day, "long", locale=language)


def format_dates(start: dt.date | None, end: dt.date | None, language: str) -> str:
    """The event's dates as one range (``Dec 1 – 7, 2026``), or one date, or ``""``."""
    if start is None or end is None or start == end:
        day = start or end
        return "" if day is None else format_date(day, "long", locale=language)
    return format_interval(start, end, "yMMMd", locale=language)


def result_marks(scoring: ScoringSystem, game: Game) -> tuple[str, str, str]:
    """The three result boxes of a card or sheet: white wins, draw, black wins.

    Chess writes the result codes ``1–0 ½–½ 0–1``; draughts writes the points
    (``2–0 1–1 0–2`` with the 2/1/0 preset).
    """
    if game != Game.DRAUGHTS:
        return ("1–0", "½–½", "0–1")
    win, draw, loss = (
        format_number(p, "en") for p in (scoring.win, scoring.draw, scoring.loss)
    )
    return (f"{win}–{loss}", f"{draw}–{draw}", f"{loss}–{win}")


def format_outcome(outcome: Outcome, scoring: ScoringSystem, game: Game) -> str:
    """A game's result as the round sheet prints it (blank when unplayed)."""
    marks = result_marks(scoring, game)
    return {
        Outcome.WHITE_WIN: marks[0],
        Outcome.DRAW: marks[1],
        Outcome.BLACK_WIN: marks[2],
        Outcome.WHITE_FORFEIT_WIN: f"+ – {MINUS}",
        Outcome.BLACK_FORFEIT_WIN: f"{MINUS} – +",
        Outcome.DOUBLE_FORFEIT: f"{MINUS} – {MINUS}",
        Outcome.UNPLAYED: "",
    }[outcome]

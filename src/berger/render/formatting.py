"""Numbers, points and dates as each document language writes them.

Babel supplies the CLDR data (month names, the decimal comma of Ukrainian and
Russian); the process-global ``locale`` module is never touched.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction

from babel.dates import format_date, format_datetime, format_interval
from babel.numbers import format_decimal

from berger.core.model import Outcome
from berger.core.scoring import ScoringSystem

_GLYPHS = {Fraction(1, 2): "½"}


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
    """A number for a table cell: ``4½`` for halves, ``12,75`` / ``12.75`` for
    other decimals (at most two places), an en dash for "not applicable".
    ``decimal`` writes halves as decimals too, for a column that also holds
    quarters.

    >>> format_number(Fraction(9, 2), "uk"), format_number(Fraction(51, 4), "ru")
    ('4½', '12,75')
    >>> format_number(Fraction(1, 2), "en"), format_number(None, "en")
    ('½', '–')
    >>> format_number(Fraction(75, 2), "uk", decimal=True)
    '37,5'
    """
    if value is None:
        return "–"
    if isinstance(value, int) or value.denominator == 1:
        return str(int(value))
    whole, part = divmod(value, 1)
    glyph = None if decimal else _GLYPHS.get(part)
    if glyph is not None:
        return f"{int(whole) or ''}{glyph}"
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return format_decimal(
        exact.quantize(Decimal("0.01")).normalize(), format="0.##", locale=language
    )


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


def result_marks(scoring: ScoringSystem, game: str) -> tuple[str, str, str]:
    """The three result boxes of a card or sheet: white wins, draw, black wins.

    Chess writes the result codes ``1–0 ½–½ 0–1``; draughts writes the points
    (``2–0 1–1 0–2`` with the 2/1/0 preset).
    """
    if game != "draughts":
        return ("1–0", "½–½", "0–1")
    win, draw, loss = (
        format_number(p, "en") for p in (scoring.win, scoring.draw, scoring.loss)
    )
    return (f"{win}–{loss}", f"{draw}–{draw}", f"{loss}–{win}")


def format_outcome(outcome: Outcome, scoring: ScoringSystem, game: str) -> str:
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

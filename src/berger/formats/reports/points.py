"""Points and tiebreak values as text, the one formatter for the command line,
the exports and the documents.

Halves as a person writes them (``5½``, ``½``, ``-½``), other fractions as
decimals in the language's way (``20.25``; ``20,25`` in Ukrainian and Russian,
through Babel's CLDR data), whole numbers bare.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from babel.numbers import format_decimal, get_minus_sign_symbol

HALF = "½"
"""The glyph of a half point."""


def format_points(
    value: Fraction | int | None,
    language: str = "en",
    *,
    halves: bool = True,
    places: int = 3,
    missing: str = "",
) -> str:
    """``value`` as text: ``4½`` with ``halves``, else ``4.5``; other fractions
    rounded (halves up) to at most ``places`` decimals; ``missing`` for None.

    >>> format_points(Fraction(-1, 2)), format_points(Fraction(11, 2), halves=False)
    ('-½', '5.5')
    >>> format_points(Fraction(51, 4), "uk"), format_points(Fraction(1, 3))
    ('12,75', '0.333')
    >>> format_points(Fraction(1, 8), "ru", places=2), format_points(None, missing="–")
    ('0,13', '–')
    """
    if value is None:
        return missing
    value = Fraction(value)
    if value.denominator == 1:
        return _signed(value, str(abs(value.numerator)), language)
    if halves and value.denominator == 2:
        whole = abs(value.numerator) // 2
        return _signed(value, f"{whole or ''}{HALF}", language)
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    rounded = exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    if not rounded:
        return "0"
    return str(format_decimal(rounded, format="0." + "#" * places, locale=language))


def _signed(value: Fraction, magnitude: str, language: str) -> str:
    """``magnitude`` with the language's minus sign when ``value`` is negative."""
    return get_minus_sign_symbol(language) + magnitude if value < 0 else magnitude


def format_change(value: int | None, *, minus: str = "-") -> str:
    """A rating change with its sign: ``+63``, ``-12`` (or with ``minus``
    ``−12``), ``0``; blank for None.

    >>> format_change(63), format_change(-12, minus="−"), format_change(0)
    ('+63', '−12', '0')
    """
    if value is None:
        return ""
    if value < 0:
        return f"{minus}{-value}"
    return f"+{value}" if value else "0"

"""The one check of the numbers an event's files give: each is finite,
within the range its field can mean and, for points and money, no finer
than the documents print; a whole number is converted only once its digits
are counted, so that a number of thousands of digits (beyond the 4,300
Python converts, or merely beyond what its field can mean) is refused in
one line like any other number out of range. A refusal is an
:class:`~berger.errors.InputError` without a location: the reader adds its
file, line and field (``event.toml: rules.scoring: inf is not a finite
number``)."""

from __future__ import annotations

import math
import re
import unicodedata
from fractions import Fraction

from berger.errors import InputError
from berger.messages import _, ngettext

SHOWN = 30
"""The most characters of a number a message quotes whole."""
_TEXT = re.compile(r"([+-]?)(\d*)(?:[.,](\d*))?")
"""A number written as text: a sign, whole digits, decimals (a point or a
comma)."""
_WRITTEN_BITS = 14_000
"""A whole number of more bits than this may have more digits than Python
writes (4,300): its first digits are worked out instead."""
_RATIO = re.compile(r"([+-]?\d{1,6})/(\d{1,6})")
"""A number written as a fraction: ``1/2``."""


def show(value: object) -> str:
    """``value`` as a message quotes it: a number of up to :data:`SHOWN`
    characters whole, a longer one by its first digits and its length; text
    in quotes, cut likewise; anything else as Python writes it, cut.

    >>> show(2.5), show(float("inf")), show(10**25), show("x"), show([1])
    ('2.5', 'inf', '10000000000000000000000000', "'x'", '[1]')
    >>> show(10**5000), show("9" * 5000)
    ('100000000000… (5001 digits)', "'999999999999… (5000 digits)'")

    """
    if isinstance(value, str):
        return repr(value) if len(value) <= SHOWN else "'" + clip(value) + "'"
    if isinstance(value, bool) or not isinstance(value, int | float | Fraction):
        try:
            text = repr(value)
        except ValueError:  # holds a whole number Python will not write
            text = type(value).__name__
        return text if len(text) <= 2 * SHOWN else text[: 2 * SHOWN] + "…"
    if isinstance(value, int) and value.bit_length() > _WRITTEN_BITS:
        digits = math.floor(math.log10(abs(value))) + 1
        lead = abs(value) // 10 ** (digits - 12)
        sign = "-" if value < 0 else ""
        return _long(f"{sign}{lead}", digits, digits=True)
    return clip(_plain(value))


def clip(text: str) -> str:
    """``text`` whole, or its start and its length when it is long (for a
    message that quotes it).

    >>> clip("1" * 40)
    '111111111111… (40 digits)'
    """
    if len(text) <= SHOWN:
        return text
    digits = sum(char.isdigit() for char in text)
    many = digits * 2 > len(text)
    return _long(text[:12], digits if many else len(text), digits=many)


def _long(start: str, count: int, *, digits: bool) -> str:
    if digits:
        return _("{start}… ({count} digits)").format(start=start, count=count)
    return _("{start}… ({count} characters)").format(start=start, count=count)


def _plain(value: int | float | Fraction) -> str:
    """A number as typed: ``3``, ``0.5``, ``inf``, ``1/3``."""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        decimal = value * 10**6
        return str(float(value)) if decimal.denominator == 1 else str(value)
    return repr(value) if isinstance(value, float) else str(value)


def whole_number(value: int | str, low: int, high: int) -> int:
    """``value``, a whole number or its decimal digits, if it lies in
    ``low``..``high``. Text is counted before it is converted: more digits
    than ``high`` has is out of range, whatever they are.

    >>> whole_number("0042", 1, 100), whole_number(7, 0, 10)
    (42, 7)
    >>> whole_number("9" * 5000, 1, 100)
    Traceback (most recent call last):
      ...
    berger.errors.InputError: 999999999999… (5000 digits) is out of range 1..100

    Raises:
        InputError: text that is not decimal digits, or a number out of range.
    """
    if isinstance(value, str):
        if not value.isdecimal():
            raise InputError(_("{value} is not a number").format(value=show(value)))
        digits = "".join(str(unicodedata.decimal(char)) for char in value)
        digits = digits.lstrip("0") or "0"
        if len(digits) > len(str(max(abs(low), abs(high)))):
            raise _out_of_range(value, low, high)
        number = int(digits)
    else:
        number = value
    if not low <= number <= high:
        raise _out_of_range(value, low, high)
    return number


def _out_of_range(value: object, low: object, high: object) -> InputError:
    """The refusal of ``value`` (a number, or the text of one) outside
    ``low``..``high``."""
    text = clip(value.strip()) if isinstance(value, str) else show(value)
    return InputError(
        _("{value} is out of range {low}..{high}").format(
            value=text, low=show(low), high=show(high)
        )
    )


def number(
    value: object,
    low: int | Fraction,
    high: int | Fraction,
    *,
    places: int = SHOWN,
) -> Fraction:
    """``value`` exactly, if it is a finite number in ``low``..``high`` of
    at most ``places`` decimals: an int, a float, a Fraction, or text
    (``0.5``, ``1,5``, ``½``, ``1½``, ``1/2``).

    >>> number(0.5, 0, 1000, places=3), number("1½", 0, 10), number("2,25", 0, 9)
    (Fraction(1, 2), Fraction(3, 2), Fraction(9, 4))
    >>> number(float("nan"), 0, 1)
    Traceback (most recent call last):
      ...
    berger.errors.InputError: nan is not a finite number

    Raises:
        InputError: not a number, not finite, out of range, or more decimals.
    """
    if isinstance(value, bool) or not isinstance(value, int | float | Fraction | str):
        raise InputError(_("{value} is not a number").format(value=show(value)))
    if isinstance(value, float) and not math.isfinite(value):
        raise InputError(_("{value} is not a finite number").format(value=show(value)))
    if isinstance(value, str):
        exact = _from_text(value, low, high, places)
    else:
        exact = Fraction(repr(value) if isinstance(value, float) else value)
    if not low <= exact <= high:
        raise _out_of_range(value, low, high)
    if (exact * 10**places).denominator != 1:
        raise _too_fine(value, places)
    return exact


def _too_fine(value: object, places: int) -> InputError:
    return InputError(
        ngettext(
            "{value} has more than {places} decimal",
            "{value} has more than {places} decimals",
            places,
        ).format(value=show(value), places=places)
    )


def _from_text(
    value: str, low: int | Fraction, high: int | Fraction, places: int
) -> Fraction:
    """The number ``value`` writes, its digits counted before they are
    converted.

    Raises:
        InputError: not a number, or not finite, or (before converting) more
            whole digits than ``low`` and ``high`` have, or more decimals
            than ``places``.
    """
    text = value.strip().replace("½", ".5")
    ratio = _RATIO.fullmatch(text)
    if ratio is not None and int(ratio[2]):
        return Fraction(int(ratio[1]), int(ratio[2]))
    found = _TEXT.fullmatch(text)
    if found is None or not (found[2] or found[3]) or text.endswith((".", ",")):
        finite = text.strip("+-").lower() not in ("inf", "infinity", "nan")
        message = (
            _("{value} is not a number")
            if finite
            else _("{value} is not a finite number")
        )
        raise InputError(message.format(value=show(value)))
    sign, whole = found[1], found[2].lstrip("0")
    decimals = (found[3] or "").rstrip("0")
    widest = max(abs(Fraction(low)), abs(Fraction(high)))
    if len(whole) > len(str(math.ceil(widest))):
        raise _out_of_range(value, low, high)
    if len(decimals) > places:
        raise _too_fine(value, places)
    return Fraction(f"{sign}{whole or 0}.{decimals or 0}")

"""The prize list as text, CSV and JSON (``berger prizes``): each award with
its list, place, player, ``amount`` and how it was worked out, and the
prizes nobody could take. CSV and JSON keep English keys; the text speaks
the language of the run.

JSON: ``{"after_round": 9, "final": true, "currency": "UAH", "rounding": 1,
"prizes": [{"prize": "Main",
"place": 1, "places": "1-2", "number": 3, "name": "...", "amount": 250,
"how": "..."}], "not_awarded": [{"prize": "Best woman", "place": 1,
"amount": 40}]}``.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from decimal import Decimal
from fractions import Fraction
from typing import Any

from berger.core.prizes.awards import Award, unawarded
from berger.formats.event.prizes import Prizes
from berger.formats.reports.standings_text import text_table
from berger.messages import _

CSV_COLUMNS = ("prize", "place", "places", "number", "name", "amount", "how")


def places_text(places: tuple[int, int]) -> str:
    """``"2"``, or ``"2-4"`` for places shared.

    >>> places_text((2, 2)), places_text((2, 4))
    ('2', '2-4')
    """
    first, last = places
    return str(first) if first == last else f"{first}-{last}"


def money(value: Decimal | Fraction) -> int | float:
    """A JSON number: whole amounts without ``.0``.

    >>> money(Decimal("250.00")), money(Decimal("11.67")), money(Fraction(40))
    (250, 11.67, 40)
    """
    number = (
        Decimal(value.numerator) / Decimal(value.denominator)
        if isinstance(value, Fraction)
        else value
    )
    return int(number) if number == number.to_integral_value() else float(number)


def prizes_json(
    prizes: Prizes,
    awards: Sequence[Award],
    names: Mapping[int, str],
    *,
    after_round: int,
    final: bool,
) -> str:
    """The prize list as JSON (see the module's docstring), given out over
    the standings after ``after_round`` (``final``: every game played)."""
    data: dict[str, Any] = {
        "after_round": after_round,
        "final": final,
        "currency": prizes.rules.currency,
        "rounding": money(prizes.rules.rounding),
        "prizes": [
            {
                "prize": award.prize,
                "place": award.place,
                "places": places_text(award.places),
                "number": award.number,
                "name": names[award.number],
                "amount": money(award.amount),
                "how": award.how,
            }
            for award in awards
        ],
        "not_awarded": [
            {"prize": gap.prize, "place": gap.place, "amount": money(gap.amount)}
            for gap in unawarded(prizes.lists, awards)
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def prizes_csv(awards: Sequence[Award], names: Mapping[int, str]) -> str:
    """The awards as CSV, one a row (:data:`CSV_COLUMNS`)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for award in awards:
        writer.writerow(
            (
                award.prize,
                award.place,
                places_text(award.places),
                award.number,
                names[award.number],
                award.amount,
                award.how,
            )
        )
    return out.getvalue()


def prizes_text(
    prizes: Prizes, awards: Sequence[Award], names: Mapping[int, str], title: str
) -> str:
    """The prize list as text: a table per list, then what nobody took."""
    currency = f" {prizes.rules.currency}" if prizes.rules.currency else ""
    lines = [_("Prize list: {title}").format(title=title) if title else _("Prize list")]
    header = [_("Place"), _("No"), _("Name"), _("Amount"), _("How")]
    for prize_list in prizes.lists:
        rows = [
            [
                places_text(award.places),
                str(award.number),
                names[award.number],
                f"{award.amount}{currency}",
                award.how,
            ]
            for award in awards
            if award.prize == prize_list.name
        ]
        lines += ["", prize_list.name]
        if rows:
            lines += text_table(header, rows, left={0, 2, 4})
        else:
            lines.append(_("nobody takes a prize of this list"))
    gaps = unawarded(prizes.lists, awards)
    if gaps:
        lines += ["", _("Not awarded (no eligible player left):")]
        lines += [
            f"  {gap.prize}, {_('place {place}').format(place=gap.place)}:"
            f" {money(gap.amount)}{currency}"
            for gap in gaps
        ]
    return "\n".join(lines) + "\n"

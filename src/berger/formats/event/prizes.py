"""The prize list of ``event.toml``: its ``[[prizes]]`` lists and the
``[prize_rules]`` table, read into the core's values (see
:mod:`berger.core.prizes.awards`), every mistake reported with its file and field::

    [[prizes]]
    name = "Main"
    amounts = [300, 200, 100, 50]   # by place
    sharing = "hort"                # "none" | "equal" | "hort"
    [[prizes]]
    name = "Best woman"
    sex = "w"
    amounts = [40]
    [prize_rules]
    one_per_player = true
    rounding = 1
    currency = "UAH"
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from berger.core.bounds import number
from berger.core.prizes.awards import PrizeList, PrizeRules, Sharing
from berger.core.prizes.conditions import Eligibility
from berger.core.ratings.tables import MAX_RATING
from berger.errors import InputError
from berger.formats.event.toml_types import expect, unknown_key, whole
from berger.messages import _

CONDITIONS = (
    "sex",
    "born_from",
    "born_until",
    "rating_min",
    "rating_max",
    "unrated",
    "federation",
    "club",
    "title",
)
"""Who may take a list's prizes: its conditions, as ``event.toml`` names them."""
LIST_KEYS = ("name", "amounts", "sharing", *CONDITIONS)
LARGEST = 10**12
"""The largest amount and rounding unit taken: a trillion. With the
smallest unit, :data:`SMALLEST`, every amount is a whole number of units
below 10^15 and every sum of them within the 28 digits the prize
arithmetic works to, exactly."""
SMALLEST = Fraction(1, 1000)
"""The smallest rounding unit taken: a thousandth (a currency's smallest
coin has at most three decimals)."""
RULE_KEYS = ("one_per_player", "rounding", "currency")


@dataclass(frozen=True, slots=True)
class Prizes:
    """An event's prize lists and the rules they are given out by."""

    lists: tuple[PrizeList, ...]
    rules: PrizeRules


def read_prizes(data: Mapping[str, Any], shown: str) -> Prizes | None:
    """The prize lists of the parsed ``event.toml`` ``data``; None when it
    has none.

    Raises:
        InputError: a list or a rule that is not what it should be.
    """
    given = data.get("prizes")
    if given is None:
        if "prize_rules" in data:
            raise InputError(
                _("[prize_rules] without any [[prizes]] list"),
                path=shown,
                field="prize_rules",
            )
        return None
    if not isinstance(given, list) or not given:
        raise InputError(
            _("must be [[prizes]] lists, each a table"), path=shown, field="prizes"
        )
    lists = tuple(
        _prize_list(table, shown, f"prizes[{index}]")
        for index, table in enumerate(given, 1)
    )
    names = [prize_list.name for prize_list in lists]
    for index, name in enumerate(names, 1):
        if names.index(name) != index - 1:
            raise InputError(
                _("a second list named {name!r}").format(name=name),
                path=shown,
                field=f"prizes[{index}].name",
            )
    return Prizes(lists, _rules(data.get("prize_rules", {}), shown))


def _prize_list(table: object, shown: str, where: str) -> PrizeList:
    if not isinstance(table, dict):
        raise InputError(_("must be a table"), path=shown, field=where)
    for key in table:
        if key not in LIST_KEYS:
            raise InputError(
                _("unknown key {key!r} (a list's conditions: {known})").format(
                    key=key, known=", ".join(CONDITIONS)
                ),
                path=shown,
                field=f"{where}.{key}",
            )
    if "name" not in table:
        raise InputError(_("a list needs a name"), path=shown, field=f"{where}.name")
    name = str(expect(table["name"], str, shown, f"{where}.name")).strip()
    if not name:
        raise InputError(_("is empty"), path=shown, field=f"{where}.name")
    if table.get("amounts", []) == []:
        raise InputError(
            _("a list needs its amounts by place (amounts = [300, 200, 100])"),
            path=shown,
            field=f"{where}.amounts",
        )
    amounts = tuple(
        _amount(value, shown, f"{where}.amounts")
        for value in expect(table["amounts"], list, shown, f"{where}.amounts")
    )
    sharing = Sharing.NONE
    if "sharing" in table:
        text = expect(table["sharing"], str, shown, f"{where}.sharing")
        try:
            sharing = Sharing(text)
        except ValueError:
            raise InputError(
                _("{value!r} is not a way of sharing (none, equal, hort)").format(
                    value=text
                ),
                path=shown,
                field=f"{where}.sharing",
            ) from None
    return PrizeList(name, amounts, sharing, _eligibility(table, shown, where))


def _amount(value: object, shown: str, where: str) -> Fraction:
    """An amount of money: a number (not text) from zero to :data:`LARGEST`."""
    if isinstance(value, str):
        raise InputError(
            _("{value!r} is not a number").format(value=value), path=shown, field=where
        )
    try:
        return number(value, 0, LARGEST)
    except InputError as exc:
        raise exc.located(path=shown, field=where) from None


def _eligibility(table: Mapping[str, Any], shown: str, where: str) -> Eligibility:
    values: dict[str, Any] = {}
    if "sex" in table:
        sex = str(expect(table["sex"], str, shown, f"{where}.sex")).lower()
        if sex not in ("m", "w"):
            raise InputError(
                _("{value!r} is not m or w").format(value=table["sex"]),
                path=shown,
                field=f"{where}.sex",
            )
        values["sex"] = sex
    for key, first in (("born_from", True), ("born_until", False)):
        if key in table:
            values[key] = _birth_bound(table[key], first, shown, f"{where}.{key}")
    for key in ("rating_min", "rating_max"):
        if key in table:
            values[key] = whole(table[key], shown, f"{where}.{key}", 0, MAX_RATING)
    _ordered(values, "born_from", "born_until", shown, where)
    _ordered(values, "rating_min", "rating_max", shown, where)
    if "unrated" in table:
        values["unrated"] = expect(table["unrated"], bool, shown, f"{where}.unrated")
    for key, field in (
        ("federation", "federations"),
        ("club", "clubs"),
        ("title", "titles"),
    ):
        if key in table:
            values[field] = _names(table[key], shown, f"{where}.{key}")
    return Eligibility(**values)


def _ordered(
    values: Mapping[str, Any], low: str, high: str, shown: str, where: str
) -> None:
    """Refuse a condition's bounds the wrong way round (``rating_min``
    above ``rating_max``): a list nobody could take is a slip of the pen."""
    if low in values and high in values and values[low] > values[high]:
        raise InputError(
            _(
                "{low} {first} is beyond {high} {last}: nobody could take this list"
            ).format(low=low, first=values[low], high=high, last=values[high]),
            path=shown,
            field=f"{where}.{low}",
        )


def _birth_bound(value: object, first: bool, shown: str, where: str) -> dt.date:
    """A date, or a year: its first day (``born_from``) or last."""
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    year = expect(value, int, shown, where)
    if not 1800 <= year <= 2200:
        raise InputError(
            _("{value!r} is not a year or a date").format(value=value),
            path=shown,
            field=where,
        )
    return dt.date(year, 1, 1) if first else dt.date(year, 12, 31)


def _names(value: object, shown: str, where: str) -> tuple[str, ...]:
    """One name, or a list of them (sorted, each once)."""
    items = value if isinstance(value, list) else [value]
    return tuple(
        sorted({str(expect(item, str, shown, where)).strip() for item in items})
    )


def _rules(table: object, shown: str) -> PrizeRules:
    if not isinstance(table, dict):
        message = _("[{table}] must be a table").format(table="prize_rules")
        raise InputError(message, path=shown, field="prize_rules")
    for key in table:
        if key not in RULE_KEYS:
            raise unknown_key(key, shown, "prize_rules")
    rules = PrizeRules()
    one = table.get("one_per_player", rules.one_per_player)
    one = expect(one, bool, shown, "prize_rules.one_per_player")
    rounding = rules.rounding
    if "rounding" in table:
        rounding = _amount(table["rounding"], shown, "prize_rules.rounding")
        if rounding < SMALLEST:
            raise InputError(
                _("{value!r} is below {smallest}, the smallest unit").format(
                    value=table["rounding"], smallest=float(SMALLEST)
                ),
                path=shown,
                field="prize_rules.rounding",
            )
    currency = str(
        expect(table.get("currency", ""), str, shown, "prize_rules.currency")
    ).strip()
    return PrizeRules(one, rounding, currency)

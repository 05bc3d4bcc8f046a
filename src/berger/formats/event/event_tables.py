"""The tables of ``event.toml``: ``[event]`` (the header), ``[rules]`` and
``[output]``, each key checked and read into the value it stands for, every
mistake reported with its file and field.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

from berger.core.codes import CodeEnum
from berger.core.draw import Numbering
from berger.core.model import MAX_CYCLES, MAX_SEED, EventInfo, Game, NormExemption
from berger.core.pairings import ScheduleSource
from berger.core.scoring import ScoringSystem
from berger.core.standings import Ties
from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError
from berger.formats.event.draughts import DRAUGHTS_RULES
from berger.formats.event.event import tiebreak_codes, unrated_setting
from berger.formats.event.output import Language, PaperSize
from berger.formats.event.team_event import TEAM_RULES
from berger.formats.event.toml_types import (
    expect,
    read_date,
    read_round_dates,
    read_time,
    read_timezone,
    unknown_key,
    whole,
)
from berger.formats.exchange.fide_list import RatingKind
from berger.messages import _, ngettext


def read_table(data: Mapping[str, Any], key: str, shown: str) -> Mapping[str, Any]:
    """The table ``[key]`` of ``data`` (empty when not given).

    Raises:
        InputError: ``key`` is not a table.
    """
    value = data.get(key, {})
    if not isinstance(value, dict):
        message = _("[{table}] must be a table").format(table=key)
        raise InputError(message, path=shown, field=key)
    return value


_EVENT_CODES: Mapping[str, type[CodeEnum]] = {
    "game": Game,
    "norm_exemption": NormExemption,
}
"""The ``[event]`` settings that are one of a list of codes."""
_RULE_CODES: Mapping[str, type[CodeEnum]] = {
    "numbering": Numbering,
    "ties": Ties,
    "withdrawal": WithdrawalRule,
    "schedule": ScheduleSource,
}
"""The ``[rules]`` settings that are one of a list of codes."""
_OUTPUT_CODES: Mapping[str, type[CodeEnum]] = {
    "language": Language,
    "paper": PaperSize,
}
"""The ``[output]`` settings that are one of a list of codes."""


def _coded(
    table: Mapping[str, Any],
    shown: str,
    section: str,
    codes: Mapping[str, type[CodeEnum]],
) -> dict[str, Any]:
    """The settings of ``table`` that ``codes`` names, each read by its
    enum's ``from_code`` (errors name ``section.key``)."""
    return {
        key: enum.from_code(table[key], path=shown, field=f"{section}.{key}")
        for key, enum in codes.items()
        if key in table
    }


def read_info(
    table: Mapping[str, Any], shown: str, rules: Mapping[str, Any] | None = None
) -> EventInfo:
    """The header of the ``[event]`` table (with what of the event's
    ``[rules]`` the core reads with it: ``one_game_a_day``).

    Raises:
        InputError: an unknown key or a value that is not what it should be.
    """
    known = {f.name for f in fields(EventInfo)} - RULES_IN_INFO | {
        "city",
        "deputy",
        "discipline",
        *EVENT_OPTIONS,
    }
    for key in table:
        if key not in known:
            raise unknown_key(key, shown, "event")
    values = _coded(table, shown, "event", _EVENT_CODES)
    for key in (
        "name",
        "site",
        "federation",
        "arbiter",
        "deputy_arbiter",
        "time_control",
    ):
        if key in table:
            values[key] = str(expect(table[key], (str, int), shown, f"event.{key}"))
    if "city" in table and "site" not in values:
        values["site"] = str(table["city"])
    if "deputy" in table and "deputy_arbiter" not in values:
        values["deputy_arbiter"] = str(table["deputy"])
    for key in ("start", "end"):
        if key in table:
            values[key] = read_date(table[key], shown, f"event.{key}")
    if "round_dates" in table:
        values["round_dates"] = read_round_dates(table["round_dates"], shown, "event")
    values.update(_round_times(table, values.get("round_dates", ()), shown))
    if "url" in table:
        url = expect(table["url"], str, shown, "event.url")
        values["url"] = web_address(url, path=shown)
    for key in RULES_IN_INFO & set(rules or {}):
        values[key] = expect((rules or {})[key], bool, shown, f"rules.{key}")
    return replace(EventInfo(), **values)


RULES_IN_INFO = frozenset({"one_game_a_day"})
"""The ``[rules]`` settings kept in the event's :class:`EventInfo` (the
results' readers check the games' dates by it)."""


def _round_times(
    table: Mapping[str, Any], dates: tuple[dt.date | dt.datetime, ...], shown: str
) -> dict[str, Any]:
    """The rounds' times of the ``[event]`` table (``start_time``,
    ``round_times``, each ``HH:MM``) and their time zone (``timezone``).

    Raises:
        InputError: a time that is not ``HH:MM``, an unknown time zone, more
            times than ``round_dates`` has dates, or a time for a round whose
            date has another of its own.
    """
    values: dict[str, Any] = {}
    if "start_time" in table:
        values["start_time"] = read_time(table["start_time"], shown, "event.start_time")
    if "timezone" in table:
        values["timezone"] = read_timezone(table["timezone"], shown, "event.timezone")
    if "round_times" not in table:
        return values
    given = expect(table["round_times"], list, shown, "event.round_times")
    times = tuple(
        read_time(value, shown, f"event.round_times[{k}]")
        for k, value in enumerate(given, start=1)
    )
    if len(times) > len(dates):
        raise InputError(
            ngettext(
                "{times} times for {dates} round date: a round's time needs its"
                " date in round_dates",
                "{times} times for {dates} round dates: a round's time needs its"
                " date in round_dates",
                len(dates),
            ).format(times=len(times), dates=len(dates)),
            path=shown,
            field="event.round_times",
        )
    for k, (day, time) in enumerate(zip(dates, times, strict=False), start=1):
        if isinstance(day, dt.datetime) and day.time() != time:
            raise InputError(
                _(
                    "{time} for round {round}, whose date in round_dates has"
                    " its own time, {own}"
                ).format(
                    time=time.strftime("%H:%M"), round=k, own=day.strftime("%H:%M")
                ),
                path=shown,
                field=f"event.round_times[{k}]",
            )
    values["round_times"] = times
    return values


def web_address(text: str, *, path: str | None = None) -> str:
    """``text`` as the event's web address: ``http://`` or ``https://`` and
    no spaces (the QR code a phone opens).

    >>> web_address(" https://club.example/2026 ")
    'https://club.example/2026'

    Raises:
        InputError: anything else.
    """
    url = text.strip()
    scheme, _sep, rest = url.partition("://")
    if (
        scheme.lower() not in ("http", "https")
        or not rest
        or any(ch.isspace() for ch in url)
    ):
        raise InputError(
            _("{text!r} is not a web address (https://...)").format(text=text),
            path=path,
            field="event.url",
        )
    return url


EVENT_OPTIONS = ("rating_list", "rating")
"""The keys of ``[event]`` that are options of the event (read by
:func:`read_event_options`), not its header."""


def read_event_options(table: Mapping[str, Any], shown: str) -> dict[str, Any]:
    """The :class:`~berger.formats.event.event.Options` fields the ``[event]``
    table gives (the rating list relative to the file), by name.

    Raises:
        InputError: a value that is not what it should be.
    """
    out: dict[str, Any] = {}
    if "rating_list" in table:
        name = expect(table["rating_list"], str, shown, "event.rating_list")
        out["rating_list"] = Path(shown).parent / name
    if "rating" in table:
        out["rating_kind"] = RatingKind.from_code(
            table["rating"], path=shown, field="event.rating"
        )
    return out


def read_rules(table: Mapping[str, Any], shown: str) -> dict[str, Any]:
    """The :class:`~berger.formats.event.event.Options` fields an individual
    event's ``[rules]`` table gives, by name; the team settings
    (:data:`TEAM_RULES`) and the draughts settings (:data:`DRAUGHTS_RULES`,
    read by :func:`~berger.formats.event.draughts.read_draughts`) are passed by.

    Raises:
        InputError: an unknown key or a value that is not what it should be.
    """
    known = {
        "cycles",
        "swap_last_two",
        "numbering",
        "seed",
        "scoring",
        "tiebreaks",
        "unrated",
        "ties",
        "withdrawal",
        "schedule",
        "rated",
        *RULES_IN_INFO,
    }
    for key in table:
        if key not in known and key not in TEAM_RULES and key not in DRAUGHTS_RULES:
            raise unknown_key(key, shown, "rules")
    out = _coded(table, shown, "rules", _RULE_CODES)
    if "cycles" in table:
        out["cycles"] = whole(table["cycles"], shown, "rules.cycles", 1, MAX_CYCLES)
    if "swap_last_two" in table:
        out["swap_last_two"] = expect(
            table["swap_last_two"], bool, shown, "rules.swap_last_two"
        )
    if "seed" in table:
        out["seed"] = whole(table["seed"], shown, "rules.seed", 0, MAX_SEED)
    if "scoring" in table:
        out["scoring"] = _scoring(table["scoring"], shown)
    if "tiebreaks" in table:
        out["tiebreaks"] = tiebreak_codes(
            expect(table["tiebreaks"], (str, list), shown, "rules.tiebreaks"),
            path=shown,
            field="rules.tiebreaks",
        )
    if "unrated" in table:
        out["unrated"] = unrated_setting(
            table["unrated"], path=shown, field="rules.unrated"
        )
    if "rated" in table:
        out["rated"] = expect(table["rated"], bool, shown, "rules.rated")
    return out


def _scoring(value: object, shown: str) -> ScoringSystem:
    expect(value, (str, list), shown, "rules.scoring")
    try:
        if isinstance(value, list):
            return ScoringSystem.from_values(value)
        return ScoringSystem.parse(str(value))
    except InputError as exc:
        raise InputError(exc.message, path=shown, field="rules.scoring") from None


def read_output(table: Mapping[str, Any], shown: str) -> dict[str, Any]:
    """The :class:`~berger.formats.event.event.Options` fields the ``[output]``
    table gives, by name (``templates`` relative to the file).

    Raises:
        InputError: an unknown key or a value that is not what it should be.
    """
    for key in table:
        if key not in ("language", "paper", "templates"):
            raise unknown_key(key, shown, "output")
    out = _coded(table, shown, "output", _OUTPUT_CODES)
    if "templates" in table:
        folder = expect(table["templates"], str, shown, "output.templates")
        out["templates"] = Path(shown).parent / folder
    return out

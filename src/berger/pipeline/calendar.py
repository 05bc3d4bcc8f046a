"""Use cases: the event's calendars (``berger calendar``, and the site's
calendar files): every round of the event, or one entrant's games, as an
iCalendar file; the time of their revision read from the event's files."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from berger.core.calendar import dated_games
from berger.core.results import Results
from berger.errors import InputError
from berger.formats.event.event import EventConfig, event_file
from berger.formats.files.atomic import write_bytes
from berger.messages import _, ngettext
from berger.pipeline.variant import Variant
from berger.render.calendar import (
    CalendarSource,
    calendar_bytes,
    calendar_key,
    calendar_view,
)
from berger.render.html import page_labels, template_dirs


def calendar_stamp(config: EventConfig, results: Results | None = None) -> dt.datetime:
    """When the files the event's calendars are made from were last changed:
    the newest modification time of its event file, its participants (or
    teams) file and, where ``results`` give a game a date of its own, its
    results file (a game's new date moves the calendars' revision forward),
    in UTC, to the second. Results without a date leave the calendars as
    they are (a new result revises none)."""
    files = [event_file(config.source), Path(config.players_file)]
    path = config.options.results
    if path is not None and results is not None and results.dates:
        files.append(path)
    times = []
    for path in files:
        try:
            times.append(path.stat().st_mtime)
        except OSError:
            continue
    return dt.datetime.fromtimestamp(int(max(times, default=0)), dt.UTC)


def calendar_source(
    config: EventConfig, group: str | None, results: Results | None = None
) -> CalendarSource | None:
    """What the event's calendars are made from (``group``: the group's name
    of an event with several; ``results``: the event's games, their dates
    among them); None when no round has a date."""
    info = config.info
    if not info.round_dates:
        return None
    stamp = calendar_stamp(config, results)
    return CalendarSource(calendar_key(info.name, group), stamp)


def write_calendar(
    variant: Variant[Any, Any],
    target: Path,
    *,
    entrant: int | None = None,
    group: str | None = None,
) -> tuple[str, ...]:
    """Write the calendar of the event (of ``entrant``'s games: a player's,
    or a team's matches) to ``target``, atomically; returns what the user
    should be told: the rounds left out for want of a date.

    Raises:
        InputError: ``entrant`` is not a number of the event, no round (of
            the entrant's) has a date.
        BergerError: a broken label catalogue, a file that cannot be
            written.
    """
    config, event = variant.config, variant.event
    if entrant is not None and not 1 <= entrant <= event.n:
        raise InputError(
            _("{number} is not a number of the event (1–{count})").format(
                number=entrant, count=event.n
            ),
            field="--player",
        )
    results = variant.results
    games = None if results is None else results.games
    dated = dated_games(event, entrant, results=games)
    source = calendar_source(config, group, games)
    if source is None or not dated.sittings:
        message = _("no round has a date: a calendar needs [event] round_dates")
        if source is not None:
            message = _(
                "no game of {number} has a date: a calendar needs [event] round_dates"
            ).format(number=entrant)
        raise InputError(
            message, path=event_file(config.source), field="event.round_dates"
        )
    labels = page_labels(
        config.language, template_dirs(config.options.templates), event.info.game
    )
    view = calendar_view(
        event, dated, labels, variant.kind.words, source=source, entrant=entrant
    )
    write_bytes(target, calendar_bytes(view))
    if not dated.undated:
        return ()
    rounds = ", ".join(map(str, dated.undated))
    return (
        ngettext(
            "round {rounds} has no date ([event] round_dates): left out of the"
            " calendar",
            "rounds {rounds} have no date ([event] round_dates): left out of the"
            " calendar",
            len(dated.undated),
        ).format(rounds=rounds),
    )

"""The event's calendars as iCalendar files (RFC 5545), written by the
``icalendar`` library: every round of the event, or one entrant's games (a
team's matches, a player's micro-matches), each an entry at its date and
time, worded in the event's language.

:func:`calendar_view` turns the games by date (:mod:`berger.core.calendar`)
into finished entries; :func:`calendar_bytes` writes them. An entry keeps
its UID when its game moves (the event's key, the round and the two
numbers), so a calendar program that reads the file again moves the entry
rather than adding one; DTSTAMP and LAST-MODIFIED are the time the event's
files were last changed, so the same files give the same bytes, and a
calendar program takes an entry from a later file for a newer one (RFC
5546 2.1.5: the same SEQUENCE, the later DTSTAMP). The times are the
event's ``timezone``'s (with its VTIMEZONE), or the hall's local time
("floating") where it gives none; a round with a date and no time is a
day's entry.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import zoneinfo
from dataclasses import dataclass

from berger import __version__
from berger.core.calendar import Dated, Sitting, When, sitting_length
from berger.core.schedule import Color, Pairing
from berger.core.tournament import Tournament
from berger.render.labels import Labels, fill
from berger.render.words import Words

PRODUCT = f"-//berger//berger {__version__}//EN"
"""The PRODID of berger's calendars."""


@dataclass(frozen=True, slots=True)
class CalendarEntry:
    """One entry (VEVENT) of a calendar, worded."""

    uid: str
    """Its UID: the same for the same game (or round) wherever it moves."""
    start: When
    """When it starts: a day, or a day and a time (in the calendar's zone)."""
    end: When | None
    """When it ends (the day after a day's entry), None where unknown."""
    summary: str
    """Its title."""
    description: str
    """Its text: the event, the round and board, the pairings."""


@dataclass(frozen=True, slots=True)
class CalendarView:
    """A calendar: its name, its entries and what they share."""

    name: str
    """The calendar's name (the event's, and an entrant's)."""
    location: str
    """Where every entry takes place (``[event] site``), or ``""``."""
    timezone: str
    """The IANA name of the entries' time zone, or ``""`` (floating)."""
    stamp: dt.datetime
    """When the event's files were last changed (UTC): DTSTAMP and
    LAST-MODIFIED."""
    entries: tuple[CalendarEntry, ...]
    """The entries, in the order of the rounds."""


@dataclass(frozen=True, slots=True)
class CalendarSource:
    """What an event's calendars are made from besides the event: the key of
    their UIDs and the time of their revision."""

    key: str
    """The event's part of every UID (see :func:`calendar_key`)."""
    stamp: dt.datetime
    """When the event's files were last changed (UTC)."""


def calendar_key(name: str, group: str | None = None) -> str:
    """The event's part of its calendars' UIDs: from its name (and its
    group's, of an event with several), so that it stays when the files
    move.

    >>> calendar_key("Podil Wednesday League 2026")
    'e0591612e0755b84'
    """
    text = name if group is None else f"{name}\n{group}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def calendar_view(
    event: Tournament,
    dated: Dated,
    labels: Labels,
    words: Words,
    *,
    source: CalendarSource,
    entrant: int | None = None,
) -> CalendarView:
    """The calendar of ``dated`` (the event's games, or ``entrant``'s), in
    the language of ``labels`` (with the event's game's words), the kind's
    ``words``, its UIDs and revision from ``source``.

    Raises:
        TemplateError: a label missing or with a bad placeholder.
    """
    info = event.info
    title = info.name or labels["site_untitled"]
    name = title
    if entrant is not None:
        name = fill(labels["cal_player"], event=title, name=event.player(entrant).name)
    entries = tuple(
        _entry(event, sitting, labels, words, source.key, title, entrant)
        for sitting in dated.sittings
    )
    return CalendarView(name, info.site, info.timezone, source.stamp, entries)


def _entry(
    event: Tournament,
    sitting: Sitting,
    labels: Labels,
    words: Words,
    key: str,
    title: str,
    entrant: int | None,
) -> CalendarEntry:
    """The entry of ``sitting``: an entrant's game, or a round of games."""
    rnd = fill(labels["round_n"], k=sitting.round)
    lines = [title]
    if entrant is not None:
        game = sitting.games[0]
        colour = event.colour(1)
        if game.colour_of(entrant) is Color.BLACK:
            colour = colour.opposite
        summary = fill(
            labels["cal_game"],
            round=rnd,
            opponent=event.player(game.opponent_of(entrant)).name,
            colour=labels[words.side(colour)],
        )
        lines.append(f"{rnd} · {fill(labels[words.table_n], k=game.board)}")
        lines.append(_pairing(event, game))
        uid = _uid(key, game, sitting.game)
    else:
        summary = fill(labels["cal_round"], event=title, round=rnd)
        lines += (
            f"{fill(labels[words.table_n], k=game.board)}: {_pairing(event, game)}"
            for game in sitting.games
        )
        if sitting.bye is not None:
            lines.append(fill(labels["bye_is"], name=_named(event, sitting.bye)))
        own = event.info.round_start(sitting.round) == sitting.start
        uid = f"{key}-r{sitting.round}@berger"
        if not own or sitting.game is not None:
            uid = _uid(key, sitting.games[0], sitting.game)
    if sitting.game is not None:
        part = fill(labels["game_n"], k=sitting.game)
        summary = f"{summary} · {part}"
        lines.insert(1, part)
    if event.info.time_control:
        lines.append(f"{labels['time_control']}: {event.info.time_control}")
    return CalendarEntry(
        uid, sitting.start, _end(event, sitting.start), summary, "\n".join(lines)
    )


def _uid(key: str, game: Pairing, number: int | None = None) -> str:
    """A game's UID: the event's key, its round and its two numbers (and
    the game's ``number`` of a micro-match whose games are an entry each)."""
    low, high = sorted((game.white, game.black))
    part = "" if number is None else f"-g{number}"
    return f"{key}-r{game.round}-{low}-{high}{part}@berger"


def _named(event: Tournament, number: int) -> str:
    return f"{number}. {event.player(number).name}"


def _pairing(event: Tournament, game: Pairing) -> str:
    """``4. Petrenko – 1. Shevchenko``: the first-named side first."""
    return f"{_named(event, game.white)} – {_named(event, game.black)}"


def _end(event: Tournament, start: When) -> When | None:
    """The end of an entry: the next day for a day's entry; a time's as long
    as a sitting of the time control may last, where it says."""
    if not isinstance(start, dt.datetime):
        return start + dt.timedelta(days=1)
    length = sitting_length(event)
    return None if length is None else start + length


def calendar_bytes(view: CalendarView) -> bytes:
    """The iCalendar file of ``view`` (UTF-8, CR LF lines)."""
    import icalendar

    zone = _zone(view.timezone)
    calendar = icalendar.Calendar()
    calendar.add("prodid", PRODUCT)
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("method", "PUBLISH")
    calendar.add("name", view.name)
    calendar.add("x-wr-calname", view.name)
    if view.timezone:
        calendar.add("x-wr-timezone", view.timezone)
    for entry in view.entries:
        item = icalendar.Event()
        item.add("uid", entry.uid)
        item.add("dtstamp", view.stamp)
        item.add("last-modified", view.stamp)
        item.add("dtstart", _zoned(entry.start, zone))
        if entry.end is not None:
            item.add("dtend", _zoned(entry.end, zone))
        item.add("summary", entry.summary)
        item.add("description", entry.description)
        if view.location:
            item.add("location", view.location)
        calendar.add_component(item)
    if zone is not None and view.entries:
        years = [entry.start.year for entry in view.entries]
        calendar.add_missing_timezones(
            first_date=dt.date(min(years) - 1, 1, 1),
            last_date=dt.date(max(years) + 2, 1, 1),
        )
    return bytes(calendar.to_ical())


def _zone(name: str) -> dt.tzinfo | None:
    return zoneinfo.ZoneInfo(name) if name else None


def _zoned(when: When, zone: dt.tzinfo | None) -> When:
    """``when`` in ``zone``: a time of day without a zone taken as the
    zone's (an offset given in ``round_dates`` kept); a day as it is."""
    if not isinstance(when, dt.datetime):
        return when
    if when.tzinfo is not None:
        return when.astimezone(dt.UTC)
    return when if zone is None else when.replace(tzinfo=zone)

"""The site's calendar files: the event's and each entrant's, planned with
the pages, written as iCalendar text, linked from the front page and from
each entrant's page; none (and no link) for an event without dates."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import icalendar
import vobject
from tests.core.conftest import FOUR, four_teams, record_matches
from tests.render.site.conftest import (
    FOUR_AFTER_TWO,
    data,
    event,
    render_all,
    results,
    team_data,
)

from berger.core.model import EventInfo
from berger.render.calendar import CalendarSource, CalendarView
from berger.render.site.plan import plan_site

SOURCE = CalendarSource("key", dt.datetime(2026, 8, 20, 9, 0, tzinfo=dt.UTC))
DATES = EventInfo(
    name="Test Open",
    round_dates=(dt.date(2026, 9, 2), dt.date(2026, 9, 9), dt.date(2026, 9, 16)),
    start_time=dt.time(18, 0),
)


def test_the_calendars_of_the_site_and_their_links() -> None:
    tournament = replace(event(4), info=DATES)
    site = replace(
        data(tournament, results(tournament, FOUR_AFTER_TWO)), calendar=SOURCE
    )
    plan = plan_site(site)
    calendars = sorted(path for path in plan.pages if path.startswith("calendar/"))
    assert calendars == [
        "calendar/1.ics",
        "calendar/2.ics",
        "calendar/3.ics",
        "calendar/4.ics",
        "calendar/event.ics",
    ]
    assert plan.chrome.calendar
    pages = render_all(plan)
    link = '<a href="calendar/event.ics" type="text/calendar">The rounds in your'
    assert link in pages["index.html"]
    assert (
        '<a href="../calendar/2.ics" type="text/calendar">My games in my calendar'
        in pages["players/2.html"]
    )
    # Player 2: R1 2-3 (white), R2 1-2 (black), R3 2-4 (white).
    text = pages["calendar/2.ics"]
    read = icalendar.Calendar.from_ical(text)
    assert [str(e["SUMMARY"]) for e in read.walk("VEVENT")] == [
        "Round 1: Player 3 (White)",
        "Round 2: Player 1 (Black)",
        "Round 3: Player 4 (White)",
    ]
    second = vobject.readOne(text)
    assert [e.dtstart.value for e in second.vevent_list] == [
        dt.datetime(2026, 9, 2, 18, 0),
        dt.datetime(2026, 9, 9, 18, 0),
        dt.datetime(2026, 9, 16, 18, 0),
    ]
    event_calendar = icalendar.Calendar.from_ical(pages["calendar/event.ics"])
    assert len(event_calendar.walk("VEVENT")) == 3


def test_no_calendar_without_a_source() -> None:
    tournament = replace(event(4), info=DATES)
    plan = plan_site(data(tournament, None))
    assert not any(path.startswith("calendar/") for path in plan.pages)
    assert not plan.chrome.calendar
    pages = render_all(plan)
    assert "calendar/" not in pages["index.html"] + pages["players/1.html"]


def test_a_teams_page_links_its_matches() -> None:
    teams = four_teams()
    dated = replace(teams, info=DATES)
    site = replace(team_data(dated, record_matches(dated, FOUR)), calendar=SOURCE)
    plan = plan_site(site)
    view = plan.pages["calendar/1.ics"].view
    assert isinstance(view, CalendarView)
    assert len(view.entries) == 3
    assert view.entries[0].summary.endswith("on board 1)")
    page = render_all(plan)["players/1.html"]
    assert "The team&#39;s matches in a calendar (.ics)" in page

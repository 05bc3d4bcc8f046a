"""The event's own pages of an event with several groups: a card per group
from the group's plan, the groups' hall screens in turn, the event's name."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from fractions import Fraction

from tests.render.site.conftest import (
    FOUR_AFTER_TWO,
    data,
    event,
    render_all,
    results,
    view,
)

from berger.core.model import EventInfo, Player
from berger.core.tournament import make_tournament
from berger.render.site.groups import EventPage, EventScreenPage, plan_event
from berger.render.site.pages import EventNav, RoundStatus
from berger.render.site.plan import Plan, plan_site
from berger.render.site.screen import ScreenPage


def test_a_card_per_group_and_every_groups_hall_screen() -> None:
    four, three = event(4), event(3)
    a = plan_site(
        data(four, results(four, FOUR_AFTER_TWO), nav=EventNav("Club Open", "A"))
    )
    b = plan_site(data(three, None, nav=EventNav("Club Open", "B")))
    plan = plan_event("Club Open", [("A", a), ("B", b)])
    assert {path: spec.template for path, spec in plan.pages.items()} == {
        "index.html": "event.html",
        "screen.html": "event-screen.html",
    }
    # The event's own name over the groups', its pages at the top.
    assert plan.chrome.header.name == "Club Open"
    assert plan.chrome.event == EventNav("Club Open", None)
    front = view(plan, "index.html", EventPage)
    # A: rounds 1 and 2 played, round 3 next; 1 and 3 share first place
    # with 1½ (see test_plan.py). B: three players (four rounds with the
    # phantom, N = 4: three rounds), nothing played yet.
    assert [
        (
            c.name,
            c.current,
            c.total,
            c.status,
            [p.number for p in c.leaders],
            c.points,
            c.final,
        )
        for c in front.cards
    ] == [
        ("A", 3, 3, RoundStatus.UPCOMING, [1, 3], Fraction(3, 2), False),
        ("B", 1, 3, RoundStatus.UPCOMING, [], None, False),
    ]
    screen = view(plan, "screen.html", EventScreenPage)
    assert [name for name, _screen in screen.groups] == ["A", "B"]
    assert screen.groups[0][1] is view(a, "screen.html", ScreenPage)


def test_the_front_page_links_into_each_groups_folder() -> None:
    four = event(4)
    group = plan_site(data(four, None, nav=EventNav("Club Open", "Under 12")))
    pages = render_all(plan_event("Club Open", [("Under 12", group)]))
    assert 'href="Under%2012/index.html"' in pages["index.html"]
    assert 'href="Under%2012/rounds/1.html"' in pages["index.html"]
    assert "Club Open" in pages["screen.html"]


def test_the_events_hall_screen_counts_down_to_any_groups_next_round() -> None:
    # A starts its rounds at 10:00, B at 15:00 on the same days: the event's
    # screen has every start once, in time order, and the message.
    def group(hour: int) -> Plan:
        starts = tuple(dt.datetime(2026, 5, day, hour) for day in (1, 2, 3))
        tournament = make_tournament(
            EventInfo(name="Club Open", round_dates=starts),
            [Player(f"P{k}", None) for k in range(1, 5)],
        )
        return plan_site(replace(data(tournament, None), message="Hello"))

    plan = plan_event("Club Open", [("A", group(10)), ("B", group(15))])
    screen = view(plan, "screen.html", EventScreenPage)
    assert [(s.round, s.at.day, s.at.hour) for s in screen.starts] == [
        (1, 1, 10),
        (1, 1, 15),
        (2, 2, 10),
        (2, 2, 15),
        (3, 3, 10),
        (3, 3, 15),
    ]
    assert screen.message == "Hello"
    assert render_all(plan)["screen.html"].count(">Hello</p>") == 1

"""The event's own pages of an event with several groups: the front page, a
card per group, and the hall screen of every group in turn, planned from the
groups' plans."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from berger.render.site.pages import (
    EventNav,
    IndexPage,
    RoundStatus,
)
from berger.render.site.plan import PageSpec, Plan
from berger.render.site.screen import RoundStart, ScreenPage
from berger.render.views import PlayerView


@dataclass(frozen=True, slots=True)
class GroupCard:
    """One group on the front page of an event with several."""

    name: str
    """The group's name (its folder's too)."""
    current: int
    """The round being played or next to play."""
    total: int
    """Rounds in the group."""
    date: dt.date | dt.datetime | None
    """The current round's date, where known."""
    status: RoundStatus
    """How far the current round has got."""
    leaders: tuple[PlayerView, ...]
    """Everyone in first place (empty without results)."""
    points: Fraction | None
    """The leaders' points, None without results."""
    final: bool
    """Every game of the group has a result."""
    prizes: bool = False
    """The group has a prize list page."""


@dataclass(frozen=True, slots=True)
class EventPage:
    """The front page of an event with several groups."""

    cards: tuple[GroupCard, ...]
    """Each group, in the event's order."""


@dataclass(frozen=True, slots=True)
class EventScreenPage:
    """The hall screen of an event with several groups: each group's slides
    in turn."""

    groups: tuple[tuple[str, ScreenPage], ...]
    """(group name, its hall screen), in the event's order."""
    starts: tuple[RoundStart, ...] = ()
    """Every group's rounds whose start has a time, in time order (each
    round and time once)."""
    message: str | None = None
    """The arbiter's message (the event's: every group's screen has it)."""


def plan_event(name: str, groups: Sequence[tuple[str, Plan]]) -> Plan:
    """The event's own pages of an event with several groups, from the
    groups' plans (at least one): ``index.html``, a card per group (its
    current round, its leaders, links to its pages), and ``screen.html``,
    the groups' hall screens one after another. They show the event's header
    under its own ``name``.
    """
    first = groups[0][1]
    chrome = replace(
        first.chrome,
        header=replace(first.chrome.header, name=name),
        event=EventNav(name, None),
    )
    cards = []
    screens = []
    for group, plan in groups:
        index = plan.pages["index.html"].view
        screen = plan.pages["screen.html"].view
        assert isinstance(index, IndexPage)
        assert isinstance(screen, ScreenPage)
        cards.append(
            GroupCard(
                name=group,
                current=index.current.number,
                total=index.total,
                date=index.current.date,
                status=index.current.status,
                leaders=tuple(row.player for row in index.leaders),
                points=index.leaders[0].points if index.leaders else None,
                final=index.final,
                prizes=plan.chrome.prizes,
            )
        )
        screens.append((group, screen))
    pages = {
        "index.html": PageSpec("event.html", 0, EventPage(tuple(cards))),
        "screen.html": PageSpec(
            "event-screen.html",
            0,
            EventScreenPage(
                tuple(screens),
                starts=tuple(
                    sorted(
                        {
                            start
                            for _group, screen in screens
                            for start in screen.starts
                        },
                        key=lambda start: (start.at, start.round),
                    )
                ),
                message=screens[0][1].message,
            ),
        ),
    }
    return Plan(chrome=chrome, pages=pages, dirs=first.dirs)

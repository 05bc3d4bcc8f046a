"""The hall screen's slides: long tables cut into even slides, a team
event's matches with their boards where they fit, the rounds it counts
down to."""

from __future__ import annotations

import datetime as dt

from tests.core.conftest import teams
from tests.render.site.conftest import D, data, event, results, team_data, view

from berger.core.model import EventInfo
from berger.core.results import Results
from berger.core.teams.event import make_team_event
from berger.render.site.pages import RoundStatus, RoundView
from berger.render.site.plan import plan_site
from berger.render.site.screen import RoundStart, ScreenPage, round_starts, slides


def test_the_hall_screen_cuts_long_tables_into_even_slides() -> None:
    tournament = event(20)
    games = {(1, board): D for board in range(1, 11)}
    screen = view(
        plan_site(data(tournament, results(tournament, games))),
        "screen.html",
        ScreenPage,
    )
    # 10 boards fit one slide; 20 standings lines take two of 10.
    assert [(s.kind, len(s.boards) or len(s.rows)) for s in screen.slides] == [
        ("round", 10),
        ("standings", 10),
        ("standings", 10),
    ]


def test_a_team_events_hall_screen_shows_the_boards_where_they_fit() -> None:
    def round_slides(boards: int) -> list[tuple[int, bool]]:
        event = make_team_event(EventInfo(), teams(4, size=boards), boards=boards)
        screen = view(plan_site(team_data(event, Results())), "screen.html", ScreenPage)
        return [(len(s.boards), s.match_boards) for s in screen.slides]

    # A match takes 1 + boards lines, at most 16 a slide: 4 boards, both
    # matches on one slide; 8, a match a slide; 16, the matches alone.
    assert round_slides(4) == [(2, True)]
    assert round_slides(8) == [(1, True), (1, True)]
    assert round_slides(16) == [(2, False)]


def test_the_slides_are_even_parts_of_at_most_the_rows_given() -> None:
    tournament = event(50)
    plan = plan_site(data(tournament, results(tournament, {(1, 1): D})))
    current = view(plan, "screen.html", ScreenPage).current
    # 25 boards, 12 a slide at most: three slides of 9 (25 / 3, up), 7 left.
    assert [len(s.boards) for s in slides(current, None)] == [9, 9, 7]
    assert [len(s.boards) for s in slides(current, None, rows=25)] == [25]


def test_the_countdown_is_to_the_rounds_with_a_time() -> None:
    def round_view(number: int, date: dt.date | None) -> RoundView:
        return RoundView(number, 1, date, RoundStatus.UPCOMING, (), None)

    start = dt.datetime(2026, 5, 2, 10, 0)
    rounds = [
        round_view(1, dt.date(2026, 5, 1)),
        round_view(2, start),
        round_view(3, None),
    ]
    assert round_starts(rounds) == (RoundStart(2, start),)

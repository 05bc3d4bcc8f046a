"""Planning the event site's pages: what each shows (hand-worked numbers),
the round now, the next game, standings taken as
they are from an earlier plan; a team event's matches with their boards and
its teams' players."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace
from fractions import Fraction
from html import unescape

from tests.conftest import SAMPLES, open_event
from tests.core.conftest import FOUR, four_teams, record_matches
from tests.render.site.conftest import (
    FOUR_AFTER_TWO,
    D,
    W,
    data,
    event,
    render_all,
    results,
    team_data,
    view,
)

from berger.core.crosstable import Score
from berger.core.model import EventInfo, Player
from berger.core.schedule import Color
from berger.core.tournament import make_tournament
from berger.formats.event.event import Options
from berger.formats.event.output import Language
from berger.pipeline.site import site_data
from berger.render.site.pages import (
    CrosstablePage,
    IndexPage,
    PlayerPage,
    PlayerRound,
    PlayersPage,
    RoundPage,
    RoundsPage,
    RoundStatus,
    SiteData,
    StandingsPage,
)
from berger.render.site.plan import Plan, plan_site
from berger.render.site.render import TOP_PAGES, page_digest
from berger.render.site.rounds import current_round, round_statuses
from berger.render.site.screen import RoundStart, ScreenPage


def test_running_scores_and_points_before_each_round() -> None:
    tournament = event(4)
    plan = plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO)))
    # Player 1: won R1 (1), drew R2 (1½), R3 to play; player 3: drew R1 (½),
    # won R2 with black (1½); player 4 lost both (0).
    totals = {
        number: [
            line.total
            for line in view(plan, f"players/{number}.html", PlayerPage).rounds
        ]
        for number in (1, 2, 3, 4)
    }
    assert totals == {
        1: [1, Fraction(3, 2), None],
        2: [Fraction(1, 2), 1, None],
        3: [Fraction(1, 2), Fraction(3, 2), None],
        4: [0, 0, None],
    }
    round3 = view(plan, "rounds/3.html", RoundPage).round
    # Round 3: 2–4 then 3–1; points before it are the totals after round 2.
    assert [
        (b.white.number, b.white_before, b.black.number, b.black_before)
        for b in round3.boards
    ] == [
        (2, 1, 4, 0),
        (3, Fraction(3, 2), 1, Fraction(3, 2)),
    ]
    assert round3.status is RoundStatus.UPCOMING
    # Nothing comes before round 1.
    first = view(plan, "rounds/1.html", RoundPage).round
    assert first.boards[0].white_before is None


def now(site: SiteData) -> int:
    """The round now, from the site's crosstable."""
    return current_round(site, round_statuses(site.crosstable))


def test_the_round_now_and_the_leaders() -> None:
    tournament = event(4)
    # Before any result: round 1.
    assert now(data(tournament, None)) == 1
    # Round 1 half played: still round 1.
    half = results(tournament, {(1, 1): W})
    assert now(data(tournament, half)) == 1
    # Rounds 1 and 2 complete: round 3 is next.
    two = data(tournament, results(tournament, FOUR_AFTER_TWO))
    assert now(two) == 3
    index = view(plan_site(two), "index.html", IndexPage)
    # 1 and 3 have 1½ each; SB (FIDE): 1 beat 4 (0 points) and drew 2 (1 point)
    # → ½ × 1 = ½; 3 drew 2 (½ × 1 = ½) and beat 4 (0) → ½. ARO: 1 met 4 (2030)
    # and 2 (2010) → 2020; 3 met 2 (2010) and 4 (2030) → 2020. Shared first.
    assert [(r.place, r.player.number) for r in index.leaders] == [
        ("1-2", 1),
        ("1-2", 3),
    ]
    assert index.current.number == 3
    # Every game played: the last round, final.
    everything = dict(FOUR_AFTER_TWO) | {(3, 1): D, (3, 2): W}
    done = data(tournament, results(tournament, everything))
    assert now(done) == 3
    assert view(plan_site(done), "index.html", IndexPage).final


def game(coming: PlayerRound) -> tuple[int, int | None, int, str]:
    """A game to come: round, board, opponent and the player's colour."""
    assert coming.opponent is not None
    assert coming.cell.colour is not None
    return coming.round, coming.board, coming.opponent.number, coming.cell.colour.value


def test_next_game_colour_board_and_the_bye() -> None:
    # N = 4 with a phantom: R1 1–(4), 2–3 · R2 (4)–3, 1–2 · R3 2–(4), 3–1.
    tournament = event(3)
    plan = plan_site(data(tournament, results(tournament, {(1, 1): W})))
    # Round 1 (board 1: 2–3) is played, so round 2 is next: 3 has the bye
    # there, then plays 1 with white in round 3 (board 1); 1 plays 2 with white
    # in round 2 (board 1).
    three = view(plan, "players/3.html", PlayerPage).coming
    assert [(g.round, g.board, g.opponent) for g in three][:1] == [(2, None, None)]
    assert [game(g) for g in three[1:]] == [(3, 1, 1, "w")]
    one = view(plan, "players/1.html", PlayerPage).coming
    assert [game(g) for g in one] == [(2, 1, 2, "w")]
    bye = view(plan, "rounds/2.html", RoundPage).round.bye
    assert bye is not None
    assert bye.number == 3


def test_the_pages_of_a_site() -> None:
    tournament = event(4)
    plan = plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO)))
    assert set(plan.pages) == {
        "index.html",
        "rounds.html",
        "standings.html",
        "crosstable.html",
        "players.html",
        "screen.html",
        "rounds/1.html",
        "rounds/2.html",
        "rounds/3.html",
        "standings/1.html",
        "standings/2.html",
        "players/1.html",
        "players/2.html",
        "players/3.html",
        "players/4.html",
    }
    # The names a group's folder may not take (the prize list's too, which
    # an event with [[prizes]] has).
    top = {path for path in plan.pages if "/" not in path}
    assert set(TOP_PAGES) == top | {"prizes.html"}
    pages = render_all(plan)
    # Links stay inside the site and are relative (the site works from file://).
    for path, html in pages.items():
        for link in re.findall(r'(?:href|src)="([^"]*)"', html):
            assert not re.match(r"^(?:[a-z]+:|/)", link), (path, link)


def test_a_site_before_the_first_result() -> None:
    tournament = event(4)
    plan = plan_site(data(tournament, None))
    assert not any(path.startswith("standings/") for path in plan.pages)
    pages = render_all(plan)
    assert "No results yet." in pages["standings.html"]
    assert "No results yet." in pages["index.html"]
    # The blank crosstable: each cell gives the round and the row player's
    # colour (1 meets 2 in round 2 with white: 1 + 2 − 1 = 2).
    crosstable = view(plan, "crosstable.html", CrosstablePage)
    assert crosstable.filled is None
    assert crosstable.blank is not None
    cell = crosstable.blank.rows[0].cells[1]
    assert cell is not None
    assert [(h.round, h.colour.value) for h in cell if h is not None] == [(2, "w")]
    assert None not in cell
    assert all(
        line.cell.score is Score.PENDING
        for line in view(plan, "players/1.html", PlayerPage).rounds
    )


def test_standings_planned_from_the_same_tables_are_taken_as_they_are() -> None:
    tournament = event(4)
    first = data(tournament, results(tournament, FOUR_AFTER_TWO))
    plan = plan_site(first)
    digest = page_digest(plan, "standings/1.html")
    # The same table objects (as publish's memo keeps them): the same page.
    again = plan_site(first, plan)
    assert again.pages["standings/1.html"] is plan.pages["standings/1.html"]
    assert page_digest(again, "standings/1.html") == digest
    # Equal tables computed anew, or another language: planned again.
    fresh = plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO)), plan)
    assert fresh.pages["standings/1.html"] is not plan.pages["standings/1.html"]
    assert page_digest(fresh, "standings/1.html") == digest
    other = plan_site(replace(first, language=Language.UK), plan)
    assert page_digest(other, "standings/1.html") != digest


# The team event FOUR (tests/core/conftest.py): rounds 1 and 2 played, in
# round 3 2–4 played and 3–1 on boards 1–3 only (1-0 0-1 1-0 from team 3's
# side; board 4 to come).
FOUR_TEAMS_SO_FAR = {key: codes for key, codes in FOUR.items() if key != (3, 3, 1)} | {
    (3, 3, 1): ["1-0", "0-1", "1-0"]
}


def four_teams_so_far() -> SiteData:
    event = four_teams()
    return team_data(event, record_matches(event, FOUR_TEAMS_SO_FAR))


def test_a_team_events_round_shows_each_matchs_boards() -> None:
    plan = plan_site(four_teams_so_far())
    round3 = view(plan, "rounds/3.html", RoundPage).round
    assert round3.status is RoundStatus.PLAYING
    # Each board of the round is a match of two teams, with its boards: 2–4
    # decided 1½–2½; 3–1 not yet (board 4 to come).
    matches = [b.match for b in round3.boards]
    assert [
        (m.match.first.number, m.match.second.number, m.match.score)
        for m in matches
        if m is not None
    ] == [(2, 4, (Fraction(3, 2), Fraction(5, 2))), (3, 1, None)]
    last = round3.boards[1].match
    assert last is not None
    assert [b.first.points for b in last.boards] == [1, 0, 1, None]
    # Round 3 is the round now: the front page and the hall screen show it.
    assert view(plan, "index.html", IndexPage).current == round3
    screen = view(plan, "screen.html", ScreenPage)
    # Two matches of 1 + 4 lines fit one slide, with their boards.
    assert [(s.kind, len(s.boards), s.match_boards) for s in screen.slides] == [
        ("round", 2, True),
        ("standings", 0, False),
    ]


def test_a_round_of_matches_in_progress_is_being_played() -> None:
    # Round 3 with one board in and no match decided: in progress already.
    event = four_teams()
    partial = {k: v for k, v in FOUR.items() if k[0] < 3} | {(3, 3, 1): ["1-0"]}
    plan = plan_site(team_data(event, record_matches(event, partial)))
    assert view(plan, "rounds/3.html", RoundPage).round.status is RoundStatus.PLAYING
    lines = view(plan, "rounds.html", RoundsPage).rounds
    assert [(r.status, r.results) for r in lines] == [
        (RoundStatus.DONE, 2),
        (RoundStatus.DONE, 2),
        (RoundStatus.PLAYING, 0),
    ]


def test_a_teams_page_shows_its_matches_next_match_and_players() -> None:
    plan = plan_site(four_teams_so_far())
    page = view(plan, "players/1.html", PlayerPage)
    # Team 1: R1 1–4 drawn 2–2 (1 MP), R2 1–2 won 2½–1½ (3 MP), R3 3–1 to
    # finish; named first in R1 and R2 (white on board 1), second in R3
    # (team 3 has white on board 1, so team 1 black).
    sides = [line.side for line in page.rounds]
    assert [(s.first, s.colour, s.score) for s in sides if s is not None] == [
        (True, Color.WHITE, (2, 2)),
        (True, Color.WHITE, (Fraction(5, 2), Fraction(3, 2))),
        (False, Color.BLACK, None),
    ]
    assert [line.total for line in page.rounds] == [1, 3, None]
    assert page.scores == (
        ("match_points", Fraction(3)),
        ("game_points", Fraction(9, 2)),
    )
    # The match of round 3 is still to finish: it is the next.
    assert [line.round for line in page.coming] == [3]
    coming = page.coming[0].side
    assert coming is not None
    assert coming.match == view(plan, "rounds/3.html", RoundPage).round.boards[1].match
    # The players, board players first: P1.1 won R1 on board 1 with white,
    # lost R2 with white and R3 with black; the reserve has not played.
    squad = page.squad
    assert squad is not None
    first, reserve = squad.players[0], squad.players[4]
    assert [(g.board, g.colour, g.points) for g in first.rounds if g is not None] == [
        (1, Color.WHITE, Fraction(1)),
        (1, Color.WHITE, Fraction(0)),
        (1, Color.BLACK, Fraction(0)),
    ]
    assert (first.result.games, first.result.points) == (3, Fraction(1))
    assert (reserve.reserve, reserve.rounds, reserve.result.games) == (
        True,
        (None, None, None),
        0,
    )
    # The list of teams, each with its players.
    teams = view(plan, "players.html", PlayersPage).teams
    assert [(t.number, len(t.players), len(t.reserves)) for t in teams] == [
        (n, 5, 1) for n in (1, 2, 3, 4)
    ]


def test_an_event_of_players_has_no_team_parts() -> None:
    tournament = event(4)
    plan = plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO)))
    assert all(
        b.match is None for b in view(plan, "rounds/1.html", RoundPage).round.boards
    )
    page = view(plan, "players/1.html", PlayerPage)
    assert (page.squad, page.scores) == (None, ())
    assert all(line.side is None for line in page.rounds)
    assert view(plan, "players.html", PlayersPage).teams == ()


def test_a_plan_is_its_pages_not_what_is_known_of_them() -> None:
    tournament = event(4)
    plan = plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO)))
    again = replace(plan, sources={}, digests={})
    page_digest(plan, "index.html")
    assert "index.html" in plan.digests
    assert "index.html" not in again.digests
    # The digests worked out and the objects planned from are no part of
    # what the plan is.
    assert again == plan
    assert replace(plan, dirs=()) != plan


def sample_plan(name: str, language: Language | None = None) -> Plan:
    """The site of a sample, planned as ``berger site`` plans it."""
    options = Options() if language is None else Options(language=language)
    variant = open_event(SAMPLES / name, options).variant
    return plan_site(site_data(variant, variant.results))


def test_why_on_equal_points_on_the_players_pages_and_under_the_standings() -> None:
    # The district final: 1, 2 and 3 level on 3½, ranked by their play-off;
    # 4, 5 and 6 on points of their own.
    plan = sample_plan("district-final")
    lines = {
        number: view(plan, f"players/{number}.html", PlayerPage).ties
        for number in range(1, 7)
    }
    assert [[line.numbers for line in lines[n]] for n in range(1, 7)] == [
        [(1, 2)],
        [(1, 2), (2, 3)],
        [(2, 3)],
        [],
        [],
        [],
    ]
    table = view(plan, "standings.html", StandingsPage).table
    assert table is not None
    assert table.ties == lines[2]
    assert lines[1][0].names == {
        1: "Shevchenko, Andrii",
        2: "Kovalenko, Iryna",
        3: "Bondarenko, Taras",
    }
    assert lines[1][0].decimals == {"DE": False, "SB": True}
    pages = render_all(plan)
    sentence = (
        "Kovalenko, Iryna above Bondarenko, Taras: Pts 3½ each; play-off 1 to ½"
        " (by the tie-breaks alone: DE (among Shevchenko, Andrii; Kovalenko,"
        " Iryna; Bondarenko, Taras) 1 each; SB 7.25 to 7.5)."
    )
    for path in ("players/2.html", "players/3.html", "standings.html"):
        assert sentence in text_of(pages[path]), path
    assert "Why this place" in text_of(pages["players/2.html"])
    assert "Why this place" not in text_of(pages["players/4.html"])


def test_why_for_a_team_in_the_events_language() -> None:
    # The school teams (in Ukrainian): Ліцей №24 and Технічний ліцей level on
    # 6 MP and 11 GP; EDE: 2 MP to 0 in their match.
    pages = render_all(sample_plan("school-teams"))
    sentence = (
        "Ліцей №24 — вище, ніж Технічний ліцей: КО по 6; ІО по 11; РОЗ (КО) 2 проти 0."
    )
    for path in ("players/1.html", "players/6.html", "standings.html"):
        assert sentence in text_of(pages[path]), path
    assert "Чому таке місце" in text_of(pages["players/6.html"])
    assert "Як розподілено місця за рівних очок" in text_of(pages["standings.html"])


def text_of(page: str) -> str:
    """A page's text, tags dropped and entities read."""
    return unescape(re.sub(r"<[^>]+>", "", page))


def test_the_hall_screen_knows_when_rounds_start_and_the_arbiters_message() -> None:
    # Rounds with a time count down on the screen; a date alone does not.
    starts = (
        dt.date(2026, 5, 1),
        dt.datetime(2026, 5, 2, 10, 0),
        dt.datetime(2026, 5, 3, 15, 30),
    )
    tournament = make_tournament(
        EventInfo(name="Open", round_dates=starts),
        [Player(f"P{k}", None) for k in range(1, 5)],
    )
    plan = plan_site(replace(data(tournament, None), message="Round 2 at 10:30"))
    screen = view(plan, "screen.html", ScreenPage)
    assert screen.starts == (
        RoundStart(2, dt.datetime(2026, 5, 2, 10, 0)),
        RoundStart(3, dt.datetime(2026, 5, 3, 15, 30)),
    )
    assert screen.message == "Round 2 at 10:30"
    page = render_all(plan)["screen.html"]
    assert (
        '<li data-round="3" data-at="2026-05-03T15:30:00">3 May 2026, 15:30</li>'
        in (page)
    )
    assert 'data-soon="Round {k} starts in {time}"' in page
    assert ">Round 2 at 10:30</p>" in page
    assert '<div class="progress" aria-hidden="true">' in page
    # No message, no times: neither line.
    plain = render_all(plan_site(data(event(4), None)))["screen.html"]
    assert "screen-message" not in plain
    assert 'class="countdown"' not in plain

"""The event site's pages: what each shows (hand-worked numbers), which pages
one new result changes, names as text, every language."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from typing import TypeVar

import pytest

from berger.core.crosstable import Score, build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Ties, compute_standings
from berger.core.tournament import Tournament, make_tournament
from berger.formats.output import Language
from berger.render import site, templates_dir
from berger.render.site import RoundStatus, SiteData

View = TypeVar("View")
W, D, B = Outcome.WHITE_WIN, Outcome.DRAW, Outcome.BLACK_WIN
CHAIN = ("SB", "ARO")


def event(n: int, *, cycles: int = 1, names: list[str] | None = None) -> Tournament:
    players = [
        Player(name, 2000 + 10 * k)
        for k, name in enumerate(names or [f"Player {k}" for k in range(1, n + 1)])
    ]
    return make_tournament(EventInfo(name="Test Open"), players, cycles=cycles)


def results(tournament: Tournament, games: dict[tuple[int, int], Outcome]) -> Results:
    builder = ResultsBuilder.for_tournament(tournament)
    for (rnd, board), outcome in games.items():
        builder.add_board(rnd, board, outcome)
    return builder.build()


def data(
    tournament: Tournament,
    known: Results | None,
    *,
    language: Language = Language.EN,
    downloads: tuple[str, ...] = (),
) -> SiteData:
    """What publish.site_data gives, built from the core directly."""
    played = (
        ()
        if known is None
        else tuple(
            build_crosstable(tournament, known, after_round=k)
            for k in range(1, known.last_round + 1)
        )
    )
    tables = tuple((table, compute_standings(table, CHAIN)) for table in played)
    crosstable = (
        tables[-1][0]
        if tables
        else build_crosstable(tournament, ResultsBuilder(tournament.schedule).build())
    )
    return SiteData(
        tournament=tournament,
        crosstable=crosstable,
        tables=tables,
        tiebreaks=CHAIN,
        ties=Ties.SHARE,
        unrated=None,
        language=language,
        dirs=(templates_dir(),),
        downloads=downloads,
    )


def view(plan: site.Plan, path: str, kind: type[View]) -> View:
    """The view of the page at ``path``, which must be a ``kind``."""
    shown = plan.pages[path].view
    assert isinstance(shown, kind), (path, shown)
    return shown


def render_all(plan: site.Plan) -> dict[str, str]:
    return site.render_pages(plan, plan.pages)


# Four players, N = 4: R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1 (seed 002).
FOUR_AFTER_TWO = {
    (1, 1): W,  # 1–4 1-0
    (1, 2): D,  # 2–3 ½-½
    (2, 1): B,  # 4–3 0-1
    (2, 2): D,  # 1–2 ½-½
}


def test_running_scores_and_points_before_each_round() -> None:
    tournament = event(4)
    plan = site.plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO)))
    # Player 1: won R1 (1), drew R2 (1½), R3 to play; player 3: drew R1 (½),
    # won R2 with black (1½); player 4 lost both (0).
    totals = {
        number: [
            line.total
            for line in view(plan, f"players/{number}.html", site.PlayerPage).rounds
        ]
        for number in (1, 2, 3, 4)
    }
    assert totals == {
        1: [1, Fraction(3, 2), None],
        2: [Fraction(1, 2), 1, None],
        3: [Fraction(1, 2), Fraction(3, 2), None],
        4: [0, 0, None],
    }
    round3 = view(plan, "rounds/3.html", site.RoundPage).round
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
    first = view(plan, "rounds/1.html", site.RoundPage).round
    assert first.boards[0].white_before is None


def test_the_round_now_and_the_leaders() -> None:
    tournament = event(4)
    # Before any result: round 1.
    assert site.current_round(data(tournament, None)) == 1
    # Round 1 half played: still round 1.
    half = results(tournament, {(1, 1): W})
    assert site.current_round(data(tournament, half)) == 1
    # Rounds 1 and 2 complete: round 3 is next.
    two = data(tournament, results(tournament, FOUR_AFTER_TWO))
    assert site.current_round(two) == 3
    index = view(site.plan_site(two), "index.html", site.IndexPage)
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
    assert site.current_round(done) == 3
    assert view(site.plan_site(done), "index.html", site.IndexPage).final


def game(coming: site.PlayerRound) -> tuple[int, int | None, int, str]:
    """A game to come: round, board, opponent and the player's colour."""
    assert coming.opponent is not None
    assert coming.cell.colour is not None
    return coming.round, coming.board, coming.opponent.number, coming.cell.colour.value


def test_next_game_colour_board_and_the_bye() -> None:
    # N = 4 with a phantom: R1 1–(4), 2–3 · R2 (4)–3, 1–2 · R3 2–(4), 3–1.
    tournament = event(3)
    plan = site.plan_site(data(tournament, results(tournament, {(1, 1): W})))
    # Round 1 (board 1: 2–3) is played, so round 2 is next: 3 has the bye
    # there, then plays 1 with white in round 3 (board 1); 1 plays 2 with white
    # in round 2 (board 1).
    three = view(plan, "players/3.html", site.PlayerPage).coming
    assert [(g.round, g.board, g.opponent) for g in three][:1] == [(2, None, None)]
    assert [game(g) for g in three[1:]] == [(3, 1, 1, "w")]
    one = view(plan, "players/1.html", site.PlayerPage).coming
    assert [game(g) for g in one] == [(2, 1, 2, "w")]
    bye = view(plan, "rounds/2.html", site.RoundPage).round.bye
    assert bye is not None
    assert bye.number == 3


def test_the_pages_of_a_site() -> None:
    tournament = event(4)
    plan = site.plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO)))
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
    # The names a group's folder may not take.
    assert set(site.TOP_PAGES) == {path for path in plan.pages if "/" not in path}
    pages = render_all(plan)
    # Links stay inside the site and are relative (the site works from file://).
    for path, html in pages.items():
        for link in re.findall(r'(?:href|src)="([^"]*)"', html):
            assert not re.match(r"^(?:[a-z]+:|/)", link), (path, link)


def places(plan: site.Plan) -> dict[int, str]:
    """Each player's place on the standings page (which has a table)."""
    table = view(plan, "standings.html", site.StandingsPage).table
    assert table is not None
    return {row.player.number: row.place for row in table.rows}


def test_one_new_result_changes_only_the_pages_that_show_it() -> None:
    tournament = event(20, cycles=2)
    # Rounds 1–4 played, round 5 half played (boards 1–5).
    games = {
        (game.round, game.board): (W, D, B)[(game.round + game.board) % 3]
        for game in tournament.schedule.games()
        if game.round < 5 or (game.round == 5 and game.board <= 5)
    }
    before = site.plan_site(data(tournament, results(tournament, games)))
    new = tournament.schedule.round(5).game(6)
    after = site.plan_site(data(tournament, results(tournament, games | {(5, 6): D})))
    changed = {
        p
        for p in after.pages
        if site.page_digest(before, p) != site.page_digest(after, p)
    }
    old_places, new_places = places(before), places(after)
    moved = {n for n in old_places if old_places[n] != new_places[n]}
    assert changed == {
        "index.html",  # the round now
        "screen.html",
        "rounds.html",  # round 5: 6 of 10 results
        "rounds/5.html",  # later rounds show no points before them yet
        "standings.html",
        "standings/5.html",
        "crosstable.html",
        *(f"players/{n}.html" for n in {new.white, new.black} | moved),
    }
    assert len(changed) < len(after.pages) / 3


def test_names_are_text_on_every_page() -> None:
    hostile = "<img src=x onerror=alert(1)>"
    tournament = event(4, names=[hostile, "A & B", '"Quote"', "Плаксій, Ґанна"])
    pages = render_all(
        site.plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO)))
    )
    for path, html in pages.items():
        assert "<img" not in html, path
        assert "onerror=alert(1)&gt;" in html or path == "rounds.html", path
    assert "&lt;img src=x onerror=alert(1)&gt;" in pages["players/1.html"]
    assert "A &amp; B" in pages["players.html"]


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", ["Round 3 of 3", "Leaders", "Next game", 'lang="en"']),
        ("uk", ["Тур 3 з 3", "Лідери", "Наступна партія", 'lang="uk"']),
        ("ru", ["Тур 3 из 3", "Лидеры", "Следующая партия", 'lang="ru"']),
    ],
)
def test_every_language(language: str, words: list[str]) -> None:
    tournament = event(4)
    pages = render_all(
        site.plan_site(
            data(
                tournament,
                results(tournament, FOUR_AFTER_TWO),
                language=Language(language),
            )
        )
    )
    text = pages["index.html"] + pages["players/1.html"]
    for word in words:
        assert word in text


def test_numbers_and_dates_follow_the_language() -> None:
    import datetime as dt

    tournament = event(4)
    tournament = replace(
        tournament,
        info=replace(tournament.info, round_dates=(dt.date(2026, 12, 1),)),
    )
    known = results(tournament, FOUR_AFTER_TWO)
    uk = render_all(site.plan_site(data(tournament, known, language=Language.UK)))
    en = render_all(site.plan_site(data(tournament, known, language=Language.EN)))
    assert "1 грудня 2026" in uk["rounds.html"]
    assert "December 1, 2026" in en["rounds.html"]
    # 1½ points on player 1's page, through the points formatter.
    assert "1½" in uk["players/1.html"]


def test_a_site_before_the_first_result() -> None:
    tournament = event(4)
    plan = site.plan_site(data(tournament, None))
    assert not any(path.startswith("standings/") for path in plan.pages)
    pages = render_all(plan)
    assert "No results yet." in pages["standings.html"]
    assert "No results yet." in pages["index.html"]
    # The blank crosstable: each cell gives the round and the row player's
    # colour (1 meets 2 in round 2 with white: 1 + 2 − 1 = 2).
    crosstable = view(plan, "crosstable.html", site.CrosstablePage)
    assert crosstable.filled is None
    assert crosstable.blank is not None
    cell = crosstable.blank.rows[0].cells[1]
    assert cell is not None
    assert [(h.round, h.colour.value) for h in cell if h is not None] == [(2, "w")]
    assert None not in cell
    assert all(
        line.cell.score is Score.PENDING
        for line in view(plan, "players/1.html", site.PlayerPage).rounds
    )


def test_the_hall_screen_cuts_long_tables_into_even_slides() -> None:
    tournament = event(20)
    games = {(1, board): D for board in range(1, 11)}
    screen = view(
        site.plan_site(data(tournament, results(tournament, games))),
        "screen.html",
        site.ScreenPage,
    )
    # 10 boards fit one slide; 20 standings lines take two of 10.
    assert [(s.kind, len(s.boards) or len(s.rows)) for s in screen.slides] == [
        ("round", 10),
        ("standings", 10),
        ("standings", 10),
    ]


def test_downloads_only_for_files_beside_the_site() -> None:
    tournament = event(4)
    pages = render_all(
        site.plan_site(data(tournament, None, downloads=("cards.pdf", "event.trf")))
    )
    index = pages["index.html"]
    assert 'href="../cards.pdf"' in index
    assert 'href="../event.trf"' in index
    assert "../chart.pdf" not in index
    assert (
        "../cards.pdf"
        not in render_all(site.plan_site(data(tournament, None)))["index.html"]
    )


def test_live_pages_carry_the_hooks_the_server_fills() -> None:
    tournament = event(4)
    static = render_all(site.plan_site(data(tournament, None)))
    live = render_all(site.plan_site(replace(data(tournament, None), live=True)))
    for path in static:
        assert "berger:" not in static[path]
        assert "<!--berger:version-->" in live[path]
        assert "<!--berger:banner-->" in live[path]


def test_the_static_files_of_a_site() -> None:
    assets = site.site_assets((templates_dir(),))
    assert set(assets) == {
        "site.css",
        "site.js",
        "favicon.svg",
        "fonts/DejaVuSans.ttf",
        "fonts/DejaVuSans-Bold.ttf",
        "fonts/LICENSE-DejaVu.txt",
    }
    css = assets["site.css"].decode()
    # Fonts from the site's own folder, nothing from the network.
    assert "url(fonts/DejaVuSans.ttf)" in css
    assert "http" not in css
    assert "prefers-color-scheme: dark" in css
    assert "@media print" in css


def test_standings_planned_from_the_same_tables_are_taken_as_they_are() -> None:
    tournament = event(4)
    first = data(tournament, results(tournament, FOUR_AFTER_TWO))
    plan = site.plan_site(first)
    digest = site.page_digest(plan, "standings/1.html")
    # The same table objects (as publish's memo keeps them): the same page.
    again = site.plan_site(first, plan)
    assert again.pages["standings/1.html"] is plan.pages["standings/1.html"]
    assert site.page_digest(again, "standings/1.html") == digest
    # Equal tables computed anew, or another language: planned again.
    fresh = site.plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO)), plan)
    assert fresh.pages["standings/1.html"] is not plan.pages["standings/1.html"]
    assert site.page_digest(fresh, "standings/1.html") == digest
    other = site.plan_site(replace(first, language=Language.UK), plan)
    assert site.page_digest(other, "standings/1.html") != digest

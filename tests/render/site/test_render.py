"""Rendering the event site: which pages one new result changes (by their
digests), names as text, every language, downloads, live hooks, the static
files; a team event's pages: which one new board result changes, what they
show."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from tests.core.conftest import FOUR, four_teams, record_matches
from tests.render.site.conftest import (
    FOUR_AFTER_TWO,
    B,
    D,
    W,
    data,
    event,
    render_all,
    results,
    team_data,
    view,
)
from tests.render.team_events import results as team_results

from berger.core.model import EventInfo, Player
from berger.core.teams.event import Team, make_team_event
from berger.core.teams.results import TeamResultsBuilder
from berger.formats.event.output import Language
from berger.render import templates_dir
from berger.render.site.pages import StandingsPage
from berger.render.site.plan import Plan, plan_site
from berger.render.site.render import page_digest, site_assets


def places(plan: Plan) -> dict[int, str]:
    """Each player's place on the standings page (which has a table)."""
    table = view(plan, "standings.html", StandingsPage).table
    assert table is not None
    return {row.player.number: row.place for row in table.rows}


def whys(plan: Plan) -> dict[int, tuple[object, ...]]:
    """Each player's "why" lines (their ties with neighbours level on points)."""
    table = view(plan, "standings.html", StandingsPage).table
    assert table is not None
    return {
        row.player.number: tuple(
            tie for tie in table.ties if row.player.number in tie.numbers
        )
        for row in table.rows
    }


def test_one_new_result_changes_only_the_pages_that_show_it() -> None:
    tournament = event(20, cycles=2)
    # Rounds 1–4 played, round 5 half played (boards 1–5).
    games = {
        (game.round, game.board): (W, D, B)[(game.round + game.board) % 3]
        for game in tournament.schedule.games()
        if game.round < 5 or (game.round == 5 and game.board <= 5)
    }
    before = plan_site(data(tournament, results(tournament, games)))
    new = tournament.schedule.round(5).game(6)
    after = plan_site(data(tournament, results(tournament, games | {(5, 6): D})))
    changed = {
        p for p in after.pages if page_digest(before, p) != page_digest(after, p)
    }
    old_places, new_places = places(before), places(after)
    moved = {n for n in old_places if old_places[n] != new_places[n]}
    # A player level on points with a neighbour shows why: where its figures
    # (or the neighbour) changed, the page did.
    old_whys, new_whys = whys(before), whys(after)
    moved |= {n for n in old_whys if old_whys[n] != new_whys[n]}
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
    # Mid-event many are level on points, and their figures move with every
    # result: still far fewer pages than the site's.
    assert len(changed) < len(after.pages) / 2


def test_names_are_text_on_every_page() -> None:
    hostile = "<img src=x onerror=alert(1)>"
    tournament = event(4, names=[hostile, "A & B", '"Quote"', "Плаксій, Ґанна"])
    pages = render_all(plan_site(data(tournament, results(tournament, FOUR_AFTER_TWO))))
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
        plan_site(
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
    uk = render_all(plan_site(data(tournament, known, language=Language.UK)))
    en = render_all(plan_site(data(tournament, known, language=Language.EN)))
    assert "1 грудня 2026" in uk["rounds.html"]
    assert "December 1, 2026" in en["rounds.html"]
    # 1½ points on player 1's page, through the points formatter.
    assert "1½" in uk["players/1.html"]


def test_downloads_only_for_files_beside_the_site() -> None:
    tournament = event(4)
    pages = render_all(
        plan_site(
            data(
                tournament,
                None,
                downloads=(("cards.pdf", "doc_cards"), ("event.trf", "site_dl_trf")),
            )
        )
    )
    index = pages["index.html"]
    assert 'href="../cards.pdf"' in index
    assert 'href="../event.trf"' in index
    assert "../chart.pdf" not in index
    assert (
        "../cards.pdf"
        not in render_all(plan_site(data(tournament, None)))["index.html"]
    )


def test_live_pages_carry_the_hooks_the_server_fills() -> None:
    tournament = event(4)
    static = render_all(plan_site(data(tournament, None)))
    live = render_all(plan_site(replace(data(tournament, None), live=True)))
    for path in static:
        assert "berger:" not in static[path]
        assert "<!--berger:version-->" in live[path]
        assert "<!--berger:banner-->" in live[path]


def test_the_static_files_of_a_site() -> None:
    assets = site_assets((templates_dir(),))
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


def changed_pages(before: Plan, after: Plan) -> set[str]:
    return {p for p in after.pages if page_digest(before, p) != page_digest(after, p)}


def test_one_new_board_result_changes_only_the_pages_that_show_it() -> None:
    # FOUR (tests/core/conftest.py) with round 3's match 3–1 entered board by
    # board (1-0 0-1 1-0 ½ from team 3's side).
    event = four_teams()

    def plan(boards: int) -> Plan:
        known = {k: v for k, v in FOUR.items() if k != (3, 3, 1)}
        known[(3, 3, 1)] = FOUR[(3, 3, 1)][:boards]
        return plan_site(team_data(event, record_matches(event, known)))

    # Board 3 in, the match not decided: its round, the two teams' pages
    # (their players' results), the front page and the hall screen.
    assert changed_pages(plan(2), plan(3)) == {
        "rounds/3.html",
        "players/1.html",
        "players/3.html",
        "index.html",
        "screen.html",
    }
    # Board 4 decides it, 2½–1½ for team 3 (3 MP, level with team 1 on
    # match points): the standings and the crosstable too, the rounds'
    # list (round 3 played), the places of the others that moved.
    before, after = plan(3), plan(4)
    old_places, new_places = places(before), places(after)
    moved = {n for n in old_places if old_places[n] != new_places[n]}
    # A player level on points with a neighbour shows why: where its figures
    # (or the neighbour) changed, the page did.
    old_whys, new_whys = whys(before), whys(after)
    moved |= {n for n in old_whys if old_whys[n] != new_whys[n]}
    assert changed_pages(before, after) == {
        "rounds/3.html",
        "players/1.html",
        "players/3.html",
        "index.html",
        "screen.html",
        "rounds.html",
        "standings.html",
        "standings/3.html",
        "crosstable.html",
        *(f"players/{n}.html" for n in moved),
    }
    assert "players.html" not in changed_pages(before, after)


def test_what_a_team_events_pages_show() -> None:
    # FOUR with team 1's reserve (its 5th player) on board 4 of round 3.
    event = four_teams()
    pages = render_all(plan_site(team_data(event, team_results())))
    round3 = pages["rounds/3.html"]
    # Match 2 of round 3: 3–1, 2½–1½, each team's game points at its head.
    assert "Match 2" in round3
    assert re.search(
        r'id="p3"><a class="who" href="\.\./players/3\.html">'
        r'<span class="no">3</span> T3</a>\s*</th>\s*<td class="res">2½</td>',
        round3,
    )
    assert re.search(r'id="p1">.*?</th>\s*<td class="res">1½</td>', round3, re.S)
    # The reserve, marked, leads to their line on the team's page.
    assert (
        '<a class="who" href="../players/1.html#m5">P1.5'
        ' <span class="reserve">(res.)</span></a>'
    ) in round3
    team = pages["players/1.html"]
    assert 'id="m5"' in team
    assert "Players" in team
    assert "MP: <strong>3</strong>" in team
    assert "GP: <strong>6</strong>" in team
    # R3: team 1 second-named, black on board 1, lost 1½–2½.
    assert "1½–2½" in team
    assert "T2" in pages["players.html"]
    assert "(res.)" in pages["players.html"]
    assert 'class="match-line"' in pages["screen.html"]
    assert "MP: 4" in pages["index.html"]  # the winner, team 4


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", ["Next match", "White on board 1", "Match 2", "Players"]),
        ("uk", ["Наступний матч", "Білі на 1-й дошці", "Матч 2", "Склад команди"]),
        ("ru", ["Следующий матч", "Белые на 1-й доске", "Матч 2", "Состав команды"]),
    ],
)
def test_a_team_event_in_every_language(language: str, words: list[str]) -> None:
    # Round 3 with match 2 (3–1) to play: team 3's next match, named first,
    # so white on board 1.
    event = four_teams()
    known = {k: v for k, v in FOUR.items() if k != (3, 3, 1)}
    pages = render_all(
        plan_site(
            team_data(event, record_matches(event, known), language=Language(language))
        )
    )
    text = pages["players/3.html"]
    for word in words:
        assert word in text


def test_team_and_player_names_are_text() -> None:
    hostile = [
        Team("<img src=x onerror=alert(1)>", (Player("<b>bold</b>"), Player("A & B"))),
        Team("T2", (Player("P2.1"), Player("P2.2"))),
    ]
    event = make_team_event(EventInfo(), hostile, boards=2)
    builder = TeamResultsBuilder(event)
    builder.add_board(1, 1, 2, 1, W)
    pages = render_all(plan_site(team_data(event, builder.build())))
    for path, html in pages.items():
        assert "<img" not in html, path
        assert "<b>bold" not in html, path
    assert "&lt;b&gt;bold&lt;/b&gt;" in pages["rounds/1.html"]
    assert "A &amp; B" in pages["players/1.html"]


@pytest.mark.parametrize(
    ("language", "word"),
    [
        (Language.EN, "standings"),
        (Language.UK, "таблиця"),
        (Language.RU, "распределение мест"),
    ],
)
def test_every_page_has_a_description_in_the_events_language(
    language: Language, word: str
) -> None:
    # Each names the event (a player's page the player first), so that a
    # search engine's line says what the page is (Lighthouse's SEO audit).
    tournament = event(4)
    plan = plan_site(
        data(tournament, results(tournament, {(1, 1): W}), language=language)
    )
    for path, page in render_all(plan).items():
        found = re.findall(r'<meta name="description" content="([^"]+)">', page)
        assert len(found) == 1, path
        assert "Test Open" in found[0], path
        assert found[0].startswith("Player" if "players/" in path else "Test"), path
    index = render_all(plan)["index.html"]
    assert word in re.findall(r'name="description" content="([^"]+)"', index)[0]

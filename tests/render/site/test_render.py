"""Rendering the event site: which pages one new result changes (by their
digests), names as text, every language, downloads, live hooks, the static
files."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.render.site.conftest import (
    FOUR_AFTER_TWO,
    B,
    D,
    W,
    data,
    event,
    render_all,
    results,
    view,
)

from berger.formats.output import Language
from berger.render import templates_dir
from berger.render.site.pages import Plan, StandingsPage
from berger.render.site.plan import plan_site
from berger.render.site.render import page_digest, site_assets


def places(plan: Plan) -> dict[int, str]:
    """Each player's place on the standings page (which has a table)."""
    table = view(plan, "standings.html", StandingsPage).table
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
    before = plan_site(data(tournament, results(tournament, games)))
    new = tournament.schedule.round(5).game(6)
    after = plan_site(data(tournament, results(tournament, games | {(5, 6): D})))
    changed = {
        p for p in after.pages if page_digest(before, p) != page_digest(after, p)
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
        plan_site(data(tournament, None, downloads=("cards.pdf", "event.trf")))
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

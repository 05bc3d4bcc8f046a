"""The site of a team event in a real browser (headless Chromium driven by
Playwright, as in test_site_browser, one browser for the module): the
school-teams sample during round 4, every page type served live in
Ukrainian and English and opened from file://.

No sideways scrolling on a 360-px phone (a team's players scroll inside
their own box), no console error, no request that leaves the site, type of
16 px and tap targets of 44 px at least; served live, a new board result
shows in an open team page within 3 s without a reload. The hall screen
fits 1920 × 1080 and shows the matches with their boards, then the
standings with the match and game points.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.browser import (
    HALL,
    Live,
    Watched,
    check_phone_page,
    needs_chromium,
    open_page,
    serving,
    wait_until,
)
from tests.conftest import open_teams

from berger.formats.event.event import Options
from berger.formats.event.output import Language
from berger.pipeline.site import write_site

needs_chromium()

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "school-teams"
# Rounds 1–3 in; in round 4, Технічний ліцей – Ліцей №2 in, Ліцей №24 (team
# 1) – Ліцей №7 (team 4) on boards 1 and 2, the third match to come.
KEPT_RESULTS = 1 + 3 * 3 * 4 + 4 + 2
PAGES = [
    "index.html",
    "rounds.html",
    "rounds/4.html",
    "standings.html",
    "standings/3.html",
    "crosstable.html",
    "players.html",
    "players/1.html",
    "players/3.html",
]


def make_event(folder: Path) -> Path:
    shutil.copytree(SAMPLE, folder)
    results = folder / "results.csv"
    lines = results.read_text("utf-8").splitlines(keepends=True)
    results.write_text("".join(lines[:KEPT_RESULTS]), "utf-8")
    return folder


@pytest.fixture(scope="module", params=["uk", "en"])
def live(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Live]:
    base = tmp_path_factory.mktemp(f"live-teams-{request.param}")
    with serving(make_event(base / "event"), base / "site", request.param) as live:
        yield live


@pytest.fixture(scope="module")
def static_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("static-teams")
    teams = open_teams(make_event(base / "event"), Options(language=Language.UK))
    write_site(teams, teams.results, base / "site")
    return base / "site"


@pytest.mark.parametrize("path", PAGES)
def test_served_pages_fit_a_phone_and_stay_inside_the_site(
    phone_page: Watched, live: Live, path: str
) -> None:
    check_phone_page(phone_page, live.url + path, live.url)


def test_the_static_site_works_from_file(
    phone_page: Watched, static_site: Path
) -> None:
    watched = phone_page
    page = watched.page
    for path in PAGES:
        check_phone_page(watched, (static_site / path).as_uri(), static_site.as_uri())
    # From a round's match to a player's line on their team's page.
    page.goto((static_site / "rounds/4.html").as_uri())
    page.click("text=Демченко Олександр")
    assert page.url.endswith("/players/1.html#m3")
    highlighted = page.evaluate(
        "getComputedStyle(document.querySelector('#m3 .sticky')).backgroundColor"
    )
    plain = page.evaluate(
        "getComputedStyle(document.querySelector('#m4 .sticky')).backgroundColor"
    )
    assert highlighted != plain


def test_a_teams_matches_fit_a_phone_and_its_players_scroll_in_their_box(
    phone_page: Watched, static_site: Path
) -> None:
    watched = phone_page
    page = watched.page
    for number in range(1, 7):
        page.goto((static_site / f"players/{number}.html").as_uri())
        over = page.evaluate(
            "Array.from(document.querySelectorAll('.box'))"
            ".map((box) => [!!box.querySelector('.squad'),"
            " box.scrollWidth - box.clientWidth])"
        )
        # The next match and the team's matches without scrolling; the
        # players' table (a column a round) may scroll inside its box.
        assert [wide for squad, wide in over if not squad and wide > 0] == []
        assert [squad for squad, _wide in over].count(True) == 1
        # The team's name stays in view while the rounds scroll.
        sticky = page.evaluate(
            "getComputedStyle(document.querySelector('.squad .sticky')).position"
        )
        assert sticky == "sticky"


@pytest.mark.parametrize("live", ["uk"], indirect=True)
def test_a_new_board_result_shows_in_the_open_team_page(
    phone_page: Watched, live: Live
) -> None:
    full = (SAMPLE / "results.csv").read_text("utf-8").splitlines(keepends=True)
    new = full[KEPT_RESULTS]  # round 4, Ліцей №24 – Ліцей №7, board 3: 0-1
    assert new.startswith("4,Ліцей №24,Ліцей №7 імені Михайла Коцюбинського,3,0-1")
    watched = phone_page
    page = watched.page
    cell = "document.querySelectorAll('#m3 td.game')[3]"
    # Team 1's page: its third player's round 4 is still to come.
    page.goto(live.url + "players/1.html")
    page.evaluate("window.loadedOnce = true")
    assert page.evaluate(f"{cell}.textContent.trim()") == ""
    with (live.event / "results.csv").open("a", encoding="utf-8") as handle:
        handle.write(new)
    took = wait_until(page, f"() => {cell}.textContent.trim() !== ''", timeout=3.0)
    assert took < 3.0
    # The same page, not a reload: the player lost, with black on board 3.
    assert page.evaluate("window.loadedOnce") is True
    assert page.evaluate(f"{cell}.querySelector('.pts').textContent") == "0"
    assert "3" in page.evaluate(f"{cell}.querySelector('.on').textContent")
    assert watched.errors == []
    assert any(re.search(r"results\.csv changed: rebuilt", r) for r in live.reports)


@pytest.mark.parametrize("live", ["uk"], indirect=True)
def test_the_hall_screen(browser: Any, live: Live) -> None:
    watched = open_page(browser, viewport=HALL)
    page = watched.page
    try:
        page.goto(live.url + "players/2.html?screen=1")
        page.wait_for_url(re.compile(r"/screen\.html\?screen=1$"))
        seen = {}
        for _ in range(2):
            found = page.evaluate("""() => {
              const slide = document.querySelector(".slide:not([hidden])");
              const sizes = Array.from(slide.querySelectorAll("td, th, h1"))
                .map((el) => parseFloat(getComputedStyle(el).fontSize));
              return {
                slide: Array.from(document.querySelectorAll(".slide")).indexOf(slide),
                shown: document.querySelectorAll(".slide:not([hidden])").length,
                bottom: slide.getBoundingClientRect().bottom,
                height: document.body.scrollHeight,
                width: document.body.scrollWidth,
                smallest: Math.min(...sizes),
                text: slide.innerText,
              };
            }""")
            assert found["shown"] == 1
            assert found["bottom"] <= HALL["height"]
            assert found["height"] <= HALL["height"]
            assert found["width"] <= HALL["width"]
            assert found["smallest"] >= 28
            seen[found["slide"]] = found["text"]
            page.wait_for_timeout(1100)
        # The round's three matches with their boards, then the standings.
        round_, standings = seen[0], seen[1]
        assert "Ліцей №7 імені Михайла Коцюбинського" in round_
        assert "Гаврилюк Святослав" in round_  # Ліцей №7's board 1
        assert "3½–½" in round_  # Технічний ліцей – Ліцей №2, ½ 1 1 1
        assert "КО" in standings
        assert "ІО" in standings
        assert watched.errors == []
    finally:
        page.context.close()

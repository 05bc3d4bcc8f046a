"""The prize list page in a real browser (headless Chromium driven by
Playwright, as in test_site_browser): the club sample's site, in Ukrainian
and English, opened from file://. It fits a 360-px phone (no sideways
scrolling, not even inside a table's box; type and tap targets as every
page's), and leads to the standings and back, and to each winner's page.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tests.browser import Watched, check_phone_page, needs_chromium
from tests.conftest import SAMPLES, open_individual

from berger.formats.event.event import Options
from berger.formats.event.output import Language
from berger.pipeline.site import write_site

needs_chromium()


@pytest.fixture(scope="module", params=["uk", "en"])
def prize_site(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """The club sample's site (it has a prize list), written in the
    language of the test."""
    base = tmp_path_factory.mktemp(f"prizes-{request.param}")
    event = base / "event"
    shutil.copytree(SAMPLES / "club-championship", event)
    language = Language.from_code(request.param)
    players = open_individual(event, Options(language=language))
    write_site(players, players.results, base / "site")
    return base / "site"


def test_the_prize_list_fits_a_phone_and_links_back_and_forth(
    phone_page: Watched, prize_site: Path
) -> None:
    watched = phone_page
    page = watched.page
    check_phone_page(
        watched, (prize_site / "prizes.html").as_uri(), prize_site.as_uri()
    )
    # Each award's amount fits beside the name: nothing scrolls in its box.
    over = page.evaluate(
        "Array.from(document.querySelectorAll('.box'))"
        ".map((box) => box.scrollWidth - box.clientWidth)"
    )
    assert len(over) == 2  # the two lists
    assert max(over) <= 0
    rows = page.locator("table.prizes tbody tr")
    assert rows.count() == 7
    # From the prize list to the standings and back, by the navigation.
    page.click(".site-nav a[href='standings.html']")
    assert page.url.endswith("/standings.html")
    page.click(".site-nav a[href='prizes.html']")
    assert page.url.endswith("/prizes.html")
    # From a winner's line to the winner's page.
    page.click("table.prizes a[href='players/6.html']")
    assert page.url.endswith("/players/6.html")
    assert page.locator(".site-nav a[href='../prizes.html']").count() == 1

"""The event site in a real browser: headless Chromium (Debian's package)
driven by Playwright (see tests/browser.py).

Every page type of the 12-player sample, in Ukrainian and English, served
live and opened from file://: no sideways scrolling on a 360-px phone, no
console error, no request that leaves the site, type of 16 px and tap targets
of 44 px at least. Served live: a changed results file shows in an open page
within 2 s without a reload, a broken one shows its error over the last good
pages, a hostile name runs nothing. The hall screen fits 1920 × 1080.
"""

from __future__ import annotations

import datetime as dt
import re
import shutil
import zoneinfo
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import icalendar
import pytest
from tests.browser import (
    HALL,
    PHONE,
    Live,
    Watched,
    check_phone_page,
    needs_chromium,
    open_page,
    serving,
    until,
    wait_until,
)
from tests.conftest import SAMPLES, open_individual

from berger.formats.event.event import Options
from berger.formats.event.output import Language
from berger.pipeline.site import write_site

needs_chromium()

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "open-varma"

# Round 10 half played (boards 1–3 of 6), round 11 to come.
KEPT_RESULTS = 1 + 9 * 6 + 3
PAGES = [
    "index.html",
    "rounds.html",
    "rounds/10.html",
    "standings.html",
    "standings/4.html",
    "crosstable.html",
    "players.html",
    "players/7.html",
]


def make_event(folder: Path, *, names: dict[str, str] | None = None) -> Path:
    shutil.copytree(SAMPLE, folder)
    results = folder / "results.csv"
    lines = results.read_text("utf-8").splitlines(keepends=True)
    results.write_text("".join(lines[:KEPT_RESULTS]), "utf-8")
    for old, new in (names or {}).items():
        players = folder / "players.csv"
        players.write_text(players.read_text("utf-8").replace(old, new), "utf-8")
    return folder


@pytest.fixture(scope="module", params=["uk", "en"])
def live(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Live]:
    base = tmp_path_factory.mktemp(f"live-{request.param}")
    with serving(make_event(base / "event"), base / "site", request.param) as live:
        yield live


@pytest.fixture(scope="module")
def static_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("static")
    event = make_event(base / "event")
    players = open_individual(event, Options(language=Language.UK))
    write_site(players, players.results, base / "site")
    return base / "site"


@pytest.mark.parametrize("path", PAGES)
def test_served_pages_fit_a_phone_and_stay_inside_the_site(
    phone_page: Watched, live: Live, path: str
) -> None:
    check_phone_page(phone_page, live.url + path, live.url)


def test_a_players_games_fit_a_phone_without_scrolling(
    phone_page: Watched, live: Live
) -> None:
    # The standings and the crosstable may scroll inside their box; a
    # player's own games, five narrow columns, must not (the last column,
    # the running score, was cut off at 360 px in Ukrainian).
    watched = phone_page
    for number in range(1, 13):
        watched.page.goto(f"{live.url}players/{number}.html")
        over = watched.page.evaluate(
            "(() => { const box = document.querySelector('.box');"
            " return box.scrollWidth - box.clientWidth; })()"
        )
        assert over <= 0, number


def test_the_static_site_works_from_file(
    phone_page: Watched, static_site: Path
) -> None:
    watched = phone_page
    for path in PAGES:
        check_phone_page(watched, (static_site / path).as_uri(), static_site.as_uri())
    # Links between the pages work from file:// too.
    watched.page.goto((static_site / "players/7.html").as_uri())
    watched.page.click("text=Мій рядок у таблиці місць")
    assert watched.page.url.endswith("/standings.html#p7")
    # The new page's style sheet may still be on its way (a busy machine).
    watched.page.wait_for_load_state("load")
    # Coming from the player's page, their line stands out.
    highlighted = watched.page.evaluate(
        "getComputedStyle(document.getElementById('p7')).backgroundColor"
    )
    plain = watched.page.evaluate(
        "getComputedStyle(document.getElementById('p8')).backgroundColor"
    )
    assert highlighted != plain


@pytest.mark.parametrize("live", ["uk"], indirect=True)
def test_the_round_and_the_leader_without_scrolling(
    phone_page: Watched, live: Live
) -> None:
    watched = phone_page
    watched.page.goto(live.url)
    for selector in ("#now-title", "#leader"):
        box = watched.page.locator(selector).bounding_box()
        assert box is not None
        assert box["y"] + box["height"] <= PHONE["height"], selector


@pytest.mark.parametrize("live", ["uk"], indirect=True)
def test_dark_mode_and_print(browser: Any, live: Live) -> None:
    watched = open_page(browser, viewport=PHONE, color_scheme="dark")
    try:
        page = watched.page
        page.goto(live.url + "standings.html")
        background = page.evaluate(
            "getComputedStyle(document.documentElement).backgroundColor"
        )
        assert background == "rgb(17, 19, 21)"
        page.emulate_media(media="print")
        assert page.locator(".site-nav").is_hidden()
        assert page.locator("table.standings").is_visible()
    finally:
        watched.page.context.close()


@pytest.mark.parametrize("live", ["uk"], indirect=True)
def test_without_javascript_the_page_shows_the_state_when_loaded(
    browser: Any, live: Live
) -> None:
    watched = open_page(browser, viewport=PHONE, java_script_enabled=False)
    try:
        watched.page.goto(live.url + "standings.html")
        assert watched.page.locator("table.standings tbody tr").count() == 12
    finally:
        watched.page.context.close()


@pytest.mark.parametrize("live", ["uk"], indirect=True)
def test_a_new_result_shows_in_the_open_page(
    browser: Any, phone_page: Watched, live: Live
) -> None:
    full = (SAMPLE / "results.csv").read_text("utf-8").splitlines(keepends=True)
    new = full[KEPT_RESULTS]  # round 10, board 4
    round_, white, _black, result = new.strip().split(",")
    watched = phone_page
    page = watched.page
    page.goto(live.url + f"rounds/{round_}.html")
    page.evaluate("window.loadedOnce = true")
    cell = page.locator(f"#p{white} ~ td.res")
    assert cell.inner_text().strip() == ""
    standings = open_page(browser, viewport=PHONE)
    standings.page.goto(live.url + "standings.html")
    before = standings.page.locator("table.standings").inner_text()
    with (live.event / "results.csv").open("a", encoding="utf-8") as handle:
        handle.write(new)
    took = wait_until(
        page,
        f"() => document.querySelector('#p{white}').parentElement"
        ".querySelector('td.res').textContent.trim() !== ''",
    )
    assert took < 2.0
    # The same page, not a reload.
    assert page.evaluate("window.loadedOnce") is True
    expected = {"1-0": "1", "0-1": "0", "1/2-1/2": "½"}[result]
    assert cell.inner_text().strip() == expected
    wait_until(
        standings.page,
        f"() => document.querySelector('table.standings').innerText !== {before!r}",
    )
    assert watched.errors == []
    assert standings.errors == []
    standings.page.context.close()
    assert any(re.search(r"results\.csv changed: rebuilt", r) for r in live.reports)


@pytest.mark.parametrize("live", ["uk"], indirect=True)
def test_a_broken_results_file_shows_the_error_over_the_last_good_pages(
    browser: Any, live: Live
) -> None:
    good = (live.event / "results.csv").read_text("utf-8")
    watched = open_page(browser, viewport=PHONE)
    page = watched.page
    try:
        page.goto(live.url + "standings.html")
        table = page.locator("table.standings").inner_text()
        (live.event / "results.csv").write_text(good + "11,1,6,9:9\n", "utf-8")
        banner = page.locator("#live-error")
        banner.wait_for(timeout=2000)
        assert "results.csv:" in banner.inner_text()
        assert "'9:9'" in banner.inner_text()
        assert page.locator("table.standings").inner_text() == table
        # A page opened now shows it too, without JavaScript.
        other = open_page(browser, viewport=PHONE, java_script_enabled=False)
        other.page.goto(live.url + "players/3.html")
        assert "'9:9'" in other.page.locator("#live-error").inner_text()
        other.page.context.close()
        # Fixed: the banner goes.
        (live.event / "results.csv").write_text(good, "utf-8")
        banner.wait_for(state="detached", timeout=2000)
        assert watched.errors == []
    finally:
        (live.event / "results.csv").write_text(good, "utf-8")
        page.context.close()


@pytest.mark.parametrize("live", ["uk"], indirect=True)
def test_the_hall_screen(browser: Any, live: Live) -> None:
    watched = open_page(browser, viewport=HALL)
    page = watched.page
    try:
        page.goto(live.url + "players/2.html?screen=1")
        page.wait_for_url(re.compile(r"/screen\.html\?screen=1$"))
        seen = set()
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
              };
            }""")
            assert found["shown"] == 1
            assert found["bottom"] <= HALL["height"]
            assert found["height"] <= HALL["height"]
            assert found["width"] <= HALL["width"]
            assert found["smallest"] >= 28
            seen.add(found["slide"])
            page.wait_for_timeout(1100)
        # The round, then the standings: the screen moves on by itself.
        assert len(seen) == 2
        assert watched.errors == []
    finally:
        page.context.close()


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    base = tmp_path_factory.mktemp("hostile")
    event = make_event(
        base / "event",
        names={
            '"Коваленко, Андрей"': '"<img src=x onerror=alert(1)>"',
            '"Шевчук, Ольга"': "\"<script>alert('x')</script>\"",
        },
    )
    with serving(event, base / "site", "uk") as live:
        yield live


def test_a_hostile_name_shows_as_typed_and_runs_nothing(
    browser: Any, hostile: Live
) -> None:
    watched = open_page(browser, viewport=PHONE)
    page = watched.page
    dialogs: list[str] = []

    def dismiss(dialog: Any) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", dismiss)
    try:
        for path in (
            "players.html",
            "standings.html",
            "crosstable.html",
            "players/1.html",
            "index.html",
        ):
            page.goto(hostile.url + path)
            assert page.locator("img").count() == 0
            assert page.locator("script:not([src])").count() == 0
        page.goto(hostile.url + "players.html")
        names = page.locator("a.who").all_inner_texts()
        assert any("<img src=x onerror=alert(1)>" in name for name in names)
        assert any("<script>alert('x')</script>" in name for name in names)
        # A results file naming the player: the error banner shows it as text.
        (hostile.event / "results.csv").write_text(
            "round,white,black,result\n1,<img src=x onerror=alert(2)>,Nobody,1-0\n",
            "utf-8",
        )
        banner = page.locator("#live-error")
        banner.wait_for(timeout=2000)
        assert page.locator("img").count() == 0
        page.wait_for_timeout(200)
        assert dialogs == []
        assert watched.errors == []
    finally:
        page.context.close()


def test_the_calendar_links_give_the_calendars(
    phone_page: Watched, tmp_path: Path
) -> None:
    # weekly-league: 16 players, 15 Wednesdays; the front page links the
    # rounds' calendar, player 3's page their games (3-14 in round 1).
    event = shutil.copytree(SAMPLES / "weekly-league", tmp_path / "event")
    players = open_individual(event)
    write_site(players, players.results, tmp_path / "site")
    page = phone_page.page

    def download(url: str, link: str) -> icalendar.Calendar:
        page.goto(url)
        with page.expect_download() as info:
            page.click(f"a[href='{link}']")
        return icalendar.Calendar.from_ical(Path(info.value.path()).read_bytes())

    site = tmp_path / "site"
    rounds = download((site / "index.html").as_uri(), "calendar/event.ics")
    assert len(rounds.walk("VEVENT")) == 15
    games = download((site / "players/3.html").as_uri(), "../calendar/3.ics")
    first = games.walk("VEVENT")[0]
    assert str(first["SUMMARY"]) == "Тур 1: Hrytsai, Vira (Білі)"
    with serving(event, tmp_path / "served", "uk") as live:
        served = download(live.url + "players/3.html", "../calendar/3.ics")
        assert served.to_ical() == games.to_ical()
        answer = page.request.get(live.url + "calendar/event.ics")
        assert answer.headers["content-type"] == "text/calendar; charset=utf-8"
    assert phone_page.errors == []


def test_the_calendar_links_follow_a_games_new_date(
    phone_page: Watched, tmp_path: Path
) -> None:
    # club-season: round 2's 1-2 is set for 14 January, 18:30 in Kyiv.
    # Player 1's page names it and links their calendar, which has it then;
    # moved to 21 January in the results file, the live page says so and
    # the link gives the entry moved, its UID kept, its revision later.
    event = shutil.copytree(SAMPLES / "club-season", tmp_path / "event")
    page = phone_page.page
    kyiv = zoneinfo.ZoneInfo("Europe/Kyiv")

    def postponed(url: str) -> icalendar.Component:
        page.goto(url)
        with page.expect_download() as info:
            page.click("a[href='../calendar/1.ics']")
        found = icalendar.Calendar.from_ical(Path(info.value.path()).read_bytes())
        (entry,) = [e for e in found.walk("VEVENT") if "-r2-1-2@" in str(e["UID"])]
        return entry

    with serving(event, tmp_path / "served", "en") as live:
        url = live.url + "players/1.html"
        before = postponed(url)
        assert before.decoded("DTSTART") == dt.datetime(
            2027, 1, 14, 18, 30, tzinfo=kyiv
        )
        assert (
            "Games pending: round 2, Kovalenko, Taras – Shevchenko, Oksana, 14 Jan."
            in page.inner_text("main")
        )
        results = event / "results.csv"
        results.write_text(
            results.read_text("utf-8").replace("2027-01-14", "2027-01-21"), "utf-8"
        )
        until(lambda: "21 Jan" in page.request.get(url).text())
        after = postponed(url)
        assert str(after["UID"]) == str(before["UID"])
        assert after.decoded("DTSTART") == dt.datetime(2027, 1, 21, 18, 30, tzinfo=kyiv)
        assert after.decoded("DTSTAMP") > before.decoded("DTSTAMP")
        assert "Round 2 · 21 January 2027, 18:30 · Board 3" in page.inner_text("main")
    assert phone_page.errors == []

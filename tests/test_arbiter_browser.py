"""The arbiter's page in a real browser: Debian's Chromium driven by
Playwright at 360 px. The arbiter taps a result; the players' standings page,
open in another browser context, shows it within 2 s; the results CSV holds
it. The keyboard enters a result too; the page has no sideways scrolling, no
console error, tap targets of 44 px at least."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.browser import KEY, PHONE, needs_chromium, served, until

needs_chromium()

__all__ = ["served"]  # the fixture of tests/browser.py


def test_a_tap_shows_on_the_standings_within_two_seconds(
    browser: Any, served: tuple[str, Path]
) -> None:
    url, event = served
    errors: list[str] = []
    arbiter = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True
    ).new_page()
    arbiter.on(
        "console", lambda m: errors.append(m.text) if m.type == "error" else None
    )
    arbiter.on("pageerror", lambda e: errors.append(str(e)))
    players = browser.new_context(viewport=PHONE).new_page()
    players.goto(f"{url}/standings.html")
    before = players.inner_text("main")

    arbiter.goto(f"{url}/arbiter?key={KEY}")
    # It opens at the first round with a game still without a result.
    assert re.fullmatch(rf"{url}/arbiter#r\d+", arbiter.url)
    arbiter.goto(f"{url}/arbiter#r10")
    arbiter.reload()
    arbiter.wait_for_selector(".game")
    # Round 10 has one game without a result (board 5 of 6).
    assert arbiter.inner_text("#count") == "Без результату: 1 з 6 партій"
    assert arbiter.evaluate("document.documentElement.scrollWidth") <= 360
    small = arbiter.evaluate(
        "[...document.querySelectorAll('.codes button')]"
        ".filter(b => b.getBoundingClientRect().height < 44).length"
    )
    assert small == 0
    board = arbiter.locator(".game.missing")
    assert board.get_attribute("data-key") == "0-5"
    assert "немає результату" in board.inner_text()
    white = board.locator(".names li").first.inner_text().strip("□ \n")

    board.get_by_role("button", name="1-0: перемогли білі").tap()
    assert until(lambda: players.inner_text("main") != before, 2.0) < 2.0
    until(lambda: arbiter.inner_text("#count") == "Усі результати внесено")
    text = (event / "results.csv").read_text("utf-8")
    assert text.splitlines()[-1].endswith(",1-0")
    assert text.splitlines()[-1].startswith("10,")
    assert white.split(" ")[0] in players.inner_text("main")

    # The keyboard, round 11: the first board focused, "=" enters a draw and
    # the focus moves on to the next board without a result.
    arbiter.click("#next")
    until(lambda: "6 з 6" in arbiter.inner_text("#count"))
    arbiter.locator('[data-key="0-1"]').focus()
    arbiter.keyboard.press("=")
    until(lambda: "5 з 6" in arbiter.inner_text("#count"))
    assert arbiter.evaluate("document.activeElement.dataset.key") == "0-2"
    assert (event / "results.csv").read_text("utf-8").splitlines()[-1].startswith("11,")
    assert not errors


def test_a_stale_page_is_told_and_shows_the_result_now(
    browser: Any, served: tuple[str, Path]
) -> None:
    url, event = served
    first = browser.new_context(viewport=PHONE).new_page()
    second = browser.new_context(viewport=PHONE).new_page()
    # The second page misses the news of the first's result (a phone that
    # lost the stream): without this, a busy machine may let the news reach
    # it before its tap, and then its tap is not stale.
    second.route(re.compile(r"/_live\b"), lambda route: route.abort())
    for page in (first, second):
        page.goto(f"{url}/arbiter?key={KEY}")
        page.goto(f"{url}/arbiter#r10")
        page.reload()
        page.wait_for_selector(".game")
    first.locator('[data-key="0-5"]').get_by_role(
        "button", name=re.compile("^0-1")
    ).click()
    until(lambda: bool(first.inner_text("#status")))
    second.locator('[data-key="0-5"]').get_by_role(
        "button", name=re.compile("^1-0")
    ).click()
    until(lambda: "error" in (second.get_attribute("#status", "class") or ""))
    assert "0-1" in second.inner_text("#status")
    assert (
        event.joinpath("results.csv")
        .read_text("utf-8")
        .splitlines()[-1]
        .endswith("0-1")
    )

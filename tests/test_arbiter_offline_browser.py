"""The arbiter's page without a connection, in a real browser: Debian's
Chromium driven by Playwright at 360 px. A tap made offline is kept on the
device and shown on its board as waiting to be sent; it survives a reload;
when the connection is back it is sent. A game another arbiter changed
meanwhile is not overwritten: its board shows both results and the arbiter
keeps the server's or their own."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from tests.browser import KEY, PHONE, needs_chromium, served, until

from berger.render.arbiter import arbiter_labels

sync_api = needs_chromium()

API = "**/arbiter/api/result"
SHOT = Path("/tmp/arbiter-offline-conflict.png")
QUEUE = "localStorage.getItem('berger-arbiter-pending:' + location.host)"
T = arbiter_labels("uk")
NETWORK = re.compile(
    r"Failed to load resource: (net::ERR_\w+|the server responded with a status"
    r" of 409 \(Conflict\))$"
)
WAIT = 30.0
"""The longest wait for what the page does by itself (its retries come every
few seconds); a check that holds sooner ends the wait."""

__all__ = ["served"]  # the fixture of tests/browser.py


def round_11(event: Path) -> list[str]:
    """The results file's rows of round 11, without the players' numbers."""
    rows = (event / "results.csv").read_text("utf-8").splitlines()
    return [row for row in rows if row.startswith("11,")]


def results_of(event: Path) -> list[str]:
    """The results of round 11 in the results file, in its order."""
    return [row.rsplit(",", 1)[1] for row in round_11(event)]


def result_of(event: Path, pair: str) -> str | None:
    """The result of the game of ``pair`` ("11,W,B") in the results file."""
    found = [row for row in round_11(event) if row.rsplit(",", 1)[0] == pair]
    return found[0].rsplit(",", 1)[1] if found else None


def queue(page: Any) -> list[dict[str, Any]]:
    """The taps the page keeps in its storage."""
    text = page.evaluate(QUEUE)
    return [] if text is None else list(json.loads(text))


def open_round_11(page: Any, url: str) -> None:
    page.goto(f"{url}/arbiter?key={KEY}")
    page.goto(f"{url}/arbiter#r11")
    page.reload()
    page.wait_for_selector(".game")


REDRAWN = ("not attached", "not visible")


def shot(board: Any) -> bool:
    """A picture of the card into :data:`SHOT`; False if the card was drawn
    again meanwhile (the old card gone from the page, or gone between being
    found and being scrolled to, which Playwright tells as "not visible")."""
    try:
        board.screenshot(path=str(SHOT))
    except sync_api.Error as exc:
        if not any(gone in str(exc) for gone in REDRAWN):
            raise
        return False
    return True


def classes(page: Any, key: str) -> list[str]:
    return str(page.get_attribute(f'[data-key="{key}"]', "class")).split()


@pytest.mark.parametrize("keep", ["server", "mine"])
def test_a_tap_made_offline_is_kept_sent_later_and_a_conflict_is_asked(
    browser: Any, served: tuple[str, Path], keep: str
) -> None:
    url, event = served
    errors: list[str] = []
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()

    def console(message: Any) -> None:
        # Chromium logs each request that fails: the refused connection and
        # the 409 are the test's own; any other error is the page's.
        if message.type == "error" and not NETWORK.match(message.text):
            errors.append(message.text)

    page.on("console", console)
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_round_11(page, url)
    assert page.inner_text("#count") == "Без результату: 6 з 6 партій"
    before = (event / "results.csv").read_bytes()

    # 1. No connection: a tap on board 1, and "=" on board 2 from the keys.
    context.set_offline(True)
    page.locator('[data-key="0-1"]').get_by_role(
        "button", name=re.compile("^1-0")
    ).tap()
    until(lambda: "pending" in classes(page, "0-1"), WAIT)
    board = page.locator('[data-key="0-1"]')
    assert T["arbiter_pending"] in board.inner_text()
    assert board.locator(".shown").inner_text() == "1-0"
    assert page.inner_text("#status") == T["arbiter_kept"]
    page.locator('[data-key="0-2"]').focus()
    page.keyboard.press("=")
    until(lambda: "pending" in classes(page, "0-2"), WAIT)
    # The focus moves on to the next board without a result or a kept tap.
    assert page.evaluate("document.activeElement.dataset.key") == "0-3"
    assert page.inner_text("#queue") == "Чекають на надсилання: 2"
    assert "missing" in classes(page, "0-3")
    assert (event / "results.csv").read_bytes() == before

    # 2. A reload with the connection back but every result refused on the
    # way: the taps are read back from storage and still wait.
    page.route(API, lambda route: route.abort())
    context.set_offline(False)
    page.reload()
    page.wait_for_selector(".game")
    assert "pending" in classes(page, "0-1")
    assert "pending" in classes(page, "0-2")
    assert page.locator('[data-key="0-2"] .shown').inner_text() == "½-½"
    assert [(e["board"], e["result"]) for e in queue(page)] == [
        (1, "1-0"),
        (2, "1/2-1/2"),
    ]
    assert (event / "results.csv").read_bytes() == before

    # 3. Meanwhile another arbiter enters 0-1 on board 1: it lands.
    other = browser.new_context(viewport=PHONE).new_page()
    open_round_11(other, url)
    other.locator('[data-key="0-1"]').get_by_role(
        "button", name=re.compile("^0-1")
    ).click()
    until(lambda: results_of(event) == ["0-1"], WAIT)
    board_1 = round_11(event)[0].rsplit(",", 1)[0]
    assert "pending" in classes(page, "0-1")

    # 4. The connection is whole again: board 2's draw lands; board 1 is a
    # conflict, the other arbiter's 0-1 stays in the file until one is kept.
    page.unroute(API)
    until(lambda: sorted(results_of(event)) == ["0-1", "1/2-1/2"], WAIT)
    until(lambda: "conflict" in classes(page, "0-1"), WAIT)
    until(lambda: "pending" not in classes(page, "0-2"), WAIT)
    board = page.locator('[data-key="0-1"]')
    text = board.inner_text()
    assert "Ваш результат: 1-0" in text
    assert "На сервері: 0-1" in text
    assert T["arbiter_conflict"] in text
    assert result_of(event, board_1) == "0-1"
    assert [(e["board"], e["state"]) for e in queue(page)] == [(1, "conflict")]
    until(lambda: page.inner_text("#queue") == "Треба вирішити: 1", WAIT)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    small = page.evaluate(
        "[...document.querySelectorAll('.codes button, .conflict-box button')]"
        ".filter(b => b.getBoundingClientRect().height < 44"
        " || b.getBoundingClientRect().width < 44).length"
    )
    assert small == 0
    # The round is drawn again after each change the site reports, so the
    # card of the moment may go before its picture is taken: taken again.
    until(lambda: shot(board), WAIT)

    # 5. The arbiter decides.
    if keep == "server":
        board.get_by_role("button", name=T["arbiter_keep_server"]).tap()
        until(lambda: queue(page) == [], WAIT)
        until(lambda: "conflict" not in classes(page, "0-1"), WAIT)
        assert board.locator(".shown").inner_text() == "0-1"
        assert result_of(event, board_1) == "0-1"
    else:
        board.get_by_role("button", name=T["arbiter_keep_mine"]).tap()
        until(lambda: result_of(event, board_1) == "1-0", WAIT)
        until(lambda: queue(page) == [], WAIT)
        # Drawn again as saved: neither waiting nor a conflict.
        until(lambda: not {"conflict", "pending"} & set(classes(page, "0-1")), WAIT)
        assert board.locator(".shown").inner_text() == "1-0"
    assert page.is_hidden("#queue")
    assert page.evaluate(QUEUE) is None
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert not errors

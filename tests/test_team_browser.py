"""The arbiters' team in a real browser: Debian's Chromium driven by
Playwright at 360 px. A helper's page shows their boards only, offers no
change of a result there and nothing to print, and fills an empty one,
signed; the chief's page makes a key whose QR code, read back from the
screen as a phone's camera would, enrols a phone at its page; a key revoked
there ends that page's session at its next request; the message to the hall
is set. No sideways scrolling, no console error."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

from tests.browser import KEY, needs_chromium, phone, served, until

from berger.formats.event.arbiters import KEYS_NAME, Role, parse_boards
from berger.formats.event.message import MESSAGE_FILE
from berger.pipeline.arbiters import add_key
from berger.render.arbiter import arbiter_labels

__all__ = ["served"]  # the fixture of tests/browser.py
T = arbiter_labels("uk")

needs_chromium()


def keys_of(page: Any) -> list[str]:
    return [node.get_attribute("data-key") for node in page.query_selector_all(".game")]


def test_a_helper_s_page_shows_their_boards_only(
    browser: Any, served: tuple[str, Path]
) -> None:
    url, event = served
    key, _entry = add_key(event / KEYS_NAME, "Ганна", Role.HELPER, parse_boards("2,5"))
    errors: list[str] = []
    page = phone(browser, errors)
    page.goto(f"{url}/arbiter?key={key}")
    page.goto(f"{url}/arbiter#r10")
    page.reload()
    page.wait_for_selector(".game")
    assert keys_of(page) == ["0-2", "0-5"]
    assert page.inner_text("#who") == "Ганна · помічник · дошки 2,5"
    assert page.inner_text("#count") == "Без результату: 1 з 2 партій"
    # Board 2 has its result: nothing to change; board 5 is to fill.
    filled = page.locator('[data-key="0-2"]')
    assert filled.locator(".codes").count() == 0
    assert T["arbiter_filled"] in filled.inner_text()
    assert page.locator('[data-key="0-5"] .codes button').count() >= 6
    # Nothing to print, no team's page.
    assert not page.is_visible("#prints")
    assert page.locator(".team-link").count() == 0
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.locator('[data-key="0-5"]').get_by_role(
        "button", name=T["arbiter_white_wins"]
    ).tap()
    until(lambda: page.inner_text("#count") == "Усі результати внесено")
    assert (event / "results.csv").read_text("utf-8").splitlines()[-1].startswith("10,")
    assert (event / "results.log").read_text("utf-8").endswith(" by Ганна\n")
    # The round after: their two boards.
    page.click("#next")
    until(lambda: "2 з 2" in page.inner_text("#count"))
    assert keys_of(page) == ["0-2", "0-5"]
    assert not errors


def test_a_phone_enrolled_by_the_qr_code_and_its_key_revoked(
    browser: Any, served: tuple[str, Path]
) -> None:
    import zxingcpp
    from PIL import Image

    url, event = served
    errors: list[str] = []
    chief = phone(browser, errors)
    chief.goto(f"{url}/arbiter?key={KEY}")
    chief.wait_for_selector(".game")
    chief.get_by_role("link", name=T["arbiter_team_link"]).click()
    chief.wait_for_url(f"{url}/arbiter/team")
    until(lambda: chief.inner_text("#message-now") == T["arbiter_message_none"])
    chief.fill("#name", "Олена Петренко")
    chief.select_option("#role", "helper")
    chief.fill("#boards", "1-3")
    chief.click("#make")
    chief.wait_for_selector("#made-qr[src^='data:image/svg+xml']")
    assert chief.evaluate("document.getElementById('made-qr').naturalWidth") > 0
    address = chief.inner_text("#made-address")
    assert re.fullmatch(rf"{url}/arbiter\?key=[A-Za-z0-9_-]{{32}}", address)
    assert address.split("key=")[1] not in (event / KEYS_NAME).read_text("utf-8")
    assert chief.evaluate("document.documentElement.scrollWidth") <= 360
    shot = chief.locator("#made-qr").screenshot()
    with Image.open(io.BytesIO(shot)) as image:
        assert [code.text for code in zxingcpp.read_barcodes(image)] == [address]
    until(lambda: "Олена Петренко" in chief.inner_text("#keys"))
    # The helper's phone opens what it read: their page, their boards.
    helper_errors: list[str] = []
    helper = phone(browser, helper_errors)
    helper.goto(address)
    assert re.fullmatch(rf"{url}/arbiter#r\d+", helper.url)
    helper.goto(f"{url}/arbiter#r11")
    helper.reload()
    helper.wait_for_selector(".game")
    assert keys_of(helper) == ["0-1", "0-2", "0-3"]
    assert "Олена Петренко" in helper.inner_text("#who")
    # Shown once: gone from the chief's page when done.
    chief.click("#made-done")
    assert not chief.is_visible("#made")
    assert chief.inner_text("#made-address") == ""
    # Revoked on the chief's page: the helper's next request ends its session.
    chief.on("dialog", lambda dialog: dialog.accept())
    chief.get_by_role("button", name=f"{T['arbiter_revoke']}: Олена Петренко").click()
    until(lambda: "Олена Петренко" in (chief.text_content("#revoked") or ""))
    helper.click("#prev")
    until(lambda: helper.inner_text("#status") == T["arbiter_revoked"])
    assert helper.locator(".game").count() == 0
    # The message to the hall.
    chief.fill("#message", "Тур 11 о 15:00")
    chief.click("#message-set")
    until(lambda: "Тур 11 о 15:00" in chief.inner_text("#message-now"))
    assert (event / MESSAGE_FILE).read_text("utf-8") == "Тур 11 о 15:00\n"
    chief.click("#message-clear")
    until(lambda: chief.inner_text("#message-now") == T["arbiter_message_none"])
    assert not (event / MESSAGE_FILE).exists()
    assert not errors
    # The helper's refused requests are the only errors its console shows.
    assert all("401" in error for error in helper_errors), helper_errors

"""Shared helpers of the browser tests: Debian's Chromium driven by
Playwright, one browser a module, phone-sized pages, and a wait polled from
the test (the pages' CSP lets no evaluated script wait in the page).

Importing it skips the importing module, saying why, where Playwright (the
test extra) or Chromium (``/usr/bin/chromium``) is missing, before a browser
is asked for."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
PHONE = {"width": 360, "height": 780}
"""A phone's viewport, in CSS pixels."""

sync_api = pytest.importorskip(
    "playwright.sync_api", reason="Playwright is not installed (the test extra)"
)
if not CHROMIUM.is_file():
    pytest.skip(
        f"no Chromium at {CHROMIUM} (apt-get install chromium)",
        allow_module_level=True,
    )


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One headless Chromium for the module's tests."""
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM),
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--no-first-run",
            ],
        )
        yield chromium
        chromium.close()


def phone(browser: Any, errors: list[str] | None = None) -> Any:
    """A new page in a context of its own, a phone's (360 px, touch);
    ``errors`` gets its console's errors and its script's exceptions."""
    page = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True
    ).new_page()
    if errors is not None:
        page.on(
            "console", lambda m: errors.append(m.text) if m.type == "error" else None
        )
        page.on("pageerror", lambda e: errors.append(str(e)))
    return page


def until(check: Callable[[], bool], timeout: float = 5.0) -> float:
    """Wait until ``check()`` holds; returns the seconds taken."""
    start = time.perf_counter()
    while not check():
        assert time.perf_counter() - start < timeout, "timed out"
        time.sleep(0.03)
    return time.perf_counter() - start

"""What the tests in a real browser share (``tests/test_*_browser.py``):
headless Chromium (Debian's package) driven by Playwright, the phone's and
the hall screen's sizes, a live server of an event, a page watched for
console errors and requests, the phone checks of a site's page, and the
arbiter's desk served for a test.

A browser test module starts with ``sync_api = needs_chromium()``: without
Playwright or Chromium the module is skipped, saying why (this module
imports neither, so every module that imports it skips alike). The browser
itself is the ``browser`` fixture of ``tests/conftest.py``, one for the
browser tests of a process (see :class:`Chromium`).
"""

from __future__ import annotations

import contextlib
import shutil
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from berger.formats.event.event import Options
from berger.formats.event.output import Language
from berger.pipeline.live import LiveSite
from berger.serve import running

CHROMIUM = Path("/usr/bin/chromium")
"""Debian's Chromium, the browser the tests drive."""
PHONE = {"width": 360, "height": 780}
HALL = {"width": 1920, "height": 1080}
ARBITER_SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "open-varma"
"""The event the arbiter's desk is served of (see :func:`served`)."""
KEY = "arbiter-browser-test-key-0123456789"
"""The arbiter's key of the desk :func:`served` serves."""
POLL = 0.1
"""Seconds between two looks at a page that a test waits on: each look is a
round trip through Playwright's driver, Chromium and the page's renderer
(looking every 30 ms cost a fifth of the browser tests' CPU)."""


def needs_chromium() -> Any:
    """Playwright's synchronous API; called at a test module's top, it skips
    the whole module (saying why) where Playwright or Chromium is missing."""
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="Playwright is not installed (the test extra)"
    )
    if not CHROMIUM.is_file():
        pytest.skip(
            f"no Chromium at {CHROMIUM} (apt-get install chromium)",
            allow_module_level=True,
        )
    return sync_api


@contextlib.contextmanager
def launch() -> Iterator[Any]:
    """Headless Chromium, closed at the end (Playwright's driver with it)."""
    sync_api = needs_chromium()
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
        try:
            yield chromium
        finally:
            chromium.close()


class Chromium:
    """One headless Chromium for the browser tests a process runs in a row
    (``tests/conftest.py`` hands them all to one process, one module after
    another): launched for the first of them, closed after the last (see
    ``pytest_runtest_teardown`` there), so that no other test runs while
    Playwright's driver keeps its event loop in the process (that test's
    ``asyncio.run`` would fail). Each test opens its own browser context;
    what a module's tests leave open is closed before the next module's."""

    def __init__(self) -> None:
        self._running: contextlib.ExitStack | None = None
        self._browser: Any = None
        self._phone: Watched | None = None

    def get(self) -> Any:
        """The browser, launched now if it is not running."""
        if self._browser is None or not self._browser.is_connected():
            self.close()
            running = contextlib.ExitStack()
            self._browser = running.enter_context(launch())
            self._running = running
        return self._browser

    def phone_page(self) -> Watched:
        """The phone's page that a module's checks of its pages share, one
        after another (see :func:`check_phone_page`): on ``about:blank``,
        nothing watched yet. A new page and its context cost Chromium more
        than half a second of work (a renderer process started), a page of
        the same site loaded into this one a tenth."""
        if self._phone is None:
            self._phone = open_page(self.get(), viewport=PHONE)
        self._phone.page.goto("about:blank")
        self._phone.errors.clear()
        self._phone.requests.clear()
        return self._phone

    def close_contexts(self) -> None:
        """Close every context left open (the phone's page's too)."""
        self._phone = None
        if self._browser is not None:
            for context in self._browser.contexts:
                context.close()

    def close(self) -> None:
        """Close the browser (and Playwright's driver), if it runs."""
        running, self._running, self._browser = self._running, None, None
        self._phone = None
        if running is not None:
            running.close()


@dataclass
class Live:
    """A live server of an event copied for the test."""

    url: str
    event: Path
    reports: list[str] = field(default_factory=list)


@contextlib.contextmanager
def serving(event: Path, folder: Path, language: str) -> Iterator[Live]:
    """``event`` served live on a free port, its site built in ``folder``."""
    site = LiveSite(event, Options(language=Language.from_code(language)), folder)
    site.rebuild()
    reports: list[str] = []
    with running(site, "127.0.0.1", 0, reports.append) as server:
        yield Live(f"http://127.0.0.1:{server.server_address[1]}/", event, reports)


@dataclass
class Watched:
    """A page with its console errors and requests recorded."""

    page: Any
    errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)


def open_page(browser: Any, **context: Any) -> Watched:
    """A page in a new browser context (``context``: its settings), watched."""
    page = browser.new_context(**context).new_page()
    watched = Watched(page)
    page.on(
        "console",
        lambda message: (
            watched.errors.append(message.text) if message.type == "error" else None
        ),
    )
    page.on("pageerror", lambda error: watched.errors.append(str(error)))
    page.on("request", lambda request: watched.requests.append(request.url))
    return watched


CHECKS = """() => {
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !el.closest(".sr")
      && getComputedStyle(el).visibility !== "hidden";
  };
  const small = [];
  for (const el of document.querySelectorAll("body *")) {
    const text = Array.from(el.childNodes).some(
      (n) => n.nodeType === 3 && n.textContent.trim());
    if (text && visible(el) && parseFloat(getComputedStyle(el).fontSize) < 16) {
      small.push(el.tagName + " " + el.textContent.trim().slice(0, 30));
    }
  }
  const taps = [];
  for (const a of document.querySelectorAll("a[href]")) {
    const box = a.getBoundingClientRect();
    if (visible(a) && (box.height < 44 || box.width < 44)) {
      taps.push(a.textContent.trim().slice(0, 30) + " " +
        Math.round(box.width) + "x" + Math.round(box.height));
    }
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    small: small,
    taps: taps,
  };
}"""


def check_phone_page(watched: Watched, url: str, inside: str) -> None:
    """The page at ``url`` fits a phone: no sideways scrolling, type of 16 px
    and tap targets of 44 px at least, no console error, no request outside
    ``inside``."""
    page = watched.page
    page.goto(url)
    page.wait_for_load_state("load")
    found = page.evaluate(CHECKS)
    assert found["scrollWidth"] <= found["innerWidth"], url
    assert found["small"] == [], url
    assert found["taps"] == [], url
    assert watched.errors == [], url
    outside = [u for u in watched.requests if not u.startswith(inside)]
    assert outside == [], url


def wait_until(page: Any, check: str, timeout: float = 2.0) -> float:
    """Seconds until the JavaScript function ``check`` returns true in the
    page (polled from here: the site's CSP forbids the page to eval it)."""
    started = time.monotonic()
    while not page.evaluate(check):
        if time.monotonic() - started > timeout:
            raise AssertionError(f"not within {timeout} s: {check}")
        page.wait_for_timeout(POLL * 1000)
    return time.monotonic() - started


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
    """Wait until ``check()`` holds (the pages' CSP allows no evaluated
    script, so the wait is polled from here); returns the seconds taken."""
    start = time.perf_counter()
    while not check():
        assert time.perf_counter() - start < timeout, "timed out"
        time.sleep(POLL)
    return time.perf_counter() - start


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """The arbiter's desk of a copy of the open-varma sample, round 10 half
    played (boards 1–3 of 6 in, round 11 to come), served live with the
    arbiter's key :data:`KEY`: its address and the event's folder."""
    event = tmp_path / "event"
    shutil.copytree(ARBITER_SAMPLE, event)
    results = event / "results.csv"
    lines = results.read_text("utf-8").splitlines(keepends=True)
    results.write_text("".join(lines[: 1 + 9 * 6 + 3]), "utf-8")
    live = LiveSite(event, Options(language=Language.UK), tmp_path / "site")
    live.rebuild()
    with running(live, "127.0.0.1", 0, lambda line: None, arbiter_key=KEY) as server:
        yield f"http://127.0.0.1:{server.server_address[1]}", event

"""What the tests of pages in a real browser share: headless Chromium
(Debian's package) driven by Playwright, one browser a test module (the
``browser`` fixture: import it into the module), a live server of an event,
a page with its console errors and requests recorded, the checks of a page
on a 360-px phone.

Importing this module skips the importing test module, saying why, where
Playwright (the test extra) or Chromium is missing: a browser test module
imports its shared helpers from here, never from another test module.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from berger.formats.event.event import Options
from berger.formats.reports.output import Language
from berger.pipeline.live import LiveSite
from berger.serve import running

CHROMIUM = Path("/usr/bin/chromium")
PHONE = {"width": 360, "height": 780}
HALL = {"width": 1920, "height": 1080}

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
        page.wait_for_timeout(50)
    return time.monotonic() - started

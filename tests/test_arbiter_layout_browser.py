"""The arbiter's page in Chromium on a 360-px phone: nothing on it moves as
the boards arrive (the cumulative layout shift of its load, measured by the
browser, well under Lighthouse's 0.1 for "good"), for an event of players
and a team event."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.browser import PHONE, needs_chromium
from tests.conftest import SAMPLES

from berger.formats.event.event import Options
from berger.formats.event.output import Language
from berger.pipeline.live import LiveSite
from berger.serve import running

KEY = "arbiter-layout-test-key-0123456789"

needs_chromium()

SHIFTS = """
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.shifts.push(entry.value);
    }
  }).observe({ type: "layout-shift", buffered: true });
"""


@pytest.fixture(params=["open-varma", "school-teams"])
def served(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    event = tmp_path / "event"
    shutil.copytree(SAMPLES / request.param, event)
    live = LiveSite(event, Options(language=Language.UK), tmp_path / "site")
    live.rebuild()
    with running(live, "127.0.0.1", 0, lambda line: None, arbiter_key=KEY) as server:
        yield f"http://127.0.0.1:{server.server_address[1]}"


def test_the_boards_arrive_without_moving_the_page(browser: Any, served: str) -> None:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    try:
        page.goto(f"{served}/arbiter?key={KEY}")  # the session's cookie
        page.wait_for_selector(".game")
        page.add_init_script(SHIFTS)
        for round_ in (1, 2):
            page.goto(f"{served}/arbiter#r{round_}")
            page.reload()
            page.wait_for_selector(".game")
            page.wait_for_timeout(500)
            assert sum(page.evaluate("window.shifts")) < 0.01
            # Under the boards, what waited for them is there.
            assert page.locator("#extra").is_visible()
            assert page.get_attribute("#games", "aria-busy") == "false"
    finally:
        context.close()

"""The hall screen with the QR code of the event's site, in a real browser
(Debian's Chromium through Playwright): a screenshot at 1920 × 1080, decoded
by zxing-cpp as a phone's camera would, is the address; the slides still fit
the screen."""

from __future__ import annotations

import io
import shutil
from pathlib import Path
from typing import Any

import pytest
from tests.browser import browser
from tests.conftest import run

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
URL = "https://chess.example.org/riverside-2026"

__all__ = ["browser"]  # the fixture, from tests/browser.py


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_hall_screen_shows_the_address(
    browser: Any, tmp_path: Path, scheme: str
) -> None:
    import zxingcpp
    from PIL import Image

    event = tmp_path / "club"
    shutil.copytree(SAMPLES / "club-championship", event)
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace("[event]\n", f'[event]\nurl = "{URL}"\n', 1),
        "utf-8",
    )
    site = tmp_path / "site"
    assert run("site", event, "-o", site).exit_code == 0
    page = browser.new_page(
        viewport={"width": 1920, "height": 1080}, color_scheme=scheme
    )
    try:
        page.goto((site / "screen.html").as_uri() + "?screen")
        page.wait_for_timeout(300)
        fits = page.evaluate(
            "document.body.scrollHeight <= innerHeight"
            " && document.body.scrollWidth <= innerWidth"
        )
        assert fits
        shot = page.screenshot()
    finally:
        page.close()
    with Image.open(io.BytesIO(shot)) as image:
        assert [code.text for code in zxingcpp.read_barcodes(image)] == [URL]

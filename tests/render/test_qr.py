"""The QR code of the event's site: what a phone's camera reads off the
printed round sheets and standings (the PDFs rendered to PNG by poppler's
pdftoppm, decoded by zxing-cpp) is the address; nothing of it is printed
without an address."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import unquote

import pytest
from tests.conftest import made_named, open_event, run

from berger.formats.event.event import Options
from berger.pipeline.outputs import write_made
from berger.render.printing import Page, write_document
from berger.render.qr import qr_data_url, qr_svg

URL = "https://chess.example.org/riverside-2026?lang=uk&round=3"
PDFTOPPM = shutil.which("pdftoppm")
needs_poppler = pytest.mark.skipif(
    PDFTOPPM is None, reason="no pdftoppm (apt-get install poppler-utils)"
)


def test_the_svg() -> None:
    svg = str(qr_svg(URL))
    root = ET.fromstring(svg)
    assert root.get("class") == "qr-code"
    assert root.get("width") is None  # sized by the page's CSS
    # version 4 (33 modules) for this address, and the quiet zone of 4 on each side
    assert root.get("viewBox") == "0 0 41 41"
    title = root.find("title")
    assert title is not None
    assert title.text == URL  # what a screen reader says of it
    sized = ET.fromstring(str(qr_svg(URL, size="18vh")))
    assert (sized.get("width"), sized.get("height")) == ("18vh", "18vh")


def decoded(pdf: Path, page: int, folder: Path, *, dpi: int) -> list[str]:
    """The QR codes a reader finds on ``page`` of ``pdf`` printed at ``dpi``."""
    import zxingcpp
    from PIL import Image

    assert PDFTOPPM is not None
    stem = folder / f"{pdf.stem}-{page}"
    subprocess.run(
        [
            PDFTOPPM,
            "-png",
            "-r",
            str(dpi),
            "-f",
            str(page),
            "-l",
            str(page),
            "-singlefile",
            str(pdf),
            str(stem),
        ],
        check=True,
    )
    with Image.open(stem.with_suffix(".png")) as image:
        return [code.text for code in zxingcpp.read_barcodes(image)]


def with_url(samples: Path, name: str, folder: Path, url: str = URL) -> Path:
    event = folder / name
    shutil.copytree(samples / name, event)
    toml = event / "event.toml"
    text = toml.read_text("utf-8").replace("[event]\n", f'[event]\nurl = "{url}"\n', 1)
    toml.write_text(text, "utf-8")
    return event


@pytest.mark.slow
@needs_poppler
@pytest.mark.parametrize(
    ("sample", "document"),
    [
        ("club-championship", "round-sheets"),
        ("school-teams", "round-sheets"),
    ],
)
def test_every_round_sheet_carries_the_address(
    samples: Path, tmp_path: Path, sample: str, document: str
) -> None:
    event = with_url(samples, sample, tmp_path)
    pdf = tmp_path / f"{document}.pdf"
    result = run(document, event, "-o", pdf)
    assert result.exit_code == 0, result.output
    from pypdf import PdfReader

    pages = len(PdfReader(pdf).pages)
    rounds = 7 if sample == "club-championship" else 5
    assert pages == rounds  # still one page a round
    for page in (1, pages):
        # 72 dpi: a coarse print, or a photo from a step away
        assert decoded(pdf, page, tmp_path, dpi=72) == [URL]


@pytest.mark.slow
@needs_poppler
@pytest.mark.parametrize("sample", ["club-championship", "school-teams"])
def test_the_standings_carry_the_address(
    samples: Path, tmp_path: Path, sample: str
) -> None:
    # The two papers as the build prints them (no command prints them alone;
    # the rest of the pack is not about the code).
    variant = open_event(with_url(samples, sample, tmp_path), Options()).variant
    for document in ("standings.pdf", "crosstable.pdf"):
        made, work = made_named(variant, document)
        write_made(made, tmp_path / document, work.settings)
    assert decoded(tmp_path / "standings.pdf", 1, tmp_path, dpi=100) == [URL]
    # the other papers have no code
    assert decoded(tmp_path / "crosstable.pdf", 1, tmp_path, dpi=100) == []


@pytest.mark.slow
def test_a_wide_field_keeps_one_page_a_round(tmp_path: Path) -> None:
    # 28 boards: the heading's room for the code is counted in the fit. The
    # 55 rounds' sheets are alike (28 boards, names of one length, no
    # results): the first, a middle one and the last (the widest number)
    # stand for them, printed as the round sheets print a part of theirs.
    players = tmp_path / "players.csv"
    names = [f"Player Number{k:02d}, Firstname" for k in range(1, 57)]
    players.write_text(
        "name,rating\n" + "".join(f'"{n}",{2000 + k}\n' for k, n in enumerate(names)),
        "utf-8",
    )
    (tmp_path / "event.toml").write_text(
        f'players = "players.csv"\n[event]\nname = "Open"\nurl = "{URL}"\n', "utf-8"
    )
    variant = open_event(tmp_path, Options()).variant
    made, work = made_named(variant, "round-sheets.pdf", rounds=[1, 28, 55])
    assert isinstance(made, Page)
    html = made.html(True)
    assert html.count('class="qr-code"') == 3
    pdf = tmp_path / "rs.pdf"
    write_document(pdf, made, work.settings)
    from pypdf import PdfReader

    assert len(PdfReader(pdf).pages) == 3


def test_no_address_no_code(samples: Path, tmp_path: Path) -> None:
    html = tmp_path / "rs.html"
    assert run("round-sheets", samples / "club-championship", "-o", html).exit_code == 0
    text = html.read_text("utf-8")
    assert "qr-code" not in text
    assert "with-qr" not in text
    event = with_url(samples, "club-championship", tmp_path)
    assert run("round-sheets", event, "-o", html).exit_code == 0
    text = html.read_text("utf-8")
    assert text.count('class="qr-code"') == 7
    # the address is text: an & in it is escaped, never markup
    assert "riverside-2026?lang=uk&amp;round=3" in text


def test_a_bad_address(samples: Path, tmp_path: Path) -> None:
    from tests.conftest import assert_error

    event = with_url(samples, "club-championship", tmp_path, url="chess club site")
    assert_error(
        run("schedule", event),
        pattern=r"event.toml: event.url: 'chess club site' is not a web address",
    )


def test_the_image_of_its_own() -> None:
    url = qr_data_url(URL)
    head, _comma, body = url.partition(",")
    assert head == "data:image/svg+xml;charset=utf-8"
    root = ET.fromstring(unquote(body))
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.findtext("{http://www.w3.org/2000/svg}title") == URL

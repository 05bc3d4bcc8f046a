"""The print press: parts printed on the workers, PDFs written in the order
asked, parts joined (and laid over a shared frame)."""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

import pdfplumber
import pytest
from pypdf import PdfReader
from pypdf.generic import IndirectObject

from berger.core.model import EventInfo, Player
from berger.core.tournament import make_tournament
from berger.render import printing
from berger.render.html import template_dirs
from berger.render.pdf import render_pdf
from berger.render.press import PdfJob, Press, in_parts, join_pdfs, pdf_job

pytestmark = pytest.mark.slow

CREATED = dt.datetime(2026, 1, 1)


def page(text: str) -> str:
    return f"<!DOCTYPE html><html><body><p>{text}</p></body></html>"


def printed(text: str) -> bytes:
    return render_pdf(page(text), template_dirs(), CREATED)


def texts(pdf: bytes) -> list[str]:
    return [p.extract_text().strip() for p in PdfReader(io.BytesIO(pdf)).pages]


def test_the_press_writes_in_the_order_asked_and_counts_the_parts(
    tmp_path: Path,
) -> None:
    event = make_tournament(EventInfo(), [Player("A"), Player("B")])
    seen: list[tuple[int, int]] = []
    settings = printing.make_settings(
        event,
        language="en",
        paper="a4",
        progress=lambda done, total: seen.append((done, total)),
    )
    written: list[Path] = []
    with Press(settings) as press:
        one = press.add(pdf_job(tmp_path / "one.pdf", page("one")))
        two = press.add(
            PdfJob(tmp_path / "two.pdf", (page("first"), page("second")), join_pdfs)
        )
        press.write([two, one], written=written.append)
    assert written == [tmp_path / "two.pdf", tmp_path / "one.pdf"]
    assert seen == [(1, 3), (2, 3), (3, 3)]
    assert texts((tmp_path / "two.pdf").read_bytes()) == ["first", "second"]
    assert texts((tmp_path / "one.pdf").read_bytes()) == ["one"]


def test_each_page_gets_its_layer_of_the_frame_beneath() -> None:
    frame = join_pdfs([printed("frame zero"), printed("frame one")])
    joined = join_pdfs(
        [printed("a"), printed("b"), printed("c")], underlay=frame, layers=[1, 0, 1]
    )
    pages = [" ".join(text.split()) for text in texts(joined)]
    assert pages == ["frame one a", "frame zero b", "frame one c"]
    # Every content stream stays an object of its own, as PDF requires: a
    # stricter reader (pdfminer, under pdfplumber) finds every page too.
    for page in PdfReader(io.BytesIO(joined)).pages:
        assert all(isinstance(c, IndirectObject) for c in page.raw_get("/Contents"))
    with pdfplumber.open(io.BytesIO(joined)) as pdf:
        # The frame's text and the page's overlap, so compare their letters.
        read = [
            sorted(c["text"] for c in p.chars if c["text"] != " ") for p in pdf.pages
        ]
    assert read == [sorted(text.replace(" ", "")) for text in pages]


class Store:
    """A part store that knows the part "first" of two.pdf."""

    def __init__(self) -> None:
        self.known = {("two.pdf", page("first")): printed("kept")}
        self.kept: list[tuple[str, str, list[str]]] = []

    def printed(self, target: Path, html: str) -> bytes | None:
        return self.known.get((target.name, html))

    def keep(self, target: Path, html: str, pdf: bytes) -> None:
        self.kept.append((target.name, html, texts(pdf)))


def test_a_store_gives_the_parts_it_has_and_keeps_every_part(tmp_path: Path) -> None:
    # Only the parts of a PDF printed in several go through the store: the
    # known part is taken as it is (its text says so), the other printed.
    event = make_tournament(EventInfo(), [Player("A"), Player("B")])
    settings = printing.make_settings(event, language="en", paper="a4")
    store = Store()
    with Press(settings, store) as press:
        one = press.add(pdf_job(tmp_path / "one.pdf", page("one")))
        two = press.add(
            PdfJob(tmp_path / "two.pdf", (page("first"), page("second")), join_pdfs)
        )
        press.write([one, two])
    assert texts((tmp_path / "two.pdf").read_bytes()) == ["kept", "second"]
    assert texts((tmp_path / "one.pdf").read_bytes()) == ["one"]
    assert store.kept == [
        ("two.pdf", page("first"), ["kept"]),
        ("two.pdf", page("second"), ["second"]),
    ]


def test_a_document_in_parts_of_a_few_pages() -> None:
    # Five pages, two a part: pages 1–2, 3–4 and 5, each part its own HTML.
    job = in_parts(Path("x.pdf"), 5, lambda pages: f"{list(pages)}", 2)
    assert job.parts == ("[1, 2]", "[3, 4]", "[5]")
    assert job.finish is join_pdfs
    assert in_parts(Path("x.pdf"), 2, lambda pages: f"{list(pages)}", 10).parts == (
        "[1, 2]",
    )

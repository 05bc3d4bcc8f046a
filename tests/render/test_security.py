"""Names are text, never markup, and printing fetches nothing: a local HTTP
server counts the requests while hostile names and templates are printed."""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest
from pypdf import PdfReader

from berger.core.model import EventInfo, Player
from berger.core.tournament import make_tournament
from berger.render import documents, printing

pytestmark = pytest.mark.slow


class Recorder(http.server.BaseHTTPRequestHandler):
    """Answers every request, and remembers it."""

    seen: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        Recorder.seen.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def server() -> Iterator[str]:
    Recorder.seen = []
    httpd = http.server.HTTPServer(("127.0.0.1", 0), Recorder)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def test_hostile_names_print_as_typed_and_nothing_is_fetched(
    server: str, tmp_path: Path
) -> None:
    names = [
        f"<img src={server}/name.png>",
        "<b>x</b>",
        f'<link rel=stylesheet href="{server}/name.css">',
        f"url({server}/css.png) }} body {{ background: url({server}/bg.png)",
    ]
    event = make_tournament(
        EventInfo(name=f"<style>@import '{server}/event.css';</style>"),
        [Player(name) for name in names],
    )
    # An override template that asks for the network and for a file outside
    # the template folders gets nothing either.
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "round_chart.html").write_text(
        '{% extends "base.html" %}{% block content %}'
        f'<img src="{server}/template.png"><img src="file:///etc/hostname">'
        f'<link rel="stylesheet" href="{server}/template.css">'
        "{% endblock %}",
        encoding="utf-8",
    )
    settings = printing.make_settings(
        event, language="en", paper="a4", templates=tmp_path / "templates"
    )
    cards = tmp_path / "cards.pdf"
    printing.write_document(
        cards,
        printing.Page(
            lambda pdf: documents.cards_html(event, settings, pdf=pdf),
            lambda target: documents.cards_job(target, event, settings),
        ),
        settings,
    )
    printing.write_document(
        tmp_path / "sheets.html",
        printing.Page(
            lambda pdf: documents.round_sheets_html(event, settings, pdf=pdf)
        ),
        settings,
    )
    printing.write_document(
        tmp_path / "chart.pdf",
        printing.Page(lambda pdf: printing.chart_html(event, settings, pdf=pdf)),
        settings,
    )
    assert Recorder.seen == []
    # Compared without white space: long names wrap across lines.
    text = "".join("".join(p.extract_text().split()) for p in PdfReader(cards).pages)
    for name in names:
        assert "".join(name.split()) in text
    html = (tmp_path / "sheets.html").read_text(encoding="utf-8")
    assert "&lt;b&gt;x&lt;/b&gt;" in html
    assert "<b>x</b>" not in html
    assert "&lt;img src=" in html

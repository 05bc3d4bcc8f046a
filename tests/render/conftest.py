"""Fixtures for the document tests: each sample's pack is built once per run
(PDF rendering is the slow part), and PDFs are read back as text per page."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from berger import pipeline
from berger.build import build_pack
from berger.core.tournament import Tournament
from berger.formats.event import EventConfig, Options

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def open_sample(name: str, **options: object) -> tuple[EventConfig, Tournament]:
    """A sample event, opened as the command line opens it."""
    config, tournament, _ = pipeline.open_event(SAMPLES / name, Options(**options))  # type: ignore[arg-type]
    return config, tournament


def pages_text(path: Path) -> list[str]:
    """The text of every page of a PDF, line breaks kept."""
    return [page.extract_text() for page in PdfReader(path).pages]


def flat(text: str) -> str:
    """``text`` with every run of white space as one space (names may wrap)."""
    return " ".join(text.split())


@pytest.fixture(scope="session")
def pack(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """``pack(sample)``: the folder ``berger build`` wrote for that sample."""
    built: dict[str, Path] = {}

    def build(name: str) -> Path:
        if name not in built:
            config, tournament = open_sample(name)
            folder = tmp_path_factory.mktemp(name)
            build_pack(config, tournament, folder)
            built[name] = folder
        return built[name]

    return build

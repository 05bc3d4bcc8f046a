"""Fixtures for the document tests: each sample's pack is built once per run,
by `berger build` (PDF rendering is the slow part: tests that need a sample's
PDFs take them from here), and PDFs are read back as text per page."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader
from tests.conftest import SAMPLES, open_individual

from berger.cli import cli
from berger.core.model import EventInfo, Player
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event import Options
from berger.pipeline.players import Players
from berger.render import documents


def tournament(n: int, cycles: int = 1) -> Tournament:
    """``n`` players, Player 1..Player n, in ``cycles`` cycles."""
    players = [Player(f"Player {i}") for i in range(1, n + 1)]
    return make_tournament(EventInfo(), players, cycles=cycles)


def open_sample(name: str, options: Options | None = None) -> Players:
    """A sample event, opened as the command line opens it."""
    return open_individual(SAMPLES / name, options)


def blank_html(sample: str, options: Options | None = None) -> str:
    """A sample's blank crosstable as a web page, with its round hints."""
    players = open_sample(sample, options)
    tournament, settings = players.event, players.settings()
    return documents.blank_crosstable_html(
        tournament, settings, pdf=False, round_hints=True
    )


def pages_text(path: Path) -> list[str]:
    """The text of every page of a PDF, line breaks kept."""
    return [page.extract_text() for page in PdfReader(path).pages]


def flat(text: str) -> str:
    """``text`` with every run of white space as one space (names may wrap)."""
    return " ".join(text.split())


@pytest.fixture(scope="session")
def packs(
    tmp_path_factory: pytest.TempPathFactory,
) -> Callable[[str], tuple[Path, str]]:
    """``packs(sample)``: the folder `berger build` wrote for that sample, and
    what it printed."""
    built: dict[str, tuple[Path, str]] = {}

    def build(name: str) -> tuple[Path, str]:
        if name not in built:
            folder = tmp_path_factory.mktemp(name)
            result = CliRunner().invoke(
                cli, ["build", str(SAMPLES / name), "-o", str(folder)]
            )
            assert (result.exit_code, result.stderr) == (0, ""), result.output
            built[name] = folder, result.stdout
        return built[name]

    return build


@pytest.fixture(scope="session")
def pack(packs: Callable[[str], tuple[Path, str]]) -> Callable[[str], Path]:
    """``pack(sample)``: the folder `berger build` wrote for that sample."""

    def folder(name: str) -> Path:
        return packs(name)[0]

    return folder

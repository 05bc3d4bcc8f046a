"""Helpers for the document tests: small events, samples opened as the
command line opens them, and PDFs read back as text per page. Each sample's
pack, built once per run by `berger build` (PDF rendering is the slow part:
tests that need a sample's PDFs take them from there), is the ``pack`` and
``packs`` fixtures of tests/conftest.py."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from tests.conftest import SAMPLES, open_individual

from berger.core.model import EventInfo, Player
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event.event import Options
from berger.formats.event.output import Language
from berger.pipeline.outputs import find_output, write_made
from berger.pipeline.players.outputs import PLAYER_OUTPUTS
from berger.pipeline.players.variant import Players
from berger.render import printing


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
    return printing.blank_crosstable_html(
        tournament, settings, pdf=False, round_hints=True
    )


def pages_text(path: Path) -> list[str]:
    """The text of every page of a PDF, line breaks kept."""
    return [page.extract_text() for page in PdfReader(path).pages]


def flat(text: str) -> str:
    """``text`` with every run of white space as one space (names may wrap)."""
    return " ".join(text.split())


def write_output(
    sample: str, name: str, folder: Path, language: Language | None = None
) -> Path:
    """The output ``name`` of the sample's pack (of an event of players)
    alone, written into ``folder`` in ``language`` (default the event's)."""
    players = open_individual(SAMPLES / sample, Options(language=language))
    output = find_output(PLAYER_OUTPUTS, name=name)
    assert output is not None
    work = players.work(players.results)
    made = output.make(work)
    assert made is not None
    target = folder / name
    write_made(made, target, work.settings)
    return target

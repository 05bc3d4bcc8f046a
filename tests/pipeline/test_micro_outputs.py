"""The outputs of a micro-match event: the list, each document made, the
TRF of its games with what it cannot hold said, the games as PDN."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import made_named, open_event
from tests.pipeline.test_micro import micro_event
from tests.pipeline.test_shared_outputs import pack_of

from berger.formats.event.event import Options
from berger.pipeline.micro_outputs import MICRO_OUTPUTS
from berger.pipeline.outputs import write_made
from berger.render.printing import Page


def test_the_list_of_outputs() -> None:
    assert [output.name for output in MICRO_OUTPUTS] == pack_of(games=["games.pdn"])


def test_every_document_is_made(tmp_path: Path) -> None:
    variant = open_event(
        micro_event(tmp_path / "e", extra='ballot = "russian"'), Options()
    ).variant
    for name in ("cards.pdf", "round-sheets.pdf", "crosstable.pdf", "standings.pdf"):
        made, _work = made_named(variant, name)
        assert isinstance(made, Page)
        html = made.html(False)
        assert "<svg" in html or name in ("crosstable.pdf", "standings.pdf")


def test_the_trf_holds_each_game_as_a_round(tmp_path: Path) -> None:
    variant = open_event(micro_event(tmp_path / "e"), Options()).variant
    made, work = made_named(variant, "event.trf")
    notes = write_made(made, tmp_path / "event.trf", work.settings)
    assert notes[0].startswith("TRF has no micro-matches")
    text = (tmp_path / "event.trf").read_text("utf-8")
    player = next(line for line in text.splitlines() if line.startswith("001    1"))
    assert len(player.rstrip()[91:].split()) == 6 * 3  # six rounds of games

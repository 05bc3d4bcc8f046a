"""The outputs of a micro-match event: the list, each document made, the
TRF of its games with what it cannot hold said, the games as PDN."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from draughts import Board, Move
from draughts.PDN import PDNReader
from tests.conftest import made_named, open_event
from tests.pipeline.micro.test_variant import SAMPLES, micro_event
from tests.pipeline.test_shared_outputs import pack_of

from berger.formats.event.event import Options
from berger.formats.exchange.pdn import split_games
from berger.pipeline.micro.outputs import MICRO_OUTPUTS
from berger.pipeline.outputs import write_made
from berger.render.printing import Page


def test_the_list_of_outputs() -> None:
    assert [output.name for output in MICRO_OUTPUTS] == pack_of(
        games=["games.pdn", "ballots.csv"]
    )


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
    event = micro_event(tmp_path / "e", chain='["SHM", "WIN", "DE"]')
    variant = open_event(event, Options()).variant
    made, work = made_named(variant, "event.trf")
    notes = write_made(made, tmp_path / "event.trf", work.settings)
    assert notes[0].startswith("TRF has no micro-matches")
    text = (tmp_path / "event.trf").read_text("utf-8")
    player = next(line for line in text.splitlines() if line.startswith("001    1"))
    assert len(player.rstrip()[91:].split()) == 6 * 3  # six rounds of games
    # A single round robin of 2-game micro-matches, said so; SHM is no
    # TRF-2026 code: the event's own.
    records = {line[:3]: line[4:] for line in text.splitlines()}
    assert records["092"] == (
        "Round robin of micro-matches of 2 games (each game a round), draughts"
    )
    assert records["202"] == "OTHER_SHM,WIN,DE"


@pytest.mark.parametrize("sample", ["draughts-micro", "international-draughts"])
def test_the_pack_holds_the_pdn_pydraughts_reads_whole_and_the_openings(
    tmp_path: Path, sample: str
) -> None:
    # The PDN and the list of openings as `berger build` writes them into the
    # sample's pack (its PDFs are not about the games: tests/render).
    folder = tmp_path
    event = open_event(SAMPLES / sample, Options()).variant
    pack = [output.name for output in event.kind.outputs if output.pack]
    assert {"games.pdn", "ballots.csv"} <= set(pack)
    for name in ("games.pdn", "ballots.csv"):
        made, work = made_named(event, name)
        write_made(made, folder / name, work.settings)
    text = (folder / "games.pdn").read_text("utf-8")
    games = split_games(text)
    read = PDNReader(pdn_text=text).games
    assert (
        len(read)
        == len(games)
        == {"draughts-micro": 90, "international-draughts": 15}[sample]
    )
    listed = list(csv.DictReader(io.StringIO((folder / "ballots.csv").read_text())))
    openings = {(row["round"], row["board"]): row["opening"] for row in listed}
    for game in read:
        round_number, board = game.tags["Round"].split(".")[:2]
        assert game.tags["Opening"].split(":")[0] == openings[round_number, board]
        variant = "russian" if sample == "draughts-micro" else "standard"
        board_now = Board(variant, game.tags.get("FEN", "startpos"))
        for move in game.moves:
            board_now.push(Move(board_now, pdn_move=move))
        assert ("FEN" in game.tags) != bool(game.moves)
    # berger reads its own PDN back into the results it was written from.
    as_pdn = Options(results=folder / "games.pdn")
    assert (
        open_event(SAMPLES / sample, as_pdn).variant.read_games()
        == open_event(SAMPLES / sample, Options()).variant.read_games()
    )

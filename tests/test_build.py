"""``berger build``'s pack, called as the command calls it: where it goes,
the files before and after results in the pack's order, each heard as it
lands, a group's pack in its own folder, and a group's error naming it
before anything is written. (Each sample's whole pack, read back page by
page, is in tests/render/test_pdf.py.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from berger import pipeline
from berger.build import OUT_FOLDER, build_groups, default_outdir
from berger.errors import GroupError
from berger.formats.event import Options, load_event

EVENT_TOML = """\
[event]
name = "Two groups"
game = "draughts"

[[groups]]
name = "A"
players = "a.txt"
results = "a.csv"

[[groups]]
name = "B"
players = "b.txt"
"""
BEFORE_RESULTS = [
    "cards.pdf",
    "round-sheets.pdf",
    "chart.pdf",
    "crosstable-blank.pdf",
    "event.xlsx",
    "event.trf",
]
WITH_RESULTS = [
    "cards.pdf",
    "round-sheets.pdf",
    "chart.pdf",
    "crosstable-blank.pdf",
    "crosstable.pdf",
    "standings.pdf",
    "standings.html",
    "standings.csv",
    "standings.json",
    "event.xlsx",
    "event.trf",
]


def two_groups(folder: Path, results: str) -> Path:
    """An event of two groups of three (draughts, unrated: no norms);
    group A's results file holds ``results``."""
    folder.mkdir()
    (folder / "event.toml").write_text(EVENT_TOML, "utf-8")
    (folder / "a.txt").write_text("Ann\nBen\nCid\n", "utf-8")
    (folder / "b.txt").write_text("Dan\nEve\nFay\n", "utf-8")
    (folder / "a.csv").write_text(results, "utf-8")
    return folder


def test_the_pack_goes_beside_the_event(tmp_path: Path) -> None:
    folder = two_groups(tmp_path / "event", "round,white,black,result\n")
    assert OUT_FOLDER == "out"
    listing = tmp_path / "players.txt"
    listing.write_text("Ann\nBen\n", "utf-8")
    assert default_outdir(load_event(listing, Options())) == tmp_path / "out"
    for group in pipeline.open_groups(folder, Options()):
        assert default_outdir(group.config) == folder / "out"


def test_a_groups_error_names_it_and_nothing_is_written(tmp_path: Path) -> None:
    folder = two_groups(tmp_path / "event", "round,white,black,result\n1,1,9,1-0\n")
    groups = pipeline.open_groups(folder, Options())
    with pytest.raises(GroupError) as caught:
        build_groups(groups, tmp_path / "out")
    assert str(caught.value) == (
        f"group A: {folder / 'a.csv'}:2: black: there is no player 9 (numbers 1–3)"
    )
    assert not (tmp_path / "out").exists()


@pytest.mark.slow
def test_each_group_in_its_folder_in_the_packs_order(tmp_path: Path) -> None:
    # Group A has its first round's result (three players: the table for
    # four, R1 1-4 is the bye, 2-3 played); group B has none yet.
    folder = two_groups(tmp_path / "event", "round,white,black,result\n1,2,3,1-0\n")
    heard: list[Path] = []
    paths = build_groups(
        pipeline.open_groups(folder, Options()), tmp_path / "out", written=heard.append
    )
    assert paths == heard
    assert paths == [
        *(tmp_path / "out" / "A" / name for name in WITH_RESULTS),
        *(tmp_path / "out" / "B" / name for name in BEFORE_RESULTS),
    ]
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["A", "B"]
    for path in paths:
        assert path.stat().st_size > 0
    assert (tmp_path / "out" / "A" / "standings.csv").read_text("utf-8").count(
        "\n"
    ) == 4  # the header and a line per player

"""`berger build`: where the pack goes, a group's pack in its own folder and
a group's error naming it; and that a build after a change writes the very
bytes a build from scratch writes, every file of the folder, hidden ones
included, rendering only what changed (which inputs each file of the pack is
made from is in tests/pipeline/test_pack.py; each sample's whole pack, read back page
by page, in tests/render/test_pdf.py)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.club_pack import BY_RESULTS, CLUB, NOT_BY_RESULTS, PRIZE_LIST
from tests.conftest import SAMPLES, Once, drop_last_results, snapshot

from berger.cli import cli
from berger.errors import GroupError, OutputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.pipeline import shared_outputs
from berger.pipeline.build import OUT_FOLDER, build_groups, default_outdir
from berger.pipeline.event import open_groups
from berger.pipeline.pack import MANIFEST, PARTS
from berger.pipeline.players.outputs import PLAYER_OUTPUTS
from berger.render import press, printing

# -- builds ------------------------------------------------------------------


def club_event(folder: Path) -> Path:
    """A copy of the club sample in ``folder``, round 7 board 4 not in yet
    (the whole results file kept beside it as ``all-results.csv``)."""
    shutil.copytree(CLUB, folder)
    results = folder / "results.csv"
    (folder / "all-results.csv").write_bytes(results.read_bytes())
    drop_last_results(results, 1)
    return folder


def new_result(event: Path) -> None:
    shutil.copy(event / "all-results.csv", event / "results.csv")


def spy_on_parts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The HTML of every part sent to the printer, in order; the round sheets
    printed two rounds a part (the club sample's 7 rounds in 4 parts)."""
    monkeypatch.setattr(printing, "SHEET_CHUNK_PAGES", 2)
    sent: list[str] = []
    submit = press.Printer.submit

    def spy(self: press.Printer, html: str) -> object:
        sent.append(html)
        return submit(self, html)

    monkeypatch.setattr(press.Printer, "submit", spy)
    return sent


@pytest.fixture
def parts_printed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The HTML of every part sent to the printer, in order; the round sheets
    printed two rounds a part (the club sample's 7 rounds in 4 parts)."""
    return spy_on_parts(monkeypatch)


def build(event: Path, out: Path, *args: str) -> dict[str, str]:
    """``berger build``: what it said of each file (wrote, unchanged, removed)."""
    result = CliRunner().invoke(cli, ["build", str(event), "-o", str(out), *args])
    assert (result.exit_code, result.stderr) == (0, ""), result.output
    said = {}
    for line in result.stdout.splitlines():
        verb, path = line.split(" ", 1)
        said[str(Path(path).relative_to(out))] = verb
    return said


@dataclass(frozen=True, slots=True)
class FirstBuild:
    """The club event without its last result, and its first build."""

    event: Path
    """The event (the test's own copy)."""
    out: Path
    """The pack's folder (the test's own copy)."""
    said: dict[str, str]
    """What the build said of each file."""
    parts: int
    """How many parts it printed."""


@pytest.fixture
def built(once: Once, tmp_path: Path) -> FirstBuild:
    """The club event without its last result (see :func:`club_event`) and
    the pack `berger build` made of it, the round sheets printed two rounds a
    part. The build is made once per run: each test that starts from it gets
    a copy of the event and of the folder (the files' times kept)."""

    def make(folder: Path) -> str:
        event = club_event(folder / "event")
        with pytest.MonkeyPatch.context() as patch:
            printed = spy_on_parts(patch)
            said = build(event, folder / "out")
        return json.dumps({"said": said, "parts": len(printed)})

    folder, made = once("club-without-its-last-result", make)
    shutil.copytree(folder / "event", tmp_path / "event")
    shutil.copytree(folder / "out", tmp_path / "out")
    record = json.loads(made)
    return FirstBuild(
        tmp_path / "event", tmp_path / "out", record["said"], record["parts"]
    )


@pytest.mark.slow
def test_a_build_after_one_new_result_writes_the_bytes_of_a_full_build(
    built: FirstBuild, tmp_path: Path, parts_printed: list[str]
) -> None:
    event, out = built.event, built.out
    assert set(built.said.values()) == {"wrote"}
    # The cards print in two parts (the frame, the text), the round sheets in
    # 4, the chart, both crosstables, the standings, the norms and the prize
    # list in one each.
    assert built.parts == 2 + 4 + 6
    new_result(event)
    parts_printed.clear()
    said = build(event, out)
    assert said == {
        **dict.fromkeys(NOT_BY_RESULTS, "unchanged"),
        **dict.fromkeys(BY_RESULTS, "wrote"),
        "site": "wrote",
    }
    # Printed again: the round sheets' part with round 7 alone, the
    # crosstable, the standings, the norms and the prize list.
    assert len(parts_printed) == 5
    assert "Round 7" in parts_printed[1]
    assert "Round 6" not in parts_printed[1]
    scratch = tmp_path / "scratch"
    build(event, scratch)
    assert snapshot(out) == snapshot(scratch)
    assert MANIFEST in snapshot(out)
    assert len(list((out / PARTS).iterdir())) == 2 + 4  # the old part is gone


@pytest.mark.slow
@pytest.mark.fresh_prints  # --full prints every page again: the same bytes
def test_a_build_keeps_what_did_not_change_and_repairs_what_was_touched(
    built: FirstBuild, parts_printed: list[str]
) -> None:
    event, out, first = built.event, built.out, built.said
    before = snapshot(out)
    stamps = {path: path.stat().st_mtime_ns for path in out.rglob("*")}
    parts_printed.clear()
    # Nothing changed: nothing rendered, nothing written.
    again = build(event, out)
    assert set(again.values()) == {"unchanged"}
    assert len(again) == 14  # the 13 files of the pack and the site
    assert parts_printed == []
    assert {path: path.stat().st_mtime_ns for path in out.rglob("*")} == stamps
    # A file edited by hand, one deleted, a part of the round sheets
    # spoiled: made again as they were.
    with (out / "chart.pdf").open("ab") as handle:
        handle.write(b"%% a note\n")
    (out / "standings.csv").unlink()
    (out / "site" / "players" / "3.html").unlink()
    said = build(event, out)
    assert {name for name, verb in said.items() if verb == "wrote"} == {
        "chart.pdf",
        "standings.csv",
        "site",
    }
    assert snapshot(out) == before
    # --full renders everything again, the same bytes.
    parts_printed.clear()
    said = build(event, out, "--full")
    # Every page of the site rendered again too, none of them different.
    assert said == {**dict.fromkeys(first, "wrote"), "site": "unchanged"}
    assert len(parts_printed) == 2 + 4 + 6
    assert snapshot(out) == before


@pytest.mark.slow
@pytest.mark.usefixtures("parts_printed")  # printed as the first build was
def test_a_build_that_fails_leaves_the_pack_as_it_was(
    built: FirstBuild, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last result comes in and the build fails at its workbook, after
    the PDFs and the standings are made: none of them lands, nothing of the
    pack or its site changes, and no temporary file is left (the store of
    printed parts, checked on use, keeps the parts printed)."""
    event, out = built.event, built.out

    def pack() -> dict[str, bytes]:
        return {
            name: data
            for name, data in snapshot(out).items()
            if not name.startswith(PARTS)
        }

    before = pack()

    def fail(*args: object, **kwargs: object) -> None:
        raise OutputError("event.xlsx: cannot write: disk full")

    monkeypatch.setattr(shared_outputs, "write_workbook", fail)
    new_result(event)
    result = CliRunner().invoke(cli, ["build", str(event), "-o", str(out)])
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == "Error: event.xlsx: cannot write: disk full\n"
    assert pack() == before
    monkeypatch.undo()
    said = build(event, out)
    assert said["standings.csv"] == "wrote"


@pytest.mark.slow
@pytest.mark.usefixtures("parts_printed")  # printed as the first build was
def test_files_a_build_no_longer_makes_are_removed(
    built: FirstBuild, tmp_path: Path
) -> None:
    event, out = built.event, built.out
    toml = event / "event.toml"
    toml.write_text(toml.read_text("utf-8").replace('results = "results.csv"\n', ""))
    said = build(event, out)
    gone = {"crosstable.pdf", "standings.pdf", "prizes.pdf"} | {
        f"standings.{kind}" for kind in ("html", "csv", "json")
    }
    assert {name for name, verb in said.items() if verb == "removed"} == gone
    assert said["cards.pdf"] == "unchanged"
    assert said["round-sheets.pdf"] == "wrote"  # no results in its columns now
    scratch = tmp_path / "scratch"
    build(event, scratch)
    assert snapshot(out) == snapshot(scratch)


@pytest.mark.slow
def test_a_new_board_result_prints_its_part_of_the_team_round_sheets_again(
    tmp_path: Path, parts_printed: list[str]
) -> None:
    # The team sample, its last board (round 5) not in yet; two rounds a
    # part of the round sheets: rounds 1–2, 3–4, 5.
    event = tmp_path / "event"
    shutil.copytree(SAMPLES / "school-teams", event)
    results = event / "results.csv"
    full = results.read_text("utf-8")
    drop_last_results(results, 1)
    out = tmp_path / "out"
    first = build(event, out)
    assert set(first.values()) == {"wrote"}
    results.write_text(full, "utf-8")
    parts_printed.clear()
    said = build(event, out)
    assert said == {
        **dict.fromkeys(NOT_BY_RESULTS, "unchanged"),
        **{name: "wrote" for name in first if name not in NOT_BY_RESULTS},
    }
    # Printed again: the round sheets' part of round 5 alone, the crosstable,
    # the standings, the board results and the players' results.
    assert len(parts_printed) == 5
    sheets = [html for html in parts_printed if 'class="round-sheet' in html]
    assert len(sheets) == 1
    assert sheets[0].count('<section class="round-sheet') == 1
    assert "5 з 5" in sheets[0]  # «Тур 5 з 5»
    # The same bytes as a build from scratch.
    scratch = tmp_path / "scratch"
    build(event, scratch)
    assert snapshot(out) == snapshot(scratch)


@pytest.mark.slow
def test_a_manifest_that_is_not_ours_means_a_full_build(tmp_path: Path) -> None:
    # What a build keeps is for the tests above; any event shows that
    # nothing is kept here: three players, no results.
    event = tmp_path / "players.txt"
    event.write_text("Anna\nBoris\nVera\n", "utf-8")
    out = tmp_path / "out"
    out.mkdir()
    for text in ("not json", '{"files": [1, 2]}', '{"files": {"cards.pdf": 3}}'):
        (out / MANIFEST).write_text(text, "utf-8")
        said = build(event, out, "--lang", "uk")
        assert said["cards.pdf"] == "записано"  # wrote, in the language of --lang


# -- where the pack goes, group by group --------------------------------------

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
NO_NORMS = [
    o
    for o in PLAYER_OUTPUTS
    if o.pack
    and o.name
    not in (
        *("norms.pdf", "prizes.pdf", "playoff-round-sheets.pdf", "playoff-cards.pdf"),
        *("games.pdn", "ballots.csv", "ranks.pdf"),
    )
]
"""The pack of an event of players that norms do not concern, without a
prize list, a play-off or rank norms, and of draughts without a discipline
(no PDN, no openings)."""
GROUP_RESULTS = BY_RESULTS - {PRIZE_LIST}
"""The files a new result changes in a group of the groups sample (rated
chess, no prize list)."""
BEFORE_RESULTS = [o.name for o in NO_NORMS if not o.needs_results]
"""The pack of an event before any result (no norms: see :func:`two_groups`)."""
WITH_RESULTS = [o.name for o in NO_NORMS]
"""The pack of the same event with results."""


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
    for group in open_groups(folder, Options()):
        assert default_outdir(group.config) == folder / "out"


def test_a_groups_error_names_it_and_nothing_is_written(tmp_path: Path) -> None:
    folder = two_groups(tmp_path / "event", "round,white,black,result\n1,1,9,1-0\n")
    groups = open_groups(folder, Options())
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
        open_groups(folder, Options()), tmp_path / "out", written=heard.append
    )
    assert paths == heard
    # Each pack's files, then the one site of both groups.
    assert paths == [
        *(tmp_path / "out" / "A" / name for name in WITH_RESULTS),
        *(tmp_path / "out" / "B" / name for name in BEFORE_RESULTS),
        tmp_path / "out" / "site",
    ]
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["A", "B", "site"]
    # Only results make the crosstable and the standings.
    assert set(WITH_RESULTS) - set(BEFORE_RESULTS) == {
        "crosstable.pdf",
        "standings.pdf",
        "standings.html",
        "standings.csv",
        "standings.json",
    }
    for path in paths:
        assert path.is_dir() if path.name == "site" else path.stat().st_size > 0
    assert (tmp_path / "out" / "A" / "standings.csv").read_text("utf-8").count(
        "\n"
    ) == 4  # the header and a line per player


@pytest.mark.slow
def test_a_new_result_in_one_group_rebuilds_that_group_and_the_front_page(
    tmp_path: Path, pack: Callable[[str], Path]
) -> None:
    # The sample built whole (the sample's pack, copied with its files'
    # times); then B's last result taken out, and put in again.
    event = tmp_path / "event"
    shutil.copytree(SAMPLES / "club-groups", event)
    out = tmp_path / "out"
    shutil.copytree(pack("club-groups"), out)
    results = event / "results-b.csv"
    full = results.read_text("utf-8")
    group_b = {
        **{f"A/{name}": "unchanged" for name in NOT_BY_RESULTS | GROUP_RESULTS},
        **{f"B/{name}": "unchanged" for name in NOT_BY_RESULTS},
        **{f"B/{name}": "wrote" for name in GROUP_RESULTS},
        "site": "wrote",
    }
    drop_last_results(results, 1)
    assert build(event, out) == group_b
    before = snapshot(out)
    results.write_text(full, "utf-8")  # round 4, board 2 of group B
    assert build(event, out) == group_b
    after = snapshot(out)
    changed = {path for path in after if after[path] != before.get(path)}
    site = {path for path in changed if path.startswith("site/")}
    # In the site: B's pages that the result changes, and the front page
    # (B's round 4 is over: the card shows round 5) and the hall screen.
    assert site >= {"site/index.html", "site/screen.html", "site/B/rounds/4.html"}
    assert not {path for path in site if path.startswith("site/A/")}
    assert {path for path in site if not path.startswith("site/B/")} == {
        "site/index.html",
        "site/screen.html",
        "site/.berger-site.json",
    }
    assert not {path for path in changed if path.startswith("A/")}
    # The bytes of a build from scratch: the sample's pack (the same files).
    assert snapshot(pack("club-groups")) == after
    # One group's build writes its pack and its pages where the build of
    # every group does: nothing changes.
    said = build(event, out, "--group", "a")
    expected = {f"A/{name}" for name in NOT_BY_RESULTS | GROUP_RESULTS}
    assert set(said) == expected | {"site"}
    assert set(said.values()) == {"unchanged"}
    assert snapshot(out) == after

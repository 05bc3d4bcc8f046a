"""What a micro-match event counts and how it is opened: its chain, its
schedule (the Berger table, never the results'), its results read by
suffix, a single-game draughts event's PDN."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import open_event
from tests.pipeline.micro.test_variant import micro_event

from berger.cli import cli
from berger.core.pairings import ScheduleSource
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.pipeline.micro.count import micro_chain
from berger.pipeline.players.variant import Players

SAMPLES = Path(__file__).resolve().parents[3] / "samples"


def test_the_chain_keeps_its_levels() -> None:
    assert micro_chain(("fmjd", "sb:gp")) == ("WIN", "DE", "ORD", "SB:GP")
    assert micro_chain(None) == ("SB", "ARO")


def test_a_micro_match_event_does_not_take_its_schedule_from_the_results(
    tmp_path: Path,
) -> None:
    folder = micro_event(tmp_path / "e")
    with pytest.raises(InputError, match="plays the Berger table"):
        open_event(folder, Options(schedule=ScheduleSource.RESULTS))


def test_a_results_file_of_another_kind_is_refused(tmp_path: Path) -> None:
    folder = micro_event(tmp_path / "e")
    given = folder / "results.xlsx"
    given.write_bytes(b"")
    variant = open_event(folder, Options(results=given)).variant
    with pytest.raises(InputError) as error:
        variant.read_results()
    assert str(error.value) == (
        f"{given}: results: cannot tell the results format from the name"
        " (use one of .csv, .tsv, .txt, .pdn)"
    )


def test_a_withdrawal_beyond_the_schedule_is_located_in_the_results(
    tmp_path: Path,
) -> None:
    folder = micro_event(tmp_path / "e")
    players = folder / "players.csv"
    lines = players.read_text("utf-8").splitlines()
    players.write_text(
        "\n".join([lines[0] + ",withdrawn", lines[1] + ",9", *lines[2:]]) + "\n",
        "utf-8",
    )
    variant = open_event(folder, Options()).variant
    with pytest.raises(InputError) as error:
        variant.read_results()
    assert str(error.value) == (
        f"{folder / 'results.csv'}: withdrawal after round 9 is beyond the"
        " schedule (rounds 1–3)"
    )


def test_a_single_game_draughts_event_reads_its_pdn(tmp_path: Path) -> None:
    folder = tmp_path / "id"
    shutil.copytree(SAMPLES / "international-draughts", folder)
    variant = open_event(folder, Options()).variant
    assert isinstance(variant, Players)
    read = variant.results
    assert read is not None
    target = folder / "games.pdn"
    result = CliRunner().invoke(
        cli, ["export", str(folder), "--to", "pdn", "-o", str(target)]
    )
    assert result.exit_code == 0, result.output
    again = open_event(folder, Options(results=target)).variant
    from_pdn = again.results
    assert from_pdn is not None
    assert from_pdn.games.outcomes == read.games.outcomes

"""The commands that report on the event parse their options and delegate:
``export`` hands the format over in lower case and tells the warnings it is
given; ``when`` takes a player count or an EVENT, not both."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from draughts.PDN import PDNReader
from tests.conftest import assert_error

from berger.cli import cli
from berger.pipeline import exports
from berger.pipeline.variant import Variant


def test_export_delegates_and_tells_the_warnings(
    runner: CliRunner,
    samples: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[tuple[str, Path, int]] = []

    def export_event(
        variant: Variant[Any, Any],
        to: str,
        target: Path,
        *,
        month: str | None = None,
        round_number: int | None = None,
        playoff: bool = False,
    ) -> tuple[str, ...]:
        assert month is None
        assert round_number is None
        assert not playoff
        asked.append((to, target, variant.event.n))
        return ("a name cut to fit",)

    monkeypatch.setattr(exports, "export_event", export_event)
    target = tmp_path / "event.trf"
    done = runner.invoke(
        cli,
        [
            "export",
            str(samples / "club-championship"),
            "--to",
            "TRF",
            "-o",
            str(target),
        ],
    )
    assert done.exit_code == 0, done.output
    assert asked == [("trf", target, 8)]
    assert (done.stdout, done.stderr) == (
        f"wrote {target}\n",
        "Warning: a name cut to fit\n",
    )


@pytest.mark.parametrize(
    "args", [["when", "1", "2"], ["when", "1", "2", "samples", "--players", "4"]]
)
def test_when_takes_a_player_count_or_an_event(
    runner: CliRunner, args: list[str]
) -> None:
    assert_error(
        runner.invoke(cli, args),
        status=2,
        pattern=r"^Error: give either --players N or an EVENT$",
    )


def scratch_event(folder: Path) -> Path:
    """A new 6-player Russian-draughts event of 2-game micro-matches on the
    Russian ballot, without a seed, as ``berger init`` writes it."""
    result = CliRunner().invoke(
        cli, ["init", str(folder), "--discipline", "russian", "--micro-match", "2"]
    )
    assert result.exit_code == 0, result.output
    return folder


def test_a_draw_kept_shows_the_same_openings_everywhere(tmp_path: Path) -> None:
    event = scratch_event(tmp_path / "EV")
    runner = CliRunner()
    # Before the draw: no opening, each command says so in one warning line.
    before = runner.invoke(cli, ["ballots", str(event), "--format", "json"])
    assert before.exit_code == 0, before.output
    assert {
        b["opening"] for r in json.loads(before.stdout)["rounds"] for b in r["boards"]
    } == {None}
    assert before.stderr.splitlines() == [
        "Warning: rounds 1–5 have no opening drawn yet: their papers leave the"
        " opening blank (draw them with berger ballots --draw, or write them in"
        " drawn-openings.csv)"
    ]
    drawn = runner.invoke(cli, ["ballots", str(event), "--draw"])
    assert drawn.exit_code == 0, drawn.output
    assert drawn.stderr == f"wrote {event / 'drawn-openings.csv'}\n"
    first = runner.invoke(cli, ["ballots", str(event), "--format", "json"])
    second = runner.invoke(cli, ["ballots", str(event), "--format", "json"])
    assert first.stdout == second.stdout
    assert first.stderr == ""
    listed = {
        (r["round"], b["board"]): b["opening"]
        for r in json.loads(first.stdout)["rounds"]
        for b in r["boards"]
    }
    assert len(listed) == 15
    assert None not in listed.values()
    target = tmp_path / "games.pdn"
    exported = runner.invoke(
        cli, ["export", str(event), "--to", "pdn", "-o", str(target)]
    )
    assert exported.exit_code == 0, exported.output
    written = {}
    for game in PDNReader(pdn_text=target.read_text("utf-8")).games:
        round_number, board, _game = map(int, game.tags["Round"].split("."))
        written[round_number, board] = game.tags["Opening"].split(":")[0]
    assert written == listed
    # A round drawn is not drawn again without --again; --again draws it anew.
    again = runner.invoke(cli, ["ballots", str(event), "--draw", "--round", "2"])
    assert_error(again, pattern=r"round 2 has its openings drawn already .* --again")
    kept = (event / "drawn-openings.csv").read_text("utf-8")
    anew = runner.invoke(
        cli, ["ballots", str(event), "--draw", "--round", "2", "--again"]
    )
    assert anew.exit_code == 0, anew.output
    after = (event / "drawn-openings.csv").read_text("utf-8")
    assert [line for line in after.splitlines() if not line.startswith("2,")] == [
        line for line in kept.splitlines() if not line.startswith("2,")
    ]


def test_a_draw_is_kept_only_where_the_seed_does_not_draw(tmp_path: Path) -> None:
    event = scratch_event(tmp_path / "EV")
    runner = CliRunner()
    result = runner.invoke(cli, ["ballots", str(event), "--draw", "--seed", "7"])
    assert_error(result, pattern=r"drawn from the event's seed \(7\)")
    assert not (event / "drawn-openings.csv").exists()
    result = runner.invoke(cli, ["ballots", str(event), "--again"])
    assert result.exit_code == 2
    assert "--again goes with --draw" in result.stderr
    # With the seed, the same openings every run, no warning, no file.
    first = runner.invoke(cli, ["ballots", str(event), "--seed", "7"])
    assert (
        first.stdout
        == runner.invoke(cli, ["ballots", str(event), "--seed", "7"]).stdout
    )
    assert first.stderr == ""

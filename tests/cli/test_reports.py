"""The commands that report on the event parse their options and delegate:
``export`` hands the format over in lower case and tells the warnings it is
given; ``when`` takes a player count or an EVENT, not both."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
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

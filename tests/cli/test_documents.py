"""The commands that write one document parse their options and delegate
to :func:`berger.pipeline.documents.write_output_document`: which command's
output, the
round counted up to, the round hints; lots told only for the filled
crosstable, the one that ranks the players."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from berger.cli import cli
from berger.pipeline import documents
from berger.pipeline.variant import Variant
from berger.render.press import Progress

Asked = tuple[str, Path, int | None, bool]


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[Asked]:
    """What the commands ask of the use case (which writes nothing here)."""
    calls: list[Asked] = []

    def write_output_document(
        variant: Variant[Any, Any],
        command: str,
        target: Path,
        *,
        after_round: int | None = None,
        round_hints: bool = False,
        progress: Progress | None = None,
    ) -> None:
        calls.append((command, target, after_round, round_hints))

    monkeypatch.setattr(documents, "write_output_document", write_output_document)
    return calls


@pytest.mark.parametrize(
    ("args", "document", "after_round", "round_hints"),
    [
        (["cards"], "cards", None, False),
        (["round-sheets"], "round-sheets", None, False),
        (["chart"], "chart", None, False),
        (["crosstable"], "crosstable", None, False),
        (["crosstable", "--after-round", "3"], "crosstable", 3, False),
        (["crosstable", "--blank"], "crosstable --blank", None, False),
        (["crosstable", "--round-hints"], "crosstable --blank", None, True),
        (["workbook"], "workbook", None, False),
    ],
)
def test_each_command_asks_for_its_document(
    runner: CliRunner,
    samples: Path,
    tmp_path: Path,
    asked: list[Asked],
    args: list[str],
    document: str,
    after_round: int | None,
    round_hints: bool,
) -> None:
    target = tmp_path / "out.pdf"
    done = runner.invoke(
        cli, [*args, str(samples / "club-championship"), "-o", str(target)]
    )
    assert (done.exit_code, done.stdout) == (0, f"wrote {target}\n"), done.output
    assert asked == [(document, target, after_round, round_hints)]


def test_lots_are_told_for_the_filled_crosstable_only(
    runner: CliRunner, samples: Path, tmp_path: Path, asked: list[Asked]
) -> None:
    event, target = str(samples / "club-championship"), str(tmp_path / "x.pdf")
    filled = runner.invoke(cli, ["crosstable", event, "-o", target, "--ties", "lots"])
    assert filled.stderr.startswith("Drew lots for players level"), filled.output
    blank = runner.invoke(
        cli, ["crosstable", event, "-o", target, "--ties", "lots", "--blank"]
    )
    assert (blank.exit_code, blank.stderr) == (0, "")
    assert [kind for kind, *_rest in asked] == [
        "crosstable",
        "crosstable --blank",
    ]

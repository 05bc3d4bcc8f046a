"""The progress line of a long render: rewritten in place, ended once,
shown only on a terminal."""

from __future__ import annotations

import io
import sys

import pytest

from berger.cli.progress import ProgressLine, progress, progress_line


def test_the_line_is_rewritten_in_place_and_ended_once(
    capsys: pytest.CaptureFixture[str],
) -> None:
    line = ProgressLine()
    opened = []
    line.show(1, 3)
    line.show(2, 3)
    opened.append(line.open)
    # A message of its own (Stopped.) goes on a line of its own.
    line.end()
    line.end()
    opened.append(line.open)
    line.show(3, 3)  # the last part ends the line itself
    opened.append(line.open)
    line.end()
    assert opened == [True, False, False]
    assert capsys.readouterr() == (
        "",
        "\rprinting: part 1 of 3\rprinting: part 2 of 3\n\rprinting: part 3 of 3\n",
    )


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_only_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    assert progress() is None
    monkeypatch.setattr(sys, "stderr", Terminal())
    assert progress() == progress_line.show

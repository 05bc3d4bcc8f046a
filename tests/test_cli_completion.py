"""Shell completion, Click's, for bash, zsh and fish: a command, an option,
an option's choices and a file complete; each shell's script is printed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BERGER = [sys.executable, "-c", "from berger.cli import main; main()"]


def complete(shell: str, words: str, current: str | None = None) -> list[str]:
    """What ``berger`` offers for the command line ``words`` in ``shell``
    (the last word the one being completed)."""
    parts = words.split(" ")
    env = {
        **os.environ,
        "_BERGER_COMPLETE": f"{shell}_complete",
        "COMP_WORDS": words,
        "COMP_CWORD": current if current is not None else str(len(parts) - 1),
    }
    done = subprocess.run(
        BERGER, env=env, capture_output=True, text=True, check=True, cwd=ROOT
    )
    return done.stdout.splitlines()


def test_bash_completes_commands_options_choices_and_files() -> None:
    assert complete("bash", "berger sta") == ["plain,standings"]
    assert complete("bash", "berger standings samples/club-championship --for") == [
        "plain,--format"
    ]
    assert complete("bash", "berger standings samples/club-championship --format ") == [
        "plain,text",
        "plain,csv",
        "plain,json",
    ]
    # An EVENT is a path: the shell completes it as a file.
    assert complete("bash", "berger standings samples/club-ch") == [
        "file,samples/club-ch"
    ]
    assert "plain,--tls-cert" in complete("bash", "berger serve samples --tls")


def test_zsh_completes_with_each_commands_help() -> None:
    # zsh takes three lines an offer: its kind, the word, the help.
    kind, word, help_text = complete("zsh", "berger sch")
    assert (kind, word) == ("plain", "schedule")
    assert help_text.startswith("Print the schedule")
    assert complete("zsh", "berger schedule samples/club-championship --format ")[
        :2
    ] == ["plain", "text"]
    assert complete("zsh", "berger cards samples/club-ch")[:2] == [
        "file",
        "samples/club-ch",
    ]


def test_fish_completes_too() -> None:
    line = "berger wo"
    (offer,) = complete("fish", line, current="wo")
    assert offer.startswith("plain,workbook\t")


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_each_shells_script(shell: str) -> None:
    env = {**os.environ, "_BERGER_COMPLETE": f"{shell}_source"}
    done = subprocess.run(BERGER, env=env, capture_output=True, text=True, check=True)
    assert "_BERGER_COMPLETE" in done.stdout
    assert f"{shell}_complete" in done.stdout

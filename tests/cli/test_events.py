"""Opening the EVENT for a command: a seed drawn here is told on stderr
with how to repeat it (for each group, and for lots only where the command
ranks the players)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import run


def test_random_draw_without_a_seed_reports_it(samples: Path) -> None:
    players = samples / "club-championship" / "players.csv"
    drawn = run("schedule", players, "--numbering", "random", "--format", "json")
    assert drawn.exit_code == 0
    found = re.fullmatch(
        r"Drew pairing numbers by lot with seed (\d+); pass --seed \1 to repeat"
        r" this draw\.\n",
        drawn.stderr,
    )
    assert found, drawn.stderr
    again = run(
        *("schedule", players, "--numbering", "random", "--seed", found.group(1)),
        *("--format", "json"),
    )
    assert again.stderr == ""
    assert again.stdout == drawn.stdout


def test_each_group_tells_its_own_seed(samples: Path) -> None:
    drawn = run("schedule", samples / "club-groups", "--numbering", "random")
    assert drawn.exit_code == 0, drawn.output
    told = re.fullmatch(
        r"Group A: drew pairing numbers by lot with seed (\d+); pass --group A"
        r" --seed \1 to repeat this draw\.\n"
        r"Group B: drew pairing numbers by lot with seed (\d+); pass --group B"
        r" --seed \2 to repeat this draw\.\n",
        drawn.stderr,
    )
    assert told, drawn.stderr
    again = run(
        *("schedule", samples / "club-groups", "--group", "B"),
        *("--numbering", "random", "--seed", told.group(2)),
    )
    assert again.stderr == ""
    assert again.stdout in drawn.stdout


def test_lots_are_told_only_by_a_command_that_ranks(samples: Path) -> None:
    # The club sample numbers by rating: with ties = "lots" a seed is drawn
    # for the lots alone, which the schedule never uses.
    event = samples / "club-championship"
    ranked = run("standings", event, "--ties", "lots")
    assert ranked.exit_code == 0, ranked.output
    assert re.fullmatch(
        r"Drew lots for players level after the tiebreaks with seed (\d+); pass"
        r" --seed \1 to repeat them\.\n",
        ranked.stderr,
    ), ranked.stderr
    scheduled = run("schedule", event, "--ties", "lots")
    assert (scheduled.exit_code, scheduled.stderr) == (0, "")

"""Numbers no field can mean, end to end: a non-finite scoring or match
points, match points out of order or beyond any event's, whole numbers of
thousands of digits in event.toml, the participants and the results. Every
command refuses them in one line naming the file and the field, and leaves
the event's files as they were; none ends in a traceback."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tests.conftest import SAMPLES, assert_error, run, snapshot

HUGE = "9" * 5000
"""More digits than Python converts to a number (4,300)."""
COMMANDS = (
    ("standings",),
    ("crosstable", "-o", "OUT/crosstable.pdf"),
    ("workbook", "-o", "OUT/event.xlsx"),
    ("export", "--to", "trf", "-o", "OUT/event.trf"),
    ("build", "-o", "OUT/pack"),
)
"""Commands that read the event whole (``OUT`` is the test's folder)."""


def broken(tmp_path: Path, sample: str, old: str, new: str, file: str) -> Path:
    """A copy of ``sample`` whose ``file`` has ``old`` replaced by ``new``."""
    event = tmp_path / "event"
    shutil.copytree(SAMPLES / sample, event)
    path = event / file
    text = path.read_text("utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), "utf-8")
    return event


def refused(event: Path, tmp_path: Path, command: tuple[str, ...], said: str) -> None:
    """``command`` on ``event`` refuses in the one line ``said`` (a regular
    expression), writing nothing and changing no file of the event."""
    before = snapshot(event)
    out = tmp_path / "out"
    args = [part.replace("OUT", str(out)) for part in command[1:]]
    assert_error(run(command[0], event, *args), pattern=said)
    assert snapshot(event) == before
    assert not out.exists() or not any(out.rglob("*.*"))


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize(
    ("value", "field"), [("inf", "3"), ("-inf", "3"), ("nan", "2")]
)
def test_a_scoring_that_is_not_finite_is_one_line_in_every_command(
    tmp_path: Path, command: tuple[str, ...], value: str, field: str
) -> None:
    # It gave "ValueError: Invalid literal for Fraction" in every command.
    points = ["1", "0.5", "0"]
    points[int(field) - 1] = value
    scoring = "scoring = [" + ", ".join(points) + "]"
    event = broken(
        tmp_path, "club-championship", 'scoring = "chess"', scoring, "event.toml"
    )
    said = rf"event\.toml: rules\.scoring\[{field}\]: {value} is not a finite number$"
    refused(event, tmp_path, command, said)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize(
    ("sample", "points", "said"),
    [
        ("draughts-micro", "[-2, 1, 0]", "-2 is out of range 0..1000"),
        ("draughts-micro", "[0, 1, 2]", r"a draw \(1\) is worth more than a win"),
        ("school-teams", "[100000000000000000000000000, 1, 0]", "1000000000000000"),
        ("draughts-micro", "[1e308, 1, 0]", r"1e\+308 is out of range 0..1000"),
        ("school-teams", "[2, nan, 0]", r"\[2\]: nan is not a finite number"),
    ],
    ids=["negative", "upside down", "26 digits", "1e308", "nan"],
)
def test_match_points_out_of_range_or_order_are_one_line_in_every_command(
    tmp_path: Path, command: tuple[str, ...], sample: str, points: str, said: str
) -> None:
    # They were taken and ranked by; [1e308, 1, 0] passed standings and ended
    # build in a traceback (OverflowError in the workbook).
    event = broken(
        tmp_path,
        sample,
        "match_points = [2, 1, 0]",
        f"match_points = {points}",
        "event.toml",
    )
    refused(event, tmp_path, command, rf"event\.toml: rules\.match_points.*{said}")


@pytest.mark.parametrize(
    ("sample", "file", "old", "new", "said"),
    [
        (
            "club-championship",
            "event.toml",
            "cycles = 1",
            "cycles = " + HUGE,
            r"event\.toml:16: rules\.cycles: 999999999999… \(5000 digits\) has more",
        ),
        (
            "club-championship",
            "players.csv",
            "2215",
            HUGE,
            r"players\.csv:2: rating: 999999999999… \(5000 digits\) is out of range",
        ),
        (
            "club-championship",
            "results.csv",
            "\n1,1,1,",
            f"\n{HUGE},1,1,",
            r"results\.csv:2: round: 999999999999… \(5000 digits\) is out of range",
        ),
        (
            "draughts-micro",
            "results.csv",
            "Савченко Оксана;1;0-1",
            f"Савченко Оксана;{HUGE};0-1",
            r"results\.csv:2: game: 999999999999… \(5000 digits\) is out of range",
        ),
        (
            "school-teams",
            "teams.csv",
            "1712",
            HUGE,
            r"teams\.csv:2: rating: 999999999999… \(5000 digits\) is out of range",
        ),
    ],
    ids=["event.toml", "rating", "round", "game", "team rating"],
)
def test_a_number_of_thousands_of_digits_is_one_line(
    tmp_path: Path, sample: str, file: str, old: str, new: str, said: str
) -> None:
    # More than 4,300 digits ended in Python's int-conversion ValueError.
    event = broken(tmp_path, sample, old, new, file)
    for command in (COMMANDS[0], COMMANDS[-1]):
        refused(event, tmp_path, command, said)

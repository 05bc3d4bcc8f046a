"""results.log read back: every line berger writes, signed or not, who
entered each game's result now (read as the log grows), and the log printed
in the language of the run."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

import pytest

from berger import messages
from berger.core.model import Outcome
from berger.formats.event.event import Options
from berger.pipeline.desk.files import LOG_NAME, log_line
from berger.pipeline.desk.variation import DeskChange, DeskGame
from berger.pipeline.results_log import (
    Entry,
    Signatures,
    log_paths,
    parse_line,
    shown_line,
    shown_log,
)

SAMPLES = Path(__file__).resolve().parent.parent.parent / "samples"
WHEN = 1_800_000_000.0


def test_every_line_berger_writes_reads_back() -> None:
    before = DeskGame(2, 3, "A", "B", Outcome.UNPLAYED)
    after = DeskGame(2, 3, "B", "A", Outcome.DRAW, reversed=True)
    lines = [
        log_line(
            WHEN,
            "Група А, round 1",
            DeskChange(5, 3, Outcome.DRAW, 2, True),
            before,
            after,
            "Ann Lee",
        ),
        log_line(
            WHEN,
            None,
            DeskChange(5, 3, Outcome.UNPLAYED),
            after,
            before,
            "--arbiter",
        ),
        log_line(WHEN, None, DeskChange(5, 3, Outcome.DRAW), before, after),
    ]
    entries = [parse_line(line) for line in lines]
    assert [
        (e.group, e.round, e.match, e.board, e.before, e.after, e.by)
        for e in entries
        if e
    ] == [
        ("Група А, round 1", 5, 2, 3, "*", "1/2-1/2 (colours reversed)", "Ann Lee"),
        (None, 5, None, 3, "1/2-1/2 (colours reversed)", "*", "--arbiter"),
        (None, 5, None, 3, "*", "1/2-1/2 (colours reversed)", None),
    ]
    assert parse_line("a line of someone's own") is None


def test_who_entered_each_result_now(tmp_path: Path) -> None:
    log = tmp_path / LOG_NAME
    signatures = Signatures(log)
    game = DeskGame(None, 1, "A", "B", Outcome.WHITE_WIN)
    assert signatures.signed(None, 1, game) is None
    log.write_text("2026-12-01T10:00:00 round 1, board 1: * → 1-0 by Ann\n", "utf-8")
    assert signatures.signed(None, 1, game) == "Ann"
    assert signatures.signed("A", 1, game) is None
    # A line still being written waits for its end.
    with log.open("a", encoding="utf-8") as out:
        out.write("2026-12-01T10:01:00 round 1, board 1: 1-0 → 0-1 by Bo")
    assert signatures.signed(None, 1, game) == "Ann"
    with log.open("a", encoding="utf-8") as out:
        out.write("\n")
    assert signatures.signed(None, 1, game) is None  # 0-1 now by the log: by hand
    black = DeskGame(None, 1, "A", "B", Outcome.BLACK_WIN)
    assert signatures.signed(None, 1, black) == "Bo"
    # The log replaced (by hand): read again from its start.
    log.unlink()
    log.write_text("2026-12-01T10:00:00 round 1, board 1: * → 0-1\n", "utf-8")
    assert signatures.signed(None, 1, black) is None
    # A game with its own date is signed by the line that gave it.
    later = DeskGame(None, 1, "A", "B", Outcome.UNPLAYED, date=dt.date(2027, 1, 14))
    with log.open("a", encoding="utf-8") as out:
        out.write("2026-12-01T10:02:00 round 1, board 1: 0-1 → * on 2027-01-14 by Cy\n")
    assert signatures.signed(None, 1, later) == "Cy"


def test_the_log_printed_in_the_language_of_the_run() -> None:
    signed = (
        "2026-12-01T10:00:00 group A, round 2, match 3, board 4:"
        " * → 1/2-1/2 (colours reversed) by Ann"
    )
    assert shown_line(signed) == (
        "2026-12-01 10:00:00  group A, round 2, match 3, board 4:"
        " no result → ½-½, colours reversed, by Ann"
    )
    start = "2026-12-01T10:00:00 round 2, board 4: 1-0 → * by --arbiter"
    old = "2026-12-01T10:00:00 round 2, board 4: 1-0 → 0-1"
    assert shown_line(start).endswith("1-0 → no result, by the --arbiter key")
    assert shown_line(old) == "2026-12-01 10:00:00  round 2, board 4: 1-0 → 0-1"
    assert shown_line("damaged") == "damaged"
    before = messages.language()
    messages.install("uk")
    try:
        assert shown_line(signed) == (
            "2026-12-01 10:00:00  група A, тур 2, матч 3, дошка 4:"
            " немає результату → ½-½, кольори переплутано, вніс(-ла) Ann"
        )
    finally:
        messages.install(before)
    dated = "2026-12-01T10:00:00 round 2, board 4: * → * on 2027-01-14 by Ann"
    assert parse_line(dated) is not None
    assert shown_line(dated) == (
        "2026-12-01 10:00:00  round 2, board 4: no result → no result,"
        " on 2027-01-14, by Ann"
    )
    assert shown_log([signed, "", old], group="a") == [shown_line(signed)]
    assert len(shown_log([signed, "", old])) == 2


def test_the_logs_of_an_event_are_beside_its_results(tmp_path: Path) -> None:
    event = tmp_path / "groups"
    shutil.copytree(SAMPLES / "club-groups", event)
    assert log_paths(event, Options()) == ()
    (event / LOG_NAME).write_text("", "utf-8")
    assert log_paths(event, Options()) == ((event / LOG_NAME).absolute(),)


@pytest.mark.parametrize(
    "line",
    [
        "2026-12-01T10:00:00 round x, board 1: * → 1-0",
        "2026-12-01 round 1, board 1: * → 1-0",
        "2026-12-01T10:00:00 round 1, board 1: * -> 1-0",
    ],
)
def test_a_line_of_another_shape_does_not_read(line: str) -> None:
    assert parse_line(line) is None
    assert isinstance(
        parse_line("2026-12-01T10:00:00 round 1, board 1: * → 1-0"), Entry
    )

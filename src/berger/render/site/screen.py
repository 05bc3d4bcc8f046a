"""The hall screen's slides: the current round's boards and the standings
cut into even slides that fit the screen (a team event's matches with their
boards where one match's fit a slide), and the rounds whose start it counts
down to."""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Iterable, Sequence
from typing import TypeVar

from berger.render.site.pages import RoundStart, RoundView, Slide
from berger.render.tables import StandingsView

SCREEN_ROWS = 12
"""Most boards or standings lines on one slide of the hall screen."""
SCREEN_LINES = 16
"""Most lines of a team event's round slide, a line for each match and one
for each of its boards: the boards are left out when one match's do not fit."""

T = TypeVar("T")


def slides(
    current: RoundView, table: StandingsView | None, rows: int = SCREEN_ROWS
) -> tuple[Slide, ...]:
    """The slides of the ``current`` round's boards, then of the standings
    ``table`` (none before any result), at most ``rows`` lines each."""
    # A team event's matches take a line each and one more for each board,
    # where one match's fit a slide.
    first = current.boards[0].match if current.boards else None
    lines = 1 + len(first.boards) if first is not None else 0
    detail = 0 < lines <= SCREEN_LINES
    cut = [
        Slide("round", boards=part, part=k, parts=count, match_boards=detail)
        for k, part, count in _chunks(
            current.boards, SCREEN_LINES // lines if detail else rows
        )
    ]
    if table is not None:
        cut += [
            Slide("standings", rows=part, part=k, parts=count)
            for k, part, count in _chunks(table.rows, rows)
        ]
    return tuple(cut)


def _chunks(items: Sequence[T], most: int) -> Iterable[tuple[int, tuple[T, ...], int]]:
    """(part, items, parts): ``items`` cut into even parts of at most ``most``."""
    count = max(1, math.ceil(len(items) / most))
    size = max(1, math.ceil(len(items) / count))
    for k in range(count):
        yield k + 1, tuple(items[k * size : (k + 1) * size]), count


def round_starts(rounds: Sequence[RoundView]) -> tuple[RoundStart, ...]:
    """The rounds whose date has a time, with it (the hall screen's
    countdown)."""
    return tuple(
        RoundStart(view.number, view.date)
        for view in rounds
        if isinstance(view.date, dt.datetime)
    )

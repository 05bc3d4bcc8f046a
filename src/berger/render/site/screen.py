"""The hall screen as data (:class:`ScreenPage`) and its slides: the
current round's boards and the standings cut into even slides that fit the
screen (a team event's matches with their boards where one match's fit a
slide), and the rounds whose start it counts down to."""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from berger.core.standings import POINTS
from berger.render.pending import PendingView
from berger.render.site.pages import Board, RoundView
from berger.render.tables import StandingRow, StandingsView
from berger.render.words import PLAYER_WORDS, Words

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


@dataclass(frozen=True, slots=True)
class Slide:
    """One view of the hall screen."""

    kind: str
    """``round`` or ``standings``."""
    boards: tuple[Board, ...] = ()
    """Boards shown (round slides)."""
    rows: tuple[StandingRow, ...] = ()
    """Standings lines shown (standings slides)."""
    part: int = 1
    """Which part of a round or table cut over several slides."""
    parts: int = 1
    """Slides the round or table takes."""
    match_boards: bool = False
    """Each match's boards are shown under it (a team event's round slides,
    where they fit)."""


@dataclass(frozen=True, slots=True)
class ScreenPage:
    """``screen.html``: the hall screen's slides."""

    current: RoundView
    """The round on the screen."""
    total: int
    """Rounds in the event."""
    slides: tuple[Slide, ...]
    """Shown in turn."""
    tiebreaks: tuple[str, ...]
    """Tiebreak codes of the standings."""
    decimals: tuple[bool, ...]
    """Per tiebreak: halves as decimals."""
    after_round: int
    """Results counted up to this round (0: none)."""
    final: bool
    """Every game has a result."""
    scores: tuple[str, ...] = POINTS
    """The score columns of the standings (a team event's two)."""
    words: Words = PLAYER_WORDS
    """The label keys of the event's kind (on a screen that may show events
    of both kinds: an event's groups in turn)."""
    starts: tuple[RoundStart, ...] = ()
    """The rounds whose start has a time (``round_dates`` with times): the
    screen counts down to the next one."""
    message: str | None = None
    """The arbiter's message, shown under the views until cleared."""
    pending: tuple[PendingView, ...] = ()
    """The games pending (postponed) now."""


@dataclass(frozen=True, slots=True)
class RoundStart:
    """When a round starts, for the hall screen's countdown."""

    round: int
    """Round of the event."""
    at: dt.datetime
    """Its start, in the hall's time (``round_dates`` carry no zone)."""

"""The games pending (postponed: :mod:`berger.core.pending`) as the pages
show them: under the standings and the crosstable, each game with its
round, its two sides and the day it is set for; the crosstable's cells of
those games marked."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from berger.core.standings import PendingGame
from berger.formats.reports.pending import short_day
from berger.render.labels import Labels, fill
from berger.render.views import PlayerView


@dataclass(frozen=True, slots=True)
class PendingView:
    """A game pending, as the pages name it."""

    round: int
    """Its round."""
    white: int
    """The number of the side named first."""
    black: int
    """The number of the other side."""
    names: tuple[str, str]
    """The two sides' names, the first-named first."""
    date: dt.date | None
    """The day it is set for, or None."""


def pending_views(
    pending: Sequence[PendingGame], entrants: Sequence[PlayerView]
) -> tuple[PendingView, ...]:
    """The views of the games ``pending`` among the ``entrants`` (by
    number)."""
    return tuple(
        PendingView(
            game.round,
            game.white,
            game.black,
            (entrants[game.white - 1].name, entrants[game.black - 1].name),
            game.date,
        )
        for game in pending
    )


def pending_cells(pending: Sequence[PendingView]) -> frozenset[tuple[int, int]]:
    """(round, number) of each side of each game ``pending``."""
    return frozenset(
        (game.round, number) for game in pending for number in (game.white, game.black)
    )


def of_round(pending: Sequence[PendingView], number: int) -> tuple[PendingView, ...]:
    """The games ``pending`` of round ``number``."""
    return tuple(game for game in pending if game.round == number)


def of_entrant(pending: Sequence[PendingView], number: int) -> tuple[PendingView, ...]:
    """The games ``pending`` of entrant ``number``."""
    return tuple(game for game in pending if number in (game.white, game.black))


def pending_text(game: PendingView, labels: Labels, language: str) -> str:
    """A game pending in the words of ``labels``: ``round 2, Kovalenko,
    Taras – Shevchenko, Oksana, 14 Jan`` (the day by Babel, in
    ``language``)."""
    white, black = game.names
    text = fill(labels["pending_game"], round=game.round, white=white, black=black)
    return text if game.date is None else f"{text}, {short_day(game.date, language)}"

"""What the templates see: core objects turned into display-ready values.

The event header and the players every document shows, how a name fits its
box, and the bands wide tables are cut into. The pairing cards and the round
sheets are in :mod:`berger.render.round_views`, the round chart in
:mod:`berger.render.chart_views`, the crosstables and the standings page in
:mod:`berger.render.tables`. Pure: no I/O, no language. Numbers stay numbers
(points as ``Fraction``); the templates format them with the language's
filters and do no arithmetic.
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass
from functools import lru_cache

from berger.core.model import Player
from berger.core.schedule import Color
from berger.core.tournament import Tournament
from berger.render.geometry.fitting import NameBox, NameFit, Run, fit_name

TITLE_SCALE = 0.8
"""Titles, ratings and clubs beside a name print at this share of its size."""
BAND_LIMIT = 30
"""A crosstable or player chart wider than this many columns is cut into bands."""


Colours = tuple[Color, ...]
"""A side's colour in each game of a pairing, in order."""


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A numbered player as every document shows them."""

    number: int
    """Pairing number."""
    name: str
    """Name as typed."""
    rating: int | None
    """Rating, or None."""
    federation: str
    """Federation code or ``""``."""
    club: str
    """Club or city or ``""``."""
    title: str
    """Title or ``""``."""
    withdrawn_after: int | None
    """Last round played before withdrawing, or None."""

    @classmethod
    def of(
        cls, number: int, player: Player, *, withdrawn_after: int | None
    ) -> PlayerView:
        """``player`` numbered ``number``, shown as withdrawn after round
        ``withdrawn_after`` (None: not withdrawn)."""
        return cls(
            number=number,
            name=player.name,
            rating=player.rating,
            federation=player.federation or "",
            club=player.club or "",
            title=player.title or "",
            withdrawn_after=withdrawn_after,
        )

    @property
    def origin(self) -> str:
        """Federation and club as one short text."""
        return " · ".join(part for part in (self.federation, self.club) if part)


@dataclass(frozen=True, slots=True)
class Header:
    """The event header printed on every document."""

    name: str
    """Event name."""
    site: str
    """Venue."""
    start: dt.date | None
    """First day."""
    end: dt.date | None
    """Last day."""
    arbiter: str
    """Chief arbiter."""
    deputy_arbiter: str
    """Deputy chief arbiter."""
    time_control: str
    """Time control as typed."""
    game: str
    """``chess`` or ``draughts``."""
    numbering: str
    """How numbers were given: ``list``, ``rating``, ``random`` or ``varma``."""
    seed: int | None
    """The draw's seed where numbers were drawn by lot."""
    rounds: int
    """Rounds in the event (all of them, also those not paired yet)."""
    cycles: int
    """Cycles (2 = double round robin)."""
    url: str = ""
    """The event's site on the web, printed as a QR code; empty for none."""


@dataclass(frozen=True, slots=True)
class Band:
    """A slice of columns printed as its own table (wide charts and crosstables)."""

    columns: tuple[int, ...]
    """1-based column numbers in this band."""
    last: bool
    """True for the band that carries the totals."""


@lru_cache(maxsize=4096)
def name_fit(player: PlayerView, box: NameBox) -> NameFit:
    """How ``player``'s name prints in ``box``: the one rule of
    :func:`~berger.render.geometry.fitting.fit_name`, measured on everything
    that shares the name's lines there (number, title, rating, club)."""
    return fit_name(name_runs(player, box), box)


def name_runs(player: PlayerView, box: NameBox) -> tuple[Run, ...]:
    """What prints on ``player``'s name lines in ``box``: number, title, name,
    rating and club, as the box says."""
    runs: list[Run] = []
    if box.number:
        runs.append((f"{player.number} ", 1.0, True))
    if player.title:
        runs.append((f"{player.title} ", TITLE_SCALE, False))
    runs.append((player.name, 1.0, box.bold))
    if box.rating:
        rating = " · ".join(
            part for part in (str(player.rating or ""), player.origin) if part
        )
        runs.append((f" {rating}", TITLE_SCALE, False))
    return tuple(runs)


def entries(event: Tournament) -> tuple[PlayerView, ...]:
    """What the schedule pairs, by number: the players, or a team event's
    teams (each with its board players' average rating)."""
    return tuple(
        PlayerView.of(number, p, withdrawn_after=p.withdrawn_after)
        for number, p in enumerate(event.players, start=1)
    )


def sides(tournament: Tournament) -> tuple[Colours, Colours]:
    """The colours of a pairing's first-named side in each game it plays at
    one sitting (a micro-match's games: white in the first, then
    alternating; a team's match: its colour on board 1), and the other
    side's."""
    first = tuple(
        tournament.colour(game) for game in range(1, tournament.sitting_games + 1)
    )
    return first, tuple(colour.opposite for colour in first)


def header(tournament: Tournament) -> Header:
    """The event header."""
    info = tournament.info
    return Header(
        name=info.name,
        site=info.site,
        start=info.start,
        end=info.end,
        arbiter=info.arbiter,
        deputy_arbiter=info.deputy_arbiter,
        time_control=info.time_control,
        game=info.game,
        numbering=tournament.numbering.value,
        seed=tournament.seed,
        rounds=tournament.schedule.planned_rounds,
        cycles=tournament.schedule.cycles,
        url=info.url,
    )


def round_date(tournament: Tournament, number: int) -> dt.date | dt.datetime | None:
    """The date (and time) of round ``number``, where the event gives it
    (see :meth:`~berger.core.model.EventInfo.round_start`)."""
    return tournament.info.round_start(number)


def bands(count: int, limit: int = BAND_LIMIT) -> tuple[Band, ...]:
    """Columns 1..count cut into equal bands of at most ``limit``.

    >>> [b.columns[-1] for b in bands(100, 30)]
    [25, 50, 75, 100]
    >>> [len(b.columns) for b in bands(12, 30)]
    [12]
    """
    parts = max(1, math.ceil(count / limit))
    size = math.ceil(count / parts)
    return tuple(
        Band(tuple(range(start, min(start + size, count + 1))), start + size > count)
        for start in range(1, count + 1, size)
    )

"""The ``[playoff]`` table of ``event.toml`` (FIDE C.07 article 3), read
into the core's rules (see :mod:`berger.core.playoff.places`), every mistake
reported with its file and field::

    [playoff]
    places = [1]                 # or "all": every tie
    after = []                   # tie-breaks applied first: [], ["DE"], "all"
    format = "round-robin"       # or "knockout" (two players), or, in
                                 # draughts, "lehmann-georgiev"
    games = 1                    # games a pair plays (a knockout: 2)
    armageddon = false           # a knockout's sudden-death game
    numbering = "lots"           # or "order": the order before the play-off
    time_control = "rapid 15+10" # "blitz 3+2", or minutes+seconds: "25+10"
    round_dates = [2026-12-06]
    results = "playoff.csv"      # the default; several play-offs: one each,
                                 # { "1" = "first.csv", "4" = "fourth.csv" }
    order = [3, 1, 2]            # Lehmann–Georgiev: the order before the
                                 # event, its last criterion (default: rating)

A Lehmann–Georgiev play-off (draughts: each pair plays games until one is
won, see :mod:`berger.core.playoff.lehmann_georgiev`) plays as many games as it
takes, so ``games`` and ``armageddon`` are refused with it; its ``places``
are the first three by default, as the FMJD plays them off (the world
championship of 2015, Emmen, art. 5a).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from berger.core.bounds import show, whole_number
from berger.core.codes import CodeEnum
from berger.core.model import MAX_PLAYERS
from berger.core.playoff.places import PlayoffFormat, PlayoffNumbering, PlayoffRules
from berger.errors import InputError
from berger.formats.event.toml_types import (
    expect,
    read_round_dates,
    unknown_key,
    whole,
)
from berger.messages import _, ngettext

KEYS = (
    "places",
    "after",
    "format",
    "games",
    "armageddon",
    "numbering",
    "time_control",
    "round_dates",
    "results",
    "order",
)
"""The keys of ``[playoff]``."""
ALL = "all"
DEFAULT_RESULTS = "playoff.csv"
MAX_MINUTES = 999
"""The most minutes (and seconds an increment) a play-off's time control
gives."""
"""The play-off's results file where ``results`` names none."""


class TimeKind(CodeEnum):
    """The rating a play-off's games count for, as FIDE's time limits have
    it: blitz up to 10 minutes for 60 moves, rapid under 60, standard from
    60 (a game of ``M+S``, M minutes and S seconds a move, counts
    M + S minutes)."""

    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"

    @classmethod
    def noun(cls) -> str:
        """In messages: "a kind of time control"."""
        return _("a kind of time control")


@dataclass(frozen=True, slots=True)
class PlayoffConfig:
    """An event's ``[playoff]``, as read."""

    played: PlayoffRules
    """What the core plays off by, but ``after``: see :meth:`rules`."""
    after: tuple[str, ...] | None
    """The tie-breaks applied before qualification, as given; None: all."""
    time_control: str
    """As given (``"rapid 15+10"``); empty where not given."""
    time_kind: TimeKind | None
    """Rapid, blitz or standard, from ``time_control``; None where not given."""
    round_dates: tuple[dt.date | dt.datetime, ...]
    """The play-off's rounds' dates, where known."""
    results: Mapping[int, Path] | Path
    """The play-off's results file (``playoff.csv`` beside ``event.toml``
    by default), or one by place for several play-offs."""
    shown: str = ""
    """The ``event.toml`` it was read from, as messages name it."""

    @property
    def files(self) -> tuple[Path, ...]:
        """The play-off's results files, as ``results`` names them."""
        if isinstance(self.results, Path):
            return (self.results,)
        return tuple(self.results.values())

    @property
    def kind_named(self) -> str:
        """The time control as the play-off's TRF says it: naming rapid,
        blitz or standard (``"rapid 25+10"`` for ``"25+10"``).

        >>> rules, results = PlayoffRules(), Path("playoff.csv")
        >>> PlayoffConfig(rules, (), "25+10", TimeKind.RAPID, (), results).kind_named
        'rapid 25+10'
        """
        if (
            self.time_kind is None
            or self.time_kind.value in self.time_control.casefold()
        ):
            return self.time_control
        return f"{self.time_kind.value} {self.time_control}"

    def rules(self, chain: tuple[str, ...], shown: str) -> PlayoffRules:
        """The rules the core plays off by, for an event whose tie-break
        chain is ``chain`` (the keys, as the standings name them).

        Raises:
            InputError: ``after`` is not where the chain begins.
        """
        return replace(self.played, after=self._after_count(chain, shown))

    def _after_count(self, chain: tuple[str, ...], shown: str) -> int:
        if self.after is None:
            return len(chain)
        if chain[: len(self.after)] != self.after:
            raise InputError(
                _(
                    "{after} must be the first tie-breaks of the chain ({chain}):"
                    " a play-off qualifies after the first of them"
                ).format(
                    after=", ".join(self.after) or "[]",
                    chain=", ".join(chain),
                ),
                path=shown,
                field="playoff.after",
            )
        return len(self.after)


def read_playoff(
    data: Mapping[str, Any], folder: Path, shown: str, entrants: int
) -> PlayoffConfig | None:
    """The ``[playoff]`` of the parsed ``event.toml`` ``data``; None when it
    has none. Relative results files are found in ``folder``; the places
    given are of a field of ``entrants``.

    Raises:
        InputError: an unknown key or a bad value.
    """
    if "playoff" not in data:
        return None
    table = expect(data["playoff"], dict, shown, "playoff")
    for key in table:
        if key not in KEYS:
            raise unknown_key(key, shown, "playoff")
    form = PlayoffFormat.from_code(
        expect(table.get("format", "round-robin"), str, shown, "playoff.format"),
        path=shown,
        field="playoff.format",
    )
    knockout = form is PlayoffFormat.KNOCKOUT
    series = form is PlayoffFormat.LEHMANN_GEORGIEV
    if series:
        _check_series(data, table, shown)
    games = expect(
        table.get("games", 2 if knockout else 1), int, shown, "playoff.games"
    )
    if not 1 <= games <= 10:
        raise InputError(
            _("{value} games: give 1 to 10").format(value=games),
            path=shown,
            field="playoff.games",
        )
    armageddon = expect(
        table.get("armageddon", False), bool, shown, "playoff.armageddon"
    )
    if armageddon and not knockout:
        raise InputError(
            _('an Armageddon game is for a knockout: format = "knockout"'),
            path=shown,
            field="playoff.armageddon",
        )
    numbering = PlayoffNumbering.from_code(
        expect(table.get("numbering", "lots"), str, shown, "playoff.numbering"),
        path=shown,
        field="playoff.numbering",
    )
    time_control = expect(
        table.get("time_control", ""), str, shown, "playoff.time_control"
    )
    # A Lehmann–Georgiev play-off is for those still level after every
    # criterion (Emmen 2015, art. 5a); the others after the points alone.
    after = _after(table.get("after", "all" if series else []), shown)
    return PlayoffConfig(
        played=PlayoffRules(
            places=_places(
                table.get("places", SERIES_PLACES if series else [1]),
                shown,
                entrants if "places" in table else MAX_PLAYERS,
            ),
            format=form,
            games=games,
            armageddon=armageddon,
            numbering=numbering,
            order=_order(table.get("order"), series, shown),
        ),
        after=after,
        time_control=time_control,
        time_kind=time_kind(time_control, shown) if time_control else None,
        round_dates=read_round_dates(table.get("round_dates", []), shown, "playoff"),
        results=_results(table.get("results"), folder, shown),
        shown=shown,
    )


SERIES_PLACES = [1, 2, 3]
"""The places a Lehmann–Georgiev play-off is for by default (Emmen 2015,
art. 5a: "for places 1-3 still level")."""


def _check_series(
    data: Mapping[str, Any], table: Mapping[str, Any], shown: str
) -> None:
    """Refuse a Lehmann–Georgiev play-off outside draughts, or with a number
    of games or an Armageddon game.

    Raises:
        InputError: naming the key at fault.
    """
    header = data.get("event", {})
    game = header.get("game", "") if isinstance(header, dict) else ""
    if str(game).strip().lower() != "draughts":
        raise InputError(
            _(
                'a Lehmann–Georgiev play-off is for draughts: game = "draughts"'
                " in [event]"
            ),
            path=shown,
            field="playoff.format",
        )
    for key in ("games", "armageddon"):
        if key in table:
            raise InputError(
                _(
                    "a Lehmann–Georgiev play-off plays games until one is won:"
                    " leave {key} out"
                ).format(key=key),
                path=shown,
                field=f"playoff.{key}",
            )


def time_kind(text: str, shown: str = "") -> TimeKind:
    """Rapid, blitz or standard: named in ``text``, or worked out from its
    minutes and seconds a move.

    >>> time_kind("rapid 15+10"), time_kind("3+2"), time_kind("25+10")
    (<TimeKind.RAPID: 'rapid'>, <TimeKind.BLITZ: 'blitz'>, <TimeKind.RAPID: 'rapid'>)
    >>> time_kind("90+30").value, time_kind("Blitz").value
    ('standard', 'blitz')

    Raises:
        InputError: neither a kind nor minutes in ``text``.
    """
    words = text.casefold()
    for kind in TimeKind:
        if kind.value in words:
            return kind
    found = re.search(r"(\d+)\s*(?:\+\s*(\d+))?", words)
    if found is None:
        raise InputError(
            _(
                '{value!r}: say rapid or blitz, or give minutes+seconds, as "15+10"'
            ).format(value=text),
            path=shown,
            field="playoff.time_control",
        )
    try:
        minutes = whole_number(found.group(1), 0, MAX_MINUTES) + whole_number(
            found.group(2) or "0", 0, MAX_MINUTES
        )
    except InputError as exc:
        raise exc.located(path=shown, field="playoff.time_control") from None
    if minutes <= 10:
        return TimeKind.BLITZ
    return TimeKind.RAPID if minutes < 60 else TimeKind.STANDARD


def _places(value: object, shown: str, entrants: int) -> tuple[int, ...] | None:
    """The places played off, each a place of a field of ``entrants``."""
    if value == ALL:
        return None
    places = expect(value, list, shown, "playoff.places")
    for place in places:
        if isinstance(place, bool) or not isinstance(place, int) or place < 1:
            raise InputError(
                _('{value} is not a place: give places as [1, 3], or "all"').format(
                    value=show(place)
                ),
                path=shown,
                field="playoff.places",
            )
        whole(place, shown, "playoff.places", 1, MAX_PLAYERS)
        if place > entrants:
            raise InputError(
                ngettext(
                    "{place} is not a place of this event: it has {count} player",
                    "{place} is not a place of this event: it has {count} players",
                    entrants,
                ).format(place=place, count=entrants),
                path=shown,
                field="playoff.places",
            )
    if not places:
        raise InputError(
            _('names no place: give places as [1, 3], or "all"'),
            path=shown,
            field="playoff.places",
        )
    return tuple(sorted(set(places)))


def _order(value: object, series: bool, shown: str) -> tuple[int, ...]:
    """``order``: the event's pairing numbers in the order given before the
    play-off (a Lehmann–Georgiev play-off's last criterion)."""
    if value is None:
        return ()
    field = "playoff.order"
    if not series:
        raise InputError(
            _(
                "order is a Lehmann–Georgiev play-off's last criterion: format ="
                ' "lehmann-georgiev"'
            ),
            path=shown,
            field=field,
        )
    numbers = expect(value, list, shown, field)
    for number in numbers:
        if (
            isinstance(number, bool)
            or not isinstance(number, int)
            or not 1 <= number <= MAX_PLAYERS
        ):
            raise InputError(
                _(
                    "{value!r} is not a player's number: give the event's numbers"
                    " in the order before the play-off, as [3, 1, 2]"
                ).format(value=number),
                path=shown,
                field=field,
            )
    if len(set(numbers)) < len(numbers):
        twice = next(n for n in numbers if numbers.count(n) > 1)
        raise InputError(
            _("player {number} is twice in the order").format(number=twice),
            path=shown,
            field=field,
        )
    return tuple(numbers)


def _after(value: object, shown: str) -> tuple[str, ...] | None:
    if value == ALL:
        return None
    codes = expect(value, list, shown, "playoff.after")
    for code in codes:
        expect(code, str, shown, "playoff.after")
    return tuple(code.upper() for code in codes)


def _results(value: object, folder: Path, shown: str) -> Mapping[int, Path] | Path:
    if value is None or value == "":
        return folder / DEFAULT_RESULTS
    if isinstance(value, str):
        return folder / value
    table = expect(value, (str, dict), shown, "playoff.results")
    files: dict[int, Path] = {}
    for place, name in table.items():
        if not (place.isascii() and place.isdecimal()) or not place.strip("0"):
            raise InputError(
                _('{value} is not a place: key the files by place, as "1"').format(
                    value=show(place)
                ),
                path=shown,
                field="playoff.results",
            )
        try:
            number = whole_number(place, 1, MAX_PLAYERS)
        except InputError as exc:
            raise exc.located(path=shown, field="playoff.results") from None
        files[number] = folder / expect(name, str, shown, f"playoff.results.{number}")
    return files

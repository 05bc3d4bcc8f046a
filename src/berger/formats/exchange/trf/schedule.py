"""A TRF's games mapped onto an event's schedule: the cycles the file states
(142 or XXR rounds, 192 pairing system, 092 type) or its rounds fill; whether
FIDE's Berger table has every game of the file, and if not where it first
differs; the check of each block against a schedule; the file's players
matched to an event's by name; and its games fed to results, or to the
pairings that make a schedule of them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from berger.core.berger import build_schedule, default_swap
from berger.core.bounds import clip, whole_number
from berger.core.model import MAX_CYCLES
from berger.core.names import name_key
from berger.core.results import Recorder, Results, ResultsBuilder
from berger.core.schedule import Schedule
from berger.core.scheduled import beyond_schedule
from berger.errors import BergerError, InputError
from berger.formats.exchange.trf.games import TrfBye, TrfGame, TrfResults
from berger.formats.exchange.trf.layout import NAME, at, trf_name
from berger.formats.exchange.trf.reader import TrfFile
from berger.formats.files.game_dates import GameDates
from berger.messages import _

if TYPE_CHECKING:
    from berger.core.tournament import Tournament

ROUND_ROBIN_SYSTEMS: dict[str, tuple[int | None, bool | None]] = {
    "FIDE_ROUNDROBIN": (1, None),
    "BERGER_ROUNDROBIN": (1, None),
    "FIDE_DOUBLEROUNDROBIN": (2, True),
    "BERGER_DOUBLEROUNDROBIN": (2, False),
    "CUSTOM_ROUNDROBIN": (None, None),
}
"""TRF-2026 record 192 codes of an individual round robin: the cycles and
the FIDE swap of the last two rounds each states (None: not stated). Also
``BERGER_ROUNDROBIN_Gn``: the Berger table n times, no swap."""
_GAMES = re.compile(r"BERGER_ROUNDROBIN_G([1-9][0-9]*)")


def declared_system(trf: TrfFile) -> tuple[int | None, bool | None]:
    """The cycles and the swap record 192 states (None where it states
    nothing, or there is no record 192).

    Raises:
        InputError: record 192 names no individual round robin (a Swiss
            system, a team event, Scheveningen, a knockout).
    """
    if trf.system is None:
        return None, None
    code, line = trf.system
    games = _GAMES.fullmatch(code)
    if games is not None:
        try:
            cycles = whole_number(games.group(1), 1, MAX_CYCLES)
        except InputError as exc:
            raise at(trf.shown, line, 5, exc.message) from None
        return cycles, False if cycles > 1 else None
    if code in ROUND_ROBIN_SYSTEMS:
        return ROUND_ROBIN_SYSTEMS[code]
    raise at(
        trf.shown,
        line,
        5,
        _(
            "{code!r} is not an individual round robin (record 192 codes:"
            " {codes}, BERGER_ROUNDROBIN_Gn)"
        ).format(code=clip(code), codes=", ".join(ROUND_ROBIN_SYSTEMS)),
    )


def trf_cycles(trf: TrfFile, results: TrfResults) -> int:
    """The cycles of the file's round robin: from record 192, else from its
    rounds (142 or XXR), else from the rounds its blocks fill (at least two
    when record 092 names a double round robin).

    Raises:
        InputError: the rounds stated are not a whole number of cycles, or
            not the rounds record 192 makes; record 192 names no round robin.
    """
    n = len(trf.records)
    per_cycle = n - 1 + n % 2
    declared, _swap = declared_system(trf)
    if trf.rounds is not None:
        rounds, line = trf.rounds
        if rounds == 0 or rounds % per_cycle:
            raise at(
                trf.shown,
                line,
                5,
                _(
                    "{rounds} rounds is not a round robin of {n} players"
                    " ({per_cycle} rounds per cycle)"
                ).format(rounds=rounds, n=n, per_cycle=per_cycle),
            )
        if declared is not None and rounds != declared * per_cycle:
            assert trf.system is not None
            raise at(
                trf.shown,
                line,
                5,
                _(
                    "{rounds} rounds, but record 192 ({code}) makes {declared}"
                    " for {n} players"
                ).format(
                    rounds=rounds,
                    code=trf.system[0],
                    declared=declared * per_cycle,
                    n=n,
                ),
            )
        return _held(rounds // per_cycle, trf.shown, line)
    if declared is not None:
        return declared
    filled = [g.round for g in results.games] + [b.round for b in results.byes]
    cycles = max(trf.cycles_hint or 1, -(-max(filled, default=0) // per_cycle))
    return _held(cycles, trf.shown, None)


def _held(cycles: int, shown: str, line: int | None) -> int:
    """``cycles``, if an event may play so many.

    Raises:
        InputError: more than :data:`~berger.core.model.MAX_CYCLES`.
    """
    if cycles > MAX_CYCLES:
        raise InputError(
            _("its rounds make {cycles} cycles; an event plays at most {most}").format(
                cycles=cycles, most=MAX_CYCLES
            ),
            path=shown,
            line=line,
        )
    return cycles


@dataclass(frozen=True, slots=True)
class BergerFit:
    """How a TRF's games sit on FIDE's Berger table."""

    cycles: int
    """Cycles of the event."""
    swap: bool | None
    """The swap of the last two rounds under which the table has every game
    (None for one cycle, or when the table does not have them)."""
    error: InputError | None = None
    """None when the table has every game and bye of the file; else the
    first that it does not have, located at its block."""
    difference: str = ""
    """That first difference in short (``round 1: 1–5, the table has 1–6``)."""


def fit_berger(
    trf: TrfFile,
    results: TrfResults,
    *,
    cycles: int | None = None,
    swap_last_two: bool | None = None,
) -> BergerFit:
    """Whether the Berger table for the file's starting ranks has every game
    and bye of ``results``, and under which swap. ``cycles`` and
    ``swap_last_two`` given are taken as they are; else the cycles are
    :func:`trf_cycles`, the swap the one record 192 states, or both are
    tried, FIDE's default first.

    Raises:
        InputError: the rounds stated are not a round robin (see
            :func:`trf_cycles`).
    """
    n = len(trf.records)
    cycles = cycles or trf_cycles(trf, results)
    if swap_last_two is None:
        swap_last_two = declared_system(trf)[1]
    swaps = (
        [swap_last_two]
        if swap_last_two is not None
        else [default_swap(cycles), not default_swap(cycles)]
    )
    first: tuple[InputError, str] | None = None
    for swap in swaps if cycles > 1 else swaps[:1]:
        schedule = build_schedule(n, cycles=cycles, swap_last_two=swap)
        found = _first_mismatch(results, schedule, range(1, n + 1))
        if found is None:
            return BergerFit(cycles, swap if cycles > 1 else None)
        first = first or found
    assert first is not None
    return BergerFit(cycles, None, *first)


def results_from_trf(trf: TrfResults, tournament: Tournament) -> Results:
    """Turn results read from a TRF into :class:`Results` for ``tournament``.

    The file's players are matched to the event's by name (case and spacing
    aside; a name TRF had to cut matches the event's name it is the cut of).

    Raises:
        InputError: players that are not the event's, or games that are not
            the event's schedule; with line and column.
    """
    builder = ResultsBuilder.for_tournament(tournament)
    record_trf(trf, tournament, builder)
    return builder.build()


def record_trf(trf: TrfResults, tournament: Tournament, into: Recorder) -> None:
    """Feed the file's games to ``into`` in the event's numbers: checked
    first, block by block, against the tournament's schedule; or, when
    ``into`` makes the schedule, round by round in the order of the lower
    starting rank of each game (its board order), the byes left to the
    schedule. Then the withdrawals the file states.

    Raises:
        InputError: players that are not the event's, a block that is not
            the schedule's game or bye, or a game or withdrawal ``into``
            refuses; located at its block or line.
    """
    numbers = _match_players(trf, tournament)
    games: Sequence[TrfGame] = trf.games
    if into.makes_schedule:
        games = sorted(games, key=_round_order)
    else:
        found = _first_mismatch(trf, tournament.schedule, numbers)
        if found is not None:
            raise found[0]
    stated = {(d.round, d.white, d.black): d for d in trf.dates}
    dates = GameDates(tournament, trf.shown, field="")
    for game in games:
        white, black = numbers[game.white - 1], numbers[game.black - 1]
        note = stated.pop((game.round, game.white, game.black), None)
        day = None if note is None else dates.own(game.round, note.date)
        try:
            played = into.add(game.round, white, black, game.outcome, date=day)
        except BergerError as exc:
            raise at(trf.shown, game.line, game.column, str(exc)) from None
        dates.keep(played, day, None if note is None else note.line)
    for note in stated.values():
        raise at(
            trf.shown,
            note.line,
            1,
            _("round {round} has no game {white} – {black}").format(
                round=note.round, white=note.white, black=note.black
            ),
        )
    dates.check()
    for withdrawal in trf.withdrawn:
        try:
            into.withdraw(numbers[withdrawal.player - 1], withdrawal.after_round)
        except BergerError as exc:
            raise at(trf.shown, withdrawal.line, 1, str(exc)) from None


def _round_order(item: TrfGame | TrfBye) -> tuple[int, int]:
    if isinstance(item, TrfBye):
        return item.round, item.player
    return item.round, min(item.white, item.black)


def _first_mismatch(
    trf: TrfResults, schedule: Schedule, numbers: Sequence[int]
) -> tuple[InputError, str] | None:
    """The first block, in round order, that is not the schedule's game
    (colours included) or its bye, or lies beyond its rounds; ``numbers[k -
    1]`` is the event's number of the file's player ``k``.

    Returns the error located at the block and the difference in short, or
    None when every block is the schedule's.
    """
    total = len(schedule.rounds)
    file_number = {event: k for k, event in enumerate(numbers, start=1)}
    blocks: list[TrfGame | TrfBye] = [*trf.games, *trf.byes]
    for item in sorted(blocks, key=_round_order):
        r = item.round
        if r > total:
            return _beyond(trf.shown, item.line, item.column, r, total), _(
                "round {round} is beyond the table's {total}"
            ).format(round=r, total=total)
        if isinstance(item, TrfBye):
            if schedule.round(r).bye == numbers[item.player - 1]:
                continue
            has = schedule.game_of(r, numbers[item.player - 1])
            assert has is not None
            w, b = file_number[has.white], file_number[has.black]
            message = (
                _(
                    "round {round}: player {player} has no opponent here, but"
                    " the Berger schedule has {white} (white) – {black}"
                )
                if schedule.berger_table
                else _(
                    "round {round}: player {player} has no opponent here, but"
                    " the event's schedule has {white} (white) – {black}"
                )
            )
            return at(
                trf.shown,
                item.line,
                item.column,
                message.format(round=r, player=item.player, white=w, black=b),
            ), _(
                "round {round}: the bye for {player}, the table has {white}–{black}"
            ).format(round=r, player=item.player, white=w, black=b)
        w, b = numbers[item.white - 1], numbers[item.black - 1]
        found = schedule.find_game(r, w, b)
        if found is not None and found.white == w:
            continue
        theirs = schedule.game_of(r, w)
        if theirs is None:
            have = short = _("the bye for {player}").format(player=item.white)
        else:
            tw, tb = file_number[theirs.white], file_number[theirs.black]
            have = _("{white} (white) – {black}").format(white=tw, black=tb)
            short = f"{tw}–{tb}"
        message = (
            _(
                "round {round}: {white} (white) – {black} is not a game of"
                " the Berger schedule for these numbers; it has {has}"
            )
            if schedule.berger_table
            else _(
                "round {round}: {white} (white) – {black} is not a game of"
                " the event's schedule; it has {has}"
            )
        )
        return at(
            trf.shown,
            item.line,
            item.column,
            message.format(round=r, white=item.white, black=item.black, has=have),
        ), _("round {round}: {white}–{black}, the table has {short}").format(
            round=r, white=item.white, black=item.black, short=short
        )
    return None


def _beyond(shown: str, line: int, column: int, r: int, total: int) -> InputError:
    return at(shown, line, column, beyond_schedule(r, total))


def _match_players(trf: TrfResults, tournament: Tournament) -> list[int]:
    """The event's pairing number of each of the file's players, by name."""
    if len(trf.names) != tournament.n:
        raise InputError(
            _("the file has {file} players, the event {event}").format(
                file=len(trf.names), event=tournament.n
            ),
            path=trf.shown,
        )
    players = list(enumerate(tournament.players, start=1))
    exact = {name_key(p.name): k for k, p in players}
    cut: dict[str, list[int]] = {}
    for k, p in players:
        cut.setdefault(name_key(trf_name(p.name)), []).append(k)
    numbers: list[int] = []
    for name, line in zip(trf.names, trf.lines, strict=True):
        key = name_key(name)
        number = exact.get(key)
        if number is None and len(cut.get(key, ())) == 1:
            number = cut[key][0]
        if number is None:
            raise at(
                trf.shown,
                line,
                NAME.first,
                _("{name!r} is not a player of the event").format(name=name),
            )
        numbers.append(number)
    return numbers

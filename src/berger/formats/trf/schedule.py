"""A TRF's games mapped onto berger's schedule: the cycles and swap under
which FIDE's Berger table has every game of the file, the check of each block
against the schedule, the file's players matched to an event's by name, and
the results that come out.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.berger import build_schedule, default_swap
from berger.core.model import Schedule
from berger.core.names import name_key
from berger.core.results import Results, ResultsBuilder
from berger.errors import BergerError, InputError
from berger.formats.trf.games import TrfResults, pair_blocks
from berger.formats.trf.layout import NAME, at, trf_name
from berger.formats.trf.reader import TrfFile, read_trf

if TYPE_CHECKING:
    from berger.core.tournament import Tournament


def berger_fit(
    trf: TrfFile,
    results: TrfResults,
    *,
    cycles: int | None = None,
    swap_last_two: bool | None = None,
) -> tuple[int, bool | None]:
    """The cycles and the swap of the last two rounds (None for one cycle)
    under which the Berger table for the file's starting ranks has every game
    and bye of ``results``. ``cycles`` and ``swap_last_two`` given are taken
    as they are; else the cycles come from record 142, or from the rounds the
    blocks fill (at least two when record 092 says double), and both swaps are
    tried, FIDE's default first.

    Raises:
        InputError: record 142 is not a whole number of cycles, or a block is
            not the Berger table's game or bye (the message names the game
            the table has), with line and column.
    """
    n = len(trf.records)
    cycles = cycles or _cycles(trf, results, per_cycle=n - 1 + n % 2)
    swaps = (
        [swap_last_two]
        if swap_last_two is not None
        else [default_swap(cycles), not default_swap(cycles)]
    )
    first_error: InputError | None = None
    for swap in swaps if cycles > 1 else swaps[:1]:
        schedule = build_schedule(n, cycles=cycles, swap_last_two=swap)
        try:
            _check_schedule(results, schedule, range(1, n + 1))
        except InputError as exc:
            first_error = first_error or exc
            continue
        return cycles, swap if cycles > 1 else None
    assert first_error is not None
    raise first_error


def read_trf_results(path: Path, tournament: Tournament) -> Results:
    """The results in a TRF's round blocks, for ``tournament``.

    The file's players are matched to the event's by name (case and spacing
    aside; a name TRF had to cut matches the event's name it is the cut of).

    Raises:
        InputError: unreadable blocks, players that are not the event's, or
            games that are not the event's schedule; with line and column.
    """
    return results_from_trf(pair_blocks(read_trf(path)), tournament)


def results_from_trf(trf: TrfResults, tournament: Tournament) -> Results:
    """Turn results read from a TRF into :class:`Results` for ``tournament``.

    Raises:
        InputError: as :func:`read_trf_results`.
    """
    numbers = _match_players(trf, tournament)
    _check_schedule(trf, tournament.schedule, numbers)
    builder = ResultsBuilder.for_tournament(tournament)
    for game in trf.games:
        white, black = numbers[game.white - 1], numbers[game.black - 1]
        try:
            builder.add(game.round, white, black, game.outcome)
        except BergerError as exc:
            raise at(trf.shown, game.line, game.column, str(exc)) from None
    return builder.build()


def _check_schedule(
    trf: TrfResults, schedule: Schedule, numbers: Sequence[int]
) -> None:
    """Every block must be the schedule's game (colours included) or its bye;
    ``numbers[k - 1]`` is the event's number of the file's player ``k``.

    Raises:
        InputError: the first game or bye that is not the schedule's, or a
            round beyond it, with line and column.
    """
    total = len(schedule.rounds)
    file_number = {event: k for k, event in enumerate(numbers, start=1)}
    for game in trf.games:
        r = game.round
        if r > total:
            raise _beyond(trf.shown, game.line, game.column, r, total)
        w, b = numbers[game.white - 1], numbers[game.black - 1]
        found = schedule.find_game(r, w, b)
        if found is None or found.white != w:
            has = schedule.game_of(r, w)
            have = (
                f"{file_number[has.white]} (white) – {file_number[has.black]}"
                if has is not None
                else f"the bye for {game.white}"
            )
            raise at(
                trf.shown,
                game.line,
                game.column,
                f"round {r}: {game.white} (white) – {game.black} is not a game of"
                f" the Berger schedule for these numbers; it has {have}",
            )
    for bye in trf.byes:
        r = bye.round
        if r > total:
            raise _beyond(trf.shown, bye.line, bye.column, r, total)
        if schedule.round(r).bye != numbers[bye.player - 1]:
            has = schedule.game_of(r, numbers[bye.player - 1])
            assert has is not None
            raise at(
                trf.shown,
                bye.line,
                bye.column,
                f"round {r}: player {bye.player} has no opponent here, but the"
                f" Berger schedule has {file_number[has.white]} (white) –"
                f" {file_number[has.black]}",
            )


def _cycles(trf: TrfFile, results: TrfResults, *, per_cycle: int) -> int:
    if trf.rounds is not None:
        rounds, line = trf.rounds
        if rounds == 0 or rounds % per_cycle:
            raise at(
                trf.shown,
                line,
                5,
                f"{rounds} rounds is not a round robin of {len(trf.records)}"
                f" players ({per_cycle} rounds per cycle)",
            )
        return rounds // per_cycle
    rounds_filled = [g.round for g in results.games] + [b.round for b in results.byes]
    highest = max(rounds_filled, default=0)
    return max(trf.cycles_hint or 1, -(-highest // per_cycle))


def _beyond(shown: str, line: int, column: int, r: int, total: int) -> InputError:
    return at(
        shown, line, column, f"round {r} is beyond the schedule (rounds 1–{total})"
    )


def _match_players(trf: TrfResults, tournament: Tournament) -> list[int]:
    """The event's pairing number of each of the file's players, by name."""
    if len(trf.names) != tournament.n:
        raise InputError(
            f"the file has {len(trf.names)} players, the event {tournament.n}",
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
                trf.shown, line, NAME.first, f"{name!r} is not a player of the event"
            )
        numbers.append(number)
    return numbers

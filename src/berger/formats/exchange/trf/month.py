"""A TRF of one calendar month's games (``berger export --to trf --month``).

FIDE rates each calendar month's games in that month's rating period, so
the rating officer of a round robin played over several months (a weekly
club event) reports each month on its own. The file is the event's TRF cut
to the games played in the month, each by its date (its own in the results,
else its round's: a game postponed to another month is in that month's
file): the rounds they are of renumbered 1, 2 ... in order, a round's games
of another day a round of their own, 132 their dates, 142 their number, 042
and 052 the month's first and last dates, 092 the event's type with the
rounds it holds (``Round robin, rounds 5-8 of 15, 2026-10``), and for each
player the month's
blocks and the points scored in them (struck games written as played, as in
the whole file). The rank column is left blank (the file is no standings),
and so are the tiebreak records.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from fractions import Fraction
from typing import TYPE_CHECKING

from berger.core.ratings.rules import month_of, round_months
from berger.errors import InputError
from berger.formats.exchange.trf.header_writer import (
    header_records,
    pairing_system,
    scoring_records,
)
from berger.formats.exchange.trf.layout import LINE_END
from berger.formats.exchange.trf.player_writer import (
    bye_code,
    numbered_fields,
    player_record,
    round_blocks,
)
from berger.formats.files.atomic import write_text
from berger.messages import _, ngettext

if TYPE_CHECKING:
    from pathlib import Path

    from berger.core.crosstable import Crosstable
    from berger.core.results import Results
    from berger.core.tournament import Tournament


def month_sittings(
    tournament: Tournament, results: Results, month: str
) -> tuple[tuple[int, dt.date], ...]:
    """The games of the event played in ``month`` (``YYYY-MM``), each at
    its date (its own in ``results``, else its round's), as (round, day)
    pairs in order: a round's games of one day are one pair.

    Raises:
        InputError: the event does not date every round, or no game is in
            that month (the message lists the event's months).
    """
    info, schedule = tournament.info, tournament.schedule
    rounds = len(schedule.rounds)
    months = {name for name, _numbers in round_months(info, rounds)}
    if not months:
        raise InputError(
            ngettext(
                "--month {month}: a month's TRF needs the date of every round"
                " ([event] round_dates, {rounds} date)",
                "--month {month}: a month's TRF needs the date of every round"
                " ([event] round_dates, {rounds} dates)",
                rounds,
            ).format(month=month, rounds=rounds)
        )
    found: set[tuple[int, dt.date]] = set()
    for rnd in schedule.rounds:
        own = info.round_day(rnd.number)
        assert own is not None
        days = {results.dates.get((rnd.number, g.board, 1), own) for g in rnd.games}
        if rnd.bye is not None:
            days.add(own)
        months.update(month_of(day) for day in days)
        found.update((rnd.number, day) for day in days if month_of(day) == month)
    if not found:
        raise InputError(
            _(
                "--month {month}: no round of the event is in that month"
                " (its rounds are in {months})"
            ).format(month=month, months=", ".join(sorted(months)))
        )
    return tuple(sorted(found))


def format_month_trf(tournament: Tournament, crosstable: Crosstable, month: str) -> str:
    """The TRF text of the games of ``month`` (see the module's docstring).

    Raises:
        InputError: as :func:`month_sittings`.
        OutputError: a value TRF cannot hold (as the whole file).
    """
    results = crosstable.results
    chosen = month_sittings(tournament, results, month)
    info = tournament.info
    dates = tuple(day for _round, day in chosen)
    cut = dataclasses.replace(info, start=min(dates), end=max(dates), round_dates=dates)
    schedule = tournament.schedule
    lines = header_records(
        cut, tournament.players, rounds=len(chosen), cycles=schedule.cycles
    )
    total = schedule.planned_rounds
    numbers = tuple(sorted({number for number, _day in chosen}))
    lines = [
        f"{line}, {_rounds_text(numbers)} of {total}, {month}"
        if line.startswith("092 ")
        else line
        for line in lines
    ]
    lines.append(f"192 {pairing_system(schedule)}")
    lines += scoring_records(tournament.scoring)
    bye = bye_code(tournament.scoring)
    column = {sitting: index for index, sitting in enumerate(chosen, start=1)}
    for number, fields in numbered_fields(enumerate(tournament.players, start=1)):
        row = crosstable.rows[number - 1]
        days = _days(tournament, results, number)
        points = sum(
            (
                cell.points
                for cell in row
                if (cell.round, days[cell.round - 1]) in column
                and cell.points is not None
                and not (cell.struck and cell.opponent is None)
            ),
            Fraction(0),
        )
        blocks = [
            (column[r, days[r - 1]], opponent, colour, code)
            for r, opponent, colour, code in round_blocks(crosstable, number, bye)
            if (r, days[r - 1]) in column
        ]
        lines.append(
            player_record(number, fields, points, None, blocks, rounds=len(chosen))
        )
    return "".join(line + LINE_END for line in lines)


def _days(tournament: Tournament, results: Results, number: int) -> list[dt.date]:
    """The day of player ``number``'s game (or bye) in each round: its own
    date in ``results``, else its round's."""
    schedule, info = tournament.schedule, tournament.info
    days = []
    for rnd in schedule.rounds:
        own = info.round_day(rnd.number)
        assert own is not None
        game = schedule.game_of(rnd.number, number)
        key = (rnd.number, 0 if game is None else game.board, 1)
        days.append(results.dates.get(key, own))
    return days


def write_month_trf(
    tournament: Tournament, crosstable: Crosstable, month: str, target: Path
) -> None:
    """Write :func:`format_month_trf` to ``target`` atomically.

    Raises:
        InputError: as :func:`month_sittings`.
        OutputError: as :func:`format_month_trf`, or the file cannot be written.
    """
    write_text(target, format_month_trf(tournament, crosstable, month))


def _rounds_text(rounds: tuple[int, ...]) -> str:
    """``rounds 5-8``, or ``rounds 2, 5`` where they are not consecutive.

    >>> _rounds_text((5, 6, 7, 8)), _rounds_text((2, 5)), _rounds_text((3,))
    ('rounds 5-8', 'rounds 2, 5', 'round 3')
    """
    if len(rounds) == 1:
        return f"round {rounds[0]}"
    if list(rounds) == list(range(rounds[0], rounds[-1] + 1)):
        return f"rounds {rounds[0]}-{rounds[-1]}"
    return "rounds " + ", ".join(map(str, rounds))

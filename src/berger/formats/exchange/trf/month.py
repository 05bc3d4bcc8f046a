"""A TRF of one calendar month's games (``berger export --to trf --month``).

FIDE rates each calendar month's games in that month's rating period, so
the rating officer of a round robin played over several months (a weekly
club event) reports each month on its own. The file is the event's TRF cut
to the rounds whose date falls in the month: those rounds renumbered 1, 2 ...
in order, 132 their dates, 142 their number, 042 and 052 the month's first
and last round dates, 092 the event's type with the rounds it holds
(``Round robin, rounds 5-8 of 15, 2026-10``), and for each player the month's
blocks and the points scored in them (struck games written as played, as in
the whole file). The rank column is left blank (the file is no standings),
and so are the tiebreak records.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from fractions import Fraction
from typing import TYPE_CHECKING

from berger.core.rating_rules import round_months
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
    from berger.core.tournament import Tournament


def month_rounds(tournament: Tournament, month: str) -> tuple[int, ...]:
    """The rounds of the event played in ``month`` (``YYYY-MM``).

    Raises:
        InputError: the event does not date every round, or no round is in
            that month (the message lists the event's months).
    """
    rounds = len(tournament.schedule.rounds)
    months = dict(round_months(tournament.info, rounds))
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
    if month not in months:
        raise InputError(
            _(
                "--month {month}: no round of the event is in that month"
                " (its rounds are in {months})"
            ).format(month=month, months=", ".join(months))
        )
    return months[month]


def format_month_trf(tournament: Tournament, crosstable: Crosstable, month: str) -> str:
    """The TRF text of the games of ``month`` (see the module's docstring).

    Raises:
        InputError: as :func:`month_rounds`.
        OutputError: a value TRF cannot hold (as the whole file).
    """
    chosen = month_rounds(tournament, month)
    info = tournament.info
    dates = tuple(info.round_dates[number - 1] for number in chosen)
    first, last = dates[0], dates[-1]
    cut = dataclasses.replace(
        info, start=_day(first), end=_day(last), round_dates=dates
    )
    schedule = tournament.schedule
    lines = header_records(
        cut, tournament.players, rounds=len(chosen), cycles=schedule.cycles
    )
    total = schedule.planned_rounds
    lines = [
        f"{line}, {_rounds_text(chosen)} of {total}, {month}"
        if line.startswith("092 ")
        else line
        for line in lines
    ]
    lines.append(f"192 {pairing_system(schedule)}")
    lines += scoring_records(tournament.scoring)
    bye = bye_code(tournament.scoring)
    renumber = {number: index for index, number in enumerate(chosen, start=1)}
    for number, fields in numbered_fields(enumerate(tournament.players, start=1)):
        row = crosstable.rows[number - 1]
        points = sum(
            (
                cell.points
                for cell in (row[r - 1] for r in chosen)
                if cell.points is not None
                and not (cell.struck and cell.opponent is None)
            ),
            Fraction(0),
        )
        blocks = [
            (renumber[r], opponent, colour, code)
            for r, opponent, colour, code in round_blocks(crosstable, number, bye)
            if r in renumber
        ]
        lines.append(
            player_record(number, fields, points, None, blocks, rounds=len(chosen))
        )
    return "".join(line + LINE_END for line in lines)


def write_month_trf(
    tournament: Tournament, crosstable: Crosstable, month: str, target: Path
) -> None:
    """Write :func:`format_month_trf` to ``target`` atomically.

    Raises:
        InputError: as :func:`month_rounds`.
        OutputError: as :func:`format_month_trf`, or the file cannot be written.
    """
    write_text(target, format_month_trf(tournament, crosstable, month))


def _day(value: dt.date | dt.datetime) -> dt.date:
    return value.date() if isinstance(value, dt.datetime) else value


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

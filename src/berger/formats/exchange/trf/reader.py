"""Reading a TRF as it is written: the header records, the tournament settings
they state (142 or XXR rounds, 192 pairing system, 092 single or double, 162
scoring, 202/212 tiebreaks, 132 round dates) and every 001 player record with
its round blocks (each read by :mod:`berger.formats.exchange.trf.player_reader`).

Nothing here knows berger's schedule: :mod:`berger.formats.exchange.trf.games` pairs the
blocks into games and :mod:`berger.formats.exchange.trf.schedule` maps them onto the
Berger table. The reader is tolerant of CRLF/LF/CR line ends, trailing spaces,
``###`` comments (but berger's own, :mod:`berger.formats.exchange.trf.notes`)
and record codes it does not know (ignored), and strict about
anything it cannot understand: one line naming file, line and column.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

from berger.core.bounds import clip, whole_number
from berger.core.bounds import number as number_of
from berger.core.model import EventInfo, Game, Player
from berger.core.scoring import CHESS, MOST_POINTS, PLACES, ScoringSystem
from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError
from berger.formats.exchange.trf.header_writer import own_code
from berger.formats.exchange.trf.layout import BLOCK_START, BLOCK_WIDTH, at
from berger.formats.exchange.trf.notes import (
    TrfDate,
    TrfWithdrawal,
    check_withdrawals,
    read_note,
)
from berger.formats.exchange.trf.player_reader import (
    PlayerRecord,
    check_numbers,
    read_blocks,
    read_player,
)
from berger.formats.files.entrants import check_roster
from berger.formats.files.input_file import InputFile
from berger.formats.files.result_cells import LARGEST_CELL
from berger.messages import _


@dataclass(frozen=True, slots=True)
class TrfFile:
    """What a TRF says: the event, the settings it states and the players."""

    shown: str
    """The file as named in messages."""
    info: EventInfo
    """Records 012–132: name, site, federation, dates, arbiters, time
    control, round dates, and the game (092 naming draughts)."""
    records: tuple[PlayerRecord, ...]
    """The 001 records by starting rank (``records[0]`` is number 1)."""
    rounds: tuple[int, int] | None
    """Record 142 (rounds, line), else JaVaFo's XXR, or None."""
    system: tuple[str, int] | None
    """Record 192, the encoded pairing system (upper-cased, line), or None."""
    cycles_hint: int | None
    """2 when record 092 names a double round robin, else None."""
    scoring: ScoringSystem | None
    """Record 162, or None."""
    tiebreaks: tuple[str, ...] | None
    """Record 202 (else 212 without its leading ``PTS``), or None."""
    withdrawn: tuple[TrfWithdrawal, ...] = ()
    """The withdrawals berger's comment lines state (see
    :mod:`berger.formats.exchange.trf.notes`)."""
    withdrawal: WithdrawalRule | None = None
    """The withdrawal rule they state, or None."""
    dates: tuple[TrfDate, ...] = ()
    """The games' own dates berger's comment lines state."""

    @property
    def players(self) -> tuple[Player, ...]:
        """The players by starting rank."""
        return tuple(record.player for record in self.records)


def read_trf(path: Path | InputFile) -> TrfFile:
    """The TRF at ``path`` (or its bytes, read already) as it is written.

    Raises:
        InputError: anything the reader cannot understand (a truncated or
            shifted line, a bad date, number or result letter, duplicate
            starting ranks or names, no players), with line and column.
    """
    source = path if isinstance(path, InputFile) else InputFile.read(path)
    shown = source.shown
    info: dict[str, Any] = {}
    deputies: list[str] = []
    read: list[tuple[PlayerRecord, str]] = []
    rounds: tuple[int, int] | None = None
    xxr: tuple[int, int] | None = None
    system: tuple[str, int] | None = None
    cycles_hint: int | None = None
    scoring: ScoringSystem | None = None
    tiebreaks: tuple[str, ...] | None = None
    withdrawn: list[TrfWithdrawal] = []
    withdrawal: WithdrawalRule | None = None
    dates: list[TrfDate] = []
    for number, line in _lines(source):
        code, value = line[:3], line[4:].strip()
        if code == "###":
            note = read_note(line, number, shown)
            if isinstance(note, TrfWithdrawal):
                withdrawn.append(note)
            elif isinstance(note, TrfDate):
                dates.append(note)
            elif note is not None:
                withdrawal = note
        elif code == "001":
            read.append((read_player(line, number, shown), line))
        elif code in _TEXT_RECORDS:
            info[_TEXT_RECORDS[code]] = value
        elif code == "112":
            deputies.append(value)
        elif code in ("042", "052"):
            key = "start" if code == "042" else "end"
            info[key] = _header_date(value, shown, number) if value else None
        elif code == "092":
            cycles_hint = 2 if "double" in value.lower() else None
            if "draughts" in value.lower():
                info["game"] = Game.DRAUGHTS
        elif code == "132":
            info["round_dates"] = _round_dates(line, shown, number)
        elif code == "142":
            rounds = (_header_int(value, shown, number), number)
        elif code == "XXR":
            xxr = (_header_int(value, shown, number), number)
        elif code == "192":
            system = (value.upper(), number)
        elif code == "310":
            raise InputError(
                _(
                    "a team TRF (record 310): berger reads a team event from its"
                    " event folder (teams file and results), not from a TRF"
                ),
                path=shown,
                line=number,
            )
        elif code == "162":
            scoring = _read_scoring(line, shown, number)
        elif code == "202" or (code == "212" and tiebreaks is None):
            codes = [own_code(c.strip()) for c in value.split(",") if c.strip()]
            if code == "212" and codes and codes[0].upper() == "PTS":
                codes = codes[1:]
            tiebreaks = tuple(codes) or None
    if deputies:
        info["deputy_arbiter"] = "; ".join(d for d in deputies if d)
    if not read:
        raise InputError(
            _("no player records (001 lines): not a TRF file?"), path=shown
        )
    read.sort(key=lambda pair: pair[0].number)
    records = [record for record, _text in read]
    check_numbers(records, shown)
    check_roster([r.player for r in records], [r.line for r in records], shown)
    check_withdrawals(tuple(withdrawn), len(records), shown)
    return TrfFile(
        shown=shown,
        info=replace(EventInfo(), **info),
        records=tuple(
            replace(record, blocks=read_blocks(text, record, len(read), shown))
            for record, text in read
        ),
        rounds=rounds or xxr,
        system=system,
        cycles_hint=cycles_hint,
        scoring=scoring,
        tiebreaks=tiebreaks,
        withdrawn=tuple(withdrawn),
        withdrawal=withdrawal,
        dates=tuple(dates),
    )


def _lines(source: InputFile) -> Iterator[tuple[int, str]]:
    text = source.text()
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip()
        if line:
            yield number, line


_TEXT_RECORDS = {
    "012": "name",
    "022": "site",
    "032": "federation",
    "102": "arbiter",
    "122": "time_control",
}


def _header_int(value: str, shown: str, line: int) -> int:
    if not value.isdecimal():
        message = _("{value!r} is not a number").format(value=clip(value))
        raise at(shown, line, 5, message)
    try:
        return whole_number(value, 0, LARGEST_CELL)
    except InputError as exc:
        raise at(shown, line, 5, exc.message) from None


def _header_date(value: str, shown: str, line: int) -> dt.date:
    for pattern in ("%Y/%m/%d", "%Y-%m-%d", "%Y.%m.%d", "%d.%m.%Y", "%y/%m/%d"):
        try:
            return dt.datetime.strptime(value, pattern).date()
        except ValueError:
            continue
    raise at(
        shown, line, 5, _("{value!r} is not a date (YYYY/MM/DD)").format(value=value)
    )


def _round_dates(line: str, shown: str, number: int) -> tuple[dt.date, ...]:
    dates: list[dt.date | None] = []
    for start in range(BLOCK_START - 1, len(line), BLOCK_WIDTH):
        text = line[start : start + 8].strip()
        if not text:
            dates.append(None)
            continue
        try:
            dates.append(dt.datetime.strptime(text, "%y/%m/%d").date())
        except ValueError:
            raise at(
                shown,
                number,
                start + 1,
                _("{text!r} is not a round date (YY/MM/DD)").format(text=text),
            ) from None
    while dates and dates[-1] is None:
        dates.pop()
    if None in dates:
        gap = dates.index(None)
        raise at(
            shown,
            number,
            BLOCK_START + BLOCK_WIDTH * gap,
            _("round {round} has no date while later rounds have one").format(
                round=gap + 1
            ),
        )
    return tuple(d for d in dates if d is not None)


def _read_scoring(line: str, shown: str, number: int) -> ScoringSystem:
    """Record 162: the points of each letter, held to the bounds and the
    order of every scoring (see :mod:`berger.core.scoring`).

    Raises:
        InputError: points that are not such a number, or out of order.
    """
    points: dict[str, Fraction] = {}
    for start in range(5, len(line), 9):
        letter = line[start].upper()
        text = line[start + 1 : start + 5].strip().replace(",", ".")
        if letter == " " and not text:
            continue
        try:
            points[letter] = number_of(text, -MOST_POINTS, MOST_POINTS, places=PLACES)
        except InputError as exc:
            raise at(shown, number, start + 2, exc.message) from None
    win = points.get("W", CHESS.win)
    values = (
        win,
        points.get("D", CHESS.draw),
        points.get("L", CHESS.loss),
        win,
        points.get("A", CHESS.forfeit_loss),
        points.get("P", win),
    )
    try:
        return ScoringSystem.from_values(values)
    except InputError as exc:
        raise at(shown, number, 5, exc.message) from None

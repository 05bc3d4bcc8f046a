"""Writing a TRF: the TRF16 layout with the TRF26 records a round robin uses
(142 rounds, 162 scoring, 202/212 tiebreaks).

The writer never shifts a column: a value that does not fit its field is
either refused (:class:`OutputError`) or handled by a documented fallback
listed by :func:`trf_warnings`.

The round-robin bye (odd number of players) is written ``0000 -`` with the
code that carries its points under TRF's own rules: ``Z`` when the bye is
worth what a forfeit loss is (0 in every preset), ``H`` a draw, ``F`` a win,
else ``U`` with the points in record 162 (``P``).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.model import Game, Player
from berger.core.names import clean_name, name_key
from berger.core.scoring import CHESS, ScoringSystem
from berger.errors import OutputError
from berger.formats.atomic import write_text
from berger.formats.trf.layout import (
    BIRTH,
    BLOCK_START,
    BLOCK_WIDTH,
    COLOUR,
    FEDERATION,
    FIDE_ID,
    LINE_END,
    NAME,
    NAME_WIDTH,
    NUMBER,
    POINTS,
    RANK,
    RATING,
    RESULT,
    SEX,
    TITLE,
    Field,
    trf_name,
)

if TYPE_CHECKING:
    from berger.core.crosstable import Crosstable
    from berger.core.standings import Standings
    from berger.core.tournament import Tournament


def format_trf(
    tournament: Tournament,
    crosstable: Crosstable,
    standings: Standings | None,
    *,
    chain: Sequence[str] = (),
) -> str:
    """The TRF text of the event: header records, then one 001 line per player.

    Without standings (no results yet) the rank columns stay blank and the
    round blocks hold the pairings with blank result columns: the draw. The
    tiebreak list (records 202 and 212) comes from the standings, else from
    ``chain``.

    Raises:
        OutputError: a value that TRF cannot hold (points beyond the 4-column
            field, two names that are the same once cut to 33 characters).
    """
    codes = tuple(standings.chain) if standings is not None else tuple(chain)
    ranks = {row.number: row.rank for row in standings.rows} if standings else {}
    lines = _header(tournament, codes)
    seen: dict[str, int] = {}
    for number, player in enumerate(tournament.players, start=1):
        fields, _notes = _player_fields(player)
        key = name_key(fields[NAME])
        if key in seen:
            raise OutputError(
                f"players {seen[key]} and {number} have the same name once cut to"
                f" TRF's {NAME_WIDTH} characters ({fields[NAME]!r}); shorten one"
            )
        seen[key] = number
        lines.append(
            _player_line(
                number,
                fields,
                crosstable,
                ranks.get(number),
                _bye_code(tournament.scoring),
            )
        )
    return "".join(line + LINE_END for line in lines)


def write_trf(
    tournament: Tournament,
    crosstable: Crosstable,
    standings: Standings | None,
    target: Path,
    *,
    chain: Sequence[str] = (),
) -> None:
    """Write :func:`format_trf` to ``target`` atomically (UTF-8, CR LF).

    Raises:
        OutputError: as :func:`format_trf`, or the file cannot be written.
    """
    write_text(target, format_trf(tournament, crosstable, standings, chain=chain))


def trf_warnings(tournament: Tournament) -> tuple[str, ...]:
    """What the TRF cannot hold as it is, one sentence each: names cut to 33
    characters, fields left blank, points TRF's record 162 cannot say."""
    notes: list[str] = []
    for number, player in enumerate(tournament.players, start=1):
        _fields, player_notes = _player_fields(player)
        notes.extend(f"player {number}: {note}" for note in player_notes)
    scoring = tournament.scoring
    if scoring.forfeit_win != scoring.win:
        notes.append(
            f"a forfeit win is worth {_decimal(scoring.forfeit_win)} but TRF's"
            f" record 162 has no code for it; readers count it as a win"
            f" ({_decimal(scoring.win)}); the points column is exact"
        )
    return tuple(notes)


def _header(tournament: Tournament, codes: Sequence[str]) -> list[str]:
    info = tournament.info
    schedule = tournament.schedule
    lines = [
        f"{code} {value}"
        for code, value in (
            ("012", info.name),
            ("022", info.site),
            ("032", info.federation),
            ("042", _date(info.start)),
            ("052", _date(info.end)),
        )
        if value
    ]
    rated = sum(1 for p in tournament.players if p.rating)
    kind = _type(schedule.cycles) + (", draughts" if info.game is Game.DRAUGHTS else "")
    lines += [f"062 {tournament.n}", f"072 {rated}", f"092 {kind}"]
    lines += [
        f"{code} {value}"
        for code, value in (
            ("102", info.arbiter),
            ("112", info.deputy_arbiter),
            ("122", info.time_control),
        )
        if value
    ]
    if info.round_dates:
        cells = [" " * (BLOCK_START - 1)]
        cells[0] = "132" + cells[0][3:]
        for day in info.round_dates[: len(schedule.rounds)]:
            cells.append(_day(day).strftime("%y/%m/%d") + "  ")
        lines.append("".join(cells).rstrip())
    lines.append(f"142 {len(schedule.rounds)}")
    if tournament.scoring.values != CHESS.values:
        lines.append(_scoring_record(tournament.scoring))
    if codes:
        lines += [f"202 {','.join(codes)}", f"212 PTS,{','.join(codes)}"]
    return lines


def _type(cycles: int) -> str:
    if cycles == 1:
        return "Round robin"
    if cycles == 2:
        return "Double round robin"
    return f"Round robin, {cycles} cycles"


def _day(value: dt.date | dt.datetime) -> dt.date:
    return value.date() if isinstance(value, dt.datetime) else value


def _date(value: dt.date | None) -> str:
    return "" if value is None else value.strftime("%Y/%m/%d")


def _scoring_record(scoring: ScoringSystem) -> str:
    entries = (
        ("W", scoring.win),
        ("D", scoring.draw),
        ("L", scoring.loss),
        ("A", scoring.forfeit_loss),
        ("P", scoring.bye),
    )
    line = "162 "
    for letter, points in entries:
        text = _points_text(points)
        if text is None:
            raise OutputError(
                f"{letter} points {_decimal(points)} do not fit TRF record 162"
                " (4 columns, one decimal)"
            )
        line = line.ljust(len(line) + (5 - len(line)) % 9) + letter + text.rjust(4)
    return line


def _bye_code(scoring: ScoringSystem) -> str:
    if scoring.bye == scoring.forfeit_loss:
        return "Z"
    if scoring.bye == scoring.draw:
        return "H"
    if scoring.bye == scoring.win:
        return "F"
    return "U"


def _decimal(value: Fraction) -> str:
    text = _points_text(value, width=12)
    return text if text is not None else str(value)


def _points_text(value: Fraction, *, width: int = POINTS.width) -> str | None:
    """``5.5``, ``6.0``, ``100`` (a whole number too long for ``.0``), ``1.25``;
    None when no exact decimal fits ``width`` columns."""
    for places in (1, 2, 3):
        scaled = value * 10**places
        if scaled.denominator != 1:
            continue
        whole, part = divmod(abs(scaled.numerator), 10**places)
        sign = "-" if value < 0 else ""
        text = f"{sign}{whole}.{part:0{places}d}"
        if len(text) <= width:
            return text
        if value.denominator == 1 and len(f"{value}") <= width:
            return f"{value}"
        return None
    return None


def _player_fields(player: Player) -> tuple[dict[Field, str], list[str]]:
    """The text of each 001 field for ``player``, and what had to give way."""
    notes: list[str] = []
    full = clean_name(player.name)
    name = trf_name(full)
    if name != full:
        notes.append(
            f"name {full!r} is longer than TRF's {NAME_WIDTH} characters;"
            f" written as {name!r}"
        )
    fields = {
        NAME: name,
        SEX: player.sex if player.sex in ("m", "w") else "",
        RATING: str(player.rating) if player.rating else "",
    }
    for fld, value in (
        (TITLE, player.title),
        (FEDERATION, player.federation),
        (FIDE_ID, player.fide_id),
    ):
        text = (value or "").strip()
        if len(text) > fld.width:
            notes.append(
                f"{fld.name} {text!r} is longer than TRF's {fld.width} columns;"
                " left blank"
            )
            text = ""
        fields[fld] = text
    birth = _birth_text(player.birth)
    if birth is None:
        notes.append(
            f"birth date {player.birth!r} is not a date TRF can hold"
            " (YYYY/MM/DD); left blank"
        )
    fields[BIRTH] = birth or ""
    return fields, notes


_ISO = re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})")
_DMY = re.compile(r"(\d{1,2})\.(\d{1,2})\.(\d{4})")


def _birth_text(birth: str | None) -> str | None:
    text = (birth or "").strip()
    if not text or re.fullmatch(r"\d{4}", text):
        return text
    if match := _ISO.fullmatch(text):
        year, month, day = match.groups()
    elif match := _DMY.fullmatch(text):
        day, month, year = match.groups()
    else:
        return None
    return f"{year}/{int(month):02d}/{int(day):02d}"


def _place(chars: list[str], fld: Field, text: str) -> None:
    if len(text) > fld.width:  # _player_fields has made every text fit
        raise AssertionError(f"{fld.name} {text!r} wider than {fld.width}")
    padded = text.rjust(fld.width) if fld.right else text.ljust(fld.width)
    chars[fld.first - 1 : fld.last] = padded


def _player_line(
    number: int,
    fields: Mapping[Field, str],
    crosstable: Crosstable,
    rank: int | None,
    bye_code: str,
) -> str:
    rows = crosstable.rows[number - 1]
    chars = [" "] * (BLOCK_START - 1 + BLOCK_WIDTH * len(rows))
    chars[0:3] = "001"
    _place(chars, NUMBER, str(number))
    for fld, text in fields.items():
        _place(chars, fld, text)
    points = crosstable.points[number - 1]
    points_text = _points_text(points)
    if points_text is None:
        raise OutputError(
            f"player {number}'s points {_decimal(points)} do not fit TRF's"
            f" points field (columns {POINTS.first}–{POINTS.last}: at most 99.5,"
            " or a whole number up to 9999)"
        )
    _place(chars, POINTS, points_text)
    _place(chars, RANK, "" if rank is None else str(rank))
    for cell in rows:
        start = BLOCK_START - 1 + BLOCK_WIDTH * (cell.round - 1)
        if cell.opponent is None:
            opponent, colour, code = "0000", "-", bye_code
        else:
            assert cell.colour is not None
            opponent, colour = str(cell.opponent), cell.colour.value
            code = cell.score.value
        chars[start : start + 4] = opponent.rjust(4)
        chars[start + COLOUR] = colour
        chars[start + RESULT] = code
    return "".join(chars).rstrip()

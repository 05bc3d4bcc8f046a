"""FIDE Tournament Report File: the TRF16 layout with the TRF26 records a round
robin uses (142 rounds, 162 scoring, 202/212 tiebreaks).

Columns are 1-based and fixed (FIDE C.04 Annex 2; reference/rules.md section c).
The writer never shifts a column: a value that does not fit its field is
either refused (:class:`OutputError`) or handled by a documented fallback
listed by :func:`trf_warnings`. The reader is tolerant of CRLF/LF/CR line
ends, trailing spaces, ``###`` comments and record codes it does not know
(ignored), and strict about anything it cannot understand: one line naming
file, line and column.

The round-robin bye (odd number of players) is written ``0000 -`` with the
code that carries its points under TRF's own rules: ``Z`` when the bye is
worth what a forfeit loss is (0 in every preset), ``H`` a draw, ``F`` a win,
else ``U`` with the points in record 162 (``P``).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from berger.core.berger import build_schedule, default_swap
from berger.core.draw import Numbering
from berger.core.model import EventInfo, Outcome, Player, Schedule
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import CHESS, ScoringSystem
from berger.errors import BergerError, InputError, OutputError
from berger.formats.atomic import write_text
from berger.formats.event import EventConfig, Options
from berger.formats.participants import check_roster, decode, read_bytes

if TYPE_CHECKING:
    from berger.core.crosstable import Crosstable
    from berger.core.standings import Standings
    from berger.core.tournament import Tournament

LINE_END = "\r\n"
"""TRF asks for a CR at the end of every line; CR LF suits every reader."""
NAME_WIDTH = 33
BLOCK_START = 92
"""Column where round 1's 10-column block starts."""
BLOCK_WIDTH = 10


@dataclass(frozen=True, slots=True)
class Field:
    """A fixed field of the 001 player record, 1-based inclusive columns."""

    name: str
    first: int
    last: int
    right: bool = False
    """Right-aligned (numbers): a line that ends inside it was cut short."""

    @property
    def width(self) -> int:
        """Number of columns."""
        return self.last - self.first + 1

    def text(self, line: str) -> str:
        """The field's text in ``line``, spaces stripped."""
        return line[self.first - 1 : self.last].strip()


NUMBER = Field("starting rank", 5, 8, right=True)
SEX = Field("sex", 10, 10)
TITLE = Field("title", 11, 13, right=True)
NAME = Field("name", 15, 47)
RATING = Field("rating", 49, 52, right=True)
FEDERATION = Field("federation", 54, 56)
FIDE_ID = Field("FIDE id", 58, 68, right=True)
BIRTH = Field("birth date", 70, 79)
POINTS = Field("points", 81, 84, right=True)
RANK = Field("rank", 86, 89, right=True)
_CUT_CHECKED = (NUMBER, RATING, FIDE_ID, POINTS, RANK)
"""Right-aligned fields: a line ending inside one of them was truncated."""

# Offsets inside a round block (0-based from the block's first column).
_OPPONENT = (0, 4)
_COLOUR = 5
_RESULT = 7
_BLOCK_GAPS = (4, 6, 8, 9)

_GAME_CODES = {"1": "1", "=": "=", "0": "0", "+": "+", "-": "-"}
_GAME_CODES |= {"W": "1", "D": "=", "L": "0", " ": " "}
"""Result letters of a game against an opponent (W/D/L: under one move, unrated)."""
_BYE_CODES = frozenset("HFUZ ")
_PAIRS: dict[tuple[str, str], Outcome] = {
    ("1", "0"): Outcome.WHITE_WIN,
    ("=", "="): Outcome.DRAW,
    ("0", "1"): Outcome.BLACK_WIN,
    ("+", "-"): Outcome.WHITE_FORFEIT_WIN,
    ("-", "+"): Outcome.BLACK_FORFEIT_WIN,
    ("-", "-"): Outcome.DOUBLE_FORFEIT,
    (" ", " "): Outcome.UNPLAYED,
}
_LETTERS = {outcome: pair for pair, outcome in _PAIRS.items()}

_TITLES = {"g": "GM", "m": "IM", "f": "FM", "c": "CM"}
_TITLES |= {"wg": "WGM", "wm": "WIM", "wf": "WFM", "wc": "WCM"}


# --------------------------------------------------------------------- writer


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
        key = fields[NAME].casefold()
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
    kind = _type(schedule.cycles) + (", draughts" if info.game == "draughts" else "")
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
    name = " ".join(player.name.split())
    if len(name) > NAME_WIDTH:
        notes.append(
            f"name {name!r} is longer than TRF's {NAME_WIDTH} characters;"
            f" written as {name[:NAME_WIDTH].rstrip()!r}"
        )
        name = name[:NAME_WIDTH].rstrip()
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
        chars[start + _COLOUR] = colour
        chars[start + _RESULT] = code
    return "".join(chars).rstrip()


# --------------------------------------------------------------------- reader


@dataclass(frozen=True, slots=True)
class TrfResults:
    """Results read from a TRF's round blocks, in the file's pairing numbers."""

    shown: str
    """The file as named in messages."""
    names: tuple[str, ...]
    """Player names by the file's numbers (``names[0]`` is number 1)."""
    lines: tuple[int, ...]
    """The 001 line of each player, by number."""
    games: tuple[tuple[int, int, int, Outcome, int, int], ...]
    """(round, white, black, outcome, line, column), pending games included."""
    byes: tuple[tuple[int, int, int, int], ...]
    """(round, player, line, column) of each bye block."""


@dataclass(frozen=True, slots=True)
class _Record:
    number: int
    line: int
    text: str
    player: Player


@dataclass(frozen=True, slots=True)
class _File:
    shown: str
    info: EventInfo
    records: tuple[_Record, ...]
    rounds: tuple[int, int] | None
    """Record 142 (rounds, line), or None."""
    cycles_hint: int | None
    """From record 092 ("double"), or None."""
    scoring: ScoringSystem | None
    tiebreaks: tuple[str, ...] | None


def read_trf_event(path: Path, overrides: Options) -> EventConfig:
    """An EVENT from a TRF file: players from the 001 records (pairing numbers
    kept as list order), header records as the event, 142/162/202 as the rules
    where ``overrides`` does not give them, results from the round blocks.

    Raises:
        InputError: anything the reader cannot understand, with line and column.
    """
    data = _parse(path)
    n = len(data.records)
    results = _pair_blocks(data)
    per_cycle = n - 1 + n % 2
    cycles = overrides.cycles or _cycles(data, results, per_cycle)
    swaps = (
        [overrides.swap_last_two]
        if overrides.swap_last_two is not None
        else [default_swap(cycles), not default_swap(cycles)]
    )
    first_error: InputError | None = None
    swap = swaps[0]
    for candidate in swaps if cycles > 1 else swaps[:1]:
        schedule = build_schedule(n, cycles=cycles, swap_last_two=candidate)
        try:
            _check_schedule(results, schedule, range(1, n + 1))
        except InputError as exc:
            first_error = first_error or exc
            continue
        swap, first_error = candidate, None
        break
    if first_error is not None:
        raise first_error
    base = Options(
        cycles=cycles,
        swap_last_two=swap if cycles > 1 else None,
        numbering=Numbering.LIST,
        scoring=data.scoring,
        tiebreaks=data.tiebreaks,
    )
    return EventConfig(
        source=path,
        folder=path.parent,
        info=data.info,
        players=tuple(record.player for record in data.records),
        players_file=data.shown,
        options=overrides.over(base),
        trf_results=results,
    )


def read_trf_results(path: Path, tournament: Tournament) -> Results:
    """The results in a TRF's round blocks, for ``tournament``.

    The file's players are matched to the event's by name (a 33-character
    name matches a longer one it begins).

    Raises:
        InputError: unreadable blocks, players that are not the event's, or
            games that are not the event's schedule; with line and column.
    """
    data = _parse(path)
    return results_from_trf(_pair_blocks(data), tournament)


def results_from_trf(trf: TrfResults, tournament: Tournament) -> Results:
    """Turn results read from a TRF into :class:`Results` for ``tournament``.

    Raises:
        InputError: as :func:`read_trf_results`.
    """
    numbers = _match_players(trf, tournament)
    _check_schedule(trf, tournament.schedule, numbers)
    builder = ResultsBuilder.for_tournament(tournament)
    for round_number, white, black, outcome, line, column in trf.games:
        try:
            builder.add(round_number, numbers[white - 1], numbers[black - 1], outcome)
        except BergerError as exc:
            raise _at(trf.shown, line, column, str(exc)) from None
    return builder.build()


def _at(shown: str, line: int, column: int, message: str) -> InputError:
    return InputError(message, path=shown, line=line, field=f"column {column}")


def _lines(path: Path, shown: str) -> Iterator[tuple[int, str]]:
    text = decode(read_bytes(path, shown), shown)
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip()
        if line and not line.startswith("###"):
            yield number, line


def _parse(path: Path) -> _File:
    shown = str(path)
    info: dict[str, Any] = {}
    deputies: list[str] = []
    records: list[_Record] = []
    rounds: tuple[int, int] | None = None
    cycles_hint: int | None = None
    scoring: ScoringSystem | None = None
    tiebreaks: tuple[str, ...] | None = None
    for number, line in _lines(path, shown):
        code, value = line[:3], line[4:].strip()
        if code == "001":
            records.append(_player_record(line, number, shown))
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
                info["game"] = "draughts"
        elif code == "132":
            info["round_dates"] = _round_dates(line, shown, number)
        elif code == "142":
            rounds = (_header_int(value, shown, number), number)
        elif code == "162":
            scoring = _read_scoring(line, shown, number)
        elif code == "202" or (code == "212" and tiebreaks is None):
            codes = [c.strip() for c in value.split(",") if c.strip()]
            if code == "212" and codes and codes[0].upper() == "PTS":
                codes = codes[1:]
            tiebreaks = tuple(codes) or None
    if deputies:
        info["deputy_arbiter"] = "; ".join(d for d in deputies if d)
    if not records:
        raise InputError("no player records (001 lines): not a TRF file?", path=shown)
    records.sort(key=lambda r: r.number)
    _check_numbers(records, shown)
    check_roster([r.player for r in records], [r.line for r in records], shown)
    return _File(
        shown=shown,
        info=replace(EventInfo(), **info),
        records=tuple(records),
        rounds=rounds,
        cycles_hint=cycles_hint,
        scoring=scoring,
        tiebreaks=tiebreaks,
    )


_TEXT_RECORDS = {
    "012": "name",
    "022": "site",
    "032": "federation",
    "102": "arbiter",
    "122": "time_control",
}


def _header_int(value: str, shown: str, line: int) -> int:
    if not value.isdigit():
        raise _at(shown, line, 5, f"{value!r} is not a number")
    return int(value)


def _header_date(value: str, shown: str, line: int) -> dt.date:
    for pattern in ("%Y/%m/%d", "%Y-%m-%d", "%Y.%m.%d", "%d.%m.%Y", "%y/%m/%d"):
        try:
            return dt.datetime.strptime(value, pattern).date()
        except ValueError:
            continue
    raise _at(shown, line, 5, f"{value!r} is not a date (YYYY/MM/DD)")


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
            raise _at(
                shown, number, start + 1, f"{text!r} is not a round date (YY/MM/DD)"
            ) from None
    while dates and dates[-1] is None:
        dates.pop()
    if None in dates:
        gap = dates.index(None)
        raise _at(
            shown,
            number,
            BLOCK_START + BLOCK_WIDTH * gap,
            f"round {gap + 1} has no date while later rounds have one",
        )
    return tuple(d for d in dates if d is not None)


def _read_scoring(line: str, shown: str, number: int) -> ScoringSystem:
    points: dict[str, Fraction] = {}
    for start in range(5, len(line), 9):
        letter = line[start].upper()
        text = line[start + 1 : start + 5].strip().replace(",", ".")
        if letter == " " and not text:
            continue
        try:
            points[letter] = Fraction(text)
        except ValueError:
            raise _at(shown, number, start + 2, f"{text!r} is not points") from None
    win = points.get("W", CHESS.win)
    return ScoringSystem(
        win=win,
        draw=points.get("D", CHESS.draw),
        loss=points.get("L", CHESS.loss),
        forfeit_win=win,
        forfeit_loss=points.get("A", CHESS.forfeit_loss),
        bye=points.get("P", win),
    )


def _player_record(line: str, number: int, shown: str) -> _Record:
    end = len(line)
    for fld in _CUT_CHECKED:
        if fld.first <= end < fld.last:
            raise _at(
                shown,
                number,
                end,
                f"the 001 line ends inside the {fld.name} field"
                f" (columns {fld.first}–{fld.last}): truncated",
            )
    if end < NAME.first:
        raise _at(shown, number, end, "the 001 line ends before the name: truncated")
    if end >= BLOCK_START and (end - BLOCK_START) % BLOCK_WIDTH < 3:
        r = (end - BLOCK_START) // BLOCK_WIDTH + 1
        raise _at(
            shown,
            number,
            end,
            f"the 001 line ends inside round {r}'s opponent number: truncated",
        )
    for column in (4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91):
        if column <= end and line[column - 1] != " ":
            raise _at(
                shown,
                number,
                column,
                f"{line[column - 1]!r} where a blank separates the fields of a 001"
                " line: a shifted column?",
            )
    starting = NUMBER.text(line)
    if not starting.isdigit() or int(starting) == 0:
        raise _at(shown, number, NUMBER.first, f"{starting!r} is not a starting rank")
    name = " ".join(NAME.text(line).split())
    if not name:
        raise _at(shown, number, NAME.first, "the name is empty")
    rating = RATING.text(line)
    if rating and not rating.isdigit():
        raise _at(shown, number, RATING.first, f"rating {rating!r} is not a number")
    fide_id = FIDE_ID.text(line)
    if fide_id and not fide_id.isdigit():
        raise _at(shown, number, FIDE_ID.first, f"FIDE id {fide_id!r} is not digits")
    sex = SEX.text(line).lower()
    if sex not in ("", "m", "w", "f"):
        raise _at(shown, number, SEX.first, f"sex {sex!r} is not m or w")
    title = TITLE.text(line)
    player = Player(
        name=name,
        rating=(int(rating) or None) if rating else None,
        federation=FEDERATION.text(line) or None,
        title=_TITLES.get(title.lower(), title) or None,
        birth=BIRTH.text(line) or None,
        fide_id=fide_id if fide_id.strip("0") else None,
        sex={"f": "w"}.get(sex, sex) or None,
    )
    return _Record(int(starting), number, line, player)


def _check_numbers(records: Sequence[_Record], shown: str) -> None:
    n = len(records)
    seen: dict[int, int] = {}
    for record in records:
        if record.number in seen:
            raise _at(
                shown,
                record.line,
                NUMBER.first,
                f"starting rank {record.number} is also on line {seen[record.number]}",
            )
        if record.number > n:
            raise _at(
                shown,
                record.line,
                NUMBER.first,
                f"starting rank {record.number} but the file has {n} players"
                f" (ranks 1–{n})",
            )
        seen[record.number] = record.line


def _blocks(record: _Record, n: int, shown: str) -> Iterator[tuple[int, int, str, str]]:
    """(round, opponent or 0, colour, result letter) of each non-blank block."""
    line = record.text
    for index, start in enumerate(range(BLOCK_START - 1, len(line), BLOCK_WIDTH)):
        block = line[start : start + BLOCK_WIDTH].ljust(BLOCK_WIDTH)
        if not block.strip():
            continue
        column = start + 1
        for gap in _BLOCK_GAPS:
            if block[gap] != " ":
                raise _at(
                    shown,
                    record.line,
                    column + gap,
                    f"{block[gap]!r} where a round block has a blank:"
                    " a shifted column?",
                )
        opponent_text = block[slice(*_OPPONENT)].strip()
        if not opponent_text.isdigit():
            raise _at(
                shown,
                record.line,
                column,
                f"opponent {opponent_text!r} is not a pairing number",
            )
        opponent = int(opponent_text)
        if opponent > n or opponent == record.number:
            why = "the player's own" if opponent == record.number else "out of range"
            raise _at(
                shown,
                record.line,
                column,
                f"opponent number {opponent} is {why} (players 1–{n})",
            )
        colour = block[_COLOUR].lower()
        letter = block[_RESULT].upper()
        if colour not in ("w", "b", "-", " "):
            raise _at(
                shown,
                record.line,
                column + _COLOUR,
                f"colour {block[_COLOUR]!r} is not w, b or -",
            )
        valid = _BYE_CODES if opponent == 0 else _GAME_CODES
        if letter not in valid:
            what = "a bye" if opponent == 0 else "a game"
            known = "H F U Z" if opponent == 0 else "1 = 0 + - W D L"
            raise _at(
                shown,
                record.line,
                column + _RESULT,
                f"result code {block[_RESULT]!r} does not exist for {what}"
                f" (use {known} or blank)",
            )
        if opponent and colour not in ("w", "b"):
            raise _at(
                shown,
                record.line,
                column + _COLOUR,
                "a game needs colour w or b",
            )
        yield index + 1, opponent, colour, _GAME_CODES.get(letter, letter)


def _pair_blocks(data: _File) -> TrfResults:
    """Check each game's two blocks against each other; collect games and byes."""
    n = len(data.records)
    shown = data.shown
    blocks: list[dict[int, tuple[int, str, str]]] = []
    for record in data.records:
        blocks.append(
            {r: (opp, col, code) for r, opp, col, code in _blocks(record, n, shown)}
        )
    games: list[tuple[int, int, int, Outcome, int, int]] = []
    byes: list[tuple[int, int, int, int]] = []
    for record, own in zip(data.records, blocks, strict=True):
        p = record.number
        for r, (opp, colour, code) in own.items():
            column = BLOCK_START + BLOCK_WIDTH * (r - 1)
            if opp == 0:
                byes.append((r, p, record.line, column))
                continue
            partner = data.records[opp - 1]
            theirs = blocks[opp - 1].get(r)
            if theirs is not None and theirs[0] == p and partner.line > record.line:
                continue  # the pair is checked from the partner's line
            expected_colour = "b" if colour == "w" else "w"
            ours = f"{opp:>4} {colour} {code}"
            if theirs is None:
                if code == " ":
                    games.append(_game(r, p, opp, colour, (" ", " "), record, column))
                    continue
                raise _at(
                    shown,
                    record.line,
                    column,
                    f"round {r}: player {p} has {ours.strip()!r} but player {opp}'s"
                    f" line ({partner.line}) has no block for round {r}",
                )
            t_opp, t_colour, t_code = theirs
            codes = (code, t_code) if colour == "w" else (t_code, code)
            if t_opp != p or t_colour != expected_colour or codes not in _PAIRS:
                there = f"{t_opp:>4} {t_colour} {t_code}".strip()
                raise _at(
                    shown,
                    record.line,
                    column,
                    f"round {r}: player {p}'s block {ours.strip()!r} disagrees with"
                    f" player {opp}'s block {there!r} (line {partner.line})",
                )
            games.append(_game(r, p, opp, colour, codes, record, column))
    return TrfResults(
        shown=shown,
        names=tuple(r.player.name for r in data.records),
        lines=tuple(r.line for r in data.records),
        games=tuple(games),
        byes=tuple(byes),
    )


def _game(
    round_number: int,
    player: int,
    opponent: int,
    colour: str,
    codes: tuple[str, str],
    record: _Record,
    column: int,
) -> tuple[int, int, int, Outcome, int, int]:
    white, black = (player, opponent) if colour == "w" else (opponent, player)
    return (round_number, white, black, _PAIRS[codes], record.line, column)


def _cycles(data: _File, trf: TrfResults, per_cycle: int) -> int:
    if data.rounds is not None:
        rounds, line = data.rounds
        if rounds == 0 or rounds % per_cycle:
            raise _at(
                data.shown,
                line,
                5,
                f"{rounds} rounds is not a round robin of {len(data.records)}"
                f" players ({per_cycle} rounds per cycle)",
            )
        return rounds // per_cycle
    highest = max([g[0] for g in trf.games] + [b[0] for b in trf.byes], default=0)
    return max(data.cycles_hint or 1, -(-highest // per_cycle))


def _check_schedule(
    trf: TrfResults, schedule: Schedule, numbers: Sequence[int]
) -> None:
    """Every block must be the schedule's game (colours included) or its bye;
    ``numbers[k - 1]`` is the event's number of the file's player ``k``."""
    total = len(schedule.rounds)
    file_number = {event: k for k, event in enumerate(numbers, start=1)}
    for r, white, black, _outcome, line, column in trf.games:
        if r > total:
            raise _beyond(trf.shown, line, column, r, total)
        w, b = numbers[white - 1], numbers[black - 1]
        game = schedule.find_game(r, w, b)
        if game is None or game.white != w:
            has = schedule.game_of(r, w)
            have = (
                f"{file_number[has.white]} (white) – {file_number[has.black]}"
                if has is not None
                else f"the bye for {white}"
            )
            raise _at(
                trf.shown,
                line,
                column,
                f"round {r}: {white} (white) – {black} is not a game of the Berger"
                f" schedule for these numbers; it has {have}",
            )
    for r, player, line, column in trf.byes:
        if r > total:
            raise _beyond(trf.shown, line, column, r, total)
        if schedule.round(r).bye != numbers[player - 1]:
            has = schedule.game_of(r, numbers[player - 1])
            assert has is not None
            raise _at(
                trf.shown,
                line,
                column,
                f"round {r}: player {player} has no opponent here, but the Berger"
                f" schedule has {file_number[has.white]} (white) –"
                f" {file_number[has.black]}",
            )


def _beyond(shown: str, line: int, column: int, r: int, total: int) -> InputError:
    return _at(
        shown, line, column, f"round {r} is beyond the schedule (rounds 1–{total})"
    )


def _match_players(trf: TrfResults, tournament: Tournament) -> list[int]:
    """The event's pairing number of each of the file's players, by name."""
    if len(trf.names) != tournament.n:
        raise InputError(
            f"the file has {len(trf.names)} players, the event {tournament.n}",
            path=trf.shown,
        )
    exact = {p.name.casefold(): k for k, p in enumerate(tournament.players, start=1)}
    numbers: list[int] = []
    for name, line in zip(trf.names, trf.lines, strict=True):
        key = name.casefold()
        number = exact.get(key)
        if number is None and len(name) == NAME_WIDTH:
            starts = [k for full, k in exact.items() if full.startswith(key)]
            number = starts[0] if len(starts) == 1 else None
        if number is None:
            raise _at(
                trf.shown, line, NAME.first, f"{name!r} is not a player of the event"
            )
        numbers.append(number)
    return numbers

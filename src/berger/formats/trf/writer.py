"""Writing a TRF: the TRF16 layout with the TRF26 records a round robin uses
(142 rounds, 162 scoring, 192 pairing system, 202/212 tiebreaks).

The header records (:func:`header_records`, :func:`scoring_records`,
:func:`tiebreak_records`) and the 001 player record (:func:`numbered_fields`,
:func:`player_record`) serve the individual file here and the team file of
:mod:`berger.formats.trf.teams` alike.

The writer never shifts a column: a value that does not fit its field is
either refused (:class:`OutputError`) or handled by a documented fallback
listed by :func:`trf_warnings`.

The round-robin bye (odd number of players) is written ``0000 -`` with the
code that carries its points under TRF's own rules: ``Z`` when the bye is
worth what a forfeit loss is (0 in every preset), ``H`` a draw, ``F`` a win,
else ``U`` with the points in record 162 (``P``).

Games struck from the standings (a withdrawal before half the games) are
written as they were played, as FIDE's tournament rules keep them in the
table for rating, and the points column adds up the results written, so
every reader finds the points it computes; the rank column is the
standings'. A struck bye (after a withdrawal) is a zero-point bye, ``Z``.

Records 202 and 212 spell the chain as TRF-2026 does (``KS/L+1``, ``SB/C1``).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.model import EventInfo, Game, Player
from berger.core.names import clean_name, name_key
from berger.core.scoring import CHESS, ScoringSystem
from berger.core.tiebreaks import parse_code
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
from berger.messages import _

if TYPE_CHECKING:
    from berger.core.crosstable import Crosstable
    from berger.core.model import Schedule
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
    tiebreak list (records 202 and 212, TRF-2026 spelling) comes from the
    standings, else from ``chain``. The points column adds up the results
    written, struck games included (see the module's docstring).

    Raises:
        OutputError: a value that TRF cannot hold (points beyond the 4-column
            field, two names that are the same once cut to 33 characters).
    """
    given = standings.chain if standings is not None else chain
    codes = tuple(parse_code(code).code for code in given)
    ranks = {row.number: row.rank for row in standings.rows} if standings else {}
    schedule = tournament.schedule
    lines = header_records(
        tournament.info,
        tournament.players,
        rounds=schedule.planned_rounds,
        cycles=schedule.cycles,
    )
    lines.append(f"192 {pairing_system(schedule)}")
    lines += scoring_records(tournament.scoring)
    lines += tiebreak_records(codes)
    bye = bye_code(tournament.scoring)
    for number, fields in numbered_fields(enumerate(tournament.players, start=1)):
        lines.append(
            player_record(
                number,
                fields,
                _written_points(crosstable, number),
                ranks.get(number),
                round_blocks(crosstable, number, bye),
                rounds=len(crosstable.rows[number - 1]),
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


def trf_warnings(players: Iterable[Player], scoring: ScoringSystem) -> tuple[str, ...]:
    """What the TRF cannot hold as it is, one sentence each: names cut to 33
    characters, fields left blank, points TRF's record 162 cannot say.
    ``players`` in the order of their start numbers (1 first)."""
    notes: list[str] = []
    for number, player in enumerate(players, start=1):
        _fields, player_notes = _player_fields(player)
        notes.extend(
            _("player {number}: {note}").format(number=number, note=note)
            for note in player_notes
        )
    if scoring.forfeit_win != scoring.win:
        notes.append(
            _(
                "a forfeit win is worth {points} but TRF's record 162 has no code"
                " for it; readers count it as a win ({win}); the points column"
                " is exact"
            ).format(points=_decimal(scoring.forfeit_win), win=_decimal(scoring.win))
        )
    return tuple(notes)


def event_type(cycles: int, *, teams: bool = False, draughts: bool = False) -> str:
    """The text of record 092.

    >>> event_type(2), event_type(1, teams=True), event_type(3, draughts=True)
    ('Double round robin', 'Team round robin', 'Round robin, 3 cycles, draughts')
    """
    kind = "double round robin" if cycles == 2 else "round robin"
    text = f"Team {kind}" if teams else kind.capitalize()
    if cycles > 2:
        text += f", {cycles} cycles"
    return text + (", draughts" if draughts else "")


def header_records(
    info: EventInfo,
    players: Sequence[Player],
    *,
    rounds: int,
    cycles: int,
    teams: int | None = None,
) -> list[str]:
    """Records 012 to 142: the event's details (those it gives), the numbers
    of players and rated players, of teams (082, for a team event: give
    ``teams``), the type (092), the arbiters and time control, each round's
    date over its round block (132) and the number of rounds (142)."""
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
    rated = sum(1 for p in players if p.rating)
    lines += [f"062 {len(players)}", f"072 {rated}"]
    if teams is not None:
        lines.append(f"082 {teams}")
    kind = event_type(
        cycles, teams=teams is not None, draughts=info.game is Game.DRAUGHTS
    )
    lines.append(f"092 {kind}")
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
        cells = ["132" + " " * (BLOCK_START - 4)]
        for day in info.round_dates[:rounds]:
            cells.append(_day(day).strftime("%y/%m/%d") + "  ")
        lines.append("".join(cells).rstrip())
    lines.append(f"142 {rounds}")
    return lines


def scoring_records(scoring: ScoringSystem) -> list[str]:
    """Record 162 when the points are not chess's: win, draw, loss, forfeit
    loss (``A``) and bye (``P``).

    Raises:
        OutputError: points that do not fit the record.
    """
    if scoring.values == CHESS.values:
        return []
    return [
        points_record(
            "162",
            (
                ("W", scoring.win),
                ("D", scoring.draw),
                ("L", scoring.loss),
                ("A", scoring.forfeit_loss),
                ("P", scoring.bye),
            ),
        )
    ]


def pairing_system(schedule: Schedule) -> str:
    """The TRF-2026 record 192 code of ``schedule``: FIDE_ROUNDROBIN for
    one cycle of the Berger table, FIDE_DOUBLEROUNDROBIN for two with FIDE's
    swap, BERGER_DOUBLEROUNDROBIN for two without, BERGER_ROUNDROBIN_Gn for
    n without; CUSTOM_ROUNDROBIN for pairings made elsewhere and for three
    or more cycles with the swap, which no code states."""
    cycles, swap = schedule.cycles, schedule.swap_last_two
    if not schedule.berger_table or (swap and cycles > 2):
        return "CUSTOM_ROUNDROBIN"
    if cycles == 1:
        return "FIDE_ROUNDROBIN"
    if cycles == 2:
        return "FIDE_DOUBLEROUNDROBIN" if swap else "BERGER_DOUBLEROUNDROBIN"
    return f"BERGER_ROUNDROBIN_G{cycles}"


def tiebreak_records(
    codes: Sequence[str], *, scores: Sequence[str] = ("PTS",)
) -> list[str]:
    """Records 202 (the tiebreaks) and 212 (the ``scores`` ranked first, then
    the tiebreaks); none without codes."""
    if not codes:
        return []
    written = ",".join(codes)
    return [f"202 {written}", f"212 {','.join(scores)},{written}"]


def points_record(code: str, entries: Sequence[tuple[str, Fraction]]) -> str:
    """A record of points per letter (162, 362): each letter at column 6,
    15, 24 ... and its points in the four columns after it.

    >>> points_record("362", (("W", Fraction(2)), ("D", Fraction(1))))
    '362  W 2.0    D 1.0'

    Raises:
        OutputError: points that do not fit four columns.
    """
    line = f"{code} "
    for letter, points in entries:
        text = points_text(points)
        if text is None:
            raise OutputError(
                _(
                    "{letter} points {points} do not fit TRF record {code}"
                    " (4 columns, one decimal)"
                ).format(letter=letter, points=_decimal(points), code=code)
            )
        line = line.ljust(len(line) + (5 - len(line)) % 9) + letter + text.rjust(4)
    return line


def bye_code(scoring: ScoringSystem) -> str:
    """The result letter of the round-robin bye (see the module's docstring)."""
    if scoring.bye == scoring.forfeit_loss:
        return "Z"
    if scoring.bye == scoring.draw:
        return "H"
    if scoring.bye == scoring.win:
        return "F"
    return "U"


def _day(value: dt.date | dt.datetime) -> dt.date:
    return value.date() if isinstance(value, dt.datetime) else value


def _date(value: dt.date | None) -> str:
    return "" if value is None else value.strftime("%Y/%m/%d")


def _decimal(value: Fraction) -> str:
    text = points_text(value, width=12)
    return text if text is not None else str(value)


def points_text(value: Fraction, *, width: int = POINTS.width) -> str | None:
    """``5.5``, ``6.0``, ``100`` (a whole number too long for ``.0``), ``1.25``;
    None when no exact decimal fits ``width`` columns.

    >>> points_text(Fraction(11, 2)), points_text(Fraction(100))
    ('5.5', '100')
    >>> points_text(Fraction(1, 3)) is None
    True
    """
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


def numbered_fields(
    players: Iterable[tuple[int, Player]],
) -> Iterator[tuple[int, dict[Field, str]]]:
    """Each (start number, player)'s 001 fields (see :func:`_player_fields`).

    Raises:
        OutputError: two names that are the same once cut to 33 characters.
    """
    seen: dict[str, int] = {}
    for number, player in players:
        fields, _notes = _player_fields(player)
        key = name_key(fields[NAME])
        if key in seen:
            raise OutputError(
                _(
                    "players {first} and {second} have the same name once cut to"
                    " TRF's {width} characters ({name!r}); shorten one"
                ).format(
                    first=seen[key], second=number, width=NAME_WIDTH, name=fields[NAME]
                )
            )
        seen[key] = number
        yield number, fields


def _player_fields(player: Player) -> tuple[dict[Field, str], list[str]]:
    """The text of each 001 field for ``player``, and what had to give way."""
    notes: list[str] = []
    full = clean_name(player.name)
    name = trf_name(full)
    if name != full:
        notes.append(
            _(
                "name {name!r} is longer than TRF's {width} characters;"
                " written as {cut!r}"
            ).format(name=full, width=NAME_WIDTH, cut=name)
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
                _(
                    "{field} {text!r} is longer than TRF's {width} columns; left blank"
                ).format(field=_(fld.name), text=text, width=fld.width)
            )
            text = ""
        fields[fld] = text
    birth = _birth_text(player.birth)
    if birth is None:
        notes.append(
            _(
                "birth date {birth!r} is not a date TRF can hold"
                " (YYYY/MM/DD); left blank"
            ).format(birth=player.birth)
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


Block = tuple[int, str, str, str]
"""A round block: round, opponent (``0000`` for none), colour, result letter."""


def player_record(
    number: int,
    fields: Mapping[Field, str],
    points: Fraction,
    rank: int | None,
    blocks: Iterable[Block],
    *,
    rounds: int,
) -> str:
    """One 001 line: start number, the player's fields, points, rank and a
    10-column block for each round (blank where ``blocks`` has none).

    Raises:
        OutputError: the points do not fit their four columns.
    """
    chars = [" "] * (BLOCK_START - 1 + BLOCK_WIDTH * rounds)
    chars[0:3] = "001"
    _place(chars, NUMBER, str(number))
    for fld, text in fields.items():
        _place(chars, fld, text)
    points_field = points_text(points)
    if points_field is None:
        raise OutputError(
            _(
                "player {number}'s points {points} do not fit TRF's points field"
                " (columns 81–84: at most 99.5, or a whole number up to 9999)"
            ).format(number=number, points=_decimal(points))
        )
    _place(chars, POINTS, points_field)
    _place(chars, RANK, "" if rank is None else str(rank))
    for round_number, opponent, colour, code in blocks:
        start = BLOCK_START - 1 + BLOCK_WIDTH * (round_number - 1)
        chars[start : start + 4] = opponent.rjust(4)
        chars[start + COLOUR] = colour
        chars[start + RESULT] = code
    return "".join(chars).rstrip()


def _written_points(crosstable: Crosstable, number: int) -> Fraction:
    """Player ``number``'s points as the file writes them: the counted points
    plus those of games struck by a withdrawal, which are written as played."""
    return crosstable.points[number - 1] + sum(
        (
            cell.points
            for cell in crosstable.rows[number - 1]
            if cell.struck and cell.opponent is not None and cell.points is not None
        ),
        Fraction(0),
    )


def round_blocks(crosstable: Crosstable, number: int, bye: str) -> Iterator[Block]:
    """Player ``number``'s round blocks from the crosstable, the bye written
    ``bye`` (a bye the player, withdrawn, no longer takes is a zero-point bye
    ``Z``)."""
    for cell in crosstable.rows[number - 1]:
        if cell.opponent is None:
            yield cell.round, "0000", "-", "Z" if cell.struck else bye
        else:
            assert cell.colour is not None
            yield cell.round, str(cell.opponent), cell.colour.value, cell.score.value

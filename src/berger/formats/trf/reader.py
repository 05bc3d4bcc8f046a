"""Reading a TRF as it is written: the header records, the tournament settings
they state (142 or XXR rounds, 192 pairing system, 092 single or double, 162
scoring, 202/212 tiebreaks, 132 round dates) and every 001 player record with
its round blocks.

Nothing here knows berger's schedule: :mod:`berger.formats.trf.games` pairs the
blocks into games and :mod:`berger.formats.trf.schedule` maps them onto the
Berger table. The reader is tolerant of CRLF/LF/CR line ends, trailing spaces,
``###`` comments and record codes it does not know (ignored), and strict about
anything it cannot understand: one line naming file, line and column.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

from berger.core.model import EventInfo, Game, Player
from berger.core.names import clean_name
from berger.core.scoring import CHESS, ScoringSystem
from berger.errors import InputError
from berger.formats.participants import check_roster, decode, read_bytes
from berger.formats.trf.layout import (
    BIRTH,
    BLOCK_GAPS,
    BLOCK_START,
    BLOCK_WIDTH,
    BYE_CODES,
    COLOUR,
    CUT_CHECKED,
    FEDERATION,
    FIDE_ID,
    GAME_CODES,
    NAME,
    NUMBER,
    OPPONENT,
    RATING,
    RESULT,
    SEPARATORS,
    SEX,
    TITLE,
    TITLES,
    at,
)
from berger.messages import _, ngettext


@dataclass(frozen=True, slots=True)
class RoundBlock:
    """One round's 10-column block of a 001 line, as written."""

    round: int
    """The round the block stands for (its place on the line), 1-based."""
    opponent: int
    """The opponent's starting rank; 0 when the player has no opponent."""
    colour: str
    """``w``, ``b``, ``-`` or blank (lower-cased)."""
    result: str
    """The result letter as written (upper-cased), blank when none."""
    column: int
    """The block's first column (for messages)."""


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """A 001 player record."""

    number: int
    """Starting rank (columns 5–8)."""
    line: int
    """The record's line in the file."""
    player: Player
    """The player's fields, name cleaned."""
    blocks: tuple[RoundBlock, ...]
    """The non-blank round blocks, in round order."""


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

    @property
    def players(self) -> tuple[Player, ...]:
        """The players by starting rank."""
        return tuple(record.player for record in self.records)


def read_trf(path: Path) -> TrfFile:
    """The TRF at ``path`` as it is written.

    Raises:
        InputError: anything the reader cannot understand (a truncated or
            shifted line, a bad date, number or result letter, duplicate
            starting ranks or names, no players), with line and column.
    """
    shown = str(path)
    info: dict[str, Any] = {}
    deputies: list[str] = []
    read: list[tuple[PlayerRecord, str]] = []
    rounds: tuple[int, int] | None = None
    xxr: tuple[int, int] | None = None
    system: tuple[str, int] | None = None
    cycles_hint: int | None = None
    scoring: ScoringSystem | None = None
    tiebreaks: tuple[str, ...] | None = None
    for number, line in _lines(path, shown):
        code, value = line[:3], line[4:].strip()
        if code == "001":
            read.append((_read_player(line, number, shown), line))
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
            codes = [c.strip() for c in value.split(",") if c.strip()]
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
    _check_numbers(records, shown)
    check_roster([r.player for r in records], [r.line for r in records], shown)
    return TrfFile(
        shown=shown,
        info=replace(EventInfo(), **info),
        records=tuple(
            replace(record, blocks=_blocks(text, record, len(read), shown))
            for record, text in read
        ),
        rounds=rounds or xxr,
        system=system,
        cycles_hint=cycles_hint,
        scoring=scoring,
        tiebreaks=tiebreaks,
    )


def _lines(path: Path, shown: str) -> Iterator[tuple[int, str]]:
    text = decode(read_bytes(path, shown), shown)
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip()
        if line and not line.startswith("###"):
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
        raise at(shown, line, 5, _("{value!r} is not a number").format(value=value))
    return int(value)


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
    points: dict[str, Fraction] = {}
    for start in range(5, len(line), 9):
        letter = line[start].upper()
        text = line[start + 1 : start + 5].strip().replace(",", ".")
        if letter == " " and not text:
            continue
        try:
            points[letter] = Fraction(text)
        except ValueError:
            raise at(
                shown, number, start + 2, _("{text!r} is not points").format(text=text)
            ) from None
    win = points.get("W", CHESS.win)
    return ScoringSystem(
        win=win,
        draw=points.get("D", CHESS.draw),
        loss=points.get("L", CHESS.loss),
        forfeit_win=win,
        forfeit_loss=points.get("A", CHESS.forfeit_loss),
        bye=points.get("P", win),
    )


def _read_player(line: str, number: int, shown: str) -> PlayerRecord:
    """The 001 line's fields; its round blocks are read later."""
    end = len(line)
    for fld in CUT_CHECKED:
        if fld.first <= end < fld.last:
            raise at(
                shown,
                number,
                end,
                _(
                    "the 001 line ends inside the {field} field"
                    " (columns {first}–{last}): truncated"
                ).format(field=_(fld.name), first=fld.first, last=fld.last),
            )
    if end < NAME.first:
        raise at(shown, number, end, _("the 001 line ends before the name: truncated"))
    if end >= BLOCK_START and (end - BLOCK_START) % BLOCK_WIDTH < 3:
        r = (end - BLOCK_START) // BLOCK_WIDTH + 1
        raise at(
            shown,
            number,
            end,
            _(
                "the 001 line ends inside round {round}'s opponent number: truncated"
            ).format(round=r),
        )
    for column in SEPARATORS:
        if column <= end and line[column - 1] != " ":
            raise at(
                shown,
                number,
                column,
                _(
                    "{char!r} where a blank separates the fields of a 001"
                    " line: a shifted column?"
                ).format(char=line[column - 1]),
            )
    starting = NUMBER.text(line)
    if not starting.isdecimal() or int(starting) == 0:
        raise at(
            shown,
            number,
            NUMBER.first,
            _("{text!r} is not a starting rank").format(text=starting),
        )
    name = clean_name(NAME.text(line))
    if not name:
        raise at(shown, number, NAME.first, _("the name is empty"))
    rating = RATING.text(line)
    if rating and not rating.isdecimal():
        raise at(
            shown,
            number,
            RATING.first,
            _("rating {text!r} is not a number").format(text=rating),
        )
    fide_id = FIDE_ID.text(line)
    if fide_id and not fide_id.isdecimal():
        raise at(
            shown,
            number,
            FIDE_ID.first,
            _("FIDE id {text!r} is not digits").format(text=fide_id),
        )
    sex = SEX.text(line).lower()
    if sex not in ("", "m", "w", "f"):
        raise at(
            shown, number, SEX.first, _("sex {text!r} is not m or w").format(text=sex)
        )
    title = TITLE.text(line)
    player = Player(
        name=name,
        rating=(int(rating) or None) if rating else None,
        federation=FEDERATION.text(line) or None,
        title=TITLES.get(title.lower(), title) or None,
        birth=BIRTH.text(line) or None,
        fide_id=fide_id if fide_id.strip("0") else None,
        sex={"f": "w"}.get(sex, sex) or None,
    )
    return PlayerRecord(int(starting), number, player, blocks=())


def _check_numbers(records: Sequence[PlayerRecord], shown: str) -> None:
    n = len(records)
    seen: dict[int, int] = {}
    for record in records:
        if record.number in seen:
            raise at(
                shown,
                record.line,
                NUMBER.first,
                _("starting rank {number} is also on line {line}").format(
                    number=record.number, line=seen[record.number]
                ),
            )
        if record.number > n:
            raise at(
                shown,
                record.line,
                NUMBER.first,
                ngettext(
                    "starting rank {number} but the file has {n} player (ranks 1–{n})",
                    "starting rank {number} but the file has {n} players (ranks 1–{n})",
                    n,
                ).format(number=record.number, n=n),
            )
        seen[record.number] = record.line


def _blocks(
    text: str, record: PlayerRecord, n: int, shown: str
) -> tuple[RoundBlock, ...]:
    """Each non-blank round block of ``record``'s line ``text``, checked on its own."""
    line, starting = record.line, record.number
    blocks: list[RoundBlock] = []
    for index, start in enumerate(range(BLOCK_START - 1, len(text), BLOCK_WIDTH)):
        block = text[start : start + BLOCK_WIDTH].ljust(BLOCK_WIDTH)
        if not block.strip():
            continue
        column = start + 1
        for gap in BLOCK_GAPS:
            if block[gap] != " ":
                raise at(
                    shown,
                    line,
                    column + gap,
                    _(
                        "{char!r} where a round block has a blank: a shifted column?"
                    ).format(char=block[gap]),
                )
        opponent_text = block[OPPONENT].strip()
        if not opponent_text.isdecimal():
            raise at(
                shown,
                line,
                column,
                _("opponent {text!r} is not a pairing number").format(
                    text=opponent_text
                ),
            )
        opponent = int(opponent_text)
        if opponent > n or opponent == starting:
            message = (
                _("opponent number {opponent} is the player's own (players 1–{n})")
                if opponent == starting
                else _("opponent number {opponent} is out of range (players 1–{n})")
            )
            raise at(shown, line, column, message.format(opponent=opponent, n=n))
        colour = block[COLOUR].lower()
        letter = block[RESULT].upper()
        if colour not in ("w", "b", "-", " "):
            raise at(
                shown,
                line,
                column + COLOUR,
                _("colour {text!r} is not w, b or -").format(text=block[COLOUR]),
            )
        valid = BYE_CODES if opponent == 0 else GAME_CODES
        if letter not in valid:
            message = (
                _(
                    "result code {code!r} does not exist for a bye"
                    " (use {known} or blank)"
                )
                if opponent == 0
                else _(
                    "result code {code!r} does not exist for a game"
                    " (use {known} or blank)"
                )
            )
            known = "H F U Z" if opponent == 0 else "1 = 0 + - W D L"
            raise at(
                shown,
                line,
                column + RESULT,
                message.format(code=block[RESULT], known=known),
            )
        if opponent and colour not in ("w", "b"):
            raise at(shown, line, column + COLOUR, _("a game needs colour w or b"))
        blocks.append(RoundBlock(index + 1, opponent, colour, letter, column))
    return tuple(blocks)

"""The 001 player record as berger writes it: the player's fields in their
fixed columns, the points and rank, and a 10-column block for each round; the
same in the whole file (:mod:`berger.formats.exchange.trf.writer`), a month's
(:mod:`~berger.formats.exchange.trf.month`) and the team file
(:mod:`~berger.formats.exchange.trf.teams`).

A value that does not fit its field never shifts a column: it is refused
(:class:`OutputError`), or left blank or cut with a note
(:func:`player_fields`, listed by
:func:`~berger.formats.exchange.trf.writer.trf_warnings`).

The round-robin bye (odd number of players) is written ``0000 -`` with the
code that carries its points under TRF's own rules (:func:`bye_code`): ``Z``
when the bye is worth what a forfeit loss is (0 in every preset), ``H`` a
draw, ``F`` a win, else ``U`` with the points in record 162 (``P``). A struck
bye (after a withdrawal) is a zero-point bye, ``Z``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from fractions import Fraction
from typing import TYPE_CHECKING

from berger.core.model import Player
from berger.core.names import clean_name, name_key
from berger.core.scoring import ScoringSystem
from berger.errors import OutputError
from berger.formats.exchange.trf.layout import (
    BIRTH,
    BLOCK_START,
    BLOCK_WIDTH,
    COLOUR,
    FEDERATION,
    FIDE_ID,
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
    points_text,
    shown_points,
    trf_name,
)
from berger.messages import _

if TYPE_CHECKING:
    from berger.core.crosstable import Crosstable


def numbered_fields(
    players: Iterable[tuple[int, Player]],
) -> Iterator[tuple[int, dict[Field, str]]]:
    """Each (start number, player)'s 001 fields (see :func:`player_fields`).

    Raises:
        OutputError: two names that are the same once cut to 33 characters.
    """
    seen: dict[str, int] = {}
    for number, player in players:
        fields, _notes = player_fields(player)
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


def player_fields(player: Player) -> tuple[dict[Field, str], list[str]]:
    """The text of each 001 field for ``player`` (each fits its columns), and
    what had to give way: a name cut, a field left blank, one sentence each."""
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
            ).format(number=number, points=shown_points(points))
        )
    _place(chars, POINTS, points_field)
    _place(chars, RANK, "" if rank is None else str(rank))
    for round_number, opponent, colour, code in blocks:
        start = BLOCK_START - 1 + BLOCK_WIDTH * (round_number - 1)
        chars[start : start + 4] = opponent.rjust(4)
        chars[start + COLOUR] = colour
        chars[start + RESULT] = code
    return "".join(chars).rstrip()


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


def bye_code(scoring: ScoringSystem) -> str:
    """The result letter of the round-robin bye (see the module's docstring)."""
    if scoring.bye == scoring.forfeit_loss:
        return "Z"
    if scoring.bye == scoring.draw:
        return "H"
    if scoring.bye == scoring.win:
        return "F"
    return "U"

"""Reading a TRF's 001 player records as they are written: the player's
fields column by column, then (once the number of players is known) each
round block, strict about anything the reader cannot understand: one line
naming file, line and column. :mod:`berger.formats.exchange.trf.reader` reads the
file's other records and calls these for its 001 lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from berger.core.bounds import whole_number
from berger.core.model import Player
from berger.core.names import clean_name, one_line_name
from berger.core.ratings.tables import MAX_RATING
from berger.errors import InputError
from berger.formats.exchange.trf.layout import (
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


def read_player(line: str, number: int, shown: str) -> PlayerRecord:
    """The 001 line's fields, checked column by column; its round blocks are
    read later (:func:`read_blocks`), once the number of players is known.

    Raises:
        InputError: a truncated or shifted line, a bad starting rank, rating,
            FIDE id or sex, an empty name; with line and column.
    """
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
    try:
        name = clean_name(one_line_name(NAME.text(line)))
    except InputError as exc:
        raise at(shown, number, NAME.first, exc.message) from None
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
    if rating:
        try:
            whole_number(rating, 0, MAX_RATING)
        except InputError as exc:
            raise at(shown, number, RATING.first, exc.message) from None
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


def check_numbers(records: Sequence[PlayerRecord], shown: str) -> None:
    """Refuse a starting rank given twice or beyond the number of players.

    Raises:
        InputError: naming the line of the second record and the column.
    """
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


def read_blocks(
    text: str, record: PlayerRecord, n: int, shown: str
) -> tuple[RoundBlock, ...]:
    """Each non-blank round block of ``record``'s line ``text``, checked on its
    own, of a file of ``n`` players.

    Raises:
        InputError: a shifted column, an opponent that is no player, a colour
            or result letter that does not exist; with line and column.
    """
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

"""berger's own lines in a TRF: what TRF-2026 has no record for, written as
comment lines (``###``, which every reader of the format skips) and read
back by berger. A withdrawn player, with the last round they took part in,
and the withdrawal rule the event applies (``[rules] withdrawal``), so that
the file read back gives the same standings; and a game's own date (TRF
dates only the rounds, record 132): played on another day than its round's,
or, without a result yet, set for that day::

    ### berger:withdrawn player=5 after-round=3
    ### berger:withdrawal rule=half
    ### berger:date round=2 white=1 black=2 date=2027-01-14

``player`` is the starting rank of the player's 001 line. chesspairing
writes a withdrawal the same way (``### chesspairing:withdrawn player=5
after-round=3``); berger reads those too. Other comment lines, and berger
lines of a kind it does not know, are skipped.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass

from berger.core.schedule import Schedule
from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError
from berger.formats.exchange.trf.layout import at
from berger.formats.files.game_dates import parse_day
from berger.messages import _

PREFIX = "### berger:"
"""How berger's own lines start."""
_NOTE = re.compile(
    r"###\s*(?P<program>berger|chesspairing):(?P<kind>[\w-]+)\s*(?P<rest>.*)"
)
_WITHDRAWN = re.compile(r"player=(?P<player>\S*)\s+after-round=(?P<after>\S*)")
_RULE = re.compile(r"rule=(?P<rule>\S*)")
_DATE = re.compile(
    r"round=(?P<round>\S*)\s+white=(?P<white>\S*)\s+black=(?P<black>\S*)"
    r"\s+date=(?P<date>\S*)"
)


@dataclass(frozen=True, slots=True)
class TrfWithdrawal:
    """A withdrawal as the file states it."""

    player: int
    """Starting rank of the withdrawn player."""
    after_round: int
    """The last round the player took part in (0: none)."""
    line: int
    """The line that states it."""


@dataclass(frozen=True, slots=True)
class TrfDate:
    """A game's own date as the file states it."""

    round: int
    """Its round."""
    white: int
    """Starting rank of the player with white."""
    black: int
    """Starting rank of the player with black."""
    date: dt.date
    """The day."""
    line: int
    """The line that states it."""


def date_lines(
    dates: Mapping[tuple[int, int, int], dt.date], schedule: Schedule
) -> list[str]:
    """berger's lines for the games' own ``dates`` (single games, keyed
    round, board, game) of ``schedule``, by round and board.

    >>> from berger.core.berger import build_schedule
    >>> date_lines({(2, 2, 1): dt.date(2027, 1, 14)}, build_schedule(4))
    ['### berger:date round=2 white=1 black=2 date=2027-01-14']
    """
    lines = []
    for (number, board, _game), day in sorted(dates.items()):
        game = schedule.round(number).game(board)
        lines.append(
            f"{PREFIX}date round={number} white={game.white} black={game.black}"
            f" date={day.isoformat()}"
        )
    return lines


def note_lines(withdrawn: tuple[int | None, ...], rule: WithdrawalRule) -> list[str]:
    """berger's lines for the withdrawals ``withdrawn`` (by starting rank:
    the last round each player took part in, None while still playing) and
    their ``rule``; none without a withdrawal.

    >>> note_lines((None, 3), WithdrawalRule.HALF)
    ['### berger:withdrawn player=2 after-round=3', '### berger:withdrawal rule=half']
    >>> note_lines((None, None), WithdrawalRule.HALF)
    []
    """
    lines = [
        f"{PREFIX}withdrawn player={number} after-round={last}"
        for number, last in enumerate(withdrawn, start=1)
        if last is not None
    ]
    if lines:
        lines.append(f"{PREFIX}withdrawal rule={rule.value}")
    return lines


def read_note(
    line: str, number: int, shown: str
) -> TrfWithdrawal | WithdrawalRule | TrfDate | None:
    """What the comment ``line`` (line ``number``) states: a withdrawal, the
    withdrawal rule, a game's date, or None for any other comment.

    Raises:
        InputError: a withdrawal, rule or date line that does not read,
            located at the line.
    """
    found = _NOTE.fullmatch(line.rstrip())
    if found is None:
        return None
    kind, rest = found["kind"], found["rest"]
    column = found.start("rest") + 1
    if kind == "withdrawn":
        return _withdrawal(rest, shown, number, column)
    if kind == "date" and found["program"] == "berger":
        return _date(rest, shown, number, column)
    if kind == "withdrawal" and found["program"] == "berger":
        rule = _RULE.fullmatch(rest.strip())
        if rule is None:
            raise at(shown, number, column, _("expected rule=half|forfeit|strike"))
        try:
            return WithdrawalRule.from_code(rule["rule"])
        except InputError as exc:
            raise at(shown, number, column, exc.message) from None
    return None


def _withdrawal(rest: str, shown: str, line: int, column: int) -> TrfWithdrawal:
    found = _WITHDRAWN.fullmatch(rest.strip())
    if found is None:
        raise at(shown, line, column, _("expected player=N after-round=R"))
    player, after = _numbers(
        (found["player"], found["after"]), rest, shown, line, column
    )
    return TrfWithdrawal(player, after, line)


def _numbers(
    texts: tuple[str, ...], rest: str, shown: str, line: int, column: int
) -> list[int]:
    """The numbers of a note's fields ``texts`` (of ``rest``, the note after
    its word, at ``column``).

    Raises:
        InputError: a field that is not a number of at most 4 digits, at its
            column.
    """
    for text in texts:
        if not text.isdecimal() or len(text) > 4:
            raise at(
                shown,
                line,
                column + rest.index(text),
                _("{value!r} is not a number").format(value=text),
            )
    return [int(text) for text in texts]


def _date(rest: str, shown: str, line: int, column: int) -> TrfDate:
    found = _DATE.fullmatch(rest.strip())
    if found is None:
        raise at(shown, line, column, _("expected round=R white=W black=B date=D"))
    fields = (found["round"], found["white"], found["black"])
    round_number, white, black = _numbers(fields, rest, shown, line, column)
    day = parse_day(found["date"])
    if day is None:
        raise at(
            shown,
            line,
            column + rest.index("date=") + len("date="),
            _("{text!r} is not a day (write it YYYY-MM-DD: 2027-01-14)").format(
                text=found["date"]
            ),
        )
    return TrfDate(round_number, white, black, day, line)


def check_withdrawals(
    withdrawals: tuple[TrfWithdrawal, ...], players: int, shown: str
) -> None:
    """Refuse a withdrawal of a starting rank the file has no 001 line for.

    Raises:
        InputError: located at the withdrawal's line.
    """
    for withdrawal in withdrawals:
        if not 1 <= withdrawal.player <= players:
            raise at(
                shown,
                withdrawal.line,
                1,
                _(
                    "withdrawal of player {number}, who has no 001 line"
                    " (players 1–{count})"
                ).format(number=withdrawal.player, count=players),
            )

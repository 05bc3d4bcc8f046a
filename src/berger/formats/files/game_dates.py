"""A game's own date in a results file: the ``date`` column of a results
CSV (ISO 8601, a day: ``2027-01-14``), the date column of the workbook's
schedule, a PGN or PDN game's ``Date`` tag, berger's comment lines in a TRF.
Each reader reads a game's date with :func:`date_cell` (or its format's own
spelling with :func:`parse_day`), keeps it with the line it came from
(:class:`GameDates`), and checks them together once every game is read:
a day outside the event's dates, a game of a micro-match dated before a
game it follows, a player's two games of different rounds on one day where
the event plays one game a day (:func:`~berger.core.game_dates.check_dates`),
each refused at its line.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import re

from berger.core.game_dates import DateError, GameKey, check_dates
from berger.core.schedule import Pairing
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.messages import _

DATE_ALIASES = ("date", "дата")
"""The header names of a results CSV's ``date`` column."""
_DAY = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
_TAG_DAY = re.compile(r"(\d{4})\.(\d{2})\.(\d{2})")


def parse_day(text: str) -> dt.date | None:
    """The day an ISO 8601 date ``YYYY-MM-DD`` names; None for any other
    text (a time with it, another order, a day that does not exist).

    >>> parse_day("2027-01-14"), parse_day("14.01.2027"), parse_day("2027-02-30")
    (datetime.date(2027, 1, 14), None, None)
    """
    found = _DAY.fullmatch(text.strip())
    if found is None:
        return None
    try:
        return dt.date(*map(int, found.groups()))
    except ValueError:
        return None


def date_cell(
    text: object, shown: str, line: int | None, *, field: str = "date"
) -> dt.date | None:
    """The day in a game's ``date`` cell (its text, or a workbook's value: a
    date); None for a blank one.

    Raises:
        InputError: a cell that is not a day (``YYYY-MM-DD``, or a date
            without a time), located at its line and ``field``.
    """
    if text is None or (isinstance(text, str) and not text.strip()):
        return None
    if isinstance(text, dt.datetime):
        if text.time() == dt.time():
            return text.date()
    elif isinstance(text, dt.date):
        return text
    day = parse_day(text) if isinstance(text, str) else None
    if day is None:
        raise InputError(
            _("{text!r} is not a day (write it YYYY-MM-DD: 2027-01-14)").format(
                text=text
            ),
            path=shown,
            line=line,
            field=field,
        )
    return day


def tag_day(text: str, shown: str, line: int) -> dt.date | None:
    """The day a PGN or PDN ``Date`` tag names (``2027.01.14``); None for
    one not known in full (``2027.??.??``).

    >>> tag_day("2027.01.14", "g.pgn", 1), tag_day("2027.??.??", "g.pgn", 1)
    (datetime.date(2027, 1, 14), None)

    Raises:
        InputError: a tag that is neither, located at the game's line.
    """
    if "?" in text or not text.strip():
        return None
    found = _TAG_DAY.fullmatch(text.strip())
    if found is not None:
        with contextlib.suppress(ValueError):
            return dt.date(*map(int, found.groups()))
    raise InputError(
        _("{text!r} is not a day (write it YYYY.MM.DD: 2027.01.14)").format(text=text),
        path=shown,
        line=line,
        field="Date",
    )


class GameDates:
    """The games' own dates as a file gives them, each with the line it
    came from, checked together once every game is read (:meth:`check`)."""

    def __init__(self, tournament: Tournament, shown: str, *, field: str = "date"):
        self.tournament = tournament
        """The event the games are of."""
        self.shown = shown
        """The file, as messages name it."""
        self.field = field
        """The field a refused date is located at."""
        self.dates: dict[GameKey, dt.date] = {}
        """Each game's own date so far."""
        self._where: dict[GameKey, tuple[int | None, str]] = {}

    def own(self, round_number: int, day: dt.date | None) -> dt.date | None:
        """``day`` as a game of round ``number``'s own date: None where it
        is the round's (a file that dates every game, as berger's PGN does,
        gives a game no date of its own by it)."""
        return None if day == self.tournament.info.round_day(round_number) else day

    def keep(
        self,
        game: Pairing | None,
        day: dt.date | None,
        line: int | None,
        *,
        numbers: range = range(1, 2),
        field: str | None = None,
    ) -> None:
        """Keep ``day`` as the date of ``game`` of the schedule (its games
        ``numbers`` of a micro-match), given at ``line`` (or in ``field``: a
        workbook's cell); nothing without a game (the games make the
        schedule) or a day."""
        if game is None or day is None:
            return
        for number in numbers:
            key = (game.round, game.board, number)
            self.dates[key] = day
            self._where.setdefault(key, (line, field or self.field))

    def check(self) -> None:
        """Refuse a date the event does not allow, at its line.

        Raises:
            InputError: as :func:`~berger.core.game_dates.check_dates`.
        """
        try:
            check_dates(self.tournament, self.dates)
        except DateError as exc:
            line, field = self._where[exc.key]
            raise InputError(
                str(exc), path=self.shown, line=line, field=field
            ) from None

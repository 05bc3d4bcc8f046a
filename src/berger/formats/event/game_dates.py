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
    text: str, shown: str, line: int, *, field: str = "date"
) -> dt.date | None:
    """The day in a game's ``date`` cell; None for a blank one.

    Raises:
        InputError: a cell that is not a day (``YYYY-MM-DD``), located at
            its line and ``field``.
    """
    if not text.strip():
        return None
    day = parse_day(text)
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
        self._lines: dict[GameKey, int] = {}

    def keep(
        self,
        game: Pairing | None,
        day: dt.date | None,
        line: int,
        *,
        numbers: range = range(1, 2),
    ) -> None:
        """Keep ``day`` as the date of ``game`` of the schedule (its games
        ``numbers`` of a micro-match), given at ``line``; nothing without a
        game (the games make the schedule) or a day."""
        if game is None or day is None:
            return
        for number in numbers:
            key = (game.round, game.board, number)
            self.dates[key] = day
            self._lines.setdefault(key, line)

    def check(self) -> None:
        """Refuse a date the event does not allow, at its line.

        Raises:
            InputError: as :func:`~berger.core.game_dates.check_dates`.
        """
        try:
            check_dates(self.tournament, self.dates)
        except DateError as exc:
            raise InputError(
                str(exc),
                path=self.shown,
                line=self._lines[exc.key],
                field=self.field,
            ) from None

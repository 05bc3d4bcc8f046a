"""The games pending (:mod:`berger.core.pending`) in the text reports and
the JSON: a line under the standings in the language of the run ("2 games
pending: round 2, Kovalenko – Shevchenko, 14 Jan", the day by Babel), and
``"pending": [{"round": 2, "white": 1, "black": 2, "date": "2027-01-14"}]``
beside the standings (numbers of the players; ``date`` null where none is
set)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from babel.dates import format_date

from berger import messages
from berger.core.standings import PendingGame
from berger.core.tournament import Tournament
from berger.messages import _, ngettext


def pending_json(pending: Sequence[PendingGame]) -> list[dict[str, Any]]:
    """Each game pending: its round, the numbers of its two sides, the day
    it is set for (``YYYY-MM-DD``) or null."""
    return [
        {
            "round": game.round,
            "white": game.white,
            "black": game.black,
            "date": None if game.date is None else game.date.isoformat(),
        }
        for game in pending
    ]


def short_day(day: dt.date, language: str) -> str:
    """A day as a line of text names it: ``14 Jan`` (``14 січ.``).

    >>> short_day(dt.date(2027, 1, 14), "en"), short_day(dt.date(2027, 1, 14), "ru")
    ('14 Jan', '14 янв.')
    """
    return str(format_date(day, "d MMM", locale=language))


def short_name(tournament: Tournament, number: int) -> str:
    """Entrant ``number``'s name as a line of text names it: the surname
    of ``Surname, Given`` (unless another entrant has it too), else the
    name."""
    name = tournament.player(number).name
    surname = name.partition(",")[0].strip()
    if surname == name or not surname:
        return name
    same = sum(
        player.name.partition(",")[0].strip() == surname
        for player in tournament.players
    )
    return surname if same == 1 else name


def pending_note(tournament: Tournament, pending: Sequence[PendingGame]) -> str:
    """The line that names the games pending, in the language of the run;
    ``""`` where none is.

    >>> from berger.core.model import EventInfo, Player
    >>> from berger.core.tournament import make_tournament
    >>> names = ["Koval, Taras", "Shevchenko, Oksana", "Bondar, Ihor"]
    >>> event = make_tournament(EventInfo(), [Player(name) for name in names])
    >>> late = PendingGame(2, 3, 1, 2, dt.date(2027, 1, 14))
    >>> print(pending_note(event, [late, PendingGame(3, 1, 3, 1, None)]))
    2 games pending: round 2, Koval – Shevchenko, 14 Jan; round 3, Bondar – Koval
    """
    if not pending:
        return ""
    language = messages.language()
    games = []
    for game in pending:
        text = _("round {round}, {white} – {black}").format(
            round=game.round,
            white=short_name(tournament, game.white),
            black=short_name(tournament, game.black),
        )
        if game.date is not None:
            text += ", " + short_day(game.date, language)
        games.append(text)
    return ngettext(
        "{count} game pending: {games}", "{count} games pending: {games}", len(pending)
    ).format(count=len(pending), games="; ".join(games))

"""The games pending as the pages show them: named in the labels' words,
the day by Babel; their cells; a round's and an entrant's."""

from __future__ import annotations

import datetime as dt

from berger.core.model import EventInfo, Player
from berger.core.standings import PendingGame
from berger.core.tournament import make_tournament
from berger.render.labels import load_labels
from berger.render.pending import (
    of_entrant,
    of_round,
    pending_cells,
    pending_text,
    pending_views,
)
from berger.render.views import entries

EVENT = make_tournament(
    EventInfo(),
    [
        Player(name)
        for name in ("Kovalenko, Taras", "Shevchenko, Oksana", "Bondar, Ihor")
    ],
)
GAMES = (
    PendingGame(2, 3, 1, 2, dt.date(2027, 1, 14)),
    PendingGame(3, 1, 3, 1, None),
)


def test_the_pages_name_each_game_in_their_language() -> None:
    views = pending_views(GAMES, entries(EVENT))
    assert views[0].names == ("Kovalenko, Taras", "Shevchenko, Oksana")
    assert pending_text(views[0], load_labels("en"), "en") == (
        "round 2, Kovalenko, Taras – Shevchenko, Oksana, 14 Jan"
    )
    assert pending_text(views[1], load_labels("uk"), "uk") == (
        "тур 3, Bondar, Ihor – Kovalenko, Taras"
    )
    assert pending_text(views[0], load_labels("ru"), "ru").endswith(", 14 янв.")


def test_their_cells_and_whose_they_are() -> None:
    views = pending_views(GAMES, entries(EVENT))
    assert pending_cells(views) == {(2, 1), (2, 2), (3, 3), (3, 1)}
    assert of_round(views, 2) == views[:1]
    assert of_entrant(views, 1) == views
    assert of_entrant(views, 2) == views[:1]

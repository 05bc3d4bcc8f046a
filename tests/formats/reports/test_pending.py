"""The games pending in the text reports (in the run's language, the day by
Babel) and the JSON."""

from __future__ import annotations

import datetime as dt

from berger import messages
from berger.core.model import EventInfo, Player
from berger.core.standings import PendingGame
from berger.core.tournament import make_tournament
from berger.formats.reports.pending import (
    pending_json,
    pending_note,
    short_day,
    short_name,
)

JAN_14 = dt.date(2027, 1, 14)
NAMES = ["Kovalenko, Taras", "Shevchenko, Oksana", "Kovalenko, Ihor", "Lysenko"]
EVENT = make_tournament(EventInfo(), [Player(name) for name in NAMES])


def test_the_json_gives_the_numbers_and_the_day() -> None:
    games = [PendingGame(2, 3, 1, 2, JAN_14), PendingGame(3, 1, 4, 3, None)]
    assert pending_json(games) == [
        {"round": 2, "white": 1, "black": 2, "date": "2027-01-14"},
        {"round": 3, "white": 4, "black": 3, "date": None},
    ]
    assert pending_json([]) == []


def test_a_name_as_a_line_names_it() -> None:
    # The surname, unless another player has it; a name without a comma whole.
    assert short_name(EVENT, 2) == "Shevchenko"
    assert short_name(EVENT, 1) == "Kovalenko, Taras"
    assert short_name(EVENT, 4) == "Lysenko"


def test_the_line_in_the_language_of_the_run() -> None:
    games = [PendingGame(2, 3, 1, 2, JAN_14), PendingGame(3, 1, 4, 2, None)]
    assert pending_note(EVENT, []) == ""
    assert pending_note(EVENT, games[:1]) == (
        "1 game pending: round 2, Kovalenko, Taras – Shevchenko, 14 Jan"
    )
    before = messages.language()
    try:
        messages.install("uk")
        assert pending_note(EVENT, games) == (
            "2 відкладені партії: тур 2, Kovalenko, Taras – Shevchenko, 14 січ.;"
            " тур 3, Lysenko – Shevchenko"
        )
        messages.install("ru")
        assert pending_note(EVENT, games[:1]).startswith("1 отложенная партия: тур 2")
    finally:
        messages.install(before)
    assert [short_day(JAN_14, lang) for lang in ("en", "uk", "ru")] == [
        "14 Jan",
        "14 січ.",
        "14 янв.",
    ]

"""The conditions of a prize list: each one alone, a player who cannot be
told to meet one (no rating, no birth date) not meeting it."""

from __future__ import annotations

import datetime as dt

import pytest

from berger.core.model import Player
from berger.core.prizes.conditions import Eligibility, birth_span


@pytest.mark.parametrize(
    ("eligibility", "player", "admitted"),
    [
        (Eligibility(rating_min=1800), Player("x", rating=1800), True),
        (Eligibility(rating_min=1800), Player("x"), False),
        (Eligibility(rating_max=1600), Player("x", rating=1601), False),
        (Eligibility(unrated=True), Player("x"), True),
        (Eligibility(unrated=True), Player("x", rating=1000), False),
        (Eligibility(unrated=False), Player("x", rating=1000), True),
        (
            Eligibility(federations=("UKR",)),
            Player("x", federation="ukr"),
            True,
        ),
        (Eligibility(federations=("UKR",)), Player("x"), False),
        (
            Eligibility(clubs=("Riverside",)),
            Player("x", club="riverside "),
            True,
        ),
        (Eligibility(titles=("WFM", "WIM")), Player("x", title="WIM"), True),
        (
            Eligibility(born_until=dt.date(1966, 12, 31)),
            Player("x", birth="1960"),
            True,
        ),
        (
            Eligibility(born_until=dt.date(1966, 12, 31)),
            Player("x", birth="1970"),
            False,
        ),
        (Eligibility(born_from=dt.date(2008, 1, 1)), Player("x"), False),
        (Eligibility(born_from=dt.date(2008, 6, 1)), Player("x", birth="2008"), False),
        (Eligibility(sex="w"), Player("x", sex="W"), True),
    ],
)
def test_the_conditions_of_a_list(
    eligibility: Eligibility, player: Player, admitted: bool
) -> None:
    assert eligibility.admits(player) is admitted


def test_birth_dates_as_written() -> None:
    assert birth_span("1999") == (dt.date(1999, 1, 1), dt.date(1999, 12, 31))
    assert birth_span("5.6.2011") == (dt.date(2011, 6, 5),) * 2
    assert birth_span("2011/06/05") == (dt.date(2011, 6, 5),) * 2
    assert birth_span("31.02.2011") is None
    assert birth_span("") is None

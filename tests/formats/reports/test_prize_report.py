"""The prize list as text, CSV and JSON: every award with its amount and how
it was worked out, and the prizes nobody could take."""

from __future__ import annotations

import json
from fractions import Fraction

from berger.core.model import Player
from berger.core.prizes.awards import (
    Entrant,
    PrizeList,
    PrizeRules,
    Sharing,
    award_prizes,
)
from berger.core.prizes.conditions import Eligibility
from berger.formats.event.prizes import Prizes
from berger.formats.reports.prize_report import prizes_csv, prizes_json, prizes_text

PRIZES = Prizes(
    (
        PrizeList("Main", (Fraction(300), Fraction(200), Fraction(100)), Sharing.EQUAL),
        PrizeList("Best woman", (Fraction(40),), eligibility=Eligibility(sex="w")),
        PrizeList(
            "Best junior", (Fraction(25),), eligibility=Eligibility(unrated=True)
        ),
    ),
    PrizeRules(rounding=Fraction(1), currency="UAH"),
)
ORDER = [
    Entrant(1, Player("Ada", rating=2000, sex="w"), Fraction(3)),
    Entrant(2, Player("Bo", rating=1900, sex="m"), Fraction(3)),
    Entrant(3, Player("Cy", rating=1800, sex="m"), Fraction(1)),
    Entrant(4, Player("Di", rating=1700, sex="w"), Fraction(1, 2)),
]
NAMES = {entrant.number: entrant.player.name for entrant in ORDER}
AWARDS = award_prizes(PRIZES.lists, ORDER, PRIZES.rules)


def test_json() -> None:
    data = json.loads(prizes_json(PRIZES, AWARDS, NAMES, after_round=7, final=True))
    assert (data["after_round"], data["final"]) == (7, True)
    assert data["currency"] == "UAH"
    assert data["rounding"] == 1
    assert [
        (row["prize"], row["places"], row["name"], row["amount"])
        for row in data["prizes"]
    ] == [
        ("Main", "1-2", "Ada", 250),
        ("Main", "1-2", "Bo", 250),
        ("Main", "3", "Cy", 100),
        ("Best woman", "1", "Di", 40),
    ]
    assert data["prizes"][0]["how"] == (
        "places 1–2 shared equally by 2 players level on points: 500 / 2"
    )
    # Nobody unrated: the junior prize is not awarded.
    assert data["not_awarded"] == [{"prize": "Best junior", "place": 1, "amount": 25}]


def test_csv() -> None:
    lines = prizes_csv(AWARDS, NAMES).splitlines()
    assert lines[0] == "prize,place,places,number,name,amount,how"
    assert lines[4] == "Best woman,1,1,4,Di,40,place 1; passed on: 1 took another prize"


def test_text() -> None:
    text = prizes_text(PRIZES, AWARDS, NAMES, "Club Cup")
    assert text.splitlines()[:4] == [
        "Prize list: Club Cup",
        "",
        "Main",
        "Place  No  Name   Amount  How",
    ]
    assert "1-2     1  Ada   250 UAH  places 1–2 shared equally" in text
    assert text.endswith(
        "Best junior\nnobody takes a prize of this list\n\n"
        "Not awarded (no eligible player left):\n  Best junior, place 1: 25 UAH\n"
    )

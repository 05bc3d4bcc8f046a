"""The prize list page: each list's awards with how they were worked out in
the event's language, the prizes nobody took, a list still provisional."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from tests.render.conftest import open_sample

from berger.core.model import Player
from berger.core.prizes.awards import (
    Entrant,
    PrizeList,
    PrizeRules,
    Sharing,
    award_prizes,
)
from berger.formats.event.event import Options
from berger.formats.event.output import Language
from berger.render.prizes import GapRow, list_views, prize_view, prizes_html

LISTS = (
    PrizeList("Main", (Fraction(100), Fraction(50), Fraction(20)), Sharing.HORT),
    PrizeList("Veterans", (Fraction(30),)),
)
ORDER = [
    Entrant(1, Player("Ada"), Fraction(2)),
    Entrant(2, Player("Bo"), Fraction(1)),
    Entrant(3, Player("Cy"), Fraction(1)),
    Entrant(4, Player("Di"), Fraction(1)),
]
RULES = PrizeRules(rounding=Fraction(1), currency="€")


def test_the_views_of_the_lists() -> None:
    awards = award_prizes(LISTS, ORDER, RULES)
    names = {e.number: e.player.name for e in ORDER}
    main, veterans = list_views(LISTS, awards, names, RULES)
    # Bo, Cy and Di level on 1 for places 2-4 (Hort's system): Bo's share
    # (25 + 35 / 3) is the largest; Cy then takes the 30 of the veterans'
    # list over his 10 + 35 / 3, so Bo and Di share places 2-3: 25 + 17.5
    # and 10 + 17.5, to the euro 43 and 28.
    assert [
        (r.places, r.name, r.amount, r.value, r.how, r.passed) for r in main.rows
    ] == [
        ("1", "Ada", "100\u00a0€", Decimal(100), "place", ""),
        ("2–3", "Bo", "43\u00a0€", Decimal(43), "hort", ""),
        ("2–3", "Di", "28\u00a0€", Decimal(28), "hort", "3"),
    ]
    assert main.rows[1].values == {
        "place": "2",
        "places": "2–3",
        "count": "2",
        "pot": "35",
        "half": "25",
    }
    assert main.not_awarded == ()
    assert [(r.name, r.amount, r.passed) for r in veterans.rows] == [
        ("Cy", "30\u00a0€", "1, 2")
    ]
    # With a fourth place and nobody left for it: not awarded.
    more = (PrizeList("Main", (*LISTS[0].amounts, Fraction(10), Fraction(5))),)
    (view,) = list_views(more, award_prizes(more, ORDER, RULES), names, RULES)
    assert view.not_awarded == (GapRow(5, "5\u00a0€", Decimal(5)),)


def test_before_any_result_every_prize_is_announced() -> None:
    view = prize_view(LISTS, (), {}, RULES, after_round=0, final=False)
    assert (view.currency, view.rounding, view.after_round) == ("€", Fraction(1), 0)
    main, veterans = view.lists
    assert main.rows == ()
    assert [(g.place, g.amount, g.value) for g in main.not_awarded] == [
        (1, "100\u00a0€", Decimal(100)),
        (2, "50\u00a0€", Decimal(50)),
        (3, "20\u00a0€", Decimal(20)),
    ]
    assert [g.value for g in veterans.not_awarded] == [Decimal(30)]


@pytest.mark.parametrize(
    ("language", "title", "hort"),
    [
        (Language.EN, "Prize list", "Hort&#39;s system"),
        (Language.UK, "Призи", "система Горта"),
        (Language.RU, "Призы", "система Горта"),
    ],
)
def test_the_page_in_every_language(language: Language, title: str, hort: str) -> None:
    players = open_sample("club-championship", Options(language=language))
    awards = award_prizes(LISTS, ORDER, RULES)
    names = {e.number: e.player.name for e in ORDER}
    view = prize_view(LISTS, awards, names, RULES, after_round=5, final=False)
    page = prizes_html(players.event, view, players.settings(), pdf=False)
    assert f"<title>{title} · Riverside Club Championship 2026" in page
    assert hort in page
    assert "43\u00a0€" in page
    # Provisional: the standings after round 5 of 7.
    provisional = {
        Language.EN: "After round 5 of 7",
        Language.UK: "Після 5-го туру з 7",
        Language.RU: "После 5-го тура из 7",
    }
    assert provisional[language] in page

"""The prize lists of event.toml: read into the core's values; every
mistake one located line."""

from __future__ import annotations

import datetime as dt
import tomllib
from fractions import Fraction

import pytest

from berger.core.prizes.awards import PrizeList, PrizeRules, Sharing
from berger.core.prizes.conditions import Eligibility
from berger.errors import InputError
from berger.formats.event.prizes import Prizes, read_prizes

GOOD = """
[[prizes]]
name = "Main"
amounts = [300, 200, 100, 50.5]
sharing = "hort"
[[prizes]]
name = "Best woman"
sex = "W"
born_from = 2008
born_until = 2012-06-30
rating_max = 1800
federation = ["UKR", "POL"]
club = "Riverside"
amounts = [40]
[prize_rules]
one_per_player = false
rounding = 0.5
currency = "UAH"
"""


def read(text: str) -> Prizes | None:
    return read_prizes(tomllib.loads(text), "event.toml")


def test_lists_and_rules() -> None:
    assert read(GOOD) == Prizes(
        (
            PrizeList(
                "Main",
                (Fraction(300), Fraction(200), Fraction(100), Fraction(101, 2)),
                Sharing.HORT,
            ),
            PrizeList(
                "Best woman",
                (Fraction(40),),
                Sharing.NONE,
                Eligibility(
                    sex="w",
                    born_from=dt.date(2008, 1, 1),
                    born_until=dt.date(2012, 6, 30),
                    rating_max=1800,
                    federations=("POL", "UKR"),
                    clubs=("Riverside",),
                ),
            ),
        ),
        PrizeRules(one_per_player=False, rounding=Fraction(1, 2), currency="UAH"),
    )
    assert read('players = "p.csv"') is None
    defaults = read('[[prizes]]\nname = "Main"\namounts = [10]\n')
    assert defaults is not None
    assert defaults.rules == PrizeRules()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '[[prizes]]\nname = "U18"\nage = 18\namounts = [10]',
            "event.toml: prizes[1].age: unknown key 'age' (a list's conditions:"
            " sex, born_from, born_until, rating_min, rating_max, unrated,"
            " federation, club, title)",
        ),
        (
            '[[prizes]]\nname = "Main"\namounts = [100, "lots"]',
            "event.toml: prizes[1].amounts: 'lots' is not a number",
        ),
        (
            '[[prizes]]\nname = "Main"\namounts = [100, -5]',
            "event.toml: prizes[1].amounts: -5 is out of range 0..1000000000000",
        ),
        (
            '[[prizes]]\nname = "Main"\namounts = [1]\nsharing = "fair"',
            "event.toml: prizes[1].sharing: 'fair' is not a way of sharing"
            " (none, equal, hort)",
        ),
        (
            "[[prizes]]\namounts = [1]",
            "event.toml: prizes[1].name: a list needs a name",
        ),
        (
            '[[prizes]]\nname = "Main"',
            "event.toml: prizes[1].amounts: a list needs its amounts by place"
            " (amounts = [300, 200, 100])",
        ),
        (
            '[[prizes]]\nname = "A"\namounts = [1]\n'
            '[[prizes]]\nname = "A"\namounts = [2]',
            "event.toml: prizes[2].name: a second list named 'A'",
        ),
        (
            '[[prizes]]\nname = "A"\namounts = [1]\nsex = "x"',
            "event.toml: prizes[1].sex: 'x' is not m or w",
        ),
        (
            '[[prizes]]\nname = "A"\namounts = [1]\nborn_from = 18',
            "event.toml: prizes[1].born_from: 18 is not a year or a date",
        ),
        (
            '[[prizes]]\nname = "A"\namounts = [1]\n[prize_rules]\nrounding = 0',
            "event.toml: prize_rules.rounding: 0 is below 0.001, the smallest unit",
        ),
        (
            '[[prizes]]\nname = "A"\namounts = [1]\n[prize_rules]\nrounding = 1e-30',
            "event.toml: prize_rules.rounding: 1e-30 is below 0.001, the smallest unit",
        ),
        (
            '[[prizes]]\nname = "Main"\namounts = [100, inf]',
            "event.toml: prizes[1].amounts: inf is not a finite number",
        ),
        (
            '[[prizes]]\nname = "Main"\namounts = [nan]',
            "event.toml: prizes[1].amounts: nan is not a finite number",
        ),
        (
            '[[prizes]]\nname = "A"\namounts = [1]\n[prize_rules]\nrounding = -inf',
            "event.toml: prize_rules.rounding: -inf is not a finite number",
        ),
        (
            '[[prizes]]\nname = "A"\namounts = [1]\n[prize_rules]\nrounding = nan',
            "event.toml: prize_rules.rounding: nan is not a finite number",
        ),
        (
            '[[prizes]]\nname = "Main"\namounts = [100000000000000000000000000]',
            "event.toml: prizes[1].amounts: 100000000000000000000000000 is out of"
            " range 0..1000000000000",
        ),
        (
            '[[prizes]]\nname = "A"\namounts = [1]\n[prize_rules]\nrounding = 1e13',
            "event.toml: prize_rules.rounding: 10000000000000.0 is out of range"
            " 0..1000000000000",
        ),
        (
            '[[prizes]]\nname = "A"\namounts = [1]\n[prize_rules]\nround = 1',
            "event.toml: prize_rules.round: unknown key 'round'",
        ),
        (
            "[prize_rules]\nrounding = 1",
            "event.toml: prize_rules: [prize_rules] without any [[prizes]] list",
        ),
        ("prizes = 5", "event.toml: prizes: must be [[prizes]] lists, each a table"),
        (
            '[[prizes]]\nname = "Main"\namounts = []',
            "event.toml: prizes[1].amounts: a list needs its amounts by place"
            " (amounts = [300, 200, 100])",
        ),
        (
            '[[prizes]]\nname = "U2000"\namounts = [1]\n'
            "rating_min = 2500\nrating_max = 1999",
            "event.toml: prizes[1].rating_min: rating_min 2500 is beyond rating_max"
            " 1999: nobody could take this list",
        ),
        (
            '[[prizes]]\nname = "Youth"\namounts = [1]\n'
            "born_from = 2012\nborn_until = 2010",
            "event.toml: prizes[1].born_from: born_from 2012-01-01 is beyond"
            " born_until 2010-12-31: nobody could take this list",
        ),
    ],
)
def test_every_mistake_is_one_located_line(text: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        read(text)
    assert str(caught.value) == message

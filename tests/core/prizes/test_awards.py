"""The prize list against cases worked by hand: each sharing rule, ties
straddling the last prize, one prize a player across the main list and a
category's, a prize passing on, rounding, and the conditions of a list."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from fractions import Fraction

from berger.core.model import Player
from berger.core.prizes.awards import (
    Entrant,
    PrizeList,
    PrizeRules,
    Sharing,
    award_prizes,
    unawarded,
)
from berger.core.prizes.conditions import Eligibility


def field(*rows: tuple[str, float, dict[str, object]]) -> list[Entrant]:
    """Entrants in the final order: (name, points, player fields)."""
    return [
        Entrant(number, Player(name, **extra), Fraction(points))  # type: ignore[arg-type]
        for number, (name, points, extra) in enumerate(rows, 1)
    ]


def amounts(*values: int) -> tuple[Fraction, ...]:
    return tuple(Fraction(value) for value in values)


def table(
    lists: list[PrizeList], order: list[Entrant], **rules: object
) -> list[tuple[str, str, str]]:
    """(list, player, amount) of every award."""
    names = {entrant.number: entrant.player.name for entrant in order}
    return [
        (award.prize, names[award.number], str(award.amount))
        for award in award_prizes(lists, order, PrizeRules(**rules))  # type: ignore[arg-type]
    ]


# The Hort system's published example (100, 80, 60, 40, 20, 10; A and B level
# on 8, C alone on 7½, D, E and F level on 7), paid in whole units:
# A keeps 50 + 90 / 2 = 95, B 40 + 45 = 85, C 60, D 20 + 35 / 3 = 31.67 → 32,
# E 10 + 11.67 → 22, F 5 + 11.67 → 17.
HORT_FIELD = field(
    ("A", 8, {}), ("B", 8, {}), ("C", 7.5, {}), ("D", 7, {}), ("E", 7, {}), ("F", 7, {})
)


def test_horts_published_example() -> None:
    main = PrizeList("Main", amounts(100, 80, 60, 40, 20, 10), Sharing.HORT)
    assert table([main], HORT_FIELD, rounding=Fraction(1)) == [
        ("Main", "A", "95"),
        ("Main", "B", "85"),
        ("Main", "C", "60"),
        ("Main", "D", "32"),
        ("Main", "E", "22"),
        ("Main", "F", "17"),
    ]
    # To the cent: 31.67, 21.67, 16.67.
    cents = [row[2] for row in table([main], HORT_FIELD)]
    assert cents == ["95.00", "85.00", "60.00", "31.67", "21.67", "16.67"]


def test_each_sharing_rule_on_one_field() -> None:
    # 300, 200, 100, 50; three level on 6 for first, one on 5, two on 4.
    order = field(
        ("A", 6, {}),
        ("B", 6, {}),
        ("C", 6, {}),
        ("D", 5, {}),
        ("E", 4, {}),
        ("F", 4, {}),
    )
    prizes = amounts(300, 200, 100, 50)
    rows = {
        sharing: [row[2] for row in table([PrizeList("Main", prizes, sharing)], order)]
        for sharing in Sharing
    }
    # none: by the final order; D fourth takes 50, E and F nothing.
    assert rows[Sharing.NONE] == ["300.00", "200.00", "100.00", "50.00"]
    # equal: (300 + 200 + 100) / 3 = 200 each; D alone on 4th: 50.
    assert rows[Sharing.EQUAL] == ["200.00", "200.00", "200.00", "50.00"]
    # Hort: A 150 + 300 / 3 = 250, B 100 + 100 = 200, C 50 + 100 = 150; D 50.
    assert rows[Sharing.HORT] == ["250.00", "200.00", "150.00", "50.00"]


def test_ties_straddling_the_last_prize() -> None:
    # 300, 200, 100; C, D and E level for 3rd, only one prize left.
    order = field(("A", 6, {}), ("B", 5, {}), ("C", 4, {}), ("D", 4, {}), ("E", 4, {}))
    prizes = amounts(300, 200, 100)
    none = table([PrizeList("Main", prizes, Sharing.NONE)], order)
    assert none == [
        ("Main", "A", "300.00"),
        ("Main", "B", "200.00"),
        ("Main", "C", "100.00"),
    ]
    # equal: the 3rd prize shared by all three: 33.33 each.
    equal = table([PrizeList("Main", prizes, Sharing.EQUAL)], order)
    assert [row[1:] for row in equal[2:]] == [
        ("C", "33.33"),
        ("D", "33.33"),
        ("E", "33.33"),
    ]
    # Hort: C keeps 50; the pot of 50 over three: C 66.67, D and E 16.67.
    hort = table([PrizeList("Main", prizes, Sharing.HORT)], order)
    assert [row[1:] for row in hort[2:]] == [
        ("C", "66.67"),
        ("D", "16.67"),
        ("E", "16.67"),
    ]


def test_one_prize_a_player_across_the_main_list_and_a_category() -> None:
    # Main 300, 200, 100; Best woman 40. W1 first takes 300, W3 third keeps
    # her 100 (more than 40): Best woman passes on to W4.
    order = field(
        ("W1", 4, {"sex": "w"}),
        ("M2", 3, {"sex": "m"}),
        ("W3", 2, {"sex": "w"}),
        ("W4", 1, {"sex": "w"}),
    )
    lists = [
        PrizeList("Main", amounts(300, 200, 100)),
        PrizeList("Best woman", amounts(40), eligibility=Eligibility(sex="w")),
    ]
    assert table(lists, order) == [
        ("Main", "W1", "300.00"),
        ("Main", "M2", "200.00"),
        ("Main", "W3", "100.00"),
        ("Best woman", "W4", "40.00"),
    ]
    (woman,) = [a for a in award_prizes(lists, order) if a.prize == "Best woman"]
    assert woman.how == "place 1; passed on: 1, 3 took another prize"
    # Without the rule, everyone takes what each list gives.
    assert table(lists, order, one_per_player=False)[-1] == (
        "Best woman",
        "W1",
        "40.00",
    )


def test_a_category_prize_larger_than_a_main_place_passes_the_place_on() -> None:
    # Main 100, 50, 20; Under 18 60. J (second, born 2010) takes 60 rather
    # than 50: the main 2nd prize passes to B, the 3rd to C.
    order = field(
        ("A", 5, {"birth": "1990"}),
        ("J", 4, {"birth": "2010-05-01"}),
        ("B", 3, {"birth": "1985"}),
        ("C", 2, {}),
        ("D", 1, {}),
    )
    junior = Eligibility(born_from=dt.date(2008, 1, 1))
    lists = [
        PrizeList("Main", amounts(100, 50, 20)),
        PrizeList("Under 18", amounts(60), eligibility=junior),
    ]
    assert table(lists, order) == [
        ("Main", "A", "100.00"),
        ("Main", "B", "50.00"),
        ("Main", "C", "20.00"),
        ("Under 18", "J", "60.00"),
    ]
    main = award_prizes(lists, order)
    assert main[1].how == "place 2; passed on: 2 took another prize"


def test_a_tie_partner_who_takes_a_larger_prize_leaves_the_share() -> None:
    # Main 100, 50 shared equally; Best junior 80. J and A level on 4 would
    # share 75 each; J takes 80, so A stands alone first (100), B second (50).
    order = field(
        ("J", 4, {"birth": "2011"}),
        ("A", 4, {"birth": "1970"}),
        ("B", 3, {"birth": "1980"}),
    )
    lists = [
        PrizeList("Main", amounts(100, 50), Sharing.EQUAL),
        PrizeList(
            "Best junior",
            amounts(80),
            eligibility=Eligibility(born_from=dt.date(2008, 1, 1)),
        ),
    ]
    assert table(lists, order) == [
        ("Main", "A", "100.00"),
        ("Main", "B", "50.00"),
        ("Best junior", "J", "80.00"),
    ]


def test_at_equal_amounts_the_list_named_first() -> None:
    order = field(
        ("W", 3, {"sex": "w"}), ("M", 2, {"sex": "m"}), ("V", 1, {"sex": "w"})
    )
    lists = [
        PrizeList("Main", amounts(50)),
        PrizeList("Best woman", amounts(50), eligibility=Eligibility(sex="w")),
    ]
    assert table(lists, order) == [("Main", "W", "50.00"), ("Best woman", "V", "50.00")]


def test_rounding_units() -> None:
    order = field(("A", 2, {}), ("B", 2, {}), ("C", 2, {}))
    main = PrizeList("Main", amounts(100, 0, 0), Sharing.EQUAL)
    assert [r[2] for r in table([main], order)] == ["33.33"] * 3
    assert [r[2] for r in table([main], order, rounding=Fraction(1))] == ["33"] * 3
    assert [r[2] for r in table([main], order, rounding=Fraction(5))] == ["35"] * 3
    fifty = table([main], order, rounding=Fraction(1, 2))
    assert [r[2] for r in fifty] == ["33.5"] * 3


def test_no_prize_for_nobody_and_none_of_zero() -> None:
    assert award_prizes([PrizeList("Main", amounts(100))], []) == ()
    order = field(("A", 1, {}), ("B", 0, {}))
    assert table([PrizeList("Main", amounts(0, 10))], order) == [("Main", "B", "10.00")]
    assert award_prizes([PrizeList("Main", amounts(100))], order)[0].amount == Decimal(
        "100.00"
    )


def test_what_each_award_was_worked_out_from_and_what_nobody_took() -> None:
    main = PrizeList("Main", amounts(100, 50, 20), Sharing.HORT)
    extra = PrizeList("Extra", amounts(10, 5), eligibility=Eligibility(sex="w"))
    order = field(("A", 2, {}), ("B", 1, {}), ("C", 1, {}), ("D", 1, {}))
    awards = award_prizes([main, extra], order)
    assert [(a.number, a.basis) for a in awards] == [
        (1, "place"),
        (2, "hort"),
        (3, "hort"),
        (4, "hort_pot"),
    ]
    # Nobody is a woman: both prizes of Extra go to nobody.
    assert [(u.prize, u.place, u.amount) for u in unawarded([main, extra], awards)] == [
        ("Extra", 1, Fraction(10)),
        ("Extra", 2, Fraction(5)),
    ]
    equal = award_prizes([PrizeList("Main", amounts(100, 50), Sharing.EQUAL)], order)
    assert [a.basis for a in equal] == ["place", "equal", "equal", "equal"]

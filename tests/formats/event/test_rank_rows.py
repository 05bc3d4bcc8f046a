"""The rows of a table of rank norms: its ranks, judges' categories and
conditions, each mistake refused in one line naming its key."""

from __future__ import annotations

from typing import Any

import pytest

from berger.errors import InputError
from berger.formats.event.rank_rows import no_category, read_words
from berger.formats.event.rank_table import table_from_data

II = {"word": "II", "coefficient": 2, "shares": [50, 35, 20]}
I_ = {"word": "I", "coefficient": 1, "shares": [65, 50, 35]}


def table(*ranks: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {
        "name": "own",
        "source": {"text": "order 12", "legal_text_read": True},
        "coefficients": [2, 1, 0],
        "rank": list(ranks),
        **top,
    }


def refused(data: dict[str, Any]) -> str:
    with pytest.raises(InputError) as caught:
        table_from_data(data, "own.toml")
    return str(caught.value)


def test_a_missing_rank() -> None:
    expected = (
        "own.toml: rank: no ranks: give them from the lowest to the highest as"
        " [[rank]] tables"
    )
    assert refused(table()) == expected
    assert refused({**table(), "rank": None}) == expected
    assert refused(table({"coefficient": 2})) == (
        'own.toml: rank[1].word: rank 1 has no word (word = "...")'
    )
    assert refused(table(II, {"word": "I", "shares": [1, 2, 3]})) == (
        "own.toml: rank[2].coefficient: rank 2 (I) has no coefficient"
    )


def test_a_share_over_100_or_not_a_number() -> None:
    assert refused(table({**II, "shares": [50, 120, 20]})) == (
        "own.toml: rank[1].shares[2]: 120 is out of range 0..100"
    )
    assert refused(table({**II, "shares": [50, -5, 20]})) == (
        "own.toml: rank[1].shares[2]: -5 is out of range 0..100"
    )
    assert refused(table({**II, "shares": [50, "35%", 20]})) == (
        "own.toml: rank[1].shares[2]: '35%' is not a number"
    )
    assert refused(table({**II, "shares": [50, True, 20]})) == (
        "own.toml: rank[1].shares[2]: True is not a number"
    )
    assert refused(table({**II, "shares": [50, 35]})) == (
        "own.toml: rank[1].shares: 2 shares for 3 coefficients: give one share"
        " for each of coefficients = [...], 0 where nothing is needed"
    )


def test_a_coefficient_that_is_no_column_or_rises() -> None:
    assert refused(table({**II, "coefficient": 3})) == (
        "own.toml: rank[1].coefficient: 3 is not one of the coefficients the"
        " shares are for (2, 1, 0)"
    )
    assert refused(table(I_, II)) == (
        "own.toml: rank[2].coefficient: II's coefficient 2 is larger than that"
        " of I, the rank below it (1): the higher the rank, the smaller its"
        " coefficient"
    )
    assert refused(table({**II, "coefficient": "two"})) == (
        "own.toml: rank[1].coefficient: 'two' is not a number"
    )


def test_a_spelling_of_two_ranks() -> None:
    assert refused(table({**II, "spellings": ["2"]}, {**I_, "spellings": ["2"]})) == (
        "own.toml: rank[2].spellings: '2' names both II and I"
    )
    assert refused(table(II, {**I_, "word": "ii"})) == (
        "own.toml: rank[2].spellings: 'ii' names both II and ii"
    )


def test_unknown_keys_and_words() -> None:
    assert refused(table({**II, "colour": 1})) == (
        "own.toml: rank[1].colour: unknown key 'colour'"
    )
    assert refused(table({**II, "short": {"de": "II"}})) == (
        "own.toml: rank[1].short.de: unknown key 'de'"
    )
    assert refused(table({**II, "name": ""})) == (
        "own.toml: rank[1].name: the text is empty"
    )
    assert refused(table({**II, "conditions": {"rating": 2000}})) == (
        "own.toml: rank[1].conditions.rating: unknown key 'rating'"
    )


def test_conditions_in_range() -> None:
    assert refused(table(II, conditions={"participants": 1})) == (
        "own.toml: conditions.participants: 1 is out of range 2..2000"
    )
    assert refused(table(II, conditions={"games": 7.5})) == (
        "own.toml: conditions.games: 7.5 is not a whole number"
    )
    data = table(II, I_, conditions={"participants": 10, "games": 9})
    data["rank"][1] = {**I_, "conditions": {"games": 11}}
    ii, i = table_from_data(data, "own.toml").ranks
    assert (ii.conditions.participants, ii.conditions.games) == (10, 9)
    assert (i.conditions.participants, i.conditions.games) == (10, 11)


def test_the_judges_panel_names_a_category_of_the_table() -> None:
    categories = [{"word": "друга"}, {"word": "перша", "spellings": ["1"]}]
    panel = {"judges": {"count": 3, "category": "1"}}
    data = table(II, judge_category=categories, conditions=panel)
    (ii,) = table_from_data(data, "own.toml").ranks
    assert ii.conditions.judges is not None
    assert (ii.conditions.judges.count, ii.conditions.judges.category) == (3, 1)
    wrong = {"judges": {"count": 3, "category": "національна"}}
    assert refused(table(II, judge_category=categories, conditions=wrong)) == (
        "own.toml: conditions.judges.category: no judges' category 'національна';"
        " the categories are друга, перша"
    )
    assert refused(table(II, conditions=wrong)) == (
        "own.toml: conditions.judges.category: no judges' category 'національна':"
        " the table lists none ([[judge_category]])"
    )
    assert refused(table(II, conditions={"judges": {"count": 3}})) == (
        "own.toml: conditions.judges: give the judges needed and the lowest"
        ' category that counts (count = 3, category = "...")'
    )
    assert refused(table(II, judge_category=[{"word": "a"}, {"word": "A"}])) == (
        "own.toml: judge_category[2].spellings: 'a' names both a and A"
    )


def test_words_one_for_all_languages_or_by_language() -> None:
    one = read_words("КМС", "own.toml", "short")
    assert [one.get(language) for language in ("uk", "ru", "en")] == ["КМС"] * 3
    some = read_words({"en": "CM"}, "own.toml", "short")
    assert (some.get("en"), some.get("uk")) == ("CM", None)
    assert no_category("x", []) == (
        "no judges' category 'x': the table lists none ([[judge_category]])"
    )

"""The table of rank norms as values: its ranks found by any spelling,
the share a game needs, the words in each language."""

from __future__ import annotations

from fractions import Fraction

from tests.core.ranks.rank_fields import TABLE, commission

from berger.core.ranks.table import Source, Words, spelling_key


def test_a_spelling_ignores_case_dots_spacing_and_the_ukrainian_i() -> None:
    assert spelling_key(" К.М.С. ") == "кмс"
    assert spelling_key("ІІ  юн.") == spelling_key("II юн") == "ii юн"
    assert spelling_key("Ёлка") == "елка"


def test_a_rank_found_by_any_of_its_spellings() -> None:
    first = TABLE.rank("1 разряд")
    assert first is not None
    for text in (
        "I",
        "І",
        "1",
        "1 розряд",
        "перший розряд",
        "Первый разряд",
        "1st rank",
    ):
        assert TABLE.rank(text) is first
    assert TABLE.rank("кмсу") is TABLE.rank("КМС")
    assert TABLE.rank("Нет") is None
    assert TABLE.rank("") is None


def test_the_share_by_the_opponents_coefficient() -> None:
    first, kms, master = TABLE.rank("1"), TABLE.rank("КМС"), TABLE.rank("МС")
    assert first is not None
    assert kms is not None
    assert master is not None
    assert TABLE.share(first, kms) == 35
    assert TABLE.share(first, master) == 20
    assert TABLE.share(first, None) == 0
    assert TABLE.share(master, first) == 0  # an opponent's rank only
    assert master.shares is None


def test_words_in_each_language_fall_back_to_the_tables_word() -> None:
    kms = TABLE.rank("КМС")
    assert kms is not None
    assert (kms.short_word("en"), kms.short_word("uk")) == ("CM", "КМС")
    assert kms.full_name("ru") == "кандидат в мастера спорта"
    own = commission().rank("II")
    assert own is not None
    assert (own.short_word("uk"), own.full_name("en")) == ("II", "II")
    assert TABLE.title_in("uk") == "Шашки-64: розрядні норми"
    assert commission().title_in("uk") == "commission"


def test_judges_categories_by_spelling() -> None:
    table = commission()
    assert (table.category("перша"), table.category("2"), table.category("3")) == (
        1,
        0,
        None,
    )
    assert table.categories[1].name("en") == "перша"


def test_the_source_in_a_language_or_english_or_the_first() -> None:
    source = Source(Words((("ru", "программы"), ("en", "programs"))), None, False)
    assert source.describe("ru") == "программы"
    assert source.describe("uk") == "programs"
    only = Source(Words((("uk", "програми"),)), "2024", True)
    assert only.describe("en") == "програми"
    assert list(only.text) == ["програми"]


def test_the_shipped_columns_and_coefficients() -> None:
    assert TABLE.columns == tuple(map(Fraction, (6, 5, 4, 3, 2, 1, 0, -1, -2)))
    assert [rank.coefficient for rank in TABLE.ranks] == [
        6,
        5,
        4,
        3,
        3,
        2,
        1,
        0,
        -1,
        -2,
    ]

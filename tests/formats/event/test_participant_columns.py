"""The participants file's column headers: every header accepted, pinned as the
reader took it before its aliases became a table of their own, read as its
field; and the table (:mod:`berger.formats.event.participant_columns`) itself."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from berger.core.model import Player
from berger.formats.event.participant_columns import (
    COLUMNS,
    FIELD_OF,
    HEADER_ALIASES,
    NUMBER_COLUMN,
    NUMBER_HEADERS,
)
from berger.formats.event.participants import normalise_header, players_from_rows

ACCEPTED: dict[str, str] = {
    "name": "name",
    "player": "name",
    "full name": "name",
    "participant": "name",
    "ім'я": "name",
    "імя": "name",
    "піб": "name",
    "п.і.б.": "name",
    "учасник": "name",
    "гравець": "name",
    "прізвище, ім'я": "name",
    "прізвище ім'я": "name",
    "прізвище та ім'я": "name",
    "имя": "name",
    "фио": "name",
    "ф.и.о.": "name",
    "участник": "name",
    "игрок": "name",
    "фамилия имя": "name",
    "фамилия, имя": "name",
    "фамилия и имя": "name",
    "фамилия имя отчество": "name",
    "surname": "surname",
    "last name": "surname",
    "lastname": "surname",
    "family name": "surname",
    "прізвище": "surname",
    "фамилия": "surname",
    "first name": "given",
    "firstname": "given",
    "given name": "given",
    "forename": "given",
    "rating": "rating",
    "elo": "rating",
    "fide rating": "rating",
    "rtg": "rating",
    "рейтинг": "rating",
    "ело": "rating",
    "эло": "rating",
    "ик": "rating",
    "federation": "federation",
    "fed": "federation",
    "country": "federation",
    "nation": "federation",
    "федерація": "federation",
    "країна": "federation",
    "федерация": "federation",
    "страна": "federation",
    "club": "club",
    "city": "club",
    "team": "club",
    "клуб": "club",
    "місто": "club",
    "город": "club",
    "команда": "club",
    "title": "title",
    "fide title": "title",
    "звання": "title",
    "звание": "title",
    "титул": "title",
    "rank": "rank",
    "sports rank": "rank",
    "розряд": "rank",
    "спортивний розряд": "rank",
    "разряд": "rank",
    "спортивный разряд": "rank",
    "birth": "birth",
    "born": "birth",
    "birthday": "birth",
    "birth date": "birth",
    "birthdate": "birth",
    "year of birth": "birth",
    "дата народження": "birth",
    "рік народження": "birth",
    "народження": "birth",
    "дата рождения": "birth",
    "год рождения": "birth",
    "рождения": "birth",
    "fide id": "fide_id",
    "fideid": "fide_id",
    "fide_id": "fide_id",
    "id fide": "fide_id",
    "fide": "fide_id",
    "фіде": "fide_id",
    "фиде": "fide_id",
    "sex": "sex",
    "gender": "sex",
    "стать": "sex",
    "пол": "sex",
    "k": "k",
    "k factor": "k",
    "k-factor": "k",
    "kfactor": "k",
    "к": "k",
    "k-фактор": "k",
    "к-фактор": "k",
    "коефіцієнт k": "k",
    "коефіцієнт к": "k",
    "коэффициент k": "k",
    "коэффициент к": "k",
    "withdrawn after": "withdrawn_after",
    "withdrawn": "withdrawn_after",
    "withdrew after": "withdrawn_after",
    "вибув після": "withdrawn_after",
    "вибув": "withdrawn_after",
    "выбыл после": "withdrawn_after",
    "выбыл": "withdrawn_after",
}
"""Every header the participants file accepted (as :func:`normalise_header`
leaves it) and its field, collected from the code before the aliases became a
table: a header dropped, or moved to another field, fails here."""
NUMBER: tuple[str, ...] = (
    "no",
    "no.",
    "#",
    "№",
    "n",
    "nr",
    "number",
    "номер",
    "start no",
)
"""The start-number column's headers (the column is skipped), likewise."""

VALUES: dict[str, tuple[str, object]] = {
    "rating": ("2400", 2400),
    "federation": ("UKR", "UKR"),
    "club": ("Riverside", "Riverside"),
    "title": ("FM", "FM"),
    "rank": ("1 розряд", "1 розряд"),
    "birth": ("1990", "1990"),
    "fide_id": ("400012345", "400012345"),
    "sex": ("w", "w"),
    "k": ("20", 20),
    "withdrawn_after": ("3", 3),
}
"""A cell each field reads, and the player's value it gives."""


def first_player(header: list[str], *rows: list[str]) -> Player:
    numbered = list(enumerate([header, *rows], start=1))
    return players_from_rows(numbered, "players.csv")[0]


@pytest.mark.parametrize(("alias", "field"), sorted(ACCEPTED.items()))
@pytest.mark.parametrize("case", [str, str.upper], ids=["as-listed", "upper"])
def test_every_header_accepted_before_is_read_as_its_field(
    alias: str, field: str, case: Callable[[str], str]
) -> None:
    header = case(alias)
    if field == "name":
        player = first_player([header, "rating"], ["Anna Brandt", "2400"], ["Bo", ""])
        assert player.name == "Anna Brandt"
    elif field in ("surname", "given"):
        heads = [header, "first name"] if field == "surname" else ["surname", header]
        player = first_player(heads, ["Brandt", "Anna"], ["Chen", "Bo"])
        assert player.name == "Brandt, Anna"
    else:
        cell, value = VALUES[field]
        player = first_player(["name", header], ["Anna Brandt", cell], ["Bo", ""])
        assert getattr(player, field) == value


def test_the_table_holds_every_header_accepted_before_and_no_other() -> None:
    assert FIELD_OF == ACCEPTED
    assert sorted(NUMBER_HEADERS) == sorted(NUMBER)


def test_each_field_has_its_headers_by_language_english_first() -> None:
    tables = [*COLUMNS.values(), NUMBER_COLUMN]
    assert all(next(iter(by_language)) == "en" for by_language in tables)
    assert all(set(by_language) <= {"en", "uk", "ru"} for by_language in tables)
    for by_language in tables:
        for language, headers in by_language.items():
            assert len(set(headers)) == len(headers), language
            # English headers are ASCII; Ukrainian and Russian ones are not.
            assert all(header.isascii() == (language == "en") for header in headers)


def test_a_header_names_one_field_and_is_written_as_a_cell_is_read() -> None:
    every = [header for headers in HEADER_ALIASES.values() for header in headers]
    assert len(every) == len(set(every)) == len(FIELD_OF)
    assert not set(FIELD_OF) & set(NUMBER_HEADERS)
    unread = [h for h in [*FIELD_OF, *NUMBER_HEADERS] if normalise_header(h) != h]
    assert unread == ["fide_id"]  # kept as it was; a cell "fide_id" is "fide id"


def test_every_language_of_a_field_is_in_its_aliases() -> None:
    for fld, by_language in COLUMNS.items():
        every = {header for headers in by_language.values() for header in headers}
        assert set(HEADER_ALIASES[fld]) == every

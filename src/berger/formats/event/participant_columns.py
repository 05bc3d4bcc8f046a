"""The column headers of a participants file: for each field of a player, the
header names it may have, one a line, in English, Ukrainian and Russian.

This is data, read by :mod:`berger.formats.event.participants` (and by the rating
list's fill-in, :mod:`berger.formats.exchange.rating_list`): add a header here and both
accept it. A header is written as
:func:`~berger.formats.event.participants.normalise_header` leaves a header cell:
lower case, one space between words, ``'`` for any apostrophe. A word that
Ukrainian and Russian spell alike (``рейтинг``, ``клуб``) is listed under
each. ``surname`` and ``given`` are joined into the name; a start-number
column (:data:`NUMBER_COLUMN`) is recognised and skipped.
"""

from __future__ import annotations

from typing import Literal

Language = Literal["en", "uk", "ru"]

COLUMNS: dict[str, dict[Language, tuple[str, ...]]] = {
    "name": {
        "en": (
            "name",
            "player",
            "full name",
            "participant",
        ),
        "uk": (
            "ім'я",
            "імя",
            "піб",
            "п.і.б.",
            "учасник",
            "гравець",
            "прізвище, ім'я",
            "прізвище ім'я",
            "прізвище та ім'я",
        ),
        "ru": (
            "имя",
            "фио",
            "ф.и.о.",
            "участник",
            "игрок",
            "фамилия имя",
            "фамилия, имя",
            "фамилия и имя",
            "фамилия имя отчество",
        ),
    },
    "surname": {
        "en": (
            "surname",
            "last name",
            "lastname",
            "family name",
        ),
        "uk": ("прізвище",),
        "ru": ("фамилия",),
    },
    "given": {
        "en": (
            "first name",
            "firstname",
            "given name",
            "forename",
        ),
    },
    "rating": {
        "en": (
            "rating",
            "elo",
            "fide rating",
            "rtg",
        ),
        "uk": (
            "рейтинг",
            "ело",
        ),
        "ru": (
            "рейтинг",
            "эло",
            "ик",
        ),
    },
    "federation": {
        "en": (
            "federation",
            "fed",
            "country",
            "nation",
        ),
        "uk": (
            "федерація",
            "країна",
        ),
        "ru": (
            "федерация",
            "страна",
        ),
    },
    "club": {
        "en": (
            "club",
            "city",
            "team",
        ),
        "uk": (
            "клуб",
            "місто",
            "команда",
        ),
        "ru": (
            "клуб",
            "город",
            "команда",
        ),
    },
    "title": {
        "en": (
            "title",
            "fide title",
        ),
        "uk": (
            "звання",
            "титул",
        ),
        "ru": (
            "звание",
            "титул",
        ),
    },
    "rank": {
        "en": (
            "rank",
            "sports rank",
        ),
        "uk": (
            "розряд",
            "спортивний розряд",
        ),
        "ru": (
            "разряд",
            "спортивный разряд",
        ),
    },
    "birth": {
        "en": (
            "birth",
            "born",
            "birthday",
            "birth date",
            "birthdate",
            "year of birth",
        ),
        "uk": (
            "дата народження",
            "рік народження",
            "народження",
        ),
        "ru": (
            "дата рождения",
            "год рождения",
            "рождения",
        ),
    },
    "fide_id": {
        "en": (
            "fide id",
            "fideid",
            "fide_id",  # as typed; a header cell reads as "fide id" anyway
            "id fide",
            "fide",
        ),
        "uk": ("фіде",),
        "ru": ("фиде",),
    },
    "sex": {
        "en": (
            "sex",
            "gender",
        ),
        "uk": ("стать",),
        "ru": ("пол",),
    },
    "k": {
        "en": (
            "k",
            "k factor",
            "k-factor",
            "kfactor",
        ),
        # Written with the Cyrillic к or the Latin k alike.
        "uk": (
            "к",
            "k-фактор",
            "к-фактор",
            "коефіцієнт k",
            "коефіцієнт к",
        ),
        "ru": (
            "к",
            "k-фактор",
            "к-фактор",
            "коэффициент k",
            "коэффициент к",
        ),
    },
    "withdrawn_after": {
        "en": (
            "withdrawn after",
            "withdrawn",
            "withdrew after",
        ),
        "uk": (
            "вибув після",
            "вибув",
        ),
        "ru": (
            "выбыл после",
            "выбыл",
        ),
    },
}
"""Each field's headers by language."""

NUMBER_COLUMN: dict[Language, tuple[str, ...]] = {
    "en": (
        "no",
        "no.",
        "#",
        "n",
        "nr",
        "number",
        "start no",
    ),
    "uk": (
        "№",
        "номер",
    ),
    "ru": (
        "№",
        "номер",
    ),
}
"""The headers of a start-number column, by language (the column is skipped:
start numbers come from the event's numbering)."""


def _every(by_language: dict[Language, tuple[str, ...]]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(h for headers in by_language.values() for h in headers))


HEADER_ALIASES: dict[str, tuple[str, ...]] = {
    fld: _every(by_language) for fld, by_language in COLUMNS.items()
}
"""Each field's headers, every language's."""
FIELD_OF: dict[str, str] = {
    header: fld for fld, headers in HEADER_ALIASES.items() for header in headers
}
"""The field of each header."""
NUMBER_HEADERS: tuple[str, ...] = _every(NUMBER_COLUMN)
"""Every header of a start-number column."""

"""The rows of a table of rank norms (see
:mod:`berger.formats.event.rank_table`): its ``[[rank]]`` and
``[[judge_category]]`` tables, the conditions (the table's and each
rank's), and the texts and numbers they are written with, each checked and
every mistake named by its key (``rank[3].shares[2]``)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from berger.core.model import MAX_PLAYERS
from berger.core.ranks.table import (
    Category,
    Conditions,
    JudgesCondition,
    Rank,
    Words,
    spelling_key,
)
from berger.errors import InputError
from berger.formats.event.toml_types import expect, unknown_key
from berger.messages import _

LANGUAGES = ("uk", "ru", "en")
"""The languages a table's words may be given in."""
RANK_KEYS = frozenset(
    {"word", "coefficient", "short", "name", "spellings", "shares", "conditions"}
)
"""The keys of a ``[[rank]]``."""
CONDITION_KEYS = frozenset({"participants", "games", "judges"})
"""The conditions a rank may set for itself."""
MAX_COEFFICIENT = 100
"""The largest coefficient, either way from 0."""
MAX_GAMES = 1000
"""The most games a condition may ask for."""


def read_words(value: object, shown: str, field: str) -> Words:
    """A text, one for every language, or a table of texts by language."""
    if isinstance(value, str):
        text = value.strip()
        if not text:
            raise InputError(_("the text is empty"), path=shown, field=field)
        return Words(tuple((language, text) for language in LANGUAGES))
    texts = expect(value, (str, dict), shown, field)
    found = []
    for language, text in texts.items():
        where = f"{field}.{language}"
        if language not in LANGUAGES:
            raise unknown_key(language, shown, field)
        if not expect(text, str, shown, where).strip():
            raise InputError(_("the text is empty"), path=shown, field=where)
        found.append((language, text.strip()))
    if not found:
        raise InputError(_("the text is empty"), path=shown, field=field)
    return Words(tuple(found))


def read_number(value: object, shown: str, field: str) -> Fraction:
    """A number of the file, exactly (``62.5`` is 125/2).

    Raises:
        InputError: not a finite number.
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        message = _("{text!r} is not a number").format(text=value)
        raise InputError(message, path=shown, field=field)
    if isinstance(value, float) and not math.isfinite(value):
        message = _("{text!r} is not a number").format(text=value)
        raise InputError(message, path=shown, field=field)
    return Fraction(str(value)) if isinstance(value, float) else Fraction(value)


def bounded(value: object, shown: str, field: str, low: int, high: int) -> Fraction:
    number = read_number(value, shown, field)
    if not low <= number <= high:
        raise InputError(
            _("{value} is out of range {low}..{high}").format(
                value=value, low=low, high=high
            ),
            path=shown,
            field=field,
        )
    return number


def whole(value: object, shown: str, field: str, low: int, high: int) -> int:
    number = bounded(value, shown, field, low, high)
    if number.denominator != 1:
        message = _("{value} is not a whole number").format(value=value)
        raise InputError(message, path=shown, field=field)
    return int(number)


def _spellings(
    table: Mapping[str, Any], word: str, shown: str, field: str, *names: Words
) -> frozenset[str]:
    """Every way a rank or category may be written: its word, its names
    and its ``spellings``."""
    listed = expect(table.get("spellings", []), list, shown, f"{field}.spellings")
    texts = [word, *(text for words in names for text in words)]
    for index, text in enumerate(listed, 1):
        texts.append(expect(text, str, shown, f"{field}.spellings[{index}]"))
    return frozenset(key for key in map(spelling_key, texts) if key)


def judge_categories(value: object, shown: str) -> tuple[Category, ...]:
    tables = expect(value, list, shown, "judge_category")
    found: list[Category] = []
    for index, table in enumerate(tables, 1):
        field = f"judge_category[{index}]"
        expect(table, dict, shown, field)
        for key in table:
            if key not in ("word", "names", "spellings"):
                raise unknown_key(key, shown, field)
        missing = _('judges\' category {number} has no word (word = "...")')
        word = _word(table, shown, field, missing.format(number=index))
        names = read_words(table.get("names", word), shown, f"{field}.names")
        spellings = _spellings(table, word, shown, field, names)
        _unique(spellings, word, [(c.word, c.spellings) for c in found], shown, field)
        found.append(Category(word, names, spellings))
    return tuple(found)


def _word(table: Mapping[str, Any], shown: str, field: str, missing: str) -> str:
    """The ``word`` of a rank or category; ``missing``, the message where
    there is none."""
    word: str = expect(table.get("word", ""), str, shown, f"{field}.word").strip()
    if not word:
        raise InputError(missing, path=shown, field=f"{field}.word")
    return word


def _unique(
    spellings: frozenset[str],
    word: str,
    earlier: Sequence[tuple[str, frozenset[str]]],
    shown: str,
    field: str,
) -> None:
    """Refuse a spelling that an earlier rank or category has too."""
    for other, theirs in earlier:
        both = spellings & theirs
        if both:
            raise InputError(
                _("{spelling!r} names both {first} and {second}").format(
                    spelling=min(both), first=other, second=word
                ),
                path=shown,
                field=f"{field}.spellings",
            )


def read_conditions(
    table: Mapping[str, Any],
    categories: Sequence[Category],
    shown: str,
    field: str,
    base: Conditions | None = None,
) -> Conditions:
    """The conditions of ``table`` (``[conditions]``, or a rank's), those it
    does not set taken from ``base``."""
    for key in table:
        if key not in CONDITION_KEYS:
            raise unknown_key(key, shown, field)
    base = base or Conditions()
    participants, games, judges = base.participants, base.games, base.judges
    if "participants" in table:
        where = f"{field}.participants"
        participants = whole(table["participants"], shown, where, 2, MAX_PLAYERS)
    if "games" in table:
        games = whole(table["games"], shown, f"{field}.games", 1, MAX_GAMES)
    if "judges" in table:
        judges = _judges(table["judges"], categories, shown, f"{field}.judges")
    return Conditions(participants=participants, games=games, judges=judges)


def _judges(
    value: object, categories: Sequence[Category], shown: str, field: str
) -> JudgesCondition:
    panel = expect(value, dict, shown, field)
    for key in panel:
        if key not in ("count", "category"):
            raise unknown_key(key, shown, field)
    if "count" not in panel or "category" not in panel:
        raise InputError(
            _(
                "give the judges needed and the lowest category that counts"
                ' (count = 3, category = "...")'
            ),
            path=shown,
            field=field,
        )
    count = whole(panel["count"], shown, f"{field}.count", 1, 100)
    written = expect(panel["category"], str, shown, f"{field}.category")
    category = next(
        (i for i, c in enumerate(categories) if spelling_key(written) in c.spellings),
        None,
    )
    if category is None:
        raise InputError(
            no_category(written, categories), path=shown, field=f"{field}.category"
        )
    return JudgesCondition(count, category)


def no_category(text: str, categories: Sequence[Category]) -> str:
    """The message for a judges' category the table does not have."""
    if not categories:
        return _(
            "no judges' category {text!r}: the table lists none ([[judge_category]])"
        ).format(text=text)
    return _("no judges' category {text!r}; the categories are {categories}").format(
        text=text, categories=", ".join(c.word for c in categories)
    )


def rank_rows(
    value: object,
    columns: tuple[Fraction, ...],
    categories: Sequence[Category],
    defaults: Conditions,
    shown: str,
) -> tuple[Rank, ...]:
    if value is None or value == []:
        raise InputError(
            _("no ranks: give them from the lowest to the highest as [[rank]] tables"),
            path=shown,
            field="rank",
        )
    tables = expect(value, list, shown, "rank")
    ranks: list[Rank] = []
    for index, table in enumerate(tables, 1):
        field = f"rank[{index}]"
        expect(table, dict, shown, field)
        rank = _rank(table, index, columns, categories, defaults, shown)
        _unique(
            rank.spellings,
            rank.word,
            [(r.word, r.spellings) for r in ranks],
            shown,
            field,
        )
        if ranks and rank.coefficient > ranks[-1].coefficient:
            raise InputError(
                _(
                    "{word}'s coefficient {value} is larger than that of {lower},"
                    " the rank below it ({lower_value}): the higher the rank,"
                    " the smaller its coefficient"
                ).format(
                    word=rank.word,
                    value=table["coefficient"],
                    lower=ranks[-1].word,
                    lower_value=ranks[-1].coefficient,
                ),
                path=shown,
                field=f"{field}.coefficient",
            )
        ranks.append(rank)
    return tuple(ranks)


def _rank(
    table: Mapping[str, Any],
    index: int,
    columns: tuple[Fraction, ...],
    categories: Sequence[Category],
    defaults: Conditions,
    shown: str,
) -> Rank:
    field = f"rank[{index}]"
    for key in table:
        if key not in RANK_KEYS:
            raise unknown_key(key, shown, field)
    missing = _('rank {number} has no word (word = "...")')
    word = _word(table, shown, field, missing.format(number=index))
    if "coefficient" not in table:
        raise InputError(
            _("rank {number} ({word}) has no coefficient").format(
                number=index, word=word
            ),
            path=shown,
            field=f"{field}.coefficient",
        )
    coefficient = bounded(
        table["coefficient"],
        shown,
        f"{field}.coefficient",
        -MAX_COEFFICIENT,
        MAX_COEFFICIENT,
    )
    if coefficient not in columns:
        raise InputError(
            _(
                "{value} is not one of the coefficients the shares are for ({columns})"
            ).format(
                value=table["coefficient"],
                columns=", ".join(str(c) for c in columns),
            ),
            path=shown,
            field=f"{field}.coefficient",
        )
    short = read_words(table.get("short", word), shown, f"{field}.short")
    name = read_words(table.get("name", word), shown, f"{field}.name")
    own = expect(table.get("conditions", {}), dict, shown, f"{field}.conditions")
    return Rank(
        word=word,
        coefficient=coefficient,
        short=short,
        name=name,
        shares=_shares(table.get("shares"), columns, shown, f"{field}.shares"),
        conditions=read_conditions(
            own, categories, shown, f"{field}.conditions", defaults
        ),
        spellings=_spellings(table, word, shown, field, short, name),
    )


def _shares(
    value: object, columns: tuple[Fraction, ...], shown: str, field: str
) -> tuple[Fraction, ...] | None:
    if value is None:
        return None
    items = expect(value, list, shown, field)
    if len(items) != len(columns):
        raise InputError(
            _(
                "{count} shares for {columns} coefficients: give one share for"
                " each of coefficients = [...], 0 where nothing is needed"
            ).format(count=len(items), columns=len(columns)),
            path=shown,
            field=field,
        )
    return tuple(
        bounded(item, shown, f"{field}[{index}]", 0, 100)
        for index, item in enumerate(items, 1)
    )

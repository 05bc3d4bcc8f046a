"""A table of sports-rank norms, as data: where it was taken from, its ranks
in order with their words, each rank's coefficient, the share of a point a
game needs by the opponent's coefficient, and the conditions a rank is
fulfilled under.

The table is the one that Russian draughts arbiters' programs keep (see
``docs/ranks.md``): each rank has a coefficient (the stronger the rank, the
smaller), and the norm of a rank is the sum, over the player's games, of
the share of a point its row gives for the opponent's coefficient. A table
is read from a file by :mod:`berger.formats.event.rank_table`; nothing
here reads one.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True, slots=True)
class Words:
    """A word in several languages, by language code (``uk``, ``ru``,
    ``en``); any may be missing."""

    texts: tuple[tuple[str, str], ...] = ()
    """(language, text) pairs."""

    def get(self, language: str) -> str | None:
        """The text in ``language``, None where the table gives none."""
        for code, text in self.texts:
            if code == language:
                return text
        return None

    def __iter__(self) -> Iterator[str]:
        return (text for _code, text in self.texts)


@dataclass(frozen=True, slots=True)
class JudgesCondition:
    """The judges' panel a rank needs: at least :attr:`count` judges of at
    least the category :attr:`category`."""

    count: int
    """Judges needed."""
    category: int
    """The lowest category that counts: its place in
    :attr:`RankTable.categories` (0: the lowest)."""


@dataclass(frozen=True, slots=True)
class Conditions:
    """What an event and a player must meet for a rank to be fulfilled,
    besides the points; None: no such condition."""

    participants: int | None = None
    """Participants the event must have, at least."""
    games: int | None = None
    """Games the player must have played over the board, at least."""
    judges: JudgesCondition | None = None
    """The judges' panel the event must have."""


@dataclass(frozen=True, slots=True)
class Category:
    """A judges' category (суддівська категорія), as the table words it."""

    word: str
    """The table's word for it."""
    names: Words
    """Its name in each language."""
    spellings: frozenset[str]
    """Every way it may be written, as :func:`spelling_key` leaves them."""

    def name(self, language: str) -> str:
        """Its name in ``language``, else the table's word."""
        return self.names.get(language) or self.word


@dataclass(frozen=True, slots=True)
class Rank:
    """One rank of the table."""

    word: str
    """The table's word for it (``1 разряд``, ``КМС``): the key of the
    reports."""
    coefficient: Fraction
    """Its coefficient: what a game against a player of this rank counts
    by; the stronger the rank, the smaller."""
    short: Words
    """Its short word in each language, as a table's column prints it."""
    name: Words
    """Its full name in each language."""
    shares: tuple[Fraction, ...] | None
    """Per cent of a game's full score needed from a game against an
    opponent of each of :attr:`RankTable.columns`; None for a rank met as
    an opponent only (it cannot be fulfilled by these norms)."""
    conditions: Conditions
    """Its conditions (the table's, with the rank's own over them)."""
    spellings: frozenset[str]
    """Every way it may be written, as :func:`spelling_key` leaves them."""

    def short_word(self, language: str) -> str:
        """Its short word in ``language``, else the table's word."""
        return self.short.get(language) or self.word

    def full_name(self, language: str) -> str:
        """Its full name in ``language``, else its short word."""
        return self.name.get(language) or self.short_word(language)


@dataclass(frozen=True, slots=True)
class Source:
    """Where a table was taken from."""

    text: Words
    """What it was taken from, in each language the table gives."""
    edition: str | None
    """Its date or edition, where known."""
    legal_text_read: bool
    """Whether it was checked against the legal text (False: the figures
    are those of :attr:`text`, not of the law itself)."""

    def describe(self, language: str) -> str:
        """What it was taken from in ``language`` (else English, else the
        first language given)."""
        return (
            self.text.get(language) or self.text.get("en") or next(iter(self.text), "")
        )


@dataclass(frozen=True, slots=True)
class RankTable:
    """A table of rank norms."""

    name: str
    """Its name (``ru-draughts``)."""
    title: Words
    """What it is, in each language."""
    source: Source
    """Where it was taken from."""
    columns: tuple[Fraction, ...]
    """The opponents' coefficients the shares are given for, in the
    table's order."""
    ranks: tuple[Rank, ...]
    """Its ranks, from the lowest to the highest."""
    categories: tuple[Category, ...] = ()
    """The judges' categories, from the lowest to the highest."""
    highest_by_coefficient: bool = True
    """The event's coefficient limits the ranks it can give: only those
    whose coefficient is at least its whole part."""

    def rank(self, text: str) -> Rank | None:
        """The rank ``text`` names (any spelling), None if none does."""
        key = spelling_key(text)
        for rank in self.ranks:
            if key in rank.spellings:
                return rank
        return None

    def category(self, text: str) -> int | None:
        """The place in :attr:`categories` of the category ``text`` names
        (any spelling), None if none does."""
        key = spelling_key(text)
        for index, category in enumerate(self.categories):
            if key in category.spellings:
                return index
        return None

    def share(self, rank: Rank, opponent: Rank | None) -> Fraction:
        """The per cent of a game's full score ``rank`` needs from a game
        against a player of the rank ``opponent``: nothing against an
        opponent whose rank is not given, or for a rank that cannot be
        fulfilled."""
        if opponent is None or rank.shares is None:
            return Fraction(0)
        return rank.shares[self.columns.index(opponent.coefficient)]

    def title_in(self, language: str) -> str:
        """What the table is, in ``language`` (else English, else its name)."""
        return self.title.get(language) or self.title.get("en") or self.name


_LOOKALIKES = str.maketrans({"ё": "е", "і": "i", "ı": "i"})
"""Letters written for one another: the Ukrainian і for the Latin i of a
Roman numeral (ІІ for II), ё for е."""


def spelling_key(text: str) -> str:
    """``text`` as spellings are compared: case, dots and spacing aside,
    the Ukrainian і read as the Latin i (``ІІ`` is ``II``), ё as е.

    >>> spelling_key(" К.М.С. "), spelling_key("ІІ  юн."), spelling_key("2-й Разряд")
    ('кмс', 'ii юн', '2-й разряд')
    """
    text = unicodedata.normalize("NFKC", text).casefold().translate(_LOOKALIKES)
    return re.sub(r"\s+", " ", text.replace(".", "")).strip()

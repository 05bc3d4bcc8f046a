"""The prize list: who takes which prize, and how much.

A prize list (:class:`PrizeList`) is a name, the amounts by place, how tied
players share them (:class:`Sharing`) and who may take them
(:class:`~berger.core.prizes.conditions.Eligibility`). The lists are given
out over the final order of the event (:func:`award_prizes`):

- **none**: place by place, in the final order;
- **equal**: players level on points share the amounts of the places they
  occupy equally (a group that reaches past the last prize shares what it
  occupies of the prizes among all its members);
- **hort** (Hort's system): each player in a prize place keeps half of that
  place's amount; the other halves of the places a group level on points
  occupies are pooled and shared equally among the whole group.

With one prize a player (:attr:`PrizeRules.one_per_player`, the default),
prizes are given out largest first: the largest amount any player can take
goes to that player, who then leaves every other list (at equal amounts, the
list named first and the better place win); the prizes of a list that a
player does not take pass to the next eligible player. Amounts are worked
out exactly and each award is rounded to the rounding unit at the end
(halves up), so the awards may add up to a little more or less than the
amounts announced.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from enum import Enum
from fractions import Fraction

from berger.core.model import Player
from berger.core.prizes.conditions import Eligibility
from berger.messages import _


class Sharing(Enum):
    """How players level on points share a list's prizes."""

    NONE = "none"
    EQUAL = "equal"
    HORT = "hort"


@dataclass(frozen=True, slots=True)
class PrizeList:
    """One list of prizes: the main one, or a category's."""

    name: str
    """As the prize list shows it (``Main``, ``Best woman``)."""
    amounts: tuple[Fraction, ...]
    """By place: the first place's amount first."""
    sharing: Sharing = Sharing.NONE
    """How players level on points share them."""
    eligibility: Eligibility = field(default_factory=Eligibility)
    """Who may take them."""


@dataclass(frozen=True, slots=True)
class PrizeRules:
    """How the lists are given out together."""

    one_per_player: bool = True
    """A player takes one prize at most: the largest."""
    rounding: Fraction = Fraction(1, 100)
    """Each award is rounded to a multiple of this."""
    currency: str = ""
    """Shown after the amounts (``UAH``, ``€``)."""


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player as the prize list sees them: in the final order."""

    number: int
    """Pairing number."""
    player: Player
    """Who (for the conditions of a list)."""
    points: Fraction
    """The points the sharing of prizes goes by."""


@dataclass(frozen=True, slots=True)
class Award:
    """A prize taken."""

    prize: str
    """The list's name."""
    place: int
    """The place of the list the player holds (1: its first)."""
    places: tuple[int, int]
    """The places of the list the player's group shares (``(2, 4)``); the
    player's own place twice when nothing is shared."""
    number: int
    """The player's pairing number."""
    amount: Decimal
    """Rounded to the rules' unit."""
    sharing: Sharing
    """How the list shares its prizes."""
    group: int
    """How many players level on points share with this one (1: none)."""
    pot: Fraction
    """What the group pools: the amounts of its places (equal sharing), or
    their halves (Hort's system)."""
    kept: Fraction
    """Hort's system: the half of the player's own place kept."""
    passed: tuple[int, ...]
    """The players ahead in the list who took another prize, by pairing
    number: the place passed on to this one."""

    @property
    def basis(self) -> str:
        """What it was worked out from: ``place`` (the place's own prize),
        ``equal`` (shared equally), ``hort`` (Hort's system: half of the
        place's prize and a share of the pot) or ``hort_pot`` (Hort's system
        past the last prize: a share of the pot alone)."""
        if self.sharing is Sharing.NONE or self.group == 1:
            return "place"
        if self.sharing is Sharing.EQUAL:
            return "equal"
        return "hort" if self.kept else "hort_pot"

    @property
    def how(self) -> str:
        """How it was worked out, in a few words (in the user's language)."""
        first, last = self.places
        places = str(first) if first == last else f"{first}–{last}"
        basis = self.basis
        if basis == "place":
            text = _("place {place}").format(place=self.place)
        elif basis == "equal":
            text = _(
                "places {places} shared equally by {count} players level on points:"
                " {pot} / {count}"
            ).format(places=places, count=self.group, pot=figure(self.pot))
        elif basis == "hort_pot":
            text = _(
                "Hort: no prize place of their own, a share of the pot of places"
                " {places}: {pot} / {count}"
            ).format(places=places, pot=figure(self.pot), count=self.group)
        else:
            text = _(
                "Hort: half of place {place} ({half}) and a share of the pot of"
                " places {places}: {pot} / {count}"
            ).format(
                place=self.place,
                half=figure(self.kept),
                places=places,
                pot=figure(self.pot),
                count=self.group,
            )
        if self.passed:
            numbers = ", ".join(str(number) for number in self.passed)
            text += "; " + _("passed on: {numbers} took another prize").format(
                numbers=numbers
            )
        return text


@dataclass(frozen=True, slots=True)
class Unawarded:
    """A prize of a list that nobody could take (no eligible player left)."""

    prize: str
    """The list's name."""
    place: int
    """The place of the list."""
    amount: Fraction
    """Its amount."""


def unawarded(
    lists: Sequence[PrizeList], awards: Sequence[Award]
) -> tuple[Unawarded, ...]:
    """The places of ``lists`` with an amount that no award covers."""
    covered: dict[str, set[int]] = {}
    for award in awards:
        first, last = award.places
        covered.setdefault(award.prize, set()).update(range(first, last + 1))
    return tuple(
        Unawarded(prize_list.name, place, amount)
        for prize_list in lists
        for place, amount in enumerate(prize_list.amounts, 1)
        if amount > 0 and place not in covered.get(prize_list.name, set())
    )


def award_prizes(
    lists: Sequence[PrizeList],
    order: Sequence[Entrant],
    rules: PrizeRules | None = None,
) -> tuple[Award, ...]:
    """Every award of ``lists`` over the final ``order``, list by list in the
    order given, each list's awards by place.

    >>> main = PrizeList("Main", (Fraction(300), Fraction(200)), Sharing.EQUAL)
    >>> order = [Entrant(n, Player(f"P{n}"), Fraction(p)) for n, p in
    ...          ((1, 5), (2, 5), (3, 4))]
    >>> [(a.number, str(a.amount)) for a in award_prizes([main], order)]
    [(1, '250.00'), (2, '250.00')]
    """
    rules = rules or PrizeRules()
    holder: dict[int, int] = {}
    if rules.one_per_player:
        holder = _holders(lists, order)
    awards = []
    for index, prize_list in enumerate(lists):
        available = [
            entrant
            for entrant in order
            if not rules.one_per_player or holder.get(entrant.number, index) == index
        ]
        taken = {
            entrant.number
            for entrant in order
            if rules.one_per_player and holder.get(entrant.number, index) != index
        }
        for share in _shares(prize_list, available):
            awards.append(
                Award(
                    prize_list.name,
                    share.place,
                    share.places,
                    share.entrant.number,
                    _rounded(share.amount, rules.rounding),
                    prize_list.sharing,
                    share.group,
                    share.pot,
                    share.kept,
                    _passed(prize_list, order, share, taken),
                )
            )
    return tuple(awards)


@dataclass(frozen=True, slots=True)
class _Share:
    """What a list gives one player, before rounding."""

    entrant: Entrant
    place: int
    places: tuple[int, int]
    amount: Fraction
    group: int
    """How many players are level in the group that shares."""
    pot: Fraction
    """The amounts (equal) or halves (Hort) the group pools."""
    kept: Fraction
    """Hort: the half of the own place kept."""


def _shares(prize_list: PrizeList, available: Iterable[Entrant]) -> list[_Share]:
    """What ``prize_list`` gives the eligible players among ``available``
    (in the final order): every share above zero."""
    eligible = [e for e in available if prize_list.eligibility.admits(e.player)]
    amounts = prize_list.amounts
    shares = []
    start = 0
    while start < min(len(eligible), len(amounts)):
        end = start
        while end < len(eligible) and eligible[end].points == eligible[start].points:
            end += 1
        size = end - start
        last = min(end, len(amounts))
        prize_places = range(start, last)
        pot = sum((amounts[p] for p in prize_places), Fraction(0))
        if prize_list.sharing is Sharing.HORT:
            pot /= 2
        for position in range(start, end):
            own = amounts[position] if position < len(amounts) else Fraction(0)
            if prize_list.sharing is Sharing.NONE:
                amount, places, shared = own, (position + 1, position + 1), 1
            elif prize_list.sharing is Sharing.EQUAL:
                amount, places, shared = pot / size, (start + 1, end), size
            else:
                amount, places, shared = own / 2 + pot / size, (start + 1, end), size
            if amount > 0:
                kept = own / 2 if prize_list.sharing is Sharing.HORT else Fraction(0)
                share = _Share(
                    eligible[position], position + 1, places, amount, shared, pot, kept
                )
                shares.append(share)
        start = end
    return shares


def _holders(lists: Sequence[PrizeList], order: Sequence[Entrant]) -> dict[int, int]:
    """Which list each prize winner takes a prize from, one a player, by
    pairing number: largest first, a list's prizes passing on as its
    players take larger ones elsewhere."""
    holder: dict[int, int] = {}
    while True:
        best: tuple[Fraction, int, int] | None = None
        chosen: tuple[int, int] | None = None
        for index, prize_list in enumerate(lists):
            available = [e for e in order if holder.get(e.number, index) == index]
            for share in _shares(prize_list, available):
                if share.entrant.number in holder:
                    continue
                key = (share.amount, -index, -share.place)
                if best is None or key > best:
                    best, chosen = key, (share.entrant.number, index)
        if chosen is None:
            return holder
        holder[chosen[0]] = chosen[1]


def _passed(
    prize_list: PrizeList, order: Sequence[Entrant], share: _Share, taken: set[int]
) -> tuple[int, ...]:
    """The players ahead of ``share``'s in ``prize_list`` who took another
    list's prize (the places they leave pass on), by pairing number."""
    ahead = []
    for entrant in order:
        if entrant.number == share.entrant.number:
            break
        if entrant.number in taken and prize_list.eligibility.admits(entrant.player):
            ahead.append(entrant.number)
    return tuple(ahead)


def _rounded(amount: Fraction, unit: Fraction) -> Decimal:
    """``amount`` to the nearest multiple of ``unit`` (halves up), as a
    decimal with as many places as the unit has.

    >>> _rounded(Fraction(35, 3), Fraction(1))
    Decimal('12')
    >>> _rounded(Fraction(35, 3), Fraction(1, 100))
    Decimal('11.67')
    >>> _rounded(Fraction(125, 2), Fraction(5))
    Decimal('65')
    """
    units = Decimal(amount.numerator) / Decimal(amount.denominator) / _decimal(unit)
    whole = units.quantize(Decimal(1), rounding=ROUND_HALF_UP)
    exponent = _decimal(unit).as_tuple().exponent
    places = Decimal(1).scaleb(min(0, int(exponent)))
    return (whole * _decimal(unit)).quantize(places)


def _decimal(value: Fraction) -> Decimal:
    return Decimal(value.numerator) / Decimal(value.denominator)


def figure(value: Fraction) -> str:
    """An exact amount as text: whole, or to two places.

    >>> figure(Fraction(45)), figure(Fraction(35, 2)), figure(Fraction(35, 3))
    ('45', '17.50', '11.67')
    """
    if value.denominator == 1:
        return str(value.numerator)
    return f"{_decimal(value).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)}"

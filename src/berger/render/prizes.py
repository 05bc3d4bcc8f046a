"""The prize list as every output shows it (:class:`PrizeView`): each list's
awards (places, player, amount and how it was worked out, in the event's
language) and the prizes nobody could take; the page printed in the pack as
``prizes.pdf``. The workbook's sheet and the site's page show the same
view."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from berger.core.prizes.awards import Award, PrizeList, PrizeRules, figure, unawarded
from berger.core.tournament import Tournament
from berger.render.printing import Settings, render_page
from berger.render.words import PLAYER_WORDS, Words


@dataclass(frozen=True, slots=True)
class AwardRow:
    """An award as the page shows it."""

    places: str
    """``"5–6"`` for places shared."""
    number: int
    name: str
    amount: str
    """With the currency."""
    value: Decimal
    """The amount, a number (what the workbook sums)."""
    how: str
    """How it was worked out: the end of its label's key (``hort`` for
    ``prize_how_hort``)."""
    values: Mapping[str, str]
    """What fills the label's ``{fields}``."""
    passed: str
    """The pairing numbers of those who took another prize, or empty."""


@dataclass(frozen=True, slots=True)
class GapRow:
    """A prize nobody took (or, before any result, nobody yet)."""

    place: int
    """The place of the list."""
    amount: str
    """With the currency."""
    value: Decimal
    """The amount, a number."""


@dataclass(frozen=True, slots=True)
class ListView:
    """A prize list as the page shows it."""

    name: str
    sharing: str
    """Its way of sharing (``none``, ``equal``, ``hort``: the end of its
    label's key)."""
    rows: tuple[AwardRow, ...]
    not_awarded: tuple[GapRow, ...]
    """Each prize nobody took."""


def award_row(award: Award, name: str, currency: str) -> AwardRow:
    """``award`` as the page shows it."""
    first, last = award.places
    places = str(first) if first == last else f"{first}–{last}"
    values = {
        "place": str(award.place),
        "places": places,
        "count": str(award.group),
        "pot": figure(award.pot),
        "half": figure(award.kept),
    }
    return AwardRow(
        places,
        award.number,
        name,
        f"{award.amount}{currency}",
        award.amount,
        award.basis,
        values,
        ", ".join(str(number) for number in award.passed),
    )


def list_views(
    lists: Sequence[PrizeList],
    awards: Sequence[Award],
    names: Mapping[int, str],
    rules: PrizeRules,
) -> tuple[ListView, ...]:
    """Every list as the page shows it."""
    currency = f"\u00a0{rules.currency}" if rules.currency else ""
    gaps = unawarded(lists, awards)
    return tuple(
        ListView(
            prize_list.name,
            prize_list.sharing.value,
            tuple(
                award_row(a, names[a.number], currency)
                for a in awards
                if a.prize == prize_list.name
            ),
            tuple(
                GapRow(
                    gap.place,
                    f"{figure(gap.amount)}{currency}",
                    Decimal(figure(gap.amount)),
                )
                for gap in gaps
                if gap.prize == prize_list.name
            ),
        )
        for prize_list in lists
    )


@dataclass(frozen=True, slots=True)
class PrizeView:
    """The prize list as every output shows it."""

    lists: tuple[ListView, ...]
    """Every list, in the order the event gives them."""
    currency: str
    """Shown after the amounts (empty: none)."""
    rounding: Fraction
    """Each award is rounded to a multiple of this."""
    after_round: int
    """The standings given out over: after this round (0: no results yet,
    nothing given out)."""
    final: bool
    """Those standings are final (every game has a result)."""


def prize_view(
    lists: Sequence[PrizeList],
    awards: Sequence[Award],
    names: Mapping[int, str],
    rules: PrizeRules,
    *,
    after_round: int,
    final: bool,
) -> PrizeView:
    """The prize list of ``lists`` as every output shows it, ``awards``
    given out after ``after_round`` (none before the first result: then
    every prize shows as not awarded yet)."""
    return PrizeView(
        list_views(lists, awards, names, rules),
        rules.currency,
        rules.rounding,
        after_round,
        final,
    )


def prizes_html(
    tournament: Tournament,
    view: PrizeView,
    settings: Settings,
    *,
    pdf: bool,
    words: Words = PLAYER_WORDS,
) -> str:
    """The prize list page of the event."""
    return render_page(
        "prizes.html",
        "prizes",
        tournament,
        settings,
        pdf=pdf,
        words=words,
        lists=view.lists,
        after_round=view.after_round,
        final=view.final,
    )

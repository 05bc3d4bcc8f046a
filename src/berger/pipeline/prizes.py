"""Use case: the prize list (``berger prizes``, the pack's prize list page,
the workbook's prize sheet, the site's prize page): the event's
``[[prizes]]`` lists given out over its standings (see
:mod:`berger.core.prizes.awards`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from berger.core.model import Player
from berger.core.prizes.awards import Award, Entrant, award_prizes
from berger.formats.event.event import EventConfig
from berger.formats.event.prizes import Prizes
from berger.pipeline.counted import Counted
from berger.pipeline.outputs import C, E, Work
from berger.render.printing import Page
from berger.render.prizes import PrizeView, prizes_html
from berger.render.prizes import prize_view as announced


@dataclass(frozen=True, slots=True)
class PrizeList:
    """The prizes given out, as every output of them shows them."""

    prizes: Prizes
    """The lists and their rules, as the event gives them."""
    awards: tuple[Award, ...]
    """Every award, list by list, place by place."""
    names: Mapping[int, str]
    """The entrants' names, by pairing number."""
    after_round: int
    """The standings given out over: after this round."""
    final: bool
    """Those standings are final (every game has a result)."""

    def view(self) -> PrizeView:
        """As every output shows it."""
        return announced(
            self.prizes.lists,
            self.awards,
            self.names,
            self.prizes.rules,
            after_round=self.after_round,
            final=self.final,
        )


def prize_list(
    prizes: Prizes, entrants: Sequence[Player], counted: Counted
) -> PrizeList:
    """The event's ``prizes`` (its ``[[prizes]]``) given out over the
    standings ``counted`` of its ``entrants`` (by pairing number). An
    entrant whose games are all struck (withdrew before half of them) takes
    no prize."""
    order = [
        Entrant(row.number, entrants[row.number - 1], row.points)
        for row in counted.standings.rows
        if not row.struck
    ]
    return PrizeList(
        prizes,
        award_prizes(prizes.lists, order, prizes.rules),
        {number: player.name for number, player in enumerate(entrants, 1)},
        counted.after_round,
        counted.standings.final,
    )


def prize_view(
    config: EventConfig, entrants: Sequence[Player], counted: Counted | None
) -> PrizeView | None:
    """The event's prize list as the workbook and the site show it, given
    out over the standings ``counted``; before any result (``counted``
    None) the prizes announced, nobody's yet. None for an event without
    ``[[prizes]]``."""
    prizes = config.prizes
    if prizes is None:
        return None
    if counted is not None:
        return prize_list(prizes, entrants, counted).view()
    return announced(prizes.lists, (), {}, prizes.rules, after_round=0, final=False)


def prize_page(work: Work[E, C], counted: C) -> Page | None:
    """The prize list page of an event with ``[[prizes]]``, given out over
    the results ``counted``, in its kind's words; None for an event
    without."""
    prizes = work.config.prizes
    if prizes is None:
        return None
    view = prize_list(prizes, work.event.players, counted).view()
    event, settings, words = work.event, work.settings, work.words
    return Page(lambda pdf: prizes_html(event, view, settings, pdf=pdf, words=words))

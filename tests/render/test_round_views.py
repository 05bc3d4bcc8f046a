"""What the pairing cards see: card order."""

from __future__ import annotations

import math

from tests.render.conftest import tournament

from berger.render import round_views


def test_cards_cut_and_stack_in_board_order_without_the_bye() -> None:
    event = tournament(27)  # 13 games a round: 3 sheets of 6 places
    sheets = [s for s in round_views.card_sheets(event) if s.round == 1]
    assert len(sheets) == math.ceil(13 / 6) == 3
    # Place k of sheet j holds board k·3 + j + 1: a guillotined stack is in order.
    stack = [sheet.cards[place] for place in range(6) for sheet in sheets]
    assert [card.board for card in stack if card] == list(range(1, 14))
    bye = event.schedule.round(1).bye
    assert all(bye not in (c.white.number, c.black.number) for c in stack if c)
    assert round_views.card_pages(event) == 3 * 27

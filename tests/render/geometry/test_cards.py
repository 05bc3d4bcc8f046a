"""The pairing cards' grid: the text area cut into six cards."""

from __future__ import annotations

import pytest

from berger.render.geometry.cards import CARD_EVENT_TYPES, card_grid
from berger.render.geometry.page import PAPERS


def test_card_grid_cuts_the_text_area_into_six() -> None:
    grid = card_grid(PAPERS["letter"])
    assert (grid.columns, grid.rows) == (2, 3)
    assert grid.card_width == pytest.approx(195.9 / 2)
    assert grid.card_height == pytest.approx(252.4 / 3)
    assert grid.lefts == (0.0, grid.card_width)
    assert grid.tops == (0.0, grid.card_height, grid.card_height * 2)
    assert grid.height == pytest.approx(252.4)


def test_the_event_name_wraps_then_steps_down_never_under_5_pt() -> None:
    grid = card_grid(PAPERS["a4"])
    # 59.5 mm beside the board box (95 − 30 − 5.5): two lines of 7 pt hold
    # about 85 letters, two of 6 pt condensed about 115; beyond that three
    # lines of 5 pt condensed, and the longest still wrap at 5 pt.
    assert grid.event_type("Кубок клубу 2026") == CARD_EVENT_TYPES[0]
    assert grid.event_type("Чемпіонат Київської області з шахів " * 2).size == 7.0
    assert grid.event_type("Чемпіонат Київської області з шахів " * 3).size == 6.0
    assert grid.event_type("Чемпіонат Київської області з шахів " * 4).size == 5.0
    assert grid.event_type("Чемпіонат Київської області " * 20).size == 5.0
    assert min(kind.size for kind in CARD_EVENT_TYPES) >= 5.0

"""The pairing cards' grid: the text area cut into six cards."""

from __future__ import annotations

import pytest

from berger.render.geometry.cards import card_grid
from berger.render.geometry.page import PAPERS


def test_card_grid_cuts_the_text_area_into_six() -> None:
    grid = card_grid(PAPERS["letter"])
    assert (grid.columns, grid.rows) == (2, 3)
    assert grid.card_width == pytest.approx(195.9 / 2)
    assert grid.card_height == pytest.approx(252.4 / 3)
    assert grid.lefts == (0.0, grid.card_width)
    assert grid.tops == (0.0, grid.card_height, grid.card_height * 2)
    assert grid.height == pytest.approx(252.4)

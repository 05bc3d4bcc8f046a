"""Scoring systems: presets, custom points, bad values."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from berger.core.scoring import CHESS, DRAUGHTS, FOOTBALL, ScoringSystem
from berger.errors import InputError

F = Fraction


def test_presets() -> None:
    assert CHESS.values == (F(1), F(1, 2), F(0), F(1), F(0), F(0))
    assert DRAUGHTS.values == (F(2), F(1), F(0), F(2), F(0), F(0))
    assert FOOTBALL.values == (F(3), F(1), F(0), F(3), F(0), F(0))
    assert CHESS.is_chess
    assert not DRAUGHTS.is_chess
    for preset in (CHESS, DRAUGHTS, FOOTBALL):
        assert ScoringSystem.parse(preset.name) is preset
        assert ScoringSystem.parse(f" {preset.name.upper()} ") is preset


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("1,0.5,0", (F(1), F(1, 2), F(0), F(1), F(0), F(0))),
        ("1;½;0", (F(1), F(1, 2), F(0), F(1), F(0), F(0))),
        ("3,1,0,3,-1", (F(3), F(1), F(0), F(3), F(-1), F(0))),
        ("1, 1/2, 0, 1, 0, 1/2", (F(1), F(1, 2), F(0), F(1), F(0), F(1, 2))),
    ],
)
def test_custom_points(text: str, values: tuple[Fraction, ...]) -> None:
    scoring = ScoringSystem.parse(text)
    assert scoring.values == values
    assert scoring.name == "custom"


def test_from_values_accepts_toml_numbers() -> None:
    scoring = ScoringSystem.from_values([1, 0.5, 0, 1, 0, 1])
    assert scoring.values == (F(1), F(1, 2), F(0), F(1), F(0), F(1))
    assert scoring.is_chess


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: ScoringSystem.parse("tennis"), "not a scoring preset"),
        (lambda: ScoringSystem.parse("1,x,0"), "'x' is not a number"),
        (lambda: ScoringSystem.from_values([1, 0]), "3 to 6 numbers"),
        (lambda: ScoringSystem.from_values([1] * 7), "3 to 6 numbers"),
        (lambda: ScoringSystem.from_values([1, True, 0]), "True is not a number"),
    ],
)
def test_bad_scoring(call: Callable[[], object], message: str) -> None:
    with pytest.raises(InputError, match=message) as caught:
        call()
    assert caught.value.field == "scoring"

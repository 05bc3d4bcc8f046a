"""Value types: outcomes, their spellings and kinds."""

from __future__ import annotations

import pytest

from berger.core.model import Outcome
from berger.errors import ResultCodeError


@pytest.mark.parametrize(
    ("code", "outcome"),
    [
        ("1-0", Outcome.WHITE_WIN),
        ("1 - 0", Outcome.WHITE_WIN),
        ("1:0", Outcome.WHITE_WIN),
        ("0-1", Outcome.BLACK_WIN),
        ("0–1", Outcome.BLACK_WIN),
        ("½-½", Outcome.DRAW),
        ("1/2-1/2", Outcome.DRAW),
        ("0.5-0.5", Outcome.DRAW),
        ("0,5-0,5", Outcome.DRAW),
        ("=", Outcome.DRAW),
        ("+-", Outcome.WHITE_FORFEIT_WIN),
        ("+/-", Outcome.WHITE_FORFEIT_WIN),
        ("-+", Outcome.BLACK_FORFEIT_WIN),
        ("-/+", Outcome.BLACK_FORFEIT_WIN),
        ("--", Outcome.DOUBLE_FORFEIT),
        ("0-0", Outcome.DOUBLE_FORFEIT),
        ("", Outcome.UNPLAYED),
        ("  ", Outcome.UNPLAYED),
        ("*", Outcome.UNPLAYED),
    ],
)
def test_result_spellings(code: str, outcome: Outcome) -> None:
    assert Outcome.from_code(code) is outcome


@pytest.mark.parametrize("outcome", list(Outcome))
def test_canonical_code_round_trips(outcome: Outcome) -> None:
    assert Outcome.from_code(outcome.value) is outcome
    assert str(outcome) == outcome.value
    assert outcome.reversed.reversed is outcome


@pytest.mark.parametrize("code", ["2-0", "win", "1-1", "½"])
def test_unknown_result_code(code: str) -> None:
    with pytest.raises(ResultCodeError, match="is not a result code"):
        Outcome.from_code(code)


def test_outcome_kinds() -> None:
    assert [o for o in Outcome if o.played] == [
        Outcome.WHITE_WIN,
        Outcome.DRAW,
        Outcome.BLACK_WIN,
    ]
    assert [o for o in Outcome if o.forfeit] == [
        Outcome.WHITE_FORFEIT_WIN,
        Outcome.BLACK_FORFEIT_WIN,
        Outcome.DOUBLE_FORFEIT,
    ]
    assert [o for o in Outcome if not o.is_result] == [Outcome.UNPLAYED]
    assert Outcome.WHITE_WIN.reversed is Outcome.BLACK_WIN
    assert Outcome.WHITE_FORFEIT_WIN.reversed is Outcome.BLACK_FORFEIT_WIN
    assert Outcome.DRAW.reversed is Outcome.DRAW

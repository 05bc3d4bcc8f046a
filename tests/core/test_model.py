"""Value types: outcomes, their spellings and kinds; a round's start."""

from __future__ import annotations

import datetime as dt

import pytest

from berger.core.model import EventInfo, Game, Outcome
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


@pytest.mark.parametrize("code", ["3-0", "win", "½", "2-2"])
def test_unknown_result_code(code: str) -> None:
    with pytest.raises(ResultCodeError, match="is not a result code"):
        Outcome.from_code(code)
    with pytest.raises(ResultCodeError, match=r"\(use 2-0, 1-1, 0-2, 1-0"):
        Outcome.from_code(code, game=Game.DRAUGHTS)


@pytest.mark.parametrize(
    ("code", "outcome"),
    [
        ("2-0", Outcome.WHITE_WIN),
        ("1-1", Outcome.DRAW),
        ("0-2", Outcome.BLACK_WIN),
        ("0:2", Outcome.BLACK_WIN),
        ("2 – 0", Outcome.WHITE_WIN),
        ("+-", Outcome.WHITE_FORFEIT_WIN),  # a forfeit as in chess
        ("1-0", Outcome.WHITE_WIN),
    ],
)
def test_draughts_codes_in_a_draughts_event(code: str, outcome: Outcome) -> None:
    assert Outcome.from_code(code, game=Game.DRAUGHTS) is outcome


@pytest.mark.parametrize("code", ["2-0", "1-1", "0-2"])
def test_draughts_codes_are_refused_in_a_chess_event(code: str) -> None:
    for game in (Game.CHESS, None):
        with pytest.raises(ResultCodeError, match="is a draughts result") as caught:
            Outcome.from_code(code, game=game)
        assert "\n" not in str(caught.value)


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


def test_a_rounds_start_is_its_date_with_its_time() -> None:
    # Round 1's date has its own time; round 2's time is round_times' second;
    # round 3 takes start_time; round 4 has no date.
    info = EventInfo(
        round_dates=(
            dt.datetime(2026, 9, 2, 17, 0),
            dt.date(2026, 9, 9),
            dt.date(2026, 9, 16),
        ),
        round_times=(dt.time(17, 0), dt.time(19, 30)),
        start_time=dt.time(18, 0),
    )
    assert [info.round_start(k) for k in (1, 2, 3, 4)] == [
        dt.datetime(2026, 9, 2, 17, 0),
        dt.datetime(2026, 9, 9, 19, 30),
        dt.datetime(2026, 9, 16, 18, 0),
        None,
    ]
    # Without any time a round starts on its day.
    assert EventInfo(round_dates=(dt.date(2026, 9, 2),)).round_start(1) == dt.date(
        2026, 9, 2
    )
    assert EventInfo().round_start(1) is None

"""The schedule's value types: colours, pairings, rounds, the schedule's
look-ups."""

from __future__ import annotations

import pytest

from berger.core.berger import build_schedule
from berger.core.schedule import Color, Pairing, Round


def test_colour() -> None:
    assert Color.WHITE.opposite is Color.BLACK
    assert Color.BLACK.opposite is Color.WHITE
    assert str(Color.WHITE) == "w"


def test_pairing_refuses_a_stranger() -> None:
    game = Pairing(round=1, board=1, white=1, black=8)
    with pytest.raises(ValueError, match="does not play"):
        game.colour_of(3)
    with pytest.raises(ValueError, match="does not play"):
        game.opponent_of(3)


def test_round_games_and_boards() -> None:
    rnd = Round(2, 1, (8, 6), (5, 4), None)
    assert rnd.games == (Pairing(2, 1, 8, 5), Pairing(2, 2, 6, 4))
    assert rnd.game(2) == Pairing(2, 2, 6, 4)
    for board in (0, 3):
        with pytest.raises(KeyError):
            rnd.game(board)


def test_schedule_lookups() -> None:
    schedule = build_schedule(7, cycles=2)
    assert schedule.even_size == 8
    assert schedule.rounds_per_cycle == 7
    assert schedule.games_per_round == 3
    assert len(list(schedule.games())) == 2 * 21
    assert schedule.find_game(1, 7, 2) == Pairing(1, 1, 2, 7, 1)
    assert schedule.find_game(1, 1, 2) is None
    assert schedule.game_of(1, 1) is None  # the bye
    assert schedule.game_of(8, 7) == Pairing(8, 1, 7, 2, 2)
    with pytest.raises(KeyError):
        schedule.round(15)
    with pytest.raises(KeyError):
        schedule.find_game(0, 1, 2)

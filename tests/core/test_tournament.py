"""A tournament: its players numbered, the schedule built, the draw's seed
kept only where lots were drawn, players found by pairing number."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from berger.core.berger import build_schedule
from berger.core.draw import Numbering
from berger.core.micro.matches import make_micro_match_event
from berger.core.model import EventInfo, Player
from berger.core.scoring import CHESS, DRAUGHTS
from berger.core.tournament import Tournament, make_tournament
from berger.errors import ScheduleError

PLAYERS = [Player("Cole", 1900), Player("Adams", 2100), Player("Baker", 2000)]


def test_list_numbering_keeps_the_order_and_builds_the_schedule() -> None:
    # Three players: the table for 4, number 4 the bye; two cycles swap the
    # last two rounds of cycle 1 by default (FIDE).
    tournament = make_tournament(EventInfo(name="Cup"), PLAYERS, cycles=2)
    assert [p.name for p in tournament.players] == ["Cole", "Adams", "Baker"]
    assert tournament.n == 3
    assert tournament.schedule == build_schedule(3, cycles=2, swap_last_two=True)
    assert len(tournament.schedule.rounds) == 6
    assert (tournament.numbering, tournament.seed) == (Numbering.LIST, None)
    assert tournament.scoring is CHESS
    assert tournament.info.name == "Cup"


def test_rating_numbering_and_the_scoring_given() -> None:
    tournament = make_tournament(
        EventInfo(), PLAYERS, numbering=Numbering.RATING, scoring=DRAUGHTS
    )
    assert [p.name for p in tournament.players] == ["Adams", "Baker", "Cole"]
    assert tournament.scoring is DRAUGHTS
    assert tournament.schedule.swap_last_two is False


def test_the_seed_is_kept_only_where_lots_were_drawn() -> None:
    listed = make_tournament(EventInfo(), PLAYERS, seed=7)
    assert listed.seed is None
    drawn = make_tournament(EventInfo(), PLAYERS, numbering=Numbering.RANDOM, seed=7)
    again = make_tournament(EventInfo(), PLAYERS, numbering=Numbering.RANDOM, seed=7)
    assert drawn.seed == 7
    assert drawn.players == again.players
    assert sorted(p.name for p in drawn.players) == ["Adams", "Baker", "Cole"]


def test_each_pairing_plays_one_game() -> None:
    # A single game is a match of one game; a micro-match event's pairings
    # play its games (berger.core.micro.matches).
    assert make_tournament(EventInfo(), PLAYERS).games == 1
    assert make_micro_match_event(EventInfo(), PLAYERS, games=4).games == 4


def test_player_by_pairing_number() -> None:
    tournament = make_tournament(EventInfo(), PLAYERS)
    assert tournament.player(1).name == "Cole"
    assert tournament.player(3).name == "Baker"
    for number in (0, 4, -1):
        with pytest.raises(KeyError):
            tournament.player(number)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (
            lambda: make_tournament(EventInfo(), PLAYERS[:1]),
            "a round robin needs at least 2 players, got 1",
        ),
        (
            lambda: make_tournament(EventInfo(), PLAYERS, cycles=0),
            "cycles must be at least 1, got 0",
        ),
        (
            lambda: make_tournament(EventInfo(), PLAYERS, numbering=Numbering.RANDOM),
            "this numbering draws lots and needs a seed",
        ),
        (
            lambda: make_tournament(
                EventInfo(), PLAYERS, numbering=Numbering.VARMA, seed=1
            ),
            "Varma tables cover 9 to 24 players, got 3",
        ),
    ],
)
def test_what_cannot_be_scheduled(make: Callable[[], Tournament], message: str) -> None:
    with pytest.raises(ScheduleError) as caught:
        make()
    assert str(caught.value) == message

"""Micro-matches: the event, the colours game by game, the games as an event
of their own; properties over every size."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.core.micro_cases import four

from berger.core.ballots import Opening, draw_openings
from berger.core.berger import build_schedule
from berger.core.draw import Numbering
from berger.core.micro.matches import (
    MAX_GAMES,
    as_micro_match_event,
    event_round,
    game_colours,
    game_event,
    game_round,
    game_schedule,
    make_micro_match_event,
)
from berger.core.model import EventInfo, Player
from berger.core.schedule import Color, Pairing
from berger.core.scoring import DRAUGHTS
from berger.core.teams.event import match_scoring
from berger.core.tournament import make_tournament
from berger.errors import InputError


def test_the_event_is_the_schedule_of_its_micro_matches() -> None:
    event = four()
    assert event.games == 2
    assert event.scoring.name == "draughts"
    assert event.match_scoring is not None
    assert event.match_scoring.win == 2
    assert [(g.white, g.black) for g in event.schedule.round(1).games] == [
        (1, 4),
        (2, 3),
    ]
    assert [event.colour(game) for game in (1, 2, 3, 4)] == [
        Color.WHITE,
        Color.BLACK,
        Color.WHITE,
        Color.BLACK,
    ]


@pytest.mark.parametrize("games", [0, MAX_GAMES + 1])
def test_a_micro_match_of_no_games_or_too_many_is_refused(games: int) -> None:
    with pytest.raises(InputError, match="out of range") as caught:
        make_micro_match_event(EventInfo(), [Player("A"), Player("B")], games=games)
    assert caught.value.field == "micro_match"


def test_an_opened_event_made_one_of_micro_matches_as_it_is() -> None:
    players = [Player(f"P{k}") for k in range(1, 8)]
    opened = make_tournament(
        EventInfo(), players, numbering=Numbering.RANDOM, seed=4, scoring=DRAUGHTS
    )
    points = match_scoring([2, 1, 0])
    micro = as_micro_match_event(opened, games=4, match_scoring=points)
    assert (micro.players, micro.schedule, micro.seed) == (
        opened.players,
        opened.schedule,
        4,
    )
    assert (micro.games, micro.match_scoring, micro.scoring) == (4, points, DRAUGHTS)
    with pytest.raises(InputError, match="out of range"):
        as_micro_match_event(opened, games=0)


def test_the_colours_alternate_from_the_tables() -> None:
    match = Pairing(round=2, board=1, white=4, black=3)
    assert [game_colours(match, game) for game in (1, 2, 3)] == [
        (4, 3),
        (3, 4),
        (4, 3),
    ]


def test_each_game_is_a_round_of_the_games_schedule() -> None:
    schedule = game_schedule(build_schedule(4), 2)
    assert schedule.n == 4
    assert schedule.cycles == 2
    assert not schedule.berger_table
    assert [(r.number, r.cycle, r.whites, r.blacks) for r in schedule.rounds] == [
        (1, 1, (1, 2), (4, 3)),
        (2, 2, (4, 3), (1, 2)),
        (3, 1, (4, 1), (3, 2)),
        (4, 2, (3, 2), (4, 1)),
        (5, 1, (2, 3), (4, 1)),
        (6, 2, (4, 1), (2, 3)),
    ]
    assert [game_round(3, game, 2) for game in (1, 2)] == [5, 6]
    assert [event_round(number, 2) for number in (5, 6)] == [(3, 1), (3, 2)]


def test_a_double_round_robin_of_micro_matches() -> None:
    # Cycle 2 reverses the table's colours: its micro-match starts with them.
    schedule = game_schedule(build_schedule(3, cycles=2), 2)
    assert schedule.cycles == 4
    cycles = Counter(r.cycle for r in schedule.rounds)
    assert cycles == {1: 3, 2: 3, 3: 3, 4: 3}


def test_the_games_event_keeps_the_players_and_the_scoring() -> None:
    event = make_micro_match_event(
        EventInfo(),
        [Player("A"), Player("B", withdrawn_after=1), Player("C")],
        games=2,
    )
    games = game_event(event)
    assert [p.name for p in games.players] == ["A", "B", "C"]
    assert all(p.withdrawn_after is None for p in games.players)
    assert games.scoring == event.scoring
    assert len(games.schedule.rounds) == 2 * len(event.schedule.rounds)


@given(
    n=st.integers(2, 14),
    cycles=st.integers(1, 2),
    games=st.integers(1, 4),
)
def test_every_pair_meets_once_a_cycle_in_a_match_of_n_games(
    n: int, cycles: int, games: int
) -> None:
    event = make_micro_match_event(
        EventInfo(),
        [Player(f"P{k}") for k in range(1, n + 1)],
        games=games,
        cycles=cycles,
    )
    schedule = game_schedule(event.schedule, games)
    meetings: dict[frozenset[int], list[tuple[int, int, int, int]]] = {}
    for rnd in schedule.rounds:
        round_number, game = event_round(rnd.number, games)
        for board, (white, black) in enumerate(
            zip(rnd.whites, rnd.blacks, strict=True), start=1
        ):
            meetings.setdefault(frozenset((white, black)), []).append(
                (round_number, game, board, white)
            )
    assert len(meetings) == n * (n - 1) // 2
    for pair, played in meetings.items():
        assert len(played) == cycles * games
        matches: dict[int, list[tuple[int, int, int]]] = {}
        for round_number, game, board, white in played:
            matches.setdefault(round_number, []).append((game, board, white))
        # Once a cycle: one micro-match a cycle, all its games in one round,
        # on one board.
        assert len(matches) == cycles
        for round_number, match in matches.items():
            assert [game for game, _, _ in match] == list(range(1, games + 1))
            assert len({board for _, board, _ in match}) == 1
            # The colours alternate game by game, from the table's.
            table = event.schedule.round(round_number).game(match[0][1])
            assert match[0][2] == table.white
            whites = [white for _, _, white in match]
            assert all(a != b for a, b in pairwise(whites))
            assert set(whites) <= pair


@given(
    n=st.integers(2, 12),
    games=st.integers(1, 4),
    seed=st.integers(0, 10**6),
)
def test_one_opening_per_micro_match(n: int, games: int, seed: int) -> None:
    # The ballot is drawn for the event's pairings: each micro-match one
    # opening, for all of its games.
    event = make_micro_match_event(
        EventInfo(), [Player(f"P{k}") for k in range(1, n + 1)], games=games
    )
    table = [Opening(str(k), "", "W:W21:B1") for k in range(1, 3 * n + 1)]
    drawn = draw_openings(table, event.schedule, seed=seed)
    played = game_schedule(event.schedule, games)
    for rnd in played.rounds:
        round_number, _game = event_round(rnd.number, games)
        for board in range(1, len(rnd.whites) + 1):
            match = event.schedule.round(round_number).game(board)
            assert {rnd.whites[board - 1], rnd.blacks[board - 1]} == {
                match.white,
                match.black,
            }
            assert drawn.opening(round_number, board) in table
    assert len(drawn.drawn) == sum(len(r.whites) for r in event.schedule.rounds)

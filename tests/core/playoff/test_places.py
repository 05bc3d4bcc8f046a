"""Play-offs (C.07 art. 3): who qualifies, the play-off's own event, the
order it gives, and the final standings ranked by it; every case worked
by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest
from tests.core.conftest import game_results, places, rated_event

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome
from berger.core.playoff.places import (
    Playoff,
    PlayoffFormat,
    PlayoffNumbering,
    PlayoffRules,
    Qualified,
    play_off,
    playoff_event,
    qualify,
    rank_by_playoff,
)
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Standings, Ties, compute_standings
from berger.core.tournament import Tournament
from berger.errors import InputError

F = Fraction

# Five players: 1, 2 and 3 draw each other and beat 4 and 5; 4 and 5 draw.
# Points: 1, 2, 3 = ½ + ½ + 1 + 1 = 3; 4, 5 = ½. Everyone level with
# everyone of the same points in every tie-break: the only way to part them
# is over the board.
THREE_LEVEL = {
    (1, 2): "=",
    (1, 3): "=",
    (2, 3): "=",
    (1, 4): "1-0",
    (1, 5): "1-0",
    (2, 4): "1-0",
    (2, 5): "1-0",
    (3, 4): "1-0",
    (3, 5): "1-0",
    (4, 5): "=",
}
ORDER = PlayoffRules(numbering=PlayoffNumbering.ORDER)


def event_and_standings(
    games: dict[tuple[int, int], str], chain: tuple[str, ...] = ("DE", "SB")
) -> tuple[Tournament, Standings, Standings]:
    event = rated_event([2100, 2000, 1900, 1800, 1700])
    crosstable = build_crosstable(event, game_results(event, games))
    level = compute_standings(crosstable, ())
    ordered = compute_standings(crosstable, chain)
    return event, level, ordered


def finished(event: Tournament, games: list[tuple[int, int, int, Outcome]]) -> Results:
    builder = ResultsBuilder(event.schedule)
    for round_number, white, black, outcome in games:
        builder.add(round_number, white, black, outcome)
    return builder.build()


def test_three_level_on_first_qualify_and_the_others_are_a_note() -> None:
    _, level, ordered = event_and_standings(THREE_LEVEL)
    found = qualify(level, ordered, PlayoffRules(places=(1, 4, 6)))
    # 1-3 level on 3 points; 4-5 level on ½, but place 4 was not asked.
    assert [(q.places, q.numbers) for q in found.playoffs] == [
        ((1, 3), (1, 2, 3)),
        ((4, 5), (4, 5)),
    ]
    assert found.untied == ()
    every = qualify(level, ordered, PlayoffRules(places=None))
    assert [q.place for q in every.playoffs] == ["1-3", "4-5"]
    first = qualify(level, ordered, PlayoffRules(places=(1, 2)))
    assert [q.place for q in first.playoffs] == ["1-3"]


def test_a_place_held_alone_is_a_note_not_a_play_off() -> None:
    games = dict(THREE_LEVEL) | {(1, 2): "1-0"}  # 1: 3½, 2: 2½, 3: 3
    _, level, ordered = event_and_standings(games)
    found = qualify(level, ordered, PlayoffRules(places=(1, 2)))
    assert found.playoffs == ()
    assert found.untied == (1, 2)


def test_tie_breaks_applied_before_qualification_leave_fewer_to_play() -> None:
    # 1 beats 2 and 3, who draw; 1 draws 4 and loses to 5; 2 and 3 beat 4
    # and 5; 4 and 5 draw. Points: 1 = 1 + 1 + ½ + 0 = 2½; 2 = 0 + ½ + 1 + 1
    # = 2½; 3 = 2½; 4 = ½ + 0 + 0 + ½ = 1; 5 = 1 + 0 + 0 + ½ = 1½.
    # DE among 1, 2, 3: 1 = 2, 2 = ½, 3 = ½.
    games = {
        (1, 2): "1-0",
        (1, 3): "1-0",
        (2, 3): "=",
        (1, 4): "=",
        (1, 5): "0-1",
        (2, 4): "1-0",
        (2, 5): "1-0",
        (3, 4): "1-0",
        (3, 5): "1-0",
        (4, 5): "=",
    }
    event = rated_event([2100, 2000, 1900, 1800, 1700])
    crosstable = build_crosstable(event, game_results(event, games))
    assert list(crosstable.points) == [F(5, 2), F(5, 2), F(5, 2), F(1), F(3, 2)]
    ordered = compute_standings(crosstable, ("DE", "SB"))
    by_points = compute_standings(crosstable, ())
    after_de = compute_standings(crosstable, ("DE",))
    # After the points alone all three play for first, in the chain's order.
    everyone = qualify(by_points, ordered, PlayoffRules(places=(1,)))
    assert [(q.place, q.numbers[0]) for q in everyone.playoffs] == [("1-3", 1)]
    # After DE, 1 is first alone (a note) and 2 and 3 play for second.
    first = qualify(after_de, ordered, PlayoffRules(places=(1, 2), after=1))
    assert [(q.place, sorted(q.numbers)) for q in first.playoffs] == [("2-3", [2, 3])]
    assert first.untied == (1,)


def test_the_play_off_is_numbered_in_the_order_or_by_lot() -> None:
    event, _, _ = event_and_standings(THREE_LEVEL)
    qualified = Qualified((1, 3), (3, 1, 2), F(3))  # 3 best by the chain
    playoff = playoff_event(event, qualified, ORDER, info=EventInfo(), seed=None)
    assert playoff.numbers == (3, 1, 2)
    assert [p.name for p in playoff.event.players] == ["P3", "P1", "P2"]
    # Three players: the Berger table of 4 with a bye, 3 rounds.
    assert len(playoff.event.schedule.rounds) == 3
    drawn = playoff_event(event, qualified, PlayoffRules(), info=EventInfo(), seed=7)
    again = playoff_event(event, qualified, PlayoffRules(), info=EventInfo(), seed=7)
    assert drawn.numbers == again.numbers
    assert sorted(drawn.numbers) == [1, 2, 3]
    assert [p.name for p in drawn.event.players] == [f"P{n}" for n in drawn.numbers]
    with pytest.raises(InputError, match="seed"):
        playoff_event(event, qualified, PlayoffRules(), info=EventInfo(), seed=None)


def test_a_round_robin_play_off_of_three_decides_first_place() -> None:
    event, level, ordered = event_and_standings(THREE_LEVEL)
    # By the chain (DE all ½-½, SB equal) all three share 1-3.
    assert [r.place for r in ordered.rows[:3]] == ["1-3"] * 3
    (qualified,) = qualify(level, ordered, ORDER).playoffs
    playoff = playoff_event(event, qualified, ORDER, info=EventInfo(), seed=None)
    assert playoff.numbers == (1, 2, 3)
    rounds = [
        [(g.white, g.black) for g in r.games] for r in playoff.event.schedule.rounds
    ]
    # Berger table for 3 (4 with a bye): round 1 1-4(bye) 2-3; round 2 4-3
    # (bye) 1-2; round 3 2-4(bye) 3-1.
    assert rounds == [[(2, 3)], [(1, 2)], [(3, 1)]]
    # Play-off: 2 beats 3, 1 beats 2, 3 and 1 draw: 1 = 1½, 2 = 1, 3 = ½.
    results = finished(
        playoff.event,
        [
            (1, 2, 3, Outcome.WHITE_WIN),
            (2, 1, 2, Outcome.WHITE_WIN),
            (3, 3, 1, Outcome.DRAW),
        ],
    )
    result = play_off(playoff, results)
    assert result.finished
    assert result.points == (F(3, 2), F(1), F(1, 2))
    assert result.order == ((1,), (2,), (3,))
    final = rank_by_playoff(ordered, [result])
    assert places(final)[:3] == [("1", 1, F(3)), ("2", 2, F(3)), ("3", 3, F(3))]
    assert [r.playoff for r in final.rows] == [True, True, True, False, False]
    assert final.by_chain == ordered
    # Rows below the play-off are as they were.
    assert final.rows[3:] == ordered.rows[3:]


def test_a_play_off_that_leaves_two_level_leaves_them_to_the_chain() -> None:
    event, level, ordered = event_and_standings(THREE_LEVEL)
    (qualified,) = qualify(level, ordered, ORDER).playoffs
    playoff = playoff_event(event, qualified, ORDER, info=EventInfo(), seed=None)
    # 3 beats 1 in round 3, the others drawn: 3 = 1½, 1 = ½, 2 = 1... make
    # 1 and 2 level: 2-3 drawn, 1-2 drawn, 3 beats 1: 3 = 1½, 1 = ½, 2 = 1.
    results = finished(
        playoff.event,
        [
            (1, 2, 3, Outcome.BLACK_WIN),
            (2, 1, 2, Outcome.DRAW),
            (3, 3, 1, Outcome.DRAW),
        ],
    )
    # 3 = 1 + ½ = 1½; 1 = ½ + ½ = 1; 2 = 0 + ½ = ½.
    result = play_off(playoff, results)
    assert result.order == ((3,), (1,), (2,))
    results = finished(
        playoff.event,
        [
            (1, 2, 3, Outcome.DRAW),
            (2, 1, 2, Outcome.DRAW),
            (3, 3, 1, Outcome.WHITE_WIN),
        ],
    )
    # 3 = ½ + 1 = 1½; 1 = ½ + 0 = ½; 2 = ½ + ½ = 1.
    result = play_off(playoff, results)
    assert result.order == ((3,), (2,), (1,))
    results = finished(
        playoff.event,
        [
            (1, 2, 3, Outcome.WHITE_WIN),
            (2, 1, 2, Outcome.DRAW),
            (3, 3, 1, Outcome.BLACK_WIN),
        ],
    )
    # 1 = ½ + 1 = 1½; 2 = 1 + ½ = 1½; 3 = 0: 1 and 2 level, by the chain
    # they share (DE and SB equal), so they share 1-2.
    result = play_off(playoff, results)
    assert result.order == ((1, 2), (3,))
    final = rank_by_playoff(ordered, [result])
    assert [(r.place, r.number) for r in final.rows[:3]] == [
        ("1-2", 1),
        ("1-2", 2),
        ("3", 3),
    ]


def test_lots_still_order_what_the_play_off_left_level() -> None:
    event = rated_event([2100, 2000, 1900, 1800, 1700])
    crosstable = build_crosstable(event, game_results(event, THREE_LEVEL))
    level = compute_standings(crosstable, ())
    ordered = compute_standings(crosstable, ("DE",), ties=Ties.LOTS, seed=3)
    assert all(r.lots for r in ordered.rows)
    (qualified,) = qualify(level, ordered, ORDER).playoffs
    playoff = playoff_event(event, qualified, ORDER, info=EventInfo(), seed=None)
    a, b, c = playoff.numbers  # the order by lot
    # Play-off number 3 beats both others, who draw: the lots still part 1, 2.
    results = finished(
        playoff.event,
        [
            (1, 2, 3, Outcome.BLACK_WIN),
            (2, 1, 2, Outcome.DRAW),
            (3, 3, 1, Outcome.WHITE_WIN),
        ],
    )
    final = rank_by_playoff(ordered, [play_off(playoff, results)])
    assert [(r.place, r.number, r.lots) for r in final.rows[:3]] == [
        ("1", c, False),
        ("2", a, True),
        ("3", b, True),
    ]


def test_an_unfinished_play_off_ranks_nobody() -> None:
    event, level, ordered = event_and_standings(THREE_LEVEL)
    (qualified,) = qualify(level, ordered, ORDER).playoffs
    playoff = playoff_event(event, qualified, ORDER, info=EventInfo(), seed=None)
    results = finished(playoff.event, [(1, 2, 3, Outcome.WHITE_WIN)])
    result = play_off(playoff, results)
    assert not result.finished
    assert result.order == ((1, 2, 3),)
    final = rank_by_playoff(ordered, [result])
    assert final.rows == ordered.rows


KNOCKOUT = PlayoffRules(
    places=(4,),
    format=PlayoffFormat.KNOCKOUT,
    games=2,
    armageddon=True,
    numbering=PlayoffNumbering.ORDER,
)


def knockout_for_fourth() -> tuple[Playoff, Standings]:
    event, level, ordered = event_and_standings(THREE_LEVEL)
    (qualified,) = qualify(level, ordered, KNOCKOUT).playoffs
    assert qualified.numbers == (4, 5)
    playoff = playoff_event(event, qualified, KNOCKOUT, info=EventInfo(), seed=None)
    return playoff, ordered


def test_a_knockout_with_armageddon_a_draw_there_wins_for_black() -> None:
    playoff, ordered = knockout_for_fourth()
    rounds = [
        [(g.white, g.black) for g in r.games] for r in playoff.event.schedule.rounds
    ]
    # Two games, colours alternating, then the Armageddon.
    assert rounds == [[(1, 2)], [(2, 1)], [(1, 2)]]
    assert playoff.regular == 2
    two_draws = [(1, 1, 2, Outcome.DRAW), (2, 2, 1, Outcome.DRAW)]
    level = play_off(playoff, finished(playoff.event, two_draws))
    assert not level.finished  # the Armageddon is still to play
    drawn = play_off(
        playoff, finished(playoff.event, [*two_draws, (3, 1, 2, Outcome.DRAW)])
    )
    assert drawn.finished
    assert drawn.armageddon is Outcome.DRAW
    assert drawn.order == ((5,), (4,))  # play-off number 2 (player 5) had Black
    final = rank_by_playoff(ordered, [drawn])
    assert [(r.place, r.number, r.playoff) for r in final.rows[3:]] == [
        ("4", 5, True),
        ("5", 4, True),
    ]


def test_a_knockout_decided_in_its_games_needs_no_armageddon() -> None:
    playoff, _ = knockout_for_fourth()
    won = [(1, 1, 2, Outcome.WHITE_WIN), (2, 2, 1, Outcome.DRAW)]
    result = play_off(playoff, finished(playoff.event, won))
    assert result.finished
    assert result.armageddon is None
    assert result.points == (F(3, 2), F(1, 2))
    assert result.order == ((4,), (5,))


def test_a_knockout_without_armageddon_left_level_goes_to_the_chain() -> None:
    event, level, ordered = event_and_standings(THREE_LEVEL)
    rules = PlayoffRules(
        places=(4,),
        format=PlayoffFormat.KNOCKOUT,
        games=2,
        numbering=PlayoffNumbering.ORDER,
    )
    (qualified,) = qualify(level, ordered, rules).playoffs
    playoff = playoff_event(event, qualified, rules, info=EventInfo(), seed=None)
    assert len(playoff.event.schedule.rounds) == 2
    result = play_off(
        playoff,
        finished(playoff.event, [(1, 1, 2, Outcome.DRAW), (2, 2, 1, Outcome.DRAW)]),
    )
    assert result.finished
    assert result.order == ((4, 5),)
    assert rank_by_playoff(ordered, [result]).rows == ordered.rows


def test_a_knockout_for_three_is_refused_in_one_line() -> None:
    event, level, ordered = event_and_standings(THREE_LEVEL)
    rules = PlayoffRules(format=PlayoffFormat.KNOCKOUT)
    (qualified, _) = qualify(level, ordered, PlayoffRules(places=None)).playoffs
    with pytest.raises(InputError, match="two players; 3 are level on place 1-3"):
        playoff_event(event, qualified, rules, info=EventInfo(), seed=1)

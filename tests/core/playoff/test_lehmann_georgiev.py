"""The Lehmann–Georgiev play-off worked through by hand: two players (games
until one is won), three players (a round robin of such series), four
players parted by their series between them; the games that do not fit
refused; the play-off ranked into the event's final standings."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from tests.core.conftest import game_results, rated_event

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome
from berger.core.playoff.lehmann_georgiev import (
    LehmannGeorgievBuilder,
    lehmann_georgiev_event,
    play_off_lehmann_georgiev,
    series_of,
    time_control,
)
from berger.core.playoff.places import (
    Playoff,
    PlayoffFormat,
    PlayoffNumbering,
    PlayoffRules,
    Qualified,
    playoff_event,
    qualify,
    rank_by_playoff,
)
from berger.core.results import Results
from berger.core.scoring import DRAUGHTS
from berger.core.standings import compute_standings
from berger.errors import ScheduleError

F = Fraction
ORDER = PlayoffNumbering.ORDER


def playoff_of(numbers: tuple[int, ...], n: int = 6) -> Playoff:
    """A play-off of the event's players ``numbers``, numbered in that
    order (play-off number k is ``numbers[k - 1]``)."""
    event = rated_event([None] * n, scoring=DRAUGHTS)
    qualified = Qualified((1, len(numbers)), numbers, F(6))
    return lehmann_georgiev_event(
        event, qualified, numbering=ORDER, info=EventInfo(), seed=None
    )


def play(playoff: Playoff, games: list[tuple[int, int, int, int, str]]) -> Results:
    builder = LehmannGeorgievBuilder(playoff)
    for round_number, white, black, game, code in games:
        builder.add_game(round_number, white, black, game, Outcome.from_code(code))
    return builder.build()


def test_the_play_off_is_its_own_format_paired_once_by_the_berger_table() -> None:
    event = rated_event([None] * 6, scoring=DRAUGHTS)
    qualified = Qualified((1, 4), (2, 5, 1, 6), F(6))
    rules = PlayoffRules(format=PlayoffFormat.LEHMANN_GEORGIEV, numbering=ORDER)
    # Whatever games the rules name, each pair meets once: a series.
    many = replace(rules, games=3)
    for given in (rules, many):
        made = playoff_event(event, qualified, given, info=EventInfo(), seed=None)
        assert made.event.schedule.cycles == 1
        assert len(made.event.schedule.rounds) == 3
        assert made.numbers == (2, 5, 1, 6)
    assert playoff_of((2, 5, 1, 6)).event.schedule == made.event.schedule


def test_the_fmjds_time_controls() -> None:
    assert time_control(2) == "15'+2\""
    assert time_control(3) == time_control(5) == "10'+2\""


def test_two_players_play_until_one_game_is_won() -> None:
    # Players 4 and 2 of the event level; in the play-off 4 is 1, 2 is 2.
    playoff = playoff_of((4, 2))
    assert playoff.numbers == (4, 2)
    assert [(g.round, g.white, g.black) for g in playoff.event.schedule.games()] == [
        (1, 1, 2)
    ]
    # Game 1: 1 white, drawn. Game 2: 2 white, drawn. Game 3: 1 white, 2
    # wins with black: 2 (the event's 2) first.
    games = [(1, 1, 2, 1, "="), (1, 2, 1, 2, "="), (1, 1, 2, 3, "0-1")]
    result = play_off_lehmann_georgiev(playoff, play(playoff, games[:2]))
    assert not result.finished
    assert result.order == ((4, 2),)
    result = play_off_lehmann_georgiev(playoff, play(playoff, games))
    assert result.finished
    assert result.order == ((2,), (4,))
    assert result.points == (F(0), F(2))
    (series,) = series_of(playoff, play(playoff, games))
    assert series.games == (Outcome.DRAW, Outcome.DRAW, Outcome.BLACK_WIN)
    assert (series.winner, series.loser) == (2, 1)


def test_a_forfeit_ends_a_series() -> None:
    playoff = playoff_of((1, 3))
    result = play_off_lehmann_georgiev(
        playoff, play(playoff, [(1, 1, 2, 1, "="), (1, 2, 1, 2, "+-")])
    )
    assert result.order == ((3,), (1,))


def test_three_players_play_a_round_robin_of_series() -> None:
    # Event players 5, 1, 3 are play-off numbers 1, 2, 3. The table for
    # three: R1 2-3 (1 has the bye), R2 1-2, R3 3-1.
    playoff = playoff_of((5, 1, 3))
    assert [(g.round, g.white, g.black) for g in playoff.event.schedule.games()] == [
        (1, 2, 3),
        (2, 1, 2),
        (3, 3, 1),
    ]
    games = [
        # 2-3: drawn, then 3 (white in game 2) wins.
        (1, 2, 3, 1, "="),
        (1, 3, 2, 2, "1-0"),
        # 1-2: three draws, then 2 wins game 4 with white.
        (2, 1, 2, 1, "="),
        (2, 2, 1, 2, "="),
        (2, 1, 2, 3, "="),
        (2, 2, 1, 4, "1-0"),
        # 3-1: 3 wins game 1.
        (3, 3, 1, 1, "1-0"),
    ]
    result = play_off_lehmann_georgiev(playoff, play(playoff, games))
    # Series won: 3 two, 2 one, 1 none.
    assert result.points == (F(0), F(2), F(4))
    assert result.finished
    assert result.order == ((3,), (1,), (5,))
    # Each series's result, from the table's white: the game that won it.
    # 2-3 won by 3 with white in game 2: 0-1 for the table's white, 2;
    # 1-2 won by 2 with white in game 4: 0-1; 3-1 won by 3 with white: 1-0.
    assert result.pairings.outcomes == {
        (1, 1): Outcome.BLACK_WIN,
        (2, 1): Outcome.BLACK_WIN,
        (3, 1): Outcome.WHITE_WIN,
    }
    series = series_of(playoff, result.results)
    assert [one.result for one in series] == [
        Outcome.BLACK_WIN,
        Outcome.BLACK_WIN,
        Outcome.WHITE_WIN,
    ]
    # Each game as it was played, its result from its white's side.
    assert [(g.game, g.white, g.black, str(g.outcome)) for g in series[1].played] == [
        (1, 1, 2, "1/2-1/2"),
        (2, 2, 1, "1/2-1/2"),
        (3, 1, 2, "1/2-1/2"),
        (4, 2, 1, "1-0"),
    ]
    # A series not decided has no result: drawn so far.
    undecided = play_off_lehmann_georgiev(playoff, play(playoff, games[:3]))
    assert undecided.pairings.outcomes == {(1, 1): Outcome.BLACK_WIN}


def test_three_players_who_beat_each_other_stay_level() -> None:
    playoff = playoff_of((5, 1, 3))
    games = [
        (1, 2, 3, 1, "1-0"),  # 2 beats 3
        (2, 1, 2, 1, "1-0"),  # 1 beats 2
        (3, 3, 1, 1, "1-0"),  # 3 beats 1
    ]
    result = play_off_lehmann_georgiev(playoff, play(playoff, games))
    assert result.finished
    assert result.order == ((5, 1, 3),)


def test_four_players_level_on_series_are_parted_by_theirs() -> None:
    # 1 beats 2 and 3, loses to 4; 2 beats 3 and 4; 3 beats 4. Series won:
    # 1 and 2 two each, 3 and 4 one each; 1 beat 2, 3 beat 4.
    playoff = playoff_of((1, 2, 3, 4))
    winners = {
        frozenset((1, 2)): 1,
        frozenset((1, 3)): 1,
        frozenset((1, 4)): 4,
        frozenset((2, 3)): 2,
        frozenset((2, 4)): 2,
        frozenset((3, 4)): 3,
    }
    games = []
    for match in playoff.event.schedule.games():
        winner = winners[frozenset((match.white, match.black))]
        code = "1-0" if winner == match.white else "0-1"
        games.append((match.round, match.white, match.black, 1, code))
    result = play_off_lehmann_georgiev(playoff, play(playoff, games))
    assert result.points == (F(4), F(4), F(2), F(2))
    assert result.order == ((1,), (2,), (3,), (4,))


@pytest.mark.parametrize(
    ("games", "message"),
    [
        (
            [(1, 1, 2, 1, "1-0"), (1, 2, 1, 2, "=")],
            "round 1, 1 – 2: the series was won in game 1; it has no game 2",
        ),
        (
            [(1, 1, 2, 1, "="), (1, 1, 2, 3, "1-0")],
            "round 1, 1 – 2: game 3 has a result but game 2 has none",
        ),
        ([(1, 2, 1, 1, "1-0")], "has the colours reversed: game 1 of round 1"),
        ([(1, 1, 2, 1, "--")], "a Lehmann–Georgiev game is won or drawn"),
    ],
)
def test_games_that_do_not_fit_a_series_are_refused(
    games: list[tuple[int, int, int, int, str]], message: str
) -> None:
    with pytest.raises(ScheduleError, match=message):
        play(playoff_of((1, 2)), games)


def test_the_play_off_ranks_the_final_standings() -> None:
    # Four players, draughts points: 1 and 2 draw each other and beat 3 and
    # 4, who draw each other. 1 and 2 level on everything: they play off.
    event = rated_event([None] * 4, scoring=DRAUGHTS)
    results = game_results(
        event,
        {
            (1, 2): "=",
            (1, 3): "1-0",
            (1, 4): "1-0",
            (2, 3): "1-0",
            (2, 4): "1-0",
            (3, 4): "=",
        },
    )
    crosstable = build_crosstable(event, results)
    level = compute_standings(crosstable, ())
    ordered = compute_standings(crosstable, ("WIN", "DE", "ORD"))
    assert [row.place for row in ordered.rows] == ["1-2", "1-2", "3-4", "3-4"]
    qualification = qualify(level, ordered, PlayoffRules(places=(1,)))
    (qualified,) = qualification.playoffs
    assert qualified.numbers == (1, 2)
    playoff = lehmann_georgiev_event(
        event, qualified, numbering=ORDER, info=EventInfo(), seed=None
    )
    # Game 1: 1 white, drawn; game 2: 2 white, 1 wins with black.
    games = play(playoff, [(1, 1, 2, 1, "="), (1, 2, 1, 2, "0-1")])
    played = play_off_lehmann_georgiev(playoff, games)
    final = rank_by_playoff(ordered, [played])
    assert [(row.place, row.number, row.playoff) for row in final.rows] == [
        ("1", 1, True),
        ("2", 2, True),
        ("3-4", 3, False),
        ("3-4", 4, False),
    ]
    # By lot with the event's seed, the same players, numbered otherwise.
    drawn = lehmann_georgiev_event(
        event, qualified, numbering=PlayoffNumbering.LOTS, info=EventInfo(), seed=3
    )
    assert sorted(drawn.numbers) == [1, 2]


# The World Cup Final 2017 (Ufa), Rules and Regulations, art. 6.4: the round
# robin ranked by "i. Number of winning games ii. the result between the tied
# players iii. lower number of games in wining super-blitz games (faster
# winners are better) iv. higher number of games in loosing super-blitz games
# (later losers are better) v. better place in World Cup 2016".


def test_art_6_4_iii_fewer_games_in_the_series_won() -> None:
    # Play-off numbers 1, 2, 3 are the event's 5, 1, 3; R1 2-3, R2 1-2,
    # R3 3-1. Each beats one: level on i and ii.
    playoff = playoff_of((5, 1, 3))
    games = [
        (1, 2, 3, 1, "1-0"),  # 2 beats 3 in 1 game
        (2, 1, 2, 1, "="),
        (2, 2, 1, 2, "="),
        (2, 1, 2, 3, "1-0"),  # 1 beats 2 in 3 games
        (3, 3, 1, 1, "="),
        (3, 1, 3, 2, "0-1"),  # 3 beats 1 in 2 games
    ]
    result = play_off_lehmann_georgiev(playoff, play(playoff, games))
    # Games in the series won: 2 one, 3 two, 1 three: fewer first.
    assert result.order == ((1,), (3,), (5,))


def test_art_6_4_iv_more_games_in_the_series_lost() -> None:
    # A, B, C, D = 1, 2, 3, 4 (R1 1-4, 2-3 · R2 4-3, 1-2 · R3 2-4, 3-1).
    # A beats B in 1 game, B beats C in 2, C beats A in 3; A beats D in 3,
    # B in 2, C in 1. Series won: A, B, C two each, one among them (i, ii
    # level). Games in the series won: A 1 + 3, B 2 + 2, C 3 + 1 = 4 each
    # (iii level). Games in the series lost: A 3 (to C), B 1 (to A), C 2
    # (to B): more first, A, C, B; then D.
    playoff = playoff_of((1, 2, 3, 4))
    games = [
        (1, 1, 4, 1, "="),
        (1, 4, 1, 2, "="),
        (1, 1, 4, 3, "1-0"),
        (1, 2, 3, 1, "="),
        (1, 3, 2, 2, "0-1"),
        (2, 4, 3, 1, "0-1"),
        (2, 1, 2, 1, "1-0"),
        (3, 2, 4, 1, "="),
        (3, 4, 2, 2, "0-1"),
        (3, 3, 1, 1, "="),
        (3, 1, 3, 2, "="),
        (3, 3, 1, 3, "1-0"),
    ]
    result = play_off_lehmann_georgiev(playoff, play(playoff, games))
    assert result.points == (F(4), F(4), F(4), F(0))
    assert result.order == ((1,), (3,), (2,), (4,))


def test_art_6_4_v_the_order_given_beforehand_else_the_rating() -> None:
    # Each beats one in one game: level on i to iv.
    games = [(1, 2, 3, 1, "1-0"), (2, 1, 2, 1, "1-0"), (3, 3, 1, 1, "1-0")]
    playoff = playoff_of((5, 1, 3))
    results = play(playoff, games)
    given = play_off_lehmann_georgiev(playoff, results, order=(3, 5, 1))
    assert given.order == ((3,), (5,), (1,))
    # Those the order does not name come after those it names, level.
    partly = play_off_lehmann_georgiev(playoff, results, order=(1, 6))
    assert partly.order == ((1,), (5, 3))
    # Without an order, the ratings: 3 (2200), 5 (2100), 1 (2000).
    rated = rated_event([2000, None, 2200, None, 2100, None], scoring=DRAUGHTS)
    qualified = Qualified((1, 3), (5, 1, 3), F(6))
    by_rating = lehmann_georgiev_event(
        rated, qualified, numbering=ORDER, info=EventInfo(), seed=None
    )
    found = play_off_lehmann_georgiev(by_rating, play(by_rating, games))
    assert found.order == ((3,), (5,), (1,))

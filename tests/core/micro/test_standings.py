"""Standings of a micro-match event: by game points, or by match points
then game points then the chain, each code on the micro-matches or (``:GP``)
the games; worked by hand on FOUR_MICRO."""

from __future__ import annotations

from fractions import Fraction

import pytest
from tests.core.micro_cases import FOUR_MICRO, enter, four

from berger.core.micro.standings import compute_micro_standings, parse_micro_chain
from berger.core.micro.table import build_micro_table
from berger.core.standings import Ties
from berger.errors import InputError

F = Fraction


def test_by_game_points() -> None:
    event = four(match_points=False)
    table = build_micro_table(event, enter(event, FOUR_MICRO))
    standings = compute_micro_standings(table, ("SB",))
    assert standings.after_round == 3
    assert standings.final
    assert standings.scores == ("points",)
    assert [(row.place, row.number, row.points) for row in standings.rows] == [
        ("1", 2, F(9)),
        ("2", 1, F(7)),
        ("3", 3, F(6)),
        ("4", 4, F(2)),
    ]
    # SB on games, 2/1/0: 2 scored 1 + 1 (two draws) against 3 (6 points),
    # 1 + 2 against 1 (7) and 2 + 2 against 4 (2): 2·6 + 3·7 + 4·2 = 41.
    assert standings.rows[0].tiebreaks["SB"] == 41


def test_by_match_points_then_game_points() -> None:
    table = build_micro_table(four(), enter(four(), FOUR_MICRO))
    standings = compute_micro_standings(table, ("DE", "WIN", "WIN:GP"))
    assert standings.scores == ("match_points", "game_points")
    assert [(row.place, row.number, row.scores) for row in standings.rows] == [
        ("1", 2, (F(5), F(9))),
        ("2", 1, (F(3), F(7))),
        ("3", 3, (F(3), F(6))),
        ("4", 4, (F(1), F(2))),
    ]
    # 1 and 3 are parted by game points: no tie-break is needed for them.
    assert standings.rows[1].tiebreaks == {"DE": None, "WIN": 1, "WIN:GP": 3}
    # WIN counts micro-matches won, WIN:GP games won.
    assert {row.number: row.tiebreaks["WIN"] for row in standings.rows} == {
        1: 1,
        2: 2,
        3: 0,
        4: 0,
    }
    assert {row.number: row.tiebreaks["WIN:GP"] for row in standings.rows} == {
        1: 3,
        2: 3,
        3: 2,
        4: 1,
    }


def test_the_chain_parts_the_level_by_micro_matches_or_by_games() -> None:
    # 1 and 3 drew their micro-match (R3 3-1: each won a game) and are level
    # on match points; make them level on game points too: 1 drew game 2 of
    # R1 (4-1 =) instead of winning it. Then 1: 3 + 1 + 2 = 6, like 3.
    games = dict(FOUR_MICRO)
    games[1, 4, 1, 2] = "="
    event = four()
    table = build_micro_table(event, enter(event, games))
    assert [table.game_points(p) for p in range(1, 5)] == [6, 9, 6, 3]
    standings = compute_micro_standings(table, ("DE", "WIN:GP"))
    # DE on the micro-matches: their micro-match was drawn, level. Games won:
    # 1 won R1 g1, R3 g2 = 2; 3 won R2 g1, R3 g1 = 2: level again.
    assert [row.place for row in standings.rows] == ["1", "2-3", "2-3", "4"]
    # SB on the micro-matches (match points × the opponent's match points):
    # 1 beat 4 (1 point) and drew 3 (3): 2·1 + 1·3 = 5; 3 drew 2 (5), 4 (1)
    # and 1 (3): 5 + 1 + 3 = 9. 3 second.
    standings = compute_micro_standings(table, ("DE", "SB"))
    assert [row.number for row in standings.rows] == [2, 3, 1, 4]
    assert {row.number: row.tiebreaks["SB"] for row in standings.rows}[3] == 9
    assert {row.number: row.tiebreaks["SB"] for row in standings.rows}[1] == 5
    # ORD against the classification: against 2 (first), 1 lost its
    # micro-match, 3 drew: 3 before 1.
    standings = compute_micro_standings(table, ("ORD",))
    assert [row.number for row in standings.rows] == [2, 3, 1, 4]
    assert standings.rows[1].tiebreaks["ORD"] == 1


def test_lots_order_the_level() -> None:
    games = dict(FOUR_MICRO)
    games[1, 4, 1, 2] = "="
    event = four()
    table = build_micro_table(event, enter(event, games))
    standings = compute_micro_standings(table, (), ties=Ties.LOTS, seed=7)
    assert [row.place for row in standings.rows] == ["1", "2", "3", "4"]
    assert standings.rows[1].lots
    assert standings.seed == 7
    with pytest.raises(ValueError, match="lots needs a seed"):
        compute_micro_standings(table, (), ties=Ties.LOTS)


def test_codes_of_the_chain() -> None:
    assert [(key, level) for key, _, level in parse_micro_chain(["fide:gp"])] == [
        ("DE:GP", "GP"),
        ("WIN:GP", "GP"),
        ("SB:GP", "GP"),
        ("KS:GP", "GP"),
    ]
    assert [key for key, _, _ in parse_micro_chain(["sb", "SB:MP", "pts"])] == ["SB"]
    with pytest.raises(
        InputError, match="'SB:TP': :TP is neither :MP nor :GP"
    ) as caught:
        parse_micro_chain(["SB:TP"])
    assert caught.value.field == "tiebreaks"
    with pytest.raises(InputError, match="is not a tiebreak code"):
        parse_micro_chain(["XX:GP"])


def test_levels_need_match_points() -> None:
    event = four(match_points=False)
    table = build_micro_table(event, enter(event, FOUR_MICRO))
    with pytest.raises(InputError, match="'SB:GP': :MP and :GP name"):
        compute_micro_standings(table, ("SB:GP",))


# A three-way tie worked by hand (draughts 2/1/0, micro-matches of two games),
# rounds R1 1-4, 2-3 · R2 4-3, 1-2 · R3 2-4, 3-1 (1 = A, 2 = B, 3 = C, 4 = D):
#   A – B (R2): A wins g1, g2 drawn     -> A 3, B 1
#   A – C (R3): each wins a game        -> A 2, C 2
#   B – C (R1): B wins g1, g2 drawn     -> B 3, C 1
#   D – A (R1): D wins both             -> D 4, A 0
#   D – B (R3): D wins one, one drawn   -> D 3, B 1
#   D – C (R2): drawn twice             -> D 2, C 2
# Game points: A 3 + 2 + 0 = 5, B 1 + 3 + 1 = 5, C 2 + 1 + 2 = 5, D 9.
# Among A, B, C: A 3 + 2 = 5, B 1 + 3 = 4, C 2 + 1 = 3 (each micro-match's
# games summed: 12 among them), so DE 5, 4, 3, not their averages per game.
THREE_WAY = {
    (1, 1, 4, 1): "0-1",
    (1, 4, 1, 2): "1-0",
    (1, 2, 3, 1): "1-0",
    (1, 3, 2, 2): "=",
    (2, 4, 3, 1): "=",
    (2, 3, 4, 2): "=",
    (2, 1, 2, 1): "1-0",
    (2, 2, 1, 2): "=",
    (3, 2, 4, 1): "=",
    (3, 4, 2, 2): "1-0",
    (3, 3, 1, 1): "1-0",
    (3, 1, 3, 2): "1-0",
}


def test_direct_encounter_sums_the_games_of_a_micro_match() -> None:
    event = four(match_points=False)
    table = build_micro_table(event, enter(event, THREE_WAY))
    assert [table.game_points(p) for p in range(1, 5)] == [5, 5, 5, 9]
    standings = compute_micro_standings(table, ("DE",))
    assert [(row.place, row.number) for row in standings.rows] == [
        ("1", 4),
        ("2", 1),
        ("3", 2),
        ("4", 3),
    ]
    assert {row.number: row.tiebreaks["DE"] for row in standings.rows[1:]} == {
        1: 5,
        2: 4,
        3: 3,
    }


def test_a_drawn_micro_match_is_its_score_in_the_events_points() -> None:
    # D – C drew twice: 2:2 in game points. Level on game points, D and C
    # (C given D's points otherwise: the rest of THREE_WAY left out) show DE
    # 2 each by game points, 1 each by match points (a micro-match drawn).
    games = {key: code for key, code in THREE_WAY.items() if key[0] == 2}
    by_games = four(match_points=False)
    table = build_micro_table(by_games, enter(by_games, games), after_round=2)
    standings = compute_micro_standings(table, ("DE",))
    values = {row.number: row.tiebreaks["DE"] for row in standings.rows}
    assert (values[3], values[4]) == (2, 2)
    by_matches = four()
    table = build_micro_table(by_matches, enter(by_matches, games), after_round=2)
    standings = compute_micro_standings(table, ("DE", "DE:GP"))
    values = {row.number: row.tiebreaks["DE"] for row in standings.rows}
    games_values = {row.number: row.tiebreaks["DE:GP"] for row in standings.rows}
    assert (values[3], values[4]) == (1, 1)
    assert (games_values[3], games_values[4]) == (2, 2)

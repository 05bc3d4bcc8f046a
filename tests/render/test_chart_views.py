"""What the round chart sees: the chart by numbers, the phantom, the swapped
rounds, pairings made elsewhere."""

from __future__ import annotations

from dataclasses import replace

from tests.render.conftest import tournament

from berger.core.berger import build_schedule
from berger.core.micro.matches import make_micro_match_event
from berger.core.model import EventInfo, Player
from berger.core.pairings import schedule_from_pairings
from berger.core.schedule import Color
from berger.render import chart_views


def test_chart_puts_the_phantom_in_brackets() -> None:
    # SPEC's published 7–8 table with 8 the phantom: R1 1–8 ..., R2 8–5 ...
    chart = chart_views.chart(tournament(7))
    assert chart.size == 8
    assert chart.phantom
    assert chart.rounds[0].pairs == (("1", "(8)"), ("2", "7"), ("3", "6"), ("4", "5"))
    assert chart.rounds[1].pairs == (("(8)", "5"), ("6", "4"), ("7", "3"), ("1", "2"))
    assert chart.rounds[6].pairs[0] == ("4", "(8)")
    # Each player's own list: player 5 has the bye in round 2.
    assert chart.schedules[4][1] == chart_views.ChartCell(None, None)
    assert chart.schedules[0][0] == chart_views.ChartCell(None, None)
    assert chart.schedules[1][0] == chart_views.ChartCell(7, Color.WHITE)


def test_chart_marks_the_swapped_rounds_of_a_double_round_robin() -> None:
    chart = chart_views.chart(tournament(8, cycles=2))
    assert chart.swapped == (6, 7)
    assert [r.round for r in chart.rounds if r.swapped] == [6, 7]
    # Three cycles: the last two rounds of cycles 1 and 2 (7 rounds a cycle).
    assert chart_views.chart(tournament(8, cycles=3)).swapped == (6, 7, 13, 14)
    assert chart_views.chart(tournament(8, cycles=2)).rounds[5].pairs == (
        # Table round 7 is played as round 6: 4–8, 5–3, 6–2, 7–1 (SPEC).
        ("4", "8"),
        ("5", "3"),
        ("6", "2"),
        ("7", "1"),
    )


def test_three_or_four_players_mark_the_rounds_their_cycles_move() -> None:
    # 4 players, 3 rounds a cycle, three cycles (core.berger.event_round):
    # cycle 1 swaps its last two rounds (2, 3); cycle 2 is played in reverse
    # (table rounds 3, 2, 1 as rounds 4, 5, 6: 4 and 6 move, 5 stays);
    # cycle 3, the last, keeps the table's order.
    chart = chart_views.chart(tournament(4, cycles=3))
    assert chart.swapped == (2, 3, 4, 6)
    assert [r.round for r in chart.rounds if r.swapped] == [2, 3, 4, 6]
    assert chart_views.chart(tournament(3, cycles=2)).swapped == (2, 3)
    assert chart_views.chart(tournament(4)).swapped == ()


def test_the_phantom_changes_colour_in_the_second_cycle() -> None:
    # 7 players, phantom 8: round 1 is 1–(8) in cycle 1 and (8)–1 in cycle 2,
    # which plays the table in order (round 1 + 7 = 8) with colours reversed.
    chart = chart_views.chart(tournament(7, cycles=2))
    assert chart.rounds[0].pairs[0] == ("1", "(8)")
    assert chart.rounds[7].pairs[0] == ("(8)", "1")
    assert chart.rounds[7].bye == 1


def test_pairings_made_elsewhere_have_no_swap_and_a_colourless_bye() -> None:
    # The table of 8 with its numbers reversed (k -> 9 - k) and 8 left out:
    # 7 players paired otherwise, two cycles with the FIDE swap in the
    # table; the file's rounds are the event's, nothing is marked swapped,
    # and the bye stands first beside the phantom.
    table = build_schedule(8, cycles=2)
    rounds = [
        [
            (9 - w, 9 - b)
            for w, b in zip(r.whites, r.blacks, strict=True)
            if 1 not in (w, b)
        ]
        for r in table.rounds
    ]
    schedule = schedule_from_pairings(7, rounds)
    assert not schedule.berger_table
    chart = chart_views.chart(replace(tournament(7, cycles=2), schedule=schedule))
    assert not chart.berger_table
    assert chart.swapped == ()
    # table round 1, 1-8 2-7 3-6 4-5, renumbered: 8-1 7-2 6-3 5-4; without
    # the old 1 (now 8), the new 1 (the table's 8) has the bye
    assert chart.rounds[0].pairs == (("1", "(8)"), ("7", "2"), ("6", "3"), ("5", "4"))
    assert chart.rounds[0].bye == 1
    assert chart_views.chart(tournament(7, cycles=2)).berger_table


def test_a_micro_match_gives_each_game_s_colour() -> None:
    # Micro-matches of three games: the first-named player has white in
    # games 1 and 3, black in game 2; the other the other way round.
    event = make_micro_match_event(
        EventInfo(), [Player(name) for name in "ABCD"], games=3
    )
    chart = chart_views.chart(event)
    first_game = event.schedule.round(1).games[0]
    white, black = first_game.white, first_game.black
    w, b = Color.WHITE, Color.BLACK
    assert chart.schedules[white - 1][0].colours == (w, b, w)
    assert chart.schedules[black - 1][0].colours == (b, w, b)
    assert chart.schedules[black - 1][0].colour is b
    # Single games: one colour each.
    assert chart_views.chart(tournament(4)).schedules[0][0].colours == (w,)

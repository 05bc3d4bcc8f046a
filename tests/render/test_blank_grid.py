"""The blank crosstable's round hints: each cell's games, their rounds and
the row player's colour, by the graphical method, both cycles, or pairings
made elsewhere that stop short."""

from __future__ import annotations

from dataclasses import replace

from tests.render.conftest import tournament

from berger.core.micro.matches import make_micro_match_event
from berger.core.model import EventInfo, Player
from berger.core.pairings import schedule_from_pairings
from berger.core.schedule import Color
from berger.render import blank_grid


def test_round_hints_are_the_graphical_method() -> None:
    table = blank_grid.blank_crosstable(tournament(8), ("SB",))
    row = {r.player.number: r for r in table.rows}
    # Seeds' examples: 2 and 5 meet in round 6; 4 and 6 in round 2; 4 and 8 in 7.
    assert row[2].cells[5 - 1] == (blank_grid.Hint(6, Color.WHITE),)
    assert row[5].cells[2 - 1] == (blank_grid.Hint(6, Color.BLACK),)
    assert row[4].cells[6 - 1] == (blank_grid.Hint(2, Color.BLACK),)
    assert row[8].cells[4 - 1] == (blank_grid.Hint(7, Color.BLACK),)
    assert row[3].cells[3 - 1] is None
    # Every anti-diagonal i + j = s (s ≤ 8) is one round: s − 1.
    for i in range(1, 8):
        for j in range(1, 8):
            if i != j and i + j <= 8:
                cell = row[i].cells[j - 1]
                assert cell is not None
                hint = cell[0]
                assert hint is not None
                assert hint.round == i + j - 1


def test_double_round_robin_cells_hold_both_cycles_reversed() -> None:
    table = blank_grid.blank_crosstable(tournament(8, cycles=2), ())
    cell = table.rows[1].cells[4]
    assert cell is not None
    first, second = cell
    assert first is not None
    assert second is not None
    # Round 6 of the table is played as round 7 in cycle 1 (the FIDE swap).
    assert (first.round, second.round) == (7, 13)
    assert first.colour is Color.WHITE
    assert second.colour is Color.BLACK


def test_hints_of_pairings_that_stop_short() -> None:
    # FIDE's exercise, rounds 1-2 of 5, as a double round robin: the games
    # paired so far carry their round and colour, the rest are empty halves.
    rounds = [[(1, 5), (2, 6), (3, 4)], [(1, 2), (6, 3), (5, 4)]]
    schedule = schedule_from_pairings(6, rounds, cycles=2)
    event = replace(tournament(6, cycles=2), schedule=schedule)
    row = {r.player.number: r for r in blank_grid.blank_crosstable(event, ()).rows}
    assert row[1].cells[5 - 1] == (blank_grid.Hint(1, Color.WHITE), None)
    assert row[3].cells[6 - 1] == (blank_grid.Hint(2, Color.BLACK), None)
    assert row[1].cells[3 - 1] == (None, None)
    assert row[1].cells[1 - 1] is None


def test_a_micro_match_s_hint_gives_each_game_s_colour() -> None:
    event = make_micro_match_event(EventInfo(), [Player(n) for n in "ABCD"])
    table = blank_grid.blank_crosstable(event, ())
    (first,) = event.schedule.round(1).games[:1]
    hint = table.rows[first.white - 1].cells[first.black - 1]
    assert hint == (blank_grid.Hint(1, Color.WHITE, (Color.BLACK,)),)
    other = table.rows[first.black - 1].cells[first.white - 1]
    assert other == (blank_grid.Hint(1, Color.BLACK, (Color.WHITE,)),)

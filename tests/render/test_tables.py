"""What the crosstables and the standings page see: round hints, the filled
grid and the standings sharing each player's line."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from tests.render.conftest import tournament

from berger.core.crosstable import Cell, build_crosstable
from berger.core.model import Color, Outcome
from berger.core.pairings import schedule_from_pairings
from berger.core.results import Results
from berger.core.standings import compute_standings
from berger.render import tables


def test_round_hints_are_the_graphical_method() -> None:
    table = tables.blank_crosstable(tournament(8), ("SB",))
    row = {r.player.number: r for r in table.rows}
    # Seeds' examples: 2 and 5 meet in round 6; 4 and 6 in round 2; 4 and 8 in 7.
    assert row[2].cells[5 - 1] == (tables.Hint(6, Color.WHITE),)
    assert row[5].cells[2 - 1] == (tables.Hint(6, Color.BLACK),)
    assert row[4].cells[6 - 1] == (tables.Hint(2, Color.BLACK),)
    assert row[8].cells[4 - 1] == (tables.Hint(7, Color.BLACK),)
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
    table = tables.blank_crosstable(tournament(8, cycles=2), ())
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
    row = {r.player.number: r for r in tables.blank_crosstable(event, ()).rows}
    assert row[1].cells[5 - 1] == (tables.Hint(1, Color.WHITE), None)
    assert row[3].cells[6 - 1] == (tables.Hint(2, Color.BLACK), None)
    assert row[1].cells[3 - 1] == (None, None)
    assert row[1].cells[1 - 1] is None


def test_the_filled_crosstable_and_the_standings_share_each_line() -> None:
    event = tournament(4)  # round 1: 1–4, 2–3
    results = Results(outcomes={(1, 1): Outcome.WHITE_WIN, (1, 2): Outcome.DRAW})
    crosstable = build_crosstable(event, results)
    standings = compute_standings(crosstable, ("SB",))
    page = tables.standings_view(crosstable, standings)
    grid = tables.filled_crosstable(crosstable, page)
    # 1 won (1 point), 2 and 3 drew (½ each, level on SB ½·½ = ¼), 4 lost.
    assert [(r.place, r.player.number, r.points) for r in page.rows] == [
        ("1", 1, Fraction(1)),
        ("2-3", 2, Fraction(1, 2)),
        ("2-3", 3, Fraction(1, 2)),
        ("4", 4, Fraction(0)),
    ]
    assert [r.tie_start for r in page.rows] == [False, True, False, True]
    assert page.decimals == (True,)  # SB ¼ needs a decimal
    # The grid runs in number order; each row is the standings' line.
    assert [row.standing for row in grid.rows] == [
        page.rows[0],
        page.rows[1],
        page.rows[2],
        page.rows[3],
    ]
    assert grid.standings == page
    assert grid.tiebreaks == ("SB",)
    assert grid.rows[3].player.number == 4
    assert not page.withdrawals
    cell = grid.rows[0].cells[4 - 1]
    assert cell is not None
    assert [game.points for game in cell if isinstance(game, Cell)] == [Fraction(1)]
    assert grid.rows[0].cells[0] is None

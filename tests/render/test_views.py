"""What the templates see: card order, the chart by numbers, round hints, bands."""

from __future__ import annotations

import math

from berger.core.model import Color, EventInfo, Player
from berger.core.tournament import make_tournament
from berger.render import views


def tournament(n: int, cycles: int = 1):  # type: ignore[no-untyped-def]
    players = [Player(f"Player {i}") for i in range(1, n + 1)]
    return make_tournament(EventInfo(), players, cycles=cycles)


def test_cards_cut_and_stack_in_board_order_without_the_bye() -> None:
    event = tournament(27)  # 13 games a round: 3 sheets of 6 places
    sheets = [s for s in views.card_sheets(event) if s.round == 1]
    assert len(sheets) == math.ceil(13 / 6) == 3
    # Place k of sheet j holds board k·3 + j + 1: a guillotined stack is in order.
    stack = [sheet.cards[place] for place in range(6) for sheet in sheets]
    assert [card.board for card in stack if card] == list(range(1, 14))
    bye = event.schedule.round(1).bye
    assert all(bye not in (c.white.number, c.black.number) for c in stack if c)
    assert views.card_pages(event) == 3 * 27


def test_chart_puts_the_phantom_in_brackets() -> None:
    # SPEC's published 7–8 table with 8 the phantom: R1 1–8 ..., R2 8–5 ...
    chart = views.chart(tournament(7))
    assert chart.size == 8
    assert chart.phantom
    assert chart.rounds[0].pairs == (("1", "(8)"), ("2", "7"), ("3", "6"), ("4", "5"))
    assert chart.rounds[1].pairs == (("(8)", "5"), ("6", "4"), ("7", "3"), ("1", "2"))
    assert chart.rounds[6].pairs[0] == ("4", "(8)")
    # Each player's own list: player 5 has the bye in round 2.
    assert chart.schedules[4][1] == views.ChartCell(None, None)
    assert chart.schedules[0][0] == views.ChartCell(None, None)
    assert chart.schedules[1][0] == views.ChartCell(7, Color.WHITE)


def test_chart_marks_the_swapped_rounds_of_a_double_round_robin() -> None:
    chart = views.chart(tournament(8, cycles=2))
    assert chart.swapped == (6, 7)
    assert [r.round for r in chart.rounds if r.swapped] == [6, 7]


def test_round_hints_are_the_graphical_method() -> None:
    table = views.blank_crosstable(tournament(8), ("SB",))
    row = {r.player.number: r for r in table.rows}
    # Seeds' examples: 2 and 5 meet in round 6; 4 and 6 in round 2; 4 and 8 in 7.
    assert row[2].cells[5 - 1] == (views.Hint(6, Color.WHITE),)
    assert row[5].cells[2 - 1] == (views.Hint(6, Color.BLACK),)
    assert row[4].cells[6 - 1] == (views.Hint(2, Color.BLACK),)
    assert row[8].cells[4 - 1] == (views.Hint(7, Color.BLACK),)
    assert row[3].cells[3 - 1] is None
    # Every anti-diagonal i + j = s (s ≤ 8) is one round: s − 1.
    for i in range(1, 8):
        for j in range(1, 8):
            if i != j and i + j <= 8:
                cell = row[i].cells[j - 1]
                assert cell is not None
                assert cell[0].round == i + j - 1


def test_double_round_robin_cells_hold_both_cycles_reversed() -> None:
    table = views.blank_crosstable(tournament(8, cycles=2), ())
    cell = table.rows[1].cells[4]
    assert cell is not None
    first, second = cell
    # Round 6 of the table is played as round 7 in cycle 1 (the FIDE swap).
    assert (first.round, second.round) == (7, 13)
    assert first.colour is Color.WHITE
    assert second.colour is Color.BLACK


def test_wide_tables_are_cut_into_equal_bands() -> None:
    assert [len(b.columns) for b in views.bands(100)] == [25, 25, 25, 25]
    assert [b.last for b in views.bands(40)] == [False, True]
    assert len(views.bands(30)) == 1

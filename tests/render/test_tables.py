"""What the filled crosstable and the standings page see: the grid and the
standings sharing each player's line."""

from __future__ import annotations

from fractions import Fraction

from tests.render.conftest import tournament

from berger.core.crosstable import Cell, build_crosstable
from berger.core.model import Outcome
from berger.core.results import Results
from berger.core.standings import compute_standings
from berger.render import tables


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

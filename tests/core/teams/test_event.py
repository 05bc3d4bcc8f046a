"""Team events: the teams meet by the Berger table, board colours from the
first-named team's, numbering by average board rating, the teams checked,
match points.

(Board results are in test_results.py, match and game points in
test_table.py.)
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from tests.core.conftest import teams

from berger.core.draw import Numbering
from berger.core.model import EventInfo, Player
from berger.core.schedule import Color
from berger.core.teams.event import Team, check_teams, make_team_event, match_scoring
from berger.errors import InputError, ScheduleError

F = Fraction


def test_teams_meet_by_the_berger_table() -> None:
    # SPEC 1, table for 3–4: R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1; the left
    # team is the first-named one.
    event = make_team_event(EventInfo(), teams(4), boards=4)
    assert [[(g.white, g.black) for g in r.games] for r in event.schedule.rounds] == [
        [(1, 4), (2, 3)],
        [(4, 3), (1, 2)],
        [(2, 4), (3, 1)],
    ]
    odd = make_team_event(EventInfo(), teams(3), boards=2)
    assert [r.bye for r in odd.schedule.rounds] == [1, 3, 2]


def test_board_colours_alternate_from_the_first_named_team() -> None:
    # First-named team: white on 1, 3, 5; black on 2, 4, 6. The setting flips it.
    event = make_team_event(EventInfo(), teams(2, 6), boards=6)
    assert [event.colour(b) for b in range(1, 7)] == [Color.WHITE, Color.BLACK] * 3
    flipped = make_team_event(EventInfo(), teams(2, 6), boards=6, first_white=False)
    assert [flipped.colour(b) for b in range(1, 7)] == [Color.BLACK, Color.WHITE] * 3


def test_numbering_by_average_board_rating() -> None:
    # Board players only (4 boards): T1 avg 2000, T2 avg (2100+2100+2100+2101)/4
    # = 2100.25 -> 2100, T3 unrated -> last. The fifth (reserve) does not count.
    squads = teams(3, ratings=(2000, 2100, 0))
    squads[1] = Team(
        "T2", (*squads[1].players[:3], Player("P2.4", 2101), Player("P2.5", 2900))
    )
    squads[2] = Team("T3", tuple(Player(p.name) for p in squads[2].players))
    assert squads[1].rating(4) == 2100
    assert squads[2].rating(4) is None
    event = make_team_event(EventInfo(), squads, boards=4, numbering=Numbering.RATING)
    assert [t.name for t in event.teams] == ["T2", "T1", "T3"]


def test_varma_does_not_number_teams() -> None:
    with pytest.raises(ScheduleError, match="Varma"):
        make_team_event(EventInfo(), teams(10), boards=4, numbering=Numbering.VARMA)


@pytest.mark.parametrize(
    ("squads", "boards", "message"),
    [
        (teams(2, 3), 4, "team: team 'T1' has 3 players for 4 boards"),
        (teams(2), 1, "boards: 1 is out of range 2..100"),
        (
            [
                Team("A", (Player("X"), Player("Y"))),
                Team("B", (Player("x"), Player("Z"))),
            ],
            2,
            "name: 'x' is in 'A' and 'B'",
        ),
        (
            [
                Team("A", (Player("X"), Player("Y"))),
                Team("a", (Player("V"), Player("Z"))),
            ],
            2,
            "team: two teams are called 'a'",
        ),
    ],
)
def test_check_teams_refuses(squads: list[Team], boards: int, message: str) -> None:
    with pytest.raises(InputError) as caught:
        check_teams(squads, boards)
    assert str(caught.value) == message


def test_check_teams_names_the_file_and_line_of_the_team_at_fault() -> None:
    squads = [
        Team("A", (Player("X"), Player("Y"))),
        Team("B", (Player("V"), Player("W"))),
        Team("C", (Player("Z"), Player("w"))),
    ]
    lines = [[2, 3], [2, 4], [5, 6]]
    paths = ["a.csv", "b.csv", "c.csv"]
    with pytest.raises(InputError) as caught:
        check_teams(squads, 2, lines=lines, paths=paths)
    assert str(caught.value) == "c.csv:6: name: 'w' is in 'B' and 'C'"
    with pytest.raises(InputError) as caught:
        check_teams(squads, 3, lines=lines, paths=paths)
    assert str(caught.value) == "a.csv:2: team: team 'A' has 2 players for 3 boards"


def test_match_points_need_three_numbers() -> None:
    with pytest.raises(InputError) as caught:
        match_scoring([2, 1])
    assert str(caught.value) == (
        "match_points: match points need 3 numbers (win, draw, loss), got 2"
    )


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ([-2, 1, 0], "-2 is out of range 0..1000"),
        ([2, 1, -1], "-1 is out of range 0..1000"),
        ([0, 1, 2], "a draw (1) is worth more than a win (0)"),
        ([2, 0, 1], "a loss (1) is worth more than a draw (0)"),
        ([10**25, 1, 0], "10000000000000000000000000 is out of range 0..1000"),
        ([1e308, 1, 0], "1e+308 is out of range 0..1000"),
        ([float("inf"), 1, 0], "inf is not a finite number"),
        ([2, float("nan"), 0], "nan is not a finite number"),
        ([2, 0.0001, 0], "0.0001 has more than 3 decimals"),
    ],
)
def test_match_points_are_finite_bounded_and_in_order(
    values: list[object], message: str
) -> None:
    # As a prize's amounts: finite numbers, win >= draw >= loss >= 0, at most
    # 1000. They were taken and ranked by; 1e308 overflowed in the workbook.
    with pytest.raises(InputError) as caught:
        match_scoring(values)
    assert str(caught.value) == f"match_points: {message}"


def test_match_points_may_be_level() -> None:
    assert match_scoring([1, 1, 0]).values[:3] == (F(1), F(1), F(0))
    assert match_scoring([0, 0, 0]).values[:3] == (F(0), F(0), F(0))
    assert match_scoring([1000, 0.5, 0]).win == F(1000)

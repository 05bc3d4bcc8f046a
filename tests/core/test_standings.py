"""Standings from hand-computed small events: points, tiebreak chains, places."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from berger.core.berger import meetings
from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Standings, compute_standings
from berger.core.tournament import Tournament, make_tournament

F = Fraction


def event(ratings: list[int | None], **kwargs: object) -> Tournament:
    """Players P1..Pn with the given ratings, numbered in list order."""
    players = [Player(f"P{i}", rating) for i, rating in enumerate(ratings, start=1)]
    return make_tournament(EventInfo(), players, **kwargs)  # type: ignore[arg-type]


def by_pair(
    tournament: Tournament, games: Mapping[tuple[int, int], str], cycle: int = 1
) -> ResultsBuilder:
    """Results given as "a against b" (a's view: 1-0 means a won) in a cycle."""
    schedule = tournament.schedule
    builder = ResultsBuilder(schedule)
    for (a, b), code in games.items():
        meeting = meetings(
            a, b, n=schedule.n, cycles=schedule.cycles, swap=schedule.swap_last_two
        )[cycle - 1]
        outcome = Outcome.from_code(code)
        if meeting.white != a:
            outcome = outcome.reversed
        builder.add(meeting.round, meeting.white, meeting.black, outcome)
    return builder


def table(standings: Standings) -> list[tuple[str, int, Fraction]]:
    return [(row.place, row.number, row.points) for row in standings.rows]


def test_four_players_points_and_sb() -> None:
    # 1 beats 2, 3, 4 draws? no: 1 beats 2 and 4, draws 3; 2 beats 3 and 4;
    # 3 draws 4. Points: 1 = 2½, 2 = 2, 3 = 1, 4 = ½.
    # SB: 1 = 2 + ½ + ½·1 = 3; 2 = 1 + ½ = 1½; 3 = ½·2½ + ½·½ = 1½;
    # 4 = ½·1 = ½. ARO (ratings 2010..2040): 1 → (2020+2030+2040)/3 = 2030.
    t = event([2010, 2020, 2030, 2040])
    games = {(1, 2): "1-0", (1, 3): "=", (1, 4): "1-0", (2, 3): "1-0"}
    games |= {(2, 4): "1-0", (3, 4): "="}
    standings = compute_standings(build_crosstable(t, by_pair(t, games).build()))
    assert table(standings) == [
        ("1", 1, F(5, 2)),
        ("2", 2, F(2)),
        ("3", 3, F(1)),
        ("4", 4, F(1, 2)),
    ]
    assert [row.tiebreaks["SB"] for row in standings.rows] == [
        F(3),
        F(3, 2),
        F(3, 2),
        F(1, 2),
    ]
    assert standings.rows[0].tiebreaks["ARO"] == 2030
    assert standings.final
    assert standings.chain == ("SB", "ARO")


def test_no_results_everyone_shares_first_place() -> None:
    t = event([None, None, None])
    standings = compute_standings(build_crosstable(t, Results()))
    assert table(standings) == [("1-3", n, F(0)) for n in (1, 2, 3)]
    assert standings.after_round == 0
    assert not standings.final

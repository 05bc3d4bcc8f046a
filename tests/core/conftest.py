"""Shared set-up for the core tests.

Individual events: players numbered in list order with the ratings given,
results written from the first player's side (``(1, 2): "1-0"``: 1 beat 2),
and generated events with random results for the property tests.

Team events: the hand-worked event FOUR and a helper that enters board
results.

FOUR: teams 1–4 on 4 boards, single round robin. Rounds (first-named team
first): R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1. Boards from the first-named
team's side:

    R1 1–4: 1-0 ½ ½ 0-1  -> 2 : 2     drawn
    R1 2–3: 1-0 1-0 ½ 0-1 -> 2½ : 1½   2 wins
    R2 4–3: ½ ½ ½ ½      -> 2 : 2     drawn
    R2 1–2: 0-1 ½ 1-0 1-0 -> 2½ : 1½   1 wins
    R3 2–4: 0-1 0-1 ½ 1-0 -> 1½ : 2½   4 wins
    R3 3–1: 1-0 0-1 1-0 ½ -> 2½ : 1½   3 wins

Match points (2/1/0) and game points:
    team 1: D 2, W 2½, L 1½  -> 3 MP, 6 GP
    team 2: W 2½, L 1½, L 1½ -> 2 MP, 5½ GP
    team 3: L 1½, D 2, W 2½  -> 3 MP, 6 GP
    team 4: D 2, D 2, W 2½   -> 4 MP, 6½ GP
So 4 first, 1 and 3 level on both scores, 2 last.

Game points on each board (board 1..4), over the three matches:
    team 1: R1 1 ½ ½ 0, R2 0 ½ 1 1, R3 (second vs 3) 0 1 0 ½ -> 1, 2, 1½, 1½
    team 2: R1 1 1 ½ 0, R2 (second vs 1) 1 ½ 0 0, R3 0 0 ½ 1  -> 2, 1½, 1, 1
    team 3: R1 (second vs 2) 0 0 ½ 1, R2 ½ ½ ½ ½, R3 1 0 1 ½ -> 1½, ½, 2, 2
    team 4: R1 (second vs 1) 0 ½ ½ 1, R2 ½ ½ ½ ½, R3 1 1 ½ 0 -> 1½, 2, 1½, 1½
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

import pytest
from hypothesis import strategies as st

from berger.core.berger import meetings
from berger.core.crosstable import Crosstable, build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import CHESS, PRESETS, ScoringSystem
from berger.core.standings import Standings
from berger.core.teams.event import Primary, Team, TeamEvent, make_team_event
from berger.core.teams.results import TeamResultsBuilder
from berger.core.teams.table import TeamTable, build_team_table
from berger.core.tournament import Tournament, make_tournament

# -- individual events --------------------------------------------------------


def rated_event(
    ratings: list[int | None], *, cycles: int = 1, scoring: ScoringSystem = CHESS
) -> Tournament:
    """Players P1..Pn with the given ratings, numbered in list order."""
    players = [Player(f"P{i}", rating) for i, rating in enumerate(ratings, start=1)]
    return make_tournament(EventInfo(), players, cycles=cycles, scoring=scoring)


def record_games(
    builder: ResultsBuilder,
    tournament: Tournament,
    games: Mapping[tuple[int, int], str],
    cycle: int = 1,
) -> ResultsBuilder:
    """Add results given from the first player's side, in the given cycle."""
    schedule = tournament.schedule
    for (a, b), code in games.items():
        meeting = meetings(
            a, b, n=schedule.n, cycles=schedule.cycles, swap=schedule.swap_last_two
        )[cycle - 1]
        outcome = Outcome.from_code(code)
        if meeting.white != a:
            outcome = outcome.reversed
        builder.add(meeting.round, meeting.white, meeting.black, outcome)
    return builder


def game_results(
    tournament: Tournament, games: Mapping[tuple[int, int], str]
) -> Results:
    """The results of ``games``, each given from the first player's side."""
    return record_games(ResultsBuilder(tournament.schedule), tournament, games).build()


def places(standings: Standings) -> list[tuple[str, int, Fraction]]:
    """(place, number, points) of every line, best first."""
    return [(row.place, row.number, row.points) for row in standings.rows]


def tiebreak_column(standings: Standings, code: str) -> dict[int, object]:
    """Every player's value of tie-break ``code``, by number."""
    return {row.number: row.tiebreaks[code] for row in standings.rows}


# 1 beats 2 by forfeit (see tests/core/test_standings.py, test_forfeit).
FORFEIT = {(1, 2): "+-", (1, 3): "1-0", (1, 4): "="}
FORFEIT |= {(2, 3): "=", (2, 4): "0-1", (3, 4): "="}


# Four players, every game drawn.
ALL_DRAWN = {(a, b): "=" for a in range(1, 5) for b in range(a + 1, 5)}


@st.composite
def played_events(draw: st.DrawFn) -> tuple[Tournament, list[tuple[int, int, Outcome]]]:
    """A generated event (2 to 9 rated players, one or two cycles, any preset
    scoring) and a random result for every game, by (round, board)."""
    n = draw(st.integers(2, 9))
    cycles = draw(st.integers(1, 2))
    scoring = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    ratings = draw(st.lists(st.integers(1000, 2800), min_size=n, max_size=n))
    players = [Player(f"P{i}", r) for i, r in enumerate(ratings, start=1)]
    t = make_tournament(EventInfo(), players, cycles=cycles, scoring=scoring)
    rng = random.Random(draw(st.integers(0, 10**6)))
    outcomes = list(Outcome)
    games = [
        (game.round, game.board, rng.choice(outcomes)) for game in t.schedule.games()
    ]
    return t, games


def after_a_round(
    t: Tournament, games: list[tuple[int, int, Outcome]], seed: int
) -> Crosstable:
    """The crosstable of ``games`` after a round drawn from ``seed``."""
    builder = ResultsBuilder(t.schedule)
    for round_number, board, outcome in games:
        builder.add_board(round_number, board, outcome)
    after = random.Random(seed).randint(1, len(t.schedule.rounds))
    return build_crosstable(t, builder.build(), after_round=after)


# -- team events -------------------------------------------------------------

Matches = Mapping[tuple[int, int, int], Sequence[str]]
"""(round, first-named team, second) -> the board codes, first-named team's side."""
Record = Callable[..., Results]

FOUR: Matches = {
    (1, 1, 4): ["1-0", "=", "=", "0-1"],
    (1, 2, 3): ["1-0", "1-0", "=", "0-1"],
    (2, 4, 3): ["=", "=", "=", "="],
    (2, 1, 2): ["0-1", "=", "1-0", "1-0"],
    (3, 2, 4): ["0-1", "0-1", "=", "1-0"],
    (3, 3, 1): ["1-0", "0-1", "1-0", "="],
}


def record_matches(
    event: TeamEvent,
    matches: Matches,
    players: Mapping[tuple[int, int, int], tuple[int | None, int | None]] = {},
) -> Results:
    """Enter every board of ``matches``; ``players`` names who played on
    (round, first-named team, board) where it is not the board's own player."""
    builder = TeamResultsBuilder(event)
    for (rnd, first, second), codes in matches.items():
        for board, code in enumerate(codes, start=1):
            first_player, second_player = players.get((rnd, first, board), (None, None))
            builder.add_board(
                rnd,
                first,
                second,
                board,
                Outcome.from_code(code),
                first_player=first_player,
                second_player=second_player,
            )
    return builder.build()


@pytest.fixture
def four() -> Matches:
    """The board results of FOUR."""
    return FOUR


@pytest.fixture
def record() -> Record:
    """:func:`record_matches`."""
    return record_matches


def teams(count: int, size: int = 5, ratings: Sequence[int] = ()) -> list[Team]:
    """Teams T1..Tn of ``size`` players Pt.1..Pt.size."""
    return [
        Team(
            f"T{t}",
            tuple(
                Player(f"P{t}.{k}", ratings[t - 1] if ratings else None)
                for k in range(1, size + 1)
            ),
        )
        for t in range(1, count + 1)
    ]


def four_teams(primary: Primary = Primary.MATCH) -> TeamEvent:
    """FOUR's teams: :func:`teams` T1..T4 on 4 boards."""
    return make_team_event(EventInfo(), teams(4), boards=4, primary=primary)


def four_table(
    record: Record,
    matches: Matches,
    *,
    primary: Primary = Primary.MATCH,
    after_round: int | None = None,
) -> TeamTable:
    """The team table of ``matches`` for :func:`four_teams`."""
    ev = four_teams(primary)
    return build_team_table(ev, record(ev, matches), after_round=after_round)


def team_places(standings: Standings) -> list[tuple[str, int]]:
    """(place, team number) of every line, best first."""
    return [(row.place, row.number) for row in standings.rows]

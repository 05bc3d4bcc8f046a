"""Events for the rank-norm tests: a field of players from their ranks,
the shipped Russian draughts table, and the worked example of the
reference (a second-rank player among ten: two candidate masters, three of
the first rank, two of the second, two of the third)."""

from __future__ import annotations

from berger.core.model import EventInfo, Player
from berger.core.ranks.report import PlayerRanks, RankReport
from berger.core.ranks.table import RankTable
from berger.core.scoring import CHESS, ScoringSystem
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event.rank_table import shipped_table

TABLE: RankTable = shipped_table("ru-draughts")
"""The shipped table of Russian draughts."""
WORKED = (
    "2 разряд",
    *("КМС", "КМС"),
    *("1 разряд", "1 разряд", "1 разряд"),
    *("2 разряд", "2 разряд"),
    *("3 разряд", "3 разряд"),
)
"""The worked example: player 1 and their nine opponents."""


def field(
    *ranks: str | None, cycles: int = 1, scoring: ScoringSystem = CHESS
) -> Tournament:
    """Players P1, P2, ... of the ranks given (None: none given), in the
    ``rank`` column, numbered in list order."""
    players = [
        Player(f"P{index}", rank=rank) for index, rank in enumerate(ranks, start=1)
    ]
    return make_tournament(EventInfo(), players, cycles=cycles, scoring=scoring)


def subject(report: RankReport) -> PlayerRanks:
    """Player 1's figures."""
    return report.players[0]


def commission(**conditions: object) -> RankTable:
    """A table of another scale and other words, as a commission might type
    one in (its figures made up for the tests): three ranks and a candidate
    master, coefficients 10 down to 2, a master of sport at 0 as an
    opponent only, two judges' categories; ``conditions`` its
    ``[conditions]``."""
    from berger.formats.event.rank_table import table_from_data

    return table_from_data(
        {
            "name": "commission",
            "source": {"text": "made up for the tests", "legal_text_read": False},
            "coefficients": [10, 8, 6, 4, 2, 0],
            "conditions": conditions,
            "judge_category": [
                {"word": "друга", "spellings": ["2"]},
                {"word": "перша", "spellings": ["1"]},
            ],
            "rank": [
                {"word": "III", "coefficient": 10, "shares": [50, 40, 30, 20, 10, 0]},
                {"word": "II", "coefficient": 8, "shares": [70, 60, 50, 40, 30, 20]},
                {"word": "I", "coefficient": 6, "shares": [90, 80, 70, 60, 50, 40]},
                {
                    "word": "КМСУ",
                    "coefficient": 4,
                    "shares": [100, 95, 90, 80, 70, 60],
                    "conditions": {"judges": {"count": 3, "category": "перша"}},
                },
                {"word": "МСУ", "coefficient": 2},
                {"word": "ЗМСУ", "coefficient": 0},
            ],
        },
        "commission.toml",
    )

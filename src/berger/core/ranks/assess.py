"""Who fulfilled which rank: each player's norms by a table of rank norms
(:mod:`berger.core.ranks.table`) over the crosstable after any round.

The rule is the one of turnir (github.com/artnib/turnir, ``Turnir.cs`` at
commit 5063ac8: ``UpdateCoefficient``, ``HighestTitle``, ``CheckNorms``),
read as follows; ``docs/ranks.md`` says the same to the arbiter, with where
berger reads it otherwise and why:

- The event's coefficient is the average of its participants' rank
  coefficients (``UpdateCoefficient``). turnir adds nothing for a
  participant without a rank but divides by every participant, which pulls
  the average towards 0, a candidate master's coefficient; berger averages
  over the participants whose rank is given.
- The event's coefficient limits the ranks it can give: only those whose
  coefficient is at least its whole part (``HighestTitle``: 1.7 allows up
  to the first rank, coefficient 1). turnir's ``CheckNorms`` applies the
  limit with the average of the player's own opponents (kept from the
  previous count); berger with the event's, the figure turnir prints
  («Коэффициент турнира ... Можно выполнить ...») and the commission sees.
- A rank's norm is the sum, over the player's games, of its share for the
  opponent's coefficient, as a fraction of a game's full score; an opponent
  whose rank is not given adds nothing (``CheckNorms``). berger counts the
  games played over the board (a forfeit is no game: turnir counts it) and,
  before the last round, the games still to play, so that the points still
  needed can be said.
- Only a rank at or above the player's own counts (``player.Grade.Coefficient
  >= nt.Coefficient``). turnir compares coefficients, so an adult third rank
  (3) may be given the first junior rank (also 3); berger compares places in
  the table's order.
- turnir tries the ranks from the largest coefficient (the lowest rank) and
  keeps the first met, so a player who meets a higher norm is given their
  own; berger gives the highest rank fulfilled, as the commission asks.
- The conditions (participants, games, the judges' panel) are the table's.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from berger.core.crosstable import Crosstable
from berger.core.game_codes import DRAW, KIND, LOSS, PENDING, WIN, kind_points
from berger.core.model import Player
from berger.core.ranks.report import (
    Condition,
    ConditionCheck,
    Judge,
    PlayerRanks,
    RankNorm,
    RankReport,
)
from berger.core.ranks.table import Conditions, Rank, RankTable
from berger.errors import InputError
from berger.messages import _

NOT_GIVEN = ("", "-", "–", "—")
"""What a rank cell holds when no rank is given."""


def rank_column(players: Sequence[Player]) -> str:
    """Where the players' ranks are written: ``rank`` where any player has
    one there, else ``title`` (where arbiters have written ranks so far)."""
    return "rank" if any(player.rank for player in players) else "title"


def rank_words(players: Sequence[Player]) -> tuple[str | None, ...]:
    """Each player's rank as written (see :func:`rank_column`); None where
    none is given.

    >>> rank_words([Player("A", title="КМС"), Player("B", title="-")])
    ('КМС', None)
    """
    ranked = rank_column(players) == "rank"
    written = (player.rank if ranked else player.title for player in players)
    return tuple(
        None if text is None or text.strip() in NOT_GIVEN else text.strip()
        for text in written
    )


def unknown_rank(text: str, table: RankTable) -> str:
    """The message for ``text``, which names no rank of ``table``."""
    return _(
        "{text!r} is not a rank of the table {table}; its ranks are {ranks}"
    ).format(
        text=text,
        table=table.name,
        ranks=", ".join(rank.word for rank in table.ranks),
    )


def player_ranks(
    table: RankTable, words: Sequence[str | None]
) -> tuple[Rank | None, ...]:
    """The rank each of ``words`` names (None for None).

    Raises:
        InputError: a word that names no rank of the table.
    """
    ranks = []
    for text in words:
        rank = None if text is None else table.rank(text)
        if text is not None and rank is None:
            raise InputError(unknown_rank(text, table), field="rank")
        ranks.append(rank)
    return tuple(ranks)


def event_coefficient(ranks: Sequence[Rank | None]) -> Fraction | None:
    """The average of the coefficients of the ranks given; None for none.

    >>> from berger.core.ranks.table import Conditions, Words
    >>> def rank(c): return Rank(str(c), Fraction(c), Words(), Words(),
    ...     None, Conditions(), frozenset())
    >>> event_coefficient([rank(0), rank(1), rank(2), None])
    Fraction(1, 1)
    """
    given = [rank.coefficient for rank in ranks if rank is not None]
    if not given:
        return None
    return sum(given, Fraction(0)) / len(given)


def highest_rank(table: RankTable, coefficient: Fraction | None) -> Rank | None:
    """The highest rank the event's ``coefficient`` allows: the highest one
    that can be fulfilled whose coefficient is at least the whole part of
    ``coefficient`` (turnir's ``HighestTitle``); None when none is, or the
    table sets no such limit."""
    if not table.highest_by_coefficient or coefficient is None:
        return None
    whole = math.floor(coefficient)
    allowed = [
        rank
        for rank in table.ranks
        if rank.shares is not None and rank.coefficient >= whole
    ]
    return allowed[-1] if allowed else None


def in_reach(
    table: RankTable, highest: Rank | None, own: Rank | None
) -> tuple[Rank, ...]:
    """The ranks a player of the rank ``own`` may fulfil where ``highest``
    is the highest the event allows: those that can be fulfilled, up to
    ``highest`` (where the table limits them), from ``own`` up."""
    ranks = table.ranks
    top = len(ranks)
    if table.highest_by_coefficient:
        top = 0 if highest is None else ranks.index(highest) + 1
    bottom = 0 if own is None else ranks.index(own)
    return tuple(rank for rank in ranks[bottom:top] if rank.shares is not None)


def assess_ranks(
    crosstable: Crosstable,
    table: RankTable,
    *,
    judges: Sequence[Judge] = (),
    after_round: int | None = None,
) -> RankReport:
    """Every player's rank norms by ``table`` over ``crosstable`` (each of
    its games a game: a micro-match's games, each cycle's), the event's
    judges' panel being ``judges``; ``after_round`` (default the
    crosstable's) is the event's round the results are counted after.

    Raises:
        InputError: a player's rank that names no rank of the table.
    """
    tournament = crosstable.tournament
    words = rank_words(tournament.players)
    ranks = player_ranks(table, words)
    coefficient = event_coefficient(ranks)
    highest = highest_rank(table, coefficient)
    field = _Field(crosstable, ranks, judges)
    players = []
    for number, player in enumerate(tournament.players, start=1):
        played, left = field.games(number)
        counted = [opponent for opponent, _points in played] + left
        points = sum((p for _opponent, p in played), Fraction(0))
        norms = tuple(
            field.norm(table, rank, counted, points, len(played), len(left))
            for rank in in_reach(table, highest, ranks[number - 1])
        )
        fulfilled = [norm.rank for norm in norms if norm.fulfilled]
        players.append(
            PlayerRanks(
                number=number,
                name=player.name,
                written=words[number - 1],
                rank=ranks[number - 1],
                games=len(played),
                remaining=len(left),
                points=points,
                opponents=_by_coefficient(table, [ranks[o - 1] for o in counted]),
                unranked=sum(ranks[o - 1] is None for o in counted),
                norms=norms,
                fulfilled=fulfilled[-1] if fulfilled else None,
            )
        )
    return RankReport(
        table=table,
        after_round=crosstable.after_round if after_round is None else after_round,
        participants=tournament.n,
        coefficient=coefficient,
        highest=highest,
        judges=tuple(judges),
        players=tuple(players),
    )


def _by_coefficient(
    table: RankTable, opponents: Sequence[Rank | None]
) -> tuple[tuple[Fraction, int], ...]:
    """How many of ``opponents`` are of each coefficient of the table's."""
    counts = [
        (column, sum(1 for o in opponents if o and o.coefficient == column))
        for column in table.columns
    ]
    return tuple((column, count) for column, count in counts if count)


class _Field:
    """The event as the norms see it: each player's games and rank, and
    the judges' panel."""

    def __init__(
        self,
        crosstable: Crosstable,
        ranks: Sequence[Rank | None],
        judges: Sequence[Judge],
    ) -> None:
        self.crosstable = crosstable
        self.ranks = ranks
        self.judges = judges
        scoring = crosstable.tournament.scoring
        self.full = scoring.win
        self.points = kind_points(scoring)

    def games(self, number: int) -> tuple[list[tuple[int, Fraction]], list[int]]:
        """The player's games that count: those played over the board (each
        opponent with the player's points) and those still to play (a game
        without a result that no withdrawal has cancelled)."""
        crosstable = self.crosstable
        played: list[tuple[int, Fraction]] = []
        left: list[int] = []
        rows = zip(crosstable.codes[number], crosstable.opponents[number], strict=True)
        for index, (code, opponent) in enumerate(rows):
            kind = code & KIND
            if not opponent:
                continue
            if kind in (WIN, DRAW, LOSS):
                points = self.points[kind]
                assert points is not None
                played.append((opponent, points))
            elif kind == PENDING and not (
                self._gone(number, index + 1) or self._gone(opponent, index + 1)
            ):
                left.append(opponent)
        return played, left

    def _gone(self, number: int, round_number: int) -> bool:
        last = self.crosstable.withdrawn[number - 1]
        return last is not None and round_number > last

    def norm(
        self,
        table: RankTable,
        rank: Rank,
        opponents: Sequence[int],
        points: Fraction,
        games: int,
        remaining: int,
    ) -> RankNorm:
        """``rank``'s norm over the games against ``opponents`` (played
        and to play), ``games`` of them played for ``points``."""
        shares = sum(
            (table.share(rank, self.ranks[o - 1]) for o in opponents), Fraction(0)
        )
        needed = shares / 100 * self.full
        conditions = self._conditions(table, rank.conditions, games, remaining)
        best = points + remaining * self.full
        return RankNorm(
            rank=rank,
            needed=needed,
            points=points,
            remaining=remaining,
            still_needed=max(Fraction(0), needed - points),
            possible=best >= needed and all(c.possible for c in conditions),
            conditions=conditions,
        )

    def _conditions(
        self, table: RankTable, conditions: Conditions, games: int, remaining: int
    ) -> tuple[ConditionCheck, ...]:
        checks = []
        if conditions.participants is not None:
            present = self.crosstable.tournament.n
            checks.append(
                ConditionCheck(
                    Condition.PARTICIPANTS, conditions.participants, present, present
                )
            )
        if conditions.games is not None:
            checks.append(
                ConditionCheck(
                    Condition.GAMES, conditions.games, games, games + remaining
                )
            )
        panel = conditions.judges
        if panel is not None:
            judges = sum(
                1
                for judge in self.judges
                if judge.category is not None and judge.category >= panel.category
            )
            checks.append(
                ConditionCheck(
                    Condition.JUDGES,
                    panel.count,
                    judges,
                    judges,
                    category=table.categories[panel.category],
                )
            )
        return tuple(checks)

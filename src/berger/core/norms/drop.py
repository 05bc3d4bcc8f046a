"""Won games left out (FIDE B.01 1.4.1f): a player who made no norm over all
their games, though all of them together meet every requirement but the
score, may leave out games they won where the rest, still at least 9 games,
meets every requirement and makes the score.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from fractions import Fraction
from itertools import islice

from berger.core.norms.requirements import (
    MIN_GAMES,
    Evaluation,
    Field,
    ScheduledGame,
    count_games,
    evaluate,
)
from berger.core.norms.titles import NormTitle, needed_score
from berger.core.ratings.tables import round_half_up

MAX_DROP_SETS = 4096
"""1.4.1f: at most this many sets of k won games are tried as left out."""


def drop_won_games(
    counted: Sequence[ScheduledGame],
    title: NormTitle,
    own: str | None,
    field: Field,
    scheduled: int,
) -> tuple[list[ScheduledGame], Evaluation] | None:
    """1.4.1f: the fewest won games to leave out so that the rest (at least 9
    games) makes the norm, the best performance among equals; None if none.

    Leaving out a lower-rated opponent rather than a higher-rated one never
    lowers the adjusted average (the floor lifts the lowest by at most the
    difference). So the k lowest-rated wins give the best Ra of any k wins:
    where they miss the minimum Ra or the score, every k-set does, and k is
    passed over at once. Otherwise the wins are grouped by what they weigh in
    the other requirements (title-holder or not, qualifying title or not,
    federation) and, within a group, only the lowest are tried: at most
    :data:`MAX_DROP_SETS` sets for each k.
    """
    ratings = field.counted_ratings
    wins = sorted(
        (g for g in counted if g.halves == 2), key=lambda g: ratings[g.opponent]
    )
    groups: dict[tuple[int, int, str | None], list[ScheduledGame]] = {}
    for game in wins:
        key = (
            field.holders[game.opponent],
            field.qualifying[title][game.opponent],
            field.federations[game.opponent],
        )
        groups.setdefault(key, []).append(game)
    ordered = list(groups.values())
    sizes = [len(group) for group in ordered]
    for size in _promising_sizes(counted, wins, title, field):
        # The size lowest-rated wins give the best Ra, so the best performance.
        lowest = _made_without(counted, wins[:size], title, own, field, scheduled)
        if lowest is not None:
            return lowest
        best: tuple[list[ScheduledGame], Evaluation] | None = None
        for spread in islice(_spreads(sizes, size), MAX_DROP_SETS):
            left_out = [
                game
                for group, count in zip(ordered, spread, strict=True)
                for game in group[:count]
            ]
            made = _made_without(counted, left_out, title, own, field, scheduled)
            if made is not None and (best is None or _better(made[1], best[1])):
                best = made
        if best is not None:
            return best
    return None


def _made_without(
    counted: Sequence[ScheduledGame],
    left_out: Sequence[ScheduledGame],
    title: NormTitle,
    own: str | None,
    field: Field,
    scheduled: int,
) -> tuple[list[ScheduledGame], Evaluation] | None:
    """The rest and its evaluation where the rest makes the norm, else None."""
    ids = {id(game) for game in left_out}
    kept = [g for g in counted if id(g) not in ids]
    evaluation = evaluate(count_games(kept, own, field, scheduled), title, field)
    made = (
        not evaluation.reasons
        and evaluation.needed is not None
        and evaluation.points >= evaluation.needed
    )
    return (kept, evaluation) if made else None


def _promising_sizes(
    counted: Sequence[ScheduledGame],
    wins: Sequence[ScheduledGame],
    title: NormTitle,
    field: Field,
) -> Iterator[int]:
    """Each k (fewest first) for which the rest, without the k lowest-rated of
    ``wins`` (sorted), reaches the minimum Ra and the needed score."""
    ratings = field.counted_ratings
    won = [ratings[g.opponent] for g in wins]
    total = sum(ratings[g.opponent] for g in counted)
    others = min((ratings[g.opponent] for g in counted if g.halves != 2), default=None)
    halves = sum(g.halves or 0 for g in counted)
    left_out = 0
    for size in range(1, min(len(counted) - MIN_GAMES, len(won)) + 1):
        left_out += won[size - 1]
        lowest = min(
            r for r in (others, won[size] if size < len(won) else None) if r is not None
        )
        games = len(counted) - size
        raised = total - left_out + max(0, title.floor - lowest)
        average = round_half_up(Fraction(raised, games))
        needed = needed_score(average, games, title)
        if (
            average >= title.minimum_average
            and needed is not None
            and Fraction(halves, 2) - size >= needed
        ):
            yield size


def _better(evaluation: Evaluation, than: Evaluation) -> bool:
    return (evaluation.performance or 0) > (than.performance or 0)


def _spreads(sizes: Sequence[int], total: int) -> Iterator[tuple[int, ...]]:
    """Every way to take ``total`` items from groups of ``sizes``: counts per
    group, each at most the group's size."""
    if not sizes:
        if total == 0:
            yield ()
        return
    rest = sum(sizes[1:])
    for first in range(max(0, total - rest), min(sizes[0], total) + 1):
        for tail in _spreads(sizes[1:], total - first):
            yield (first, *tail)

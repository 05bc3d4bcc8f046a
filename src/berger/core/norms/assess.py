"""Title norms in a round robin (FIDE B.01 1.4): what each player must score
for a GM, IM, WGM or WIM norm, and whether they made it.

Before any result this is the forecast: whether the field makes a norm
possible for the player (games, federations, titled opponents, the
opponents' average with the rating floor) and the score it needs. After
round k it adds the points so far, the points still needed in the games left
and whether the norm can still be made; after the last round, whether it was
achieved, the performance, and the extra games of 1.4.1d.

Every scheduled round counts (1.4.1e); games are left out only as 1.4.2
says: forfeits and games not played over the board, and games against an
unrated opponent who scored no point against the rated players. The
requirements over the games that count are in
:mod:`berger.core.norms.requirements`, the norms' figures and the score in
:mod:`berger.core.norms.titles`, the won games a player may leave out (1.4.1f)
in :mod:`berger.core.norms.drop`, and what the assessment reports in
:mod:`berger.core.norms.report`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from berger.core.crosstable import Crosstable
from berger.core.game_codes import (
    FORFEIT_LOSS,
    FORFEIT_WIN,
    GAME_HALVES,
    KIND,
    LOSS,
    PENDING,
)
from berger.core.model import Player
from berger.core.norms.drop import drop_won_games
from berger.core.norms.report import (
    Exclusion,
    NormCheck,
    NormGame,
    NormReport,
    PlayerNorms,
    Reason,
    Shortfall,
)
from berger.core.norms.requirements import (
    Counted,
    Evaluation,
    Field,
    ScheduledGame,
    count_games,
    eligibility,
    evaluate,
)
from berger.core.norms.titles import NormTitle


def assess_norms(
    crosstable: Crosstable,
    *,
    exempt_federations: bool = False,
    titles: Sequence[NormTitle] = tuple(NormTitle),
) -> NormReport:
    """Every player's position for each norm in ``titles`` after the
    crosstable's round: the forecast when no result is known, the outcome
    when every round is played, both in between.

    ``exempt_federations`` waives the federation requirements (1.4.3a–d:
    national championships, zonals, national team championships).
    """
    tournament = crosstable.tournament
    players = tournament.players
    field = Field.of(tournament, exempt_federations=exempt_federations)
    no_points = _unrated_without_points(crosstable)
    withdrawals = any(last is not None for last in crosstable.withdrawn)
    out = []
    for number, player in enumerate(players, start=1):
        games = _scheduled_games(crosstable, number, no_points, withdrawals)
        own = field.federations[number]
        counted = count_games(
            [g for g in games if g.excluded is None], own, field, len(games)
        )
        out.append(
            PlayerNorms(
                number=number,
                name=player.name,
                norms=tuple(
                    _check(player, own, title, games, counted, field)
                    for title in titles
                ),
            )
        )
    return NormReport(after_round=crosstable.after_round, players=tuple(out))


def _unrated_without_points(crosstable: Crosstable) -> frozenset[int]:
    """Unrated players who played rated opponents over the board and scored
    nothing against them (1.4.2)."""
    players = crosstable.tournament.players
    rated = [False, *(player.rating is not None for player in players)]
    out = set()
    for number, player in enumerate(players, start=1):
        if player.rating is not None:
            continue
        kinds = [
            code & KIND
            for code, opponent in zip(
                crosstable.codes[number], crosstable.opponents[number], strict=True
            )
            if rated[opponent] and code & KIND in GAME_HALVES
        ]
        if kinds and all(kind == LOSS for kind in kinds):
            out.add(number)
    return frozenset(out)


def _scheduled_games(
    crosstable: Crosstable, number: int, no_points: frozenset[int], withdrawals: bool
) -> tuple[ScheduledGame, ...]:
    games = []
    for rnd, (code, opponent) in enumerate(
        zip(crosstable.codes[number], crosstable.opponents[number], strict=True),
        start=1,
    ):
        if not opponent:
            continue
        kind = code & KIND
        excluded: Exclusion | None = None
        if kind in (FORFEIT_WIN, FORFEIT_LOSS):
            excluded = Exclusion.FORFEIT
        elif (
            withdrawals
            and kind == PENDING
            and (_gone(crosstable, number, rnd) or _gone(crosstable, opponent, rnd))
        ):
            excluded = Exclusion.NOT_PLAYED
        elif opponent in no_points:
            excluded = Exclusion.UNRATED_NO_POINTS
        games.append(ScheduledGame(rnd, opponent, GAME_HALVES.get(kind), excluded))
    return tuple(games)


def _gone(crosstable: Crosstable, number: int, round_number: int) -> bool:
    """The player withdrew before the round."""
    last = crosstable.withdrawn[number - 1]
    return last is not None and round_number > last


def _check(
    player: Player,
    own: str | None,
    title: NormTitle,
    games: Sequence[ScheduledGame],
    counted: Counted,
    field: Field,
) -> NormCheck:
    evaluation = evaluate(counted, title, field)
    reasons = eligibility(player, title) or list(evaluation.reasons)
    check = NormCheck(
        title=title,
        possible=not reasons,
        needed=None,
        games=evaluation.games,
        achieved=False,
        performance=evaluation.performance,
        opponents_average=evaluation.average,
        reasons=tuple(reasons),
        points=evaluation.points,
        remaining=evaluation.remaining,
    )
    needed = evaluation.needed
    if reasons or needed is None:
        return check
    best = evaluation.points + evaluation.remaining
    check = replace(
        check,
        needed=needed,
        still_needed=max(Fraction(0), needed - evaluation.points),
        still_possible=best >= needed,
        opponents=_norm_games(games, counted.games, evaluation.adjusted, field),
    )
    if evaluation.remaining:
        if best >= needed:
            return check
        return replace(
            check,
            reasons=(
                Reason.of(
                    Shortfall.UNREACHABLE,
                    points=evaluation.points,
                    remaining=evaluation.remaining,
                    best=best,
                    needed=needed,
                ),
            ),
        )
    if evaluation.points >= needed:
        return _achieved(check, evaluation, needed)
    dropped = drop_won_games(counted.games, title, own, field, len(games))
    if dropped is not None:
        kept, reduced = dropped
        left_out = {id(g) for g in counted.games} - {id(g) for g in kept}
        marked = [
            g._replace(excluded=Exclusion.DROPPED) if id(g) in left_out else g
            for g in games
        ]
        assert reduced.needed is not None
        return _achieved(
            replace(
                check,
                games=reduced.games,
                opponents_average=reduced.average,
                points=reduced.points,
                opponents=_norm_games(marked, kept, reduced.adjusted, field),
            ),
            reduced,
            reduced.needed,
        )
    assert evaluation.performance is not None  # every counted game is played
    return replace(
        check,
        reasons=(
            Reason.of(
                Shortfall.SCORE,
                points=evaluation.points,
                games=evaluation.games,
                needed=needed,
                performance=evaluation.performance,
                target=title.performance,
            ),
        ),
    )


def _achieved(check: NormCheck, evaluation: Evaluation, needed: Fraction) -> NormCheck:
    return replace(
        check,
        needed=needed,
        achieved=True,
        still_needed=Fraction(0),
        still_possible=True,
        performance=evaluation.performance,
        extra_games=math.floor(evaluation.points - needed),
    )


def _norm_games(
    games: Sequence[ScheduledGame],
    counted: Sequence[ScheduledGame],
    adjusted: Sequence[int],
    field: Field,
) -> tuple[NormGame, ...]:
    ratings = {id(g): rating for g, rating in zip(counted, adjusted, strict=True)}
    return tuple(
        NormGame(
            round=g.round,
            opponent=g.opponent,
            title=field.titles[g.opponent],
            federation=field.federations[g.opponent],
            rating=field.ratings[g.opponent],
            adjusted=ratings.get(id(g)),
            score=None if g.halves is None else Fraction(g.halves, 2),
            excluded=g.excluded,
        )
        for g in games
    )

"""Every game of the results, keyed by round, board and game, whatever the
event's kind, and the first game two sources of the results give different
results (a second source checked against the results file)."""

from __future__ import annotations

from berger.core.model import Outcome
from berger.core.results import Results


def game_outcomes(results: Results) -> dict[tuple[int, int, int], Outcome]:
    """Every game ``results`` hold, keyed (round, board, game): an event of
    single games' as game 1, from the schedule's white side; a micro-match's
    games (or a team match's boards) from the first-named side.

    >>> from berger.core.results import BoardResult, MatchResult
    >>> from berger.core.schedule import Pairing
    >>> game = BoardResult(2, Outcome.DRAW, 1, 1)
    >>> match = MatchResult(Pairing(1, 2, 3, 4), (game,))
    >>> single = {(1, 1): Outcome.WHITE_WIN}
    >>> game_outcomes(Results(outcomes=single, matches={(1, 2): match}))
    {(1, 1, 1): <Outcome.WHITE_WIN: '1-0'>, (1, 2, 2): <Outcome.DRAW: '1/2-1/2'>}
    """
    found = {(r, b, 1): outcome for (r, b), outcome in results.outcomes.items()}
    for (round_number, board), match in results.matches.items():
        for game in match.boards:
            found[round_number, board, game.board] = game.outcome
    return found


def first_difference(
    first: Results, second: Results
) -> tuple[tuple[int, int, int], Outcome, Outcome] | None:
    """The first game (by round, board, game) that both ``first`` and
    ``second`` give a result and whose results differ: its key and the two
    results; None where they agree on every game both have.

    >>> one = Results(outcomes={(1, 1): Outcome.WHITE_WIN, (1, 2): Outcome.DRAW})
    >>> two = Results(outcomes={(1, 2): Outcome.BLACK_WIN, (2, 1): Outcome.DRAW})
    >>> first_difference(one, two)
    ((1, 2, 1), <Outcome.DRAW: '1/2-1/2'>, <Outcome.BLACK_WIN: '0-1'>)
    >>> first_difference(one, one) is None
    True
    """
    ours, theirs = game_outcomes(first), game_outcomes(second)
    for key in sorted(ours.keys() & theirs.keys()):
        if ours[key] is not theirs[key]:
            return key, ours[key], theirs[key]
    return None

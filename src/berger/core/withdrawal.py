"""What becomes of the games of a player who withdraws: the withdrawal rule,
and the rule applied to the crosstable's game codes as it is built (the
games after the player's last round lost by forfeit, or all of them struck).
"""

from __future__ import annotations

from collections.abc import Mapping

from berger.core.codes import CodeEnum
from berger.core.game_codes import (
    BLACK,
    FORFEIT_LOSS,
    FORFEIT_WIN,
    KIND,
    PENDING,
    STRUCK,
)
from berger.core.results import Results, withdrawals
from berger.core.tournament import Tournament
from berger.errors import ScheduleError
from berger.messages import _


class WithdrawalRule(CodeEnum):
    """What happens to the games of a player who withdraws."""

    HALF = "half"
    """Fewer than half of their games played: all struck; later: the rest forfeited."""
    FORFEIT = "forfeit"
    """The remaining games are always lost by forfeit."""
    STRIKE = "strike"
    """All their games are always struck from standings and tiebreaks."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a withdrawal rule"."""
        return _("a withdrawal rule")


def apply_withdrawals(
    tournament: Tournament,
    results: Results,
    codes: list[bytearray],
    opponents: list[tuple[int, ...]],
    *,
    after: int,
    rule: WithdrawalRule,
) -> tuple[Mapping[int, int], list[bool]]:
    """Apply ``rule`` to the withdrawn players' games in ``codes`` (each
    player's game codes by round, index 0 unused; changed in place), their
    ``opponents`` alike (see :func:`berger.core.crosstable.opponent_rows`):
    the games after a player's last round, up to round ``after``, lost by
    forfeit, and where the rule strikes a player's games, every one of them
    marked struck, their opponents' side too.

    Withdrawals come from ``results.withdrawn`` and, for players it does not
    name, from the participants' ``withdrawn_after``. Returns each withdrawn
    player's last round, by number, and ``struck[number]`` (index 0 unused):
    whether every game of the player is struck.

    Raises:
        ScheduleError: a withdrawn player with a game played over the board
            after withdrawing.
    """
    withdrawn = withdrawals(tournament, results)
    struck = [False] * (tournament.n + 1)
    for player, last in sorted(withdrawn.items()):
        struck[player] = _apply_withdrawal(
            tournament,
            results,
            player,
            last,
            withdrawn,
            after,
            rule,
            opponents,
            codes,
        )
    for player in range(1, tournament.n + 1):
        if struck[player]:
            for index, opponent in enumerate(opponents[player]):
                codes[player][index] |= STRUCK
                if opponent:
                    codes[opponent][index] |= STRUCK
    return withdrawn, struck


def _apply_withdrawal(
    tournament: Tournament,
    results: Results,
    player: int,
    last: int,
    withdrawn: Mapping[int, int],
    after: int,
    rule: WithdrawalRule,
    opponents: list[tuple[int, ...]],
    codes: list[bytearray],
) -> bool:
    """Forfeit the games after ``last``; return whether all are to be struck."""
    schedule = tournament.schedule
    played = 0
    for index, opponent in enumerate(opponents[player]):
        number = index + 1
        if not opponent:
            if number > last:
                codes[player][index] |= STRUCK
            continue
        game = schedule.find_game(number, player, opponent)
        assert game is not None
        outcome = results.outcome(number, game.board)
        if number <= last:
            played += outcome.played
            continue
        if outcome.played:
            raise ScheduleError(
                _(
                    "player {player} withdrew after round {last} but has a result"
                    " in round {round}: {white} – {black} {outcome}"
                ).format(
                    player=player,
                    last=last,
                    round=number,
                    white=game.white,
                    black=game.black,
                    outcome=outcome,
                )
            )
        if number <= after and codes[player][index] & KIND == PENDING:
            colour = BLACK if game.black == player else 0
            gone = withdrawn.get(opponent)
            both = gone is not None and gone < number
            codes[player][index] = FORFEIT_LOSS | colour
            codes[opponent][index] = (FORFEIT_LOSS if both else FORFEIT_WIN) | (
                BLACK - colour
            )
    if rule is WithdrawalRule.STRIKE:
        return True
    if rule is WithdrawalRule.FORFEIT:
        return False
    return 2 * played < schedule.cycles * (tournament.n - 1)

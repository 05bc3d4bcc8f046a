"""The Shmulyan coefficient (``SHM``, «коэффициент Шмульяна»), a tie-break
of Russian draughts: the points of the opponents a player beat less the
points of those the player lost to; a draw adds nothing.

It is named for a round robin by the Russian Ministry of Sport's provisions
for the sport of the blind in 2019 (§4.2.10, Russian draughts: a round robin
up to 14 players, ties broken «по коэффициенту Шмульяна или Бухгольца,
количеству побед, результату личной встречи»; see
``docs/draughts-rules-sources.md``); the definition is the one Russian
draughts programs compute, the rules of the sport's own text not having been
read here. Games won or lost by forfeit count as the games they stand for
(as C.07 15.2 counts them in a round robin's SB); games struck by the
withdrawal rule and games without a result count nothing; the opponents'
points are their final points, in the event's scoring.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import compress

from berger.core.crosstable import Crosstable
from berger.core.game_codes import BLACK, FORFEIT_LOSS, FORFEIT_WIN, LOSS, WIN
from berger.core.rows import getter, mask

_WON = mask((WIN, WIN | BLACK, FORFEIT_WIN, FORFEIT_WIN | BLACK))
_LOST = mask((LOSS, LOSS | BLACK, FORFEIT_LOSS, FORFEIT_LOSS | BLACK))


def shmulyan(crosstable: Crosstable) -> tuple[Fraction, ...]:
    """Every player's Shmulyan coefficient, ``[number - 1]``.

    >>> from berger.core.crosstable import build_crosstable
    >>> from berger.core.model import EventInfo, Outcome, Player
    >>> from berger.core.results import ResultsBuilder
    >>> from berger.core.tournament import make_tournament
    >>> t = make_tournament(EventInfo(), [Player(n) for n in "ABCD"])
    >>> b = ResultsBuilder(t.schedule)
    >>> for game in t.schedule.games():  # white wins every game
    ...     _ = b.add_board(game.round, game.board, Outcome.WHITE_WIN)
    >>> x = build_crosstable(t, b.build())
    >>> [str(p) for p in x.points], [str(s) for s in shmulyan(x)]
    (['2', '2', '1', '1'], ['2', '0', '-1', '-3'])
    """
    unit = crosstable.unit
    points = [0, *(int(p * unit) for p in crosstable.points)]
    out = []
    for opponents, row in zip(
        crosstable.opponents[1:], crosstable.codes[1:], strict=True
    ):
        theirs = getter(opponents)(points) if opponents else []
        won = sum(compress(theirs, row.translate(_WON)))
        lost = sum(compress(theirs, row.translate(_LOST)))
        out.append(Fraction(won - lost, unit))
    return tuple(out)

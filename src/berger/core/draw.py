"""The draw: which player gets which pairing number.

Randomness enters only as a seed argument; the same seed always gives the
same numbers.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from berger.core.berger import even_size
from berger.core.codes import CodeEnum
from berger.core.model import Player
from berger.errors import ScheduleError
from berger.messages import _


class Numbering(CodeEnum):
    """How pairing numbers are assigned."""

    LIST = "list"
    """In the order of the participants list."""
    RATING = "rating"
    """Highest rating first; ties and unrated players by name."""
    RANDOM = "random"
    """Drawn by lot from a seed."""
    VARMA = "varma"
    """FIDE Varma tables: players of one federation meet early."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a numbering method"."""
        return _("a numbering method")

    @property
    def needs_seed(self) -> bool:
        """True where the method draws lots."""
        return self in (Numbering.RANDOM, Numbering.VARMA)


#: FIDE C.05 Annex 2: the number sets A, B, C, D for each table size N.
VARMA_TABLES: dict[int, tuple[tuple[int, ...], ...]] = {
    10: ((3, 4, 8), (5, 7, 9), (1, 6), (2, 10)),
    12: ((4, 5, 9, 10), (1, 2, 7), (6, 8, 12), (3, 11)),
    14: ((4, 5, 6, 11, 12), (1, 2, 8, 9), (7, 10, 13), (3, 14)),
    16: ((5, 6, 7, 12, 13, 14), (1, 2, 3, 9, 10), (8, 11, 15), (4, 16)),
    18: ((5, 6, 7, 8, 14, 15, 16), (1, 2, 3, 10, 11, 12), (9, 13, 17), (4, 18)),
    20: (
        (6, 7, 8, 9, 15, 16, 17, 18),
        (1, 2, 3, 11, 12, 13, 14),
        (5, 10, 19),
        (4, 20),
    ),
    22: (
        (6, 7, 8, 9, 10, 17, 18, 19, 20),
        (1, 2, 3, 4, 12, 13, 14, 15),
        (11, 16, 21),
        (5, 22),
    ),
    24: (
        (6, 7, 8, 9, 10, 11, 19, 20, 21, 22),
        (1, 2, 3, 4, 13, 14, 15, 16, 17),
        (12, 18, 23),
        (5, 24),
    ),
}
VARMA_MIN, VARMA_MAX = 9, 24


def assign_numbers(
    players: Sequence[Player], method: Numbering, *, seed: int | None = None
) -> tuple[Player, ...]:
    """The players in pairing-number order (index 0 is number 1).

    Raises:
        ScheduleError: Varma outside 9–24 players or without federations;
            a random method without a seed.
    """
    match method:
        case Numbering.LIST:
            return tuple(players)
        case Numbering.RATING:
            return tuple(sorted(players, key=_rating_key))
        case Numbering.RANDOM:
            order = list(players)
            random.Random(_require_seed(seed)).shuffle(order)
            return tuple(order)
        case Numbering.VARMA:
            return varma_numbers(players, seed=_require_seed(seed))


def _require_seed(seed: int | None) -> int:
    if seed is None:
        raise ScheduleError(_("this numbering draws lots and needs a seed"))
    return seed


def _rating_key(player: Player) -> tuple[int, int, str]:
    if player.rating is None:
        return (1, 0, player.name.casefold())
    return (0, -player.rating, player.name.casefold())


def varma_numbers(players: Sequence[Player], *, seed: int) -> tuple[Player, ...]:
    """Numbers by the FIDE Varma procedure, drawn with ``seed``.

    Contingents (players of one federation) draw in order of size, largest
    first, ties by federation code; inside a contingent players go by name.
    Each contingent of two or more draws an envelope (set A–D) with room for
    all of them and takes its numbers from it; a contingent too big for any
    envelope fills the roomiest one and carries on in the next. Players alone
    from their federation draw from what is left.

    Raises:
        ScheduleError: fewer than 9 or more than 24 players, or a player
            without a federation.
    """
    n = len(players)
    if not VARMA_MIN <= n <= VARMA_MAX:
        raise ScheduleError(
            _("Varma tables cover {minimum} to {maximum} players, got {n}").format(
                minimum=VARMA_MIN, maximum=VARMA_MAX, n=n
            )
        )
    missing = [p.name for p in players if not p.federation]
    if missing:
        raise ScheduleError(
            _(
                "Varma numbering needs every player's federation; missing for {name!r}"
            ).format(name=missing[0])
        )
    rng = random.Random(seed)
    envelopes = [
        [number for number in group if number <= n]
        for group in VARMA_TABLES[even_size(n)]
    ]
    contingents: dict[str, list[Player]] = {}
    for player in players:
        contingents.setdefault(str(player.federation).upper(), []).append(player)
    ordered = sorted(contingents.items(), key=lambda item: (-len(item[1]), item[0]))
    numbers: dict[int, Player] = {}
    singles: list[Player] = []
    for _code, members in ordered:
        members = sorted(members, key=lambda p: p.name.casefold())
        if len(members) == 1:
            singles.extend(members)
            continue
        while members:
            fitting = [e for e in envelopes if len(e) >= len(members)]
            envelope = rng.choice(fitting) if fitting else max(envelopes, key=len)
            taken = members[: len(envelope)]
            for player in taken:
                numbers[envelope.pop(rng.randrange(len(envelope)))] = player
            members = members[len(taken) :]
    rest = [number for envelope in envelopes for number in envelope]
    for player in singles:
        numbers[rest.pop(rng.randrange(len(rest)))] = player
    return tuple(numbers[k] for k in sorted(numbers))

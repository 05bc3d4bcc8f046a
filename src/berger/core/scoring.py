"""Scoring systems: how many points each kind of result is worth.

Points given as numbers (``[rules] scoring``, ``--scoring``, a team's or a
micro-match's ``match_points``) are each a finite number from
-:data:`MOST_POINTS` to :data:`MOST_POINTS` of at most :data:`PLACES`
decimals (what the documents print), and in order: a win worth no less
than a draw, a draw no less than a loss, a forfeit win no less than a
forfeit loss.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from berger.core.bounds import number, show
from berger.errors import InputError
from berger.messages import N_, _

HALF = Fraction(1, 2)
MOST_POINTS = 1000
"""The most points a result may be worth (and the fewest, below zero)."""
PLACES = 3
"""The most decimals of a result's points: the documents print three."""


@dataclass(frozen=True, slots=True)
class ScoringSystem:
    """Points for each kind of result; exact fractions."""

    win: Fraction = Fraction(1)
    """A game won over the board."""
    draw: Fraction = HALF
    """A drawn game."""
    loss: Fraction = Fraction(0)
    """A game lost over the board."""
    forfeit_win: Fraction = Fraction(1)
    """A game won because the opponent did not play."""
    forfeit_loss: Fraction = Fraction(0)
    """A game lost by not playing."""
    bye: Fraction = Fraction(0)
    """The round without a game (odd number of players)."""
    name: str = "custom"
    """Preset name, or ``custom``."""

    @property
    def values(self) -> tuple[Fraction, ...]:
        """(win, draw, loss, forfeit win, forfeit loss, bye)."""
        return (
            self.win,
            self.draw,
            self.loss,
            self.forfeit_win,
            self.forfeit_loss,
            self.bye,
        )

    @property
    def is_chess(self) -> bool:
        """True for the standard 1 / ½ / 0 game points."""
        return (self.win, self.draw, self.loss) == (Fraction(1), HALF, Fraction(0))

    @classmethod
    def from_values(
        cls,
        values: Sequence[object],
        *,
        name: str = "custom",
        lowest: int = -MOST_POINTS,
    ) -> ScoringSystem:
        """Build from 3 to 6 numbers: win, draw, loss, then optionally forfeit win,
        forfeit loss and bye; each from ``lowest`` to :data:`MOST_POINTS`.

        Missing forfeit points default to the win and loss points, the bye to 0.

        >>> ScoringSystem.from_values([1, 2, 0])
        Traceback (most recent call last):
          ...
        berger.errors.InputError: scoring: a draw (2) is worth more than a win (1)

        Raises:
            InputError: not 3 to 6 numbers, one that is not a finite number
                within the bounds, or points out of order.
        """
        if not 3 <= len(values) <= 6:
            raise InputError(
                _(
                    "scoring needs 3 to 6 numbers (win, draw, loss, forfeit win,"
                    " forfeit loss, bye), got {count}"
                ).format(count=len(values)),
                field="scoring",
            )
        points = [_to_fraction(v, lowest) for v in values]
        win, draw, loss = points[:3]
        rest = [*points[3:], *[None] * (6 - len(points))]
        scoring = cls(
            win,
            draw,
            loss,
            rest[0] if rest[0] is not None else win,
            rest[1] if rest[1] is not None else loss,
            rest[2] if rest[2] is not None else Fraction(0),
            name=name,
        )
        _check_order(scoring)
        return scoring

    @classmethod
    def parse(cls, text: str) -> ScoringSystem:
        """A preset name (chess, draughts, football) or comma-separated points.

        >>> ScoringSystem.parse("draughts").values[:3]
        (Fraction(2, 1), Fraction(1, 1), Fraction(0, 1))
        >>> ScoringSystem.parse("3,1,0").forfeit_win
        Fraction(3, 1)

        Raises:
            InputError: neither a preset nor 3 to 6 numbers.
        """
        preset = PRESETS.get(text.strip().lower())
        if preset is not None:
            return preset
        parts = [p for p in text.replace(";", ",").split(",") if p.strip()]
        if len(parts) < 3:
            raise InputError(
                _(
                    "{text!r} is not a scoring preset ({presets})"
                    " nor a list of points such as 1,0.5,0"
                ).format(text=text, presets=", ".join(PRESETS)),
                field="scoring",
            )
        return cls.from_values(parts)


def _to_fraction(value: object, lowest: int) -> Fraction:
    try:
        return number(value, lowest, MOST_POINTS, places=PLACES)
    except InputError as exc:
        raise InputError(exc.message, field="scoring") from None


_ORDER = (
    ("win", "draw", N_("a draw ({low}) is worth more than a win ({high})")),
    ("draw", "loss", N_("a loss ({low}) is worth more than a draw ({high})")),
    (
        "forfeit_win",
        "forfeit_loss",
        N_("a forfeit loss ({low}) is worth more than a forfeit win ({high})"),
    ),
)
"""The points that may not be is worth more than others: (the higher, the
lower, the message)."""


def _check_order(scoring: ScoringSystem) -> None:
    """Refuse points out of order (a draw is worth more than a win).

    Raises:
        InputError: naming the two.
    """
    for high, low, message in _ORDER:
        upper, lower = getattr(scoring, high), getattr(scoring, low)
        if lower > upper:
            raise InputError(
                _(message).format(low=show(lower), high=show(upper)),
                field="scoring",
            )


CHESS = ScoringSystem(name="chess")
DRAUGHTS = ScoringSystem(
    Fraction(2),
    Fraction(1),
    Fraction(0),
    Fraction(2),
    Fraction(0),
    Fraction(0),
    name="draughts",
)
FOOTBALL = ScoringSystem(
    Fraction(3),
    Fraction(1),
    Fraction(0),
    Fraction(3),
    Fraction(0),
    Fraction(0),
    name="football",
)
PRESETS: dict[str, ScoringSystem] = {
    "chess": CHESS,
    "draughts": DRAUGHTS,
    "football": FOOTBALL,
}

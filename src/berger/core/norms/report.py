"""What the norms assessment reports: each player's position for each norm,
the games it counts, and the reasons a norm is not possible or not made, as
figures with an English text.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from berger.core.norms.titles import NormTitle
from berger.core.titles import Title

MAX_CREDITED_GAMES = 13
"""A norm counts at most 13 games towards the title application."""


class Shortfall(Enum):
    """Why a norm is not possible or not made; the value is the English text,
    with ``{name}`` for each figure of :attr:`Reason.values`."""

    HOLDS_TITLE = "already holds the {held} title"
    WOMEN_ONLY = "{title} norms are for women"
    GAMES = "only {games} games; {needed} needed"
    GAMES_COUNTED = "only {games} of {scheduled} games count; {needed} needed"
    DOUBLE_ROUND_ROBIN = (
        "a double round robin needs at least {needed} players; this one has {players}"
    )
    FEDERATIONS = (
        "federations among the opponents besides the player's own: {count};"
        " {needed} needed"
    )
    OWN_FEDERATION = (
        "{count} of {games} opponents from {federation}, the player's own"
        " federation; at most {allowed}"
    )
    ONE_FEDERATION = (
        "{count} of {games} opponents from {federation}; at most {allowed} from"
        " one federation"
    )
    TITLE_HOLDERS = (
        "title-holders among the opponents: {count} of {games}; {needed} needed"
    )
    TITLED = "{titles} opponents: {count}; {needed} needed"
    AVERAGE = "opponents' average {average} is below {minimum}"
    UNREACHABLE = (
        "{points} so far and {remaining} games left: at most {best}; {needed} needed"
    )
    SCORE = (
        "scored {points} of {games}; {needed} needed"
        " (performance {performance}; {target} needed)"
    )


Figure = int | str | Fraction
"""A figure in a reason: a count or rating, a federation or title, points."""


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason a norm is not possible or not made, with its figures."""

    shortfall: Shortfall
    """What falls short."""
    values: tuple[tuple[str, Figure], ...]
    """The figures the text names, as (name, value)."""

    def __str__(self) -> str:
        return self.shortfall.value.format(
            **{name: _figure_text(value) for name, value in self.values}
        )

    @classmethod
    def of(cls, shortfall: Shortfall, **values: Figure) -> Reason:
        """The reason ``shortfall`` with its figures named as keywords."""
        return cls(shortfall, tuple(values.items()))


def _figure_text(value: Figure) -> str:
    """Points with a ½ sign (``6½``), anything else as it is."""
    if isinstance(value, Fraction):
        whole, half = divmod(value, 1)
        if not half:
            return str(whole)
        return f"{whole or ''}½" if half == Fraction(1, 2) else str(value)
    return str(value)


class Exclusion(Enum):
    """Why a scheduled game does not count for the norm."""

    FORFEIT = "forfeit"
    """Won or lost by forfeit: not played over the board (1.4.2)."""
    NOT_PLAYED = "not played"
    """Left unplayed by a withdrawal."""
    UNRATED_NO_POINTS = "unrated opponent without a point against rated players"
    """1.4.2: the opponent is unrated and scored nothing against the rated."""
    DROPPED = "won game left out"
    """Left out by the player under 1.4.1f."""

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class NormGame:
    """One scheduled game of the player, as the norm certificate lists it."""

    round: int
    """Round of the event."""
    opponent: int
    """The opponent's pairing number."""
    title: Title | None
    """The opponent's FIDE title, if any."""
    federation: str | None
    """The opponent's federation (upper case), None when blank or FID."""
    rating: int | None
    """The opponent's rating at the start, None when unrated."""
    adjusted: int | None
    """The rating the norm counts: 1400 when unrated, the floor where raised;
    None when the game does not count."""
    score: Fraction | None
    """The player's score (1, ½, 0); None while the game is to be played and
    for a forfeit."""
    excluded: Exclusion | None = None
    """Why the game does not count, or None when it does."""


@dataclass(frozen=True, slots=True)
class NormCheck:
    """One player's position for one norm."""

    title: NormTitle
    """The norm."""
    possible: bool
    """The field makes the norm possible for the player: eligible, and the
    counted games meet every requirement but the score."""
    needed: Fraction | None
    """Points needed over :attr:`games`; None when not possible."""
    games: int
    """Games that count for the norm (played and still to play)."""
    achieved: bool
    """Every game is played and the norm is made."""
    performance: int | None
    """The performance Ra + dp over the counted games played so far; None
    before any."""
    opponents_average: int | None
    """Ra: the average of the adjusted ratings of the counted games; None
    without any."""
    reasons: tuple[Reason, ...]
    """Why the norm is not possible, not reachable or not made; empty when it
    is still possible or made."""
    points: Fraction = Fraction(0)
    """Points scored so far in the counted games."""
    remaining: int = 0
    """Counted games still to play."""
    still_needed: Fraction | None = None
    """Points still needed in the games left (0 once reached); None when not
    possible."""
    still_possible: bool = False
    """The norm is made, or can still be made with the games left."""
    extra_games: int = 0
    """1.4.1d: each full point above the norm counts as one more game."""
    opponents: tuple[NormGame, ...] = ()
    """Where the norm is possible: every scheduled game of the player in
    round order, those that do not count marked with why (empty otherwise)."""

    @property
    def credited_games(self) -> int:
        """The games the norm counts for in a title application: the games
        and the extra games, at most 13."""
        return min(self.games + self.extra_games, MAX_CREDITED_GAMES)

    @property
    def dropped(self) -> tuple[int, ...]:
        """Rounds of the won games left out under 1.4.1f."""
        return tuple(
            game.round for game in self.opponents if game.excluded is Exclusion.DROPPED
        )


@dataclass(frozen=True, slots=True)
class PlayerNorms:
    """Every norm's position for one player."""

    number: int
    """Pairing number."""
    name: str
    """The player's name."""
    norms: tuple[NormCheck, ...]
    """One check per norm title, GM, IM, WGM, WIM."""

    def norm(self, title: NormTitle) -> NormCheck:
        """The check for ``title``.

        Raises:
            KeyError: the title was not assessed.
        """
        for check in self.norms:
            if check.title is title:
                return check
        raise KeyError(title)


@dataclass(frozen=True, slots=True)
class NormReport:
    """The norms of every player after a round (0: the forecast)."""

    after_round: int
    """Results up to this round are known."""
    players: tuple[PlayerNorms, ...]
    """Players in pairing-number order."""

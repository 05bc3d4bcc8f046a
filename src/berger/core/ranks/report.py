"""What the assessment of rank norms reports: the event's coefficient,
each player's figures (games, points, opponents by coefficient), and for
each rank in the player's reach the points it needs, how far the player
is, and each condition met or not."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from berger.core.ranks.table import Category, Rank, RankTable


class Condition(Enum):
    """A condition a rank is fulfilled under, besides the points."""

    PARTICIPANTS = "participants"
    """The event has at least so many participants."""
    GAMES = "games"
    """The player played at least so many games over the board."""
    JUDGES = "judges"
    """The event's judges' panel has at least so many judges of at least a
    category."""


@dataclass(frozen=True, slots=True)
class ConditionCheck:
    """One condition of one rank, with its figures."""

    condition: Condition
    """Which condition."""
    required: int
    """What it asks for: participants, games or judges."""
    value: int
    """What there is: participants, games played so far, or judges of the
    category."""
    most: int
    """What there can be at most: for the games, those played and those
    left to play; else :attr:`value`."""
    category: Category | None = None
    """For the judges' panel: the lowest category that counts."""

    @property
    def met(self) -> bool:
        """Met by what is counted now."""
        return self.value >= self.required

    @property
    def possible(self) -> bool:
        """Met, or can still be (games: with the games left to play)."""
        return self.most >= self.required


@dataclass(frozen=True, slots=True)
class RankNorm:
    """One player's position for one rank."""

    rank: Rank
    """The rank sought."""
    needed: Fraction
    """Points needed, in the event's points: over the games that count,
    played and still to play."""
    points: Fraction
    """Points scored so far in the games that count."""
    remaining: int
    """Games that count still to play."""
    still_needed: Fraction
    """Points still needed (0 once reached)."""
    possible: bool
    """The points are reached or still can be with the games left, and
    every condition is met or still can be."""
    conditions: tuple[ConditionCheck, ...]
    """Each condition of the rank, in the order of :class:`Condition`."""

    @property
    def reached(self) -> bool:
        """The points needed are scored."""
        return self.points >= self.needed

    @property
    def fulfilled(self) -> bool:
        """The points are scored and every condition is met."""
        return self.reached and all(check.met for check in self.conditions)

    @property
    def unmet(self) -> tuple[ConditionCheck, ...]:
        """The conditions not met (yet)."""
        return tuple(check for check in self.conditions if not check.met)

    def state(self, *, settled: bool, started: bool) -> str:
        """``met`` (fulfilled); ``missed`` (not, and no more games can
        change it: ``settled``, or out of reach); ``ahead`` (before the
        player's first game, not ``started``); else ``open``."""
        if self.fulfilled:
            return "met"
        if settled or not self.possible:
            return "missed"
        return "open" if started else "ahead"

    def named(self, *, settled: bool) -> tuple[ConditionCheck, ...]:
        """The conditions a report names: those not met where they keep the
        norm from being fulfilled (``settled``, or no longer possible), or
        where its points are scored and they still wait (a cell of no more
        points needed is not to be read as met)."""
        if self.fulfilled:
            return ()
        return tuple(
            check
            for check in self.unmet
            if settled or not check.possible or self.reached
        )


@dataclass(frozen=True, slots=True)
class Judge:
    """A judge of the event's panel."""

    name: str
    """As written."""
    category: int | None
    """The judge's category, its place in :attr:`RankTable.categories`;
    None where the table has none."""
    written: str = ""
    """The category as written."""


@dataclass(frozen=True, slots=True)
class PlayerRanks:
    """One player's figures and norms."""

    number: int
    """Pairing number."""
    name: str
    """The player's name."""
    written: str | None
    """The player's rank as written in the participants file; None when
    not given."""
    rank: Rank | None
    """The rank it names."""
    games: int
    """Games played over the board so far (those that count)."""
    remaining: int
    """Games that count still to play."""
    points: Fraction
    """Points scored in the games played over the board, in the event's
    points."""
    opponents: tuple[tuple[Fraction, int], ...]
    """How many of the games that count (played and to play) are against
    an opponent of each coefficient, in the table's order of coefficients;
    only those with a game."""
    unranked: int
    """Games that count against an opponent whose rank is not given."""
    norms: tuple[RankNorm, ...]
    """Each rank in the player's reach, from the lowest: one the event's
    coefficient allows, at or above the player's own, that the table's
    shares make possible."""
    fulfilled: Rank | None
    """The highest rank fulfilled, or None."""

    @property
    def needed(self) -> dict[str, Fraction]:
        """The points each rank in reach needs, by the table's word."""
        return {norm.rank.word: norm.needed for norm in self.norms}


@dataclass(frozen=True, slots=True)
class RankReport:
    """The rank norms of every player of an event after a round."""

    table: RankTable
    """The table they are worked out by."""
    after_round: int
    """Results up to this round are counted (0: before any)."""
    participants: int
    """Participants of the event."""
    coefficient: Fraction | None
    """The event's coefficient: the average of its participants' rank
    coefficients (of those whose rank is given); None when none is."""
    highest: Rank | None
    """The highest rank the event's coefficient allows; None when it
    allows none, or the table sets no such limit."""
    judges: tuple[Judge, ...]
    """The event's judges' panel, as the event lists it."""
    players: tuple[PlayerRanks, ...]
    """Players in pairing-number order."""

    def settled(self, player: PlayerRanks) -> bool:
        """Results are counted and ``player`` has no game that counts left."""
        return self.after_round > 0 and not player.remaining

    @property
    def final(self) -> bool:
        """Results are counted and no game that counts is left to play."""
        return self.after_round > 0 and not any(p.remaining for p in self.players)

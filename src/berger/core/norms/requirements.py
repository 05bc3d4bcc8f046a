"""The requirements of a title norm besides the score (FIDE B.01 1.4), as
this module reads them (see ``reference/norms.md``):

- at least 9 games (1.4.1); a double round robin needs at least 6 players;
- federations (1.4.3, 1.4.4): opponents from at least two federations other
  than the player's, at most 3/5 from the player's own and at most 2/3 from
  any one (maximums rounded down); FID and a blank federation count as
  opponents but as no federation; ``exempt_federations`` (national
  championships, zonals: 1.4.3a–d) waives all three;
- titled opponents (1.4.5), counted game by game: at least half title-holders
  (every FIDE title but CM and WCM), and at least a third, and at least 3,
  holding the norm's title or a higher one;
- ratings (1.4.6, 1.4.7): unrated opponents count as 1400, the lowest opponent
  is raised to the floor, and the average Ra (rounded, halves up) must reach
  the minimum.

Over the games that count, :func:`evaluate` gives what falls short of these
and, where nothing does, the score the norm needs
(:func:`~berger.core.norms.titles.needed_score`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from berger.core.model import Player
from berger.core.norms.report import Exclusion, Reason, Shortfall
from berger.core.norms.titles import NormTitle, ceil_div, needed_score
from berger.core.ratings.tables import average_rating, performance, raise_to_floor
from berger.core.titles import Title
from berger.core.tournament import Tournament

MIN_GAMES = 9
"""B.01 1.4.1: a norm needs at least nine games."""
UNRATED_RATING = 1400
"""B.01 1.4.6: the rating an unrated opponent counts with."""
DOUBLE_ROUND_ROBIN_PLAYERS = 6
"""B.01 1.4.5: a double round robin needs at least six players."""
MIN_OTHER_FEDERATIONS = 2
"""B.01 1.4.3: opponents from at least two federations besides the player's."""
MIN_TITLED = 3
"""B.01 1.4.5: at least three opponents with the norm's title or a higher one."""


@dataclass(frozen=True, slots=True)
class Field:
    """The event as the requirements see it; per-player tuples are indexed by
    pairing number (index 0 unused)."""

    players: int
    """Players in the event."""
    cycles: int
    """Cycles (2 for a double round robin)."""
    exempt_federations: bool
    """The federation requirements are waived (1.4.3a–d)."""
    titles: tuple[Title | None, ...]
    """Each player's FIDE title."""
    federations: tuple[str | None, ...]
    """Each player's federation (upper case), None when blank or FID."""
    ratings: tuple[int | None, ...]
    """Each player's rating, None when unrated."""
    counted_ratings: tuple[int, ...]
    """The rating a norm counts before the floor: 1400 when unrated."""
    holders: tuple[int, ...]
    """1 for a title-holder."""
    qualifying: dict[NormTitle, tuple[int, ...]]
    """1 for a holder of the norm's title or a higher one."""

    @classmethod
    def of(cls, tournament: Tournament, *, exempt_federations: bool) -> Field:
        """The field of ``tournament``'s players."""
        players = tournament.players
        held = (None, *(p.fide_title for p in players))
        return cls(
            players=tournament.n,
            cycles=tournament.schedule.cycles,
            exempt_federations=exempt_federations,
            titles=held,
            federations=(None, *map(_federation, players)),
            ratings=(None, *(p.rating for p in players)),
            counted_ratings=(
                0,
                *(UNRATED_RATING if p.rating is None else p.rating for p in players),
            ),
            holders=tuple(int(t is not None and t.title_holder) for t in held),
            qualifying={
                title: tuple(int(t in title.qualifying) for t in held)
                for title in NormTitle
            },
        )


class ScheduledGame(NamedTuple):
    """A scheduled game: the player's score in halves, None while to be
    played and for a forfeit (a tuple: a big event has millions)."""

    round: int
    """Round of the event."""
    opponent: int
    """The opponent's pairing number."""
    halves: int | None
    """The player's score in halves; None while to be played or forfeited."""
    excluded: Exclusion | None
    """Why the game does not count, or None when it does."""


def _federation(player: Player) -> str | None:
    text = (player.federation or "").strip().upper()
    return None if text in ("", "FID") else text


def eligibility(player: Player, title: NormTitle) -> list[Reason]:
    """Why ``player`` cannot make ``title``'s norm at all: they hold the
    title or a higher one, or it is a women's title; empty otherwise."""
    held = player.fide_title
    if held in title.qualifying:
        return [Reason.of(Shortfall.HOLDS_TITLE, held=str(held))]
    woman = player.sex == "w" or (held is not None and held.women)
    if title.title.women and not woman:
        return [Reason.of(Shortfall.WOMEN_ONLY, title=str(title))]
    return []


@dataclass(frozen=True, slots=True)
class Evaluation:
    """One norm over the games that count: the requirements and the score."""

    games: int
    """Games that count."""
    average: int | None
    """Ra, None without any game."""
    adjusted: tuple[int, ...]
    """The ratings counted, game by game, the floor applied."""
    reasons: tuple[Reason, ...]
    """What falls short besides the score."""
    needed: Fraction | None
    """The score the norm needs; None where something falls short."""
    points: Fraction
    """Points scored so far."""
    remaining: int
    """Games still to play."""
    performance: int | None
    """The performance over the games played so far; None before any."""


@dataclass(frozen=True, slots=True)
class Counted:
    """The games that count, and what does not depend on the norm's title."""

    games: tuple[ScheduledGame, ...]
    """The games."""
    opponents: tuple[int, ...]
    """Their opponents."""
    played: tuple[int, ...]
    """Opponents of the games played so far."""
    points: Fraction
    """Points scored so far."""
    reasons: tuple[Reason, ...]
    """Games, federations, title-holders."""


def count_games(
    games: Sequence[ScheduledGame], own: str | None, field: Field, scheduled: int
) -> Counted:
    """``games``, those that count of the ``scheduled`` games of a player from
    federation ``own``, checked against the requirements that do not depend
    on the norm's title."""
    opponents = tuple(g.opponent for g in games)
    played = [g for g in games if g.halves is not None]
    return Counted(
        games=tuple(games),
        opponents=opponents,
        played=tuple(g.opponent for g in played),
        points=Fraction(sum(g.halves for g in played if g.halves is not None), 2),
        reasons=(
            *_games_reasons(len(games), scheduled, field),
            *_federation_reasons(opponents, own, field),
            *_holder_reasons(opponents, field),
        ),
    )


def evaluate(counted: Counted, title: NormTitle, field: Field) -> Evaluation:
    """Every requirement but the score over the counted games, and the score."""
    games = len(counted.opponents)
    ratings = field.counted_ratings.__getitem__
    adjusted = raise_to_floor(list(map(ratings, counted.opponents)), title.floor)
    average = average_rating(adjusted) if games else None
    reasons = [*counted.reasons, *_titled_reasons(counted.opponents, title, field)]
    if average is not None and average < title.minimum_average:
        reasons.append(
            Reason.of(Shortfall.AVERAGE, average=average, minimum=title.minimum_average)
        )
    needed = None
    if not reasons and average is not None:
        needed = needed_score(average, games, title)
    performed = None
    if counted.played:
        played = raise_to_floor(list(map(ratings, counted.played)), title.floor)
        performed = performance(counted.points, played)
    return Evaluation(
        games=games,
        average=average,
        adjusted=adjusted,
        reasons=tuple(reasons),
        needed=needed,
        points=counted.points,
        remaining=games - len(counted.played),
        performance=performed,
    )


def _games_reasons(games: int, scheduled: int, field: Field) -> list[Reason]:
    reasons = []
    if games < MIN_GAMES:
        if games == scheduled:
            reasons.append(Reason.of(Shortfall.GAMES, games=games, needed=MIN_GAMES))
        else:
            reasons.append(
                Reason.of(
                    Shortfall.GAMES_COUNTED,
                    games=games,
                    scheduled=scheduled,
                    needed=MIN_GAMES,
                )
            )
    if field.cycles >= 2 and field.players < DOUBLE_ROUND_ROBIN_PLAYERS:
        reasons.append(
            Reason.of(
                Shortfall.DOUBLE_ROUND_ROBIN,
                needed=DOUBLE_ROUND_ROBIN_PLAYERS,
                players=field.players,
            )
        )
    return reasons


def _federation_reasons(
    opponents: Sequence[int], own: str | None, field: Field
) -> list[Reason]:
    if field.exempt_federations or not opponents:
        return []
    games = len(opponents)
    counts = Counter(
        fed for fed in map(field.federations.__getitem__, opponents) if fed is not None
    )
    reasons = []
    others = len([fed for fed in counts if fed != own])
    if others < MIN_OTHER_FEDERATIONS:
        reasons.append(
            Reason.of(Shortfall.FEDERATIONS, count=others, needed=MIN_OTHER_FEDERATIONS)
        )
    own_allowed = 3 * games // 5
    if own is not None and counts[own] > own_allowed:
        reasons.append(
            Reason.of(
                Shortfall.OWN_FEDERATION,
                count=counts[own],
                games=games,
                federation=own,
                allowed=own_allowed,
            )
        )
    one_allowed = 2 * games // 3
    reasons.extend(
        Reason.of(
            Shortfall.ONE_FEDERATION,
            count=count,
            games=games,
            federation=fed,
            allowed=one_allowed,
        )
        for fed, count in counts.items()
        if count > one_allowed and fed != own
    )
    return reasons


def _holder_reasons(opponents: Sequence[int], field: Field) -> list[Reason]:
    games = len(opponents)
    holders = sum(map(field.holders.__getitem__, opponents))
    needed = ceil_div(games, 2)
    if not opponents or holders >= needed:
        return []
    return [
        Reason.of(Shortfall.TITLE_HOLDERS, count=holders, games=games, needed=needed)
    ]


def _titled_reasons(
    opponents: Sequence[int], title: NormTitle, field: Field
) -> list[Reason]:
    if not opponents:
        return []
    games = len(opponents)
    reasons = []
    titled = sum(map(field.qualifying[title].__getitem__, opponents))
    titled_needed = max(MIN_TITLED, ceil_div(games, 3))
    if titled < titled_needed:
        names = [str(t) for t in title.qualifying]
        text = (
            names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
        )
        reasons.append(
            Reason.of(Shortfall.TITLED, count=titled, titles=text, needed=titled_needed)
        )
    return reasons

"""Title norms in a round robin (FIDE B.01 1.4): what each player must score
for a GM, IM, WGM or WIM norm, and whether they made it.

Before any result this is the forecast: whether the field makes a norm
possible for the player (games, federations, titled opponents, the
opponents' average with the rating floor) and the score it needs. After
round k it adds the points so far, the points still needed in the games left
and whether the norm can still be made; after the last round, whether it was
achieved, the performance, and the extra games of 1.4.1d.

The requirements, as this module reads them (see ``reference/norms.md``):

- every scheduled round counts (1.4.1e); games are left out only as 1.4.2
  says: forfeits and games not played over the board, and games against an
  unrated opponent who scored no point against the rated players;
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
  the minimum;
- the score (1.4.8): the smallest number of points s, in halves, with s at
  least 35 % of the games and Ra + dp(round(100 s / games)) at least the
  norm's performance. Ra is rounded first, so an unrounded 2599.5 makes a GM
  norm.

A player who made no norm over all their games, though all of them together
meet every requirement but the score, may leave out games they won (1.4.1f)
where the rest, still at least 9 games, meets every requirement and makes the
score.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction
from itertools import islice
from typing import NamedTuple

from berger.core.crosstable import (
    FORFEIT_LOSS,
    FORFEIT_WIN,
    KIND,
    LOSS,
    PENDING,
    Crosstable,
)
from berger.core.model import Player
from berger.core.rating import (
    DP_TABLE,
    average_rating,
    performance,
    raise_to_floor,
    round_half_up,
)
from berger.core.rating_change import GAME_HALVES
from berger.core.titles import Title

MIN_GAMES = 9
"""B.01 1.4.1: a norm needs at least nine games."""
MAX_CREDITED_GAMES = 13
"""A norm counts at most 13 games towards the title application."""
MIN_PERCENT = 35
"""B.01 1.4.8: a norm needs a score of at least 35 %."""
UNRATED_RATING = 1400
"""B.01 1.4.6: the rating an unrated opponent counts with."""
DOUBLE_ROUND_ROBIN_PLAYERS = 6
"""B.01 1.4.5: a double round robin needs at least six players."""
MIN_OTHER_FEDERATIONS = 2
"""B.01 1.4.3: opponents from at least two federations besides the player's."""
MIN_TITLED = 3
"""B.01 1.4.5: at least three opponents with the norm's title or a higher one."""
MAX_DROP_SETS = 4096
"""1.4.1f: at most this many sets of k won games are tried as left out."""


@dataclass(frozen=True, slots=True)
class _Norm:
    performance: int
    minimum_average: int
    floor: int
    qualifying: tuple[Title, ...]


class NormTitle(Enum):
    """A title that is made with norms; the value is FIDE's abbreviation."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    WIM = "WIM"

    def __str__(self) -> str:
        return self.value

    @property
    def title(self) -> Title:
        """The FIDE title the norm is for."""
        return Title(self.value)

    @property
    def performance(self) -> int:
        """The performance a norm needs (1.4.8): GM 2600, IM 2450, WGM 2400,
        WIM 2250."""
        return _NORMS[self].performance

    @property
    def minimum_average(self) -> int:
        """The lowest opponents' average Ra (1.4.7): GM 2380, IM 2230, WGM
        2180, WIM 2030."""
        return _NORMS[self].minimum_average

    @property
    def floor(self) -> int:
        """The adjusted rating floor (1.4.6): GM 2200, IM 2050, WGM 2000,
        WIM 1850."""
        return _NORMS[self].floor

    @property
    def qualifying(self) -> tuple[Title, ...]:
        """The norm's title and the higher ones (1.4.5), the norm's first."""
        return _NORMS[self].qualifying


_NORMS = {
    NormTitle.GM: _Norm(2600, 2380, 2200, (Title.GM,)),
    NormTitle.IM: _Norm(2450, 2230, 2050, (Title.IM, Title.GM)),
    NormTitle.WGM: _Norm(2400, 2180, 2000, (Title.WGM, Title.IM, Title.GM)),
    NormTitle.WIM: _Norm(2250, 2030, 1850, (Title.WIM, Title.WGM, Title.IM, Title.GM)),
}


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
        "only {count} title-holders among {games} opponents; {needed} needed"
    )
    TITLED = "only {count} {titles} opponents; {needed} needed"
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


def _reason(shortfall: Shortfall, **values: Figure) -> Reason:
    return Reason(shortfall, tuple(values.items()))


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


def needed_score(average: int, games: int, title: NormTitle) -> Fraction | None:
    """The fewest points, in halves, that make ``title``'s norm over ``games``
    against opponents averaging ``average``: at least 35 % and
    ``average`` + dp ≥ the norm's performance. None when even a full score
    falls short.

    dp grows with the percentage p = round(100 s / games) (halves up), so
    with p* the smallest percentage whose dp is enough, s must satisfy
    100 s / games ≥ p* − ½, that is 2 s ≥ (2 p* − 1) games / 100.

    >>> needed_score(2463, 9, NormTitle.GM), needed_score(2463, 9, NormTitle.IM)
    (Fraction(13, 2), Fraction(9, 2))

    Raises:
        ValueError: fewer than one game.
    """
    if games < 1:
        raise ValueError(f"a norm over {games} games")
    percent = bisect_left(DP_TABLE, title.performance - average)
    if percent == len(DP_TABLE):
        return None
    halves = max(
        _ceil_div((2 * percent - 1) * games, 100),
        _ceil_div(2 * MIN_PERCENT * games, 100),
    )
    return Fraction(halves, 2)


def _ceil_div(numerator: int, denominator: int) -> int:
    return -(-numerator // denominator)


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
    held = (None, *(p.fide_title for p in players))
    field = _Field(
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
    no_points = _unrated_without_points(crosstable)
    withdrawals = any(last is not None for last in crosstable.withdrawn)
    out = []
    for number, player in enumerate(players, start=1):
        games = _scheduled_games(crosstable, number, no_points, withdrawals)
        own = field.federations[number]
        counted = _count(
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


@dataclass(frozen=True, slots=True)
class _Field:
    """The event as the requirements see it; per-player tuples are indexed by
    pairing number (index 0 unused)."""

    players: int
    cycles: int
    exempt_federations: bool
    titles: tuple[Title | None, ...]
    federations: tuple[str | None, ...]
    ratings: tuple[int | None, ...]
    counted_ratings: tuple[int, ...]
    """The rating a norm counts before the floor: 1400 when unrated."""
    holders: tuple[int, ...]
    """1 for a title-holder."""
    qualifying: dict[NormTitle, tuple[int, ...]]
    """1 for a holder of the norm's title or a higher one."""


class _Game(NamedTuple):
    """A scheduled game: the player's score in halves, None while to be
    played and for a forfeit (a tuple: a big event has millions)."""

    round: int
    opponent: int
    halves: int | None
    excluded: Exclusion | None


def _federation(player: Player) -> str | None:
    text = (player.federation or "").strip().upper()
    return None if text in ("", "FID") else text


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
) -> tuple[_Game, ...]:
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
        games.append(_Game(rnd, opponent, GAME_HALVES.get(kind), excluded))
    return tuple(games)


def _gone(crosstable: Crosstable, number: int, round_number: int) -> bool:
    """The player withdrew before the round."""
    last = crosstable.withdrawn[number - 1]
    return last is not None and round_number > last


def _eligibility(player: Player, title: NormTitle) -> list[Reason]:
    held = player.fide_title
    if held in title.qualifying:
        return [_reason(Shortfall.HOLDS_TITLE, held=str(held))]
    woman = player.sex == "w" or (held is not None and held.women)
    if title.title.women and not woman:
        return [_reason(Shortfall.WOMEN_ONLY, title=str(title))]
    return []


@dataclass(frozen=True, slots=True)
class _Evaluation:
    games: int
    average: int | None
    adjusted: tuple[int, ...]
    reasons: tuple[Reason, ...]
    needed: Fraction | None
    points: Fraction
    remaining: int
    performance: int | None


@dataclass(frozen=True, slots=True)
class _Counted:
    """The games that count, and what does not depend on the norm's title."""

    games: tuple[_Game, ...]
    opponents: tuple[int, ...]
    played: tuple[int, ...]
    """Opponents of the games played so far."""
    points: Fraction
    reasons: tuple[Reason, ...]
    """Games, federations, title-holders."""


def _count(
    games: Sequence[_Game], own: str | None, field: _Field, scheduled: int
) -> _Counted:
    opponents = tuple(g.opponent for g in games)
    played = [g for g in games if g.halves is not None]
    return _Counted(
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


def _evaluate(counted: _Counted, title: NormTitle, field: _Field) -> _Evaluation:
    """Every requirement but the score over the counted games, and the score."""
    games = len(counted.opponents)
    ratings = field.counted_ratings.__getitem__
    adjusted = raise_to_floor(list(map(ratings, counted.opponents)), title.floor)
    average = average_rating(adjusted) if games else None
    reasons = [*counted.reasons, *_titled_reasons(counted.opponents, title, field)]
    if average is not None and average < title.minimum_average:
        reasons.append(
            _reason(Shortfall.AVERAGE, average=average, minimum=title.minimum_average)
        )
    needed = None
    if not reasons and average is not None:
        needed = needed_score(average, games, title)
    performed = None
    if counted.played:
        played = raise_to_floor(list(map(ratings, counted.played)), title.floor)
        performed = performance(counted.points, played)
    return _Evaluation(
        games=games,
        average=average,
        adjusted=adjusted,
        reasons=tuple(reasons),
        needed=needed,
        points=counted.points,
        remaining=games - len(counted.played),
        performance=performed,
    )


def _games_reasons(games: int, scheduled: int, field: _Field) -> list[Reason]:
    reasons = []
    if games < MIN_GAMES:
        if games == scheduled:
            reasons.append(_reason(Shortfall.GAMES, games=games, needed=MIN_GAMES))
        else:
            reasons.append(
                _reason(
                    Shortfall.GAMES_COUNTED,
                    games=games,
                    scheduled=scheduled,
                    needed=MIN_GAMES,
                )
            )
    if field.cycles >= 2 and field.players < DOUBLE_ROUND_ROBIN_PLAYERS:
        reasons.append(
            _reason(
                Shortfall.DOUBLE_ROUND_ROBIN,
                needed=DOUBLE_ROUND_ROBIN_PLAYERS,
                players=field.players,
            )
        )
    return reasons


def _federation_reasons(
    opponents: Sequence[int], own: str | None, field: _Field
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
            _reason(Shortfall.FEDERATIONS, count=others, needed=MIN_OTHER_FEDERATIONS)
        )
    own_allowed = 3 * games // 5
    if own is not None and counts[own] > own_allowed:
        reasons.append(
            _reason(
                Shortfall.OWN_FEDERATION,
                count=counts[own],
                games=games,
                federation=own,
                allowed=own_allowed,
            )
        )
    one_allowed = 2 * games // 3
    reasons.extend(
        _reason(
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


def _holder_reasons(opponents: Sequence[int], field: _Field) -> list[Reason]:
    games = len(opponents)
    holders = sum(map(field.holders.__getitem__, opponents))
    needed = _ceil_div(games, 2)
    if not opponents or holders >= needed:
        return []
    return [_reason(Shortfall.TITLE_HOLDERS, count=holders, games=games, needed=needed)]


def _titled_reasons(
    opponents: Sequence[int], title: NormTitle, field: _Field
) -> list[Reason]:
    if not opponents:
        return []
    games = len(opponents)
    reasons = []
    titled = sum(map(field.qualifying[title].__getitem__, opponents))
    titled_needed = max(MIN_TITLED, _ceil_div(games, 3))
    if titled < titled_needed:
        names = [str(t) for t in title.qualifying]
        text = (
            names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
        )
        reasons.append(
            _reason(Shortfall.TITLED, count=titled, titles=text, needed=titled_needed)
        )
    return reasons


def _check(
    player: Player,
    own: str | None,
    title: NormTitle,
    games: Sequence[_Game],
    counted: _Counted,
    field: _Field,
) -> NormCheck:
    evaluation = _evaluate(counted, title, field)
    reasons = _eligibility(player, title) or list(evaluation.reasons)
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
                _reason(
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
    dropped = _drop_won_games(counted.games, title, own, field, len(games))
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
            _reason(
                Shortfall.SCORE,
                points=evaluation.points,
                games=evaluation.games,
                needed=needed,
                performance=evaluation.performance,
                target=title.performance,
            ),
        ),
    )


def _achieved(check: NormCheck, evaluation: _Evaluation, needed: Fraction) -> NormCheck:
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
    games: Sequence[_Game],
    counted: Sequence[_Game],
    adjusted: Sequence[int],
    field: _Field,
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


def _drop_won_games(
    counted: Sequence[_Game],
    title: NormTitle,
    own: str | None,
    field: _Field,
    scheduled: int,
) -> tuple[list[_Game], _Evaluation] | None:
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
    groups: dict[tuple[int, int, str | None], list[_Game]] = {}
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
        best: tuple[list[_Game], _Evaluation] | None = None
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
    counted: Sequence[_Game],
    left_out: Sequence[_Game],
    title: NormTitle,
    own: str | None,
    field: _Field,
    scheduled: int,
) -> tuple[list[_Game], _Evaluation] | None:
    """The rest and its evaluation where the rest makes the norm, else None."""
    ids = {id(game) for game in left_out}
    kept = [g for g in counted if id(g) not in ids]
    evaluation = _evaluate(_count(kept, own, field, scheduled), title, field)
    made = (
        not evaluation.reasons
        and evaluation.needed is not None
        and evaluation.points >= evaluation.needed
    )
    return (kept, evaluation) if made else None


def _promising_sizes(
    counted: Sequence[_Game], wins: Sequence[_Game], title: NormTitle, field: _Field
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


def _better(evaluation: _Evaluation, than: _Evaluation) -> bool:
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

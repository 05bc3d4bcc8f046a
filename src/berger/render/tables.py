"""What the filled crosstable and the standings page see: the grid after a
round and the standings, best first, with the notes on the chain (the blank
grid to fill in by hand is :mod:`berger.render.blank_grid`).

Pure, like :mod:`berger.render.views`: numbers stay numbers, and a player's
line (place, points, tiebreaks) is worked out once for both the standings page
and the filled crosstable.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path

from berger.core.crosstable import Cell, Crosstable, Score
from berger.core.explanation import Tie, explain_ties
from berger.core.game_codes import BLACK, DRAW, FORFEIT_LOSS, FORFEIT_WIN, LOSS, WIN
from berger.core.ratings.change import RatingChange
from berger.core.ratings.rules import RatingRules, event_day
from berger.core.rows import mask
from berger.core.standings import Standings, Ties, VoidPlayoff
from berger.core.teams.event import MatchOutcome
from berger.core.tournament import Tournament
from berger.formats.reports.standings import rating_codes
from berger.render.formatting import needs_decimals
from berger.render.pending import PendingView, pending_cells, pending_views
from berger.render.views import Band, PlayerView, bands, entries


@dataclass(frozen=True, slots=True)
class ChainNotes:
    """What the notes under a crosstable or the standings say of the chain:
    each code in words, what becomes of players still level, and how unrated
    players count where that matters."""

    codes: tuple[str, ...]
    """Tiebreak codes in chain order."""
    lots: bool
    """Players level after the chain are ordered by lots (else they share)."""
    seed: int | None
    """The seed the lots were drawn with (None before there are standings)."""
    unrated: int | None
    """The rating unrated players count as; None: values needing one are left out."""
    rating_codes: tuple[str, ...]
    """The chain's rating-based codes when the event has an unrated player
    (the ``unrated`` note is printed), else none."""
    playoff: bool = False
    """A play-off decided some places (the note says what marks them)."""
    void: tuple[VoidNote, ...] = ()
    """The play-offs whose results no longer match who is level."""


@dataclass(frozen=True, slots=True)
class VoidNote:
    """A play-off that no longer matches who is level, as the notes name it
    (see :class:`~berger.core.playoff.places.VoidPlayoff`)."""

    place: str
    """The places it was played for."""
    file: str
    """Its results file's name."""
    played: str
    """The names of those who played it."""
    level: str
    """The names of those level on its places now; empty when nobody is."""


def void_notes(
    tournament: Tournament, void: Sequence[VoidPlayoff]
) -> tuple[VoidNote, ...]:
    """The notes of the ``void`` play-offs of ``tournament``'s standings."""

    def names(numbers: Sequence[int]) -> str:
        return "; ".join(tournament.player(number).name for number in numbers)

    return tuple(
        VoidNote(
            one.place.replace("-", "–"),
            Path(one.source).name,
            names(one.played),
            names(one.level),
        )
        for one in void
    )


def chain_notes(
    tournament: Tournament,
    codes: Sequence[str],
    *,
    ties: Ties,
    unrated: int | None,
    seed: int | None = None,
    playoff: bool = False,
    void: tuple[VoidNote, ...] = (),
) -> ChainNotes:
    """The notes on the chain ``codes`` of the event (``playoff``: a
    play-off decided some places; ``void``: the play-offs that no longer
    match who is level)."""
    return ChainNotes(
        codes=tuple(codes),
        lots=ties is Ties.LOTS,
        seed=seed,
        unrated=unrated,
        rating_codes=rating_codes(tournament, tuple(codes)),
        playoff=playoff,
        void=void,
    )


@dataclass(frozen=True, slots=True)
class Record:
    """An entrant's games (a team's matches) won, drawn and lost, forfeits
    counted as won or lost."""

    won: int
    """Won, over the board or by forfeit."""
    drawn: int
    """Drawn."""
    lost: int
    """Lost, over the board or by forfeit (a double forfeit too)."""

    @property
    def games(self) -> int:
        """Games counted (a team's matches)."""
        return self.won + self.drawn + self.lost


@dataclass(frozen=True, slots=True)
class StandingRow:
    """An entrant's line of the standings, as the standings page and the
    filled crosstable print it."""

    place: str
    """Place, ``3-4`` when shared."""
    rank: int
    """The first place of :attr:`place` (3 for ``3-4``)."""
    lots: bool
    """The place was decided by the drawing of lots."""
    player: PlayerView
    """The entrant (a player, with the round they withdrew after; a team)."""
    scores: tuple[Fraction, ...]
    """What it is ranked on before the tiebreaks (see
    :attr:`StandingsView.scores`): the points (a team's match and game
    points, the primary score first)."""
    tiebreaks: tuple[Fraction | int | None, ...]
    """Tiebreak values in chain order."""
    games: int
    """Games counted that were played over the board."""
    record: Record
    """Games (a team's matches) won, drawn and lost."""
    tie_start: bool
    """True when the first score differs from the line above (a rule groups
    equal scores)."""
    rating_change: RatingChange | None = None
    """The rating change in a rated event, else None."""
    playoff: bool = False
    """The place was decided by a play-off."""

    @property
    def points(self) -> Fraction:
        """The first score: the points (a team's primary score)."""
        return self.scores[0]


@dataclass(frozen=True, slots=True)
class TieView:
    """Two neighbours of the standings level on points and why the one is
    above (see :func:`~berger.core.explanation.explain_ties`), with what its
    sentence needs besides the words: the names it gives, how its figures
    are written."""

    tie: Tie
    """The two and what separated them."""
    names: Mapping[int, str]
    """The names of the entrants it names (the two, and a group of direct
    encounter), by number."""
    decimals: Mapping[str, bool]
    """Per tiebreak code: halves written as decimals, as its column is."""

    @property
    def numbers(self) -> tuple[int, int]:
        """The two: the upper one first."""
        return self.tie.upper, self.tie.lower


@dataclass(frozen=True, slots=True)
class StandingsView:
    """The standings page."""

    rows: tuple[StandingRow, ...]
    """Best first."""
    scores: tuple[str, ...]
    """The names of each row's scores (:attr:`StandingRow.scores`):
    ``points``, or a team event's ``match_points`` and ``game_points``, the
    primary score first."""
    tiebreaks: tuple[str, ...]
    """Tiebreak codes in chain order."""
    decimals: tuple[bool, ...]
    """Per tiebreak column: write halves as decimals (the column has quarters)."""
    after_round: int
    """Results counted up to this round."""
    final: bool
    """Every game has a result."""
    withdrawals: bool
    """Someone withdrew (the notes explain the marks)."""
    notes: ChainNotes
    """The chain in words, the ties rule and the ``unrated`` setting."""
    rated: bool = False
    """The rows carry rating changes (a rated event)."""
    k_derived: bool = False
    """Some K was derived from rating and birth year (a mark says which)."""
    performances: bool = False
    """Some unrated player has a performance (its column is shown)."""
    first_ratings: bool = False
    """Some unrated player is under rules that give first ratings (their
    column and the notes on those without one are shown)."""
    rating_rules: RatingRules | None = None
    """The edition of FIDE B.02 the rating changes follow (a rated event)."""
    rules_day: dt.date | None = None
    """The day that chose it (the event's last day ...); None: no date."""
    ties: tuple[TieView, ...] = ()
    """Each two neighbours level on points, and why the one is above."""
    pending: tuple[PendingView, ...] = ()
    """The games pending (postponed) of the rounds counted, round by
    round."""

    @property
    def pending_cells(self) -> frozenset[tuple[int, int]]:
        """(round, number) of each side's game pending: its crosstable cell
        is marked."""
        return pending_cells(self.pending)


@dataclass(frozen=True, slots=True)
class MatchCell:
    """One decided match in a cell of the team crosstable, from the row
    team's side."""

    game_points: Fraction
    """The row team's game points."""
    opponent_points: Fraction
    """The column team's game points."""
    outcome: MatchOutcome
    """Won, drawn or lost."""
    match_points: Fraction
    """The row team's match points."""


@dataclass(frozen=True, slots=True)
class MicroCell:
    """One micro-match in a cell of the crosstable, from the row player's
    side: its games and its score."""

    scores: tuple[Score, ...]
    """The row player's result in each game (PENDING while none)."""
    points: tuple[Fraction | None, ...]
    """The points of each game to the row player, None while none."""
    game_points: Fraction
    """The row player's game points in the games with a result."""
    opponent_points: Fraction
    """The opponent's."""
    finished: bool
    """Every game has a result."""
    struck: bool
    """Struck by the withdrawal rule."""


Games = tuple[Cell, ...] | tuple[MatchCell | None, ...] | tuple[MicroCell | None, ...]
"""A crosstable cell: the row entrant's games against the column's, in round
order (fewer than the cycles while pairings made elsewhere stop short), a
team event's matches in cycle order (None while not decided), or a
micro-match event's micro-matches in cycle order (None while not played)."""


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One row of a filled crosstable: the entrant's line and its games."""

    standing: StandingRow
    """The entrant's line of the standings."""
    cells: tuple[Games | None, ...]
    """Per column: the games against that entrant; None on the diagonal."""

    @property
    def player(self) -> PlayerView:
        """The row's player."""
        return self.standing.player


@dataclass(frozen=True, slots=True)
class FilledCrosstable:
    """The crosstable after a round, in pairing-number order (a team event's:
    each match's score from the row team's side)."""

    rows: tuple[ResultRow, ...]
    """Rows by pairing number."""
    standings: StandingsView
    """The standings it adds up to: tiebreak columns, round, notes."""
    cycles: int
    """Games per cell."""
    bands: tuple[Band, ...]
    """Opponent columns cut to fit."""

    @property
    def tiebreaks(self) -> tuple[str, ...]:
        """Tiebreak codes in chain order."""
        return self.standings.tiebreaks

    @property
    def notes(self) -> ChainNotes:
        """The chain in words, the ties rule and the ``unrated`` setting."""
        return self.standings.notes


def standings_view(
    crosstable: Crosstable,
    standings: Standings,
    changes: Sequence[RatingChange] | None = None,
) -> StandingsView:
    """The standings page, best first, equal first scores grouped; with
    ``changes`` (pairing-number order) each row's rating change."""
    entrants = entries(crosstable.tournament)
    rows = []
    previous: Fraction | None = None
    for line in standings.rows:
        entrant = entrants[line.number - 1]
        rows.append(
            StandingRow(
                place=line.place,
                rank=line.rank,
                lots=line.lots,
                player=replace(entrant, withdrawn_after=line.withdrawn_after),
                scores=line.scores,
                tiebreaks=tuple(line.tiebreaks.get(code) for code in standings.chain),
                games=crosstable.games_played[line.number - 1],
                record=_record(crosstable.codes[line.number]),
                tie_start=previous is not None and line.points != previous,
                rating_change=None if changes is None else changes[line.number - 1],
                playoff=line.playoff,
            )
        )
        previous = line.points
    rated = changes or ()
    decimals = tuple(
        needs_decimals(line.tiebreaks.get(code) for line in standings.rows)
        for code in standings.chain
    )
    return StandingsView(
        rows=tuple(rows),
        scores=standings.scores,
        tiebreaks=standings.chain,
        decimals=decimals,
        after_round=standings.after_round,
        final=standings.final,
        withdrawals=any(line.withdrawn_after is not None for line in standings.rows),
        notes=chain_notes(
            crosstable.tournament,
            standings.chain,
            ties=standings.ties,
            unrated=standings.unrated,
            seed=standings.seed,
            playoff=any(line.playoff for line in standings.rows),
            void=void_notes(crosstable.tournament, standings.void_playoffs),
        ),
        rated=changes is not None,
        k_derived=any(change.k_derived for change in rated),
        performances=any(change.performance is not None for change in rated),
        first_ratings=any(change.first is not None for change in rated),
        rating_rules=rated[0].rules if rated else None,
        rules_day=event_day(crosstable.tournament.info),
        ties=tie_views(
            explain_ties(standings),
            entrants,
            dict(zip(standings.chain, decimals, strict=True)),
        ),
        pending=pending_views(standings.pending, entrants),
    )


def tie_views(
    ties: Sequence[Tie], entrants: Sequence[PlayerView], decimals: Mapping[str, bool]
) -> tuple[TieView, ...]:
    """The views of ``ties`` of the ``entrants`` (by number)."""
    return tuple(
        TieView(
            tie,
            {
                number: entrants[number - 1].name
                for number in (
                    tie.upper,
                    tie.lower,
                    *(n for step in (*tie.steps, *tie.chain) for n in step.among),
                )
            },
            decimals,
        )
        for tie in ties
    )


_WON = mask((WIN, FORFEIT_WIN, WIN | BLACK, FORFEIT_WIN | BLACK))
_DRAWN = mask((DRAW, DRAW | BLACK))
_LOST = mask((LOSS, FORFEIT_LOSS, LOSS | BLACK, FORFEIT_LOSS | BLACK))


def _record(codes: bytes) -> Record:
    """Won, drawn and lost among a row of game codes (struck games aside)."""
    return Record(*(sum(codes.translate(kind)) for kind in (_WON, _DRAWN, _LOST)))


def filled_crosstable(crosstable: Crosstable, view: StandingsView) -> FilledCrosstable:
    """The filled grid with each player's line of the standings ``view``
    (the :func:`standings_view` of ``crosstable``)."""
    return grid(
        view,
        crosstable.tournament.schedule.cycles,
        lambda row, column: crosstable.games_between(row, column),
    )


def grid(
    view: StandingsView, cycles: int, games: Callable[[int, int], Games]
) -> FilledCrosstable:
    """The filled grid of the entrants of the standings ``view``, in number
    order: each cell the ``games(row, column)`` of the row entrant against
    the column's."""
    lines = {row.player.number: row for row in view.rows}
    n = len(lines)
    return FilledCrosstable(
        rows=tuple(
            ResultRow(
                lines[number],
                tuple(
                    None if column == number else games(number, column)
                    for column in range(1, n + 1)
                ),
            )
            for number in range(1, n + 1)
        ),
        standings=view,
        cycles=cycles,
        bands=bands(n),
    )

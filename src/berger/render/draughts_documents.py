"""The printed documents of a draughts event whose pairings play
micro-matches or an opening drawn by ballot: the pairing cards (a card a
board: every game of the micro-match with who has white in it, the opening
with its diagram), the round sheets (the same, a page a round), and a
micro-match event's crosstable (each cell a micro-match) and standings
(game points, or match points first), each ``*_html`` a page for print or
for the web, with the machinery of :mod:`berger.render.printing`; and
:class:`DraughtsPapers`, the documents such an event prints from its
schedule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from berger.core.ballots import Openings
from berger.core.disciplines import Discipline
from berger.core.micro.table import MicroMatchTable
from berger.core.results import Results
from berger.core.scoring import ScoringSystem
from berger.core.standings import POINTS, Standings
from berger.core.teams.event import MatchOutcome, Primary
from berger.core.teams.standings import score_names
from berger.core.tournament import Tournament
from berger.render import micro_views
from berger.render.geometry.page import PAPERS, text_area
from berger.render.geometry.tables import standings_names
from berger.render.printing import (
    GridStyle,
    Page,
    Papers,
    Settings,
    crosstable_page,
    render_page,
)
from berger.render.tables import Record, standings_view
from berger.render.words import MICRO_WORDS

DIAGRAM_CARD = 34.0
"""The opening's diagram on a card, in mm."""
DIAGRAM_SHEET = 22.0
"""The diagram of each board's opening on a round sheet, in mm."""


def micro_grid(games: int, scores: int = 2) -> GridStyle:
    """The crosstable of micro-matches of ``games`` games, ranked on
    ``scores`` scores (match and game points, or the game points alone):
    cells wide enough for the score and each game's points, filled or to
    write in by hand (a box of 5 mm a game at the least)."""
    return GridStyle(
        template="micro_crosstable.html",
        doc="crosstable",
        scores=scores,
        cell_widths=(max(4.0 + 3.0 * games, 5.0 * games), 6.0 + 4.5 * games),
    )


@dataclass(frozen=True, slots=True)
class Draughts:
    """What a draughts event's pairings play: the games of each pairing,
    the openings drawn, the discipline (its board for the diagrams)."""

    games: int = 1
    """Games each pairing plays (``[rules] micro_match``)."""
    openings: Openings | None = None
    """The openings drawn, or None."""
    discipline: Discipline | None = None
    """The discipline, or None (no diagram)."""
    by_round: bool = False
    """One opening for the whole round (``ballot_draw = "round"``)."""
    match_scoring: ScoringSystem | None = None
    """The points of a micro-match won, drawn, lost (``[rules]
    match_points``), ranked first; None: the games' points rank."""

    @property
    def scores(self) -> tuple[str, ...]:
        """The scores the players are ranked on, the first first: match and
        game points, or the points of the games."""
        return POINTS if self.match_scoring is None else score_names(Primary.MATCH)

    def diagram(self, size: float) -> float:
        """The side of a diagram drawn ``size`` mm wide for the 64-square
        board: as wide again as its squares are more (a 100-square board's
        a quarter wider), so that its numbers stay legible."""
        board = 8 if self.discipline is None else self.discipline.facts.board
        return size * board / 8

    def context(self) -> dict[str, Any]:
        """What every draughts page tells its template: the games, the
        discipline's label key (empty without one), whether the event draws
        openings (a game whose opening is not drawn yet prints an empty box
        to fill in by hand) and whether one a round."""
        key = "" if self.discipline is None else self.discipline.label
        return {
            "games": self.games,
            "discipline": key,
            "openings": self.openings is not None,
            "by_round": self.by_round,
        }

    def pairings(
        self,
        event: Tournament,
        rounds: Sequence[int] | None,
        *,
        results: Results | None = None,
        by_round: bool = False,
    ) -> tuple[micro_views.PairingRound, ...]:
        """The pairings of ``rounds`` (every round: None), each with its
        games and opening (``by_round``: one a round, shown once) and the
        results where known (see :func:`micro_views.pairing_rounds`)."""
        return micro_views.pairing_rounds(
            event,
            scoring=event.scoring,
            games=self.games,
            openings=self.openings,
            discipline=self.discipline,
            results=results,
            by_round=by_round,
            rounds=rounds,
        )


def draughts_cards_html(
    event: Tournament,
    settings: Settings,
    draughts: Draughts,
    *,
    pdf: bool,
    rounds: Sequence[int] | None = None,
) -> str:
    """The pairing cards of ``rounds`` (every round by default): four to a
    sheet, each round on sheets of its own, cut-and-stack."""
    sheets = draughts.pairings(event, rounds)
    _width, height = text_area(PAPERS[settings.paper])
    return render_page(
        "draughts_cards.html",
        "cards",
        event,
        settings,
        pdf=pdf,
        pages=micro_views.card_pages(sheets),
        card_height=height / 2 - 14,
        diagram=draughts.diagram(DIAGRAM_CARD),
        **draughts.context(),
    )


def draughts_sheets_html(
    event: Tournament,
    settings: Settings,
    draughts: Draughts,
    *,
    pdf: bool,
    results: Results | None = None,
    rounds: Sequence[int] | None = None,
) -> str:
    """The round sheets, a page a round (of ``rounds``, every round by
    default), the results filled in where known."""
    sheets = draughts.pairings(
        event, rounds, results=results, by_round=draughts.by_round
    )
    boards = event.schedule.games_per_round
    return render_page(
        "draughts_sheets.html",
        "round_sheets",
        event,
        settings,
        pdf=pdf,
        sheets=sheets,
        diagram=draughts.diagram(DIAGRAM_SHEET),
        opening_width=draughts.diagram(DIAGRAM_SHEET) + 24,
        game_width=16.0,
        name_size=11 if boards <= 8 else 10,
        **draughts.context(),
    )


def micro_page(table: MicroMatchTable) -> dict[str, Any]:
    """What the crosstable and the standings of micro-matches tell their
    templates besides the table: the games of a micro-match, whether any is
    unfinished, the match points, a micro-match event's words."""
    event = table.event
    return {
        "games": event.games,
        "unfinished": table.unfinished,
        "match_scoring": event.match_scoring,
        "words": MICRO_WORDS,
    }


def micro_crosstable_html(
    table: MicroMatchTable, standings: Standings, settings: Settings, *, pdf: bool
) -> str:
    """The filled crosstable of a micro-match event after a round."""
    event = table.event
    view = standings_view(table.games, standings)
    grid = micro_views.micro_crosstable(table, view)
    return crosstable_page(
        event,
        grid,
        settings,
        pdf=pdf,
        style=micro_grid(event.games),
        **micro_page(table),
    )


def micro_standings_html(
    table: MicroMatchTable, standings: Standings, settings: Settings, *, pdf: bool
) -> str:
    """The standings of a micro-match event, best first."""
    event = table.event
    view = standings_view(table.games, standings)
    many = len(standings.chain) + len(standings.scores) > 4
    return render_page(
        "micro_standings.html",
        "final_standings" if standings.final else "standings",
        event,
        settings,
        pdf=pdf,
        orientation="landscape" if many else "portrait",
        table=view,
        matches=micro_records(table),
        names=standings_names(
            PAPERS[settings.paper],
            landscape=many,
            columns=9 + len(standings.chain) + len(standings.scores),
        ),
        **micro_page(table),
    )


def micro_records(table: MicroMatchTable) -> tuple[Record, ...]:
    """Each player's finished micro-matches won, drawn and lost, by number."""
    found = []
    for records in table.records:
        outcomes = [record.outcome for record in records]
        found.append(Record(*(outcomes.count(kind) for kind in MatchOutcome)))
    return tuple(found)


class DraughtsPapers(Papers):
    """The documents a draughts event prints from its schedule, its
    pairings playing micro-matches or an opening drawn by ballot: the cards
    and the round sheets with every game and the opening; the round chart
    (each game's colours) and the blank crosstable (a box for each game and
    one for the micro-match) of its micro-matches."""

    def __init__(
        self, event: Tournament, settings: Settings, draughts: Draughts
    ) -> None:
        super().__init__(event, settings)
        self.draughts = draughts
        """What the pairings play."""
        if draughts.games > 1:
            self.grid = micro_grid(draughts.games, len(draughts.scores))

    def grid_context(self) -> dict[str, Any]:
        """A micro-match event's blank crosstable: a box for each game's
        points and one for the micro-match's, the scores it ranks on."""
        if self.draughts.games == 1:
            return {}
        return {
            **self.context(),
            "games": self.draughts.games,
            "match_scoring": self.draughts.match_scoring,
            "scores": self.draughts.scores,
            "unfinished": 0,
        }

    def context(self) -> dict[str, Any]:
        """A micro-match event's words: the round chart's notes on colours
        that alternate game by game (single games: an event of players')."""
        return {"words": MICRO_WORDS} if self.draughts.games > 1 else {}

    def cards(self, rounds: Sequence[int] | None = None) -> Page:
        """The pairing cards (of ``rounds`` only, when given)."""
        event, settings, draughts = self.event, self.settings, self.draughts
        return Page(
            lambda pdf: draughts_cards_html(
                event, settings, draughts, pdf=pdf, rounds=rounds
            )
        )

    def round_sheets(
        self, results: Results | None, rounds: Sequence[int] | None = None
    ) -> Page:
        """The round sheets with the results where known (of ``rounds``
        only, when given)."""
        event, settings, draughts = self.event, self.settings, self.draughts
        return Page(
            lambda pdf: draughts_sheets_html(
                event, settings, draughts, pdf=pdf, results=results, rounds=rounds
            )
        )

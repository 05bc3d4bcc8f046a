"""The outputs of a micro-match event, in the order the pack writes them
(see :mod:`berger.pipeline.outputs`): the pairing cards and the round sheets
(every game of each micro-match, the opening drawn for its board), the round
chart, the blank crosstable, the crosstable (a cell a micro-match), the
standings (game points, or match points first), the prize list, the
Lehmann–Georgiev play-off's papers, the standings for other programs, the
workbook (a row a game), the TRF (what it can hold: each game a round of
its own); and the games as PDN for broadcasts (not in the pack)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from berger.core.ballots import BallotDraw
from berger.core.micro_matches import MicroMatchEvent, game_event
from berger.formats.exchange.pdn_export import pdn_pairings, write_pdn
from berger.formats.exchange.trf import trf_warnings, write_trf
from berger.formats.reports.ballots import ballots_csv
from berger.formats.reports.micro_standings import (
    micro_standings_csv,
    micro_standings_json,
)
from berger.messages import _
from berger.pipeline.micro_count import MicroCounted
from berger.pipeline.outputs import (
    BALLOT,
    COUNTED,
    FOR_PROGRAMS,
    OUTCOMES,
    PRINT,
    PRIZES,
    RESULTS,
    RULES,
    C,
    E,
    Output,
    Work,
    Writer,
)
from berger.pipeline.playoff import named, the_playoff
from berger.pipeline.prizes import has_prizes, prize_page, prize_view
from berger.render import draughts_documents as docs
from berger.render.documents import PlayerPapers
from berger.render.draughts_documents import Draughts, DraughtsPapers
from berger.render.printing import Page
from berger.render.xlsx import write_workbook
from berger.render.xlsx.micro import MICRO

MicroWork = Work[MicroMatchEvent, MicroCounted]
"""What a micro-match event's outputs are made from."""


def draughts_of(work: Work[E, C]) -> Draughts:
    """What the pairings of ``work``'s event play: its games, the openings
    drawn, the discipline."""
    rules = work.config.draughts
    ballot = None if rules is None else rules.ballot
    return Draughts(
        games=1 if rules is None else rules.micro_match,
        openings=work.openings,
        discipline=None if rules is None else rules.discipline,
        by_round=ballot is not None and ballot.draw is BallotDraw.ROUND,
    )


def has_openings(work: Work[E, C]) -> bool:
    """Whether the event draws openings for its games."""
    return work.openings is not None


def ballot_list(work: Work[E, C]) -> str:
    """Each board's opening, round by round, as CSV (``berger ballots
    --format csv``): the list of the openings for the record."""
    assert work.openings is not None
    return ballots_csv(work.event, work.openings, rounds=work.rounds)


def _papers(work: MicroWork) -> DraughtsPapers:
    return DraughtsPapers(work.event, work.settings, draughts_of(work))


def _counted(work: MicroWork) -> MicroCounted:
    """The results counted, which an output that needs them has."""
    assert work.counted is not None
    return work.counted


def cards(work: MicroWork) -> Page:
    """The pairing cards (of ``work.rounds`` alone, when given)."""
    return _papers(work).cards(rounds=work.rounds)


def round_sheets(work: MicroWork) -> Page:
    """The round sheets, the games' results filled in where known."""
    return _papers(work).round_sheets(work.results, rounds=work.rounds)


def chart(work: MicroWork) -> Page:
    """The round chart."""
    return _papers(work).chart()


def blank_crosstable(work: MicroWork) -> Page:
    """The crosstable to fill in by hand, a micro-match a cell."""
    return _papers(work).blank_crosstable(round_hints=work.round_hints)


def crosstable(work: MicroWork) -> Page:
    """The crosstable: each cell the micro-match, its score and its games."""
    counted, settings = _counted(work), work.settings
    return Page(
        lambda pdf: docs.micro_crosstable_html(
            counted.table, counted.standings, settings, pdf=pdf
        )
    )


def standings(work: MicroWork) -> Page:
    """The standings."""
    counted, settings = _counted(work), work.settings
    return Page(
        lambda pdf: docs.micro_standings_html(
            counted.table, counted.standings, settings, pdf=pdf
        )
    )


def _has_playoff(work: MicroWork) -> bool:
    return the_playoff(work.counted) is not None


def _playoff_papers(work: MicroWork) -> PlayerPapers:
    result = the_playoff(_counted(work))
    assert result is not None
    return PlayerPapers(named(result.playoff, work.labels), work.settings)


def playoff_round_sheets(work: MicroWork) -> Page:
    """The play-off's round sheets, its results filled in."""
    result = the_playoff(_counted(work))
    assert result is not None
    return _playoff_papers(work).round_sheets(result.pairings)


def playoff_cards(work: MicroWork) -> Page:
    """The play-off's pairing cards."""
    return _playoff_papers(work).cards()


def standings_page(work: MicroWork) -> str:
    """The standings as a web page."""
    return standings(work).html(False)


def standings_for_csv(work: MicroWork) -> str:
    """The standings as CSV."""
    return micro_standings_csv(work.event, _counted(work).standings)


def standings_for_json(work: MicroWork) -> str:
    """The standings as JSON."""
    return micro_standings_json(work.event, _counted(work).standings)


def workbook(work: MicroWork) -> Writer:
    """The workbook: a row a game of every micro-match, the crosstable's
    cells a game each, live over the schedule's result cells."""

    def write(target: Path) -> Sequence[str]:
        counted = work.counted
        write_workbook(
            work.event,
            work.results,
            None if counted is None else counted.standings,
            target,
            variation=MICRO,
            labels=work.labels,
            paper=work.config.paper,
            chain=work.chain,
            prizes=prize_view(work.config, work.event.players, counted),
        )
        return ()

    return write


def trf(work: MicroWork) -> Writer:
    """FIDE's TRF, which has no micro-matches: each game a round of its own
    (round r's game g is round (r − 1) × N + g), the points the games'; the
    places and the chain where the games' points rank (with match points
    the ranks are left out: TRF's points are not what ranks)."""

    def write(target: Path) -> Sequence[str]:
        event = work.event
        games = game_event(event)
        counted = work.counted
        if counted is None:
            from berger.core.crosstable import build_crosstable
            from berger.core.results import Results

            table = build_crosstable(games, Results(), after_round=0)
            ranks = None
        else:
            table = counted.table.games
            by_games = counted.table.matches is None
            ranks = (
                (counted.standings.by_chain or counted.standings) if by_games else None
            )
        chain = work.chain if ranks is not None else ()
        write_trf(games, table, ranks, target, chain=chain, games=event.games)
        note = _(
            "TRF has no micro-matches: each game is a round of its own (round"
            " r's game g is round (r − 1) × {games} + g)"
        ).format(games=event.games)
        return (note, *trf_warnings(event.players, event.scoring))

    return write


def games(work: MicroWork) -> Writer:
    """Every game of every round (of ``work.rounds``) as PDN, with the
    opening drawn for its board and its result where known: ``Round``
    ``3.2.1``."""
    event = work.event
    rounds = work.rounds or range(1, len(event.schedule.rounds) + 1)

    def write(target: Path) -> Sequence[str]:
        rules = work.config.draughts
        assert rules is not None
        found = pdn_pairings(
            event, work.results, rounds, games=event.games, openings=work.openings
        )
        write_pdn(event.info, rules.discipline, found, target)
        return ()

    return write


MICRO_OUTPUTS: tuple[Output[MicroMatchEvent, MicroCounted], ...] = (
    Output(
        "cards.pdf", frozenset({PRINT, BALLOT}), cards, needs_results=False, priority=1
    ),
    Output(
        "round-sheets.pdf",
        frozenset({PRINT, OUTCOMES, BALLOT}),
        round_sheets,
        needs_results=False,
        priority=4,
    ),
    Output("chart.pdf", frozenset({PRINT}), chart, needs_results=False, priority=0),
    Output(
        "crosstable-blank.pdf",
        frozenset({PRINT, RULES}),
        blank_crosstable,
        needs_results=False,
        priority=2,
    ),
    Output("crosstable.pdf", COUNTED, crosstable, priority=3),
    Output("standings.pdf", COUNTED, standings, priority=5),
    Output(
        "prizes.pdf", COUNTED | {PRIZES}, prize_page, applies=has_prizes, priority=9
    ),
    Output(
        "playoff-round-sheets.pdf",
        COUNTED,
        playoff_round_sheets,
        applies=_has_playoff,
        priority=10,
    ),
    Output(
        "playoff-cards.pdf", COUNTED, playoff_cards, applies=_has_playoff, priority=11
    ),
    Output("standings.html", COUNTED, standings_page),
    Output("standings.csv", FOR_PROGRAMS, standings_for_csv),
    Output("standings.json", FOR_PROGRAMS, standings_for_json),
    Output("event.xlsx", COUNTED | {PRIZES}, workbook, needs_results=False),
    Output("event.trf", frozenset({RULES, RESULTS}), trf, needs_results=False),
    Output("games.pdn", frozenset({RESULTS, BALLOT}), games, needs_results=False),
    Output(
        "ballots.csv",
        frozenset({BALLOT}),
        ballot_list,
        needs_results=False,
        applies=has_openings,
    ),
)
"""Every output of a micro-match event."""

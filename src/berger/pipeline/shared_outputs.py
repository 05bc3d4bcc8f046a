"""The outputs every kind of event has, declared once (see
:mod:`berger.pipeline.outputs`), and each kind's list made of them and of
its own (:func:`event_outputs`): in the order the pack writes them, the
pairing cards, the round sheets, the round chart, the blank crosstable,
the crosstable, the standings, the kind's own documents, the prize list,
the play-off's papers, the standings as a web page, as CSV and as JSON, the
workbook, the TRF, and the kind's games for broadcasts (not in the pack).
What a kind makes in its own way it says in its :class:`Makers`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Generic

from berger.core.crosstable import Crosstable
from berger.core.results import Results
from berger.formats.exchange.pgn_export import BroadcastGame, write_pgn
from berger.pipeline.draughts_papers import (
    ballot_list,
    draughts_games,
    pairing_cards,
    pairing_papers,
    pairing_sheets,
)
from berger.pipeline.outputs import (
    BALLOT,
    COUNTED,
    FOR_PROGRAMS,
    OUTCOMES,
    PLAYOFF,
    PRINT,
    PRIZES,
    RANKS,
    RESULTS,
    RULES,
    C,
    E,
    FromCounted,
    FromSchedule,
    Output,
    Work,
    Writer,
    text_file,
)
from berger.pipeline.playoff import named, the_playoff
from berger.pipeline.prizes import prize_page, prize_view
from berger.pipeline.ranks import event_ranks, ranks_page
from berger.render.documents import PlayerPapers
from berger.render.printing import Page, Papers, Settings
from berger.render.ranks import RanksView, ranks_view
from berger.render.xlsx import write_workbook
from berger.render.xlsx.book import Variation


@dataclass(frozen=True, slots=True)
class Makers(Generic[E, C]):
    """How a kind makes the outputs every kind has, where its way differs
    (the papers of the schedule an event of players' unless it says
    otherwise); what every kind makes alike is made here, from these."""

    crosstable_html: Callable[[C, Settings, bool], str]
    """Its crosstable filled from the results counted, as a page for print
    (True) or the web."""
    standings_html: Callable[[C, Settings, bool], str]
    """Its standings, as a page for print (True) or the web."""
    standings_csv: Callable[[E, C], str]
    """Its standings as CSV, for other programs."""
    standings_json: Callable[[E, C], str]
    """Its standings as JSON, for other programs."""
    workbook: Callable[[E], Variation[E]]
    """How its workbook lays the event out."""
    trf: Callable[[Work[E, C]], Writer]
    """Its TRF, with the results counted or before any."""
    papers: Callable[[Work[E, C]], Papers] = pairing_papers
    """Its papers of the schedule (the round chart and the blank crosstable
    are theirs); by default an event of players'."""
    cards: Callable[[Work[E, C]], Page] = pairing_cards
    """Its pairing cards (a team event's match cards)."""
    round_sheets: Callable[[Work[E, C]], Page] = pairing_sheets
    """Its round sheets, the results filled in where known."""
    rank_games: Callable[[Work[E, C]], tuple[Crosstable, int]] | None = None
    """The games its rank norms count, each a game of its own (a
    micro-match's games), with the results counted or before any, and the
    round they are counted after; None: it has no rank norms (a team
    event)."""

    def chart(self, work: Work[E, C]) -> Page:
        """The round chart."""
        return self.papers(work).chart()

    def blank_crosstable(self, work: Work[E, C]) -> Page:
        """The crosstable to fill in by hand (each game's round in its cell
        on request)."""
        return self.papers(work).blank_crosstable(round_hints=work.round_hints)

    def crosstable(self, work: Work[E, C], counted: C) -> Page:
        """The crosstable filled from the results."""
        settings = work.settings
        return Page(lambda pdf: self.crosstable_html(counted, settings, pdf))

    def standings(self, work: Work[E, C], counted: C) -> Page:
        """The standings."""
        settings = work.settings
        return Page(lambda pdf: self.standings_html(counted, settings, pdf))

    def ranks_view(self, work: Work[E, C]) -> RanksView | None:
        """The rank norms as the workbook's sheet shows them; None for an
        event without ``[ranks]``."""
        settings = work.config.ranks
        if self.rank_games is None or settings is None:
            return None
        report = event_ranks(settings, *self.rank_games(work))
        return ranks_view(report, work.settings.language)

    def ranks(self, work: Work[E, C]) -> Page | None:
        """The rank norms in the form a qualification commission asks for
        («Выполнение разрядных норм»): an event with ``[ranks]`` only,
        before any result what each rank will need."""
        found = self.rank_games
        if found is None:
            return None
        return ranks_page(work.config, work.event, work.settings, lambda: found(work))

    def standings_page(self, work: Work[E, C], counted: C) -> Writer:
        """The standings as a web page."""
        return text_file(lambda: self.standings_html(counted, work.settings, False))

    def csv_file(self, work: Work[E, C], counted: C) -> Writer:
        """The standings as CSV (SPEC 7)."""
        return text_file(lambda: self.standings_csv(work.event, counted))

    def json_file(self, work: Work[E, C], counted: C) -> Writer:
        """The standings as JSON (SPEC 7)."""
        return text_file(lambda: self.standings_json(work.event, counted))

    def workbook_file(self, work: Work[E, C]) -> Writer:
        """The live workbook: a game (a team event's board, a micro-match's
        game) a row of the schedule, the results where there are any, the
        prize list where the event has one."""

        def write(target: Path) -> Sequence[str]:
            counted = work.counted
            write_workbook(
                work.event,
                work.results,
                None if counted is None else counted.standings,
                target,
                variation=self.workbook(work.event),
                labels=work.labels,
                paper=work.config.paper,
                chain=work.chain,
                prizes=prize_view(work.config, work.event.players, counted),
                ranks=self.ranks_view(work),
            )
            return ()

        return write


def _playoff_papers(
    work: Work[E, C], counted: C
) -> tuple[PlayerPapers, Results] | None:
    """The papers of the one play-off of the results ``counted``, with its
    results; None where there is none (or more than one)."""
    found = the_playoff(counted)
    if found is None:
        return None
    event = named(found.playoff, work.labels)
    return PlayerPapers(event, work.settings), found.pairings


def playoff_round_sheets(work: Work[E, C], counted: C) -> Page | None:
    """The play-off's round sheets, its results filled in."""
    found = _playoff_papers(work, counted)
    return None if found is None else found[0].round_sheets(found[1])


def playoff_cards(work: Work[E, C], counted: C) -> Page | None:
    """The play-off's pairing cards."""
    found = _playoff_papers(work, counted)
    return None if found is None else found[0].cards()


def event_outputs(
    kind: Makers[E, C],
    *,
    documents: Sequence[Output[E, C]] = (),
    games: Sequence[Output[E, C]] = (),
) -> tuple[Output[E, C], ...]:
    """Every output of an event of the kind that makes them as ``kind``
    says, in the order the pack writes them: those every kind has, the
    kind's own ``documents`` of the results after the standings, its
    ``games`` for broadcasts last. A team event never has a play-off, so
    never its papers."""
    return (
        FromSchedule(
            "cards.pdf",
            frozenset({PRINT, BALLOT}),  # the openings
            kind.cards,
            priority=1,
            link="doc_cards",
            prints="cards",
            command="cards",
        ),
        FromSchedule(
            "round-sheets.pdf",
            frozenset({PRINT, OUTCOMES, BALLOT}),  # the result columns
            kind.round_sheets,
            priority=4,
            link="doc_round_sheets",
            prints="round-sheet",
            command="round-sheets",
        ),
        FromSchedule(
            "chart.pdf",
            frozenset({PRINT}),
            kind.chart,
            priority=0,
            link="doc_chart",
            command="chart",
        ),
        FromSchedule(
            "crosstable-blank.pdf",
            frozenset({PRINT, RULES}),  # the tiebreak columns
            kind.blank_crosstable,
            priority=2,
            link="site_dl_blank",
            command="crosstable --blank",
        ),
        FromCounted(
            "crosstable.pdf",
            COUNTED,
            kind.crosstable,
            priority=3,
            link="doc_crosstable",
            command="crosstable",
        ),
        FromCounted(
            "standings.pdf",
            COUNTED,
            kind.standings,
            priority=5,
            link="doc_standings",
            prints="standings",
        ),
        *documents,
        FromSchedule(
            "ranks.pdf",
            (COUNTED - {PLAYOFF}) | {RANKS},  # the event's own games alone
            kind.ranks,
            priority=12,
            link="doc_ranks",
        ),
        FromCounted(
            "prizes.pdf", COUNTED | {PRIZES}, prize_page, priority=9, link="doc_prizes"
        ),
        FromCounted(
            "playoff-round-sheets.pdf", COUNTED, playoff_round_sheets, priority=10
        ),
        FromCounted("playoff-cards.pdf", COUNTED, playoff_cards, priority=11),
        FromCounted("standings.html", COUNTED, kind.standings_page),
        FromCounted(
            "standings.csv",
            FOR_PROGRAMS,
            kind.csv_file,
            link="doc_standings",
            export="csv",
        ),
        FromCounted(
            "standings.json",
            FOR_PROGRAMS,
            kind.json_file,
            link="doc_standings",
            export="json",
        ),
        FromSchedule(
            "event.xlsx",
            COUNTED | {PRIZES, RANKS},
            kind.workbook_file,
            link="site_dl_workbook",
            command="workbook",
        ),
        FromSchedule(
            "event.trf",
            frozenset({RULES, RESULTS}),
            kind.trf,
            link="site_dl_trf",
            export="trf",
        ),
        *games,
    )


def pgn_games(
    found: Callable[[E, Results | None, Sequence[int]], Sequence[BroadcastGame]],
) -> Output[E, C]:
    """The games of every round (of ``work.rounds``) as PGN for broadcasts,
    as ``found`` lists them (not in the pack)."""

    def made(work: Work[E, C]) -> Writer:
        def write(target: Path) -> Sequence[str]:
            games = found(work.event, work.results, work.round_numbers)
            write_pgn(work.event.info, games, target)
            return ()

        return write

    return FromSchedule(
        "games.pgn", frozenset({RESULTS}), made, pack=False, export="pgn"
    )


def draughts_records() -> tuple[Output[E, C], ...]:
    """A draughts event's games of every round (of ``work.rounds``) as PDN,
    with the opening drawn for each board, and the list of its openings; an
    event without a discipline has neither, one that draws no openings no
    list."""
    return (
        FromSchedule(
            "games.pdn", frozenset({RESULTS, BALLOT}), draughts_games, export="pdn"
        ),
        FromSchedule("ballots.csv", frozenset({BALLOT}), ballot_list),
    )

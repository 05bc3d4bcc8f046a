"""The printed documents of an event of players: the pairing cards, the
round sheets, the filled crosstable, the standings and the title norms, each
``*_html`` a page for print or for the web, with the machinery of
:mod:`berger.render.printing`; and :class:`PlayerPapers`, the documents it
prints from its schedule. The cards and the round sheets are too big for one
WeasyPrint call: they come as jobs for the press (:mod:`berger.render.press`),
``cards_job`` and ``round_sheets_job``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from berger.core.crosstable import Crosstable
from berger.core.model import NormExemption
from berger.core.norms.report import NormReport
from berger.core.ratings.change import RatingChange
from berger.core.results import Results
from berger.core.standings import PendingGame, Standings
from berger.core.tournament import Tournament
from berger.render import printing, round_views, tables
from berger.render.geometry.cards import card_grid
from berger.render.geometry.page import PAPERS
from berger.render.geometry.sheets import SHEET_CELL_PADDING, SHEET_COLUMNS
from berger.render.geometry.tables import standings_names
from berger.render.norms import norms_page
from berger.render.press import PdfJob, in_parts, join_pdfs
from berger.render.printing import (
    Page,
    Papers,
    Settings,
    crosstable_page,
    render_page,
)

CARD_CHUNK_PAGES = 80
"""Card sheets per WeasyPrint call; big decks are printed in parts, in parallel."""


def cards_html(
    tournament: Tournament,
    settings: Settings,
    *,
    pdf: bool,
    rounds: Sequence[int] | None = None,
    first_page: int = 1,
    layer: str = "full",
    frames: Sequence[int] = (),
) -> str:
    """Pairing cards of ``rounds`` (all by default) as one HTML page.

    ``layer`` is ``full`` (a web page), ``text`` (what differs from card to
    card) or ``frame`` (one sheet per card count in ``frames``: what every
    card shares), the last two for the PDF.
    """
    return render_page(
        "pairing_cards.html",
        "cards",
        tournament,
        settings,
        pdf=pdf,
        layer=layer,
        frames=frames,
        sheets=() if layer == "frame" else round_views.card_sheets(tournament, rounds),
        grid=card_grid(PAPERS[settings.paper]),
        first_page=first_page,
        total_pages=round_views.card_pages(tournament),
        running_pages=True,
        running_heads=layer != "text",
    )


def _card_chunks(tournament: Tournament) -> Iterator[tuple[list[int], int]]:
    """Rounds per part, and the part's first page number."""
    per_round = round_views.sheets_per_round(tournament)
    rounds_per_chunk = max(1, CARD_CHUNK_PAGES // per_round)
    total = len(tournament.schedule.rounds)
    for start in range(1, total + 1, rounds_per_chunk):
        chunk = list(range(start, min(start + rounds_per_chunk, total + 1)))
        yield chunk, (start - 1) * per_round + 1


def cards_job(target: Path, tournament: Tournament, settings: Settings) -> PdfJob:
    """The card deck: the shared frame printed once, the text in parts, each
    sheet laid over its frame."""
    counts = [
        sum(card is not None for card in sheet.cards)
        for sheet in round_views.card_sheets(tournament)
    ]
    frames = sorted(set(counts))
    parts = (
        cards_html(tournament, settings, pdf=True, layer="frame", frames=frames),
        *(
            cards_html(
                tournament,
                settings,
                pdf=True,
                rounds=rounds,
                first_page=first,
                layer="text",
            )
            for rounds, first in _card_chunks(tournament)
        ),
    )
    layers = [frames.index(count) for count in counts]

    def finish(printed: Sequence[bytes]) -> bytes:
        frame, *texts = printed
        return join_pdfs(texts, underlay=frame, layers=layers)

    return PdfJob(target, parts, finish)


def round_sheets_html(
    tournament: Tournament,
    settings: Settings,
    *,
    pdf: bool,
    results: Results | None = None,
    pending: Sequence[PendingGame] = (),
    rounds: Sequence[int] | None = None,
) -> str:
    """One page per round (of ``rounds``, all by default), results filled
    where known, the games of earlier rounds ``pending`` named."""
    return _round_sheets(tournament, settings, results, pending)(pdf, rounds)


def _round_sheets(
    tournament: Tournament,
    settings: Settings,
    results: Results | None,
    pending: Sequence[PendingGame] = (),
) -> Callable[[bool, Sequence[int] | None], str]:
    """The round sheets' page, their type, names and sheets worked out once:
    ``page(pdf, rounds)`` renders every round's page (``rounds`` None), or
    those of ``rounds`` (a part of the PDF printed on its own), each
    carrying its own number, counting one page per round."""
    sheet, names = round_views.sheet_type(tournament, PAPERS[settings.paper])
    sheets = round_views.round_sheets(tournament, results, pending)

    def page(pdf: bool, rounds: Sequence[int] | None) -> str:
        return render_page(
            "round_sheets.html",
            "round_sheets",
            tournament,
            settings,
            pdf=pdf,
            body_class=f"size-{sheet.code}",
            sheet=sheet,
            names=names,
            columns=SHEET_COLUMNS,
            cell_padding=SHEET_CELL_PADDING,
            **round_views.sheet_pages(sheets, rounds),
        )

    return page


def round_sheets_job(
    target: Path,
    tournament: Tournament,
    settings: Settings,
    results: Results | None = None,
    pending: Sequence[PendingGame] = (),
) -> PdfJob:
    """The round sheets, printed in parts of a few rounds each."""
    page = _round_sheets(tournament, settings, results, pending)
    return in_parts(
        target,
        len(tournament.schedule.rounds),
        lambda rounds: page(True, rounds),
        printing.SHEET_CHUNK_PAGES,  # read when printed (the tests set it)
    )


def crosstable_html(
    crosstable: Crosstable, standings: Standings, settings: Settings, *, pdf: bool
) -> str:
    """The filled crosstable after a round, or final."""
    view = tables.standings_view(crosstable, standings)
    table = tables.filled_crosstable(crosstable, view)
    return crosstable_page(crosstable.tournament, table, settings, pdf=pdf)


def standings_html(
    crosstable: Crosstable,
    standings: Standings,
    settings: Settings,
    *,
    pdf: bool,
    changes: Sequence[RatingChange] | None = None,
) -> str:
    """The standings page, best first; with ``changes`` (a rated event) the
    rating change of each player."""
    tournament = crosstable.tournament
    many = len(standings.chain) > 3
    show_origin = not many and any(p.federation or p.club for p in tournament.players)
    # Place, number, rating, points, games, the tiebreaks and the clubs.
    columns = 5 + len(standings.chain) + show_origin
    return render_page(
        "standings.html",
        "final_standings" if standings.final else "standings",
        tournament,
        settings,
        pdf=pdf,
        orientation="landscape" if many else "portrait",
        table=tables.standings_view(crosstable, standings, changes),
        show_origin=show_origin,
        names=standings_names(PAPERS[settings.paper], landscape=many, columns=columns),
    )


def norms_html(
    tournament: Tournament, report: NormReport, settings: Settings, *, pdf: bool
) -> str:
    """The norms document: the table of every player's norms and, for each
    player with a norm made, the figures of FIDE's norm certificate."""
    national = tournament.info.norm_exemption is NormExemption.NATIONAL
    return render_page(
        "norms.html",
        "norms",
        tournament,
        settings,
        pdf=pdf,
        page=norms_page(tournament, report, national=national),
        after_round=report.after_round,
        host_federation=tournament.info.federation,
    )


class PlayerPapers(Papers):
    """The documents an event of players prints from its schedule; the cards
    and the round sheets also of some rounds alone (``rounds``), to print
    during the event."""

    def cards(self, rounds: Sequence[int] | None = None) -> Page:
        """The pairing cards, printed in parts (of ``rounds`` only: in one
        call)."""
        event, settings = self.event, self.settings
        if rounds is not None:
            return Page(lambda pdf: cards_html(event, settings, pdf=pdf, rounds=rounds))
        return Page(
            lambda pdf: cards_html(event, settings, pdf=pdf),
            lambda target: cards_job(target, event, settings),
        )

    def round_sheets(
        self,
        results: Results | None,
        rounds: Sequence[int] | None = None,
        pending: Sequence[PendingGame] = (),
    ) -> Page:
        """The round sheets with the results where known and the games
        ``pending``, printed in parts (of ``rounds`` only: in one call)."""
        event, settings = self.event, self.settings
        if rounds is not None:
            return Page(
                lambda pdf: round_sheets_html(
                    event,
                    settings,
                    pdf=pdf,
                    results=results,
                    pending=pending,
                    rounds=rounds,
                )
            )
        return Page(
            lambda pdf: round_sheets_html(
                event, settings, pdf=pdf, results=results, pending=pending
            ),
            lambda target: round_sheets_job(target, event, settings, results, pending),
        )

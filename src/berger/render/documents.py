"""The printable documents: which template, which view, PDF or HTML.

``*_html`` renders a document's page for print or for the web;
``write_document`` writes one document to a ``.pdf`` or ``.html`` file,
atomically. The documents too big for one WeasyPrint call come as jobs for the
press (:mod:`berger.render.press`): ``cards_job`` and ``round_sheets_job``.
The page geometry they are laid out with is in :mod:`berger.render.geometry`.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from berger.core.crosstable import Crosstable
from berger.core.model import NormExemption, Outcome
from berger.core.norm_report import NormReport
from berger.core.rating_change import RatingChange
from berger.core.scoring import ScoringSystem
from berger.core.standings import Standings, Ties
from berger.core.tournament import Tournament
from berger.formats.atomic import make_folder, write_bytes, write_text
from berger.render import chart_views, round_views, tables, views
from berger.render.formatting import result_marks
from berger.render.geometry.cards import card_grid
from berger.render.geometry.chart import chart_geometry
from berger.render.geometry.fitting import NameBox
from berger.render.geometry.page import PAPERS
from berger.render.geometry.sheets import SHEET_CELL_PADDING, SHEET_COLUMNS
from berger.render.geometry.tables import (
    crosstable_geometry,
    standings_names,
)
from berger.render.html import render_html, template_dirs
from berger.render.norms import norms_page
from berger.render.pdf import document_date, not_a_document, render_pdf
from berger.render.press import PdfJob, Press, Progress, in_parts, join_pdfs, pdf_job

CARD_CHUNK_PAGES = 80
"""Card sheets per WeasyPrint call; big decks are printed in parts, in parallel."""
SHEET_CHUNK_PAGES = 10
"""Round sheets per WeasyPrint call. Ten keeps the cost of a call small
beside its pages, and a build after a new result prints again only the part
with that round (``berger build`` keeps the printed parts): ten pages, not
twenty."""
CROSSTABLE_NAMES = NameBox(width=0.0, size=0.0)
"""What shares a name's lines in a crosstable: its title only."""
SCHEDULE_NAMES = NameBox(width=0.0, size=0.0, bold=False)
"""What shares a name's lines in the players' schedules: nothing."""


@dataclass(frozen=True, slots=True)
class Settings:
    """How documents are printed: language, paper, templates, the fixed date."""

    language: str
    """en, uk or ru."""
    paper: str
    """a4 or letter."""
    dirs: tuple[Path, ...]
    """Template search path, override first."""
    created: dt.datetime
    """Creation date written into the PDF metadata."""
    tiebreaks: tuple[str, ...] = ()
    """Tiebreak chain, for the total columns."""
    ties: Ties = Ties.SHARE
    """What becomes of players level after the chain (for the notes)."""
    unrated: int | None = None
    """The rating unrated players count as, None to skip (for the notes)."""
    progress: Progress | None = field(default=None, compare=False)
    """Progress callback for long renders, or None."""


def make_settings(
    tournament: Tournament,
    *,
    language: str,
    paper: str,
    templates: Path | None = None,
    tiebreaks: Sequence[str] = (),
    ties: Ties = Ties.SHARE,
    unrated: int | None = None,
    progress: Progress | None = None,
) -> Settings:
    """Settings for the event.

    Raises:
        TemplateError: the ``templates`` folder does not exist.
    """
    return Settings(
        language=language,
        paper=paper,
        dirs=template_dirs(templates),
        created=document_date(tournament.info.start),
        tiebreaks=tuple(tiebreaks),
        ties=ties,
        unrated=unrated,
        progress=progress,
    )


def render_page(
    template: str,
    doc: str,
    tournament: Tournament,
    settings: Settings,
    *,
    pdf: bool,
    orientation: str = "portrait",
    body_class: str = "",
    scoring: ScoringSystem | None = None,
    teams: bool = False,
    **context: Any,
) -> str:
    """A document's page: ``template`` with the event header, the result
    marks of a game under ``scoring`` (default the event's), the page
    settings and ``context``; ``doc`` names the document (its title is the
    label ``doc_<doc>``). ``teams`` tells the templates a team event's labels
    apply.

    Raises:
        TemplateError: a missing or broken template, or a missing label.
    """
    scoring = scoring or tournament.scoring
    return render_html(
        template,
        {
            "doc": doc,
            "header": views.header(tournament),
            "created": settings.created.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "orientation": orientation,
            "body_class": body_class,
            "running_pages": False,
            "running_heads": True,
            "marks": result_marks(scoring, tournament.info.game),
            "scoring": scoring,
            "teams": teams,
            **context,
        },
        language=settings.language,
        game=tournament.info.game,
        paper=settings.paper,
        dirs=settings.dirs,
        pdf=pdf,
    )


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
    outcomes: Mapping[tuple[int, int], Outcome] | None = None,
    rounds: Sequence[int] | None = None,
) -> str:
    """One page per round (of ``rounds``, all by default), results filled
    where known."""
    return _round_sheets(tournament, settings, outcomes)(pdf, rounds)


def _round_sheets(
    tournament: Tournament,
    settings: Settings,
    outcomes: Mapping[tuple[int, int], Outcome] | None,
) -> Callable[[bool, Sequence[int] | None], str]:
    """The round sheets' page, their type, names and sheets worked out once:
    ``page(pdf, rounds)`` renders every round's page (``rounds`` None), or
    those of ``rounds`` (a part of the PDF printed on its own), each
    carrying its own number, counting one page per round."""
    sheet, names = round_views.sheet_type(tournament, PAPERS[settings.paper])
    sheets = round_views.round_sheets(tournament, dict(outcomes or {}))

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
    outcomes: Mapping[tuple[int, int], Outcome] | None = None,
) -> PdfJob:
    """The round sheets, printed in parts of a few rounds each."""
    page = _round_sheets(tournament, settings, outcomes)
    return in_parts(
        target,
        len(tournament.schedule.rounds),
        lambda rounds: page(True, rounds),
        SHEET_CHUNK_PAGES,
    )


def chart_html(
    tournament: Tournament,
    settings: Settings,
    *,
    pdf: bool,
    **context: Any,
) -> str:
    """The round chart: by numbers, by names, each player's (a team event's
    each team's) rounds; ``context`` goes to the template."""
    chart = chart_views.chart(tournament)
    return render_page(
        "round_chart.html",
        "chart",
        tournament,
        settings,
        pdf=pdf,
        chart=chart,
        **context,
        geometry=chart_geometry(
            PAPERS[settings.paper],
            pairs=len(chart.rounds[0].pairs),
            size=chart.size,
            phantom=chart.phantom,
            names=[views.name_runs(p, SCHEDULE_NAMES) for p in chart.players],
            rounds=len(chart.bands[0].columns),
        ),
    )


@dataclass(frozen=True, slots=True)
class GridStyle:
    """How a crosstable page prints its grid: an event of players', or a
    team event's (whose cells hold a match's score)."""

    template: str = "crosstable.html"
    """The page's template."""
    doc: str = "crosstable"
    """The document's name (``<doc>_blank`` for the blank one)."""
    scores: int = 1
    """Score columns before the tiebreaks (a team's match and game points)."""
    cell_widths: tuple[float, float] | None = None
    """The cells' narrowest and widest width in mm per cycle (None: a game's)."""
    condensed: bool | None = None
    """The condensed face (None: from the geometry's count of rows on)."""
    names: bool = True
    """The names measured to fit (two lines where they need them), and the
    federation / club column where there is room."""


PLAYERS_GRID = GridStyle()
"""The crosstable of an event of players."""


def blank_crosstable_html(
    tournament: Tournament,
    settings: Settings,
    *,
    pdf: bool,
    round_hints: bool = False,
    style: GridStyle = PLAYERS_GRID,
    **context: Any,
) -> str:
    """The empty crosstable, with the rounds and colours (a team event's: of
    board 1) in the cells on request."""
    table = tables.blank_crosstable(
        tournament, settings.tiebreaks, ties=settings.ties, unrated=settings.unrated
    )
    return crosstable_page(
        tournament, table, settings, pdf=pdf, hints=round_hints, style=style, **context
    )


def crosstable_page(
    event: Tournament,
    table: tables.BlankCrosstable | tables.FilledCrosstable,
    settings: Settings,
    *,
    pdf: bool,
    hints: bool = False,
    style: GridStyle = PLAYERS_GRID,
    **context: Any,
) -> str:
    """A crosstable page, blank or filled (a :class:`FilledCrosstable`), laid
    out for its size as ``style`` says, with the rounds in its cells on
    request (``hints``), in the geometry's face."""
    cycles = table.cycles
    geometry = crosstable_geometry(
        PAPERS[settings.paper],
        players=event.n,
        columns=len(table.bands[0].columns),
        tiebreaks=len(table.tiebreaks) + style.scores - 1,
        cycles=cycles,
        rounds=len(event.schedule.rounds),
        names=[views.name_runs(row.player, CROSSTABLE_NAMES) for row in table.rows]
        if style.names
        else (),
        origin=style.names,
        cell_widths=None
        if style.cell_widths is None
        else (style.cell_widths[0] * cycles, style.cell_widths[1] * cycles),
        condensed=style.condensed,
    )
    filled = isinstance(table, tables.FilledCrosstable)
    return render_page(
        style.template,
        style.doc if filled else f"{style.doc}_blank",
        event,
        settings,
        pdf=pdf,
        orientation="landscape" if geometry.landscape else "portrait",
        body_class="condensed" if geometry.condensed else "",
        table=table,
        filled=filled,
        round_hints=hints,
        geometry=geometry,
        **context,
    )


@dataclass(frozen=True, slots=True)
class Page:
    """A document, rendered only when asked for: its page as HTML, and how
    its PDF is printed."""

    html: Callable[[bool], str]
    """The page for print (True) or for the web (False)."""
    parts: Callable[[Path], PdfJob] | None = None
    """A big document's PDF printed in parts on the press, or None: one
    WeasyPrint call."""

    def job(self, target: Path) -> PdfJob:
        """The PDF to print into ``target``."""
        if self.parts is not None:
            return self.parts(target)
        return pdf_job(target, self.html(True))


def write_document(target: Path, page: Page, settings: Settings) -> None:
    """Write one document to ``target`` (``.pdf`` or ``.html``), atomically;
    a PDF printed in parts on the press.

    Raises:
        OutputError: unknown suffix or an unwritable target.
        TemplateError: a broken template.
    """
    suffix = target.suffix.lower()
    if suffix in (".html", ".pdf"):
        make_folder(target.parent, target)
    if suffix == ".html":
        write_text(target, page.html(False))
    elif suffix == ".pdf" and page.parts is not None:
        with Press(settings) as press:
            press.write([press.add(page.job(target))])
    elif suffix == ".pdf":
        write_bytes(
            target, render_pdf(page.html(True), settings.dirs, settings.created)
        )
    else:
        raise not_a_document(target)


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

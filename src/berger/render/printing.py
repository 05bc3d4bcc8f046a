"""How a document is printed, whatever the kind of event: its settings, its
page rendered from a template with the event's header, the documents every
kind prints (:class:`Papers`) and the page to print of each (:class:`Page`),
and the writing of one document to a ``.pdf`` or ``.html`` file. The round
chart and the crosstable's page are laid out here for every kind (a team
event's and a micro-match event's with their own :class:`GridStyle`); the
documents of an event of players are :mod:`berger.render.documents`, a team
event's :mod:`berger.render.team_documents`, a draughts event's (its
micro-matches, its openings drawn) :mod:`berger.render.draughts_documents`.
"""

from __future__ import annotations

import datetime as dt
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from berger.core.results import Results
from berger.core.scoring import ScoringSystem
from berger.core.standings import Ties
from berger.core.tournament import Tournament
from berger.formats.files.atomic import make_folder, write_bytes, write_text
from berger.render import blank_grid, chart_views, tables, views
from berger.render.formatting import result_marks
from berger.render.geometry.chart import chart_geometry
from berger.render.geometry.fitting import NameBox
from berger.render.geometry.page import PAPERS
from berger.render.geometry.tables import crosstable_geometry
from berger.render.html import render_html, template_dirs
from berger.render.pdf import document_date, not_a_document, render_pdf
from berger.render.press import PdfJob, Press, Progress, pdf_job
from berger.render.words import PLAYER_WORDS, Words

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
    words: Words = PLAYER_WORDS,
    **context: Any,
) -> str:
    """A document's page: ``template`` with the event header, the result
    marks of a game under ``scoring`` (default the event's), the page
    settings and ``context``; ``doc`` names the document (its title is the
    label ``doc_<doc>``). ``words`` are the label keys of the event's kind
    (a team event's: :data:`~berger.render.words.TEAM_WORDS`).

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
            "words": words,
            **context,
        },
        language=settings.language,
        game=tournament.info.game,
        paper=settings.paper,
        dirs=settings.dirs,
        pdf=pdf,
    )


def chart_html(
    tournament: Tournament,
    settings: Settings,
    *,
    pdf: bool,
    words: Words = PLAYER_WORDS,
    **context: Any,
) -> str:
    """The round chart: by numbers, by names, each player's (a team event's
    each team's) rounds, in the ``words`` of the event's kind; ``context``
    goes to the template."""
    chart = chart_views.chart(tournament)
    return render_page(
        "round_chart.html",
        "chart",
        tournament,
        settings,
        pdf=pdf,
        chart=chart,
        words=words,
        chart_note=words.chart_note(tournament.colour(1)),
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
    table = blank_grid.blank_crosstable(
        tournament, settings.tiebreaks, ties=settings.ties, unrated=settings.unrated
    )
    return crosstable_page(
        tournament, table, settings, pdf=pdf, hints=round_hints, style=style, **context
    )


def crosstable_page(
    event: Tournament,
    table: blank_grid.BlankCrosstable | tables.FilledCrosstable,
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
        origins=[row.player.origin for row in table.rows] if style.names else (),
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


class Papers(ABC):
    """The documents every kind of event prints from its schedule: the round
    chart and the blank crosstable laid out here for every kind, in the
    kind's words and grid (:meth:`context`, :attr:`grid`); the cards and the
    round sheets each kind's own (an event of players':
    :class:`~berger.render.documents.PlayerPapers`, a team event's:
    :class:`~berger.render.team_documents.TeamPapers`, a draughts event's:
    :class:`~berger.render.draughts_documents.DraughtsPapers`)."""

    grid: GridStyle = PLAYERS_GRID
    """How the kind's crosstable prints its grid."""

    def __init__(self, event: Tournament, settings: Settings) -> None:
        self.event = event
        """The event."""
        self.settings = settings
        """How its documents are printed."""

    def context(self) -> dict[str, Any]:
        """What every page of the kind tells its templates besides the
        event's (an event of players: nothing)."""
        return {}

    def grid_context(self) -> dict[str, Any]:
        """What the kind's crosstable page tells its template besides the
        grid (by default: :meth:`context`)."""
        return self.context()

    @abstractmethod
    def cards(self) -> Page:
        """The pairing cards (a team event's match cards)."""

    @abstractmethod
    def round_sheets(self, results: Results | None) -> Page:
        """One sheet per round, with the ``results`` where known."""

    def chart(self) -> Page:
        """The round chart: by numbers, by names, each entrant's rounds."""
        event, settings, context = self.event, self.settings, self.context()
        return Page(lambda pdf: chart_html(event, settings, pdf=pdf, **context))

    def blank_crosstable(self, *, round_hints: bool) -> Page:
        """The empty crosstable, with each game's round (a team event's: each
        match's, and the row team's colour on board 1) in its cells on
        request."""
        event, settings, context = self.event, self.settings, self.grid_context()
        return Page(
            lambda pdf: blank_crosstable_html(
                event,
                settings,
                pdf=pdf,
                round_hints=round_hints,
                style=self.grid,
                **context,
            )
        )

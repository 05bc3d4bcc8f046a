"""The printable documents: which template, which view, PDF or HTML, where.

``write_document`` renders one document to a ``.pdf`` or ``.html`` file;
``build_pack`` writes the whole pack into a folder. Every file is written
atomically: a failure leaves the files finished before it and nothing half
written.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from berger.core.crosstable import Crosstable
from berger.core.standings import Standings
from berger.core.tiebreaks import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament
from berger.errors import OutputError
from berger.formats.atomic import write_bytes, write_text
from berger.formats.event import EventConfig
from berger.render import views
from berger.render.formatting import result_marks
from berger.render.html import PAPERS, render_html, template_dirs
from berger.render.pdf import document_date, render_parts, render_pdf

PAGE_MARGINS_MM = 27.0
"""Top plus bottom page margin of print.css."""
CARD_CHUNK_PAGES = 60
"""Card sheets per WeasyPrint call; big decks are printed in parts, in parallel."""
SUFFIXES = (".pdf", ".html")

Progress = Callable[[int, int], None]
"""Called with (parts done, parts in all) while a long document prints."""


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
    progress: Progress | None = field(default=None, compare=False)
    """Progress callback for long renders, or None."""


def make_settings(
    tournament: Tournament,
    *,
    language: str,
    paper: str,
    templates: Path | None = None,
    tiebreaks: Sequence[str] = (),
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
        progress=progress,
    )


def settings_for(
    config: EventConfig, tournament: Tournament, *, progress: Progress | None = None
) -> Settings:
    """Settings from the event file and the command line.

    Raises:
        TemplateError: the ``--templates`` folder does not exist.
        InputError: an unknown tiebreak code.
    """
    return make_settings(
        tournament,
        language=config.language,
        paper=config.paper,
        templates=config.options.templates,
        tiebreaks=parse_chain(config.options.tiebreaks or DEFAULT_CHAIN),
        progress=progress,
    )


def _render(
    template: str,
    doc: str,
    tournament: Tournament,
    settings: Settings,
    *,
    pdf: bool,
    orientation: str = "portrait",
    body_class: str = "",
    **context: Any,
) -> str:
    return render_html(
        template,
        {
            "doc": doc,
            "header": views.header(tournament),
            "created": settings.created.isoformat(),
            "orientation": orientation,
            "body_class": body_class,
            "running_pages": False,
            "marks": result_marks(tournament.scoring, tournament.info.game),
            "scoring": tournament.scoring,
            **context,
        },
        language=settings.language,
        game=tournament.info.game,
        paper=settings.paper,
        dirs=settings.dirs,
        pdf=pdf,
    )


def _sheet_height(settings: Settings) -> float:
    return PAPERS[settings.paper].height - PAGE_MARGINS_MM


def cards_html(
    tournament: Tournament,
    settings: Settings,
    *,
    pdf: bool,
    rounds: Sequence[int] | None = None,
    first_page: int = 1,
) -> str:
    """The pairing cards of ``rounds`` (all by default) as one HTML page."""
    sheets = views.card_sheets(tournament, rounds)
    return _render(
        "pairing_cards.html",
        "cards",
        tournament,
        settings,
        pdf=pdf,
        body_class="cards",
        sheets=sheets,
        sheet_height=_sheet_height(settings),
        card_width=(PAPERS[settings.paper].width - 20.0) / 2,
        card_height=_sheet_height(settings) / 3,
        first_page=first_page,
        total_pages=views.card_pages(tournament),
        running_pages=True,
    )


def _card_chunks(tournament: Tournament) -> Iterator[tuple[list[int], int]]:
    """Rounds per part, and the part's first page number."""
    per_round = max(
        1, math.ceil(tournament.schedule.games_per_round / views.CARDS_PER_PAGE)
    )
    rounds_per_chunk = max(1, CARD_CHUNK_PAGES // per_round)
    total = len(tournament.schedule.rounds)
    for start in range(1, total + 1, rounds_per_chunk):
        chunk = list(range(start, min(start + rounds_per_chunk, total + 1)))
        yield chunk, (start - 1) * per_round + 1


def cards_pdf(tournament: Tournament, settings: Settings) -> bytes:
    """The whole card deck as PDF, printed in parts on every worker."""
    chunks = list(_card_chunks(tournament))
    done = 0

    def step(count: int) -> None:
        nonlocal done
        done += count
        if settings.progress:
            settings.progress(done, len(chunks))

    parts = (
        cards_html(tournament, settings, pdf=True, rounds=rounds, first_page=first)
        for rounds, first in chunks
    )
    return render_parts(parts, settings.dirs, progress=step)


def write_cards(target: Path, tournament: Tournament, settings: Settings) -> None:
    """The card deck to ``target`` (``.pdf`` printed in parts, or ``.html``).

    Raises:
        OutputError: unknown suffix or an unwritable target.
        TemplateError: a broken template.
    """
    if target.suffix.lower() == ".pdf":
        write_bytes(target, cards_pdf(tournament, settings))
    else:
        write_document(
            target, lambda pdf: cards_html(tournament, settings, pdf=pdf), settings
        )


def round_sheets_html(
    tournament: Tournament,
    settings: Settings,
    *,
    pdf: bool,
    outcomes: Mapping[tuple[int, int], Any] | None = None,
) -> str:
    """One page per round, results filled where known."""
    boards = tournament.schedule.games_per_round
    size = (
        "l" if boards <= 12 else "m" if boards <= 20 else "s" if boards <= 32 else "xs"
    )
    return _render(
        "round_sheets.html",
        "round_sheets",
        tournament,
        settings,
        pdf=pdf,
        body_class=f"size-{size}",
        sheets=views.round_sheets(tournament, dict(outcomes or {})),
    )


def chart_html(tournament: Tournament, settings: Settings, *, pdf: bool) -> str:
    """The round chart: by numbers, by names, each player's rounds."""
    return _render(
        "round_chart.html",
        "chart",
        tournament,
        settings,
        pdf=pdf,
        chart=views.chart(tournament),
    )


def blank_crosstable_html(
    tournament: Tournament, settings: Settings, *, pdf: bool, round_hints: bool = False
) -> str:
    """The empty crosstable, with the rounds and colours in the cells on request."""
    table = views.blank_crosstable(tournament, settings.tiebreaks)
    n = tournament.n
    landscape = n > 12
    return _render(
        "crosstable.html",
        "crosstable_blank",
        tournament,
        settings,
        pdf=pdf,
        orientation="landscape" if landscape else "portrait",
        body_class="condensed" if n > 16 else "",
        table=table,
        filled=False,
        round_hints=round_hints,
        geometry=_cross_geometry(settings, n, len(table.tiebreaks), landscape),
    )


@dataclass(frozen=True, slots=True)
class Geometry:
    """Column widths and row height of a crosstable, in mm."""

    name: float
    """Name column."""
    cell: float
    """Each opponent column."""
    total: float
    """Points, tiebreak and place columns."""
    row: float
    """Row height."""
    origin: bool
    """Whether there is room for the federation / club column."""


def _cross_geometry(
    settings: Settings, n: int, tiebreaks: int, landscape: bool
) -> Geometry:
    paper = PAPERS[settings.paper]
    width = (paper.height if landscape else paper.width) - 20.0
    height = (paper.width if landscape else paper.height) - PAGE_MARGINS_MM - 30.0
    columns = min(n, views.BAND_LIMIT)
    total = 11.0
    fixed = 7.0 + 10.0 + total * (tiebreaks + 2)
    origin = n <= 20
    name = 48.0 if n <= 20 else 42.0
    rest = width - fixed - name - (16.0 if origin else 0.0)
    cell = max(5.0, min(12.0, rest / columns))
    row = max(5.2, min(10.0, height / (min(n, 40) + 1)))
    return Geometry(name=name, cell=cell, total=total, row=row, origin=origin)


def write_document(
    target: Path, html_of: Callable[[bool], str], settings: Settings
) -> None:
    """Write one document to ``target`` (``.pdf`` or ``.html``), atomically.

    ``html_of(pdf)`` renders the page for print or for the web.

    Raises:
        OutputError: unknown suffix or an unwritable target.
        TemplateError: a broken template.
    """
    suffix = target.suffix.lower()
    if suffix == ".html":
        write_text(target, html_of(False))
    elif suffix == ".pdf":
        write_bytes(target, render_pdf(html_of(True), settings.dirs))
    else:
        raise OutputError(f"{target}: the output must end in .pdf or .html")


def crosstable_html(
    crosstable: Crosstable, standings: Standings, settings: Settings, *, pdf: bool
) -> str:
    """The filled crosstable after a round, or final."""
    tournament = crosstable.tournament
    table = views.filled_crosstable(crosstable, standings)
    n = tournament.n
    landscape = n > 12
    return _render(
        "crosstable.html",
        "crosstable",
        tournament,
        settings,
        pdf=pdf,
        orientation="landscape" if landscape else "portrait",
        body_class="condensed" if n > 16 else "",
        table=table,
        filled=True,
        round_hints=False,
        geometry=_cross_geometry(settings, n, len(table.tiebreaks), landscape),
    )


def standings_html(
    crosstable: Crosstable, standings: Standings, settings: Settings, *, pdf: bool
) -> str:
    """The standings page, best first."""
    tournament = crosstable.tournament
    many = len(standings.chain) > 3
    return _render(
        "standings.html",
        "final_standings" if standings.final else "standings",
        tournament,
        settings,
        pdf=pdf,
        orientation="landscape" if many else "portrait",
        table=views.standings_view(crosstable, standings),
        show_origin=not many
        and any(p.federation or p.club for p in tournament.players),
    )

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
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from berger.core.crosstable import Crosstable
from berger.core.model import Outcome
from berger.core.standings import Standings
from berger.core.tournament import Tournament
from berger.errors import OutputError
from berger.formats.atomic import write_bytes, write_text
from berger.render import views
from berger.render.formatting import result_marks
from berger.render.html import PAPERS, render_html, template_dirs
from berger.render.pdf import Printer, document_date, join_pdfs, render_pdf

PAGE_MARGINS_MM = 27.0
"""Top plus bottom page margin of print.css."""
CARD_CHUNK_PAGES = 80
"""Card sheets per WeasyPrint call; big decks are printed in parts, in parallel."""
SHEET_CHUNK_PAGES = 20
"""Round sheets per WeasyPrint call."""

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
            "created": settings.created.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "orientation": orientation,
            "body_class": body_class,
            "running_pages": False,
            "margins": True,
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
    layer: str = "full",
    frames: Sequence[int] = (),
) -> str:
    """Pairing cards of ``rounds`` (all by default) as one HTML page.

    ``layer`` is ``full`` (a web page), ``text`` (what differs from card to
    card) or ``frame`` (one sheet per card count in ``frames``: what every
    card shares), the last two for the PDF.
    """
    return _render(
        "pairing_cards.html",
        "cards",
        tournament,
        settings,
        pdf=pdf,
        layer=layer,
        frames=frames,
        sheets=() if layer == "frame" else views.card_sheets(tournament, rounds),
        sheet_height=_sheet_height(settings),
        card_width=(PAPERS[settings.paper].width - 20.0) / 2,
        card_height=_sheet_height(settings) / 3,
        first_page=first_page,
        total_pages=views.card_pages(tournament),
        running_pages=True,
        margins=layer != "text",
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


@dataclass(frozen=True, slots=True)
class PdfJob:
    """A PDF to print: HTML parts, and how the printed parts become the file."""

    target: Path
    """Where the PDF goes."""
    parts: tuple[str, ...]
    """HTML pages, each printed by one WeasyPrint call (in parallel)."""
    finish: Callable[[Sequence[bytes]], bytes]
    """Joins the printed parts into the file's bytes."""


def _single(parts: Sequence[bytes]) -> bytes:
    return parts[0]


def pdf_job(target: Path, html: str) -> PdfJob:
    """A one-part PDF."""
    return PdfJob(target, (html,), _single)


def cards_job(target: Path, tournament: Tournament, settings: Settings) -> PdfJob:
    """The card deck: the shared frame printed once, the text in parts, each
    sheet laid over its frame."""
    counts = [
        sum(card is not None for card in sheet.cards)
        for sheet in views.card_sheets(tournament)
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


@dataclass(frozen=True, slots=True)
class Printing:
    """A job whose parts are printing."""

    job: PdfJob
    """The job."""
    parts: tuple[Future[bytes], ...]
    """Its parts, printed or on their way."""


class Press:
    """Prints the parts of each job on the workers as soon as the job is
    added (add the slowest first: the workers stay busy to the end), and
    writes the PDFs in the order asked.

    The workers start on entering, before any page is written, so they stay
    small and print while the rest is being prepared.
    """

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._printer = Printer(settings.dirs, settings.created)
        self._parts = 0

    def __enter__(self) -> Press:
        """Start the workers.

        Raises:
            OutputError: WeasyPrint or its Pango library is missing.
        """
        self._printer.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._printer.__exit__(*exc)

    def add(self, job: PdfJob) -> Printing:
        """Start printing ``job``'s parts.

        Raises:
            OutputError: WeasyPrint is missing.
        """
        self._parts += len(job.parts)
        return Printing(job, tuple(self._printer.submit(html) for html in job.parts))

    def write(
        self,
        printings: Sequence[Printing],
        *,
        written: Callable[[Path], None] | None = None,
    ) -> None:
        """Write each PDF atomically, in order, as soon as its parts are done.

        Raises:
            OutputError: WeasyPrint failed or a file cannot be written.
        """
        done = 0
        for printing in printings:
            pdfs = []
            for part in printing.parts:
                pdfs.append(part.result())
                done += 1
                if self._settings.progress:
                    self._settings.progress(done, self._parts)
            write_bytes(printing.job.target, printing.job.finish(pdfs))
            if written is not None:
                written(printing.job.target)


def write_cards(target: Path, tournament: Tournament, settings: Settings) -> None:
    """The card deck to ``target`` (``.pdf`` printed in parts, or ``.html``).

    Raises:
        OutputError: unknown suffix or an unwritable target.
        TemplateError: a broken template.
    """
    if target.suffix.lower() == ".pdf":
        with Press(settings) as press:
            press.write([press.add(cards_job(target, tournament, settings))])
    else:
        write_document(
            target, lambda pdf: cards_html(tournament, settings, pdf=pdf), settings
        )


def round_sheets_html(
    tournament: Tournament,
    settings: Settings,
    *,
    pdf: bool,
    outcomes: Mapping[tuple[int, int], Outcome] | None = None,
    rounds: Sequence[int] | None = None,
) -> str:
    """One page per round, results filled where known.

    With ``rounds`` (a part of the PDF printed on its own), each page carries
    its own number, counting one page per round.
    """
    boards = tournament.schedule.games_per_round
    size = (
        "l" if boards <= 8 else "m" if boards <= 14 else "s" if boards <= 28 else "xs"
    )
    sheets = views.round_sheets(tournament, dict(outcomes or {}))
    return _render(
        "round_sheets.html",
        "round_sheets",
        tournament,
        settings,
        pdf=pdf,
        body_class=f"size-{size}",
        sheets=sheets if rounds is None else [sheets[r - 1] for r in rounds],
        running_pages=rounds is not None,
        first_page=rounds[0] if rounds else 1,
        total_pages=len(sheets),
    )


def round_sheets_job(
    target: Path,
    tournament: Tournament,
    settings: Settings,
    outcomes: Mapping[tuple[int, int], Outcome] | None = None,
) -> PdfJob:
    """The round sheets, printed in parts of a few rounds each."""
    total = len(tournament.schedule.rounds)
    parts = tuple(
        round_sheets_html(
            tournament,
            settings,
            pdf=True,
            outcomes=outcomes,
            rounds=range(start, min(start + SHEET_CHUNK_PAGES, total + 1)),
        )
        for start in range(1, total + 1, SHEET_CHUNK_PAGES)
    )
    return PdfJob(target, parts, join_pdfs)


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
    return _crosstable_page(
        "crosstable_blank", tournament, table, settings, pdf=pdf, hints=round_hints
    )


def _crosstable_page(
    doc: str,
    tournament: Tournament,
    table: views.BlankCrosstable | views.FilledCrosstable,
    settings: Settings,
    *,
    pdf: bool,
    hints: bool = False,
) -> str:
    """A crosstable page, blank or filled, laid out for its size."""
    geometry = _cross_geometry(
        settings, tournament.n, len(table.tiebreaks), table.cycles
    )
    return _render(
        "crosstable.html",
        doc,
        tournament,
        settings,
        pdf=pdf,
        orientation="landscape" if geometry.landscape else "portrait",
        body_class="condensed" if tournament.n > 16 else "",
        table=table,
        filled=doc == "crosstable",
        round_hints=hints,
        geometry=geometry,
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
    origin: float
    """Federation / club column, 0 when there is no room for it."""
    width: float
    """The whole table (the widest band)."""
    landscape: bool
    """Whether the page is turned."""


def _cross_geometry(
    settings: Settings, n: int, tiebreaks: int, cycles: int
) -> Geometry:
    """Portrait while the cells stay at least 7 mm wide (11 mm when split
    between two cycles), else landscape."""
    paper = PAPERS[settings.paper]
    columns = len(views.bands(n)[0].columns)
    total = 11.0
    fixed = 7.0 + 10.0 + total * (tiebreaks + 2)
    origin = 16.0 if n <= 20 else 0.0
    name = 48.0 if n <= 20 else 42.0
    for landscape in (False, True):
        width = (paper.height if landscape else paper.width) - 20.0
        rest = width - fixed - name - origin
        if rest / columns >= (7.0 if cycles == 1 else 11.0):
            break
    cell = max(5.0, min(12.0 if cycles == 1 else 16.0, rest / columns))
    # Cells at their widest leave room over: give it to the names, then the clubs.
    slack = max(0.0, rest - cell * columns)
    wider = min(slack, 72.0 - name)
    name += wider
    if origin:
        origin += min(slack - wider, 30.0 - origin)
    height = (paper.width if landscape else paper.height) - PAGE_MARGINS_MM - 48.0
    row = max(5.2, min(10.0, height / (min(n, 40) + 1)))
    used = fixed + name + origin + cell * columns
    return Geometry(
        name=name,
        cell=cell,
        total=total,
        row=row,
        origin=origin,
        width=used,
        landscape=landscape,
    )


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
        write_bytes(target, render_pdf(html_of(True), settings.dirs, settings.created))
    else:
        raise OutputError(f"{target}: the output must end in .pdf or .html")


def crosstable_html(
    crosstable: Crosstable, standings: Standings, settings: Settings, *, pdf: bool
) -> str:
    """The filled crosstable after a round, or final."""
    table = views.filled_crosstable(crosstable, standings)
    return _crosstable_page(
        "crosstable", crosstable.tournament, table, settings, pdf=pdf
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

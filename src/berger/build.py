"""``berger build``: the whole pack of an event written into one folder.

Each file is written atomically and in a fixed order, so a failure leaves the
files finished before it and never a partial one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from berger import pipeline
from berger.core.tournament import Tournament
from berger.errors import in_group
from berger.formats.atomic import write_text
from berger.formats.event import EventConfig
from berger.render import documents
from berger.render.press import Press, Progress, pdf_job

OUT_FOLDER = "out"
"""Default output folder, beside the event."""


def default_outdir(config: EventConfig) -> Path:
    """``out/`` beside the event (inside an event folder, beside a file)."""
    return config.folder / OUT_FOLDER


def build_groups(
    groups: Sequence[pipeline.OpenGroup],
    outdir: Path | None = None,
    *,
    progress: Progress | None = None,
    written: Callable[[Path], None] | None = None,
) -> list[Path]:
    """``berger build``: the pack of each group (see :func:`build_pack`), in
    ``outdir/<group name>/`` for a named group, in ``outdir`` itself for an
    event without groups; ``outdir`` defaults to ``out/`` beside the event.

    Raises:
        BergerError: as :func:`build_pack`, naming the group.
    """
    paths: list[Path] = []
    for group in groups:
        folder = outdir or default_outdir(group.config)
        if group.name is not None:
            folder = folder / group.name
        with in_group(group.name):
            paths += build_pack(
                group.config,
                group.tournament,
                folder,
                progress=progress,
                written=written,
            )
    return paths


def build_pack(
    config: EventConfig,
    tournament: Tournament,
    outdir: Path,
    *,
    progress: Progress | None = None,
    written: Callable[[Path], None] | None = None,
) -> list[Path]:
    """Write every document of the event into ``outdir``; returns the paths.

    Before the event: ``cards.pdf``, ``round-sheets.pdf``, ``chart.pdf``,
    ``crosstable-blank.pdf``. With results also ``crosstable.pdf``,
    ``standings.pdf``, ``standings.html``, ``standings.csv`` and
    ``standings.json``. Always ``event.xlsx`` (the live workbook) and
    ``event.trf`` (FIDE report). ``written`` is told of each file as it lands.

    Raises:
        BergerError: bad results, a broken template, or an unwritable file.
    """
    from berger.formats import standings as out
    from berger.render.xlsx import write_workbook

    results = pipeline.load_results(config, tournament)
    work = pipeline.paperwork(config, tournament, results, progress=progress)
    settings, tables = work.settings, work.tables
    paths: list[Path] = []

    def done(path: Path) -> None:
        paths.append(path)
        if written is not None:
            written(path)

    outcomes = results.outcomes if results is not None else None
    with Press(settings) as press:
        # The slowest documents go to the workers first; the files are
        # written in the pack's order.
        chart = press.add(
            pdf_job(
                outdir / "chart.pdf",
                documents.chart_html(tournament, settings, pdf=True),
            )
        )
        cards = press.add(
            documents.cards_job(outdir / "cards.pdf", tournament, settings)
        )
        printing = [
            press.add(
                pdf_job(
                    outdir / "crosstable-blank.pdf",
                    documents.blank_crosstable_html(tournament, settings, pdf=True),
                )
            )
        ]
        if tables is not None:
            printing.append(
                press.add(
                    pdf_job(
                        outdir / "crosstable.pdf",
                        documents.crosstable_html(*tables, settings, pdf=True),
                    )
                )
            )
        sheets = press.add(
            documents.round_sheets_job(
                outdir / "round-sheets.pdf", tournament, settings, outcomes
            )
        )
        if tables is not None:
            printing.append(
                press.add(
                    pdf_job(
                        outdir / "standings.pdf",
                        documents.standings_html(*tables, settings, pdf=True),
                    )
                )
            )
        press.write([cards, sheets, chart, *printing], written=done)
    if tables is not None:
        standings = tables[1]
        for name, text in (
            ("standings.html", documents.standings_html(*tables, settings, pdf=False)),
            ("standings.csv", out.standings_csv(tournament, standings)),
            ("standings.json", out.standings_json(tournament, standings)),
        ):
            write_text(outdir / name, text)
            done(outdir / name)
    # The workbook and the FIDE report come from their own writers.
    final = tables[1] if tables is not None else None
    write_workbook(config, tournament, results, final, outdir / "event.xlsx")
    done(outdir / "event.xlsx")
    pipeline.write_event_trf(config, tournament, results, outdir / "event.trf")
    done(outdir / "event.trf")
    return paths

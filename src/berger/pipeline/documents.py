"""Use cases: the event's printed documents, each written on its own
(``berger build`` writes them all): what they are made from, worked out once
(see :class:`~berger.pipeline.variant.Paperwork`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.results import Results
from berger.messages import _
from berger.pipeline.variant import Document, Paperwork, Variant

if TYPE_CHECKING:
    from berger.render.press import Progress


def paperwork(
    variant: Variant,
    results: Results | None,
    *,
    after_round: int | None = None,
    count: bool = True,
    progress: Progress | None = None,
) -> Paperwork:
    """What the event's documents are made from: the print settings and,
    when there are ``results`` (and ``count``), the results counted after
    ``after_round``.

    Raises:
        BergerError: as :meth:`Variant.settings` and :meth:`Variant.count`.
    """
    settings = variant.settings(progress=progress)
    counted = (
        None
        if results is None or not count
        else variant.count(results, after_round=after_round)
    )
    return Paperwork(settings, results, counted)


def write_document(
    variant: Variant,
    document: Document,
    target: Path,
    *,
    after_round: int | None = None,
    round_hints: bool = False,
    progress: Progress | None = None,
) -> None:
    """Write one ``document`` of the event to ``target`` (``.pdf`` or
    ``.html``), atomically. The round sheets take the results where there are
    any; the filled crosstable needs them (counted up to ``after_round``); the
    blank one shows each game's round in its cell with ``round_hints``.

    Raises:
        BergerError: no results for the filled crosstable, bad results, a
            broken template, an unknown suffix or an unwritable target.
    """
    from berger.render.printing import write_document as write

    if document.needs_results:
        results: Results | None = variant.require_results(
            other=_("a --blank crosstable")
        )
    elif document is Document.ROUND_SHEETS:
        results = variant.read_results()
    else:
        results = None
    work = paperwork(
        variant,
        results,
        after_round=after_round,
        count=document.needs_results,
        progress=progress,
    )
    page = variant.page(document, work, round_hints=round_hints)
    write(target, page, work.settings)

"""Use cases: the title norms of an event's players, reported or printed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from berger import messages
from berger.formats.event.output import Format
from berger.formats.reports import norms as out
from berger.formats.reports.wording import Wording
from berger.pipeline.outputs import C, E
from berger.pipeline.variant import Variant
from berger.render import documents
from berger.render.labels import fill
from berger.render.norms import note_text
from berger.render.printing import Page, write_document

if TYPE_CHECKING:
    from berger.formats.reports.norms import Note
    from berger.render.press import Progress


def norms_report(
    variant: Variant[E, C], fmt: Format, *, after_round: int | None = None
) -> str:
    """``berger norms``: every player's title norms after ``after_round``
    (see :meth:`Variant.norms`) in the format ``fmt`` (SPEC section 9).

    Raises:
        BergerError: as :meth:`Variant.norms`.
    """
    report = variant.norms(after_round=after_round)
    match fmt:
        case Format.CSV:
            return out.norms_csv(report)
        case Format.JSON:
            return out.norms_json(report)
        case Format.TEXT:
            wording = variant.wording()
            return out.norms_text(
                variant.event, report, wording=wording, note=note_words(wording)
            )


def note_words(wording: Wording) -> Callable[[Note], str]:
    """How the text words a note of the norms table: as the norms document
    does in the language of ``wording``, or in English as the core does."""
    labels = wording.labels
    if labels is None:
        return str
    language = messages.language()

    def words(note: Note) -> str:
        label, values = note_text(note, labels, language)
        return fill(label, **values)

    return words


def write_norms(
    variant: Variant[E, C],
    target: Path,
    *,
    after_round: int | None = None,
    progress: Progress | None = None,
) -> None:
    """``berger norms -o``: the norms document (the table, and a certificate
    block for each player with a norm made) to ``target`` (``.pdf`` or
    ``.html``), atomically.

    Raises:
        BergerError: as :meth:`Variant.norms`, a broken template, an unknown
            suffix or an unwritable target.
    """
    report = variant.norms(after_round=after_round)
    settings = variant.settings(progress=progress)
    event = variant.event
    write_document(
        target,
        Page(lambda pdf: documents.norms_html(event, report, settings, pdf=pdf)),
        settings,
    )

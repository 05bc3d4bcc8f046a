"""The papers the arbiter's page prints (:mod:`berger.pipeline.arbiter`): a
round's sheet, its pairing cards and the standings now, each the event's
output of that name, as PDF."""

from __future__ import annotations

import tempfile
from pathlib import Path

from berger.core.scheduled import beyond_schedule
from berger.errors import InputError
from berger.messages import _
from berger.pipeline.desk_state import reading
from berger.pipeline.documents import output_of, output_work
from berger.pipeline.outputs import C, E
from berger.pipeline.variant import Variant
from berger.render.printing import Page, write_document

PRINTS = {
    "round-sheet": "round-sheets.pdf",
    "cards": "cards.pdf",
    "standings": "standings.pdf",
}
"""The documents the page offers to print, by the name in their address:
the outputs of those names (see :mod:`berger.pipeline.outputs`)."""


def printed(name: str) -> str:
    """The output printed by the name ``name`` in the address.

    Raises:
        InputError: a name that prints nothing.
    """
    document = PRINTS.get(name)
    if document is None:
        raise InputError(_("no document {name!r}").format(name=name), field="document")
    return document


def print_round(variant: Variant[E, C], name: str, number: int) -> bytes:
    """The PDF ``name`` (see :data:`PRINTS`) of the event ``variant`` for
    round ``number``.

    Raises:
        InputError: an unknown document or round, or standings before any
            result.
        Unreadable: the event's files do not read.
        OutputError: the PDF cannot be made.
    """
    document = printed(name)
    total = len(variant.event.schedule.rounds)
    if not 1 <= number <= total:
        raise InputError(beyond_schedule(number, total), field="round")
    output = output_of(variant, document)
    with reading():
        results = variant.results
    if output.needs_results and results is None:
        raise InputError(_("no results yet: the standings come with the first"))
    with reading():
        work = output_work(variant, output, rounds=[number])
        page = output.make(work)
    assert isinstance(page, Page)
    with tempfile.TemporaryDirectory(prefix="berger-print-") as folder:
        target = Path(folder) / f"{name}.pdf"
        write_document(target, page, work.settings)
        return target.read_bytes()

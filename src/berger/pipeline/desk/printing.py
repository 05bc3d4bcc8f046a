"""The papers the arbiter's page prints (:mod:`berger.pipeline.arbiter`): a
round's sheet, its pairing cards and the standings now, each the event's
output that says the desk prints it (see
:attr:`berger.pipeline.outputs.Output.prints`), as PDF."""

from __future__ import annotations

import tempfile
from pathlib import Path

from berger.core.scheduled import beyond_schedule
from berger.errors import InputError
from berger.messages import _
from berger.pipeline.desk.state import reading
from berger.pipeline.documents import make_output
from berger.pipeline.outputs import C, E, find_output, write_made
from berger.pipeline.variant import Variant


def print_round(variant: Variant[E, C], name: str, number: int) -> bytes:
    """The PDF that the event ``variant``'s output printed by the name
    ``name`` (``round-sheet``) makes for round ``number``.

    Raises:
        InputError: an unknown document or round, or standings before any
            result.
        Unreadable: the event's files do not read.
        OutputError: the PDF cannot be made.
    """
    output = find_output(variant.kind.outputs, prints=name)
    if output is None:
        raise InputError(_("no document {name!r}").format(name=name), field="document")
    total = len(variant.event.schedule.rounds)
    if not 1 <= number <= total:
        raise InputError(beyond_schedule(number, total), field="round")
    with reading():
        results = variant.results
    if output.needs_results and results is None:
        raise InputError(_("no results yet: the standings come with the first"))
    with reading():
        made, work = make_output(variant, output, rounds=[number])
    with tempfile.TemporaryDirectory(prefix="berger-print-") as folder:
        target = Path(folder) / f"{name}.pdf"
        write_made(made, target, work.settings)
        return target.read_bytes()

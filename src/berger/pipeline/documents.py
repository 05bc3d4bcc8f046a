"""Use cases: one output of the event, made on its own (``berger build``
makes them all): found by name in its kind's list, and made from what its
entry says it is made from (see :mod:`berger.pipeline.outputs`)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from berger.messages import _
from berger.pipeline.outputs import OUTCOMES, RESULTS, C, E, Made, Output, Work
from berger.pipeline.read import EventResults
from berger.pipeline.variant import Variant
from berger.render.press import Progress
from berger.render.printing import Page, write_document


def output_of(variant: Variant[E, C], name: str) -> Output[E, C]:
    """The output ``name`` of the event's kind (``cards.pdf``).

    Raises:
        KeyError: the kind has no such output.
    """
    for output in variant.kind.outputs:
        if output.name == name:
            return output
    raise KeyError(name)


def output_work(
    variant: Variant[E, C],
    output: Output[E, C],
    *,
    after_round: int | None = None,
    rounds: Sequence[int] | None = None,
    round_hints: bool = False,
    progress: Progress | None = None,
) -> Work[E, C]:
    """What ``output`` is made from: the results where it is made from them
    (required where it needs them), counted after ``after_round`` where it
    is made from the results counted.

    Raises:
        BergerError: no results for an output that needs them, bad results.
    """
    results: EventResults | None = None
    if output.needs_results:
        results = variant.require_results(other=_("a --blank crosstable"))
    elif output.made_from & {OUTCOMES, RESULTS}:
        results = variant.results
    return variant.work(
        results,
        after_round=after_round,
        count=RESULTS in output.made_from,
        rounds=rounds,
        round_hints=round_hints,
        progress=progress,
    )


def make_output(
    variant: Variant[E, C],
    name: str,
    *,
    after_round: int | None = None,
    rounds: Sequence[int] | None = None,
    round_hints: bool = False,
    progress: Progress | None = None,
) -> tuple[Made, Work[E, C]]:
    """The output ``name`` of the event made (a document is made only when
    printed), and what it was made from.

    Raises:
        KeyError: no such output.
        BergerError: as :func:`output_work`.
    """
    output = output_of(variant, name)
    work = output_work(
        variant,
        output,
        after_round=after_round,
        rounds=rounds,
        round_hints=round_hints,
        progress=progress,
    )
    return output.make(work), work


def write_output_document(
    variant: Variant[E, C],
    name: str,
    target: Path,
    *,
    after_round: int | None = None,
    round_hints: bool = False,
    progress: Progress | None = None,
) -> None:
    """Write the document ``name`` of the event (``cards.pdf``) to
    ``target`` (``.pdf`` or ``.html``), atomically. The round sheets take the
    results where there are any; the filled crosstable needs them (counted
    up to ``after_round``); the blank one shows each game's round in its
    cell with ``round_hints``.

    Raises:
        BergerError: no results for the filled crosstable, bad results, a
            broken template, an unknown suffix or an unwritable target.
    """
    made, work = make_output(
        variant,
        name,
        after_round=after_round,
        round_hints=round_hints,
        progress=progress,
    )
    assert isinstance(made, Page)
    write_document(target, made, work.settings)

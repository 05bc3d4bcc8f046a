"""Use cases: one output of the event, made on its own (``berger build``
makes them all): found in its kind's list (see
:mod:`berger.pipeline.outputs`), and made from what its entry says it is
made from."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from berger.errors import InputError
from berger.messages import _
from berger.pipeline.outputs import (
    OUTCOMES,
    RESULTS,
    C,
    E,
    Made,
    Output,
    Work,
    find_output,
    write_made,
)
from berger.pipeline.read import EventResults
from berger.pipeline.variant import Variant
from berger.render.press import Progress


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
    output: Output[E, C],
    *,
    after_round: int | None = None,
    rounds: Sequence[int] | None = None,
    round_hints: bool = False,
    progress: Progress | None = None,
) -> tuple[Made, Work[E, C]]:
    """The ``output`` of the event made (a document is made only when
    printed), and what it was made from.

    Raises:
        InputError: the event does not have it (``norms.pdf`` of an event
            without title norms).
        BergerError: as :func:`output_work`.
    """
    work = output_work(
        variant,
        output,
        after_round=after_round,
        rounds=rounds,
        round_hints=round_hints,
        progress=progress,
    )
    made = output.make(work)
    if made is None:
        raise InputError(
            _("this event has no {document}").format(document=output.name),
            path=variant.config.source,
        )
    return made, work


def write_output_document(
    variant: Variant[E, C],
    command: str,
    target: Path,
    *,
    after_round: int | None = None,
    round_hints: bool = False,
    progress: Progress | None = None,
) -> tuple[str, ...]:
    """Write the output the ``command`` writes alone (``cards``, ``crosstable
    --blank``, ``workbook``: see :attr:`Output.command`) to ``target`` (a
    document as ``.pdf`` or ``.html``), atomically; returns what the user
    should be told of it. The round sheets take the results where there are
    any; the filled crosstable needs them (counted up to ``after_round``);
    the blank one shows each game's round in its cell with
    ``round_hints``.

    Raises:
        KeyError: no output is written by ``command``.
        BergerError: no results for the filled crosstable, bad results, a
            broken template, an unknown suffix or an unwritable target.
    """
    output = find_output(variant.kind.outputs, command=command)
    if output is None:
        raise KeyError(command)
    made, work = make_output(
        variant,
        output,
        after_round=after_round,
        round_hints=round_hints,
        progress=progress,
    )
    return write_made(made, target, work.settings)

"""Why one entrant is above another level on points, in words
(``berger standings --explain``, the site's standings and entrants' pages)
and as JSON (``--explain --format json``): the sentences of the ties that
:func:`berger.core.explanation.explain_ties` finds.

A tie is one sentence, in the documents' words (the ``why_*`` labels):
"Kovalenko, Iryna above Bondarenko, Taras: Pts 3½ each; play-off 1 to ½ (by
the tie-breaks alone: DE (among ...) 1 each; SB 7.25 to 7.5)." Each criterion
that met them in turn, the last one the one that separated them; direct
encounter names the group its figures were worked out in when it is more
than the two; a team's direct encounter says the score of its figures, TBR
and BBE the boards. What formats a figure (the halves, the decimal comma)
is the caller's, so that a figure reads as in the table beside it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from berger.core.cuts import ARMAGEDDON, PLAYOFF
from berger.core.explanation import Step, Tie, Verdict
from berger.core.tiebreaks.registry import TIEBREAKS
from berger.core.tiebreaks.values import Value
from berger.formats.reports.points import format_points
from berger.formats.reports.standings import json_number
from berger.formats.reports.wording import ENGLISH, Wording

SCORES = {"points": "Pts", "match_points": "MP", "game_points": "GP"}
"""The scores an entrant is ranked on, with their short English names (the
labels ``<score>_short``)."""

Name = Callable[[int], str]
"""An entrant's name by pairing number."""
Figure = Callable[[str, Value], str]
"""A criterion's figure as text (criterion: a score's name or a tie-break
code)."""


def text_figure(criterion: str, value: Value) -> str:
    """A figure as the text tables write it: points with halves (``3½``),
    a tie-break's value in decimals (``7.25``).

    >>> from fractions import Fraction
    >>> text_figure("points", Fraction(7, 2)), text_figure("SB", Fraction(29, 4))
    ('3½', '7.25')
    """
    halves = criterion in SCORES or criterion == PLAYOFF
    return format_points(value, halves=halves)


def tie_sentence(tie: Tie, *, name: Name, figure: Figure, wording: Wording) -> str:
    """The sentence of ``tie``."""
    w = wording
    steps = "; ".join(
        step_text(step, name=name, figure=figure, wording=w) for step in tie.steps
    )
    if tie.chain:
        alone = "; ".join(
            step_text(step, name=name, figure=figure, wording=w) for step in tie.chain
        )
        by_chain = w.word("why_by_chain", "by the tie-breaks alone: {steps}")
        steps += f" ({by_chain.format(steps=alone)})"
    upper, lower = name(tie.upper), name(tie.lower)
    match tie.verdict:
        case Verdict.SHARED:
            text = w.word("why_shared", "{upper} and {lower} share the place: {steps}.")
        case Verdict.LOTS:
            text = w.word(
                "why_lots", "{upper} above {lower} by drawing of lots: {steps}."
            )
        case Verdict.STRUCK:
            text = w.word(
                "why_struck",
                "{upper} above {lower}, whose games are struck from the"
                " standings: {steps}.",
            )
        case _:
            text = w.word("why_above", "{upper} above {lower}: {steps}.")
    return text.format(upper=upper, lower=lower, steps=steps)


def step_text(step: Step, *, name: Name, figure: Figure, wording: Wording) -> str:
    """One criterion as it met the two: "SB 7.25 to 7", "DE 1 each"."""
    w = wording
    if step.criterion == ARMAGEDDON:
        return w.word("why_armageddon", "Armageddon game won")
    criterion = criterion_text(step, name=name, wording=w)
    if step.upper is None or step.lower is None:
        return w.word("why_none", "{criterion} not applicable").format(
            criterion=criterion
        )
    upper = figure(step.criterion, step.upper)
    lower = figure(step.criterion, step.lower)
    if step.split:
        text = w.word("why_split", "{criterion} {upper} to {lower}")
    elif step.upper == step.lower:
        text = w.word("why_level", "{criterion} {upper} each")
    else:
        # Level though the figures differ: games among them still to play.
        text = w.word(
            "why_level_open", "{criterion} {upper} and {lower}, not decided yet"
        )
    return text.format(criterion=criterion, upper=upper, lower=lower)


def criterion_text(step: Step, *, name: Name, wording: Wording) -> str:
    """A criterion's short name, with the group its figures were worked out
    in (more than the two), their score or the boards."""
    w = wording
    if step.criterion == PLAYOFF:
        text = w.word("why_playoff", "play-off")
    elif step.criterion in SCORES:
        text = w.score(step.criterion, SCORES[step.criterion])
    else:
        text = w.tiebreak(step.criterion)
    if step.score is not None:
        score = w.score(step.score, SCORES[step.score])
        text = w.word("why_in_score", "{criterion} ({score})").format(
            criterion=text, score=score
        )
    if step.board is not None:
        entry = TIEBREAKS.get(step.criterion)
        if entry is not None and entry.top_boards:
            board = w.word("why_boards", "{criterion} (boards 1–{board})")
        else:
            board = w.word("why_board", "{criterion} (board {board})")
        text = board.format(criterion=text, board=step.board)
    if step.place is not None:
        text = w.word("why_place", "{criterion} (against place {place})").format(
            criterion=text, place=step.place
        )
    if len(step.among) > 2:
        names = "; ".join(name(number) for number in step.among)
        text = w.word("why_among", "{criterion} (among {names})").format(
            criterion=text, names=names
        )
    return text


def ties_text(
    ties: Sequence[Tie], *, name: Name, figure: Figure, wording: Wording = ENGLISH
) -> str:
    """The text of ``berger standings --explain`` under the table: a heading
    and a sentence a tie (a line saying there is none where none is)."""
    w = wording
    lines = [w.word("why_heading", "How places level on points were decided")]
    lines += [
        tie_sentence(tie, name=name, figure=figure, wording=w) for tie in ties
    ] or [w.word("why_no_ties", "No two are level on points.")]
    return "\n".join(lines) + "\n"


def ties_json(ties: Sequence[Tie]) -> list[dict[str, Any]]:
    """``--explain`` in JSON: each tie with its criteria's figures (numbers
    as in the standings' JSON)."""
    return [
        {
            "place": tie.place,
            "upper": tie.upper,
            "lower": tie.lower,
            "verdict": tie.verdict.value,
            "steps": [_step_json(step) for step in tie.steps],
            **(
                {"chain": [_step_json(step) for step in tie.chain]} if tie.chain else {}
            ),
        }
        for tie in ties
    ]


def _step_json(step: Step) -> dict[str, Any]:
    found: dict[str, Any] = {
        "criterion": step.criterion,
        "upper": json_number(step.upper),
        "lower": json_number(step.lower),
        "split": step.split,
    }
    if step.among:
        found["among"] = list(step.among)
    if step.score is not None:
        found["score"] = step.score
    if step.board is not None:
        found["board"] = step.board
    return found


def with_ties_json(document: str, ties: Sequence[Tie]) -> str:
    """The standings' JSON ``document`` with the ties explained in its
    ``explain`` key."""
    data = json.loads(document)
    data["explain"] = ties_json(ties)
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

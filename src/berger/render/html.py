"""Jinja2 HTML rendering: the template search path, filters and labels.

Every template is autoescaped (names are text, never markup) and strict
about undefined names. A ``--templates`` folder comes before the built-ins:
the same file name wins.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import re
from collections.abc import Collection, Mapping, Sequence
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from berger.core.crosstable import Cell, Score
from berger.core.model import Outcome
from berger.errors import TemplateError
from berger.formats.reports.norms import NormCell, Note, cell_parts
from berger.formats.reports.pending import short_day
from berger.formats.reports.points import format_change
from berger.formats.reports.ties import SCORES, tie_sentence
from berger.formats.reports.wording import Wording
from berger.messages import _
from berger.render import templates_dir, views
from berger.render.formatting import (
    MINUS,
    format_dates,
    format_day,
    format_number,
    format_outcome,
    format_percent,
)
from berger.render.geometry import page
from berger.render.geometry.fitting import NAME_STEPS, NameBox
from berger.render.labels import Labels, fill, forget_labels, load_labels
from berger.render.norms import note_text
from berger.render.pending import PendingView, pending_text
from berger.render.qr import qr_svg
from berger.render.tables import MatchCell, MicroCell, TieView
from berger.render.words import Words

TEMPLATES_ENV = "BERGER_TEMPLATES"
"""Environment variable naming an override templates folder."""

DRAUGHTS_SUFFIX = "_draughts"
"""A label key with this suffix replaces the plain key in draughts events."""


def template_dirs(override: Path | None = None) -> tuple[Path, ...]:
    """The search path: ``override`` (or ``$BERGER_TEMPLATES``), then the built-ins.

    Raises:
        TemplateError: the override folder does not exist.
    """
    if override is None and os.environ.get(TEMPLATES_ENV):
        override = Path(os.environ[TEMPLATES_ENV])
    if override is None:
        return (templates_dir(),)
    if not override.is_dir():
        raise TemplateError(
            _("{path}: templates folder not found").format(path=override)
        )
    return (override, templates_dir())


def templates_digest(
    dirs: Sequence[Path],
    *,
    within: Collection[str] | None = None,
    but: Collection[str] = (),
) -> str:
    """A digest of the files of the template folders ``dirs``: of those under
    the sub-folders ``within`` (every file when None), less those under the
    sub-folders ``but``. Per file name, the bytes of each folder's file of
    that name, in search order: equal digests, the same templates, labels and
    fonts found (a folder with none of them adds nothing).

    Raises:
        TemplateError: a templates folder cannot be read.
    """
    found: dict[str, list[bytes]] = {}
    try:
        for folder in dirs:
            for path in sorted(folder.rglob("*")):
                name = path.relative_to(folder)
                top = name.parts[0]
                if (within is not None and top not in within) or top in but:
                    continue
                if path.is_file():
                    content = hashlib.sha256(path.read_bytes()).digest()
                    found.setdefault(name.as_posix(), []).append(content)
    except OSError as exc:
        raise TemplateError(
            _("cannot read the templates: {reason}").format(reason=exc)
        ) from exc
    digest = hashlib.sha256()
    for key in sorted(found):
        digest.update(f"{key}\0{len(found[key])}\0".encode())
        digest.update(b"".join(found[key]))
    return digest.hexdigest()


def forget_templates(digest: str) -> None:
    """Read the templates and labels afresh from now on, unless ``digest``
    (of the template folders' files, see :func:`templates_digest`) is the
    one given when they were last forgotten: a long-running process whose
    template folders changed (a new override file, an edited label
    catalogue) reads them again, and one that writes many sites from the
    same templates (a test run, a live site's groups) compiles them once."""
    if _forgotten_at.get("digest") == digest:
        return
    make_environment.cache_clear()
    forget_labels()
    _forgotten_at["digest"] = digest


_forgotten_at: dict[str, str] = {}
"""The digest given when the templates were last forgotten (none yet: never)."""


@cache
def make_environment(dirs: tuple[Path, ...]) -> jinja2.Environment:
    """A Jinja environment over ``dirs`` (first wins), autoescaped and strict."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader([str(d) for d in dirs]),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(
        num=_num,
        day=_day,
        pending=_pending,
        short_day=_short_day,
        dates=_dates,
        fill=fill,
        css_string=css_string,
        mm=page.mm,
        page_counter=page_counter,
        outcome=_outcome,
        tiebreak=_tiebreak,
        score=_score,
        percent=_percent,
        norm_cell=_norm_cell,
        norm_note=_norm_note,
        signed=_signed,
        name_step=name_step,
        qr=qr_svg,
        why=_why,
    )
    return env


def game_labels(labels: Labels, game: str) -> Labels:
    """``labels`` with the ``*_draughts`` keys laid over the plain ones for draughts."""
    if game != "draughts":
        return labels
    table = dict(labels)
    for key, value in labels.items():
        if key.endswith(DRAUGHTS_SUFFIX):
            table[key.removesuffix(DRAUGHTS_SUFFIX)] = value
    return Labels(labels.language, table)


def page_labels(language: str, dirs: Sequence[Path], game: str) -> Labels:
    """The labels a page of ``game`` in ``language`` takes, from the
    templates' search path ``dirs`` (the override's first).

    Raises:
        TemplateError: a label catalogue missing or broken.
    """
    overrides = dirs[0] if len(dirs) > 1 else None
    return game_labels(load_labels(language, overrides), game)


def render_html(
    name: str,
    context: Mapping[str, Any],
    *,
    language: str,
    game: str,
    paper: str,
    dirs: Sequence[Path],
    pdf: bool,
) -> str:
    """Render the template ``name`` with the language's labels, the paper and
    the page margins (``paper``, ``page_margins``: the print CSS reads them).

    ``pdf`` chooses between the print page (fonts loaded from the templates
    folder) and the standalone web page (CSS inline, system fonts, nothing
    fetched).

    Raises:
        TemplateError: a missing or broken template, or a missing label.
    """
    dirs = tuple(dirs)
    labels = page_labels(language, dirs, game)
    env = make_environment(dirs)
    try:
        template = env.get_template(name)
        return template.render(
            **context,
            t=labels,
            lang=language,
            paper=page.PAPERS[paper],
            page_margins=page.PAGE_MARGINS,
            name_steps=NAME_STEPS,
            pdf=pdf,
        )
    except jinja2.TemplateSyntaxError as exc:
        where = f"{exc.filename or exc.name}:{exc.lineno}"
        raise TemplateError(f"{where}: {exc.message}") from exc
    except jinja2.TemplateNotFound as exc:
        raise TemplateError(
            _("template {name!r} not found").format(name=exc.name)
        ) from exc
    except jinja2.TemplateError as exc:
        raise TemplateError(f"{name}: {exc.message}") from exc


@jinja2.pass_context
def _num(
    context: jinja2.runtime.Context,
    value: Fraction | int | None,
    decimal: bool = False,
) -> str:
    return format_number(value, context["lang"], decimal=decimal)


@jinja2.pass_context
def _percent(context: jinja2.runtime.Context, value: Fraction | None) -> str:
    return format_percent(value, context["lang"])


@jinja2.pass_context
def _day(context: jinja2.runtime.Context, value: dt.date | dt.datetime) -> str:
    return format_day(value, context["lang"])


@jinja2.pass_context
def _pending(context: jinja2.runtime.Context, game: PendingView) -> str:
    return pending_text(game, context["t"], context["lang"])


@jinja2.pass_context
def _short_day(context: jinja2.runtime.Context, value: dt.date) -> str:
    return short_day(value, context["lang"])


@jinja2.pass_context
def _dates(context: jinja2.runtime.Context, header: Any) -> str:
    return format_dates(header.start, header.end, context["lang"])


@jinja2.pass_context
def _outcome(context: jinja2.runtime.Context, value: Outcome) -> str:
    return format_outcome(value, context["scoring"], context["header"].game)


@jinja2.pass_context
def _score(
    context: jinja2.runtime.Context, cell: Cell | MatchCell | MicroCell | None
) -> str:
    """A game in a crosstable cell: its points, ``+`` / ``−`` for forfeits,
    in brackets when struck, blank while pending; a team event's match: its
    game points from the row team's side (``2½–1½``), blank while not
    decided; a micro-match: its game points from the row player's side
    (``3–1``), ``*`` after them while it is not finished."""
    if cell is None:
        return ""
    if isinstance(cell, MicroCell):
        own, other = (
            format_number(points, context["lang"])
            for points in (cell.game_points, cell.opponent_points)
        )
        return f"{own}–{other}" + ("" if cell.finished else "*")
    if isinstance(cell, MatchCell):
        own, other = (
            format_number(points, context["lang"])
            for points in (cell.game_points, cell.opponent_points)
        )
        return f"{own}–{other}"
    if cell.score is Score.FORFEIT_WIN:
        text = "+"
    elif cell.score is Score.FORFEIT_LOSS:
        text = MINUS
    elif cell.points is None:
        return ""
    else:
        text = format_number(cell.points, context["lang"])
    return f"({text})" if cell.struck else text


@jinja2.pass_context
def _tiebreak(
    context: jinja2.runtime.Context,
    code: str,
    long: bool = False,
    words: Words | None = None,
) -> str:
    """A tiebreak's short (column) or long (legend) label, as the ``words``
    of the event's kind label it (see :meth:`~berger.render.words.Words.tiebreak`):
    by default the page's, else those given, where the page shows several
    events' (the hall screen of an event with groups)."""
    kind: Words = context["words"] if words is None else words
    return kind.tiebreak(context["t"], code, long=long, scoring=context["scoring"])


@jinja2.pass_context
def _why(context: jinja2.runtime.Context, line: TieView) -> str:
    """The sentence of a tie of the standings (see
    :mod:`berger.formats.reports.ties`) in the page's words: the tie-breaks
    as the page's columns head them, the figures as its cells write them."""
    labels: Labels = context["t"]
    kind: Words = context["words"]
    tie = line.tie
    codes = {step.criterion for step in (*tie.steps, *tie.chain)}
    wording = Wording(
        labels,
        {
            code: kind.tiebreak(labels, code, long=False, scoring=context["scoring"])
            for code in codes
            if code in line.decimals
        },
        kind.score_labels(labels),
    )

    def figure(criterion: str, value: Fraction | int | None) -> str:
        decimal = criterion not in SCORES and line.decimals.get(criterion, False)
        return format_number(value, context["lang"], decimal=decimal)

    return tie_sentence(
        tie, name=line.names.__getitem__, figure=figure, wording=wording
    )


def _signed(value: int | None) -> str:
    """A rating change with its sign, the true minus for a loss."""
    return format_change(value, minus=MINUS)


@jinja2.pass_context
def _norm_cell(context: jinja2.runtime.Context, cell: NormCell) -> tuple[str, str]:
    """A cell of the norms table in two parts: ``7/9 +3/4`` or ``7/9 ✓``, and
    a made norm's performance and extra games, ``2604 +1``."""
    return cell_parts(cell, language=context["lang"])


@jinja2.pass_context
def _norm_note(context: jinja2.runtime.Context, note: Note) -> str:
    """A note of the norms table in the document's language."""
    label, values = note_text(note, context["t"], context["lang"])
    return fill(label, **values)


def name_step(player: views.PlayerView, box: NameBox) -> str:
    """The classes of ``player``'s name in ``box``: ``whole-name``, and
    ``step-1`` or ``step-2`` when it is set smaller
    (:func:`berger.render.views.name_fit`)."""
    step = views.name_fit(player, box).step
    return f"whole-name step-{step}" if step else "whole-name"


def css_string(text: object) -> Markup:
    """``text`` as a quoted CSS string that nothing can break out of.

    >>> str(css_string('a "b" </style>'))
    '"a \\\\22 b\\\\22  \\\\3c \\\\2f style\\\\3e "'
    """
    plain = text.unescape() if isinstance(text, Markup) else str(text)
    escaped = "".join(
        ch if ch.isalnum() or ch in " .,:;-–·№()" else f"\\{ord(ch):x} "
        for ch in re.sub(r"\s+", " ", plain)
    )
    return Markup(f'"{escaped}"')


def page_counter(label: str, running: bool = False) -> Markup:
    """CSS ``content`` for a "Page {page} of {pages}" label.

    With ``running`` the whole text comes from the ``pageno`` string that the
    document sets itself (documents printed in parts number their own pages).

    >>> str(page_counter("Page {page} of {pages}"))
    '"Page " counter(page) " of " counter(pages)'
    """
    if running:
        return Markup("string(pageno)")
    pieces: list[str] = []
    rest = label
    while rest:
        head, brace, tail = rest.partition("{")
        if head:
            pieces.append(css_string(head))
        if not brace:
            break
        name, _brace, rest = tail.partition("}")
        if name not in ("page", "pages"):
            raise TemplateError(
                _("label {label!r}: unknown placeholder {{{name}}}").format(
                    label=label, name=name
                )
            )
        pieces.append(f"counter({name})")
    return Markup(" ".join(pieces))

"""Rendering a planned site: the HTML of its pages, the digests that tell
which pages changed, and the static files every site carries."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

from berger import __version__
from berger.core.crosstable import Score
from berger.core.schedule import Color
from berger.errors import TemplateError
from berger.formats.event.output import PaperSize
from berger.formats.files.manifest import digest
from berger.messages import _
from berger.render import html
from berger.render.html import render_html
from berger.render.site.calendars import CALENDAR, calendar_text
from berger.render.site.plan import Plan

SITE_TEMPLATES = "site"
"""Folder of the site's templates and static files inside a templates folder."""
STATIC_FILES = ("site.css", "site.js", "favicon.svg")
"""Files of ``templates/site/`` copied as they are to the site's root."""
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt")
"""Files of ``templates/fonts/`` copied to the site's ``fonts/``."""
WEB_PAPER = PaperSize.A4
"""The paper size the renderer asks for; only the print templates use it."""
TOP_PAGES = (
    "index.html",
    "rounds.html",
    "standings.html",
    "crosstable.html",
    "players.html",
    "prizes.html",
    "screen.html",
)
"""The pages at the top of a site of one table (the prize list's for an
event with ``[[prizes]]``)."""
TOP_NAMES = (*TOP_PAGES, *STATIC_FILES, "fonts")
OWN_FILES: Mapping[str, Callable[[object], str]] = {CALENDAR: calendar_text}
"""The files of a site written by a function of their view, not a
template: the calendars."""
"""Names at the top of a site that no group's folder may take."""


def page_digest(plan: Plan, path: str) -> str:
    """A digest of everything page ``path`` shows: equal digests, equal pages
    (for the same templates, see :func:`templates_digest`)."""
    known = plan.digests.get(path)
    if known is None:
        spec = plan.pages[path]
        known = digest(path, spec, plan.chrome)
        plan.digests[path] = known
    return known


def page_count(plan: Plan) -> int:
    """The pages of ``plan``: its files but those written without a template
    (the calendar files, :data:`OWN_FILES`)."""
    return sum(1 for spec in plan.pages.values() if spec.template not in OWN_FILES)


def templates_digest(dirs: Sequence[Path], language: str) -> str:
    """A digest of the site's templates, static files, fonts and labels (and
    berger's version and the language): when it changes, every page must be
    rendered again.

    Raises:
        TemplateError: a templates folder cannot be read.
    """
    files = html.templates_digest(dirs, within=(SITE_TEMPLATES, "fonts", "locales"))
    return digest(__version__, str(language), files)


def render_pages(plan: Plan, paths: Iterable[str]) -> dict[str, str]:
    """The text of the pages ``paths`` of ``plan``: the HTML of each, the
    iCalendar text of a calendar file (:data:`OWN_FILES`).

    Raises:
        TemplateError: a missing or broken template, or a missing label.
    """
    chrome = plan.chrome
    # A group's pages lie one folder below the site's top, where the files
    # every page uses are.
    below = chrome.event is not None and chrome.event.group is not None
    paths = tuple(paths)
    own = {
        path: OWN_FILES[plan.pages[path].template](plan.pages[path].view)
        for path in paths
        if plan.pages[path].template in OWN_FILES
    }
    return own | {
        path: render_html(
            f"{SITE_TEMPLATES}/{plan.pages[path].template}",
            {
                "page": plan.pages[path].view,
                "chrome": chrome,
                "header": chrome.header,
                "scoring": chrome.scoring,
                "root": "../" * plan.pages[path].depth,
                "top": "../" * (plan.pages[path].depth + below),
                "path": path,
                "Color": Color,
                "Score": Score,
                "words": chrome.words,
            },
            language=chrome.language,
            game=chrome.header.game,
            paper=WEB_PAPER,
            dirs=plan.dirs,
            pdf=False,
        )
        for path in paths
        if path not in own
    }


def site_assets(dirs: Sequence[Path]) -> dict[str, bytes]:
    """The static files of a site by relative path: the style sheet, the
    script and the icon from ``site/``, the fonts and their licence from
    ``fonts/`` (the first folder of the search path that has each wins).

    Raises:
        TemplateError: a file is missing from every folder.
    """
    wanted = [(f"{SITE_TEMPLATES}/{name}", name) for name in STATIC_FILES] + [
        (f"fonts/{name}", f"fonts/{name}") for name in FONT_FILES
    ]
    out = {}
    for source, target in wanted:
        for folder in dirs:
            path = folder / source
            if path.is_file():
                try:
                    out[target] = path.read_bytes()
                except OSError as exc:
                    raise TemplateError(
                        _("{path}: cannot read: {reason}").format(path=path, reason=exc)
                    ) from exc
                break
        else:
            raise TemplateError(
                _("template file {name!r} not found").format(name=source)
            )
    return out

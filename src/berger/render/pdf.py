"""HTML to PDF with WeasyPrint, offline and reproducible: one page, printed
here (the press, :mod:`berger.render.press`, prints many on worker processes).

WeasyPrint is imported inside the functions, so the command line starts fast.
The URL fetcher serves files from the template folders and nothing else: a
name like ``<img src=http://...>`` is text anyway, and a template that asks
for the network gets nothing.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import gc
import os
import re
import warnings
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from berger.errors import OutputError
from berger.messages import _


def document_date(start: dt.date | None) -> dt.datetime:
    """The creation date stamped into every PDF: ``SOURCE_DATE_EPOCH`` when set,
    else the event's first day, else 1 January 2000. Never the clock, so the
    same input gives the same bytes.
    """
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isascii() and epoch.isdecimal():
        return dt.datetime.fromtimestamp(int(epoch), tz=dt.UTC).replace(tzinfo=None)
    return dt.datetime.combine(start or dt.date(2000, 1, 1), dt.time())


def load_weasyprint() -> Any:
    """Import WeasyPrint, quietly: its import warns about optional system
    libraries (HarfBuzz-Subset), which is no news for the user.

    Raises:
        OutputError: WeasyPrint or its Pango library is missing.
    """
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            import weasyprint
    except (ImportError, OSError) as exc:
        raise OutputError(
            _("PDF output needs WeasyPrint and the Pango library (see README: Set up)")
        ) from exc
    return weasyprint


def _fetcher(dirs: Sequence[Path]) -> Any:
    from weasyprint.urls import URLFetcher

    roots = tuple(d.resolve() for d in dirs)

    class FolderFetcher(URLFetcher):  # type: ignore[misc]
        """Serves ``file:`` URLs inside the template folders; refuses the rest."""

        def fetch(self, url: str, headers: Any = None) -> Any:
            from urllib.parse import unquote, urlsplit

            parts = urlsplit(url)
            if parts.scheme != "file":
                raise ValueError(f"refused to fetch {url!r}: only template files")
            path = Path(unquote(parts.path)).resolve()
            if not any(path.is_relative_to(root) for root in roots):
                raise ValueError(f"refused to fetch {url!r}: outside the templates")
            return super().fetch(url, headers)

    return FolderFetcher(allowed_protocols=("file",), timeout=1)


@contextlib.contextmanager
def _fixed_clock(created: dt.datetime) -> Iterator[None]:
    """Font subsetting stamps the clock into each font unless
    ``SOURCE_DATE_EPOCH`` is set: set it to the document's date meanwhile."""
    if os.environ.get("SOURCE_DATE_EPOCH"):
        yield
        return
    os.environ["SOURCE_DATE_EPOCH"] = str(
        int(created.replace(tzinfo=dt.UTC).timestamp())
    )
    try:
        yield
    finally:
        del os.environ["SOURCE_DATE_EPOCH"]


@contextlib.contextmanager
def _collect_once() -> Iterator[None]:
    """WeasyPrint makes a great many objects that point at each other; the
    cycle collector, run every few hundred of them, costs a tenth of the
    printing time. Off while printing, then one collection of the youngest
    generation, where everything made meanwhile stays while the collector is
    off: the rest of the heap (a big one in a long-lived process, or in a
    worker forked from one) is not walked again."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
        gc.collect(0)


STYLE = re.compile(r"<style(?: id=\"[a-z-]+\")?>(.*?)</style>", re.DOTALL)
"""A style element of a printed page, and its style sheet."""

FONTS_SHEET = "css/fonts.css"
"""The style sheet every printed page of berger starts with, the bundled fonts
(in a style element of its own, see ``base.html``; the print rules come next,
made from a template)."""


@dataclass(frozen=True, slots=True)
class _Styles:
    """What the pages printed while a press runs share: the fonts, and each
    style sheet parsed once."""

    fonts: Any
    """WeasyPrint's font configuration, the fonts loaded into it."""
    sheets: dict[str, Any]
    """Each style sheet met so far, by its text, parsed."""


_shared: dict[tuple[Path, ...], _Styles] = {}
"""The styles of the press running over each set of template folders (see
:func:`shared_styles`)."""


@contextlib.contextmanager
def shared_styles(dirs: Sequence[Path]) -> Iterator[None]:
    """Parse each style sheet of the pages printed while the block runs once
    in each process that prints them, here or on the workers forked
    meanwhile: the fonts now, before the workers start, loaded once for all;
    any other sheet (the print rules, a page's own sizes) when it first
    comes. WeasyPrint would parse every sheet of every page again, a third
    of the time of a small page, and load the fonts again. The copies of the
    fonts that WeasyPrint keeps in a temporary folder are this process's:
    removed when the block ends (a stop too), never left by a worker that is
    killed.

    Raises:
        OutputError: WeasyPrint or its Pango library is missing.
    """
    dirs = tuple(dirs)
    if dirs in _shared:
        yield
        return
    load_weasyprint()
    from weasyprint.text.fonts import FontConfiguration

    styles = _Styles(FontConfiguration(), {})
    fonts = next((d / FONTS_SHEET for d in dirs if (d / FONTS_SHEET).is_file()), None)
    if fonts is not None:
        _parsed(fonts.read_text("utf-8").strip(), dirs, styles)
    _shared[dirs] = styles
    try:
        yield
    finally:
        del _shared[dirs]


def _parsed(text: str, dirs: tuple[Path, ...], styles: _Styles) -> Any:
    """The style sheet ``text`` parsed, its fonts loaded into the styles'."""
    sheet = styles.sheets.get(text)
    if sheet is None:
        sheet = load_weasyprint().CSS(
            string=text,
            base_url=_base(dirs),
            url_fetcher=_fetcher(dirs),
            font_config=styles.fonts,
        )
        styles.sheets[text] = sheet
    return sheet


def _base(dirs: Sequence[Path]) -> str:
    """The URL relative ones resolve against: the built-in templates folder
    (the last of ``dirs``)."""
    return dirs[-1].resolve().as_uri() + "/"


def render_pdf(html: str, dirs: tuple[Path, ...], created: dt.datetime) -> bytes:
    """Print ``html`` to PDF; relative URLs resolve in the built-in templates
    folder (the last of ``dirs``); ``created`` stands in for the clock.

    The page's style sheets are handed to WeasyPrint parsed, in their order
    (see :func:`shared_styles`), their style elements left empty: the same
    page, the same cascade among the sheets, and the same rule for a style
    attribute, which still wins over every sheet.

    Raises:
        OutputError: WeasyPrint or its Pango library is missing.
    """
    weasyprint = load_weasyprint()
    from weasyprint.text.fonts import FontConfiguration

    dirs = tuple(dirs)
    styles = _shared.get(dirs) or _Styles(FontConfiguration(), {})
    with _fixed_clock(created), _collect_once():
        sheets = [_parsed(t.strip(), dirs, styles) for t in STYLE.findall(html)]
        result = weasyprint.HTML(
            string=STYLE.sub("<style></style>", html),
            base_url=_base(dirs),
            url_fetcher=_fetcher(dirs),
        ).write_pdf(stylesheets=sheets, font_config=styles.fonts)
    assert isinstance(result, bytes)
    return result


def not_a_document(target: Path) -> OutputError:
    """The error of a document asked for under a name that ends in neither
    ``.pdf`` nor ``.html``."""
    return OutputError(
        _("{path}: the output must end in .pdf or .html").format(path=target)
    )

"""HTML to PDF with WeasyPrint, offline and reproducible.

WeasyPrint is imported inside the functions, so the command line starts fast.
The URL fetcher serves files from the template folders and nothing else: a
name like ``<img src=http://...>`` is text anyway, and a template that asks
for the network gets nothing.
"""

from __future__ import annotations

import datetime as dt
import io
import os
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_all_start_methods, get_context
from pathlib import Path
from typing import Any

from berger.errors import OutputError

WORKERS = 2
"""Processes for big documents rendered in parts."""


def document_date(start: dt.date | None) -> dt.datetime:
    """The creation date stamped into every PDF: ``SOURCE_DATE_EPOCH`` when set,
    else the event's first day, else 1 January 2000. Never the clock, so the
    same input gives the same bytes.
    """
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return dt.datetime.fromtimestamp(int(epoch), tz=dt.UTC).replace(tzinfo=None)
    return dt.datetime.combine(start or dt.date(2000, 1, 1), dt.time())


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


def render_pdf(html: str, dirs: Sequence[Path]) -> bytes:
    """Print ``html`` to PDF; relative URLs resolve in the first template folder
    that is the built-in one (the last of ``dirs``).

    Raises:
        OutputError: WeasyPrint or its Pango library is missing.
    """
    try:
        from weasyprint import HTML
    except (ImportError, OSError) as exc:
        raise OutputError(
            "PDF output needs WeasyPrint and the Pango library (see README: Set up)"
        ) from exc
    base = dirs[-1].resolve().as_uri() + "/"
    document = HTML(string=html, base_url=base, url_fetcher=_fetcher(dirs))
    result = document.write_pdf(pdf_identifier=b"berger", uncompressed_pdf=False)
    assert isinstance(result, bytes)
    return result


def _render_part(args: tuple[str, tuple[Path, ...]]) -> bytes:
    html, dirs = args
    return render_pdf(html, dirs)


def render_parts(
    parts: Iterable[str],
    dirs: Sequence[Path],
    *,
    workers: int = WORKERS,
    progress: Callable[[int], None] | None = None,
) -> bytes:
    """Print each HTML part to PDF (in ``workers`` processes) and join the pages.

    Raises:
        OutputError: WeasyPrint is missing or the parts cannot be joined.
    """
    from pypdf import PdfWriter

    jobs = [(html, tuple(dirs)) for html in parts]
    if workers <= 1 or len(jobs) <= 1:
        pdfs = []
        for job in jobs:
            pdfs.append(_render_part(job))
            if progress:
                progress(1)
    else:
        method = "fork" if "fork" in get_all_start_methods() else "spawn"
        with ProcessPoolExecutor(workers, mp_context=get_context(method)) as pool:
            pdfs = []
            for pdf in pool.map(_render_part, jobs):
                pdfs.append(pdf)
                if progress:
                    progress(1)
    if len(pdfs) == 1:
        return pdfs[0]
    writer = PdfWriter()
    for pdf in pdfs:
        writer.append(io.BytesIO(pdf))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()

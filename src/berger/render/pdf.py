"""HTML to PDF with WeasyPrint, offline and reproducible.

WeasyPrint is imported inside the functions, so the command line starts fast.
The URL fetcher serves files from the template folders and nothing else: a
name like ``<img src=http://...>`` is text anyway, and a template that asks
for the network gets nothing.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import gc
import io
import os
import warnings
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from multiprocessing import get_all_start_methods, get_context
from pathlib import Path
from typing import Any, cast

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
            "PDF output needs WeasyPrint and the Pango library (see README: Set up)"
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
    printing time. Off while printing, one collection after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
        gc.collect()


def render_pdf(html: str, dirs: Sequence[Path], created: dt.datetime) -> bytes:
    """Print ``html`` to PDF; relative URLs resolve in the built-in templates
    folder (the last of ``dirs``); ``created`` stands in for the clock.

    Raises:
        OutputError: WeasyPrint or its Pango library is missing.
    """
    html_class = load_weasyprint().HTML
    base = dirs[-1].resolve().as_uri() + "/"
    with _fixed_clock(created), _collect_once():
        result = html_class(
            string=html, base_url=base, url_fetcher=_fetcher(dirs)
        ).write_pdf()
    assert isinstance(result, bytes)
    return result


def _render_part(args: tuple[str, tuple[Path, ...], dt.datetime]) -> bytes:
    return render_pdf(*args)


class Printer:
    """Prints HTML pages to PDF in ``workers`` processes, started on entering
    (before the pages exist, so the workers start small and the pages are
    written while the first ones print). Parts print in the order submitted.
    """

    def __init__(
        self, dirs: Sequence[Path], created: dt.datetime, *, workers: int = WORKERS
    ) -> None:
        self._dirs = tuple(dirs)
        self._created = created
        self._workers = workers
        self._pool: ProcessPoolExecutor | None = None

    def __enter__(self) -> Printer:
        """Start the workers.

        Raises:
            OutputError: WeasyPrint or its Pango library is missing.
        """
        load_weasyprint()  # once here, shared by the forked workers
        if self._workers > 1:
            method = "fork" if "fork" in get_all_start_methods() else "spawn"
            self._pool = ProcessPoolExecutor(
                self._workers, mp_context=get_context(method)
            )
            self._pool.submit(os.getpid)  # starts the workers now
        return self

    def __exit__(self, kind: object, *_: object) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=kind is not None)

    def submit(self, html: str) -> Future[bytes]:
        """Print ``html`` (on a worker, or here and now with one worker).

        Raises:
            OutputError: WeasyPrint or its Pango library is missing.
        """
        job = (html, self._dirs, self._created)
        if self._pool is not None:
            return self._pool.submit(_render_part, job)
        done: Future[bytes] = Future()
        done.set_result(_render_part(job))
        return done


def join_pdfs(
    pdfs: Sequence[bytes],
    *,
    underlay: bytes | None = None,
    layers: Sequence[int] = (),
) -> bytes:
    """The pages of ``pdfs`` in order as one PDF.

    With ``underlay``, page ``i`` gets page ``layers[i]`` of ``underlay``
    drawn beneath it, as a form shared by every page that uses it (the
    pairing cards print their frame once this way).
    """
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import (
        ArrayObject,
        DecodedStreamObject,
        DictionaryObject,
        NameObject,
    )

    if len(pdfs) == 1 and underlay is None:
        return pdfs[0]
    writer = PdfWriter()
    for pdf in pdfs:
        reader = PdfReader(io.BytesIO(pdf))
        if not len(writer.pages) and reader.metadata:
            writer.add_metadata(dict(reader.metadata))
        writer.append(reader)
    if underlay is not None:
        forms = []
        for page in PdfReader(io.BytesIO(underlay)).pages:
            form = DecodedStreamObject()
            form.set_data(page.get_contents().get_data())  # type: ignore[union-attr]
            form.update(
                {
                    NameObject("/Type"): NameObject("/XObject"),
                    NameObject("/Subtype"): NameObject("/Form"),
                    NameObject("/BBox"): page.mediabox,
                    NameObject("/Resources"): page["/Resources"].clone(writer),
                }
            )
            forms.append(writer._add_object(form.flate_encode()))
        calls = []
        for layer in range(len(forms)):
            stream = DecodedStreamObject()
            stream.set_data(f"q /BergerFrame{layer} Do Q\n".encode())
            calls.append(writer._add_object(stream))
        for page, layer in zip(writer.pages, layers, strict=True):
            resources = cast(DictionaryObject, page["/Resources"].get_object())
            found = resources.get("/XObject")
            names = (
                DictionaryObject()
                if found is None
                else cast(DictionaryObject, found.get_object())
            )
            names[NameObject(f"/BergerFrame{layer}")] = forms[layer]
            resources[NameObject("/XObject")] = names
            contents = page["/Contents"]
            old = contents if isinstance(contents, ArrayObject) else [contents]
            page[NameObject("/Contents")] = ArrayObject([calls[layer], *old])
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()

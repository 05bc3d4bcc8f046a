"""The print press: PDFs printed in parts on worker processes, then joined.

A :class:`PdfJob` is a PDF to print: its HTML parts and how the printed parts
become the file. The :class:`Press` starts the workers (a :class:`Printer`),
prints the parts of every job added, and writes each PDF atomically, in the
order asked, as soon as its parts are done. It knows nothing of templates or
documents: what to print comes in as HTML.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import io
import os
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_all_start_methods, get_context
from pathlib import Path
from typing import Any, Protocol, cast

from berger import lifetime, messages
from berger.formats.files.atomic import write_bytes
from berger.render.pdf import load_weasyprint, render_pdf, shared_styles

WORKERS = 2
"""Processes for big documents rendered in parts."""

Progress = Callable[[int, int], None]
"""Called with (parts done, parts in all) while a long document prints."""


def _worker_started(parent: int, language: str) -> None:
    """Set up a worker: as :func:`berger.lifetime.worker_started`, and
    speaking its parent's language (a spawned worker starts in English)."""
    lifetime.worker_started(parent)
    messages.install(language)


def _render_part(args: tuple[str, tuple[Path, ...], dt.datetime]) -> bytes:
    return render_pdf(*args)


class Printer:
    """Prints HTML pages to PDF in ``workers`` processes, started on entering
    (before the pages exist, so the workers start small and the pages are
    written while the first ones print). Parts print in the order submitted.

    The workers are registered with :mod:`berger.lifetime`: a stop signal
    kills them at once, and each ends itself if this process dies.
    """

    def __init__(
        self, dirs: Sequence[Path], created: dt.datetime, *, workers: int = WORKERS
    ) -> None:
        self._dirs = tuple(dirs)
        self._created = created
        self._workers = workers
        self._pool: ProcessPoolExecutor | None = None
        self._registered = contextlib.ExitStack()

    def __enter__(self) -> Printer:
        """Start the workers.

        Raises:
            OutputError: WeasyPrint or its Pango library is missing.
        """
        load_weasyprint()  # once here, shared by the forked workers
        # So are the fonts and the parsed style sheets; the folder of the
        # fonts' copies is this process's.
        self._registered.enter_context(shared_styles(self._dirs))
        if self._workers > 1:
            method = "fork" if "fork" in get_all_start_methods() else "spawn"
            self._pool = ProcessPoolExecutor(
                self._workers,
                mp_context=get_context(method),
                initializer=_worker_started,
                initargs=(os.getpid(), messages.language()),
            )
            self._registered.enter_context(lifetime.workers(self._kill))
            self._pool.submit(os.getpid)  # starts the workers now
        return self

    def __exit__(self, kind: object, *_: object) -> None:
        with self._registered:
            if self._pool is not None:
                self._pool.shutdown(cancel_futures=kind is not None)

    def _kill(self) -> None:
        """Kill the workers (called from a signal handler: no waiting)."""
        # The pool's own record of its processes: Python 3.11 has no public
        # way to reach them (3.14 adds ProcessPoolExecutor.kill_workers).
        processes = self._pool._processes if self._pool is not None else None
        for process in tuple((processes or {}).values()):
            process.kill()

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


@dataclass(frozen=True, slots=True)
class PdfJob:
    """A PDF to print: HTML parts, and how the printed parts become the file."""

    target: Path
    """Where the PDF goes."""
    parts: tuple[str, ...]
    """HTML pages, each printed by one WeasyPrint call (in parallel)."""
    finish: Callable[[Sequence[bytes]], bytes]
    """Joins the printed parts into the file's bytes."""


def in_parts(
    target: Path, pages: int, page: Callable[[range], str], per_part: int
) -> PdfJob:
    """A PDF of ``pages`` pages printed in parts of ``per_part`` pages:
    ``page(numbers)`` is the HTML of the pages of ``numbers`` (from 1), each
    carrying its own number (a part whose pages did not change is not
    printed again)."""
    parts = tuple(
        page(range(start, min(start + per_part, pages + 1)))
        for start in range(1, pages + 1, per_part)
    )
    return PdfJob(target, parts, join_pdfs)


def _single(parts: Sequence[bytes]) -> bytes:
    return parts[0]


def pdf_job(target: Path, html: str) -> PdfJob:
    """A one-part PDF."""
    return PdfJob(target, (html,), _single)


@dataclass(frozen=True, slots=True)
class Printing:
    """A job whose parts are printing."""

    job: PdfJob
    """The job."""
    parts: tuple[Future[bytes], ...]
    """Its parts, printed or on their way."""


class PressSettings(Protocol):
    """What the press needs to know of the documents' settings."""

    @property
    def dirs(self) -> tuple[Path, ...]:
        """Template search path, override first (fonts and CSS load from it)."""

    @property
    def created(self) -> dt.datetime:
        """Creation date written into the PDF metadata."""

    @property
    def progress(self) -> Progress | None:
        """Progress callback for long renders, or None."""


class PartStore(Protocol):
    """Keeps the printed parts of documents printed in several, so that a
    part whose HTML did not change need not be printed again."""

    def printed(self, target: Path, html: str) -> bytes | None:
        """The part ``html`` of the PDF ``target`` as printed before, or None."""

    def keep(self, target: Path, html: str, pdf: bytes) -> None:
        """``pdf`` is the part ``html`` of ``target`` as printed now."""


class Press:
    """Prints the parts of each job on the workers as soon as the job is
    added (add the slowest first: the workers stay busy to the end), and
    writes the PDFs in the order asked.

    The workers start on entering, before any page is written, so they stay
    small and print while the rest is being prepared. With a ``store``, a
    part of a PDF printed in several parts is taken from it when it has it,
    and every part printed is given to it.
    """

    def __init__(self, settings: PressSettings, store: PartStore | None = None) -> None:
        self._progress = settings.progress
        self._printer = Printer(settings.dirs, settings.created)
        self._store = store
        self._parts = 0

    def __enter__(self) -> Press:
        """Start the workers.

        Raises:
            OutputError: WeasyPrint or its Pango library is missing.
        """
        self._printer.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._printer.__exit__(*exc)

    def add(self, job: PdfJob) -> Printing:
        """Start printing ``job``'s parts.

        Raises:
            OutputError: WeasyPrint is missing.
        """
        self._parts += len(job.parts)
        return Printing(job, tuple(self._part(job, html) for html in job.parts))

    def _part(self, job: PdfJob, html: str) -> Future[bytes]:
        store = self._store if len(job.parts) > 1 else None
        known = None if store is None else store.printed(job.target, html)
        if known is None:
            return self._printer.submit(html)
        done: Future[bytes] = Future()
        done.set_result(known)
        return done

    def write(
        self,
        printings: Sequence[Printing],
        *,
        written: Callable[[Path], None] | None = None,
    ) -> None:
        """Write each PDF atomically, in order, as soon as its parts are done.

        Raises:
            OutputError: WeasyPrint failed or a file cannot be written.
        """
        done = 0
        for printing in printings:
            pdfs = []
            for part in printing.parts:
                pdfs.append(part.result())
                done += 1
                if self._progress:
                    self._progress(done, self._parts)
            job = printing.job
            if self._store is not None and len(job.parts) > 1:
                for html, pdf in zip(job.parts, pdfs, strict=True):
                    self._store.keep(job.target, html, pdf)
            write_bytes(job.target, job.finish(pdfs))
            if written is not None:
                written(printing.job.target)


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
            # The page's own streams stay indirect objects: a stream written
            # straight into the array is not valid PDF, and readers such as
            # pdfminer then find no pages at all.
            contents = page.raw_get("/Contents")
            found = contents.get_object()
            old = found if isinstance(found, ArrayObject) else [contents]
            page[NameObject("/Contents")] = ArrayObject([calls[layer], *old])
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()

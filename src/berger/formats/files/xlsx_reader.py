"""Reading an XLSX workbook, whatever state the file is in.

An XLSX file is a zip archive of XML parts. A copy cut short, saved while the
disk filled or read off a failing stick may be damaged at any level: the zip
directory, a part's compressed data, a part's XML, or a value inside it. The
libraries say so with exceptions of many kinds (:mod:`zipfile`, :mod:`zlib`,
:mod:`xml.etree` and openpyxl's own); :func:`read_workbook` and
:meth:`Sheet.iter_rows` turn each into one :class:`~berger.errors.InputError`
naming the file, the part or sheet at fault and what is wrong with it, for
example ``event.xlsx: sheet 'Schedule': damaged XML: mismatched tag: line 1,
column 1756`` or ``event.xlsx: xl/styles.xml: damaged: does not unpack``. Only
the reading calls are guarded: anything raised by the code that uses the rows
is not taken for damage.

openpyxl, :mod:`zipfile` and :mod:`xml.etree` are imported inside the
functions, so ``berger --help`` stays fast.
"""

from __future__ import annotations

import io
import re
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import islice
from typing import Any, Literal

from berger.errors import InputError
from berger.messages import N_, _

MAX_ROWS = 1_048_576
"""The most rows a sheet can have (Excel's limit); a sheet that goes on
beyond it is damaged (a row numbered wrongly would have openpyxl fill the
gap with empty rows)."""
NOT_A_WORKBOOK = N_("not an Excel workbook (.xlsx)")
"""The message for a file that is no zip archive at all (untranslated)."""
_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
"""The start of an OLE compound file: an old ``.xls`` workbook, or an
``.xlsx`` that Excel encrypted with a password."""
_METHODS = (0, 8, 12, 14)
"""The compression methods :mod:`zipfile` unpacks: stored, deflated, bzip2,
LZMA."""
_LONGEST = 100
"""The most characters of a library's own message a line quotes."""
_BATCH = 1024
"""Rows read at a time under one guard (the guard's silencing of warnings
costs more than reading a row)."""
_MISSING = re.compile(r"^There is no item named '(.*)' in the archive$")
""":mod:`zipfile`'s message for a part the archive does not hold."""


@dataclass(frozen=True, slots=True)
class Sheet:
    """A sheet of a workbook opened by :func:`read_workbook`."""

    title: str
    """The sheet's name, as its tab shows it."""
    sheet: Any
    """openpyxl's read-only worksheet."""
    shown: str
    """The workbook file as messages name it."""

    def iter_rows(
        self,
        *,
        min_row: int = 1,
        max_col: int | None = None,
        values_only: Literal[True] = True,
    ) -> Iterator[tuple[object, ...]]:
        """The values of each row from ``min_row`` on (columns up to
        ``max_col``, or as far as the sheet goes), read as they are needed.

        Raises:
            InputError: the sheet's part of the file is damaged (its
                compressed data, its XML, a cell), or it goes on beyond
                Excel's last row.
        """
        rows = self.sheet.iter_rows(
            min_row=min_row, max_col=max_col, values_only=values_only
        )
        number = min_row
        while True:
            with _guarded(self._damage):
                batch = list(islice(rows, _BATCH))
            for values in batch:
                if number > MAX_ROWS:
                    raise InputError(
                        _("damaged: rows beyond row {row:,}, Excel's last").format(
                            row=MAX_ROWS
                        ),
                        path=self.shown,
                        field=_("sheet {name!r}").format(name=self.title),
                    )
                yield values
                number += 1
            if len(batch) < _BATCH:
                return

    def _damage(self, exc: BaseException) -> InputError:
        """The one line for ``exc``, raised while reading this sheet."""
        return InputError(
            _sheet_reason(exc),
            path=self.shown,
            field=_("sheet {name!r}").format(name=self.title),
        )


@dataclass(frozen=True, slots=True)
class Workbook:
    """An XLSX workbook opened by :func:`read_workbook`: read-only, each cell's
    value as last saved (not its formula)."""

    worksheets: tuple[Sheet, ...]
    """The sheets in the order of their tabs."""
    book: Any
    """openpyxl's read-only workbook."""

    def close(self) -> None:
        """Let go of the workbook's archive."""
        self.book.close()


def read_workbook(data: bytes, shown: str) -> Workbook:
    """The XLSX workbook whose file holds ``data`` (``shown`` names it in
    messages), opened from memory (so a workbook that fails to open leaves no
    open file behind).

    Raises:
        InputError: not a workbook (not a zip archive, an old ``.xls``), or a
            damaged one: cut short, a part missing, compressed data that does
            not unpack or by an unknown method, XML that is not well-formed,
            a value openpyxl cannot read. The part at fault is named where it
            can be found.
    """
    from openpyxl import load_workbook

    with _guarded(lambda exc: _diagnose(data, exc, shown)):
        book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        sheets = tuple(
            Sheet(title=sheet.title, sheet=sheet, shown=shown)
            for sheet in book.worksheets
        )
    return Workbook(worksheets=sheets, book=book)


def _damage_types() -> tuple[type[BaseException], ...]:
    """The exceptions that reading a damaged workbook raises.

    The list is broad because openpyxl reads each attribute and value of the
    XML with plain Python conversions (``int()``, ``float()``, indexing its
    tables of strings and styles, its typed descriptors), and lets their
    exceptions out as they come. It is only ever caught around the library's
    own reading calls.
    """
    import zipfile
    import zlib

    from openpyxl.utils.exceptions import InvalidFileException

    return (
        zipfile.BadZipFile,  # not a zip; a damaged directory, header or checksum
        zlib.error,  # compressed data that does not unpack
        EOFError,  # compressed data cut short
        NotImplementedError,  # zipfile: an unknown compression method or feature
        InvalidFileException,  # openpyxl: not a workbook
        SyntaxError,  # xml.etree's ParseError: XML that is not well-formed
        LookupError,  # a missing part (KeyError), string or style (IndexError);
        # an unknown XML encoding
        ValueError,  # a value that does not convert; UnicodeDecodeError
        TypeError,  # openpyxl's typed attributes given another type
        ArithmeticError,  # OverflowError: a number too big for an index
        OSError,  # openpyxl: no workbook part in the archive
    )


@contextmanager
def _guarded(damage: Callable[[BaseException], InputError]) -> Iterator[None]:
    """Run a reading call of the libraries with their warnings silenced
    (openpyxl warns of the parts it drops, which berger does not read),
    turning the exceptions of :func:`_damage_types` into ``damage(exc)``."""
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", module=r"openpyxl\b")
            yield
    except _damage_types() as exc:
        raise damage(exc) from exc


def _diagnose(data: bytes, exc: BaseException, shown: str) -> InputError:
    """The one line for the workbook file holding ``data``, which openpyxl
    could not open (it raised ``exc``): not a workbook, or where it is
    damaged. Each part of the archive is unpacked and its XML parsed, so that
    the first damaged part is named; else ``exc`` says what is wrong."""
    import zipfile

    from openpyxl.utils.exceptions import InvalidFileException

    if isinstance(exc, InvalidFileException):
        return InputError(_(NOT_A_WORKBOOK), path=shown)
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except _damage_types():
        return InputError(_not_a_zip(data), path=shown)
    with archive:
        for info in archive.infolist():
            reason = _part_damage(archive, info)
            if reason is not None:
                return InputError(reason, path=shown, field=info.filename)
    missing = _MISSING.match(str(exc.args[0])) if isinstance(exc, KeyError) else None
    if missing:
        return InputError(
            _("damaged workbook: part {part!r} is missing").format(
                part=missing.group(1)
            ),
            path=shown,
        )
    return InputError(
        _("damaged workbook: {reason}").format(reason=_reason(exc)), path=shown
    )


def _not_a_zip(data: bytes) -> str:
    """What a file that does not open as a zip archive is."""
    if data.startswith(_OLE):
        return _(
            "an old Excel file (.xls) or a workbook locked with a password:"
            " save it from Excel as .xlsx, without a password"
        )
    if data.startswith(b"PK"):
        return _("damaged workbook: cut short, or its zip directory is damaged")
    return _(NOT_A_WORKBOOK)


def _part_damage(archive: Any, info: Any) -> str | None:
    """What is wrong with the part ``info`` of the zip ``archive``, or None:
    it does not unpack, or (an XML part) its XML is not well-formed."""
    from xml.etree import ElementTree

    try:
        body = archive.read(info)
    except _damage_types() as exc:
        return _unpack_reason(exc, info.compress_type)
    if not info.filename.endswith((".xml", ".rels")):
        return None
    try:
        ElementTree.fromstring(body)
    except (ElementTree.ParseError, LookupError, ValueError) as exc:
        return _("damaged XML: {reason}").format(reason=_reason(exc))
    return None


def _unpack_reason(exc: BaseException, method: int | None) -> str:
    """Why a part of the archive (compressed by ``method``, if known) does
    not unpack, ``exc`` the exception that said so."""
    if isinstance(exc, NotImplementedError):
        if method is not None and method not in _METHODS:
            return _("damaged: compressed by an unknown method ({method})").format(
                method=method
            )
        return _("damaged: stored in a way that cannot be read ({reason})").format(
            reason=_reason(exc)
        )
    return _("damaged: does not unpack")


def _sheet_reason(exc: BaseException) -> str:
    """What ``exc``, raised while reading a sheet's rows, says is wrong."""
    import zipfile
    import zlib

    if isinstance(
        exc, NotImplementedError | zipfile.BadZipFile | zlib.error | EOFError
    ):
        return _unpack_reason(exc, None)
    if isinstance(exc, SyntaxError):
        return _("damaged XML: {reason}").format(reason=_reason(exc))
    return _("damaged: a value that cannot be read ({reason})").format(
        reason=_reason(exc)
    )


def _reason(exc: BaseException) -> str:
    """A library's exception on one line, at most :data:`_LONGEST` characters:
    the cause openpyxl wraps in its own "Unable to read workbook" message; for
    a KeyError, the key that is not there."""
    if isinstance(exc.__cause__, Exception) and str(exc).startswith("Unable to read"):
        exc = exc.__cause__
    if isinstance(exc, KeyError) and exc.args:
        text = _("it refers to {key!r}, which is not there").format(key=exc.args[0])
    else:
        text = str(exc).strip()
    first = text.splitlines()[0] if text else type(exc).__name__
    return first if len(first) <= _LONGEST else first[: _LONGEST - 1] + "…"

"""The workbook's file: a zip archive whose members all carry the event's
date, written atomically, so the same event always gives the same bytes.

openpyxl is imported inside the function that uses it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

import datetime as dt
import os
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from berger.core.tournament import Tournament
from berger.errors import OutputError
from berger.formats.files.atomic import atomic_path, cannot_write

if TYPE_CHECKING:
    from openpyxl.workbook.workbook import Workbook


def event_date(tournament: Tournament) -> dt.datetime:
    """The workbook's date (created, modified, every member): the event's start."""
    day = tournament.info.start or tournament.info.end or dt.date(1980, 1, 1)
    return dt.datetime(day.year, day.month, day.day)


class _FixedTimeZip(zipfile.ZipFile):
    """A zip archive whose members all carry one date, so output is repeatable."""

    stamp: tuple[int, int, int, int, int, int] = (1980, 1, 1, 0, 0, 0)

    def writestr(
        self,
        zinfo_or_arcname: str | zipfile.ZipInfo,
        data: Any,
        compress_type: int | None = None,
        compresslevel: int | None = None,
    ) -> None:
        if isinstance(zinfo_or_arcname, str):
            info = zipfile.ZipInfo(zinfo_or_arcname, date_time=self.stamp)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zinfo_or_arcname = info
        super().writestr(zinfo_or_arcname, data, compress_type, compresslevel)

    def write(
        self,
        filename: Any,
        arcname: str | os.PathLike[str] | None = None,
        compress_type: int | None = None,
        compresslevel: int | None = None,
    ) -> None:
        # openpyxl writes each worksheet from a temporary file, whose
        # modification time would otherwise end up in the archive.
        with Path(filename).open("rb") as handle:
            data = handle.read()
        self.writestr(str(arcname or Path(filename).name), data)


def save(workbook: Workbook, target: Path, event: Tournament) -> None:
    """Write ``workbook`` of ``event`` to ``target`` whole or not at all: by
    berger, titled with the event's name, it and every member dated
    :func:`event_date`.

    Raises:
        OutputError: the file cannot be written.
    """
    from openpyxl.writer.excel import ExcelWriter

    stamp = event_date(event)
    workbook.properties.creator = "berger"
    workbook.properties.title = event.info.name or None
    workbook.properties.created = stamp
    workbook.properties.modified = stamp
    with atomic_path(target) as temp:
        try:
            archive = _FixedTimeZip(temp, "w", zipfile.ZIP_DEFLATED, allowZip64=True)
            archive.stamp = (stamp.year, stamp.month, stamp.day, 0, 0, 0)
            ExcelWriter(workbook, archive).save()
        except OSError as exc:
            raise OutputError(cannot_write(target, exc)) from exc

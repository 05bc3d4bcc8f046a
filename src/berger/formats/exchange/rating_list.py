"""Players from FIDE's rating list: the list file as downloaded (TXT or XML,
zipped or not; see :mod:`berger.formats.exchange.fide_list`) read for the
FIDE ids a participants file gives (its rows are filled in from them by
:mod:`berger.formats.event.listed_participants`).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import zipfile
import zlib
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, cast

from berger.errors import InputError
from berger.formats.exchange.fide_list import (
    MONTH_TOKEN,
    ListedPlayer,
    RatingKind,
    month_of,
    scan_txt,
    scan_xml,
)
from berger.formats.files.input_file import cannot_read
from berger.messages import _, language, ngettext


@dataclass(frozen=True, slots=True)
class Listing:
    """What a rating list file gave for the ids asked for."""

    shown: str
    """The list file, as named in messages."""
    kind: RatingKind
    """Which rating was read."""
    players: Mapping[str, ListedPlayer]
    """The players found, by FIDE id."""
    month: dt.date | None
    """The list's month (its first day), None where nothing tells it."""
    dated: bool
    """The month was taken from the file's date (no name or header says it)."""

    def note(self, found: int) -> str:
        """What to tell the user: the list, its month, how many players were
        looked up in it (the month named in the language installed)."""
        if self.month is None:
            note = ngettext(
                "Rating list {list}: FIDE {kind} ratings of a month it does not"
                " say; {count} player by FIDE id.",
                "Rating list {list}: FIDE {kind} ratings of a month it does not"
                " say; {count} players by FIDE id.",
                found,
            )
        elif self.dated:
            note = ngettext(
                "Rating list {list}: FIDE {kind} ratings of {month} (by the file's"
                " date); {count} player by FIDE id.",
                "Rating list {list}: FIDE {kind} ratings of {month} (by the file's"
                " date); {count} players by FIDE id.",
                found,
            )
        else:
            note = ngettext(
                "Rating list {list}: FIDE {kind} ratings of {month};"
                " {count} player by FIDE id.",
                "Rating list {list}: FIDE {kind} ratings of {month};"
                " {count} players by FIDE id.",
                found,
            )
        month = None
        if self.month is not None:
            from babel.dates import format_date

            month = format_date(self.month, "LLLL y", locale=language())
        return note.format(list=self.shown, kind=self.kind, month=month, count=found)


def read_rating_list(
    path: Path, ids: Collection[str], kind: RatingKind, *, shown: str | None = None
) -> Listing:
    """The players of FIDE's rating list file ``path`` whose FIDE ids are
    ``ids``, their ``kind`` of rating, read as a stream.

    Raises:
        InputError: the file is missing, unreadable, a damaged zip, not one
            of FIDE's lists, or FIDE's list of another kind of rating.
    """
    shown = shown or str(path)
    wanted = frozenset(ids)
    with _opened(path, shown) as (stream, head, name, stamp):
        scan = scan_xml if head.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"<" else scan_txt
        try:
            found = scan(stream, wanted, kind, shown)
        except (zipfile.BadZipFile, zlib.error, EOFError) as exc:
            raise damaged_zip(exc, shown) from None
    listed = _kind_named(name) or _kind_named(path.name)
    if found.single and listed is not None and listed is not kind:
        raise InputError(
            _(
                "this is FIDE's {listed} list; the event is rated {kind}"
                ' (give the {kind} list, or set [event] rating = "{listed}")'
            ).format(listed=listed, kind=kind),
            path=shown,
        )
    month, dated = found.month, False
    if month is None:
        named = MONTH_TOKEN.search(name) or MONTH_TOKEN.search(path.name)
        month = month_of(named.group()) if named else None
    if month is None:
        month, dated = stamp.replace(day=1), True
    return Listing(shown, kind, found.found, month, dated)


def _kind_named(name: str) -> RatingKind | None:
    """The kind of rating a list's file name says (``rapid_rating_list``)."""
    lower = name.lower()
    return next((kind for kind in RatingKind if kind.value in lower), None)


@contextlib.contextmanager
def _opened(path: Path, shown: str) -> Iterator[tuple[BinaryIO, bytes, str, dt.date]]:
    """The list's bytes as a stream, its first bytes (not read from it), the
    name of the file holding them (the zip's member), and that file's date.

    Raises:
        InputError: missing, unreadable, a damaged zip or one that holds no
            single list.
    """
    try:
        if not zipfile.is_zipfile(path):
            stamp = dt.date.fromtimestamp(path.stat().st_mtime)
            with path.open("rb") as handle:
                yield handle, handle.peek(64), path.name, stamp
            return
        with zipfile.ZipFile(path) as archive:
            members = [
                m
                for m in archive.infolist()
                if not m.is_dir() and m.filename.lower().endswith((".txt", ".xml"))
            ]
            if len(members) != 1:
                message = (
                    _("the zip should hold one rating list; it holds {files}")
                    if members
                    else _(
                        "the zip should hold one rating list; it holds no .txt or .xml"
                    )
                )
                found = ", ".join(m.filename for m in members)
                raise InputError(message.format(files=found), path=shown)
            member = members[0]
            with archive.open(member) as probe:
                head = probe.read(64)
            with archive.open(member) as raw:
                stamp = dt.date(*member.date_time[:3])
                yield cast(BinaryIO, raw), head, member.filename, stamp
    except FileNotFoundError:
        raise InputError(_("file not found"), path=shown) from None
    except IsADirectoryError:
        raise InputError(_("is a folder, not a file"), path=shown) from None
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError) as exc:
        raise damaged_zip(exc, shown) from None
    except OSError as exc:
        raise cannot_read(exc, shown) from exc


def damaged_zip(exc: Exception, shown: str) -> InputError:
    """The error of a zip that does not read, with the reason."""
    return InputError(_("damaged zip: {reason}").format(reason=exc), path=shown)

"""The one exception hierarchy of berger.

Every error a user can fix is a :class:`BergerError`; the command line turns
it into a single ``Error: ...`` line on stderr and exit status 1. Anything else
is a bug and keeps its traceback. A run stopped by a signal raises
:class:`Stopped`, which is no error.
"""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Iterator
from pathlib import Path

from berger.messages import _


class BergerError(Exception):
    """Something the user can fix: bad input, an impossible request, a bad output."""


class InputError(BergerError, ValueError):
    """Bad input, located as precisely as the source allows.

    ``str()`` gives the one line the command line prints, for example
    ``players.csv:7: rating: 'abc' is not a number``.
    """

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        """What is wrong, without the location."""
        self.path = str(path) if path is not None else None
        """The file, as the user named it, or None."""
        self.line = line
        """The 1-based line (or row) in the file, or None."""
        self.field = field
        """The field (column) name, or None."""

    def __str__(self) -> str:
        location = ":".join(
            part
            for part in (self.path, str(self.line) if self.line is not None else None)
            if part
        )
        parts = [p for p in (location, self.field, self.message) if p]
        return one_line(": ".join(parts))

    def located(
        self,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> InputError:
        """A copy of this error with the missing parts of its location filled in."""
        return type(self)(
            self.message,
            path=self.path if self.path is not None else path,
            line=self.line if self.line is not None else line,
            field=self.field if self.field is not None else field,
        )


def one_line(text: str) -> str:
    """``text`` with each character that would break the line or garble a
    terminal (control characters, line and paragraph separators: a file name
    from ``event.toml`` or inside a damaged workbook may hold any) written as
    its Python escape: a newline as backslash and ``n``.
    """
    return "".join(
        repr(char)[1:-1] if unicodedata.category(char) in _BREAKING else char
        for char in text
    )


def breaking_character(text: str) -> str | None:
    """The first character of ``text`` that :func:`one_line` would escape;
    None when it has none.

    >>> breaking_character("Main"), breaking_character("U\\u0007AH")
    (None, '\\x07')
    """
    return next(
        (char for char in text if unicodedata.category(char) in _BREAKING), None
    )


_BREAKING = frozenset({"Cc", "Zl", "Zp"})
"""Unicode categories of the characters :func:`one_line` escapes."""


class ResultCodeError(InputError):
    """A result code that no spelling in the spec matches."""


class ScheduleError(BergerError, ValueError):
    """An impossible schedule: too few or too many players, a game not scheduled."""


class TemplateError(BergerError):
    """A missing or broken template (built-in or from ``--templates``)."""


class OutputError(BergerError):
    """An output that cannot be written (unwritable folder, PDF engine missing)."""


class GroupError(BergerError):
    """An error inside one group of an event with several groups: the error
    as it would read for that group alone, with the group named in front
    (``group B: players-b.csv:4: rating: 'abc' is not a number``)."""

    def __init__(self, group: str, error: BergerError) -> None:
        super().__init__(_("group {group}: {error}").format(group=group, error=error))
        self.group = group
        """The group's name."""
        self.error = error
        """The error itself."""


@contextlib.contextmanager
def in_group(group: str | None) -> Iterator[None]:
    """Name ``group`` in every :class:`BergerError` raised inside (as a
    :class:`GroupError`); None, the one table of an event without groups,
    leaves errors as they are."""
    if group is None:
        yield
        return
    try:
        yield
    except GroupError:
        raise
    except BergerError as exc:
        raise GroupError(group, exc) from exc


class Stopped(BaseException):
    """The run was stopped by a signal (SIGINT or SIGTERM). Not an error: like
    :class:`KeyboardInterrupt`, it passes every ``except Exception``, so that
    nothing carries on after a stop."""

    def __init__(self, signal: int) -> None:
        super().__init__(signal)
        self.signal = signal
        """The signal's number."""

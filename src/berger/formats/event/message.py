"""The arbiter's message on the hall screen: ``hall-message.txt`` in the
event's folder, one short text shown under the screen's views until the
file is emptied or removed (the chief's page of ``berger serve --arbiter``
sets and clears it, or the arbiter writes the file by hand).

The site reads it with the event's files (``berger site``, ``berger build``,
each rebuild of ``berger serve``, which watches it): whoever writes the
file (the arbiter by hand, or the server for its chief's page) changes the
screen, and nothing else has to. The file is the arbiter's to write as they
like, so nothing in it is an error: it is read as UTF-8 (a byte that is not
is shown as �), its lines and spaces run together, control characters
dropped, and it is cut at :data:`MOST` characters.
"""

from __future__ import annotations

import re
from pathlib import Path

from berger.errors import InputError
from berger.formats.files import atomic
from berger.messages import _

MESSAGE_FILE = "hall-message.txt"
"""The message's file, in the event's folder."""
MOST = 280
"""The most characters of the message shown (more are cut, with an ellipsis)."""
MOST_BYTES = 64 * 1024
"""The most bytes of the file read."""
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]")
"""The control characters a message drops (tabs and line ends are spaces)."""


def message_path(folder: Path) -> Path:
    """The message's file of the event in ``folder``."""
    return folder / MESSAGE_FILE


def read_message(folder: Path) -> str | None:
    """The message of the event in ``folder``; None without one (no file,
    an empty one, one that cannot be read)."""
    try:
        with message_path(folder).open("rb") as handle:
            data = handle.read(MOST_BYTES)
    except OSError:
        return None
    return clean_message(data.decode("utf-8", errors="replace"))


def clean_message(text: str) -> str | None:
    """``text`` as the screen shows it: one line, control characters
    dropped, at most :data:`MOST` characters; None when nothing is left.

    >>> clean_message("  Round 3 starts\\n at 15:30\\t sharp \\x07"), clean_message(" ")
    ('Round 3 starts at 15:30 sharp', None)
    >>> len(clean_message("x" * 500))
    280
    """
    text = _one_line(text)
    if not text:
        return None
    if len(text) > MOST:
        text = text[: MOST - 1].rstrip() + "…"
    return text


def check_message(text: str) -> str | None:
    """A message typed on the chief's page, as it will be shown (see
    :func:`clean_message`); None for an empty one, which clears it.

    Raises:
        InputError: more than :data:`MOST` characters, or a control character
            (the page refuses what the screen would change).
    """
    if CONTROL.search(text):
        raise InputError(_("a message may not hold a control character"))
    shown = _one_line(text)
    if len(shown) > MOST:
        raise InputError(
            _("a message of at most {most} characters").format(most=MOST),
            field="message",
        )
    return shown or None


def _one_line(text: str) -> str:
    """``text`` on one line, as shown: a byte-order mark and control
    characters dropped, its lines and spaces run together."""
    return " ".join(CONTROL.sub("", text.removeprefix("\ufeff")).split())


def write_message(folder: Path, message: str | None) -> None:
    """Set the message of the event in ``folder`` (None: clear it, the file
    removed), atomically: a server watching the file reads it whole.

    Raises:
        OutputError: the file cannot be written or removed.
    """
    path = message_path(folder)
    if message is None:
        atomic.remove(path)
    else:
        atomic.write_bytes(path, (message + "\n").encode("utf-8"), sync=True)

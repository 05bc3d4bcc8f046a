"""The arbiter's message to the hall (set on the chief's page of ``berger
serve``, shown on the hall screen until cleared): ``hall-message.txt``
beside the event, one line of UTF-8 text; no file, no message. Written
atomically, so a server watching it (another ``berger serve`` of the same
event) reads it whole."""

from __future__ import annotations

from pathlib import Path

from berger.errors import InputError
from berger.formats.files import atomic
from berger.messages import _

MESSAGE_NAME = "hall-message.txt"
"""The message's file, beside the event."""
MAX_MESSAGE = 200
"""The longest message, in characters."""


def message_path(event: Path) -> Path:
    """The message file of the EVENT ``event``: in its folder."""
    folder = event if event.is_dir() else event.parent
    return folder / MESSAGE_NAME


def clean_message(text: str) -> str | None:
    """A message as shown: its lines joined by spaces, spaces around taken
    off; None for an empty one.

    >>> clean_message("  Round 6 at 15:00\\n  in hall B ")
    'Round 6 at 15:00 in hall B'

    Raises:
        InputError: longer than :data:`MAX_MESSAGE`, or a control character.
    """
    shown = " ".join(line.strip() for line in text.splitlines() if line.strip())
    if not shown:
        return None
    if len(shown) > MAX_MESSAGE:
        raise InputError(
            _("a message of at most {most} characters").format(most=MAX_MESSAGE),
            field="message",
        )
    if any(ord(c) < 32 or 127 <= ord(c) < 160 for c in shown):
        raise InputError(_("a message may not hold a control character"))
    return shown


def read_message(path: Path) -> str | None:
    """The message in the file at ``path``, or None (no file, an empty one,
    or one that does not read: the hall screen shows none)."""
    try:
        text = path.read_text(encoding="utf-8")
        return clean_message(text)
    except (OSError, UnicodeDecodeError, InputError):
        return None


def write_message(path: Path, message: str | None) -> None:
    """Set the message (None: clear it, the file removed).

    Raises:
        OutputError: the file cannot be written or removed.
    """
    if message is None:
        atomic.remove(path)
    else:
        atomic.write_bytes(path, (message + "\n").encode("utf-8"), sync=True)

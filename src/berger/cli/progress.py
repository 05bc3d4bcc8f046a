"""Progress of a long render on stderr: ``printing: part k of n``, one line
rewritten in place, shown only when stderr is a terminal."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from berger.messages import _

if TYPE_CHECKING:
    from berger.render.press import Progress


class ProgressLine:
    """``printing: part k of n`` on stderr, one line rewritten in place."""

    def __init__(self) -> None:
        self.open = False
        """Whether the line is unfinished."""

    def show(self, done: int, total: int) -> None:
        end = "\n" if done == total else ""
        line = _("printing: part {done} of {total}").format(done=done, total=total)
        click.echo(f"\r{line}{end}", err=True, nl=False)
        self.open = done != total

    def end(self) -> None:
        """Finish an unfinished line (before a message of its own)."""
        if self.open:
            click.echo(err=True)
            self.open = False


progress_line = ProgressLine()
"""The one progress line of the process."""


def progress() -> Progress | None:
    """Progress on stderr for long renders, only when stderr is a terminal."""
    return progress_line.show if sys.stderr.isatty() else None

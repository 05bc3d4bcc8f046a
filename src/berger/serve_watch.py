"""The live side of ``berger serve``: what open pages are told (the site's
version and the errors that keep it from rebuilding), and the watcher that
rebuilds the site when the event's files change."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from urllib.parse import unquote, urlsplit

from berger.errors import BergerError
from berger.messages import _, ngettext
from berger.pipeline.live import LiveSite
from berger.publish.folder import SiteUpdate

Report = Callable[[str], None]
"""Told one line at a time what the server does."""


Errors = Mapping[str | None, str]
"""The errors that keep the site from rebuilding, by what they concern: a
group's name (its pages), or None (the whole event: every page)."""
State = tuple[int, Errors]
"""The site's version and its errors."""


class LiveState:
    """What the pages are told: the site's version (one more each rebuild
    that changed a file) and the errors that keep it from rebuilding."""

    def __init__(self, root: Path) -> None:
        self.root = root.resolve()
        self.version = 1
        self.errors: Errors = {}
        self.closing = False
        self._changed = threading.Condition()

    def publish(self, *, changed: bool, errors: Errors) -> None:
        """Record a rebuild (or a failed one) and wake the event streams."""
        with self._changed:
            if changed:
                self.version += 1
            self.errors = dict(errors)
            self._changed.notify_all()

    def close(self) -> None:
        """End every event stream."""
        with self._changed:
            self.closing = True
            self._changed.notify_all()

    def snapshot(self) -> State:
        """(version, errors) now."""
        with self._changed:
            return self.version, self.errors

    def wait(self, seen: State | None, timeout: float) -> State | None:
        """The state once it differs from ``seen`` or ``timeout`` passed;
        None when the server is closing."""
        with self._changed:
            self._changed.wait_for(
                lambda: self.closing or (self.version, self.errors) != seen, timeout
            )
            if self.closing:
                return None
            return self.version, self.errors


def page_error(errors: Errors, page: str) -> str | None:
    """The error the page at ``page`` (a URL path) shows: the whole event's,
    and a group's on the pages in the group's folder and on those at the top
    (the event's own); one a line.

    >>> errors = {"A": "group A: bad", "B": "group B: worse"}
    >>> page_error(errors, "/B/standings.html")
    'group B: worse'
    >>> page_error(errors, "/index.html")
    'group A: bad\ngroup B: worse'
    """
    folders = unquote(urlsplit(page).path).split("/")[:-1]  # the file's last
    folder = next((part for part in folders if part), None)
    shown = [
        text
        for scope, text in errors.items()
        if scope is None or folder is None or scope == folder
    ]
    return "\n".join(shown) or None


def _clock() -> str:
    return time.strftime("%H:%M:%S")


def rebuild(
    live: LiveSite,
    state: LiveState,
    report: Report,
    why: str,
    changed: Collection[Path] | None = None,
) -> None:
    """Rebuild the site (what is made from the files ``changed``, see
    :meth:`LiveSite.rebuild`), tell the pages, and report one line."""
    start = time.perf_counter()
    try:
        update = live.rebuild(changed)
    except BergerError as exc:
        state.publish(changed=False, errors={None: live.error_text(exc)})
        report(
            _(
                "{time} {why}: Error: {error} (the pages keep the last good state)"
            ).format(time=_clock(), why=why, error=exc)
        )
        return
    seconds = time.perf_counter() - start
    errors: dict[str | None, str] = {
        group: live.error_text(error) for group, error in live.errors.items()
    }
    summary = _summary(update)
    if state.snapshot()[1] and not errors:
        summary = _("the files read again, {summary}").format(summary=summary)
    state.publish(changed=update.changed, errors=errors)
    line = _("{time} {why}: {summary} in {seconds} s").format(
        time=_clock(), why=why, summary=summary, seconds=f"{seconds:.2f}"
    )
    for group, error in live.errors.items():
        line = _(
            "{line}; Error: {error} (group {group}'s pages keep the last good state)"
        ).format(line=line, error=error, group=group)
    report(line)


def _summary(update: SiteUpdate) -> str:
    pages = [path for path in update.written if path.endswith(".html")]
    if not update.changed:
        return ngettext(
            "no page changed ({pages} page)",
            "no page changed ({pages} pages)",
            update.pages,
        ).format(pages=update.pages)
    if update.removed:
        return ngettext(
            "rebuilt {count} of {total} page, {removed} removed",
            "rebuilt {count} of {total} pages, {removed} removed",
            update.pages,
        ).format(count=len(pages), total=update.pages, removed=len(update.removed))
    return ngettext(
        "rebuilt {count} of {total} page",
        "rebuilt {count} of {total} pages",
        update.pages,
    ).format(count=len(pages), total=update.pages)


def watch(
    live: LiveSite, state: LiveState, report: Report, stop: threading.Event
) -> None:
    """Rebuild whenever a file the site is made from changes, until ``stop``."""
    import watchfiles

    while not stop.is_set():
        files = live.watched()
        wanted = {str(path) for path in files}
        folders = sorted({str(path.parent) for path in files})

        def ours(
            change: watchfiles.Change, path: str, wanted: set[str] = wanted
        ) -> bool:
            return path in wanted

        try:
            for changes in watchfiles.watch(
                *folders,
                watch_filter=ours,
                debounce=300,
                step=30,
                stop_event=stop,
                recursive=False,
                raise_interrupt=False,
            ):
                paths = {Path(path) for _, path in changes}
                names = ", ".join(sorted({path.name for path in paths}))
                why = _("{files} changed").format(files=names)
                rebuild(live, state, report, why, paths)
                if live.watched() != files:
                    break  # the event now names other files: watch those
        except OSError as exc:
            report(
                _("{time} Error: cannot watch the event's files: {reason}").format(
                    time=_clock(), reason=exc
                )
            )
            stop.wait(1.0)

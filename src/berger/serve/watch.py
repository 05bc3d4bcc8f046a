"""The watcher of ``berger serve``: it rebuilds the site when the event's
files change (off the event loop, so that no request waits for a rebuild)
and tells the pages (:class:`~berger.serve.live.LiveState`); and tells
them the arbiter's message to the hall when its file changes (set by this
server's chief's page, another server's of the event, or by hand)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Collection
from pathlib import Path

import anyio.to_thread

from berger.errors import BergerError
from berger.formats.event.hall_message import message_path, read_message
from berger.messages import _, ngettext
from berger.pipeline.live import LiveSite
from berger.publish.folder import SiteUpdate
from berger.serve.live import LiveState

Report = Callable[[str], None]
"""Told one line at a time what the server does."""


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


async def watch(
    live: LiveSite, state: LiveState, report: Report, stop: asyncio.Event
) -> None:
    """Rebuild whenever a file the site is made from changes, and tell the
    message to the hall whenever its file does, until ``stop``."""
    import watchfiles

    told = message_path(live.event).absolute()
    while not stop.is_set():
        files = live.watched()
        wanted = {str(path) for path in (*files, told)}
        folders = sorted({str(path.parent) for path in (*files, told)})

        def ours(
            change: watchfiles.Change, path: str, wanted: set[str] = wanted
        ) -> bool:
            return path in wanted

        try:
            async for changes in watchfiles.awatch(
                *folders,
                watch_filter=ours,
                debounce=300,
                step=30,
                stop_event=stop,
                recursive=False,
            ):
                paths = {Path(path) for _, path in changes}
                if told in paths:
                    paths.discard(told)
                    state.tell(read_message(told))
                    if not paths:
                        continue
                names = ", ".join(sorted({path.name for path in paths}))
                why = _("{files} changed").format(files=names)
                await anyio.to_thread.run_sync(rebuild, live, state, report, why, paths)
                if live.watched() != files:
                    break  # the event now names other files: watch those
        except OSError as exc:
            report(
                _("{time} Error: cannot watch the event's files: {reason}").format(
                    time=_clock(), reason=exc
                )
            )
            try:
                async with asyncio.timeout(1.0):
                    await stop.wait()
            except TimeoutError:
                pass

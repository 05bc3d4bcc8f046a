"""The watcher of ``berger serve``: it rebuilds the site when the event's
files change (off the event loop, so that no request waits for a rebuild)
and tells the pages (:class:`~berger.serve.live.LiveState`)."""

from __future__ import annotations

import asyncio
import time
import traceback
from collections.abc import Callable, Collection
from pathlib import Path

import anyio.to_thread

from berger.errors import BergerError, one_line
from berger.messages import _, ngettext
from berger.pipeline.live import LiveSite
from berger.publish.folder import SiteUpdate
from berger.serve.live import LiveState

Report = Callable[[str], None]
"""Told one line at a time what the server does."""
SHOWN_CHARACTERS = 200
"""The most characters of an unexpected error's message the log shows."""


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
    :meth:`LiveSite.rebuild`), tell the pages, and report one line. A
    rebuild that fails, for a file that does not read or for a fault of
    berger's own, leaves the pages as they were with the error on each, and
    the next change of the files is rebuilt again."""
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
    except Exception as exc:  # a fault of berger's own: told, and watched on
        fault = BergerError(_("an unexpected error; the server's log says which"))
        state.publish(changed=False, errors={None: live.error_text(fault)})
        report(
            _(
                "{time} {why}: Error: an unexpected error in the rebuild: {error}"
                " (the pages keep the last good state; please report it)"
            ).format(time=_clock(), why=why, error=fault_line(exc))
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


def fault_line(exc: BaseException) -> str:
    """An unexpected exception in one line: its type, its message and
    where it was raised (the file and line of the innermost frame)."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" ({Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    message = one_line(str(exc))[:SHOWN_CHARACTERS]
    return f"{type(exc).__name__}: {message}{where}"


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
    """Rebuild whenever a file the site is made from changes, until
    ``stop``; nothing but the stop ends it (a watch that fails is reported
    and started again a second later)."""
    while not stop.is_set():
        try:
            await _watch_files(live, state, report, stop)
        except Exception as exc:  # the watcher goes on whatever happens
            reason = str(exc) if isinstance(exc, OSError) else fault_line(exc)
            report(
                _("{time} Error: cannot watch the event's files: {reason}").format(
                    time=_clock(), reason=reason
                )
            )
            try:
                async with asyncio.timeout(1.0):
                    await stop.wait()
            except TimeoutError:
                pass


async def _watch_files(
    live: LiveSite, state: LiveState, report: Report, stop: asyncio.Event
) -> None:
    """Rebuild at each change of the files the event names now, until
    ``stop`` or until the event names other files."""
    import watchfiles

    files = live.watched()
    wanted = {str(path) for path in files}
    folders = sorted({str(path.parent) for path in files})

    def ours(change: watchfiles.Change, path: str) -> bool:
        return path in wanted

    async for changes in watchfiles.awatch(
        *folders,
        watch_filter=ours,
        debounce=300,
        step=30,
        stop_event=stop,
        recursive=False,
    ):
        paths = {Path(path) for _, path in changes}
        names = ", ".join(sorted({path.name for path in paths}))
        why = _("{files} changed").format(files=names)
        await anyio.to_thread.run_sync(rebuild, live, state, report, why, paths)
        if live.watched() != files:
            return  # the event now names other files: watch those

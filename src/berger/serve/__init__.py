"""``berger serve``: the event's site on a local web server, kept live.

The site is built into a temporary folder and served by uvicorn, the app
made with Starlette (:mod:`berger.serve.server`): the site's files
(:mod:`~berger.serve.site`), the event stream that tells open pages of each
rebuild (:mod:`~berger.serve.live`), the watcher that rebuilds the site
when the event's files change (:mod:`~berger.serve.watch`; for an event
with several groups, the groups whose files changed), and with
``--arbiter`` the arbiter's page (:mod:`~berger.serve.arbiter`) behind its
guards (:mod:`~berger.serve.guard`), opened with the start key or a key of
the arbiters' team (:mod:`~berger.serve.people`), and the chief's page of
the team (:mod:`~berger.serve.team`). A rebuild that fails keeps the last
good pages and puts its one-line error on every page until the files read
again; a group's error shows on that group's pages and on the event's own
pages only.

Safe by default: it listens on 127.0.0.1, the site answers GET and HEAD
only and serves nothing but the files inside the site folder.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping
from pathlib import Path

from berger.formats.event.event import Options
from berger.messages import _, ngettext
from berger.pipeline.live import LiveSite
from berger.serve.scratch import site_folder
from berger.serve.server import Served, Tls, running
from berger.serve.watch import Report

__all__ = ["Served", "Tls", "is_local", "running", "serve_event", "sharing_warning"]


def is_local(host: str) -> bool:
    """Whether ``host`` is reachable from this machine only.

    >>> is_local("127.0.0.1"), is_local("localhost"), is_local("0.0.0.0")
    (True, True, False)
    """
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def sharing_warning(host: str) -> str | None:
    """The warning to show when the site is shared beyond this machine."""
    if is_local(host):
        return None
    return _(
        "serving on {host}: anyone on this network can open the site"
        " (it shows the event's pages only)"
    ).format(host=host)


def serve_event(
    event: Path,
    options: Options,
    *,
    group: str | None = None,
    seeds: Mapping[str, int] | None = None,
    host: str,
    port: int,
    report: Report,
    arbiter_key: str | None = None,
    tls: Tls | None = None,
) -> None:
    """Build the event's site (``group``'s, for an event with several; else
    the one site of every group) into a temporary folder, serve it on
    ``host:port`` (over HTTPS with ``tls``) and keep it up to date until the
    run is stopped; then stop serving and watching, and remove the folder
    (the folders that killed servers left are removed at the start: see
    :mod:`berger.serve.scratch`). A
    draw by lot made at the first build is kept by every rebuild, as are the
    ``seeds`` drawn for groups before it (by group name). With
    ``arbiter_key``, the arbiter's page too, its address (with the key)
    reported on a line of its own.

    A stop is Ctrl-C or SIGTERM: under :func:`berger.lifetime.stop_on_signals`
    (as the command line runs every command) it comes as
    :class:`~berger.errors.Stopped`, else as Python's ``KeyboardInterrupt``
    for Ctrl-C; either way the server is shut down and the folder removed on
    the way out.

    The main thread waits on the server meanwhile (:meth:`Served.wait`).

    Raises:
        BergerError: the event does not read at the start, the address
            cannot be listened on, the certificate does not load, or the
            server stopped on its own.
        Stopped: the run was stopped by a signal.
    """
    with site_folder() as folder:
        live = LiveSite(event, options, folder, group, seeds=seeds)
        update = live.rebuild()
        with running(
            live, host, port, report, arbiter_key=arbiter_key, tls=tls
        ) as server:
            shown = f"[{host}]" if ":" in host else host
            url = f"{server.scheme}://{shown}:{server.server_address[1]}/"
            serving = (
                ngettext(
                    "Serving {name} at {url} from {folder} ({pages} page);"
                    " hall screen: {url}?screen; Ctrl-C to stop",
                    "Serving {name} at {url} from {folder} ({pages} pages);"
                    " hall screen: {url}?screen; Ctrl-C to stop",
                    update.pages,
                )
                if live.title
                else ngettext(
                    "Serving at {url} from {folder} ({pages} page);"
                    " hall screen: {url}?screen; Ctrl-C to stop",
                    "Serving at {url} from {folder} ({pages} pages);"
                    " hall screen: {url}?screen; Ctrl-C to stop",
                    update.pages,
                )
            )
            report(
                serving.format(
                    name=live.title, url=url, folder=folder, pages=update.pages
                )
            )
            if server.arbiter is not None:
                report(
                    _("Arbiter page: {address}").format(address=server.arbiter.address)
                )
            server.wait()

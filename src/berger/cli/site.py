"""The commands that make the whole pack and the event site: ``build``
(:mod:`berger.pipeline.build`), ``site`` (:mod:`berger.pipeline.site`) and
``serve`` (:mod:`berger.serve`). Each parses its options and delegates."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import click

from berger.cli import options as opt
from berger.cli.commands import command
from berger.cli.events import open_groups
from berger.cli.progress import progress
from berger.errors import in_group
from berger.formats.event.event import Options
from berger.messages import N_, _, ngettext


@command("build")
@opt.event
@opt.output(
    N_("Folder to write into (default: out/ beside the event)."),
    folder=True,
    required=False,
)
@click.option(
    "--full",
    is_flag=True,
    help=N_("Render every file again, even those whose inputs did not change."),
)
@opt.group
@opt.event_options
def build(
    event: Path, output: Path | None, full: bool, group: str | None, options: Options
) -> None:
    """The ``build`` command (see its help)."""
    from berger.pipeline.build import build_groups

    build_groups(
        open_groups(event, options, group, ranks=True),
        output,
        progress=progress(),
        written=lambda path: click.echo(_("wrote {path}").format(path=path)),
        kept=lambda path: click.echo(_("unchanged {path}").format(path=path)),
        removed=lambda path: click.echo(_("removed {path}").format(path=path)),
        full=full,
        every=group is None,
    )


@command("site")
@opt.event
@opt.output(
    N_("Folder to write the site into (pages that did not change are kept)."),
    folder=True,
)
@opt.group
@opt.event_options
def site(event: Path, output: Path, group: str | None, options: Options) -> None:
    """The ``site`` command (see its help)."""
    from berger.pipeline.site import group_sites, write_groups_site, write_site

    groups = open_groups(event, options, group, ranks=True)
    if group is None and groups[0].name is not None:
        update = write_groups_site(group_sites(groups), output)
    else:
        (found,) = groups
        with in_group(found.name):
            results = found.variant.results
            update = write_site(found.variant, results, output, group=found.name)
    click.echo(
        ngettext(
            "wrote {path}: {pages} pages, {count} file changed",
            "wrote {path}: {pages} pages, {count} files changed",
            len(update.written),
        ).format(
            path=output / "index.html", pages=update.pages, count=len(update.written)
        )
    )


@command("serve")
@opt.event
@opt.host
@opt.port
@opt.arbiter
@opt.arbiter_key_file
@opt.tls_cert
@opt.tls_key
@opt.group
@opt.event_options
def serve(
    event: Path,
    host: str,
    port: int,
    arbiter: bool,
    arbiter_key_file: Path | None,
    tls_cert: Path | None,
    tls_key: Path | None,
    group: str | None,
    options: Options,
) -> None:
    """The ``serve`` command (see its help)."""
    from berger.formats.files.key_file import new_key, read_or_make_key
    from berger.serve import Tls, serve_event, sharing_warning

    if (tls_cert is None) != (tls_key is None):
        raise click.UsageError(_("--tls-cert and --tls-key go together"))
    tls = None if tls_cert is None or tls_key is None else Tls(tls_cert, tls_key)
    key = None
    if arbiter_key_file is not None:
        key = read_or_make_key(arbiter_key_file)
    elif arbiter:
        key = new_key()

    warning = sharing_warning(host)
    if warning:
        click.echo(_("Warning: {message}").format(message=warning), err=True)
    # Read once here: a bad event is refused before serving, and a seed drawn
    # is reported, and kept by the pages.
    groups = open_groups(event, options, group, ranks=True)
    seeds: dict[str, int] = {}
    if group is None and groups[0].name is not None:
        for found in groups:
            if found.seed_chosen and found.config.options.seed is not None:
                seeds[str(found.name)] = found.config.options.seed
    else:
        (found,) = groups
        if found.seed_chosen:
            options = replace(options, seed=found.config.options.seed)
        group = found.name
    serve_event(
        event,
        options,
        group=group,
        seeds=seeds,
        host=host,
        port=port,
        report=click.echo,
        arbiter_key=key,
        tls=tls,
    )

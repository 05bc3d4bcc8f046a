"""The commands of the arbiters' team: ``keys add``, ``keys list`` and
``keys revoke`` (:mod:`berger.pipeline.arbiters`: the keys file beside the
event), and ``results-log`` (:mod:`berger.pipeline.results_log`: who entered
or changed each result on the arbiter's page). Each parses its options and
delegates."""

from __future__ import annotations

import io
from pathlib import Path
from typing import TYPE_CHECKING

import click

from berger.cli import language
from berger.cli import options as opt
from berger.cli.commands import HELP
from berger.formats.event.event import Options
from berger.messages import N_, _

if TYPE_CHECKING:
    from berger.formats.event.arbiters import ArbiterKey, Role


@click.group("keys", cls=language.Group, help=HELP["keys"])
def keys() -> None:
    """The ``keys`` commands (see their help)."""


def _role(ctx: click.Context, param: click.Parameter, value: str) -> Role:
    from berger.formats.event.arbiters import Role

    return Role.from_code(value)


def _boards(
    ctx: click.Context, param: click.Parameter, value: str | None
) -> tuple[tuple[int, int], ...] | None:
    from berger.errors import InputError
    from berger.formats.event.arbiters import parse_boards

    if value is None:
        return None
    try:
        return parse_boards(value)
    except InputError as exc:
        raise click.BadParameter(exc.message) from None


def role_text(key: ArbiterKey) -> str:
    """A key's role and boards, in the language of the run."""
    from berger.formats.event.arbiters import Role, boards_text

    role = {
        Role.CHIEF: _("chief arbiter"),
        Role.DEPUTY: _("deputy"),
        Role.HELPER: _("helper"),
    }[key.role]
    if key.boards is None:
        return role
    return _("{role}, boards {boards}").format(
        role=role, boards=boards_text(key.boards)
    )


@keys.command(
    "add",
    cls=language.Command,
    help=N_(
        "Make a key for NAME, a member of the arbiters' team, and print it once"
        " (the keys file beside the event keeps only its hash), with the address"
        " of its page: in full with --host or --port, else as a path. A chief"
        " may do everything; a deputy enter and change results on their boards;"
        " a helper only fill an empty result on their boards."
    ),
)
@opt.event
@click.argument("name")
@click.option(
    "--role",
    type=click.Choice(["chief", "deputy", "helper"], case_sensitive=False),
    default="helper",
    show_default=True,
    callback=_role,
    help=N_("What the key's holder may do."),
)
@click.option(
    "--boards",
    metavar="LIST",
    callback=_boards,
    help=N_(
        "Their boards, e.g. 1-5,9 (in a team event, matches); default: every board."
    ),
)
@click.option(
    "--host",
    help=N_("The address berger serve is reached at, for the page's address."),
)
@click.option(
    "--port",
    type=click.IntRange(1, 65535),
    help=N_("The port berger serve listens on, for the page's address."),
)
@click.option("--https", is_flag=True, help=N_("The server serves HTTPS."))
@click.option(
    "--qr",
    is_flag=True,
    help=N_("Also print the page's address as a QR code, for a phone to scan."),
)
@click.option(
    "--replace",
    is_flag=True,
    help=N_("Revoke the key NAME has now, and make a new one."),
)
@opt.event_options
def add(
    event: Path,
    name: str,
    role: Role,
    boards: tuple[tuple[int, int], ...] | None,
    host: str | None,
    port: int | None,
    https: bool,
    qr: bool,
    replace: bool,
    options: Options,
) -> None:
    """The ``keys add`` command (see its help)."""
    from berger.formats.event.arbiters import keys_path
    from berger.pipeline.arbiters import add_key, check_event
    from berger.serve.guard import PREFIX, shown_host

    if qr and host is None and port is None:
        raise click.UsageError(_("--qr needs --host or --port: the address to open"))
    check_event(event)
    key, entry = add_key(keys_path(event), name, role, boards, replacing=replace)
    click.echo(
        _("The key of {name} ({role}), shown this once: {key}").format(
            name=entry.name, role=role_text(entry), key=key
        )
    )
    path = f"{PREFIX}?key={key}"
    if host is None and port is None:
        click.echo(
            _(
                "Its page: {path} at the server's address (berger serve prints it;"
                " --host and --port give it here)"
            ).format(path=path)
        )
        return
    scheme = "https" if https else "http"
    address = f"{scheme}://{shown_host(host or '127.0.0.1')}:{port or 8000}{path}"
    click.echo(_("Its page: {address}").format(address=address))
    if qr:
        import segno

        out = io.StringIO()
        segno.make(address, error="m", micro=False).terminal(out=out, compact=True)
        click.echo(out.getvalue(), nl=False)


@keys.command(
    "list",
    cls=language.Command,
    help=N_(
        "List the keys of the arbiters' team (their holders, roles and boards,"
        " never the keys), and those revoked."
    ),
)
@opt.event
@opt.event_options
def list_keys(event: Path, options: Options) -> None:
    """The ``keys list`` command (see its help)."""
    from berger.formats.event.arbiters import keys_path, read_keys
    from berger.pipeline.arbiters import check_event

    check_event(event)
    path = keys_path(event)
    found = read_keys(path)
    if not found:
        click.echo(
            _(
                "No keys in {path}: the key berger serve --arbiter prints is the"
                " chief arbiter's."
            ).format(path=path)
        )
        return
    for key in found:
        if key.revoked is None:
            line = _("{name}: {role}, since {added}")
        else:
            line = _("{name}: {role}, revoked {revoked}")
        click.echo(
            line.format(
                name=key.name,
                role=role_text(key),
                added=key.added.replace("T", " "),
                revoked=(key.revoked or "").replace("T", " "),
            )
        )


@keys.command(
    "revoke",
    cls=language.Command,
    help=N_(
        "Revoke the key of NAME: it stops working at once, on a page already"
        " open too (its next request is refused)."
    ),
)
@opt.event
@click.argument("name")
@opt.event_options
def revoke(event: Path, name: str, options: Options) -> None:
    """The ``keys revoke`` command (see its help)."""
    from berger.formats.event.arbiters import keys_path
    from berger.pipeline.arbiters import check_event, revoke_key

    check_event(event)
    entry = revoke_key(keys_path(event), name)
    click.echo(_("Revoked the key of {name}.").format(name=entry.name))


@click.command("results-log", cls=language.Command, help=HELP["results-log"])
@opt.event
@opt.group
@opt.event_options
def results_log(event: Path, group: str | None, options: Options) -> None:
    """The ``results-log`` command (see its help)."""
    from berger.pipeline.results_log import log_paths, read_log, shown_log

    paths = log_paths(event, options)
    if not paths:
        click.echo(_("No result was entered on the arbiter's page yet."))
        return
    for path in paths:
        if len(paths) > 1:
            click.echo(f"{path}:")
        for line in shown_log(read_log(path), group):
            click.echo(line)

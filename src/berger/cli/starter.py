"""The command that makes a new event folder: ``init``
(:mod:`berger.formats.event.starter`, with FIDE's rating list
:mod:`berger.formats.exchange.rating_list`)."""

from __future__ import annotations

from pathlib import Path

import click

from berger.cli import language
from berger.cli import options as opt
from berger.cli.commands import command
from berger.formats.exchange.fide_list import RatingKind
from berger.messages import N_, _


def _fide_ids(
    _ctx: click.Context, _param: click.Parameter, value: str | None
) -> tuple[str, ...] | None:
    """``--ids``: FIDE ids separated by commas."""
    if value is None:
        return None
    ids = tuple(part.strip() for part in value.split(",") if part.strip())
    bad = next((part for part in ids if not part.isdecimal()), None)
    if bad is not None or not ids:
        raise click.BadParameter(
            _("{text!r} is not a FIDE id (digits only)").format(text=bad or value)
        )
    return tuple(str(int(part)) for part in ids)


@command("init")
@click.argument("folder", type=language.Path(path_type=Path, file_okay=False))
@opt.rating_list
@click.option(
    "--ids",
    callback=_fide_ids,
    metavar="ID,ID,...",
    help=N_("With --rating-list: the players by FIDE id, in list order."),
)
@opt.rating_kind
@opt.language
def init(
    folder: Path,
    rating_list: Path | None,
    ids: tuple[str, ...] | None,
    rating_kind: RatingKind | None,
    language: object,
) -> None:
    """The ``init`` command (see its help); its ``--lang`` is the language of
    the run, chosen before it runs (see :mod:`berger.cli.language`)."""
    from berger.formats.event.starter import write_starter

    if (rating_list is None) != (ids is None):
        raise click.UsageError(_("--rating-list and --ids go together"))
    if rating_list is None or ids is None:
        written = write_starter(folder)
    else:
        from berger.formats.exchange.rating_list import (
            participants_csv,
            read_rating_list,
        )

        kind = rating_kind or RatingKind.STANDARD
        listing = read_rating_list(rating_list, ids, kind)
        players = participants_csv(listing, ids)
        rating = None if kind is RatingKind.STANDARD else str(kind)
        written = write_starter(folder, players=players, rating=rating)
        click.echo(listing.note(len(ids)), err=True)
    for path in written:
        click.echo(_("wrote {path}").format(path=path))

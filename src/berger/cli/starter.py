"""The command that makes a new event folder: ``init``
(:mod:`berger.formats.event.starter`, with FIDE's rating list
:mod:`berger.formats.exchange.rating_list`)."""

from __future__ import annotations

from pathlib import Path

import click

from berger.cli import language
from berger.cli import options as opt
from berger.cli.commands import command
from berger.core.disciplines import Discipline
from berger.core.micro.matches import MAX_GAMES
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
@click.option(
    "--game",
    type=click.Choice(["chess", "draughts"], case_sensitive=False),
    help=N_("Chess (the default) or draughts."),
)
@click.option(
    "--discipline",
    type=click.Choice([d.value for d in Discipline], case_sensitive=False),
    help=N_("A draughts event's discipline (default: russian)."),
)
@click.option(
    "--micro-match",
    "micro_match",
    type=click.IntRange(1, MAX_GAMES),
    metavar="N",
    help=N_("A draughts event's pairings play micro-matches of N games."),
)
@opt.language
def init(
    folder: Path,
    rating_list: Path | None,
    ids: tuple[str, ...] | None,
    rating_kind: RatingKind | None,
    game: str | None,
    discipline: str | None,
    micro_match: int | None,
    language: object,
) -> None:
    """The ``init`` command (see its help); its ``--lang`` is the language of
    the run, chosen before it runs (see :mod:`berger.cli.language`)."""
    from berger.formats.event.starter import write_starter

    if (rating_list is None) != (ids is None):
        raise click.UsageError(_("--rating-list and --ids go together"))
    draughts = None
    if game is None and (discipline or micro_match):
        game = "draughts"
    if game is not None and game.lower() == "draughts":
        draughts = (Discipline.from_code(discipline or "russian"), micro_match or 1)
    elif discipline or micro_match:
        raise click.UsageError(
            _("--discipline and --micro-match are a draughts event's: --game draughts")
        )
    if rating_list is None or ids is None:
        written = write_starter(folder, draughts=draughts)
    else:
        from berger.formats.event.listed_participants import participants_csv
        from berger.formats.exchange.rating_list import read_rating_list

        kind = rating_kind or RatingKind.STANDARD
        listing = read_rating_list(rating_list, ids, kind)
        players = participants_csv(listing, ids)
        rating = None if kind is RatingKind.STANDARD else str(kind)
        written = write_starter(
            folder, players=players, rating=rating, draughts=draughts
        )
        click.echo(listing.note(len(ids)), err=True)
    for path in written:
        click.echo(_("wrote {path}").format(path=path))
    if draughts is not None:
        page = draughts_page()
        if page is not None:
            click.echo(_("The manual's page on draughts: {page}").format(page=page))


def draughts_page() -> Path | None:
    """The manual's page on draughts, in the language of the run where
    ``make docs`` built it (see :func:`berger.cli.manual`); None where
    berger is installed without its manual."""
    from berger import messages
    from berger.cli import manual

    found = manual(messages.language())
    if found is None:
        return None
    index, _translated = found
    return index.with_stem("draughts")

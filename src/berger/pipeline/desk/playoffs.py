"""The play-offs at the arbiter's desk: each play-off of an event whose
standings are final as a round robin of its own (a Lehmann–Georgiev
play-off's as its series, :mod:`berger.pipeline.desk.series`), with why its
results file cannot take its results where it holds another play-off's."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from berger.core.playoff.places import PlayoffFormat
from berger.core.standings import VoidPlayoff
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.messages import _
from berger.pipeline.desk.series import SeriesPlayoff
from berger.pipeline.outputs import C
from berger.pipeline.playoff import named, results_files
from berger.pipeline.variant import Variant
from berger.render.labels import fill


@dataclass(frozen=True, slots=True)
class PlayoffTable:
    """A play-off at the arbiter's desk."""

    variant: Variant[Any, Any]
    """The play-off as a round robin of its own."""
    void: str | None = None
    """Why its results file cannot take its results (it holds a play-off
    among other players: see :class:`~berger.core.playoff.places.VoidPlayoff`);
    None when it can."""


def playoff_tables(variant: Variant[Tournament, C]) -> dict[str, PlayoffTable]:
    """The play-offs of ``variant`` (an event of players without groups,
    whose standings are final) as round robins of their own, for the
    arbiter's desk: each with its players numbered, its schedule, and its
    results file, by its name on the page ("Play-off 1-3", in the event's
    language); none where there is no play-off (yet), or it does not read
    (the standings say why). A play-off whose file holds the results of a
    play-off among other players is shown, not to be written to (see
    :attr:`PlayoffTable.void`)."""
    config = variant.config
    if config.playoff is None or config.teams is not None:
        return {}
    try:
        results = variant.results
        if results is None:
            return {}
        played = variant.count(results).playoffs
        if played is None:
            return {}
        files = results_files(
            config.playoff, played.qualification, config.playoff.shown
        )
    except InputError:
        return {}
    labels = variant.labels
    tables: dict[str, PlayoffTable] = {}
    void = {one.place: one for one in played.void}
    for result in played.played:
        playoff = result.playoff
        name = fill(labels["playoff_group"], place=playoff.qualified.place)
        stale = void.get(playoff.qualified.place)
        event = named(playoff, labels)
        own = replace(
            config,
            info=event.info,
            players=event.players,
            options=replace(
                config.options,
                results=None if stale else files.get(playoff.qualified.places),
            ),
            playoff=None,
            prizes=None,
        )
        series = config.playoff.played.format is PlayoffFormat.LEHMANN_GEORGIEV
        table: Variant[Any, Any] = (
            SeriesPlayoff(own, event, playoff) if series else type(variant)(own, event)
        )
        tables[name] = PlayoffTable(
            table, None if stale is None else _void_message(stale, variant.event)
        )
    return tables


def _void_message(void: VoidPlayoff, event: Tournament) -> str:
    """What the desk says of a play-off whose file holds another's."""

    def names(numbers: tuple[int, ...]) -> str:
        return "; ".join(event.player(number).name for number in numbers)

    return _(
        "{file} holds the play-off played by {played}; level on place {place}"
        " now: {level}. Its results do not count: move the file aside to play"
        " the play-off again, or correct the event's results"
    ).format(
        file=Path(void.source).name,
        played=names(void.played),
        place=void.place,
        level=names(void.level),
    )

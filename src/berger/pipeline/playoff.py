"""Use case: the play-off for tied places (``[playoff]``, C.07 art. 3):
who qualifies over the event's final standings, each play-off as an event
of its own with its results (read with the event's, see
:class:`~berger.pipeline.read.EventResults`), and the final standings
ranked by them (see :mod:`berger.core.playoff.places`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

from berger.core.crosstable import Crosstable, build_crosstable
from berger.core.model import EventInfo
from berger.core.playoff.lehmann_georgiev import play_off_lehmann_georgiev, time_control
from berger.core.playoff.places import (
    Playoff,
    PlayoffFormat,
    PlayoffResult,
    PlayoffRules,
    Playoffs,
    Qualification,
    place_list,
    play_off,
    playoff_event,
    qualify,
)
from berger.core.results import Results
from berger.core.standings import Standings, VoidPlayoff, compute_standings
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event.event import EventConfig
from berger.formats.event.playoff import PlayoffConfig
from berger.formats.event.playoff_series import read_series
from berger.formats.event.results_file import named_players, read_results
from berger.formats.exchange.trf import write_trf
from berger.formats.files.input_file import InputFile
from berger.messages import _
from berger.pipeline.counted import Counted
from berger.pipeline.outputs import C, E
from berger.pipeline.variant import Variant
from berger.render.labels import Labels, fill


def playoffs(
    config: EventConfig,
    event: Tournament,
    crosstable: Crosstable,
    standings: Standings,
    files: Mapping[Path, InputFile],
    *,
    level: Callable[[tuple[str, ...]], Standings] | None = None,
) -> Playoffs | None:
    """The play-offs of an event with ``[playoff]`` whose ``standings`` (by
    the whole chain, over ``crosstable``) are final, their results parsed
    from ``files`` (the bytes of the play-off's results files that exist);
    None otherwise. No file is opened. ``level`` ranks the event by the
    first codes of its chain (by default the points of ``crosstable`` and
    those codes): who is level there plays off.

    Raises:
        InputError: ``after`` is not where the chain begins, a knockout for
            more than two, lots without a seed, one results file for
            several play-offs, or a play-off's results file that its
            reader refuses (a player not in the play-off, a game not in
            its schedule).
    """
    setup = config.playoff
    if setup is None or not standings.final:
        return None
    shown = setup.shown
    rules = setup.rules(standings.chain, shown)
    first = standings.chain[: rules.after]
    levelled = (
        level(first)
        if level is not None
        else compute_standings(crosstable, first, unrated=standings.unrated)
    )
    qualification = qualify(levelled, standings, rules)
    paths = results_files(setup, qualification, shown)
    played: list[PlayoffResult] = []
    void: list[VoidPlayoff] = []
    for qualified in qualification.playoffs:
        try:
            playoff = playoff_event(
                event,
                qualified,
                rules,
                info=playoff_info(config, event, len(qualified.numbers)),
                seed=config.options.seed,
            )
        except InputError as error:
            raise InputError(error.message, path=shown, field=error.field) from None
        path = paths.get(qualified.places)
        source = None if path is None else files.get(path)
        try:
            results = _read(source, playoff, rules.format)
        except InputError:
            assert source is not None
            found = _void(source, event, qualified.place, qualified.numbers)
            if found is None:
                raise
            void.append(found)
            results = Results()
        played.append(_play_off(playoff, results, rules))
    void += _orphans(setup, qualification, event, files)
    return Playoffs(rules, qualification, tuple(played), levelled, tuple(void))


def _void(
    source: InputFile, event: Tournament, place: str, level: tuple[int, ...]
) -> VoidPlayoff | None:
    """The play-off of ``path``, which does not read as the play-off of
    those ``level`` on ``place`` now, as void: a result corrected after it
    was played changed who is level, or their order before it (which
    numbers a play-off by ``order``). None where the file's own mistake is
    why (a bad result, a name of nobody in the event), reported as such."""
    try:
        named = named_players(source, event)
    except InputError:
        return None
    if not named:
        return None
    played = tuple(sorted(named))
    return VoidPlayoff(place, source.shown, played, tuple(sorted(level)))


def _orphans(
    setup: PlayoffConfig,
    qualification: Qualification,
    event: Tournament,
    files: Mapping[Path, InputFile],
) -> list[VoidPlayoff]:
    """The play-offs whose results files hold games though nobody is level
    on their places now: void, their places named as ``[playoff]`` gives
    them (the places of a file by place, or those of ``places``)."""
    taken = {q.places for q in qualification.playoffs}
    if isinstance(setup.results, Path):
        if taken:
            return []
        wanted = setup.played.places
        given = {"all" if wanted is None else place_list(wanted): setup.results}
    else:
        covered = {place for first, last in taken for place in range(first, last + 1)}
        given = {
            str(place): path
            for place, path in setup.results.items()
            if place not in covered
        }
    void = []
    for place, path in given.items():
        source = files.get(path)
        if source is None:
            continue
        try:
            named = named_players(source, event)
        except InputError:
            continue
        if named:
            void.append(VoidPlayoff(place, str(path), tuple(sorted(named)), ()))
    return void


def playoff_info(config: EventConfig, event: Tournament, players: int = 2) -> EventInfo:
    """The header of a play-off of ``event`` among ``players``: the event's,
    with the play-off's own time control (naming rapid or blitz; a
    Lehmann–Georgiev play-off's the FMJD's where ``[playoff]`` gives none)
    and round dates; it is named for the play-off where it is shown
    (:func:`named`)."""
    setup = config.playoff
    assert setup is not None
    clock = setup.kind_named
    if not setup.time_control and setup.played.format is PlayoffFormat.LEHMANN_GEORGIEV:
        clock = time_control(players)
    dates = setup.round_dates
    days = [d.date() if isinstance(d, dt.datetime) else d for d in dates]
    return replace(
        event.info,
        time_control=clock,
        round_dates=dates,
        start=min(days, default=event.info.end or event.info.start),
        end=max(days, default=event.info.end),
    )


def named(playoff: Playoff, labels: Labels) -> Tournament:
    """The play-off's event named for it in the language of ``labels``
    ("District Championship: play-off for places 1-3")."""
    event = playoff.event
    name = fill(
        labels["playoff_name"],
        event=event.info.name or labels["site_untitled"],
        place=playoff.qualified.place,
    )
    return replace(event, info=replace(event.info, name=name))


def results_files(
    setup: PlayoffConfig, qualification: Qualification, shown: str
) -> Mapping[tuple[int, int], Path]:
    """Each play-off's results file, by the places it is for."""
    results = setup.results
    playoffs = qualification.playoffs
    if isinstance(results, Path):
        if len(playoffs) > 1:
            raise InputError(
                _(
                    "{count} play-offs ({places}) but one results file:"
                    " give one for each, as"
                    ' results = {{ "{first}" = "playoff-{first}.csv" }}'
                ).format(
                    count=len(playoffs),
                    places=", ".join(q.place for q in playoffs),
                    first=playoffs[0].places[0],
                ),
                path=shown,
                field="playoff.results",
            )
        return {q.places: results for q in playoffs}
    files: dict[tuple[int, int], Path] = {}
    for place, path in results.items():
        found = [q for q in playoffs if q.places[0] <= place <= q.places[1]]
        if found:
            files[found[0].places] = path
    return files


def _read(source: InputFile | None, playoff: Playoff, form: PlayoffFormat) -> Results:
    """The results of ``playoff`` in ``source``; none where there is no file
    yet (the play-off not begun). A Lehmann–Georgiev play-off's are the
    games of its series."""
    if source is None:
        return Results()
    if form is PlayoffFormat.LEHMANN_GEORGIEV:
        return read_series(source, playoff)
    return read_results(source, playoff.event)


def _play_off(playoff: Playoff, results: Results, rules: PlayoffRules) -> PlayoffResult:
    """The order ``playoff`` gives by its ``results``, by its format."""
    if rules.format is PlayoffFormat.LEHMANN_GEORGIEV:
        return play_off_lehmann_georgiev(playoff, results, order=rules.order)
    return play_off(playoff, results)


def event_playoffs(variant: Variant[E, C]) -> tuple[C, Playoffs]:
    """The results of ``variant`` (an event with ``[playoff]`` and final
    standings) counted, and its play-offs.

    Raises:
        InputError: no ``[playoff]``, no results, standings not final, or
            as :func:`playoffs`.
        BergerError: bad results, as for the standings.
    """
    config = variant.config
    if config.playoff is None:
        raise InputError(
            _("this event has no play-off: add [playoff] to event.toml (places = [1])"),
            path=config.source,
        )
    counted = variant.count(variant.require_results(why=_("for the play-off")))
    found = counted.playoffs
    if found is None:
        raise InputError(
            _(
                "the standings are not final (after round {round}): who plays off"
                " is known when every game has a result"
            ).format(round=counted.after_round),
            path=config.source,
        )
    return counted, found


def write_playoff_trf(variant: Variant[E, C], target: Path) -> None:
    """``berger export --to trf --playoff``: the play-off as an event of its
    own (its players, pairings, results and ranks by its points; record 122
    says rapid or blitz), for the rating officer; one play-off a file.

    Raises:
        InputError: as :func:`event_playoffs`; no play-off (nobody level),
            or several.
    """
    found = event_playoffs(variant)[1]
    if len(found.played) != 1:
        raise InputError(
            _("{count} play-offs ({places}): a TRF holds one event").format(
                count=len(found.played),
                places=", ".join(r.playoff.qualified.place for r in found.played)
                or "-",
            ),
            path=variant.config.source,
            field="playoff",
        )
    (result,) = found.played
    event = named(result.playoff, variant.labels)
    crosstable = build_crosstable(event, result.pairings)
    write_trf(event, crosstable, compute_standings(crosstable, ()), target)


def the_playoff(counted: Counted | None) -> PlayoffResult | None:
    """The one play-off of the results ``counted``, which has its
    documents; None where there is none or more than one."""
    found = None if counted is None else counted.playoffs
    if found is None or len(found.played) != 1:
        return None
    return found.played[0]

"""Use case: the play-off for tied places (``[playoff]``, C.07 art. 3):
who qualifies over the event's final standings, each play-off as an event
of its own with its results read back, and the final standings ranked by
them (see :mod:`berger.core.playoff`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.crosstable import Crosstable, build_crosstable
from berger.core.model import EventInfo
from berger.core.playoff import (
    Playoff,
    PlayoffResult,
    Playoffs,
    Qualification,
    Qualified,
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
from berger.formats.event.results_file import named_players, read_results
from berger.formats.files.manifest import digest, file_digest
from berger.messages import _
from berger.pipeline.counted import Counted
from berger.pipeline.variant import Document, Paperwork, Variant

if TYPE_CHECKING:
    from berger.render.printing import Page


def playoff_state(config: EventConfig) -> str:
    """A digest of what the event's play-off is made from: its
    ``[playoff]`` and its results files' bytes (equal digests, equal
    play-offs), for the outputs that keep what they made."""
    setup = config.playoff
    if setup is None:
        return digest(None)
    return digest(setup, *(file_digest(path) for path in setup.files))


def playoffs(
    config: EventConfig,
    event: Tournament,
    crosstable: Crosstable,
    standings: Standings,
) -> Playoffs | None:
    """The play-offs of an event with ``[playoff]`` whose ``standings`` (by
    the whole chain, over ``crosstable``) are final; None otherwise.

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
    level = compute_standings(
        crosstable, standings.chain[: rules.after], unrated=standings.unrated
    )
    qualification = qualify(level, standings, rules)
    files = _results_files(setup, qualification, shown)
    played: list[PlayoffResult] = []
    void: list[VoidPlayoff] = []
    for qualified in qualification.playoffs:
        try:
            playoff = playoff_event(
                event,
                qualified,
                rules,
                info=playoff_info(config, event, qualified),
                seed=config.options.seed,
            )
        except InputError as error:
            raise InputError(error.message, path=shown, field=error.field) from None
        path = files.get(qualified.places)
        try:
            results = _read(path, playoff)
        except InputError:
            assert path is not None
            found = _void(path, event, qualified.place, qualified.numbers)
            if found is None:
                raise
            void.append(found)
            results = Results()
        played.append(play_off(playoff, results))
    void += _orphans(setup, qualification, event)
    return Playoffs(rules, qualification, tuple(played), level, tuple(void))


def _void(
    path: Path, event: Tournament, place: str, level: tuple[int, ...]
) -> VoidPlayoff | None:
    """The play-off of ``path``, which does not read as the play-off of
    those ``level`` on ``place`` now, as void: a result corrected after it
    was played changed who is level, or their order before it (which
    numbers a play-off by ``order``). None where the file's own mistake is
    why (a bad result, a name of nobody in the event), reported as such."""
    try:
        named = named_players(path, event)
    except InputError:
        return None
    if not named:
        return None
    return VoidPlayoff(place, str(path), tuple(sorted(named)), tuple(sorted(level)))


def _orphans(
    setup: PlayoffConfig, qualification: Qualification, event: Tournament
) -> list[VoidPlayoff]:
    """The play-offs whose results files hold games though nobody is level
    on their places now: void, their places named as ``[playoff]`` gives
    them (the places of a file by place, or those of ``places``)."""
    taken = {q.places for q in qualification.playoffs}
    if isinstance(setup.results, Path):
        if taken:
            return []
        wanted = setup.played.places
        files = {"all" if wanted is None else place_list(wanted): setup.results}
    else:
        covered = {place for first, last in taken for place in range(first, last + 1)}
        files = {
            str(place): path
            for place, path in setup.results.items()
            if place not in covered
        }
    void = []
    for place, path in files.items():
        if not path.is_file():
            continue
        try:
            named = named_players(path, event)
        except InputError:
            continue
        if named:
            void.append(VoidPlayoff(place, str(path), tuple(sorted(named)), ()))
    return void


def playoff_info(
    config: EventConfig, event: Tournament, qualified: Qualified
) -> EventInfo:
    """The header of ``qualified``'s play-off: the event's, named for the
    play-off in the event's language, with its own time control (naming
    rapid or blitz) and round dates.

    Raises:
        TemplateError: the labels do not read.
    """
    from berger.render.labels import fill, load_labels

    setup = config.playoff
    assert setup is not None
    labels = load_labels(config.language, config.options.templates)
    dates = setup.round_dates
    days = [d.date() if isinstance(d, dt.datetime) else d for d in dates]
    return replace(
        event.info,
        name=fill(
            labels["playoff_name"],
            event=event.info.name or labels["site_untitled"],
            place=qualified.place,
        ),
        time_control=setup.kind_named,
        round_dates=dates,
        start=min(days, default=event.info.end or event.info.start),
        end=max(days, default=event.info.end),
    )


def _results_files(
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


def _read(path: Path | None, playoff: Playoff) -> Results:
    """The results of ``playoff`` in ``path``; none where there is no file
    yet (the play-off not begun)."""
    if path is None or not path.exists():
        return Results()
    return read_results(path, playoff.event)


def event_playoffs(variant: Variant) -> tuple[Counted, Playoffs]:
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
    found = variant.playoffs(counted)
    if found is None:
        raise InputError(
            _(
                "the standings are not final (after round {round}): who plays off"
                " is known when every game has a result"
            ).format(round=counted.after_round),
            path=config.source,
        )
    return counted, found


def write_playoff_trf(variant: Variant, target: Path) -> None:
    """``berger export --to trf --playoff``: the play-off as an event of its
    own (its players, pairings, results and ranks by its points; record 122
    says rapid or blitz), for the rating officer; one play-off a file.

    Raises:
        InputError: as :func:`event_playoffs`; no play-off (nobody level),
            or several.
    """
    from berger.formats.exchange.trf import write_trf

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
    event = result.playoff.event
    crosstable = build_crosstable(event, result.results)
    write_trf(event, crosstable, compute_standings(crosstable, ()), target)


PLAYOFF_DOCUMENTS = (Document.PLAYOFF_ROUND_SHEETS, Document.PLAYOFF_CARDS)
"""The play-off's own documents in the pack."""


def the_playoff(found: Playoffs | None) -> PlayoffResult | None:
    """The one play-off of ``found`` (an event's play-offs), which has its
    documents; None where there is none or more than one."""
    if found is None or len(found.played) != 1:
        return None
    return found.played[0]


def playoff_page(result: PlayoffResult, document: Document, work: Paperwork) -> Page:
    """The page of one of :data:`PLAYOFF_DOCUMENTS` for the play-off
    ``result``: its pairing cards, or its round sheets with its results,
    printed as ``work`` says."""
    from berger.render.documents import PlayerPapers

    papers = PlayerPapers(result.playoff.event, work.settings)
    if document is Document.PLAYOFF_CARDS:
        return papers.cards()
    return papers.round_sheets(result.results)


@dataclass(frozen=True, slots=True)
class PlayoffTable:
    """A play-off at the arbiter's desk."""

    variant: Variant
    """The play-off as a round robin of its own."""
    void: str | None = None
    """Why its results file cannot take its results (it holds a play-off
    among other players: see :class:`~berger.core.playoff.VoidPlayoff`);
    None when it can."""


def playoff_tables(variant: Variant) -> dict[str, PlayoffTable]:
    """The play-offs of ``variant`` (an event of players without groups,
    whose standings are final) as round robins of their own, for the
    arbiter's desk: each with its players numbered, its schedule, and its
    results file, by its name on the page ("Play-off 1-3", in the event's
    language); none where there is no play-off (yet), or it does not read
    (the standings say why). A play-off whose file holds the results of a
    play-off among other players is shown, not to be written to (see
    :attr:`PlayoffTable.void`)."""
    from berger.render.labels import fill, load_labels

    config = variant.config
    if config.playoff is None or config.teams is not None:
        return {}
    try:
        results = variant.read_results()
        if results is None:
            return {}
        played = variant.playoffs(variant.count(results))
        if played is None:
            return {}
        files = _results_files(
            config.playoff, played.qualification, config.playoff.shown
        )
    except InputError:
        return {}
    labels = load_labels(config.language, config.options.templates)
    tables: dict[str, PlayoffTable] = {}
    void = {one.place: one for one in played.void}
    for result in played.played:
        playoff = result.playoff
        name = fill(labels["playoff_group"], place=playoff.qualified.place)
        stale = void.get(playoff.qualified.place)
        own = replace(
            config,
            info=playoff.event.info,
            players=playoff.event.players,
            options=replace(
                config.options,
                results=None if stale else files.get(playoff.qualified.places),
            ),
            playoff=None,
            prizes=None,
        )
        tables[name] = PlayoffTable(
            type(variant)(own, playoff.event),
            None if stale is None else _void_message(stale, variant.event),
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

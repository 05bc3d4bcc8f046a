"""Use cases: the site of an event, or the one site of an event with
several groups, written into a folder: what it is made from (the standings
after every round, the pack's files beside it) and the checks of the
groups' names."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from berger.core.crosstable import Crosstable
from berger.core.names import name_key
from berger.core.results import Results
from berger.core.standings import Standings
from berger.core.tiebreaks import DEFAULT_CHAIN, parse_chain
from berger.core.tournament import Tournament
from berger.errors import InputError, in_group
from berger.formats.event import EVENT_FILE, EventConfig
from berger.formats.event_groups import event_groups
from berger.pipeline.event import AnyEvent, OpenGroup, individual
from berger.pipeline.results import (
    crosstable_for,
    load_results,
    no_results,
    standings_for,
)
from berger.publish.folder import SiteFolder, SiteUpdate
from berger.render.html import template_dirs
from berger.render.site.pages import EventNav, SiteData
from berger.render.site.plan import PACK_FILES
from berger.render.site.render import TOP_NAMES

Tables = tuple[tuple[Crosstable, Standings], ...]
"""Crosstable and standings after round 1, 2, …"""


class StandingsMemo:
    """The standings after each round, kept from one rebuild to the next:
    those after round k change only with a result of rounds 1 to k, so a new
    result in the last round computes one table, not one per round."""

    def __init__(self) -> None:
        self._event: object = None
        self._known: dict[object, tuple[Crosstable, Standings]] = {}

    def tables(
        self, config: EventConfig, tournament: Tournament, results: Results
    ) -> Tables:
        """The tables after rounds 1 to the last with a result.

        Raises:
            BergerError: an unknown tiebreak code.
        """
        if (tournament, config.options) != self._event:
            self._event, self._known = (tournament, config.options), {}
        by_round: dict[int, list[tuple[int, str]]] = {}
        for (rnd, board), outcome in results.outcomes.items():
            by_round.setdefault(rnd, []).append((board, outcome.value))
        # The key of round k holds every result of rounds 1..k (and the
        # withdrawals), nested: equal keys, equal tables.
        key: tuple[object, ...] = (tuple(sorted(results.withdrawn.items())),)
        known: dict[object, tuple[Crosstable, Standings]] = {}
        out = []
        for k in range(1, results.last_round + 1):
            key = (key, tuple(sorted(by_round.get(k, ()))))
            table = self._known.get(key)
            if table is None:
                table = standings_for(config, tournament, results, after_round=k)
            known[key] = table
            out.append(table)
        self._known = known
        return tuple(out)


def site_data(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    *,
    pack: Path | None = None,
    live: bool = False,
    memo: StandingsMemo | None = None,
    event: EventNav | None = None,
) -> SiteData:
    """What the site of the event (or of one group of ``event``) is made
    from: the standings after every round with a result (through ``memo``
    when given), and the pack's files found in the folder ``pack`` (none
    without it: a ``live`` site serves nothing outside its folder).

    Raises:
        BergerError: an unknown tiebreak code, a missing templates folder.
    """
    tables: Tables = ()
    if results is not None:
        tables = (memo or StandingsMemo()).tables(config, tournament, results)
    if tables:
        crosstable = tables[-1][0]
    else:
        crosstable = crosstable_for(
            config,
            tournament,
            results or no_results(tournament),
        )
    return SiteData(
        tournament=tournament,
        crosstable=crosstable,
        tables=tables,
        tiebreaks=parse_chain(config.options.tiebreaks or DEFAULT_CHAIN),
        ties=config.ties,
        unrated=config.unrated,
        language=config.language,
        dirs=template_dirs(config.options.templates),
        downloads=()
        if pack is None
        else tuple(name for name, _label in PACK_FILES if (pack / name).is_file()),
        live=live,
        event=event,
    )


def write_site(
    config: EventConfig,
    tournament: Tournament,
    results: Results | None,
    folder: Path,
    *,
    full: bool = False,
) -> SiteUpdate:
    """Write the event's site into ``folder`` (created if need be), or bring
    the site already there up to date (with ``full``, every page rendered
    again). Files of the folder that are not the site's are left alone. The
    pack's files beside ``folder`` get download links.

    Raises:
        BergerError: an unknown tiebreak code, a broken template, or a file
            that cannot be written.
    """
    data = site_data(config, tournament, results, pack=folder.parent)
    return SiteFolder(folder).update(data, full=full)


def check_group_names(event: Path, names: Sequence[str], taken: Sequence[str]) -> None:
    """Refuse a group of the EVENT whose folder would take one of the names
    ``taken`` (case ignored, as some file systems do).

    Raises:
        InputError: naming the group and ``event.toml``.
    """
    keys = {name_key(name): name for name in taken}
    for group in names:
        if name_key(group) in keys:
            raise InputError(
                f"group name {group!r} is taken: the event site has"
                f" {keys[name_key(group)]!r} where the group's folder would go;"
                " rename the group",
                path=event_file(event),
                field="groups.name",
            )


def event_file(event: Path) -> Path:
    """The EVENT's own file: ``event.toml`` in an event folder, else the file
    itself."""
    return event / EVENT_FILE if event.is_dir() else event


class PlayersGroup(NamedTuple):
    """One group of players of an EVENT with several, with its results: what
    its pages in the event's site are made from."""

    name: str
    """The group's name."""
    config: EventConfig
    """The group as an event of its own, its seed settled."""
    tournament: Tournament
    """Its players, numbered, and schedule."""
    results: Results | None
    """Its results, None before any."""


def players_groups(groups: Sequence[OpenGroup]) -> list[PlayersGroup]:
    """The named ``groups``, which must be of players, with their results
    read.

    Raises:
        BergerError: a team group, results that do not read (naming the
            group).
    """
    made = []
    for group in groups:
        assert group.name is not None
        with in_group(group.name):
            tournament = players_event(group.config, group.tournament)
            results = load_results(group.config, tournament)
        made.append(PlayersGroup(group.name, group.config, tournament, results))
    return made


def write_groups_site(
    groups: Sequence[PlayersGroup],
    folder: Path,
    *,
    full: bool = False,
    front: bool = True,
) -> SiteUpdate:
    """Write the site of an event with several groups into ``folder``, or
    bring the site already there up to date: each group's pages in
    ``folder/<group>/``, with download links to the pack's files in
    ``folder/../<group>/`` (where ``berger build`` writes them), and with
    ``front`` (``groups`` is every group) the event's own front page and hall
    screen at the top; without it, the groups' pages and the static files
    only.

    Raises:
        BergerError: a group name the site's own files take, anything as
            :func:`write_site` (naming the group).
    """
    source = groups[0].config.source
    check_group_names(source, [group.name for group in groups], TOP_NAMES)
    name = event_groups(source).name
    made: list[tuple[str, SiteData | None]] = []
    for group in groups:
        with in_group(group.name):
            data = site_data(
                group.config,
                group.tournament,
                group.results,
                pack=folder.parent / group.name,
                event=EventNav(name, group.name),
            )
        made.append((group.name, data))
    return SiteFolder(folder).update_groups(name, made, full=full, front=front)


def players_event(config: EventConfig, event: AnyEvent) -> Tournament:
    """The event, which must be of players: the site has no team pages.

    Raises:
        InputError: a team event.
    """
    return individual(
        config,
        event,
        "the event site is for events of players; it has no pages for a team event yet",
    )

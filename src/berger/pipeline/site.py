"""Use cases: the site of an event, or the one site of an event with
several groups, written into a folder: what it is made from (the results
counted after every round, the pack's files beside it) and the checks of
the groups' names. The folder itself is :mod:`berger.publish`'s."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, NamedTuple

from berger.core.crosstable import Crosstable
from berger.core.game_dates import played_round
from berger.core.names import name_key
from berger.core.standings import Standings
from berger.errors import InputError, in_group
from berger.formats.event.event import event_file
from berger.formats.event.event_groups import event_groups
from berger.formats.event.message import read_message
from berger.formats.files.atomic import will_be_file
from berger.messages import _
from berger.pipeline.calendar import calendar_source
from berger.pipeline.event import OpenGroup
from berger.pipeline.outputs import C, E, Output
from berger.pipeline.prizes import prize_view
from berger.pipeline.read import EventResults, playoff_state
from berger.pipeline.variant import Variant
from berger.publish.folder import SiteFolder, SiteUpdate
from berger.render.html import template_dirs
from berger.render.site.pages import EventNav, SiteData
from berger.render.site.render import TOP_NAMES


class StandingsMemo:
    """The results counted after each round, kept from one rebuild to the
    next: those after round k change only with a result of rounds 1 to k
    (or, after the last, of the play-off), so a new result in the last
    round counts one table, not one per round."""

    def __init__(self) -> None:
        self._event: object = None
        self._known: dict[object, Any] = {}

    def tables(
        self,
        variant: Variant[E, C],
        results: EventResults,
        *,
        now: C | None = None,
    ) -> tuple[C, ...]:
        """The results counted after rounds 1 to the last with a result;
        those after the last round taken from ``now`` where given (counted
        already, by the build).

        Raises:
            BergerError: an unknown tiebreak code.
        """
        playoff = playoff_state(variant.config.playoff, results)
        games = results.games
        # The games pending after a round depend on the rounds played and
        # the games' dates: a change of either counts every table again.
        last = played_round(variant.event.info, games)
        event = (variant.event, variant.config.options, playoff, last, games.dates)
        if event != self._event:
            self._event, self._known = event, {}
        by_round: dict[int, list[tuple[int, object]]] = {}
        for (rnd, board), outcome in games.outcomes.items():
            by_round.setdefault(rnd, []).append((board, outcome.value))
        for (rnd, board), match in games.matches.items():
            by_round.setdefault(rnd, []).append((board, match))
        # The key of round k holds every result of rounds 1..k (and the
        # withdrawals), nested: equal keys, equal tables.
        key: tuple[object, ...] = (tuple(sorted(games.withdrawn.items())),)
        known: dict[object, Any] = {}
        out: list[C] = []
        for k in range(1, last + 1):
            played = sorted(by_round.get(k, ()), key=lambda item: item[0])
            key = (key, tuple(played))
            table = self._known.get(key)
            if table is None and now is not None and now.after_round == k:
                table = now
            if table is None:
                table = variant.count(results, after_round=k)
            known[key] = table
            out.append(table)
        self._known = known
        return tuple(out)


def site_data(
    variant: Variant[E, C],
    results: EventResults | None,
    *,
    pack: Path | None = None,
    live: bool = False,
    memo: StandingsMemo | None = None,
    event: EventNav | None = None,
    now: C | None = None,
    group: str | None = None,
) -> SiteData:
    """What the site of the event (or of one group of ``event``) is made
    from: the results counted after every round with a result (through
    ``memo`` when given; those after the last round ``now`` when counted
    already), the prize list given out over the last, the pack's files
    found in the folder ``pack`` (none without it: a ``live`` site serves
    nothing outside its folder), the arbiter's message for the hall
    screen (``hall-message.txt`` in the event's folder), and what the
    calendar files are made from (their UIDs by the group's name: that of
    ``event``, else ``group``, one group's site of an event with several).

    Raises:
        BergerError: an unknown tiebreak code, a missing templates folder.
    """
    config = variant.config
    tables: tuple[C, ...] = ()
    if results is not None:
        tables = (memo or StandingsMemo()).tables(variant, results, now=now)
    known = results or variant.no_results()
    latest = tables[-1] if tables else variant.count(known)
    pairs: tuple[tuple[Crosstable, Standings], ...] = tuple(
        (table.crosstable, table.standings) for table in tables
    )
    return SiteData(
        tournament=variant.event,
        crosstable=latest.crosstable,
        tables=pairs,
        parts=variant.site_parts(latest, known.games),
        tiebreaks=variant.chain,
        ties=config.ties,
        unrated=config.unrated,
        language=config.language,
        dirs=template_dirs(config.options.templates),
        downloads=() if pack is None else downloads(variant.kind.outputs, pack),
        live=live,
        event=event,
        prizes=prize_view(
            config, variant.event.players, tables[-1] if tables else None
        ),
        message=read_message(config.folder),
        calendar=calendar_source(
            config, group if event is None else event.group, known.games
        ),
        results=known.games,
    )


def downloads(
    outputs: Sequence[Output[E, C]], pack: Path
) -> tuple[tuple[str, str], ...]:
    """The files of ``outputs`` the site links to, with the labels of their
    links: those in the folder ``pack`` (or landing there with the build
    under way)."""
    return tuple(
        (output.name, output.link)
        for output in outputs
        if output.link is not None and will_be_file(pack / output.name)
    )


def with_downloads(
    data: SiteData, pack: Path, outputs: Sequence[Output[E, C]]
) -> SiteData:
    """The site of ``data`` with download links to the files of ``outputs``
    in the folder ``pack``."""
    return replace(data, downloads=downloads(outputs, pack))


def write_site(
    variant: Variant[E, C],
    results: EventResults | None,
    folder: Path,
    *,
    full: bool = False,
    now: C | None = None,
    group: str | None = None,
) -> SiteUpdate:
    """Write the event's site into ``folder`` (created if need be), or bring
    the site already there up to date (with ``full``, every page rendered
    again). Files of the folder that are not the site's are left alone. The
    pack's files beside ``folder`` get download links. ``now``: the results
    counted already (by the build), not counted again; ``group``: the
    group's name, for one group of an event with several.

    Raises:
        BergerError: an unknown tiebreak code, a broken template, or a file
            that cannot be written.
    """
    data = site_data(variant, results, pack=folder.parent, now=now, group=group)
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
                _(
                    "group name {group!r} is taken: the event site has {taken!r}"
                    " where the group's folder would go; rename the group"
                ).format(group=group, taken=keys[name_key(group)]),
                path=event_file(event),
                field="groups.name",
            )


class GroupSite(NamedTuple):
    """One group of an EVENT with several, with its results: what its pages
    in the event's site are made from."""

    name: str
    """The group's name."""
    variant: Variant[Any, Any]
    """The group, opened."""
    results: EventResults | None
    """Its results, None before any."""


def group_sites(groups: Sequence[OpenGroup]) -> list[GroupSite]:
    """The named ``groups`` with their results read.

    Raises:
        BergerError: results that do not read (naming the group).
    """
    made = []
    for group in groups:
        assert group.name is not None
        with in_group(group.name):
            results = group.variant.results
        made.append(GroupSite(group.name, group.variant, results))
    return made


def write_groups_site(
    groups: Sequence[GroupSite],
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
    source = groups[0].variant.config.source
    check_group_names(source, [group.name for group in groups], TOP_NAMES)
    name = event_groups(source).name
    made: list[tuple[str, SiteData | None]] = []
    for group in groups:
        with in_group(group.name):
            data = site_data(
                group.variant,
                group.results,
                pack=folder.parent / group.name,
                event=EventNav(name, group.name),
            )
        made.append((group.name, data))
    return SiteFolder(folder).update_groups(name, made, full=full, front=front)

"""Use cases: open an event, or each of its groups: read it, settle the seed
of what is drawn by lot, number the players (a team event's teams), build
the schedule, and choose the event's variant (:func:`open_variant`, the one
place its kind is told)."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any, NamedTuple

from berger.core.schedule import Schedule
from berger.core.standings import Ties
from berger.core.tournament import Tournament, make_tournament
from berger.errors import BergerError, InputError, in_group
from berger.formats.event.event import EventConfig, Options
from berger.formats.event.event_groups import load_groups
from berger.formats.event.results_file import pairings_from, read_pairings
from berger.formats.exchange.trf import record_trf
from berger.messages import _
from berger.pipeline.micro.count import prepare_micro
from berger.pipeline.micro.variant import MicroMatches
from berger.pipeline.players.variant import Players
from berger.pipeline.teams.count import prepare_teams
from berger.pipeline.teams.variant import Teams
from berger.pipeline.variant import Variant


def draw_seed() -> int:
    """A fresh seed for a draw by lot, small enough to read out and type."""
    return secrets.randbelow(1_000_000)


def seeded(
    config: EventConfig, *, choose_seed: Callable[[], int] = draw_seed
) -> tuple[EventConfig, bool]:
    """The event with its seed: the one given (``--seed``, ``[rules] seed``),
    or one chosen here when something is drawn by lot (the pairing numbers,
    with ``ties = "lots"`` the order of players level after the chain).
    One seed serves both, so ``--seed S`` repeats every drawing. (A draughts
    event's openings come from the seed given, else from the draw kept
    beside the event: never from a seed chosen here.)

    Returns the event and whether the seed was chosen here (so the caller
    can report it).
    """
    needed = config.numbering.needs_seed or config.ties is Ties.LOTS
    if config.options.seed is not None or not needed:
        return config, False
    options = replace(config.options, seed=choose_seed())
    return replace(config, options=options), True


def prepare(config: EventConfig) -> Tournament:
    """Number the players and build the schedule: FIDE's Berger table, or
    the pairings the results make (see :func:`follow_pairings`). A draw by
    lot takes the event's seed (see :func:`seeded`).

    Raises:
        BergerError: the event cannot be scheduled as asked (a draw by lot
            without a seed among it).
    """
    with config.scheduling():
        tournament = make_tournament(
            config.info,
            config.players,
            cycles=config.cycles,
            swap_last_two=config.options.swap_last_two,
            numbering=config.numbering,
            seed=config.options.seed,
            scoring=config.scoring,
        )
    if config.follows_results:
        tournament = replace(tournament, schedule=follow_pairings(config, tournament))
    return tournament


def follow_pairings(config: EventConfig, tournament: Tournament) -> Schedule:
    """The schedule made of the pairings the event's results give: a TRF
    EVENT's own round blocks, or the ``--results`` file's games; checked to
    be a round robin of the event's cycles (as many as the rounds fill when
    not given) or its first rounds. Pairing numbers are ``tournament``'s.

    Raises:
        InputError: no results to take the pairings from, anything the
            reader refuses, or the first round or pair that breaks a round
            robin.
    """
    cycles = config.options.cycles
    if config.own_pairings:
        assert config.trf_results is not None
        own = partial(record_trf, config.trf_results, tournament)
        return pairings_from(own, tournament, cycles=cycles, shown=config.source)
    if config.options.results is None:
        raise InputError(
            _(
                "--schedule results takes the pairings from the results: give"
                " --results FILE or results = ... in event.toml"
            ),
            path=config.source,
        )
    return read_pairings(config.options.results, tournament, cycles=cycles)


def open_variant(config: EventConfig) -> Variant[Any, Any]:
    """The event numbered and scheduled, as the variant of its kind: a team
    round robin (``[rules] teams = true``), a round robin of micro-matches
    (a draughts event with ``[rules] micro_match`` of 2 or more), or an
    event of players. The one place the kind of an event is told; every use
    case after it is the same code for every kind.

    Raises:
        BergerError: the event cannot be scheduled as asked.
    """
    if config.teams is not None:
        return Teams(config, prepare_teams(config))
    draughts = config.draughts
    if draughts is not None and draughts.micro_match > 1:
        return MicroMatches(config, prepare_micro(config, prepare))
    return Players(config, prepare(config))


class OpenGroup(NamedTuple):
    """One round robin of an EVENT, read, numbered and scheduled."""

    name: str | None
    """The group's name, or None for an event without groups."""
    config: EventConfig
    """The group as an event of its own (see :func:`load_groups`), with its
    seed settled (see :func:`seeded`)."""
    variant: Variant[Any, Any]
    """Its players (a team event's teams) numbered, and schedule, as the
    variant of its kind."""
    seed_chosen: bool
    """Whether its seed (the draw's, the lots') was chosen here (to be
    reported)."""


class GroupNeeded(BergerError):
    """The EVENT has several groups and the request is for one of them."""

    def __init__(self, groups: Sequence[str], *, why: str = "") -> None:
        message = _("this event has groups {groups}; choose one with --group NAME")
        message = message.format(groups=", ".join(groups))
        super().__init__(
            _("{why}: {message}").format(why=why, message=message) if why else message
        )
        self.groups = tuple(groups)
        """The event's groups, by name."""


def open_groups(
    path: Path,
    options: Options,
    *,
    group: str | None = None,
    single: bool = False,
    choose_seed: Callable[[], int] = draw_seed,
) -> tuple[OpenGroup, ...]:
    """Read the EVENT, apply the options, number and schedule each of its
    groups (only ``group``'s when given): an event without groups is one,
    named None. Errors inside a group name it.

    Raises:
        GroupNeeded: several groups, and ``single`` (the caller makes one
            thing of one group) or a results file in ``options`` (which can
            only be one group's).
        BergerError: any input problem (see :func:`load_groups`).
    """
    configs = load_groups(path, options, group=group)
    if len(configs) > 1:
        names = [name for name, _config in configs if name is not None]
        if single:
            raise GroupNeeded(names)
        if options.results is not None:
            raise GroupNeeded(names, why=_("--results is one group's results"))
    groups = []
    for name, config in configs:
        config, chosen = seeded(config, choose_seed=choose_seed)
        with in_group(name):
            variant = open_variant(config)
        groups.append(OpenGroup(name, config, variant, chosen))
    return tuple(groups)

"""What a team round robin counts: its team table (every board of every
match) beside the crosstable of its matches and the standings by the team
tie-breaks; and how its teams are numbered and scheduled (see
:mod:`berger.pipeline.teams.variant`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from berger.core.teams.event import FirstBoard, TeamEvent, make_team_event
from berger.core.teams.table import TeamTable
from berger.core.tiebreaks.codes import DEFAULT_TEAM_CHAIN, parse_team_chain
from berger.formats.event.event import EventConfig
from berger.pipeline.counted import Counted


@dataclass(frozen=True, slots=True)
class TeamCounted(Counted):
    """The results of a team event counted: with its own table, the boards
    of every match."""

    table: TeamTable = field(kw_only=True)
    """The team table the crosstable and the standings are counted from."""


def team_chain(codes: tuple[str, ...] | None) -> tuple[str, ...]:
    """The team tie-break codes (default EDE, EMGSB).

    Raises:
        InputError: an unknown code.
    """
    return parse_team_chain(codes or DEFAULT_TEAM_CHAIN)


def prepare_teams(config: EventConfig) -> TeamEvent:
    """Number the teams and build the schedule of their matches (with the
    event's seed, settled by the caller).

    Raises:
        InputError: the event cannot be scheduled as asked (Varma numbering,
            fewer than 2 teams, ...), located in the teams file.
    """
    setup = config.teams
    if setup is None:
        raise ValueError("not a team event")
    with config.scheduling():
        return make_team_event(
            config.info,
            setup.teams,
            boards=setup.boards,
            cycles=config.cycles,
            swap_last_two=config.options.swap_last_two,
            numbering=config.numbering,
            seed=config.options.seed,
            scoring=config.scoring,
            match_scoring=setup.match_scoring,
            primary=setup.primary,
            first_white=setup.first_board is FirstBoard.WHITE,
        )

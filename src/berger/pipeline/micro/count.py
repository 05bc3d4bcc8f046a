"""What a micro-match event counts (see :mod:`berger.pipeline.micro.variant`): the
table of its games and micro-matches beside the crosstable of the
micro-matches and the standings by game points, or by match points first;
how its results are read (a results CSV with its ``game`` column, or a PDN,
held against the event's PDN where it names one too); and how it is
numbered and scheduled."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from berger.core.micro.matches import MicroMatchEvent, as_micro_match_event
from berger.core.micro.standings import parse_micro_chain
from berger.core.micro.table import MicroMatchTable, build_micro_table
from berger.core.results import Results
from berger.core.tiebreaks.codes import DEFAULT_CHAIN
from berger.core.tournament import Tournament
from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError, ScheduleError
from berger.formats.event.event import EventConfig
from berger.formats.event.game_results import check_pdn, game_readers
from berger.formats.event.results_file import read_results, results_file
from berger.formats.files.input_file import InputFile
from berger.messages import _
from berger.pipeline.counted import Counted


@dataclass(frozen=True, slots=True)
class MicroCounted(Counted):
    """The results of a micro-match event counted: its crosstable is the
    micro-matches' (a cell a round), its :attr:`table` every game and every
    micro-match from each side."""

    table: MicroMatchTable = field(kw_only=True)
    """The games and the micro-matches the standings are counted from."""


def micro_table(
    config: EventConfig,
    event: MicroMatchEvent,
    games: Results,
    *,
    after_round: int | None = None,
) -> MicroMatchTable:
    """Every game and micro-match of ``games`` after ``after_round``
    (default: the last round with a result), by the event's withdrawal
    rule."""
    return build_micro_table(
        event,
        games,
        after_round=after_round,
        withdrawal=config.options.withdrawal or WithdrawalRule.HALF,
    )


def micro_chain(codes: tuple[str, ...] | None) -> tuple[str, ...]:
    """The chain's codes as given (presets expanded; ``:GP`` and ``:MP``
    kept for an event with match points; default SB, ARO).

    Raises:
        InputError: an unknown code or level.
    """
    return tuple(
        key for key, _tiebreak, _level in parse_micro_chain(codes or DEFAULT_CHAIN)
    )


def prepare_micro(
    config: EventConfig, prepare: Callable[[EventConfig], Tournament]
) -> MicroMatchEvent:
    """The event numbered and scheduled by the Berger table (by
    ``prepare``, its seed settled) made the event of micro-matches its
    draughts settings ask for.

    Raises:
        InputError: a schedule taken from the results (a micro-match event
            plays the Berger table), or games out of range.
    """
    rules = config.draughts
    assert rules is not None
    if config.follows_results:
        raise InputError(
            _(
                "an event of micro-matches plays the Berger table: its schedule"
                " is not taken from the results"
            ),
            path=config.source,
            field="rules.micro_match",
        )
    return as_micro_match_event(
        prepare(config), games=rules.micro_match, match_scoring=rules.match_scoring
    )


def read_micro_results(
    config: EventConfig, event: MicroMatchEvent, path: Path | InputFile
) -> Results:
    """The games of ``event``'s micro-matches in the results file ``path``
    (or in its bytes, read already: a results CSV with its ``game`` column,
    or a PDN), held against the event's PDN (``pdn = "games.pdn"``) where it
    names one beside a CSV and it exists.

    Raises:
        InputError: a kind of file that holds no games, anything its reader
            refuses (a withdrawal of the participants list beyond the
            schedule located in it), or a game whose result the PDN
            contradicts.
    """
    rules = config.draughts
    assert rules is not None
    readers = game_readers(rules.discipline)
    source = path if isinstance(path, InputFile) else results_file(path, readers)
    try:
        results = read_results(source, event, readers=readers)
    except ScheduleError as exc:
        raise InputError(str(exc), path=source.shown) from None
    check_pdn(config, event, results, source)
    return results

"""What a micro-match event counts (see :mod:`berger.pipeline.micro`): the
table of its games and micro-matches beside the crosstable of the
micro-matches and the standings by game points, or by match points first;
how its results are read (a results CSV with its ``game`` column, or a PDN,
held against the event's PDN where it names one too); and how it is
numbered and scheduled."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from berger.core.disciplines import Discipline
from berger.core.micro_matches import MicroMatchEvent, as_micro_match_event
from berger.core.micro_standings import parse_micro_chain
from berger.core.micro_table import MicroMatchTable
from berger.core.results import Results, ResultsBuilder
from berger.core.tiebreaks.codes import DEFAULT_CHAIN
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event.event import EventConfig
from berger.formats.event.game_results import (
    check_agreement,
    game_readers,
    read_game_results,
)
from berger.formats.exchange.pdn import record_results_pdn
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


def results_source(path: Path, suffixes: tuple[str, ...]) -> InputFile:
    """The bytes of the results file at ``path``, of a kind the event reads.

    Raises:
        InputError: another kind of file (before anything is read), or the
            file cannot be read.
    """
    if path.suffix.lower() not in suffixes:
        raise InputError(
            _(
                "cannot tell the results format from the name (use one of {suffixes})"
            ).format(suffixes=", ".join(suffixes)),
            path=path,
            field="results",
        )
    return InputFile.read(path)


def read_micro_results(
    config: EventConfig, event: MicroMatchEvent, path: Path | InputFile
) -> Results:
    """The games of ``event``'s micro-matches in the results file ``path``
    (or in its bytes, read already: a results CSV with its ``game`` column,
    or a PDN), held against the
    event's PDN (``pdn = "games.pdn"``) where it names one beside a CSV and
    it exists.

    Raises:
        InputError: a kind of file that holds no games, anything its reader
            refuses, or a game whose result the PDN contradicts.
    """
    rules = config.draughts
    assert rules is not None
    discipline = rules.discipline
    source = (
        path
        if isinstance(path, InputFile)
        else results_source(path, tuple(game_readers(discipline)))
    )
    results = read_game_results(source, event, discipline=discipline)
    check_pdn(
        config,
        event,
        results,
        source,
        lambda pdn: read_game_results(pdn, event, discipline=discipline),
        games=event.games,
    )
    return results


def check_pdn(
    config: EventConfig,
    event: Tournament,
    results: Results,
    source: InputFile,
    read: Callable[[InputFile], Results],
    *,
    games: int,
) -> None:
    """Refuse the results read from ``source`` where the event's PDN
    (``pdn = ...``, when it names one, other than ``source``, and it exists),
    read with ``read``, gives another result for the same game.

    Raises:
        InputError: the first game they differ on, located in the PDN; or
            anything the PDN's reader refuses.
    """
    rules = config.draughts
    pdn = None if rules is None else rules.pdn
    if pdn is None or pdn == source.path or not pdn.exists():
        return
    found = read(InputFile.read(pdn))
    check_agreement(found, str(pdn), results, source.shown, event, games=games)


def pdn_of_games(
    event: Tournament, discipline: Discipline | None
) -> Callable[[InputFile], Results]:
    """The reader of a PDN of ``event``'s single games."""

    def read(source: InputFile) -> Results:
        builder = ResultsBuilder.for_tournament(event)
        record_results_pdn(source, event, builder, discipline=discipline)
        return builder.build()

    return read

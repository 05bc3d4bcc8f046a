"""A results file of any kind, its reader chosen by the file's suffix: read as
results of the event's schedule (single games or micro-matches alike), or
(``--schedule results``) as the pairings the schedule is made of.

Each kind's reader is one entry of :data:`READERS` (the workbook reader
loads openpyxl, the PGN reader python-chess, when a file of theirs comes);
a draughts event reads its own (:mod:`berger.formats.event.game_results`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path

from berger.core.model import Outcome
from berger.core.pairings import PairingsBuilder
from berger.core.results import Recorder, Results, ResultsBuilder
from berger.core.schedule import Schedule
from berger.core.tournament import Tournament
from berger.errors import InputError, ScheduleError
from berger.formats.event.results import record_results_csv
from berger.formats.event.workbook import record_results_workbook
from berger.formats.exchange.pgn import record_results_pgn
from berger.formats.exchange.trf import pair_blocks, read_trf, record_trf
from berger.formats.files.input_file import InputFile
from berger.messages import _


def read_results(
    path: Path | InputFile,
    tournament: Tournament,
    *,
    readers: Mapping[str, Reader] | None = None,
) -> Results:
    """The results in ``path`` (or in its bytes, read already), by the
    reader of its suffix in ``readers`` (None: :data:`READERS`: a results
    CSV, ``.csv``, ``.tsv``, ``.txt``; a PGN file; the event's workbook,
    ``.xlsx``, ``.xlsm``; a TRF file); each pairing's match of
    ``tournament.games`` games (a single game is a match of one).

    Raises:
        InputError: an unknown suffix, or anything the reader refuses.
        ScheduleError: a withdrawal of the participants list beyond the
            schedule.
    """
    kinds = READERS if readers is None else readers
    source = path if isinstance(path, InputFile) else results_file(path, kinds)
    builder = ResultsBuilder.for_tournament(tournament)
    _record(source, tournament, builder, kinds)
    return builder.build()


def results_file(path: Path, readers: Mapping[str, Reader] | None = None) -> InputFile:
    """The bytes of the results file at ``path``, of a kind that
    ``readers`` (None: :data:`READERS`) read.

    Raises:
        InputError: an unknown suffix (before anything is read), or the file
            cannot be read.
    """
    kinds = READERS if readers is None else readers
    if path.suffix.lower() not in kinds:
        raise _unknown_suffix(path, kinds)
    return InputFile.read(path)


class PairingsRecorder:
    """A :class:`~berger.core.results.Recorder` that keeps the games'
    pairings only: the schedule is made of them, and the results are read
    again against it."""

    makes_schedule = True
    """Games without a result count too: they are paired."""

    def __init__(self, n: int, *, cycles: int | None = None) -> None:
        """For ``n`` players over ``cycles`` cycles (None: as the rounds fill).

        Raises:
            ScheduleError: ``n`` outside 2..2000 or ``cycles`` < 1.
        """
        self.pairings = PairingsBuilder(n, cycles=cycles)
        """The pairings so far."""

    def add(
        self,
        round_number: int,
        white: int,
        black: int,
        outcome: Outcome,
        *,
        game: int | None = 1,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> None:
        """Add the game's pairing (its result is read later); a game played
        with the colours reversed is paired the other way round.

        Raises:
            ScheduleError: as :meth:`PairingsBuilder.add`.
        """
        if reversed:
            white, black = black, white
        self.pairings.add(round_number, white, black)

    def add_board(
        self,
        round_number: int,
        board: int,
        outcome: Outcome,
        *,
        game: int | None = 1,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> None:
        """Refused: a board number names no players to pair.

        Raises:
            ScheduleError: always.
        """
        raise ScheduleError(
            _(
                "round {round}, board {board} names no players: with the"
                " schedule from the results, give each game's white and black"
            ).format(round=round_number, board=board)
        )

    def withdraw(self, number: int, after_round: int) -> None:
        """Nothing to pair (the withdrawal is read with the results)."""


def read_pairings(
    path: Path, tournament: Tournament, *, cycles: int | None = None
) -> Schedule:
    """The schedule the games of the results file ``path`` make (any kind
    :func:`read_results` reads), checked to be a round robin of ``cycles``
    cycles (None: as many as its rounds fill), or its first rounds: each
    round has every player once (one bye with an odd number of players),
    and no pair meets more often than the cycles allow.

    Raises:
        InputError: anything the reader refuses, or the first round or pair
            that breaks a round robin (located at its game where it can be).
    """
    return pairings_from(
        partial(_record, results_file(path), tournament),
        tournament,
        cycles=cycles,
        shown=path,
    )


def pairings_from(
    record: Callable[[Recorder], None],
    tournament: Tournament,
    *,
    cycles: int | None,
    shown: str | Path,
) -> Schedule:
    """The schedule of the games ``record`` feeds to a
    :class:`PairingsRecorder` (see :func:`read_pairings`); ``shown`` names
    the source in messages.

    Raises:
        InputError: anything ``record`` refuses, or the first round that
            breaks a round robin.
    """
    recorder = PairingsRecorder(tournament.n, cycles=cycles)
    record(recorder)
    try:
        return recorder.pairings.build()
    except ScheduleError as exc:
        raise InputError(str(exc), path=shown) from None


class NamesRecorder:
    """A :class:`~berger.core.results.Recorder` that keeps only who the
    games name (by pairing number), nothing checked against a schedule."""

    makes_schedule = True
    """Games without a result name their players too."""

    def __init__(self) -> None:
        self.numbers: set[int] = set()
        """The players named so far."""

    def add(
        self,
        round_number: int,
        white: int,
        black: int,
        outcome: Outcome,
        *,
        game: int | None = 1,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> None:
        """Keep both players."""
        self.numbers.update((white, black))

    def add_board(
        self,
        round_number: int,
        board: int,
        outcome: Outcome,
        *,
        game: int | None = 1,
        reversed: bool = False,
        date: dt.date | None = None,
    ) -> None:
        """A board number names nobody."""

    def withdraw(self, number: int, after_round: int) -> None:
        """A withdrawal names the player."""
        self.numbers.add(number)


def named_players(source: InputFile, tournament: Tournament) -> frozenset[int]:
    """The pairing numbers of ``tournament``'s players that the games of a
    results file name (any kind :func:`read_results` reads), read without a
    schedule: who a file of results was played by.

    Raises:
        InputError: anything the reader refuses but a game off the schedule.
    """
    recorder = NamesRecorder()
    _record(source, tournament, recorder)
    return frozenset(recorder.numbers)


def record_results_trf(
    source: InputFile, tournament: Tournament, into: Recorder
) -> None:
    """Feed the games of a TRF's round blocks to ``into``.

    Raises:
        InputError: anything the TRF reader refuses, or a game ``into``
            refuses.
    """
    record_trf(pair_blocks(read_trf(source)), tournament, into)


Reader = Callable[[InputFile, Tournament, Recorder], None]
"""A reader of a kind of results file: feeds its games to a recorder."""
READERS: Mapping[str, Reader] = {
    ".csv": record_results_csv,
    ".tsv": record_results_csv,
    ".txt": record_results_csv,
    ".pgn": record_results_pgn,
    ".xlsx": record_results_workbook,
    ".xlsm": record_results_workbook,
    ".trf": record_results_trf,
}
"""The reader of each kind of results file, by the file's suffix."""


def _record(
    source: InputFile,
    tournament: Tournament,
    into: Recorder,
    readers: Mapping[str, Reader] = READERS,
) -> None:
    """Feed the games of ``source`` to ``into`` with the reader its suffix
    names in ``readers``.

    Raises:
        InputError: an unknown suffix, or anything the reader refuses.
    """
    reader = readers.get(source.path.suffix.lower())
    if reader is None:
        raise _unknown_suffix(source.shown, readers)
    reader(source, tournament, into)


def _unknown_suffix(path: str | Path, readers: Mapping[str, Reader]) -> InputError:
    return InputError(
        _(
            "cannot tell the results format from the name (use one of {suffixes})"
        ).format(suffixes=", ".join(readers)),
        path=path,
        field="results",
    )

"""The files of a draughts event's games: a results CSV (with its ``game``
column where the pairings play micro-matches) or a PDN file, read by the
readers of :func:`game_readers` into the one recorder; and the event's PDN
beside its results held against them (:func:`check_pdn`: a PDN's results
and results.csv's must not contradict).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from berger.core.disciplines import Discipline
from berger.core.micro.matches import game_colours
from berger.core.result_games import first_difference
from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event.event import EventConfig
from berger.formats.event.results import record_results_csv
from berger.formats.event.results_file import Reader, read_results
from berger.formats.exchange.pdn import record_results_pdn
from berger.formats.files.input_file import InputFile
from berger.messages import _

PDN = ".pdn"
"""The suffix of a file of draughts games in PDN."""


def pdn_readers(discipline: Discipline | None = None) -> Mapping[str, Reader]:
    """The reader of a PDN of an event's games (single games, or the games
    of micro-matches), its games checked to be ``discipline``'s."""
    return {PDN: partial(record_results_pdn, discipline=discipline)}


def game_readers(discipline: Discipline | None = None) -> Mapping[str, Reader]:
    """The reader of each kind of file of the games of an event's
    micro-matches, by the file's suffix: a results CSV or a PDN, its games
    checked to be ``discipline``'s."""
    csv = dict.fromkeys((".csv", ".tsv", ".txt"), record_results_csv)
    return {**csv, **pdn_readers(discipline)}


def check_pdn(
    config: EventConfig, event: Tournament, results: Results, source: InputFile
) -> None:
    """Refuse the results read from ``source`` where the event's PDN
    (``pdn = ...``, when it names one, other than ``source``, and it exists)
    gives another result for the same game.

    Raises:
        InputError: the first game they differ on, located in the PDN; or
            anything the PDN's reader refuses.
    """
    rules = config.draughts
    pdn = None if rules is None else rules.pdn
    if rules is None or pdn is None or pdn == source.path or not pdn.exists():
        return
    readers = pdn_readers(rules.discipline)
    found = read_results(InputFile.read(pdn), event, readers=readers)
    check_agreement(found, str(pdn), results, source.shown, event)


def check_agreement(
    found: Results,
    shown: str,
    known: Results,
    known_shown: str,
    event: Tournament,
) -> None:
    """Refuse the results ``found`` in the file ``shown`` where they
    contradict ``known``, those of ``known_shown``, for the same game of
    ``event`` (a game that only one of them has is no contradiction).

    Raises:
        InputError: the first game they differ on (located at ``shown``),
            its result in each, as played.
    """
    difference = first_difference(found, known)
    if difference is None:
        return
    (round_number, board, game), ours, theirs = difference
    match = event.schedule.round(round_number).game(board)
    white, black = game_colours(match, game)
    if game % 2 == 0:  # kept from the first-named player's side: black here
        ours, theirs = ours.reversed, theirs.reversed
    names = {
        "white": event.player(white).name,
        "black": event.player(black).name,
    }
    message = (
        _(
            "round {round}, {white} – {black}, game {game}: {ours} here,"
            " {theirs} in {file}"
        )
        if event.games > 1
        else _("round {round}, {white} – {black}: {ours} here, {theirs} in {file}")
    )
    raise InputError(
        message.format(
            round=round_number,
            game=game,
            ours=ours,
            theirs=theirs,
            file=known_shown,
            **names,
        ),
        path=shown,
        field="Result",
    )

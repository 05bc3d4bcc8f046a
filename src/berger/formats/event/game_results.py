"""The results of a draughts event read from any file of its games: a
results CSV with its ``game`` column or a PDN file, for an event of
micro-matches (:func:`read_game_results`) or of single games
(:func:`record_results_pdn` beside the other readers); and two sources of
the same games held against each other (:func:`check_agreement`: a PDN's
results and results.csv's must not contradict).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

from berger.core.disciplines import Discipline
from berger.core.micro_matches import MicroMatchEvent, game_colours
from berger.core.micro_results import MicroMatchResultsBuilder, first_difference
from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.errors import InputError, ScheduleError
from berger.formats.event.results import record_game_results_text
from berger.formats.exchange.pdn import record_game_results_pdn
from berger.formats.files.input_file import InputFile
from berger.messages import _

GameReader = Callable[[InputFile, MicroMatchEvent, MicroMatchResultsBuilder], None]
"""A reader of a kind of file of a micro-match event's games."""


def record_game_results_csv(
    source: InputFile, event: MicroMatchEvent, into: MicroMatchResultsBuilder
) -> None:
    """:func:`~berger.formats.event.results.record_game_results_text` of a
    results CSV's bytes.

    Raises:
        InputError: as the text's reader.
    """
    record_game_results_text(source.text(), source.shown, event, into)


def game_readers(discipline: Discipline | None = None) -> Mapping[str, GameReader]:
    """The reader of each kind of file of a micro-match event's games, by
    the file's suffix; a PDN's games checked to be ``discipline``'s."""
    pdn: GameReader = partial(record_game_results_pdn, discipline=discipline)
    return {
        ".csv": record_game_results_csv,
        ".tsv": record_game_results_csv,
        ".txt": record_game_results_csv,
        ".pdn": pdn,
    }


def read_game_results(
    source: InputFile,
    event: MicroMatchEvent,
    *,
    discipline: Discipline | None = None,
) -> Results:
    """The results of ``event``'s micro-matches in ``source`` (a results CSV
    or a PDN file, by its suffix), the withdrawals of the participants list
    with them.

    Raises:
        InputError: a kind of file that holds no games, or anything its
            reader refuses.
    """
    readers = game_readers(discipline)
    reader = readers.get(source.path.suffix.lower())
    if reader is None:
        raise InputError(
            _(
                "cannot tell the results format from the name (use one of {suffixes})"
            ).format(suffixes=", ".join(readers)),
            path=source.shown,
            field="results",
        )
    try:
        builder = MicroMatchResultsBuilder.for_event(event)
    except ScheduleError as exc:  # a withdrawal beyond the schedule
        raise InputError(str(exc), path=source.shown) from None
    reader(source, event, builder)
    return builder.build()


def check_agreement(
    found: Results,
    shown: str,
    known: Results,
    known_shown: str,
    event: Tournament,
    *,
    games: int = 1,
) -> None:
    """Refuse the results ``found`` in the file ``shown`` where they
    contradict ``known``, those of ``known_shown``, for the same game of
    ``event`` (whose pairings play micro-matches of ``games`` games; a game
    that only one of them has is no contradiction).

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
        if games > 1
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

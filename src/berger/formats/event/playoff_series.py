"""The results file of a Lehmann–Georgiev play-off (``[playoff] format =
"lehmann-georgiev"``): a results CSV of its games, each series's games
numbered by a ``game`` column (or, without one, in the file's order), each
row as the game was played, white first::

    round,white,black,game,result
    1,Petrenko,Ivanenko,1,1-1
    1,Ivanenko,Petrenko,2,0-2
"""

from __future__ import annotations

from collections import Counter

from berger.core.model import Outcome
from berger.core.playoff.lehmann_georgiev import LehmannGeorgievBuilder
from berger.core.playoff.places import Playoff
from berger.core.results import Results
from berger.errors import InputError, ScheduleError
from berger.formats.event.results import result_rows
from berger.formats.files.entrants import player_matcher
from berger.formats.files.input_file import InputFile
from berger.formats.files.result_cells import number_cell
from berger.messages import _


def read_series(source: InputFile, playoff: Playoff) -> Results:
    """The games of the play-off's series in ``source``.

    Raises:
        InputError: the reader's refusals (a header without round, white,
            black and result; an unknown player or result), a game that
            does not fit its series (a game after the winning one, a missing
            game, a game lost by both), located by line.
    """
    shown = source.shown
    event = playoff.event
    read = result_rows(source.text(), shown)
    if not read.by_pair:
        raise InputError(
            _(
                "a Lehmann–Georgiev play-off's games are named by their players:"
                " the header needs round, white, black, result (and game)"
            ),
            path=shown,
            line=read.header_line,
        )
    match = player_matcher(event, shown)
    builder = LehmannGeorgievBuilder(playoff)
    counted: Counter[tuple[int, frozenset[int]]] = Counter()
    for row in read.rows:
        line, result = row.line, row.get("result")
        if not result:
            continue
        round_number = number_cell(row.get("round"), shown, line)
        white = match(row.get("white"), line, "white")
        black = match(row.get("black"), line, "black")
        pair = (round_number, frozenset((white, black)))
        counted[pair] += 1
        text = row.get("game")
        game = number_cell(text, shown, line, field="game") if text else counted[pair]
        try:
            outcome = Outcome.from_code(result, game=event.info.game)
            builder.add_game(round_number, white, black, game, outcome)
        except InputError as exc:
            raise exc.located(path=shown, line=line, field="result") from None
        except ScheduleError as exc:
            raise InputError(str(exc), path=shown, line=line) from None
    try:
        return builder.build()
    except ScheduleError as exc:
        raise InputError(str(exc), path=shown) from None

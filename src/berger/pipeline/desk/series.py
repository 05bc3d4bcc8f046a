"""A Lehmann–Georgiev play-off at the arbiter's desk: a round robin of its
own whose every pairing is a series of games until one is won (see
:mod:`berger.core.playoff.lehmann_georgiev`). The desk shows each series as a
micro-match: the games played so far, then the next one to enter until a
game is won; its results file is read as the play-off's series, each game
on its row with its ``game`` (:mod:`berger.formats.event.playoff_series`),
so a game after the one that won a series, or a game missing before
another, is refused as the file's reader refuses it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from berger.core.micro.matches import micro_matches_of
from berger.core.playoff.lehmann_georgiev import ENDING, MOST_GAMES
from berger.core.playoff.places import Playoff
from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.formats.event.csv_text import CsvText
from berger.formats.event.event import EventConfig
from berger.formats.event.playoff_series import read_series
from berger.formats.files.input_file import InputFile
from berger.pipeline.desk.variation import DeskChange, DeskRound, DeskVariation
from berger.pipeline.micro.desk import MicroDesk
from berger.pipeline.players.variant import Players


class SeriesDesk(MicroDesk):
    """The desk of a Lehmann–Georgiev play-off: a micro-match desk whose
    series show the games played and the next one, until one is won."""

    def __init__(self, playoff: Playoff) -> None:
        super().__init__(micro_matches_of(playoff.event, MOST_GAMES))
        self.playoff = playoff
        """The play-off, its players named."""

    def round(self, results: Results, number: int) -> DeskRound:
        """The round's series, each with its games so far and, until one of
        them is won, the next."""
        shown = super().round(results, number)
        wanted: dict[int, int] = {}
        for match in self.event.schedule.round(number).games:
            found = results.match(number, match.board)
            played = [] if found is None else [game.outcome for game in found.boards]
            decided = any(outcome in ENDING for outcome in played)
            wanted[match.board] = len(played) + (0 if decided else 1)
        games = tuple(
            game
            for game in shown.games
            if game.match is not None and game.board <= wanted[game.match]
        )
        return replace(shown, games=games)

    def edit(self, text: CsvText, shown: str, change: DeskChange) -> CsvText:
        """The game's row set, refused where the series would not read so
        (a game after the one that won it, a game missing before it).

        Raises:
            InputError: as the series' reader refuses the file changed.
        """
        changed = super().edit(text, shown, change)
        self.read(changed, shown)
        return changed

    def read(self, text: CsvText, shown: str) -> Results:
        """As the play-off's series are read."""
        return read_series(
            InputFile(Path(shown), text.text.encode("utf-8")), self.playoff
        )


class SeriesPlayoff(Players):
    """A Lehmann–Georgiev play-off as a round robin of its own at the desk:
    its results file read as the series' games."""

    def __init__(
        self, config: EventConfig, event: Tournament, playoff: Playoff
    ) -> None:
        super().__init__(config, event)
        self.playoff = replace(playoff, event=event)
        """The play-off, its players as ``event`` names them."""

    def read_games(self, source: InputFile | None = None) -> Results | None:
        """The series' games in the play-off's results file (or in
        ``source``, its bytes)."""
        path = self.config.options.results
        if path is None:
            return None
        return read_series(source or InputFile.read(path), self.playoff)

    def desk(self) -> DeskVariation:
        """A series a micro-match, its games one by one."""
        return SeriesDesk(self.playoff)

"""The words of the text reports (``berger standings``, ``schedule`` and
``norms`` with ``--format text``) in the language of the run.

A word or a sentence that a document prints too (``Place``, ``Pts``,
``Round``, ``White``, ``Bye``, a tie-break's short name, a legend) is that
document's label in the run's language, read from the label catalogues
(``templates/locales/<lang>.toml``, the templates' overrides in): one source,
so the text and the PDF of the same document cannot drift apart. What only
the text reports say goes through gettext (:mod:`berger.messages`). In
English the text reports keep the words they have always printed (``No``,
``Rating``, the tie-break codes), which is why a :class:`Wording` without
labels gives the English of the call.

The labels come from the use cases (see
:meth:`berger.pipeline.variant.Variant.wording`): the writers here do not
read catalogues.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from berger.core.ballots import BallotDraw
from berger.core.disciplines import Discipline


@dataclass(frozen=True, slots=True)
class Wording:
    """The document labels of the run's language, or none (English)."""

    labels: Mapping[str, str] | None = None
    """Label key to text; None: the text reports' own English."""
    tiebreaks: Mapping[str, str] = field(default_factory=dict)
    """A tie-break code's column header (a code without one: the code)."""
    scores: Mapping[str, str] = field(default_factory=dict)
    """A score's column header where the kind of event names it its own way
    (a micro-match event's match points, ``ОМ``, not a team's ``КО``); a
    score without one: its label ``<score>_short``."""

    def word(self, key: str, english: str) -> str:
        """The label ``key``, or without labels ``english``.

        >>> Wording({"place": "Місце"}).word("place", "Place")
        'Місце'
        >>> ENGLISH.word("no", "No")
        'No'
        """
        return english if self.labels is None else self.labels[key]

    def score(self, name: str, english: str) -> str:
        """The column header of the score ``name`` (``match_points``), or
        without labels ``english``.

        >>> labels = {"match_points_short": "КО"}
        >>> Wording(labels).score("match_points", "MP")
        'КО'
        >>> Wording(labels, scores={"match_points": "ОМ"}).score("match_points", "MP")
        'ОМ'
        """
        return self.scores.get(name) or self.word(f"{name}_short", english)

    def tiebreak(self, code: str) -> str:
        """The column header of the tie-break ``code``.

        >>> Wording(tiebreaks={"SB": "КБ"}).tiebreak("SB"), ENGLISH.tiebreak("SB")
        ('КБ', 'SB')
        """
        return self.tiebreaks.get(code, code)


ENGLISH = Wording()
"""The text reports' own English words."""


@dataclass(frozen=True, slots=True)
class DraughtsWords:
    """The words a draughts event's papers and text reports print (its
    labels, ``templates/locales``), in the run's language."""

    discipline: str
    """``Russian draughts``: the discipline's name."""
    board: str
    """``64-square board``."""
    micro_match: str
    """``Micro-match``."""
    micro_match_games: str
    """``Micro-match of 2 games``: how many games a pairing plays."""
    game: str
    """``Game``: a column's head."""
    game_n: str
    """``Game {k}``, to fill in with the game's number."""
    ballot: str
    """``Opening ballot``: the draw of the openings, a document's title."""
    ballot_table: str
    """``Ballot table``: what the openings are drawn from."""
    ballot_draw: Mapping[BallotDraw, str]
    """How the openings are drawn: one for each board, or for the round."""
    opening: str
    """``Opening``: an opening's number in the table."""
    opening_moves: str
    """``Opening moves``."""
    opening_position: str
    """``Position``."""
    colour: str
    """``Colour`` (of the pieces: колір шашок)."""
    lehmann_georgiev: str
    """``Lehmann–Georgiev play-off``."""


def draughts_words(
    wording: Wording, discipline: Discipline, games: int = 1
) -> DraughtsWords:
    """The draughts words of ``wording`` for an event of ``discipline``
    whose pairings play ``games`` games.

    >>> words = draughts_words(ENGLISH, Discipline.INTERNATIONAL, 2)
    >>> words.discipline, words.board, words.micro_match_games
    ('International draughts', '100-square board', 'Micro-match of 2 games')
    """
    w = wording
    return DraughtsWords(
        discipline=w.word(discipline.label, discipline.facts.names["en"]),
        board=w.word("board_squares", "{n}-square board").format(
            n=discipline.facts.board**2
        ),
        micro_match=w.word("micro_match", "Micro-match"),
        micro_match_games=w.word(
            "micro_match_games", "Micro-match of {n} games"
        ).format(n=games),
        game=w.word("game", "Game"),
        game_n=w.word("game_n", "Game {k}"),
        ballot=w.word("ballot", "Opening ballot"),
        ballot_table=w.word("ballot_table", "Ballot table"),
        ballot_draw={
            BallotDraw.BOARD: w.word("ballot_draw_board", "An opening for each board"),
            BallotDraw.ROUND: w.word(
                "ballot_draw_round", "One opening for the whole round"
            ),
        },
        opening=w.word("opening", "Opening"),
        opening_moves=w.word("opening_moves", "Opening moves"),
        opening_position=w.word("opening_position", "Position"),
        colour=w.word("colour_draughts", "Colour"),
        lehmann_georgiev=w.word("lehmann_georgiev", "Lehmann–Georgiev play-off"),
    )

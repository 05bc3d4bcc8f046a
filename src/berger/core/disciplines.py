"""The disciplines of draughts an event may be played in (``[event]
discipline``), one entry each in :class:`Discipline`: everything berger
knows of a discipline stands in its entry, and every reader, writer and
message takes it from there.

Russian and Brazilian draughts are played on the 64-square board (Brazilian
with the international rules: the men capture backwards, the king flies,
the majority capture is compulsory), international draughts on the 100-square
board. The chains, with the texts they come from (see
``docs/draughts-rules-sources.md``):

- international and Brazilian draughts, the FMJD's: the most wins, the
  results between the tied, the best results in the order of the
  classification (``WIN, DE, ORD``; the world championship of 2015, Emmen,
  whose regulations apply the FMJD's official rules, art. 4a-c);
- Russian draughts, the Ministry of Sport's provisions for its events
  (``SHM, WIN, DE``: «по коэффициенту Шмульяна или Бухгольца, количеству
  побед, результату личной встречи», the provisions for the sport of the
  blind of 2019, §4.2.10; Buchholz has no place in a round robin, FIDE
  C.07 art. 8). The rules of the sport «шашки» in force leave the criteria
  to each event's provisions (the provisions for 2024, section 4, item 1:
  «по дополнительным показателям, предусмотренным системой проведения
  соревнований»); their chapter on the order of places could not be read.

Nothing here reads files.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple, Self

from berger.core.codes import CodeEnum
from berger.messages import N_, _, either


class DisciplineFacts(NamedTuple):
    """What a discipline fixes."""

    board: int
    """Squares on a side: 8 or 10."""
    game_type: str
    """PDN's ``GameType`` tag, long form (the game's number first: 25
    Russian, 26 Brazilian, 20 international draughts)."""
    variant: str
    """pydraughts' name of the game, which draws its board (international
    draughts is its ``standard``)."""
    ballots: Mapping[str, str]
    """The opening ballots berger takes from pydraughts for it: each table's
    name (``ballot = "russian"``) to its file in ``draughts/ballot_files``;
    the first is the one it takes by default. Any discipline on the same
    board may name them."""
    chain: tuple[str, ...]
    """The tie-break chain of its round robins (codes of
    :mod:`berger.core.tiebreaks.codes`)."""
    source: str
    """Where the chain comes from, for the manual and the notes (in
    English; ``_(source)`` in the language installed)."""
    names: Mapping[str, str]
    """Its name on the papers, by language: ``en``, ``uk``, ``ru``."""

    @property
    def ballot(self) -> str | None:
        """The opening ballot it takes by default (a table's name), or None."""
        return next(iter(self.ballots), None)


FMJD_CHAIN = ("WIN", "DE", "ORD")
"""The FMJD's round-robin criteria (Emmen 2015, art. 4a-c): the preset
``fmjd``."""
FMJD_SOURCE = N_("FMJD, world championship 2015 (Emmen) regulations, art. 4")
"""Where :data:`FMJD_CHAIN` comes from."""


class Discipline(CodeEnum):
    """A discipline of draughts: its code (``[event] discipline``) and its
    :class:`DisciplineFacts`. A new discipline is one entry here.

    >>> Discipline.INTERNATIONAL.facts.board, Discipline.RUSSIAN.facts.ballot
    (10, 'russian')
    """

    _value_: str
    facts: DisciplineFacts
    """What the discipline fixes."""

    def __new__(cls, code: str, facts: DisciplineFacts) -> Self:
        member = str.__new__(cls, code)
        member._value_ = code
        member.facts = facts
        return member

    RUSSIAN = (
        "russian",
        DisciplineFacts(
            board=8,
            game_type="25,W,8,8,A0,0",
            variant="russian",
            ballots={"russian": "russian.json"},
            chain=("SHM", "WIN", "DE"),
            source=N_(
                "Minsport of Russia, provisions for the sport of the blind"
                " 2019, §4.2.10"
            ),
            names={
                "en": "Russian draughts",
                "uk": "Російські шашки",
                "ru": "Русские шашки",
            },
        ),
    )
    """Russian draughts, the 64-square board."""
    BRAZILIAN = (
        "brazilian",
        DisciplineFacts(
            board=8,
            game_type="26,W,8,8,A0,0",
            variant="brazilian",
            ballots={"brazilian": "brazilian.json"},
            chain=FMJD_CHAIN,
            source=FMJD_SOURCE,
            names={
                "en": "Brazilian draughts",
                "uk": "Бразильські шашки",
                "ru": "Бразильские шашки",
            },
        ),
    )
    """Brazilian draughts: the international rules on the 64-square board."""
    INTERNATIONAL = (
        "international",
        DisciplineFacts(
            board=10,
            game_type="20,W,10,10,N2,0",
            variant="standard",
            ballots={},
            chain=FMJD_CHAIN,
            source=FMJD_SOURCE,
            names={
                "en": "International draughts",
                "uk": "Міжнародні шашки",
                "ru": "Международные шашки",
            },
        ),
    )
    """International draughts, the 100-square board."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a draughts discipline"."""
        return _("a draughts discipline")

    @classmethod
    def choices(cls) -> str:
        """The codes as a message offers them, in the language installed.

        >>> Discipline.choices()
        '"russian", "brazilian" or "international"'
        """
        return either([f'"{code}"' for code in cls.codes()])

    @property
    def squares(self) -> int:
        """The playing squares of its board: 32 or 50.

        >>> Discipline.BRAZILIAN.squares, Discipline.INTERNATIONAL.squares
        (32, 50)
        """
        return self.facts.board**2 // 2

    @property
    def label(self) -> str:
        """The key of its name among a document's labels.

        >>> Discipline.RUSSIAN.label
        'discipline_russian'
        """
        return "discipline_" + self.value


class BuiltinBallot(NamedTuple):
    """A ballot table berger takes from pydraughts, by name."""

    file: str
    """Its file in pydraughts' ``draughts/ballot_files``."""
    board: int
    """The board its positions are on (squares on a side)."""


BUILTIN_BALLOTS: Mapping[str, BuiltinBallot] = {
    name: BuiltinBallot(file, discipline.facts.board)
    for discipline in Discipline
    for name, file in discipline.facts.ballots.items()
}
"""Every ballot table the disciplines take from pydraughts, by name, in their
order."""


def discipline_labels(language: str) -> dict[str, str]:
    """The disciplines' names in ``language`` (``en``, ``uk``, ``ru``) as a
    document's labels: ``{"discipline_russian": "Russian draughts", ...}``."""
    return {d.label: d.facts.names[language] for d in Discipline}

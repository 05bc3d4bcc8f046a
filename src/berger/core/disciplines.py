"""The disciplines of draughts an event may be played in (``[event]
discipline``): the board, the code PDN's ``GameType`` gives it, the opening
ballot it takes by default, and the tie-break chain its rules name for a
round robin.

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

from typing import NamedTuple

from berger.core.codes import CodeEnum
from berger.core.tiebreaks.codes import PRESET_CHAINS
from berger.messages import _


class DisciplineFacts(NamedTuple):
    """What a discipline fixes."""

    board: int
    """Squares on a side: 8 or 10."""
    game_type: str
    """PDN's ``GameType`` tag, long form (the game's number first: 25
    Russian, 26 Brazilian, 20 international draughts)."""
    ballot: str | None
    """The opening ballot it takes by default (a table's name), or None."""
    chain: tuple[str, ...]
    """The tie-break chain of its round robins."""
    source: str
    """Where the chain comes from, for the manual and the notes."""


FMJD_CHAIN = PRESET_CHAINS["fmjd"]
"""The FMJD's round-robin criteria (Emmen 2015, art. 4a-c)."""
RUSSIAN_CHAIN = PRESET_CHAINS["russian-draughts"]
"""The Russian provisions' criteria for Russian draughts (2019, §4.2.10)."""


class Discipline(CodeEnum):
    """A discipline of draughts."""

    RUSSIAN = "russian"
    """Russian draughts, the 64-square board."""
    BRAZILIAN = "brazilian"
    """Brazilian draughts: the international rules on the 64-square board."""
    INTERNATIONAL = "international"
    """International draughts, the 100-square board."""

    @classmethod
    def noun(cls) -> str:
        """In messages: "a draughts discipline"."""
        return _("a draughts discipline")

    @property
    def facts(self) -> DisciplineFacts:
        """What the discipline fixes.

        >>> Discipline.INTERNATIONAL.facts.board, Discipline.RUSSIAN.facts.ballot
        (10, 'russian')
        """
        return _FACTS[self]

    @property
    def squares(self) -> int:
        """The playing squares of its board: 32 or 50.

        >>> Discipline.BRAZILIAN.squares, Discipline.INTERNATIONAL.squares
        (32, 50)
        """
        return self.facts.board**2 // 2


_FACTS = {
    Discipline.RUSSIAN: DisciplineFacts(
        8,
        "25,W,8,8,A0,0",
        "russian",
        RUSSIAN_CHAIN,
        "Minsport of Russia, provisions for the sport of the blind 2019, §4.2.10",
    ),
    Discipline.BRAZILIAN: DisciplineFacts(
        8,
        "26,W,8,8,A0,0",
        "brazilian",
        FMJD_CHAIN,
        "FMJD, world championship 2015 (Emmen) regulations, art. 4",
    ),
    Discipline.INTERNATIONAL: DisciplineFacts(
        10,
        "20,W,10,10,N2,0",
        None,
        FMJD_CHAIN,
        "FMJD, world championship 2015 (Emmen) regulations, art. 4",
    ),
}

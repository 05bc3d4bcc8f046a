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


@dataclass(frozen=True, slots=True)
class Wording:
    """The document labels of the run's language, or none (English)."""

    labels: Mapping[str, str] | None = None
    """Label key to text; None: the text reports' own English."""
    tiebreaks: Mapping[str, str] = field(default_factory=dict)
    """A tie-break code's column header (a code without one: the code)."""

    def word(self, key: str, english: str) -> str:
        """The label ``key``, or without labels ``english``.

        >>> Wording({"place": "Місце"}).word("place", "Place")
        'Місце'
        >>> ENGLISH.word("no", "No")
        'No'
        """
        return english if self.labels is None else self.labels[key]

    def tiebreak(self, code: str) -> str:
        """The column header of the tie-break ``code``.

        >>> Wording(tiebreaks={"SB": "КБ"}).tiebreak("SB"), ENGLISH.tiebreak("SB")
        ('КБ', 'SB')
        """
        return self.tiebreaks.get(code, code)


ENGLISH = Wording()
"""The text reports' own English words."""

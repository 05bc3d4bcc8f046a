"""Output settings of an event: the document language, the paper size, and
the format of the reports.

They belong to the documents, not to the tournament: the core never sees them.
"""

from __future__ import annotations

from berger.core.codes import CodeEnum


class Language(CodeEnum):
    """The language of the documents and the workbook."""

    EN = "en"
    """English."""
    UK = "uk"
    """Ukrainian."""
    RU = "ru"
    """Russian."""


class PaperSize(CodeEnum):
    """The sheet the documents are printed on."""

    A4 = "a4"
    """ISO A4, 210 × 297 mm."""
    LETTER = "letter"
    """US Letter, 8.5 × 11 in."""


class Format(CodeEnum):
    """How a report (the schedule, the standings, the norms) is printed."""

    TEXT = "text"
    """A table a person reads at a glance."""
    CSV = "csv"
    """One row per line, for spreadsheets and scripts."""
    JSON = "json"
    """The shapes of SPEC section 7, for other programs."""

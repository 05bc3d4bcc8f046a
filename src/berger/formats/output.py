"""Output settings of an event: the document language and the paper size.

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

"""Where the manual's pages and their Ukrainian and Russian catalogs are,
for the tests of its examples (``test_docs.py``) and of its catalogs
(``test_docs_catalogs.py``)."""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LOCALE = DOCS / "locale"
TRANSLATIONS = ("uk", "ru")
"""The languages the manual is translated into."""


NOT_PAGES = frozenset({"draughts-rules-sources.md"})
"""Files of docs/ that are no page of the manual (see ``exclude_patterns``
in docs/conf.py): the working note on the draughts rules."""


def manual() -> list[Path]:
    """Every page of the manual (in English, as written)."""
    return sorted(
        path
        for path in DOCS.rglob("*.md")
        if not path.relative_to(DOCS).parts[0].startswith(("_", "locale"))
        and path.name not in NOT_PAGES
    )


def catalog_of(page: Path, language: str) -> Path:
    """The catalog of a page of the manual in ``language``."""
    name = page.relative_to(DOCS).with_suffix(".po").as_posix()
    return LOCALE / language / "LC_MESSAGES" / name


def read_catalog(path: Path) -> Catalog:
    """A catalog as Babel reads it."""
    with path.open("rb") as file:
        return read_po(file)

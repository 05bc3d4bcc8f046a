"""The Ukrainian and Russian manual's catalogs
(``docs/locale/<uk|ru>/LC_MESSAGES/<page>.po``, see CONTRIBUTING.md): one for
every page in each language, every message translated and none fuzzy, the
links of the English kept, and in step with the pages (the messages
extracted afresh are the catalogs' own)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from tests.manual_catalogs import (
    DOCS,
    LOCALE,
    ROOT,
    TRANSLATIONS,
    catalog_of,
    manual,
    read_catalog,
)

CATALOGS = sorted(LOCALE.glob("*/LC_MESSAGES/*.po"))
PAGE_CATALOGS = [path for path in CATALOGS if path.name != "sphinx.po"]
"""Each page's catalogs; ``sphinx.po`` holds the theme's words (the search,
the navigation), written by hand."""


def test_every_page_has_its_catalog_in_each_language() -> None:
    expected = {
        catalog_of(page, language) for page in manual() for language in TRANSLATIONS
    }
    assert set(PAGE_CATALOGS) == expected
    assert {path.parent.parent.name for path in CATALOGS} == set(TRANSLATIONS)
    for language in TRANSLATIONS:
        assert LOCALE / language / "LC_MESSAGES" / "sphinx.po" in CATALOGS


@pytest.mark.parametrize(
    "path", CATALOGS, ids=[path.relative_to(DOCS).as_posix() for path in CATALOGS]
)
def test_every_message_is_translated(path: Path) -> None:
    catalog = read_catalog(path)
    assert catalog.locale is not None
    assert str(catalog.locale) == path.parent.parent.name
    left = [
        f"{path.relative_to(ROOT)}:{message.lineno}: "
        + ("fuzzy" if message.fuzzy else "untranslated")
        + f": {str(message.id)[:70]!r}"
        for message in catalog
        if message.id and (message.fuzzy or not message.string)
    ]
    assert left == [], "translate these (see CONTRIBUTING.md):\n" + "\n".join(left)


TARGET = re.compile(r"\]\(([^)\s]+)\)")
"""A Markdown link's target."""


@pytest.mark.parametrize(
    "path",
    PAGE_CATALOGS,
    ids=[path.relative_to(DOCS).as_posix() for path in PAGE_CATALOGS],
)
def test_a_translation_keeps_its_links(path: Path) -> None:
    # Every link of the English, to the same place, and no other (Sphinx
    # warns of a translation whose references differ).
    changed = [
        f"{path.relative_to(ROOT)}:{message.lineno}: {str(message.id)[:70]!r}"
        for message in read_catalog(path)
        if message.id
        and message.string
        and sorted(TARGET.findall(str(message.id)))
        != sorted(TARGET.findall(str(message.string)))
    ]
    assert changed == []


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The manual's messages as ``make update-docs-messages`` extracts them
    now: a ``.pot`` a page."""
    folder = tmp_path_factory.mktemp("gettext")
    subprocess.run(
        [sys.executable, "-m", "sphinx", "-q", "-b", "gettext", str(DOCS), str(folder)],
        check=True,
        timeout=300,
        env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )
    return folder


def test_the_catalogs_are_in_step_with_the_pages(extracted: Path) -> None:
    stale = []
    for page in manual():
        template = read_catalog(extracted / page.relative_to(DOCS).with_suffix(".pot"))
        wanted = {message.id for message in template if message.id}
        for language in TRANSLATIONS:
            path = catalog_of(page, language)
            held = {message.id for message in read_catalog(path) if message.id}
            if held != wanted:
                new = sorted(str(message) for message in wanted - held)
                gone = len(held - wanted)
                first = f", {new[0][:60]!r}..." if new else ""
                stale.append(
                    f"{path.relative_to(ROOT)}: {len(new)} new{first}, {gone} gone"
                )
    assert stale == [], "make update-docs-messages, then translate:\n" + "\n".join(
        stale
    )

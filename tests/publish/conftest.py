"""Samples copied to write their site, and the checks of a written site."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from urllib.parse import unquote

from tests.conftest import SAMPLES, open_individual

from berger.formats.event.event import Options
from berger.pipeline.event import open_groups
from berger.pipeline.site import group_sites, write_groups_site, write_site
from berger.publish.folder import SiteUpdate


def copy_sample(tmp_path: Path, name: str = "club-championship") -> Path:
    folder = tmp_path / name
    shutil.copytree(SAMPLES / name, folder)
    return folder


def publish(event: Path, folder: Path, options: Options | None = None) -> SiteUpdate:
    players = open_individual(event, options)
    return write_site(players, players.results, folder)


def links(html: str) -> list[str]:
    return re.findall(r'(?:href|src)="([^"#]*)(?:#[^"]*)?"', html)


def check_links(site: Path, cards: Path) -> list[Path]:
    """Every link of every page of ``site`` leads to a file of the site, but
    those to ``cards.pdf``, which lead to ``cards``; returns the pages."""
    pages = sorted(site.rglob("*.html"))
    for page in pages:
        html = page.read_text("utf-8")
        for link in links(html):
            if not link:
                continue  # a link to a place on the same page
            target = (page.parent / unquote(link)).resolve()
            assert target.is_file(), f"{page.relative_to(site)}: {link}"
            if link.endswith("cards.pdf"):
                assert target == cards.resolve()
            else:
                assert target.is_relative_to(site.resolve()), link
    return pages


def publish_groups(event: Path, folder: Path, **options: object) -> SiteUpdate:
    groups = open_groups(event, Options(**options))  # type: ignore[arg-type]
    return write_groups_site(group_sites(groups), folder)

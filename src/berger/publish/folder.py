"""A folder holding an event's site, and the manifest of its pages: only
the pages whose digest changed are rendered and written again, the pages the
site lost are removed, and an event with several groups keeps each group's
pages in a folder of its own."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from berger.formats.files.atomic import remove, write_bytes
from berger.formats.files.manifest import read_manifest, write_manifest
from berger.render import html
from berger.render.site.groups import plan_event
from berger.render.site.pages import SiteData
from berger.render.site.plan import Plan, plan_site
from berger.render.site.render import (
    FONT_FILES,
    STATIC_FILES,
    page_count,
    page_digest,
    render_pages,
    site_assets,
    templates_digest,
)

MANIFEST = ".berger-site.json"
"""The file in a site folder that lists the digests of its pages."""


@dataclass(frozen=True, slots=True)
class SiteUpdate:
    """What one writing of a site did."""

    folder: Path
    """The site folder."""
    pages: int
    """Pages the site has (its calendar files are not counted)."""
    written: tuple[str, ...]
    """Files written (pages and static files), relative to the folder."""
    removed: tuple[str, ...]
    """Pages removed because the site no longer has them."""

    @property
    def changed(self) -> bool:
        """Whether any file of the folder changed."""
        return bool(self.written or self.removed)


@dataclass
class _Manifest:
    templates: str = ""
    pages: dict[str, str] = field(default_factory=dict)
    groups: tuple[str, ...] = ()


class SiteFolder:
    """A folder holding an event's site, and the digests of its pages: the
    site of one table (:meth:`update`), or of an event with several groups
    (:meth:`update_groups`), whose groups' pages lie in folders of their own,
    each a :class:`SiteFolder` with its own manifest."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._manifest: _Manifest | None = None
        self._plan: Plan | None = None
        self._groups: dict[str, SiteFolder] = {}

    @property
    def plan(self) -> Plan | None:
        """The pages as the last update planned them (None before one)."""
        return self._plan

    def _load(self) -> _Manifest:
        if self._manifest is None:
            data = read_manifest(self.folder / MANIFEST)
            templates, digests = data.get("templates"), data.get("pages")
            groups = data.get("groups", [])
            self._manifest = _Manifest()
            if isinstance(templates, str) and isinstance(digests, dict):
                self._manifest = _Manifest(
                    templates,
                    {str(k): str(v) for k, v in digests.items()},
                    tuple(str(g) for g in groups) if isinstance(groups, list) else (),
                )
        return self._manifest

    def update(self, data: SiteData, *, full: bool = False) -> SiteUpdate:
        """Bring the folder up to date with ``data``: render and write the
        pages whose digest changed (or whose file is missing), the static files
        when the templates changed, and remove the pages the site lost (a
        group's folder too, when the site was an event's with groups). With
        ``full``, every page is rendered (and written where it differs). A
        group's pages (``data.event`` set) come without the static files:
        they lie at the top of the event's site.

        Raises:
            TemplateError: a missing or broken template.
            OutputError: the folder cannot be written.
        """
        plan = plan_site(data, self._plan)
        return self._sync(plan, full=full, assets=data.event is None)

    def update_groups(
        self,
        name: str,
        groups: Sequence[tuple[str, SiteData | None]],
        *,
        full: bool = False,
        front: bool = True,
    ) -> SiteUpdate:
        """Bring the folder up to date with the site of an event with several
        groups, ``name`` its own name: each group's pages in ``<group>/``
        (see :meth:`update`), a group given None kept as this folder last
        made it; with ``front``, the event's own pages at the top (made from
        every group made so far) and the removal of the folders of groups
        the event no longer has; without, the static files only.

        Raises:
            TemplateError: a missing or broken template.
            OutputError: the folder cannot be written.
        """
        written: list[str] = []
        removed: list[str] = []
        count = 0
        plans: list[tuple[str, Plan]] = []
        for group, data in groups:
            part = self._group(group)
            if data is not None:
                update = part.update(data, full=full)
                written += (f"{group}/{path}" for path in update.written)
                removed += (f"{group}/{path}" for path in update.removed)
            if part.plan is not None:
                plans.append((group, part.plan))
                count += page_count(part.plan)
        if plans and front:
            names = tuple(group for group, _data in groups)
            top = self._sync(
                plan_event(name, plans), full=full, assets=True, groups=names
            )
            written += top.written
            removed += top.removed
            count += top.pages
        elif plans:
            written += self._write_assets(plans[0][1].dirs)
        return SiteUpdate(self.folder, count, tuple(written), tuple(removed))

    def _group(self, name: str) -> SiteFolder:
        """The folder of group ``name``'s pages."""
        if name not in self._groups:
            self._groups[name] = SiteFolder(self.folder / name)
        return self._groups[name]

    def _sync(
        self,
        plan: Plan,
        *,
        full: bool,
        assets: bool,
        groups: tuple[str, ...] = (),
    ) -> SiteUpdate:
        """Bring the folder's pages up to date with ``plan`` (and the static
        files with ``assets``); ``groups``: the groups whose folders the site
        has (the folders of others it had are removed)."""
        old = self._load()
        templates = templates_digest(plan.dirs, plan.chrome.language)
        fresh = full or templates != old.templates
        if fresh:
            # An override or a label edited since: read them again. Not for a
            # site in another language from the same files (a process writing
            # sites in several languages compiled every template at each turn).
            html.forget_templates(templates_digest(plan.dirs, language=""))
        digests = {path: page_digest(plan, path) for path in plan.pages}
        todo = [
            path
            for path, digest in digests.items()
            if fresh or old.pages.get(path) != digest or not self._exists(path)
        ]
        written: list[str] = []
        if assets and (fresh or not all(self._exists(n) for n in _asset_names())):
            written += self._write_assets(plan.dirs)
        for path, text in render_pages(plan, todo).items():
            if self._write(path, text.encode("utf-8")):
                written.append(path)
        removed = sorted(set(old.pages) - set(digests))
        for path in removed:
            remove(self.folder / path)
        for group in old.groups:
            if group not in groups:
                removed += (f"{group}/{path}" for path in self._group(group).clear())
                del self._groups[group]
        manifest = _Manifest(templates, digests, groups)
        if manifest != old or not (self.folder / MANIFEST).is_file():
            data: dict[str, object] = {"templates": templates, "pages": digests}
            if groups:
                data["groups"] = list(groups)
            write_manifest(self.folder / MANIFEST, data)
            self._manifest = manifest
        self._plan = plan
        return SiteUpdate(self.folder, page_count(plan), tuple(written), tuple(removed))

    def clear(self) -> list[str]:
        """Remove the pages the manifest lists, the manifest, and the folders
        left empty; returns the pages removed.

        Raises:
            OutputError: a file cannot be removed.
        """
        listed = sorted(self._load().pages)
        for path in listed:
            remove(self.folder / path)
        remove(self.folder / MANIFEST)
        for folder in sorted(
            {(self.folder / path).parent for path in listed} | {self.folder},
            key=lambda folder: len(folder.parts),
            reverse=True,
        ):
            with contextlib.suppress(OSError):  # not empty: others' files
                folder.rmdir()
        self._manifest, self._plan = _Manifest(), None
        return listed

    def _write_assets(self, dirs: Sequence[Path]) -> list[str]:
        """Write the static files that differ from the templates'; returns
        those written."""
        return [
            name
            for name, content in site_assets(dirs).items()
            if self._write(name, content)
        ]

    def _exists(self, path: str) -> bool:
        return (self.folder / path).is_file()

    def _write(self, path: str, content: bytes) -> bool:
        """Write ``content`` unless the file already holds it; True if written."""
        target = self.folder / path
        try:
            if target.is_file() and target.read_bytes() == content:
                return False
        except OSError:
            pass
        write_bytes(target, content)
        return True


def _asset_names() -> tuple[str, ...]:
    return (
        *STATIC_FILES,
        *(f"fonts/{name}" for name in FONT_FILES),
    )

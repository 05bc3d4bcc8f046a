"""The pack of ``berger build``: its files, what each is made from, and the
folder that keeps them.

A build renders only what changed since the last: the folder keeps, in
:data:`MANIFEST`, a digest of each file's inputs (see
:mod:`berger.pipeline.outputs`) and of
its bytes, and a file whose inputs are the same and whose bytes are as
written is kept as it is (the same bytes a full build would write: every
file is a function of its inputs alone). After one new result that leaves
the pairing cards, the round chart and the blank crosstable, which no result
changes. :class:`PackFolder` is that folder, and the store of the printed
parts of the PDFs printed in several.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from berger import __version__
from berger.core.tournament import Tournament
from berger.formats.event.event import EventConfig
from berger.formats.files.atomic import remove, waiting, write_bytes
from berger.formats.files.manifest import (
    digest,
    file_digest,
    read_manifest,
    write_manifest,
)
from berger.pipeline.outputs import (
    BALLOT,
    OUTCOMES,
    PLAYOFF,
    PRINT,
    PRIZES,
    RESULTS,
    RULES,
    C,
    E,
    Input,
    Output,
)
from berger.pipeline.read import EventResults, playoff_state
from berger.render.html import templates_digest
from berger.render.printing import Settings
from berger.render.site.render import SITE_TEMPLATES

MANIFEST = ".berger-build.json"
"""The file in the pack's folder that keeps the digests of its files."""
PARTS = ".berger-parts"
"""The folder in the pack's folder that keeps the printed parts of the PDFs
printed in several (the cards, the round sheets), by the digest of each
part's HTML: a new result in round 38 prints again only the part of the round
sheets with round 38 on it."""
RENDERERS = ("weasyprint", "pydyf", "fonttools", "pypdf", "openpyxl", "jinja2", "babel")
"""Libraries whose version is an input of every file (a new one may write
other bytes)."""


def input_digests(
    config: EventConfig,
    tournament: Tournament,
    read: EventResults | None,
    printing: str,
    outputs: Sequence[Output[E, C]],
) -> dict[str, str]:
    """Per file of ``outputs``, a digest of everything it is made from
    (``printing``: see :func:`print_digest`): equal digests, equal bytes."""
    results = None if read is None else read.games
    outcomes = (
        None
        if results is None
        else (
            tuple(results.outcomes.items()),
            tuple(results.matches.items()),
            tuple(results.dates.items()),
        )
    )
    withdrawn = None if results is None else tuple(results.withdrawn.items())
    event = digest(_versions(), tournament)
    parts = {
        PRINT: printing,
        RULES: digest(
            replace(
                config.options,
                results=None,
                templates=None,
                language=None,
                paper=None,
                rating_list=None,  # read into the players
                rating_kind=None,
            )
        ),
        # The round sheets name the games pending, which a withdrawal ends.
        OUTCOMES: digest(outcomes, withdrawn),
        RESULTS: digest(outcomes, withdrawn),
        PRIZES: digest(config.prizes),
        PLAYOFF: playoff_state(config.playoff, read),
        BALLOT: ballot_state(config),
    }
    return {
        output.name: digest(
            output.name,
            event,
            *(
                parts[part]
                for part in Input
                if part in output.made_from and parts[part] is not None
            ),
        )
        for output in outputs
    }


def ballot_state(config: EventConfig) -> str | None:
    """A digest of a draughts event's settings and of what its openings are
    drawn from (the ballot table's bytes, or pydraughts' version for its
    own) and, without a seed, of the draw kept beside it; None in an event
    without a discipline (its files' digests stay as they were)."""
    rules = config.draughts
    if rules is None:
        return None
    table = None if rules.ballot is None else rules.ballot.table
    if isinstance(table, Path):
        data: object = table.read_bytes() if table.exists() else None
    else:
        data = importlib.metadata.version("pydraughts")
    if rules.drawn is None:
        return digest(rules, data)
    drawn = rules.drawn.read_bytes() if rules.drawn.is_file() else None
    return digest(rules, data, drawn)


def print_digest(settings: Settings) -> str:
    """A digest of how the documents are printed, besides their pages'
    HTML: the language, the paper, the creation date, the templates, labels
    and fonts, and the versions of the libraries that print.

    Raises:
        TemplateError: a templates folder cannot be read.
    """
    return digest(
        _versions(),
        settings.language,
        settings.paper,
        settings.created,
        templates_digest(settings.dirs, but=(SITE_TEMPLATES,)),
    )


@functools.cache
def _versions() -> tuple[tuple[str, str], ...]:
    """berger's version and those of the libraries that write the files."""
    found = [("berger", __version__)]
    for name in RENDERERS:
        try:
            found.append((name, importlib.metadata.version(name)))
        except importlib.metadata.PackageNotFoundError:
            found.append((name, ""))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Built:
    """What the manifest knows of a file of the pack."""

    inputs: str
    """Digest of what it was made from (see :func:`input_digests`)."""
    content: str | None
    """Digest of its bytes as written."""
    parts: Mapping[str, str]
    """A PDF printed in parts: digest of each part's HTML and print inputs
    (the name of its file in :data:`PARTS`) to the digest of its bytes."""


class PackFolder:
    """The pack's folder and its manifest: which files are up to date, and
    the printed parts of the PDFs printed in several (a store for the
    :class:`~berger.render.press.Press`)."""

    def __init__(self, folder: Path, printing: str, *, full: bool = False) -> None:
        self.folder = folder
        self.printing = printing
        """The digest of how the documents are printed (see :func:`print_digest`)."""
        self.full = full
        """Every file and part made again."""
        self.known = _read(folder / MANIFEST)
        """The files as the last build left them."""
        self._parts: dict[str, dict[str, str]] = {}
        self._current: dict[str, str] = {}
        """Digest of each file found :meth:`current` (kept, not written again)."""

    def current(self, name: str, inputs: str) -> bool:
        """Whether the file was built from ``inputs`` and is as it was written
        (not edited, not removed)."""
        known = self.known.get(name)
        if self.full or known is None or known.inputs != inputs:
            return False
        content = file_digest(self.folder / name)
        if content is None or content != known.content:
            return False
        self._current[name] = content
        return True

    def _part_key(self, html: str) -> str:
        return digest(self.printing, hashlib.sha256(html.encode("utf-8")).hexdigest())

    def printed(self, target: Path, html: str) -> bytes | None:
        """The part as an earlier build printed it, if its file is as written."""
        if self.full:
            return None
        key = self._part_key(html)
        expected = self.known.get(target.name, _NOTHING).parts.get(key)
        try:
            data = (self.folder / PARTS / f"{key}.pdf").read_bytes()
        except OSError:
            return None
        if expected is None or hashlib.sha256(data).hexdigest() != expected:
            return None
        return data

    def keep(self, target: Path, html: str, pdf: bytes) -> None:
        """Store the printed part (written only when it is not there yet).

        Raises:
            OutputError: the part cannot be written.
        """
        key = self._part_key(html)
        content = hashlib.sha256(pdf).hexdigest()
        self._parts.setdefault(target.name, {})[key] = content
        path = self.folder / PARTS / f"{key}.pdf"
        if file_digest(path) != content:
            write_bytes(path, pdf, at_once=True)  # a store, whole or absent

    def remove_others(self, names: Sequence[str]) -> list[Path]:
        """Remove the files of an earlier build that are not among ``names``
        (the crosstable and standings once the results are gone); returns
        the paths removed.

        Raises:
            OutputError: a file cannot be removed.
        """
        gone = []
        for name in sorted(set(self.known) - set(names)):
            path = self.folder / name
            if path.is_file():
                remove(path)
                gone.append(path)
        return gone

    def save(self, inputs: Mapping[str, str]) -> None:
        """Record the files now in the folder, built from ``inputs`` (those
        kept keep their parts), and remove the stored parts no file has.

        Raises:
            OutputError: the manifest cannot be written, or a part removed.
        """
        parts = {
            name: self._parts.get(name, self.known.get(name, _NOTHING).parts)
            for name in inputs
        }
        files: dict[str, dict[str, object]] = {}
        for name, made_from in inputs.items():
            entry: dict[str, object] = {
                "inputs": made_from,
                "bytes": self._current.get(name)
                or file_digest(waiting(self.folder / name)),
            }
            if parts[name]:
                entry["parts"] = dict(parts[name])
            files[name] = entry
        write_manifest(self.folder / MANIFEST, {"berger": __version__, "files": files})
        wanted = {f"{key}.pdf" for keys in parts.values() for key in keys}
        store = self.folder / PARTS
        if store.is_dir():
            for path in sorted(store.iterdir()):
                if path.name not in wanted and path.is_file():
                    remove(path)


_NOTHING = Built("", None, {})


def _read(path: Path) -> dict[str, Built]:
    """The files a manifest lists (none when it is missing or not ours)."""
    files = read_manifest(path).get("files")
    known: dict[str, Built] = {}
    if not isinstance(files, dict):
        return known
    for name, entry in files.items():
        if not isinstance(entry, dict):
            continue
        parts = entry.get("parts", {})
        known[str(name)] = Built(
            str(entry.get("inputs")),
            str(entry.get("bytes")),
            {str(k): str(v) for k, v in parts.items()}
            if isinstance(parts, dict)
            else {},
        )
    return known

"""Manifests: the small JSON file an output folder keeps of what it holds.

A folder that berger brings up to date (``berger build``'s pack, the event
site) remembers, per file, digests of what the file was made from and of its
bytes, so that a later run renders only what changed. A manifest that is
missing or not berger's reads as empty: every file is made again.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from berger.formats.files.atomic import write_text


def digest(*parts: object) -> str:
    """A SHA-256 hex digest of the parts' ``repr``: equal parts, equal digests
    (for values whose ``repr`` shows all they hold, such as frozen dataclasses,
    tuples, numbers and strings).

    >>> digest("a", 1) == digest("a", 1) != digest("a", 2)
    True
    """
    return hashlib.sha256(repr(parts).encode("utf-8")).hexdigest()


def file_digest(path: Path) -> str | None:
    """A SHA-256 hex digest of the file's bytes, or None when it cannot be read
    (missing, a folder)."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def read_manifest(path: Path) -> dict[str, Any]:
    """The manifest at ``path``: its JSON object, or an empty one when the
    file is missing, unreadable or not a JSON object."""
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def write_manifest(path: Path, data: Mapping[str, Any]) -> None:
    """Write the manifest (keys sorted: the same content, the same bytes),
    atomically; a manifest that already says the same is left untouched.

    Raises:
        OutputError: the file cannot be written.
    """
    text = json.dumps(data, indent=0, sort_keys=True) + "\n"
    try:
        if path.read_text("utf-8") == text:
            return
    except (OSError, ValueError):
        pass
    write_text(path, text)

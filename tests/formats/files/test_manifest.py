"""The manifest an output folder keeps: digests of values and of files, and
the JSON file itself, read forgivingly (anything not berger's reads as empty)
and written only when it says something new."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from berger.errors import OutputError
from berger.formats.files.manifest import (
    digest,
    file_digest,
    read_manifest,
    write_manifest,
)

EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"


def test_a_digest_of_values_follows_what_they_hold() -> None:
    assert digest("a", 1) == digest("a", 1)
    assert len({digest("a", 1), digest("a", 2), digest(1, "a"), digest("a1")}) == 4
    # The parts' repr, hashed: ("a", 1) is written "('a', 1)".
    assert digest("a", 1) == hashlib.sha256(b"('a', 1)").hexdigest()
    assert digest() == hashlib.sha256(b"()").hexdigest()


def test_a_file_digest_is_of_its_bytes(tmp_path: Path) -> None:
    path = tmp_path / "cards.pdf"
    path.write_bytes(b"")
    assert file_digest(path) == EMPTY_SHA256
    path.write_bytes(b"%PDF")
    assert file_digest(path) == hashlib.sha256(b"%PDF").hexdigest()
    assert file_digest(tmp_path / "missing.pdf") is None
    assert file_digest(tmp_path) is None  # a folder


def test_a_manifest_reads_back_as_written(tmp_path: Path) -> None:
    path = tmp_path / ".berger-build.json"
    data = {"version": "1", "files": {"b.pdf": ["x", "y"], "a.pdf": ["z", None]}}
    write_manifest(path, data)
    assert read_manifest(path) == data
    # Keys sorted, one per line: the same content gives the same bytes.
    text = path.read_text("utf-8")
    assert text.index('"a.pdf"') < text.index('"b.pdf"')
    assert text.endswith("}\n")


@pytest.mark.parametrize(
    "text", ["", "not json", "[1, 2]", '"a string"', '{"half": ', "\udcff"]
)
def test_a_manifest_that_is_not_berger_s_reads_as_empty(
    tmp_path: Path, text: str
) -> None:
    path = tmp_path / "manifest.json"
    path.write_text(text, "utf-8", errors="surrogateescape")
    assert read_manifest(path) == {}
    assert read_manifest(tmp_path / "missing.json") == {}
    assert read_manifest(tmp_path) == {}  # a folder


def test_a_manifest_saying_the_same_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "manifest.json"
    write_manifest(path, {"a": 1})
    os.utime(path, ns=(0, 0))
    write_manifest(path, {"a": 1})
    assert path.stat().st_mtime_ns == 0
    write_manifest(path, {"a": 2})
    assert path.stat().st_mtime_ns != 0
    assert read_manifest(path) == {"a": 2}


def test_a_manifest_that_cannot_be_written_is_one_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", "utf-8")
    with pytest.raises(OutputError, match="cannot write"):
        write_manifest(blocker / "manifest.json", {"a": 1})

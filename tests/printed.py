"""Each page printed once per test run: a plugin of the suite (see
tests/conftest.py).

WeasyPrint's print of a page is a function of the page's HTML, the templates
folders its URLs resolve in and the date it stands in for the clock: what
:func:`berger.render.pdf.render_pdf` is given. Many tests build the same
sample's documents, so the run keeps each print in its shared folder, by those
three, and a build asking for a page printed before gets those bytes back: the
build itself (the parts it prints, how it joins them, what it writes and keeps)
runs as it does for an arbiter; only WeasyPrint is asked once.

A test marked ``fresh_prints`` prints every page itself: the tests that a
second print of a page gives the bytes of the first (which the kept prints
would otherwise take for granted). So does every test that calls
:func:`~berger.render.pdf.render_pdf` directly, and every ``berger`` run in a
process of its own.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from tests.conftest import run_folder

from berger.formats.files.atomic import write_bytes
from berger.render import pdf, press, printing

Print = Callable[[str, tuple[Path, ...], dt.datetime], bytes]


def kept_prints(folder: Path, render: Print) -> Print:
    """``render``, its prints kept in ``folder``, which the processes of the
    run share: each print lands whole, written as berger writes a file (even
    inside a build's files landing together)."""
    folder.mkdir(exist_ok=True)

    def render_once(html: str, dirs: tuple[Path, ...], created: dt.datetime) -> bytes:
        key = hashlib.sha256()
        for part in (html, *(str(d.resolve()) for d in dirs), created.isoformat()):
            key.update(part.encode("utf-8") + b"\0")
        kept = folder / f"{key.hexdigest()}.pdf"
        if kept.exists():
            return kept.read_bytes()
        printed = render(html, dirs, created)
        write_bytes(kept, printed, at_once=True)  # a store, whole or absent
        return printed

    return render_once


@contextlib.contextmanager
def printing_with(render: Print) -> Iterator[None]:
    """The press and the one-page printer print with ``render`` in the block."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(press, "render_pdf", render)
        patch.setattr(printing, "render_pdf", render)
        yield


@pytest.fixture(scope="session")
def prints_kept(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Print]:
    """The press and the one-page printer printing through the run's kept
    prints, in the run's temporary folder (which the processes of
    pytest-xdist share), for the whole session (a worker the press forks
    inherits it). Not in :func:`~tests.conftest.once`'s folder: that fixture
    is tests/' alone, and :func:`prints` reaches the doctests of src too."""
    render = kept_prints(run_folder(tmp_path_factory) / "prints", pdf.render_pdf)
    with printing_with(render):
        yield render


@pytest.fixture(autouse=True)
def prints(request: pytest.FixtureRequest, prints_kept: Print) -> Iterator[None]:
    """Every test prints through the kept prints, but one marked
    ``fresh_prints``, which prints every page itself."""
    if request.node.get_closest_marker("fresh_prints") is None:
        yield
        return
    with printing_with(pdf.render_pdf):
        yield

"""Shared test set-up: hypothesis profiles, golden files, the check of a
command's one-line error, an individual event opened as the command line
opens it, a run of the command line and the check that it succeeded,
a folder's files, results taken off a results file, folders made once per
run (each sample's pack among them) and a few fixtures.

The ``ci`` profile (chosen when the CI environment variable is set) runs more
examples with no deadline; ``dev`` keeps the local loop quick.
``pytest --update-golden`` rewrites the golden files from the current output
(review the diff before committing it).

``make test`` runs the suite in two processes (pytest-xdist, ``-n 2``):
tests go one by one to whichever process is free, the slow ones first, but
the tests of a module of :data:`TOGETHER` all go to one process, and those
in a real browser all to one (see :func:`pytest_xdist_make_scheduler`). A
big document that several tests read is made once per run, by whichever
process asks first (see :class:`Once`), and each page is printed once per
run (see tests/printed.py).
"""

from __future__ import annotations

import fcntl
import gc
import os
import re
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, settings

from berger.cli import cli
from berger.formats.event.event import Options
from berger.pipeline.documents import make_output
from berger.pipeline.event import OpenGroup, draw_seed, open_groups
from berger.pipeline.outputs import Made, Output, Work, find_output, write_made
from berger.pipeline.players.variant import Players
from berger.pipeline.teams.variant import Teams
from berger.pipeline.variant import Variant

pytest_plugins = ("tests.printed",)

settings.register_profile(
    "ci",
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=40, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
"""The samples folder of the checkout."""


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test speaks English, whatever the machine's locale: BERGER_LANG
    comes before it (and goes to the processes a test starts). The tests of
    the language choice set their own."""
    monkeypatch.setenv("BERGER_LANG", "en")


@pytest.fixture
def samples() -> Path:
    """The samples folder of the checkout."""
    return SAMPLES


_chromium: list[Any] = []
"""The process's :class:`tests.browser.Chromium`, once a test asked for it."""


def chromium() -> Any:
    """The process's :class:`tests.browser.Chromium` (imported when first
    asked for: the tests that drive no browser never import Playwright)."""
    if not _chromium:
        from tests.browser import Chromium

        _chromium.append(Chromium())
    return _chromium[0]


@pytest.fixture
def browser() -> Any:
    """Headless Chromium for the tests in a real browser (see
    tests/browser.py): one for the browser tests that a process runs in a
    row, launched for the first and closed after the last (see
    :func:`pytest_runtest_teardown`); each test opens its own browser
    context."""
    return chromium().get()


@pytest.fixture
def phone_page(browser: Any) -> Any:
    """A phone's page in :func:`browser`, watched, that the tests of a
    module's pages share (see :meth:`tests.browser.Chromium.phone_page`)."""
    return chromium().phone_page()


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """After a test's own teardown: the browser closes when the next test
    drives none (or none comes); the contexts a module's tests left open
    close before the next module's tests."""
    if not _chromium:
        return
    if nextitem is None or "browser" not in getattr(nextitem, "fixturenames", ()):
        _chromium[0].close()
    elif nextitem.path != item.path:
        _chromium[0].close_contexts()


@pytest.fixture
def runner() -> CliRunner:
    """A Click runner that keeps stdout and stderr apart."""
    return CliRunner()


BROWSER = frozenset(
    {
        "tests/test_arbiter_browser.py",
        "tests/test_arbiter_layout_browser.py",
        "tests/test_arbiter_offline_browser.py",
        "tests/test_qr_browser.py",
        "tests/test_team_browser.py",
        "tests/test_site_browser.py",
        "tests/test_site_groups_browser.py",
        "tests/test_site_prizes_browser.py",
        "tests/test_site_teams_browser.py",
        "tests/test_site_why_browser.py",
    }
)
"""The modules of tests in a real browser: in a parallel run, all of them
in one process, one module after another, on one Chromium (see
:func:`browser`; in two processes it would start two), each module keeping
its live sites for its tests."""
TOGETHER = BROWSER | {
    "tests/test_workbook_libreoffice.py",
    "tests/test_team_workbook_libreoffice.py",
    "tests/test_cli_stop.py",
}
"""Modules whose tests run in one process of a parallel run, one after
another: the browser modules (see :data:`BROWSER`, all in one process); a
LibreOffice module keeps one LibreOffice run for its tests; and the builds
``test_cli_stop`` stops are never two at once (that would only test how
busy the machine is)."""


def together(nodeid: str) -> str | None:
    """The unit of tests that one process of a parallel run takes whole, of
    the test ``nodeid``: ``browser`` (see :data:`BROWSER`), its module (see
    :data:`TOGETHER`), or None."""
    module = nodeid.split("::", 1)[0]
    if module in BROWSER:
        return "browser"
    return module if module in TOGETHER else None


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """pytest-xdist's ``--dist load`` (what ``-n`` chooses), with the units
    of :func:`together` each handed to one process whole, in the order of
    the collection (those first, then the slow tests: see
    :func:`pytest_collection_modifyitems`). Another ``--dist`` is xdist's own.

    xdist's ``loadgroup`` would do with ``xdist_group`` marks, but it loses
    them on pytest 9.2 (pytest-xdist issue 1386); a scope is all a scheduler
    needs, and the node id tells the module."""
    if config.getoption("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class Together(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            return together(nodeid) or nodeid

    config.option.loadscopereorder = False  # the collection's order
    return Together(config, log)


def pytest_collection_modifyitems(
    config: pytest.Config, items: list[pytest.Item]
) -> None:
    """In a process of pytest-xdist, the tests of :data:`TOGETHER` first, in
    the order collected (a unit's tests one module after another), then the
    slow tests, so that no process is left with a long test at the end while
    the other has nothing to do, and a browser waits while the other process
    prints. Of the slow tests, the first of each module comes first, then
    the others in the order collected: the two processes start on different
    modules, not both on the first, where the second would wait for what the
    first makes once for the module's tests (see :class:`Once`: a pack, a
    first build), doing nothing. Every process collects the same order, as
    xdist requires; a run in one process keeps the order of the files."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        first: set[str] = set()
        rank: dict[str, int] = {}
        for item in items:
            module = item.nodeid.split("::", 1)[0]
            if module in TOGETHER:
                rank[item.nodeid] = 0
            elif item.get_closest_marker("slow") is None:
                rank[item.nodeid] = 3
            else:
                rank[item.nodeid] = 2 if module in first else 1
                first.add(module)
        items.sort(key=lambda item: rank[item.nodeid])


def pytest_collection_finish(session: pytest.Session) -> None:
    """Everything collected so far (the modules, the tests, hypothesis's
    strategies) lives to the end of the run: out of the cycle collector's
    sight (:func:`gc.freeze`), a full collection no longer walks it. Each
    of those took a sixth of a second: five seconds a process in a run.
    """
    gc.freeze()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        help="rewrite the golden files from the current output",
    )
    parser.addoption(
        "--update-sessions",
        action="store_true",
        help="write berger's output into the manual's translated sessions",
    )


class Golden:
    """Compares a text with its golden file in the test module's ``golden/``
    folder; with ``--update-golden`` rewrites the file first."""

    def __init__(self, folder: Path, *, update: bool) -> None:
        self.folder = folder
        self.update = update

    def __call__(self, name: str, text: str) -> None:
        path = self.folder / name
        if self.update:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(text.encode("utf-8"))
        assert text == path.read_bytes().decode("utf-8")


@pytest.fixture
def golden(request: pytest.FixtureRequest) -> Golden:
    """``golden(name, text)``: ``text`` must equal the golden file ``name``."""
    return Golden(
        request.path.parent / "golden",
        update=bool(request.config.getoption("--update-golden")),
    )


def assert_error(result: Result, status: int = 1, pattern: str | None = None) -> str:
    """The command failed as a user error must: exit ``status``, exactly one
    ``Error:`` line on stderr (the only line, unless Click's usage text comes
    with it, status 2), matching ``pattern`` if given, and no crash: the
    exception the runner caught is Click's ``SystemExit``.

    Returns the ``Error:`` line.
    """
    assert isinstance(result.exception, SystemExit), result.exc_info
    assert result.exit_code == status, result.output
    lines = result.stderr.splitlines()
    errors = [line for line in lines if line.startswith("Error: ")]
    assert len(errors) == 1, result.stderr
    if status != 2:
        assert lines == errors, result.stderr
    if pattern is not None:
        assert re.search(pattern, errors[0]), errors[0]
    return errors[0]


def open_event(
    path: Path, options: Options, *, choose_seed: Callable[[], int] = draw_seed
) -> OpenGroup:
    """An event without groups opened as the command line opens it: read,
    its seed settled, numbered and scheduled; with whether its seed was
    chosen here."""
    (found,) = open_groups(path, options, single=True, choose_seed=choose_seed)
    return found


def run(*args: str | int | Path) -> Result:
    """``berger`` with ``args`` (each as text), through a Click runner that
    keeps stdout and stderr apart."""
    return CliRunner().invoke(cli, [str(a) for a in args])


def ok(result: Result) -> str:
    """The stdout of a run that succeeded quietly: no crash, exit 0, nothing
    on stderr."""
    assert result.exception is None, result.exc_info
    assert (result.exit_code, result.stderr) == (0, ""), result.output
    return result.stdout


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file below ``folder``, by relative path: its bytes."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def drop_last_results(results: Path, count: int) -> None:
    """Take the last ``count`` lines (results not in yet) off the results
    file ``results``."""
    lines = results.read_text("utf-8").splitlines(keepends=True)
    results.write_text("".join(lines[:-count]), "utf-8")


def open_individual(path: Path, options: Options | None = None) -> Players:
    """An individual event (not a team event), opened as the command line
    opens it: the event read, its seed settled, numbered and scheduled."""
    variant = open_event(path, options or Options()).variant
    assert isinstance(variant, Players), f"{path} is a team event"
    return variant


def open_teams(path: Path, options: Options | None = None) -> Teams:
    """A team event, opened as the command line opens it."""
    variant = open_event(path, options or Options()).variant
    assert isinstance(variant, Teams), f"{path} is not a team event"
    return variant


def output_named(variant: Variant[Any, Any], name: str) -> Output[Any, Any]:
    """The output of ``variant``'s kind whose file is ``name``
    (``cards.pdf``)."""
    found = find_output(variant.kind.outputs, name=name)
    assert found is not None, f"no output {name}"
    return found


def made_named(
    variant: Variant[Any, Any], name: str, **options: Any
) -> tuple[Made, Work[Any, Any]]:
    """The output ``name`` of ``variant`` made (see
    :func:`berger.pipeline.documents.make_output`, which takes ``options``)."""
    return make_output(variant, output_named(variant, name), **options)


# -- processes ----------------------------------------------------------------

LINUX_PID_LIMIT = 2**22
"""No process id on Linux is above this (PID_MAX_LIMIT); macOS stays below
100,000: one above it names no process."""

needs_proc = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="reads /proc"
)
"""For tests that look at processes in ``/proc`` (Linux)."""


def wait_until(condition: Callable[[], bool], seconds: float) -> bool:
    """Poll ``condition`` until it holds (True) or ``seconds`` have passed
    (False); for what a busy machine may take a while to do."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


# -- made once per run --------------------------------------------------------


class Once:
    """Folders made once per test run for the tests that only read them (a
    sample's pack: PDF rendering is the slow part). The process of the run
    that asks for one first makes it, holding a lock; another process of the
    same run (pytest-xdist) that asks meanwhile waits, then reads it. A test
    that changes such a folder works on a copy (:func:`shutil.copytree`)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        """Shared by the processes of the run."""
        self.made: dict[str, tuple[Path, str]] = {}

    def __call__(self, name: str, make: Callable[[Path], str]) -> tuple[Path, str]:
        """The folder ``name`` as ``make(folder)`` filled it, and the text
        ``make`` returned. A ``make`` that failed (its test failed) is tried
        again, on an empty folder, by the next test that asks."""
        if name not in self.made:
            folder, note = self.root / name, self.root / f"{name}.made"
            with (self.root / f"{name}.lock").open("w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                if not note.exists():
                    shutil.rmtree(folder, ignore_errors=True)
                    folder.mkdir()
                    note.with_suffix(".part").write_text(make(folder), "utf-8")
                    note.with_suffix(".part").rename(note)
            self.made[name] = folder, note.read_text("utf-8")
        return self.made[name]


@pytest.fixture(scope="session")
def once(tmp_path_factory: pytest.TempPathFactory) -> Once:
    """``once(name, make)``: see :class:`Once`. Its folders are in the run's
    temporary folder (see :func:`run_folder`)."""
    root = run_folder(tmp_path_factory) / "once"
    root.mkdir(exist_ok=True)
    return Once(root)


def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run's temporary folder, which the processes of pytest-xdist share
    (each has its own below it)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture(scope="session")
def packs(once: Once) -> Callable[[str], tuple[Path, str]]:
    """``packs(sample)``: the folder `berger build` wrote for that sample, and
    what it printed (made once per run; read it, do not change it)."""

    def build(name: str) -> tuple[Path, str]:
        def make(folder: Path) -> str:
            return ok(run("build", SAMPLES / name, "-o", folder))

        return once(f"pack-{name}", make)

    return build


@pytest.fixture(scope="session")
def pack(packs: Callable[[str], tuple[Path, str]]) -> Callable[[str], Path]:
    """``pack(sample)``: the folder `berger build` wrote for that sample."""

    def folder(name: str) -> Path:
        return packs(name)[0]

    return folder


@pytest.fixture(scope="session")
def document(once: Once) -> Callable[[str, str], Path]:
    """``document(sample, name)``: the file ``name`` of that sample's pack
    (``cards.pdf``), made as `berger build` makes it, alone (made once per
    run; read it, do not change it): for the tests that read a few files of
    a pack, not the whole of it."""

    def made(sample: str, name: str) -> Path:
        def make(folder: Path) -> str:
            variant = open_event(SAMPLES / sample, Options()).variant
            thing, work = made_named(variant, name)
            write_made(thing, folder / name, work.settings)
            return ""

        return once(f"document-{sample}-{name}", make)[0] / name

    return made

"""Shared test set-up: hypothesis profiles, golden files, the check of a
command's one-line error, an individual event opened as the command line
opens it, a run of the command line and the check that it succeeded,
a folder's files, results taken off a results file, and a few fixtures.

The ``ci`` profile (chosen when the CI environment variable is set) runs more
examples with no deadline; ``dev`` keeps the local loop quick.
``pytest --update-golden`` rewrites the golden files from the current output
(review the diff before committing it).
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, settings

from berger.cli import cli
from berger.formats.event import Options
from berger.pipeline.event import OpenGroup, draw_seed, open_groups
from berger.pipeline.players import Players
from berger.pipeline.teams import Teams

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


@pytest.fixture
def runner() -> CliRunner:
    """A Click runner that keeps stdout and stderr apart."""
    return CliRunner()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        help="rewrite the golden files from the current output",
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

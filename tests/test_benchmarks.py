"""The benchmarks import against the code as it is: ``make bench`` is not run
by CI, so a renamed or moved function would otherwise break it unseen."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.conftest import ROOT

BENCHMARKS = ROOT / "benchmarks"


@pytest.fixture
def on_path() -> Iterator[None]:
    """The benchmarks folder on ``sys.path``, as ``benchmarks/run.py`` puts it."""
    sys.path.insert(0, str(BENCHMARKS))
    yield
    sys.path.remove(str(BENCHMARKS))


@pytest.mark.parametrize(
    "path", sorted(BENCHMARKS.glob("bench_*.py")), ids=lambda path: path.stem
)
@pytest.mark.usefixtures("on_path")
def test_every_benchmark_imports_and_has_a_run(path: Path) -> None:
    module = importlib.import_module(path.stem)
    assert callable(module.run)

"""Shared test set-up: hypothesis profiles and a few fixtures.

The ``ci`` profile (chosen when the CI environment variable is set) runs more
examples with no deadline; ``dev`` keeps the local loop quick.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=40, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def samples() -> Path:
    """The samples folder of the checkout."""
    return ROOT / "samples"


@pytest.fixture
def runner() -> CliRunner:
    """A Click runner that keeps stdout and stderr apart."""
    return CliRunner()

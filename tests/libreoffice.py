"""Workbooks recalculated by LibreOffice, for the tests that compare their
live formulas with berger's own figures."""

from __future__ import annotations

import shutil
import subprocess
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
needs_libreoffice = pytest.mark.skipif(
    SOFFICE is None,
    reason="LibreOffice (soffice) is not installed: the workbook's formulas cannot"
    " be recalculated here (.ci/run installs libreoffice-calc-nogui)",
)
"""Skips a test module where LibreOffice is missing, saying why."""


def recalculate(sources: list[Path], folder: Path) -> dict[str, Any]:
    """The workbooks at ``sources`` recalculated by LibreOffice in one run (its
    profile and output in ``folder``), opened with their computed values, by
    file stem."""
    out = folder / "recalculated"
    assert SOFFICE is not None
    subprocess.run(
        [
            SOFFICE,
            f"-env:UserInstallation={(folder / 'profile').as_uri()}",
            "--headless",
            "--convert-to",
            "xlsx",
            "--outdir",
            str(out),
            *map(str, sources),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return {
        path.stem: load_workbook(out / path.name, data_only=True) for path in sources
    }


def exact(value: object) -> Fraction | None:
    """A recalculated cell as an exact number (None for empty)."""
    if value is None or value == "":
        return None
    assert isinstance(value, int | float), value
    return Fraction(value).limit_denominator(1000)

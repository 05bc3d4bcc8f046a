"""Schedule benchmarks: building the Berger table, its JSON, the CLI's cold start."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from functools import partial
from pathlib import Path

from run import Row, median_seconds, peak_mb

from berger.core.berger import build_schedule
from berger.core.model import EventInfo, Player
from berger.core.tournament import make_tournament
from berger.formats.reports.schedule import schedule_json


def _help_command() -> list[str]:
    script = Path(sys.executable).parent / "berger"
    if script.exists():
        return [str(script), "--help"]
    found = shutil.which("berger")
    return [found, "--help"] if found else [sys.executable, "-m", "berger", "--help"]


def run() -> list[Row]:
    """Schedule build for n = 100, 1000, 2000; JSON for n = 1000; ``--help``."""
    rows: list[Row] = []
    for n, target in ((100, ""), (1000, ""), (2000, "< 0.3 s")):
        rows.append(
            (
                f"build_schedule n={n}",
                median_seconds(partial(build_schedule, n), runs=7),
                peak_mb(partial(build_schedule, n)),
                target,
            )
        )
    rows.append(
        (
            "build_schedule n=2000, 2 cycles",
            median_seconds(lambda: build_schedule(2000, cycles=2), runs=5),
            None,
            "",
        )
    )
    players = [Player(f"Player {k}", 2000 + k % 400) for k in range(1000)]
    tournament = make_tournament(EventInfo(), players)
    rows.append(
        (
            "schedule JSON n=1000",
            median_seconds(lambda: schedule_json(tournament), runs=5),
            peak_mb(lambda: schedule_json(tournament)),
            "",
        )
    )
    command = _help_command()
    rows.append(
        (
            "berger --help (cold start)",
            median_seconds(
                lambda: subprocess.run(command, check=True, capture_output=True),
                runs=5,
            ),
            None,
            "",
        )
    )
    if importlib.util.find_spec("gacrux") is not None:
        from gacrux.berger import bergertables

        rows.append(
            (
                "comparison: gacrux bergertables n=2000",
                median_seconds(lambda: bergertables(2000), runs=3),
                None,
                "slower than ours",
            )
        )
    return rows

"""Event site benchmarks on a 20-player double round robin (380 games): the
whole site built into an empty folder, and a rebuild (as ``berger serve``
does it) after one new result. Each is also given as a ratio to a baseline
measured in the same run: reading the event and computing its standings,
which every build does first, so the ratios hold on a slower machine too."""

from __future__ import annotations

import tempfile
from pathlib import Path

from bench_documents import _players, _results
from run import Row, median_seconds, peak_mb

from berger.formats.event.event import Options
from berger.pipeline.event import open_groups
from berger.pipeline.live import LiveSite
from berger.pipeline.site import write_site
from berger.pipeline.variant import Variant

N, CYCLES = 20, 2


def _event(folder: Path) -> tuple[str, str]:
    """An event folder with every result in; returns the results file's text
    with every result and with every result but the last."""
    players = _players(folder, N)
    (folder / "event.toml").write_text(
        f'players = "{players.name}"\nresults = "results.csv"\n'
        '[event]\nname = "Benchmark Open"\n'
        f'[rules]\ncycles = {CYCLES}\n[output]\nlanguage = "uk"\n',
        "utf-8",
    )
    before_last = _results(folder, N, CYCLES, missing=1).read_text("utf-8")
    return _results(folder, N, CYCLES).read_text("utf-8"), before_last


def _opened(event: Path) -> Variant:
    """The benchmark's event read, numbered and scheduled as the CLI does."""
    (group,) = open_groups(event, Options(), single=True)
    return group.variant


def _baseline(event: Path) -> None:
    variant = _opened(event)
    variant.count(variant.require_results())


def _full_build(event: Path, target: Path) -> None:
    variant = _opened(event)
    write_site(variant, variant.results, target)


def run() -> list[Row]:
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as temp:
        event = Path(temp)
        every, before_last = _event(event)
        results = event / "results.csv"
        baseline = median_seconds(lambda: _baseline(event), runs=7)
        rows.append(
            ("site: baseline, read the event and rank it (n=20 x2)", baseline, None, "")
        )
        counter = iter(range(1000))
        build = median_seconds(
            lambda: _full_build(event, event / f"site{next(counter)}"), runs=5
        )
        rows.append(
            (
                f"site: full build, 20 players x2 ({build / baseline:.1f} x baseline)",
                build,
                peak_mb(lambda: _full_build(event, event / "site-peak")),
                "< 1 s",
            )
        )
        live = LiveSite(event, Options(), event / "live")
        live.rebuild()
        state = iter(range(1000))

        def one_result() -> None:
            # Alternately take the last result back and give it again.
            results.write_text(before_last if next(state) % 2 == 0 else every, "utf-8")
            update = live.rebuild()
            assert 0 < len(update.written) < update.pages / 2

        rebuild = median_seconds(one_result, runs=7)
        rows.append(
            (
                f"site: rebuild after one result ({rebuild / baseline:.1f} x baseline)",
                rebuild,
                None,
                "< 0.3 s",
            )
        )
    return rows


if __name__ == "__main__":
    for row in run():
        print(row)

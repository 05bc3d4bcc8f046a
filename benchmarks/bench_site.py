"""Event site benchmarks on a 20-player double round robin (380 games): the
whole site built into an empty folder, and a rebuild (as ``berger serve``
does it) after one new result. Each is also given as a ratio to a baseline
measured in the same run: reading the event and computing its standings,
which every build does first, so the ratios hold on a slower machine too."""

from __future__ import annotations

import csv
import tempfile
from pathlib import Path

from run import Row, median_seconds, peak_mb

from berger.core.model import EventInfo, Outcome, Player
from berger.core.tournament import make_tournament
from berger.formats.event import Options
from berger.pipeline.event import open_event
from berger.pipeline.results import load_results, standings_for
from berger.publish.live import LiveSite
from berger.publish.site import write_site

N, CYCLES = 20, 2
OUTCOMES = (Outcome.WHITE_WIN, Outcome.DRAW, Outcome.BLACK_WIN)


def _event(folder: Path) -> tuple[Path, list[str]]:
    """An event folder with every result but the last; returns the folder and
    the last result's CSV line."""
    with (folder / "players.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["name", "rating", "federation"])
        for k in range(N):
            writer.writerow([f"Коваленко-Hartley, Олександра {k}", 1800 + k, "UKR"])
    (folder / "event.toml").write_text(
        'players = "players.csv"\nresults = "results.csv"\n'
        '[event]\nname = "Benchmark Open"\n'
        f'[rules]\ncycles = {CYCLES}\n[output]\nlanguage = "uk"\n',
        "utf-8",
    )
    tournament = make_tournament(
        EventInfo(), [Player(str(k)) for k in range(N)], cycles=CYCLES
    )
    lines = ["round,board,result\n"] + [
        f"{game.round},{game.board},{OUTCOMES[k % 3].value}\n"
        for k, game in enumerate(tournament.schedule.games())
    ]
    return folder, lines


def _baseline(event: Path) -> None:
    config, tournament, _ = open_event(event, Options())
    results = load_results(config, tournament)
    assert results is not None
    standings_for(config, tournament, results)


def _full_build(event: Path, target: Path) -> None:
    config, tournament, _ = open_event(event, Options())
    results = load_results(config, tournament)
    write_site(config, tournament, results, target)


def run() -> list[Row]:
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        event, lines = _event(folder)
        results = event / "results.csv"
        results.write_text("".join(lines), "utf-8")
        baseline = median_seconds(lambda: _baseline(event), runs=7)
        rows.append(
            ("site: baseline, read the event and rank it (n=20 x2)", baseline, None, "")
        )
        counter = iter(range(1000))
        build = median_seconds(
            lambda: _full_build(event, folder / f"site{next(counter)}"), runs=5
        )
        rows.append(
            (
                f"site: full build, 20 players x2 ({build / baseline:.1f} x baseline)",
                build,
                peak_mb(lambda: _full_build(event, folder / "site-peak")),
                "< 1 s",
            )
        )
        live = LiveSite(event, Options(), folder / "live")
        live.rebuild()
        state = iter(range(1000))

        def one_result() -> None:
            # Alternately take the last result back and give it again.
            results.write_text(
                "".join(lines[:-1] if next(state) % 2 == 0 else lines), "utf-8"
            )
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

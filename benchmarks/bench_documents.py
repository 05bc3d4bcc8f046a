"""Document benchmarks: the whole pack of a 20-player double round robin
(380 games, every result in), built from scratch, then again into a folder
built before the last result came in (what changed is rendered again, the rest
kept); the same two of a team event (10 teams of 4 boards, a double round
robin); and the pairing cards of 100 players (4,950 games). Each runs `berger`
in a fresh process; peak memory is that process plus two printing workers at
their largest (ru_maxrss of self and children). The baseline is one small
document (the crosstable PDF of the same event) in a fresh process: start-up,
one WeasyPrint render and the write, so a slow machine shows as a slow
baseline too."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from run import Row

from berger.core.model import EventInfo, Outcome, Player
from berger.core.tournament import make_tournament

RUN_CLI = """
import json, resource, sys
from berger.cli import cli
try:
    cli.main(sys.argv[2:], prog_name="berger", standalone_mode=False)
finally:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    workers = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    with open(sys.argv[1], "w") as out:
        json.dump({"self_kb": own, "worker_kb": workers}, out)
"""
WORKERS = 2
RUNS = 3
TEAMS, BOARDS = 10, 4
"""The team event of the team pack's benchmark: 10 teams, 4 boards, a double
round robin (90 matches, 360 board games)."""
"""Builds of each kind whose median is given."""


def _median(runs: list[tuple[float, float]]) -> tuple[float, float]:
    """The run of median time (its seconds and peak memory)."""
    return sorted(runs)[len(runs) // 2]


def _players(folder: Path, n: int) -> Path:
    path = folder / f"players{n}.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["name", "rating", "federation"])
        for k in range(n):
            writer.writerow([f"Коваленко-Hartley, Олександра {k}", 1800 + k, "UKR"])
    return path


def _results(folder: Path, n: int, cycles: int, *, missing: int = 0) -> Path:
    """Every game's result but the last ``missing`` ones."""
    tournament = make_tournament(
        EventInfo(), [Player(str(k)) for k in range(n)], cycles=cycles
    )
    path = folder / "results.csv"
    outcomes = (Outcome.WHITE_WIN, Outcome.DRAW, Outcome.BLACK_WIN)
    games = list(tournament.schedule.games())
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["round", "board", "result"])
        for k, game in enumerate(games[: len(games) - missing]):
            writer.writerow([game.round, game.board, outcomes[k % 3].value])
    return path


def _team_event(folder: Path, *, missing: int = 0) -> Path:
    """A team round robin of :data:`TEAMS` teams of :data:`BOARDS` boards,
    double (two cycles), every board's result in but the last ``missing``:
    its event folder."""
    event = folder / "teams"
    event.mkdir(exist_ok=True)
    with (event / "teams.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["team", "name", "rating"])
        for t in range(TEAMS):
            for b in range(BOARDS + 1):
                writer.writerow(
                    [f"Команда {t}" if b == 0 else "", f"Гравець {t}-{b}", 1500 + b]
                )
    (event / "event.toml").write_text(
        'players = "teams.csv"\nresults = "results.csv"\n'
        '[event]\nname = "Benchmark Team Cup"\n'
        f"[rules]\nteams = true\nboards = {BOARDS}\ncycles = 2\n"
        '[output]\nlanguage = "uk"\n',
        "utf-8",
    )
    schedule = make_tournament(
        EventInfo(), [Player(str(t)) for t in range(TEAMS)], cycles=2
    ).schedule
    outcomes = ("1-0", "½-½", "0-1")
    rows = [
        (game.round, game.white, game.black, board)
        for game in schedule.games()
        for board in range(1, BOARDS + 1)
    ]
    with (event / "results.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["round", "team1", "team2", "board", "result"])
        for k, row in enumerate(rows[: len(rows) - missing]):
            writer.writerow([*row, outcomes[k % 3]])
    return event


def _measure(args: list[str], folder: Path) -> tuple[float, float]:
    stats = folder / "rusage.json"
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-c", RUN_CLI, str(stats), *args],
        check=True,
        capture_output=True,
    )
    seconds = time.perf_counter() - start
    usage = json.loads(stats.read_text(encoding="utf-8"))
    peak_kb = usage["self_kb"] + WORKERS * usage["worker_kb"]
    return seconds, peak_kb / 1024


def run() -> list[Row]:
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        players = _players(folder, 20)

        def build(target: str, missing: int = 0) -> tuple[float, float]:
            results = _results(folder, 20, 2, missing=missing)
            event = [str(players), "--cycles", "2", "--results", str(results)]
            return _measure(["build", *event, "-o", str(folder / target)], folder)

        def one_document() -> tuple[float, float]:
            results = _results(folder, 20, 2)
            event = [str(players), "--cycles", "2", "--results", str(results)]
            target = str(folder / "crosstable.pdf")
            return _measure(["crosstable", *event, "-o", target], folder)

        base, peak = _median([one_document() for _ in range(RUNS)])
        rows.append(
            ("documents: baseline, one crosstable PDF (fresh process)", base, peak, "")
        )
        # In turn, so that the machine's load weighs on both alike: a full
        # build into an empty folder, and a build after the last result came
        # in, into a folder built before it; the medians of three each.
        fulls, laters = [], []
        for k in range(RUNS):
            fulls.append(build(f"full{k}"))
            build("later", missing=1)  # the pack before the last result
            laters.append(build("later"))
        full, peak = _median(fulls)
        rows.append(
            (
                "documents: pack, 20 players x2 (380 games):"
                f" {full / base:.1f}x baseline",
                full,
                peak,
                "< 5 s",
            )
        )
        seconds, peak = _median(laters)
        rows.append(
            (
                "documents: pack after one new result"
                f" ({seconds / full:.2f} x the full build)",
                seconds,
                peak,
                "<= 0.5 x full",
            )
        )
        seconds, peak = build("later")
        rows.append(
            (
                f"documents: pack again, nothing new ({seconds / full:.2f} x full)",
                seconds,
                peak,
                "",
            )
        )
        rows += _team_pack(folder, base)
        rows.append(_small_page(folder))
        seconds, peak = _measure(
            ["cards", str(_players(folder, 100)), "-o", str(folder / "cards.pdf")],
            folder,
        )
        rows.append(
            (
                "documents: cards, 100 players (4,950 games):"
                f" {seconds / base:.1f}x baseline",
                seconds,
                peak,
                "< 25 s, < 400 MB",
            )
        )
    return rows


def _small_page(folder: Path) -> Row:
    """A small page (the round chart of 4 players) printed in a press, where
    each style sheet of its pages is parsed once, as a ratio to the page
    printed alone (its sheets parsed and its fonts loaded for it), in this
    process."""
    from run import median_seconds

    from berger.formats.event.event import Options
    from berger.pipeline.documents import make_output
    from berger.pipeline.event import open_groups
    from berger.pipeline.outputs import find_output
    from berger.render import pdf
    from berger.render.printing import Page

    players = folder / "four.txt"
    players.write_text("Anna\nBoris\nVera\nGleb\n", encoding="utf-8")
    (event,) = open_groups(players, Options(), single=True)
    chart = find_output(event.variant.kind.outputs, command="chart")
    assert chart is not None
    page, work = make_output(event.variant, chart)
    assert isinstance(page, Page)
    html = page.html(True)
    dirs, created = tuple(work.settings.dirs), work.settings.created
    alone = median_seconds(lambda: pdf.render_pdf(html, dirs, created), runs=7)
    with pdf.shared_styles(dirs):
        pdf.render_pdf(html, dirs, created)  # its own sheets met once
        shared = median_seconds(lambda: pdf.render_pdf(html, dirs, created), runs=7)
    return (
        f"documents: a small page in a press ({shared / alone:.2f} x printed alone)",
        shared,
        None,
        "",
    )


def _team_pack(folder: Path, base: float) -> list[Row]:
    """The team pack built from scratch (as a ratio to the baseline ``base``)
    and after one new board result (as a ratio to the full team build), as
    the individual pack above."""

    def build(target: str, missing: int = 0) -> tuple[float, float]:
        event = _team_event(folder, missing=missing)
        return _measure(["build", str(event), "-o", str(folder / target)], folder)

    fulls, laters = [], []
    for k in range(RUNS):
        fulls.append(build(f"team-full{k}"))
        build("team-later", missing=1)  # the pack before the last board result
        laters.append(build("team-later"))
    full, peak = _median(fulls)
    seconds, later_peak = _median(laters)
    return [
        (
            f"documents: team pack, {TEAMS} teams x{BOARDS} boards x2"
            f" ({TEAMS * (TEAMS - 1) * BOARDS} board games):"
            f" {full / base:.1f}x baseline",
            full,
            peak,
            "",
        ),
        (
            "documents: team pack after one new board result"
            f" ({seconds / full:.2f} x the full team build)",
            seconds,
            later_peak,
            "<= 0.6 x full",
        ),
    ]

"""The commands of the pack and the site parse their options and delegate:
``build`` hands over the groups and tells each file, ``site`` tells what it
wrote, ``serve`` keeps the seeds drawn before the first build."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from berger import serve
from berger.cli import cli
from berger.formats.event.event import Options
from berger.pipeline import build
from berger.pipeline.event import OpenGroup


def test_build_hands_over_the_groups_and_tells_each_file(
    runner: CliRunner,
    samples: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[tuple[list[str | None], Path | None, bool, bool]] = []

    def build_groups(
        groups: Sequence[OpenGroup],
        outdir: Path | None = None,
        *,
        written: Callable[[Path], None],
        kept: Callable[[Path], None],
        removed: Callable[[Path], None],
        full: bool,
        every: bool,
        **_rest: object,
    ) -> list[Path]:
        asked.append(([g.name for g in groups], outdir, full, every))
        written(Path("new.pdf"))
        kept(Path("same.pdf"))
        removed(Path("gone.pdf"))
        return [Path("new.pdf")]

    monkeypatch.setattr(build, "build_groups", build_groups)
    out = tmp_path / "out"
    event = str(samples / "club-groups")
    done = runner.invoke(cli, ["build", event, "-o", str(out), "--group", "b"])
    assert done.stdout == "wrote new.pdf\nunchanged same.pdf\nremoved gone.pdf\n"
    runner.invoke(cli, ["build", event, "--full"])
    assert asked == [(["B"], out, False, False), (["A", "B"], None, True, True)]


def test_site_tells_its_pages_and_the_files_changed(
    runner: CliRunner, samples: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    args = ["site", str(samples / "club-championship"), "-o", str(out)]
    first = runner.invoke(cli, args)
    assert first.exit_code == 0, first.output
    # 8 players, 7 rounds, a prize list: 29 pages, the 6 static files and 9
    # calendars (the rounds', each player's).
    assert first.stdout == f"wrote {out / 'index.html'}: 29 pages, 44 files changed\n"
    again = runner.invoke(cli, args)
    assert again.stdout == f"wrote {out / 'index.html'}: 29 pages, 0 files changed\n"


Served = tuple[Options, str | None, Mapping[str, int]]


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> list[Served]:
    """What ``berger serve`` hands the server (which serves nothing here)."""
    calls: list[Served] = []

    def serve_event(
        event: Path,
        options: Options,
        *,
        group: str | None = None,
        seeds: Mapping[str, int] | None = None,
        **_rest: object,
    ) -> None:
        calls.append((options, group, dict(seeds or {})))

    monkeypatch.setattr(serve, "serve_event", serve_event)
    return calls


def test_serve_keeps_the_seeds_drawn_before_the_first_build(
    runner: CliRunner, samples: Path, served: list[Served]
) -> None:
    grouped = runner.invoke(
        cli, ["serve", str(samples / "club-groups"), "--numbering", "random"]
    )
    seeds = [int(s) for s in re.findall(r"with seed (\d+);", grouped.stderr)]
    plain = runner.invoke(
        cli, ["serve", str(samples / "club-championship"), "--numbering", "random"]
    )
    (seed,) = re.findall(r"with seed (\d+);", plain.stderr)
    one = runner.invoke(
        cli,
        ["serve", str(samples / "club-groups"), "--group", "b", "--seed", "5"],
    )
    assert one.exit_code == 0, one.output
    (options_a, group_a, seeds_a), (options_b, group_b, seeds_b), third = served
    # Every group: each group's seed, by its name.
    a, b = seeds
    assert (options_a.seed, group_a, seeds_a) == (None, None, {"A": a, "B": b})
    # One table: its seed among the options.
    assert (options_b.seed, group_b, seeds_b) == (int(seed), None, {})
    # One group, named as the event names it.
    assert (third[0].seed, third[1], third[2]) == (5, "B", {})

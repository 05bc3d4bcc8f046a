"""The outputs every kind has, declared once: the same entry in every
kind's list, the kind's own in their places, what every kind makes alike
(the chart and the blank crosstable from its papers, the standings as a
page, the play-off's papers where there is one)."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tests.conftest import open_event, open_individual

import berger
from berger.core.tournament import Tournament
from berger.formats.event.event import Options
from berger.pipeline.micro.outputs import MICRO_OUTPUTS
from berger.pipeline.outputs import FromSchedule, Output
from berger.pipeline.players.count import PlayerCounted
from berger.pipeline.players.outputs import PLAYER_MAKERS, PLAYER_OUTPUTS
from berger.pipeline.shared_outputs import (
    event_outputs,
    playoff_cards,
    playoff_round_sheets,
)
from berger.pipeline.teams.outputs import TEAM_OUTPUTS
from berger.render.printing import Page

PlayerOutput = Output[Tournament, PlayerCounted]

SHARED = [
    "cards.pdf",
    "round-sheets.pdf",
    "chart.pdf",
    "crosstable-blank.pdf",
    "crosstable.pdf",
    "standings.pdf",
    "ranks.pdf",
    "prizes.pdf",
    "playoff-round-sheets.pdf",
    "playoff-cards.pdf",
    "standings.html",
    "standings.csv",
    "standings.json",
    "event.xlsx",
    "event.trf",
]
"""The outputs every kind has, in the pack's order."""
BEFORE_RESULTS = {
    "cards.pdf",
    "ranks.pdf",  # what each rank will need, in an event with [ranks]
    "round-sheets.pdf",
    "chart.pdf",
    "crosstable-blank.pdf",
    "event.xlsx",
    "event.trf",
}
"""Those of them an event has before any result."""


def pack_of(documents: Sequence[str] = (), games: Sequence[str] = ()) -> list[str]:
    """A kind's outputs by name: those every kind has, its own ``documents``
    after the standings and its ``games`` last."""
    at = SHARED.index("standings.pdf") + 1
    return [*SHARED[:at], *documents, *SHARED[at:], *games]


def facts(output: Output[Any, Any]) -> tuple[object, ...]:
    """What an entry says of itself, but how it is made."""
    return (
        output.name,
        output.made_from,
        output.needs_results,
        output.pack,
        output.priority,
        output.link,
        output.export,
        output.prints,
        output.command,
    )


def test_what_the_kinds_share_is_one_entry_in_each() -> None:
    kinds = (PLAYER_OUTPUTS, TEAM_OUTPUTS, MICRO_OUTPUTS)
    for outputs in kinds:
        assert [o.name for o in outputs if o.name in SHARED] == SHARED
        before = {o.name for o in outputs if o.name in SHARED and not o.needs_results}
        assert before == BEFORE_RESULTS
    for name in SHARED:
        (first, *rest) = (
            facts(next(o for o in outputs if o.name == name)) for outputs in kinds
        )
        assert all(other == first for other in rest), name


def test_a_kinds_own_outputs_stand_in_their_places() -> None:
    own: PlayerOutput = FromSchedule("own.pdf", frozenset(), lambda work: None)
    games: PlayerOutput = FromSchedule(
        "own.pgn", frozenset(), lambda work: None, pack=False
    )
    names = [
        o.name for o in event_outputs(PLAYER_MAKERS, documents=(own,), games=(games,))
    ]
    assert names == pack_of(["own.pdf"], ["own.pgn"])
    assert [o.name for o in event_outputs(PLAYER_MAKERS)] == SHARED


def test_what_every_kind_makes_alike(samples: Path, tmp_path: Path) -> None:
    for sample in ("club-championship", "school-teams", "draughts-micro"):
        variant = open_event(samples / sample, Options()).variant
        work = variant.work(variant.results)
        counted = work.counted
        assert counted is not None
        papers = variant.kind.outputs  # the chart from the kind's papers
        chart = next(o for o in papers if o.name == "chart.pdf").make(work)
        assert isinstance(chart, Page)
        assert variant.event.players[0].name in chart.html(False)
        page = next(o for o in papers if o.name == "standings.html").make(work)
        assert page is not None
        assert not isinstance(page, Page)
        page(tmp_path / f"{sample}.html")
        printed = next(o for o in papers if o.name == "standings.pdf").make(work)
        assert isinstance(printed, Page)
        assert (tmp_path / f"{sample}.html").read_text("utf-8") == printed.html(False)


def test_the_play_offs_papers_where_there_is_one(samples: Path) -> None:
    final = open_individual(samples / "district-final")
    work = final.work(final.results)
    assert work.counted is not None
    sheets = playoff_round_sheets(work, work.counted)
    assert isinstance(sheets, Page)
    assert "play-off for places" in sheets.html(False)
    assert isinstance(playoff_cards(work, work.counted), Page)
    club = open_individual(samples / "club-championship")
    plain = club.work(club.results)
    assert plain.counted is not None
    assert playoff_round_sheets(plain, plain.counted) is None
    assert playoff_cards(plain, plain.counted) is None


def test_each_outputs_file_is_named_in_one_module() -> None:
    # Its entry's; the site, export, the desk and the commands read it there.
    # standings.html is besides the name of a template and of a page of the
    # site, which render's modules name.
    kinds: tuple[Sequence[Output[Any, Any]], ...] = (
        PLAYER_OUTPUTS,
        TEAM_OUTPUTS,
        MICRO_OUTPUTS,
    )
    names = {output.name for outputs in kinds for output in outputs}
    source = Path(berger.__file__).parent
    constants: dict[str, set[str]] = {name: set() for name in names}
    for path in source.rglob("*.py"):
        text = path.read_text("utf-8")
        if not any(f'"{name}"' in text for name in names):
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Constant) and node.value in constants:
                constants[node.value].add(path.relative_to(source).as_posix())
    for name in names:
        named = constants[name]
        if name == "standings.html":
            named = {module for module in named if not module.startswith("render/")}
        assert len(named) == 1, (name, named)

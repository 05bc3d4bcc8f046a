"""The outputs of an event of players: every entry made for the samples,
what each makes (a document, a writer of its own file), which the event
has, and the order the press prints them in."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from openpyxl import load_workbook
from tests.conftest import open_individual
from tests.pipeline.test_shared_outputs import pack_of

from berger.pipeline.players.outputs import PLAYER_OUTPUTS
from berger.render.printing import Page

PRINTED = [o.name for o in PLAYER_OUTPUTS if o.name.endswith(".pdf")]


def test_the_pack_in_its_order_and_the_press_slowest_first() -> None:
    # Its own: the title norms (made before any result, the forecast), the
    # games as PGN (not in the pack) and a draughts event's as PDN with the
    # list of its openings.
    own = pack_of(["norms.pdf"], ["games.pgn", "games.pdn", "ballots.csv"])
    assert [o.name for o in PLAYER_OUTPUTS] == own
    assert [o.name for o in PLAYER_OUTPUTS if not o.pack] == ["games.pgn"]
    mine = ("norms.pdf", "games.pgn", "games.pdn", "ballots.csv")
    assert not any(o.needs_results for o in PLAYER_OUTPUTS if o.name in mine)
    printing = sorted(
        (o for o in PLAYER_OUTPUTS if o.name in PRINTED), key=lambda o: o.priority
    )
    assert [o.name for o in printing][:3] == [
        "chart.pdf",
        "cards.pdf",
        "crosstable-blank.pdf",
    ]
    assert len({o.priority for o in printing}) == len(printing)


@pytest.mark.parametrize(
    ("sample", "has"),
    [
        ("district-final", {"playoff-round-sheets.pdf", "norms.pdf"}),
        ("club-championship", {"prizes.pdf", "norms.pdf"}),
        ("draughts-cup", set()),
    ],
)
def test_every_output_is_made_where_the_event_has_it(
    samples: Path, tmp_path: Path, sample: str, has: set[str]
) -> None:
    players = open_individual(samples / sample)
    work = players.work(players.results, rounds=[1])
    own = {o.name for o in PLAYER_OUTPUTS if o.has(work)}
    optional = {"norms.pdf", "prizes.pdf", "playoff-round-sheets.pdf"}
    assert own & optional == has
    for output in PLAYER_OUTPUTS:
        if output.name not in own:
            continue
        made = output.make(work)
        if output.name in PRINTED:
            assert isinstance(made, Page)
            assert "<html" in made.html(False)
        else:
            assert made is not None
            assert not isinstance(made, Page)
            target = tmp_path / output.name
            assert tuple(made(target)) is not None
            assert target.stat().st_size > 0
    book = load_workbook(tmp_path / "event.xlsx")
    assert len(book.sheetnames) >= 6
    # The games of the round asked for alone.
    games = (tmp_path / "games.pgn").read_text("utf-8")
    assert '[Round "1.1"]' in games
    assert '[Round "2.1"]' not in games


def test_a_lehmann_georgiev_series_has_its_result_on_the_round_sheet(
    samples: Path,
) -> None:
    # The sample's series was won by the table's black (Sabirov) in game 2:
    # 0-2 in draughts' points, as the event's round sheets write a result.
    players = open_individual(samples / "international-draughts")
    work = players.work(players.results)
    (output,) = [o for o in PLAYER_OUTPUTS if o.name == "playoff-round-sheets.pdf"]
    made = output.make(work)
    assert isinstance(made, Page)
    assert re.findall(r'<td class="result">([^<]*)</td>', made.html(False)) == ["0–2"]

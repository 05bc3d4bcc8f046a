"""The outputs of a team round robin: every entry made for the team
sample, what each makes, and the pack in its order."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import open_teams
from tests.pipeline.test_shared_outputs import pack_of

from berger.pipeline.teams.outputs import TEAM_OUTPUTS
from berger.render.printing import Page


def test_every_output_of_the_team_sample_is_made(samples: Path, tmp_path: Path) -> None:
    teams = open_teams(samples / "school-teams")
    work = teams.work(teams.results)
    own = pack_of(["board-results.pdf", "player-results.pdf"], ["games.pgn"])
    assert [o.name for o in TEAM_OUTPUTS] == own
    # The sample has no prize list; a team event never a play-off, nor
    # rank norms.
    never = ("prizes.pdf", "playoff-round-sheets.pdf", "playoff-cards.pdf", "ranks.pdf")
    assert [o.name for o in TEAM_OUTPUTS if o.pack and o.has(work)] == [
        name for name in own[:-1] if name not in never
    ]
    for output in TEAM_OUTPUTS:
        if not output.has(work):
            assert output.name in never
            continue
        made = output.make(work)
        if output.name.endswith(".pdf"):
            assert isinstance(made, Page)
            assert "Технічний ліцей" in made.html(False)
        else:
            assert made is not None
            assert not isinstance(made, Page)
            made(tmp_path / output.name)
            assert (tmp_path / output.name).stat().st_size > 0
    assert "192 FIDE_TEAM_ROUNDROBIN" in (tmp_path / "event.trf").read_text("utf-8")
    assert '[Round "5.3.4"]' in (tmp_path / "games.pgn").read_text("utf-8")
    # Before any result: the TRF holds the teams alone.
    before = teams.work(None)
    trf = next(o for o in TEAM_OUTPUTS if o.name == "event.trf").make(before)
    assert trf is not None
    assert not isinstance(trf, Page)
    trf(tmp_path / "bare.trf")
    assert (tmp_path / "bare.trf").read_text("utf-8").count("\n310 ") == 6

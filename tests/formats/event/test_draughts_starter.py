"""``berger init --game draughts``: an event of the discipline that reads
back as written, its chain the discipline's (named, not given), its ballot
drawn and kept beside it, draughts players and a results file ready to fill
in, in the language of the run."""

from __future__ import annotations

from pathlib import Path

import pytest

from berger.core.ballots import BallotDraw
from berger.core.disciplines import Discipline
from berger.formats.event.draughts_starter import PLAYERS_CSV
from berger.formats.event.event import ChainFrom, Options
from berger.formats.event.event_loader import load_event
from berger.formats.event.starter import write_starter
from berger.messages import install


def test_a_russian_event_of_micro_matches(tmp_path: Path) -> None:
    written = write_starter(tmp_path, draughts=(Discipline.RUSSIAN, 2))
    assert [path.name for path in written] == [
        "event.toml",
        "players.csv",
        "results.csv",
    ]
    toml = (tmp_path / "event.toml").read_text("utf-8")
    assert "SB" not in toml
    assert '\n# tiebreaks = ["SHM", "WIN", "DE"]\n' in toml
    assert "\n# seed = 1234 " in toml
    config = load_event(tmp_path, Options())
    rules = config.draughts
    assert rules is not None
    assert rules.discipline is Discipline.RUSSIAN
    assert rules.micro_match == 2
    assert rules.match_scoring is not None
    assert rules.ballot is not None
    assert (rules.ballot.table, rules.ballot.draw) == ("russian", BallotDraw.BOARD)
    assert rules.drawn == tmp_path / "drawn-openings.csv"
    assert config.options.tiebreaks == ("SHM", "WIN", "DE")
    assert config.chain_from is ChainFrom.DISCIPLINE
    assert len(config.players) == 6
    assert config.players[0].name == "Honcharenko Viktor"
    assert (tmp_path / "results.csv").read_text("utf-8") == (
        "round,white,black,game,result\n"
    )


def test_an_international_event_of_single_games_draws_no_opening(
    tmp_path: Path,
) -> None:
    write_starter(tmp_path, draughts=(Discipline.INTERNATIONAL, 1))
    toml = (tmp_path / "event.toml").read_text("utf-8")
    assert "\n# micro_match = 2 " in toml
    assert "match_points" not in toml
    assert '\n# ballot = "openings.csv" ' in toml
    # The line to uncomment shows the default; its comment, the other way.
    assert '\n# ballot_draw = "board" ' in toml
    assert 'or "round": one opening for the whole round' in toml
    config = load_event(tmp_path, Options())
    assert config.draughts is not None
    assert config.draughts.ballot is None
    assert config.options.tiebreaks == ("WIN", "DE", "ORD")
    assert (tmp_path / "results.csv").read_text("utf-8") == "round,white,black,result\n"


@pytest.mark.parametrize("language", ["uk", "ru"])
def test_in_the_language_of_the_run(tmp_path: Path, language: str) -> None:
    install(language)
    try:
        write_starter(tmp_path, draughts=(Discipline.BRAZILIAN, 2))
    finally:
        install("en")
    assert (tmp_path / "players.csv").read_text("utf-8") == PLAYERS_CSV[language]
    config = load_event(tmp_path, Options())
    assert config.language.value == language
    assert config.options.tiebreaks == ("WIN", "DE", "ORD")
    header = (tmp_path / "results.csv").read_text("utf-8")
    assert header.startswith("тур,")
    assert ",парті" in header or ",партия," in header

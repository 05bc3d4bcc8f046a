"""``berger init``'s event folder: both files written, a working event that
reads back as written, in the language of the run, and never an existing
event overwritten."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from berger.core.draw import Numbering
from berger.errors import OutputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.formats.event.output import Language, PaperSize
from berger.formats.event.starter import PLAYERS_CSV, event_toml, write_starter
from berger.messages import install


def test_the_starter_is_an_event_that_reads_back(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "event"  # created, parents too
    written = write_starter(folder)
    assert written == [folder / "event.toml", folder / "players.csv"]
    assert (folder / "event.toml").read_text("utf-8") == event_toml()
    assert (folder / "players.csv").read_text("utf-8") == PLAYERS_CSV["en"]
    config = load_event(folder, Options())
    assert config.info.name == "Club Championship"
    assert (config.info.start, config.info.end) == (
        dt.date(2026, 12, 1),
        dt.date(2026, 12, 7),
    )
    assert [p.name for p in config.players][:2] == [
        "Kovalenko, Andriy",
        "Shevchenko, Olena",
    ]
    assert len(config.players) == 6
    assert config.players[1].title == "WFM"
    assert config.options.numbering is Numbering.LIST
    assert config.options.tiebreaks == ("SB", "ARO")
    assert (config.language, config.paper) == (Language.EN, PaperSize.A4)


@pytest.mark.parametrize(
    ("language", "name", "first", "comment"),
    [
        ("uk", "Чемпіонат клубу", "Коваленко, Андрій", "# учасники, по одному"),
        ("ru", "Чемпионат клуба", "Коваленко, Андрей", "# участники, по одному"),
    ],
    ids=["uk", "ru"],
)
def test_the_starter_speaks_the_language_of_the_run(
    tmp_path: Path, language: str, name: str, first: str, comment: str
) -> None:
    install(language)
    try:
        write_starter(tmp_path)
    finally:
        install("en")
    toml = (tmp_path / "event.toml").read_text("utf-8")
    lines = toml.splitlines()
    assert f'players = "players.csv"          {comment}' in toml
    assert f'language = "{language}"                  # en | ' in toml
    # The comments start in one column, whatever their language.
    assert {line.rindex("# ") for line in lines if "  # " in line} <= {33, 36}
    config = load_event(tmp_path, Options())
    assert config.info.name == name
    assert config.language is Language(language)
    assert config.players[0].name == first
    assert [p.rating for p in config.players][:2] == [2150, 2085]
    assert len(config.players) == 6


@pytest.mark.parametrize("existing", ["event.toml", "players.csv"])
def test_an_existing_event_is_left_as_it_is(tmp_path: Path, existing: str) -> None:
    (tmp_path / existing).write_text("mine\n", "utf-8")
    with pytest.raises(OutputError) as caught:
        write_starter(tmp_path)
    assert str(caught.value) == (
        f"{tmp_path / existing}: already exists; not overwriting an event"
    )
    assert [p.name for p in tmp_path.iterdir()] == [existing]
    assert (tmp_path / existing).read_text("utf-8") == "mine\n"


def test_a_folder_that_cannot_be_made_is_one_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", "utf-8")
    with pytest.raises(OutputError, match="cannot write"):
        write_starter(blocker / "event")


def test_a_starter_of_rapid_players(tmp_path: Path) -> None:
    from berger.formats.exchange.fide_list import RatingKind

    players = 'FIDE id,name,rating\n1,"A, B",2000\n2,"C, D",\n'
    write_starter(tmp_path, players=players, rating="rapid")
    toml = (tmp_path / "event.toml").read_text("utf-8")
    assert 'rating = "rapid"                 # rapid | blitz' in toml
    assert '# rating = "standard"' not in toml
    config = load_event(tmp_path, Options())
    assert config.options.rating_kind is RatingKind.RAPID
    assert [p.fide_id for p in config.players] == ["1", "2"]

"""``berger init``'s event folder: both files written, a working event that
reads back as written, and never an existing event overwritten."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from berger.core.draw import Numbering
from berger.errors import OutputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.formats.event.starter import EVENT_TOML, PLAYERS_CSV, write_starter
from berger.formats.reports.output import Language, PaperSize


def test_the_starter_is_an_event_that_reads_back(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "event"  # created, parents too
    written = write_starter(folder)
    assert written == [folder / "event.toml", folder / "players.csv"]
    assert (folder / "event.toml").read_text("utf-8") == EVENT_TOML
    assert (folder / "players.csv").read_text("utf-8") == PLAYERS_CSV
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

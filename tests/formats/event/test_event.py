"""An EVENT's settings: the defaults, options laid over the file, the one
reading of the tiebreaks."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.formats.event_folders import event_folder

from berger.core.draw import Numbering
from berger.core.model import EventInfo
from berger.core.scoring import CHESS, DRAUGHTS
from berger.errors import InputError
from berger.formats.event.event import EVENT_FILE, Options, tiebreak_codes
from berger.formats.event.event_loader import load_event
from berger.formats.event.output import Language, PaperSize


def test_event_toml_file_and_defaults(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, 'players = "players.csv"\n')
    config = load_event(folder / EVENT_FILE)
    assert config.source == folder / EVENT_FILE
    assert config.folder == folder
    assert config.info == EventInfo()
    assert config.options == Options()
    assert (config.cycles, config.numbering, config.scoring) == (
        1,
        Numbering.LIST,
        CHESS,
    )
    assert (config.language, config.paper) == (Language.EN, PaperSize.A4)


def test_command_line_overrides_the_event_file(tmp_path: Path) -> None:
    folder = event_folder(tmp_path)
    overrides = Options(
        cycles=1,
        swap_last_two=True,
        numbering=Numbering.RATING,
        seed=7,
        scoring=DRAUGHTS,
        tiebreaks=("DE",),
        language=Language.RU,
        paper=PaperSize.A4,
        templates=tmp_path / "t",
        results=tmp_path / "r.csv",
    )
    config = load_event(folder, overrides)
    assert config.options == overrides
    partial = load_event(folder, Options(language=Language.EN))
    assert partial.language is Language.EN
    assert partial.cycles == 2  # the rest still from the file
    assert partial.options.seed == 1234


def test_one_tiebreak_reading_for_file_and_command_line() -> None:
    assert tiebreak_codes("SB,ARO") == tiebreak_codes(["SB", "ARO"]) == ("SB", "ARO")
    assert tiebreak_codes("fide") == ("fide",)
    with pytest.raises(InputError, match="give at least one tiebreak code"):
        tiebreak_codes(",")

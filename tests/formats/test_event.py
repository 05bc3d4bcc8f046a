"""Reading an EVENT: folders, event.toml files, bare lists, options on top."""

from __future__ import annotations

import datetime as dt
import re
from fractions import Fraction
from pathlib import Path

import pytest

from berger.core.draw import Numbering
from berger.core.model import EventInfo, Game
from berger.core.scoring import CHESS, DRAUGHTS, FOOTBALL
from berger.errors import GroupError, InputError
from berger.formats.event import (
    EVENT_FILE,
    Options,
    load_event,
    load_groups,
    tiebreak_codes,
)
from berger.formats.output import Language, PaperSize

FULL_EVENT = """\
players = "players.csv"
results = "results.csv"
[event]
name = "Club Championship 2026"
site = "Kyiv"
federation = "UKR"
start = 2026-12-01
end = 2026-12-07
arbiter = "IA Olha Hrytsenko"
deputy_arbiter = "FA Ivan Petrenko"
time_control = "90+30"
game = "draughts"
round_dates = [2026-12-01, 2026-12-02T18:00:00, "2026-12-03"]
[rules]
cycles = 2
swap_last_two = false
numbering = "random"
seed = 1234
scoring = [1, 0.5, 0, 1, 0, 1]
tiebreaks = ["SB", "ARO"]
[output]
language = "uk"
paper = "letter"
templates = "my-templates"
"""

PLAYERS = "name,rating\nAlice,2000\nBob,1900\nCarol,1800\n"


def event_folder(tmp_path: Path, toml: str = FULL_EVENT) -> Path:
    folder = tmp_path / "event"
    folder.mkdir()
    (folder / EVENT_FILE).write_text(toml, encoding="utf-8")
    (folder / "players.csv").write_text(PLAYERS, encoding="utf-8")
    return folder


def test_every_key_of_event_toml(tmp_path: Path) -> None:
    folder = event_folder(tmp_path)
    config = load_event(folder)
    assert config.source == folder
    assert config.folder == folder
    assert config.players_file == str(folder / "players.csv")
    assert [p.name for p in config.players] == ["Alice", "Bob", "Carol"]
    assert config.info == EventInfo(
        name="Club Championship 2026",
        site="Kyiv",
        federation="UKR",
        start=dt.date(2026, 12, 1),
        end=dt.date(2026, 12, 7),
        arbiter="IA Olha Hrytsenko",
        deputy_arbiter="FA Ivan Petrenko",
        time_control="90+30",
        game=Game.DRAUGHTS,
        round_dates=(
            dt.date(2026, 12, 1),
            dt.datetime(2026, 12, 2, 18, 0),
            dt.date(2026, 12, 3),
        ),
    )
    options = config.options
    assert options.results == folder / "results.csv"
    assert options.cycles == config.cycles == 2
    assert options.swap_last_two is False
    assert options.numbering is config.numbering is Numbering.RANDOM
    assert options.seed == 1234
    assert config.scoring.values == tuple(map(Fraction, (1, 0.5, 0, 1, 0, 1)))
    assert options.tiebreaks == ("SB", "ARO")
    assert options.language is config.language is Language.UK
    assert options.paper is config.paper is PaperSize.LETTER
    assert options.templates == folder / "my-templates"


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


def test_bare_participants_file(tmp_path: Path) -> None:
    path = tmp_path / "list.csv"
    path.write_text(PLAYERS, encoding="utf-8")
    config = load_event(path, Options(cycles=3, scoring=FOOTBALL))
    assert config.folder == tmp_path
    assert config.info == EventInfo()
    assert len(config.players) == 3
    assert config.cycles == 3
    assert config.scoring is FOOTBALL


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


@pytest.mark.parametrize(
    "tiebreaks",
    ['"SB,ARO"', '" SB , ARO "', '["SB", "ARO"]', '["SB,ARO"]', '["SB", " ARO"]'],
)
def test_tiebreaks_as_text_or_list(tmp_path: Path, tiebreaks: str) -> None:
    # A string reads as --tiebreaks does: codes split at commas (defect: the
    # whole "SB,ARO" used to be taken for one unknown code).
    folder = event_folder(
        tmp_path, f'players = "players.csv"\n[rules]\ntiebreaks = {tiebreaks}\n'
    )
    assert load_event(folder).options.tiebreaks == ("SB", "ARO")


@pytest.mark.parametrize("tiebreaks", ['""', '" , "', "[]"])
def test_tiebreaks_must_name_one(tmp_path: Path, tiebreaks: str) -> None:
    folder = event_folder(
        tmp_path, f'players = "players.csv"\n[rules]\ntiebreaks = {tiebreaks}\n'
    )
    with pytest.raises(
        InputError,
        match=r": rules\.tiebreaks: give at least one tiebreak code, e\.g\. SB,ARO$",
    ):
        load_event(folder)


def test_one_tiebreak_reading_for_file_and_command_line() -> None:
    assert tiebreak_codes("SB,ARO") == tiebreak_codes(["SB", "ARO"]) == ("SB", "ARO")
    assert tiebreak_codes("fide") == ("fide",)
    with pytest.raises(InputError, match="give at least one tiebreak code"):
        tiebreak_codes(",")


@pytest.mark.parametrize(
    ("scoring", "points"),
    [
        ('"chess"', ("1", "1/2", "0")),
        ('"draughts"', ("2", "1", "0")),
        ('"football"', ("3", "1", "0")),
        ('"3,1,0"', ("3", "1", "0")),
        ("[2, 1, 0]", ("2", "1", "0")),
    ],
)
def test_scoring_spellings(
    tmp_path: Path, scoring: str, points: tuple[str, str, str]
) -> None:
    folder = event_folder(
        tmp_path, f'players = "players.csv"\n[rules]\nscoring = {scoring}\n'
    )
    values = load_event(folder).scoring.values[:3]
    assert values == tuple(Fraction(x) for x in points)


def test_samples(samples: Path) -> None:
    club = load_event(samples / "club-championship")
    assert club.numbering is Numbering.RATING
    assert club.info.name == "Riverside Club Championship 2026"
    assert len(club.info.round_dates) == 7
    draughts = load_event(samples / "draughts-cup")
    assert (draughts.numbering, draughts.options.seed) == (Numbering.RANDOM, 2026)
    assert draughts.scoring is DRAUGHTS
    assert draughts.language == "uk"
    assert draughts.info.game == "draughts"
    varma = load_event(samples / "open-varma")
    assert (varma.numbering, varma.options.seed, varma.language) == (
        Numbering.VARMA,
        1234,
        "ru",
    )


@pytest.mark.parametrize(
    ("toml", "message"),
    [
        ("[rules\n", r":2: not valid TOML: Expected ']'"),
        ('players = "x"\n', r":2: not valid TOML: Cannot overwrite a value"),
        ("colour = 1", r": colour: unknown key 'colour'$"),
        ("[event]\ncolour = 1", r": event.colour: unknown key 'colour'$"),
        ("[rules]\nrounds = 1", r": rules.rounds: unknown key 'rounds'$"),
        ("[output]\nfont = 1", r": output.font: unknown key 'font'$"),
        ("event = 3", r": event: \[event\] must be a table$"),
        ("results = 3", r": results: must be a file name$"),
        (
            '[rules]\ncycles = "two"',
            r": rules.cycles: 'two' has the wrong type \(expected a whole number\)$",
        ),
        ("[rules]\ncycles = 0", r": rules.cycles: 0 is not a number of cycles"),
        (
            '[rules]\nswap_last_two = "yes"',
            r": rules.swap_last_two: 'yes' has the wrong type \(expected true or",
        ),
        ('[rules]\nnumbering = "lots"', r": rules.numbering: 'lots' is not a numb"),
        ("[rules]\nseed = 1.5", r": rules.seed: 1.5 has the wrong type"),
        ("[rules]\nseed = true", r": rules.seed: True has the wrong type"),
        ("[rules]\nseed = -1", r": rules.seed: -1 is not a seed \(0 or more\)$"),
        ('[rules]\nscoring = "tennis"', r": rules.scoring: 'tennis' is not a scor"),
        ("[rules]\nscoring = [1, 0]", r": rules.scoring: scoring needs 3 to 6"),
        ("[rules]\ntiebreaks = 5", r": rules.tiebreaks: 5 has the wrong type"),
        ('[event]\nstart = "soon"', r": event.start: 'soon' is not a date"),
        ("[event]\nname = [1]", r": event.name: \[1\] has the wrong type"),
        ("[event]\nround_dates = 1", r": event.round_dates: 1 has the wrong type"),
        ('[event]\ngame = "go"', r": event.game: 'go' is not one of chess, draughts$"),
        ('[output]\nlanguage = "de"', r": output.language: 'de' is not one of en,"),
        ('[output]\npaper = "a3"', r": output.paper: 'a3' is not one of a4, letter$"),
        ("[output]\ntemplates = 3", r": output.templates: 3 has the wrong type"),
    ],
)
def test_malformed_event_toml(tmp_path: Path, toml: str, message: str) -> None:
    text = f'players = "players.csv"\n{toml}\n'
    folder = event_folder(tmp_path, text)
    path = folder / EVENT_FILE
    with pytest.raises(InputError, match="^" + re.escape(str(path)) + message):
        load_event(folder, Options())
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("toml", ["[event]\n", "players = 3\n", 'players = ""\n'])
def test_event_toml_without_players(tmp_path: Path, toml: str) -> None:
    folder = event_folder(tmp_path, toml)
    with pytest.raises(InputError, match=r": players: says no participants file"):
        load_event(folder)


def test_event_toml_problems_of_its_files(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, 'players = "missing.csv"\n')
    with pytest.raises(InputError, match=r"missing.csv: file not found$"):
        load_event(folder)
    (folder / EVENT_FILE).write_bytes(b'players = "\xff"\n')
    with pytest.raises(InputError, match="not UTF-8 text"):
        load_event(folder)
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(InputError, match=r"no event\.toml in this folder"):
        load_event(empty)


# -- events with several groups ---------------------------------------------

GROUPS = """\
[event]
name = "Club Championship 2026"
site = "Kyiv"
[rules]
numbering = "rating"
tiebreaks = ["SB", "ARO"]
[output]
language = "uk"
[[groups]]
name = "Masters"
players = "players.csv"
results = "results.csv"
[[groups]]
name = "Reserves"
players = "players.csv"
cycles = 2
swap_last_two = false
tiebreaks = "DE,SB"
"""


def test_each_group_is_an_event_of_its_own(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, GROUPS)
    (masters, first), (reserves, second) = load_groups(folder)
    assert (masters, reserves) == ("Masters", "Reserves")
    # Shared: the header (the group's name after the event's), the output.
    assert first.info.name == "Club Championship 2026 — Masters"
    assert second.info.name == "Club Championship 2026 — Reserves"
    assert first.info.site == second.info.site == "Kyiv"
    assert first.language is second.language is Language.UK
    # [rules] for both, each group's own keys over them.
    assert first.numbering is second.numbering is Numbering.RATING
    assert (first.cycles, first.options.swap_last_two) == (1, None)
    assert (second.cycles, second.options.swap_last_two) == (2, False)
    assert first.options.tiebreaks == ("SB", "ARO")
    assert second.options.tiebreaks == ("DE", "SB")
    # Its own files.
    assert first.options.results == folder / "results.csv"
    assert second.options.results is None
    assert len(first.players) == len(second.players) == 3


def test_the_command_line_goes_over_a_groups_rules(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, GROUPS)
    ((name, config),) = load_groups(folder, Options(cycles=3), group="reserves")
    assert (name, config.cycles) == ("Reserves", 3)


def test_a_group_of_an_event_without_a_name_is_named_by_itself(
    tmp_path: Path,
) -> None:
    folder = event_folder(
        tmp_path, '[[groups]]\nname = " Group  A "\nplayers = "players.csv"\n'
    )
    ((name, config),) = load_groups(folder)
    assert name == config.info.name == "Group A"


def test_an_event_without_groups_is_one_unnamed(tmp_path: Path) -> None:
    folder = event_folder(tmp_path)
    ((name, config),) = load_groups(folder)
    assert name is None
    assert config == load_event(folder)


def test_load_event_refuses_groups(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, GROUPS)
    with pytest.raises(InputError, match=r"groups: holds several groups"):
        load_event(folder)


def test_a_groups_error_names_it(tmp_path: Path) -> None:
    folder = event_folder(tmp_path, GROUPS + 'numbering = "lots"\n')
    with pytest.raises(GroupError) as caught:
        load_groups(folder)
    assert str(caught.value).startswith("group Reserves: ")
    assert "rules.numbering" in str(caught.value)
    # Another group is read without it.
    assert load_groups(folder, group="MASTERS")[0][0] == "Masters"

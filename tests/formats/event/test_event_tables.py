"""The tables of event.toml: every key of [event], [rules] and [output],
the spellings they take, and every mistake named by its field."""

from __future__ import annotations

import datetime as dt
import re
from fractions import Fraction
from pathlib import Path

import pytest
from tests.formats.event_folders import event_folder

from berger.core.draw import Numbering
from berger.core.model import EventInfo, Game
from berger.errors import InputError
from berger.formats.event.event import EVENT_FILE, Options
from berger.formats.event.event_loader import load_event
from berger.formats.event.event_tables import read_rules
from berger.formats.event.output import Language, PaperSize


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
        ("[rules]\ncycles = 0", r": rules.cycles: 0 is out of range 1\.\.20$"),
        ("[rules]\ncycles = 21", r": rules.cycles: 21 is out of range 1\.\.20$"),
        (
            "[rules]\ncycles = " + "1" * 5000,
            r":3: rules.cycles: 111111111111… \(5000 digits\) has more than 30 dig",
        ),
        (
            "[rules]\ncycles = 0x" + "f" * 5000,
            r": rules.cycles: 398027684033… \(6021 digits\) has more than 30 dig",
        ),
        (
            '[rules]\nswap_last_two = "yes"',
            r": rules.swap_last_two: 'yes' has the wrong type \(expected true or",
        ),
        ('[rules]\nnumbering = "lots"', r": rules.numbering: 'lots' is not a numb"),
        ("[rules]\nseed = 1.5", r": rules.seed: 1.5 has the wrong type"),
        ("[rules]\nseed = true", r": rules.seed: True has the wrong type"),
        ("[rules]\nseed = -1", r": rules.seed: -1 is out of range 0\.\.9+$"),
        (
            "[rules]\nseed = 1_000_000_000_000_000",
            r": rules.seed: 1000000000000000 is out of range 0\.\.999999999999999$",
        ),
        ("[rules]\nscoring = [1, 0.5, inf]", r": rules.scoring\[3\]: inf is not a fi"),
        ("[rules]\nscoring = [-inf, 0.5, 0]", r": rules.scoring\[1\]: -inf is not a"),
        ("[rules]\nscoring = [1, nan, 0]", r": rules.scoring\[2\]: nan is not a fin"),
        ('[rules]\nscoring = "1,0.5,inf"', r": rules.scoring: 'inf' is not a finite"),
        ("[rules]\nscoring = [1e308, 1, 0]", r": rules.scoring: 1e\+308 is out of ra"),
        ("[rules]\nscoring = [1, 2, 0]", r": rules.scoring: a draw \(2\) is worth m"),
        ("[rules]\nscoring = 5", r": rules.scoring: 5 has the wrong type"),
        (
            "[rules]\nscoring = [1, 0.5, 0, 1, 2]",
            r": rules.scoring: a forfeit loss \(2\) is worth more than a forfeit",
        ),
        (
            '[rules]\nunrated = "' + "9" * 5000 + '"',
            r": rules.unrated: '999999999999… \(5000 digits\)' is not a rating",
        ),
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
        (
            "[rules]\none_game_a_day = 1",
            r": rules.one_game_a_day: 1 has the wrong type \(expected true or false",
        ),
        (
            "[event]\none_game_a_day = true",
            r": event.one_game_a_day: unknown key 'one_game_a_day'$",
        ),
    ],
)
def test_malformed_event_toml(tmp_path: Path, toml: str, message: str) -> None:
    text = f'players = "players.csv"\n{toml}\n'
    folder = event_folder(tmp_path, text)
    path = folder / EVENT_FILE
    with pytest.raises(InputError, match="^" + re.escape(str(path)) + message):
        load_event(folder, Options())
    assert path.read_text(encoding="utf-8") == text


def test_the_rules_pass_the_team_settings_by() -> None:
    # team_setup reads teams, boards, primary, match_points and first_board;
    # the individual rules take the rest and refuse what nobody reads
    rules = {"teams": True, "boards": 4, "primary": "game", "cycles": 2}
    assert read_rules(rules, "event.toml") == {"cycles": 2}
    with pytest.raises(InputError) as caught:
        read_rules({"teams": True, "board": 4}, "event.toml")
    assert str(caught.value) == "event.toml: rules.board: unknown key 'board'"


def test_the_events_address_rating_and_list(tmp_path: Path) -> None:
    from berger.formats.exchange.fide_list import RatingKind

    toml = (
        'players = "players.csv"\n[event]\nurl = " https://club.example/open "\n'
        'rating = "Blitz"\nrating_list = "lists/players_list.zip"\n'
    )
    folder = event_folder(tmp_path, toml)
    config = load_event(folder)
    assert config.info.url == "https://club.example/open"
    assert config.options.rating_kind is RatingKind.BLITZ
    # the list is read only for a participants file with FIDE ids
    assert config.options.rating_list == folder / "lists" / "players_list.zip"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('url = "club.example/open"', "event.url: 'club.example/open' is not a web"),
        ('url = "https://club example"', "event.url: 'https://club example' is not"),
        ("url = 7", "event.url: 7 has the wrong type"),
        ('rating = "bullet"', "event.rating: 'bullet' is not a FIDE rating"),
        ("rating_list = 1", "event.rating_list: 1 has the wrong type"),
    ],
)
def test_bad_event_options(tmp_path: Path, line: str, message: str) -> None:
    folder = event_folder(tmp_path, f'players = "players.csv"\n[event]\n{line}\n')
    with pytest.raises(InputError, match=message):
        load_event(folder)


def test_the_rounds_times_and_time_zone(tmp_path: Path) -> None:
    # Round 2's date has its own time (18:00, the same as round_times'
    # second); round 1 takes round_times' first, round 3 start_time.
    toml = (
        'players = "players.csv"\n[event]\n'
        "round_dates = [2026-12-01, 2026-12-02T18:00:00, 2026-12-03]\n"
        'round_times = ["17:30", "18:00"]\nstart_time = 19:00:00\n'
        'timezone = " Europe/Kyiv "\n'
    )
    info = load_event(event_folder(tmp_path, toml)).info
    assert info.round_times == (dt.time(17, 30), dt.time(18, 0))
    assert info.start_time == dt.time(19, 0)
    assert info.timezone == "Europe/Kyiv"
    assert [info.round_start(k) for k in (1, 2, 3)] == [
        dt.datetime(2026, 12, 1, 17, 30),
        dt.datetime(2026, 12, 2, 18, 0),
        dt.datetime(2026, 12, 3, 19, 0),
    ]


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        ('start_time = "25:00"', "event.start_time: '25:00' is not a time (HH:MM)"),
        ('start_time = "6pm"', "event.start_time: '6pm' is not a time (HH:MM)"),
        ("start_time = 18", "event.start_time: 18 is not a time (HH:MM)"),
        (
            'round_times = ["18:00", "7:60"]',
            "event.round_times[2]: '7:60' is not a time (HH:MM)",
        ),
        (
            'round_times = "18:00"',
            "event.round_times: '18:00' has the wrong type (expected a list)",
        ),
        (
            'round_times = ["18:00", "18:00", "18:00", "18:00"]',
            "event.round_times: 4 times for 3 round dates: a round's time needs"
            " its date in round_dates",
        ),
        (
            'round_times = ["18:00", "19:00"]',
            "event.round_times[2]: 19:00 for round 2, whose date in round_dates"
            " has its own time, 18:00",
        ),
        (
            'timezone = "Europe/Kiev2"',
            "event.timezone: 'Europe/Kiev2' is not a time zone (a name such as"
            " Europe/Kyiv)",
        ),
        (
            'timezone = "../etc"',
            "event.timezone: '../etc' is not a time zone (a name such as Europe/Kyiv)",
        ),
        ("timezone = 2", "event.timezone: 2 has the wrong type (expected text)"),
    ],
)
def test_bad_times(tmp_path: Path, lines: str, message: str) -> None:
    toml = (
        'players = "players.csv"\n[event]\n'
        f"round_dates = [2026-12-01, 2026-12-02T18:00:00, 2026-12-03]\n{lines}\n"
    )
    folder = event_folder(tmp_path, toml)
    with pytest.raises(InputError) as caught:
        load_event(folder)
    assert str(caught.value) == f"{folder / EVENT_FILE}: {message}"


def test_one_game_a_day(tmp_path: Path) -> None:
    # A rule of the event the results' readers check the games' dates by.
    (tmp_path / "plain").mkdir()
    (tmp_path / "strict").mkdir()
    plain = event_folder(tmp_path / "plain", 'players = "players.csv"\n')
    assert load_event(plain, Options()).info.one_game_a_day is False
    text = 'players = "players.csv"\n[rules]\none_game_a_day = true\n'
    strict = event_folder(tmp_path / "strict", text)
    assert load_event(strict, Options()).info.one_game_a_day is True

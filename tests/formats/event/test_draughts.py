"""The draughts settings of event.toml: the discipline and what it gives by
default, micro-matches and their points, the ballot and its draw, each
mistake one line naming the file, the table and the key; the settings read
into the event, its default chain, and refused in a team event."""

from __future__ import annotations

from fractions import Fraction as F
from pathlib import Path
from typing import Any

import pytest
from tests.formats.event_folders import event_folder

from berger.core.ballots import BallotDraw
from berger.core.disciplines import BUILTIN_BALLOTS, Discipline
from berger.core.teams.event import MATCH_POINTS
from berger.errors import InputError
from berger.formats.event.draughts import Ballot, DraughtsRules, read_draughts
from berger.formats.event.event import Options
from berger.formats.event.event_groups import load_groups
from berger.formats.event.event_loader import load_event

FOLDER = Path("/events/cup")
SHOWN = "cup/event.toml"
DRAUGHTS = {"game": "draughts"}


def read(discipline: str = "russian", **rules: Any) -> DraughtsRules | None:
    header = {**DRAUGHTS, "discipline": discipline}
    return read_draughts(header, rules, FOLDER, SHOWN)


def test_no_discipline_no_draughts_settings() -> None:
    assert read_draughts(DRAUGHTS, {}, FOLDER, SHOWN) is None
    assert read_draughts({}, {"tiebreaks": "SB"}, FOLDER, SHOWN) is None


def test_each_discipline_and_its_defaults() -> None:
    assert read() == DraughtsRules(Discipline.RUSSIAN, 1, None, Ballot("russian"))
    assert read("Brazilian") == DraughtsRules(
        Discipline.BRAZILIAN, ballot=Ballot("brazilian")
    )
    # International draughts draws no opening unless its table is given.
    international = read("international")
    assert international == DraughtsRules(Discipline.INTERNATIONAL)
    assert international is not None
    assert not international.needs_seed


def test_every_setting_read() -> None:
    found = read(
        micro_match=2,
        match_points=[3, 1, 0],
        ballot="Brazilian",
        ballot_draw="round",
    )
    assert found is not None
    assert found.match_scoring is not None
    assert found.micro_match == 2
    assert (found.match_scoring.win, found.match_scoring.draw) == (F(3), F(1))
    assert found.match_scoring.loss == MATCH_POINTS.loss == 0
    assert found.ballot == Ballot("brazilian", BallotDraw.ROUND)
    assert found.needs_seed
    own = read("international", ballot="openings.json")
    assert own is not None
    assert own.ballot == Ballot(FOLDER / "openings.json")
    assert own.ballot.shown == "openings.json"
    assert read(ballot="none") == DraughtsRules(Discipline.RUSSIAN)


@pytest.mark.parametrize(
    ("header", "rules", "message"),
    [
        (
            DRAUGHTS,
            {"micro_match": 2},
            # Every discipline of the table, in its order.
            "rules.micro_match: a draughts setting: give the discipline in [event]"
            ' (discipline = "russian", "brazilian"',
        ),
        (
            {},
            {"ballot": "russian"},
            "rules.ballot: a draughts setting: give the discipline in [event]",
        ),
        (
            {"discipline": "russian"},
            {},
            'event.discipline: a discipline of draughts needs game = "draughts"'
            " in [event]",
        ),
        (
            {**DRAUGHTS, "discipline": "hexdame"},
            {},
            "event.discipline: 'hexdame' is not a draughts discipline"
            " (russian, brazilian, international",
        ),
        (
            {**DRAUGHTS, "discipline": 64},
            {},
            "event.discipline: 64 has the wrong type (expected text)",
        ),
        (
            {**DRAUGHTS, "discipline": "russian"},
            {"micro_match": 0},
            "rules.micro_match: 0 is out of range 1..12",
        ),
        (
            {**DRAUGHTS, "discipline": "russian"},
            {"micro_match": "2"},
            "rules.micro_match: '2' has the wrong type (expected a whole number)",
        ),
        (
            {**DRAUGHTS, "discipline": "russian"},
            {"match_points": [2, 1, 0]},
            "rules.match_points: match points count micro-matches:"
            " give micro_match = 2 or more",
        ),
        (
            {**DRAUGHTS, "discipline": "russian"},
            {"micro_match": 2, "match_points": [2, 1]},
            "rules.match_points: match points need 3 numbers (win, draw, loss), got 2",
        ),
        (
            {**DRAUGHTS, "discipline": "russian"},
            {"micro_match": 2, "match_points": "2,1,0"},
            "rules.match_points: '2,1,0' has the wrong type (expected a list)",
        ),
        (
            {**DRAUGHTS, "discipline": "russian"},
            {"ballot": "rusian"},
            # Every built-in table, in the disciplines' order; then the others.
            "rules.ballot: 'rusian' is not a ballot (russian, brazilian, ",
        ),
        (
            {**DRAUGHTS, "discipline": "international"},
            {"ballot": "russian"},
            "rules.ballot: the russian ballot is for the 64-square board, and"
            " international draughts is played on the 100-square board",
        ),
        (
            {**DRAUGHTS, "discipline": "russian"},
            {"ballot_draw": "game"},
            "rules.ballot_draw: 'game' is not a ballot draw (board, round)",
        ),
        (
            {**DRAUGHTS, "discipline": "international"},
            {"ballot_draw": "round"},
            'rules.ballot_draw: no opening is drawn (ballot = "none"): leave'
            " ballot_draw out",
        ),
    ],
)
def test_every_mistake_is_one_line_naming_its_key(
    header: dict[str, Any], rules: dict[str, Any], message: str
) -> None:
    with pytest.raises(InputError) as error:
        read_draughts(header, rules, FOLDER, SHOWN)
    assert str(error.value).startswith(f"{SHOWN}: {message}")


def test_an_unknown_ballot_is_refused_offering_every_table() -> None:
    with pytest.raises(InputError) as error:
        read(ballot="rusian")
    text = str(error.value)
    for name in BUILTIN_BALLOTS:
        assert f"{name}, " in text
    assert text.endswith(", none, or a table file of the event's own: .csv or .json)")


def test_match_points_without_micro_matches_or_a_discipline_are_the_teams(
    tmp_path: Path,
) -> None:
    # Not a draughts setting here: the team settings say where it belongs.
    assert read_draughts({}, {"match_points": [2, 1, 0]}, FOLDER, SHOWN) is None
    folder = event_folder(
        tmp_path, 'players = "players.csv"\n[rules]\nmatch_points = [2, 1, 0]\n'
    )
    with pytest.raises(InputError) as error:
        load_event(folder)
    assert str(error.value).endswith(
        "rules.match_points: only for a team event: add teams = true to [rules]"
    )


def test_a_team_event_takes_the_discipline_alone() -> None:
    header = {**DRAUGHTS, "discipline": "russian"}
    # Its match points are the team's; it draws no opening.
    found = read_draughts(header, {"match_points": [2, 1, 0]}, FOLDER, SHOWN, team=True)
    assert found == DraughtsRules(Discipline.RUSSIAN)
    for key, value in (("micro_match", 2), ("ballot", "russian")):
        with pytest.raises(InputError) as error:
            read_draughts(header, {key: value}, FOLDER, SHOWN, team=True)
        assert str(error.value) == (
            f"{SHOWN}: rules.{key}: {key} is for an event of players, not of teams"
        )


CUP = """\
players = "players.csv"
[event]
game = "draughts"
discipline = "russian"
[rules]
seed = 7
scoring = "draughts"
micro_match = 2
match_points = [2, 1, 0]
ballot_draw = "round"
"""


def test_the_settings_read_into_the_event_with_the_disciplines_chain(
    tmp_path: Path,
) -> None:
    config = load_event(event_folder(tmp_path, CUP))
    assert config.draughts is not None
    assert config.draughts.micro_match == 2
    assert config.draughts.ballot == Ballot("russian", BallotDraw.ROUND)
    # The Russian provisions' chain, unless the event or the command line names one.
    assert config.options.tiebreaks == ("SHM", "WIN", "DE")
    given = load_event(config.folder, Options(tiebreaks=("DE",)))
    assert given.options.tiebreaks == ("DE",)
    toml = config.folder / "event.toml"
    toml.write_text(
        CUP.replace('"russian"', '"international"').replace(
            'ballot_draw = "round"', 'tiebreaks = ["SB"]'
        ),
        "utf-8",
    )
    assert load_event(config.folder).options.tiebreaks == ("SB",)
    toml.write_text(
        CUP.replace('"russian"', '"international"').replace(
            'ballot_draw = "round"', ""
        ),
        "utf-8",
    )
    assert load_event(config.folder).options.tiebreaks == ("WIN", "DE", "ORD")


def test_a_chess_event_is_as_it_was(tmp_path: Path) -> None:
    config = load_event(event_folder(tmp_path, 'players = "players.csv"\n'))
    assert config.draughts is None
    assert config.options.tiebreaks is None


def test_each_group_reads_its_draughts_settings(tmp_path: Path) -> None:
    toml = CUP.replace('players = "players.csv"\n', "") + (
        '[[groups]]\nname = "A"\nplayers = "players.csv"\n'
        '[[groups]]\nname = "B"\nplayers = "players.csv"\nmicro_match = 4\n'
    )
    groups = load_groups(event_folder(tmp_path, toml))
    assert [config.draughts.micro_match for _, config in groups if config.draughts] == [
        2,
        4,
    ]


def test_micro_matches_in_a_team_event_are_refused(tmp_path: Path) -> None:
    folder = event_folder(
        tmp_path,
        'players = "teams.csv"\n[event]\ngame = "draughts"\ndiscipline = "russian"\n'
        "[rules]\nteams = true\nboards = 2\nmicro_match = 2\n",
    )
    with pytest.raises(InputError) as error:
        load_event(folder)
    assert str(error.value).endswith(
        "event.toml: rules.micro_match: micro_match is for an event of players,"
        " not of teams"
    )

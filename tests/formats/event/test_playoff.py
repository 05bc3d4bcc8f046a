"""The [playoff] table of event.toml: its defaults, each key read into the
core's rules, the kind of time control, and every mistake located."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest

from berger.core.playoff.places import PlayoffFormat, PlayoffNumbering, PlayoffRules
from berger.errors import InputError
from berger.formats.event.playoff import TimeKind, read_playoff, time_kind

FOLDER = Path("/events/final")
SHOWN = "final/event.toml"
FIELD = 10
"""The players of the event whose play-off these are."""


def read(**table: Any) -> Any:
    found = read_playoff({"playoff": table}, FOLDER, SHOWN, FIELD)
    assert found is not None
    return found


def test_no_table_no_play_off_and_the_defaults() -> None:
    assert read_playoff({}, FOLDER, SHOWN, FIELD) is None
    found = read()
    assert found.played == PlayoffRules()
    assert found.played.places == (1,)
    assert found.played.numbering is PlayoffNumbering.LOTS
    assert (found.after, found.time_control, found.time_kind) == ((), "", None)
    assert (found.round_dates, found.shown) == ((), SHOWN)
    assert found.results == FOLDER / "playoff.csv"
    assert found.files == (FOLDER / "playoff.csv",)
    # A knockout plays two games unless told.
    assert read(format="knockout").played.games == 2


def test_every_key_read() -> None:
    found = read(
        places="all",
        after="all",
        format="Knockout",
        games=4,
        armageddon=True,
        numbering="order",
        time_control="25+10",
        round_dates=[dt.date(2026, 12, 6), "2026-12-07T10:00"],
        results={"1": "first.csv", "4": "fourth.csv"},
    )
    assert found.played == PlayoffRules(
        places=None,
        format=PlayoffFormat.KNOCKOUT,
        games=4,
        armageddon=True,
        numbering=PlayoffNumbering.ORDER,
    )
    assert found.after is None
    assert (found.time_kind, found.kind_named) == (TimeKind.RAPID, "rapid 25+10")
    assert found.round_dates == (dt.date(2026, 12, 6), dt.datetime(2026, 12, 7, 10))
    assert found.results == {1: FOLDER / "first.csv", 4: FOLDER / "fourth.csv"}
    assert read(places=[3, 1, 3]).played.places == (1, 3)
    assert read(results="po.csv").results == FOLDER / "po.csv"


def test_after_counts_the_first_tie_breaks_of_the_chain() -> None:
    chain = ("DE", "SB", "KS")
    assert read().rules(chain, SHOWN).after == 0
    assert read(after=["de", "SB"]).rules(chain, SHOWN).after == 2
    assert read(after="all").rules(chain, SHOWN).after == 3
    with pytest.raises(InputError) as error:
        read(after=["SB"]).rules(chain, SHOWN)
    assert str(error.value) == (
        "final/event.toml: playoff.after: SB must be the first tie-breaks of the"
        " chain (DE, SB, KS): a play-off qualifies after the first of them"
    )


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("3+2", TimeKind.BLITZ),  # 5 minutes for 60 moves
        ("10", TimeKind.BLITZ),
        ("10+1", TimeKind.RAPID),  # 11
        ("45+14", TimeKind.RAPID),  # 59
        ("45+15", TimeKind.STANDARD),  # 60
        ("Rapid 60+0", TimeKind.RAPID),  # named: as named
        ("blitz", TimeKind.BLITZ),
        ("90+30", TimeKind.STANDARD),
    ],
)
def test_the_kind_of_time_control(text: str, kind: TimeKind) -> None:
    assert time_kind(text) is kind


def test_a_lehmann_georgiev_play_off_of_draughts() -> None:
    data: dict[str, Any] = {
        "event": {"game": "draughts"},
        "playoff": {"format": "lehmann-georgiev"},
    }
    found = read_playoff(data, FOLDER, SHOWN, FIELD)
    assert found is not None
    # The FMJD plays off the first three places (Emmen 2015, art. 5a).
    assert found.played == PlayoffRules(
        places=(1, 2, 3), format=PlayoffFormat.LEHMANN_GEORGIEV
    )
    data["playoff"] = {"format": "lehmann-georgiev", "places": [1]}
    played = read_playoff(data, FOLDER, SHOWN, FIELD)
    assert played is not None
    assert played.played.places == (1,)
    # The order before the play-off, its last criterion (Ufa 2017, art. 6.4 v).
    data["playoff"] = {"format": "lehmann-georgiev", "order": [3, 1, 2]}
    ordered = read_playoff(data, FOLDER, SHOWN, FIELD)
    assert ordered is not None
    assert ordered.played.order == (3, 1, 2)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"playoff": {"format": "lehmann-georgiev"}},
            "playoff.format: a Lehmann–Georgiev play-off is for draughts: game ="
            ' "draughts" in [event]',
        ),
        (
            {"event": {"game": "chess"}, "playoff": {"format": "lehmann-georgiev"}},
            "playoff.format: a Lehmann–Georgiev play-off is for draughts",
        ),
        (
            {
                "event": {"game": "draughts"},
                "playoff": {"format": "lehmann-georgiev", "games": 2},
            },
            "playoff.games: a Lehmann–Georgiev play-off plays games until one is"
            " won: leave games out",
        ),
        (
            {
                "event": {"game": "Draughts"},
                "playoff": {"format": "lehmann-georgiev", "armageddon": False},
            },
            "playoff.armageddon: a Lehmann–Georgiev play-off plays games until one"
            " is won: leave armageddon out",
        ),
        (
            {
                "event": {"game": "draughts"},
                "playoff": {"format": "lehmann-georgiev", "order": [3, "1"]},
            },
            "playoff.order: '1' is not a player's number: give the event's numbers",
        ),
        (
            {
                "event": {"game": "draughts"},
                "playoff": {"format": "lehmann-georgiev", "order": [3, 1, 3]},
            },
            "playoff.order: player 3 is twice in the order",
        ),
        (
            {
                "event": {"game": "draughts"},
                "playoff": {"format": "lehmann-georgiev", "order": [10**30]},
            },
            "playoff.order: 1000000000000000000000000000000 is not a player's",
        ),
        (
            {"event": {"game": "draughts"}, "playoff": {"order": [1, 2]}},
            "playoff.order: order is a Lehmann–Georgiev play-off's last criterion",
        ),
    ],
)
def test_a_lehmann_georgiev_play_off_out_of_place(
    data: dict[str, Any], message: str
) -> None:
    with pytest.raises(InputError) as error:
        read_playoff(data, FOLDER, SHOWN, FIELD)
    assert str(error.value).startswith(f"{SHOWN}: {message}")


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({"play": 1}, "playoff.play: unknown key 'play'"),
        ({"format": "swiss"}, "playoff.format: 'swiss' is not a play-off format"),
        ({"games": 0}, "playoff.games: 0 games: give 1 to 10"),
        ({"games": "two"}, "playoff.games: 'two' has the wrong type"),
        (
            {"armageddon": True},
            "playoff.armageddon: an Armageddon game is for a knockout",
        ),
        (
            {"numbering": "rating"},
            "playoff.numbering: 'rating' is not a play-off numbering",
        ),
        ({"places": []}, "playoff.places: names no place"),
        ({"places": [0]}, "playoff.places: 0 is not a place"),
        ({"places": [True]}, "playoff.places: True is not a place"),
        (
            {"places": [1, 11]},
            "playoff.places: 11 is not a place of this event: it has 10 players",
        ),
        (
            {"places": [10**25]},
            "playoff.places: 10000000000000000000000000 is out of range 1..2000",
        ),
        (
            {"results": {"9" * 5000: "x.csv"}},
            "playoff.results: 999999999999… (5000 digits) is out of range 1..2000",
        ),
        (
            {"time_control": "9" * 5000 + "+10"},
            "playoff.time_control: 999999999999… (5000 digits) is out of range 0..999",
        ),
        ({"after": "DE"}, "playoff.after: 'DE' has the wrong type"),
        ({"after": [1]}, "playoff.after: 1 has the wrong type"),
        (
            {"time_control": "quick"},
            "playoff.time_control: 'quick': say rapid or blitz",
        ),
        ({"round_dates": ["6 Dec"]}, "playoff.round_dates: '6 Dec' is not a date"),
        ({"results": {"first": "a.csv"}}, "playoff.results: 'first' is not a place"),
        ({"results": {"²": "x.csv"}}, "playoff.results: '²' is not a place"),
        ({"results": {"0": "x.csv"}}, "playoff.results: '0' is not a place"),
        ({"results": 3}, "playoff.results: 3 has the wrong type"),
    ],
)
def test_every_mistake_is_located(table: dict[str, Any], message: str) -> None:
    with pytest.raises(InputError) as error:
        read_playoff({"playoff": table}, FOLDER, SHOWN, FIELD)
    assert str(error.value).startswith(f"{SHOWN}: {message}")

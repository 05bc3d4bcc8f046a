"""Players from FIDE's rating list through the command line: ``berger init
--rating-list --ids``, ``--rating-list`` on any command, ``[event]
rating_list`` and ``rating``, the list's month on stderr, an id the list does
not have in one line."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import assert_error, run
from tests.formats import fide_lists as lists

from berger.formats.event.participants import read_participants

IDS = ",".join(lists.ids(lists.CHOSEN))


@pytest.fixture(scope="module")
def listing(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """FIDE's combined list of 3,000 players, zipped as FIDE's download is."""
    folder = tmp_path_factory.mktemp("fide")
    text = lists.txt_list(lists.sample_list())
    return lists.zipped(folder / "players_list.zip", "players_list_foa.txt", text)


def test_init_writes_the_players_as_the_hand_made_file(
    listing: Path, tmp_path: Path
) -> None:
    result = run("init", tmp_path / "event", "--rating-list", listing, "--ids", IDS)
    assert result.exit_code == 0, result.output
    assert result.stderr == (
        f"Rating list {listing}: FIDE standard ratings of October 2026 (by the"
        " file's date); 8 players by FIDE id.\n"
    )
    written = read_participants(tmp_path / "event" / "players.csv")
    hand = tmp_path / "hand.csv"
    hand.write_text(lists.HAND_MADE, encoding="utf-8")
    assert written == read_participants(hand)
    assert (tmp_path / "event" / "players.csv").read_text("utf-8") == lists.HAND_MADE


def test_init_rapid(listing: Path, tmp_path: Path) -> None:
    args = ("--rating-list", listing, "--ids", IDS, "--rating", "rapid")
    assert run("init", tmp_path / "e", *args).exit_code == 0
    text = (tmp_path / "e" / "players.csv").read_text("utf-8")
    assert text == lists.HAND_MADE_RAPID
    assert 'rating = "rapid"' in (tmp_path / "e" / "event.toml").read_text("utf-8")


def test_init_mistakes(listing: Path, tmp_path: Path) -> None:
    target = tmp_path / "e"
    assert_error(
        run("init", target, "--rating-list", listing, "--ids", "14109603,77"),
        pattern=r"^Error: --ids: 77 is not in the rating list .*players_list.zip$",
    )
    assert not target.exists()
    assert_error(run("init", target, "--ids", "1,2"), 2, "go together")
    assert_error(
        run("init", target, "--rating-list", listing, "--ids", "1,x"), 2, "'x'"
    )


def test_an_event_folder_names_its_list(listing: Path, tmp_path: Path) -> None:
    folder = tmp_path / "event"
    folder.mkdir()
    (folder / "players.csv").write_text(
        "FIDE id\n" + IDS.replace(",", "\n"), encoding="utf-8"
    )
    (folder / "event.toml").write_text(
        'players = "players.csv"\n[event]\nname = "Open"\n'
        f'rating_list = "{listing.as_posix()}"\nrating = "blitz"\n',
        encoding="utf-8",
    )
    result = run("schedule", folder, "--format", "json")
    assert result.exit_code == 0, result.output
    assert '"name": "Шевченко, Олена", "rating": 2422' in result.stdout
    assert "FIDE blitz ratings" in result.stderr
    # the command line overrides the event file
    result = run("schedule", folder, "--format", "json", "--rating", "standard")
    assert '"name": "Шевченко, Олена", "rating": 2401' in result.stdout


def test_an_id_the_list_has_not(listing: Path, tmp_path: Path) -> None:
    players = tmp_path / "players.csv"
    players.write_text("FIDE id\n14109603\n1503014\n4242\n", encoding="utf-8")
    before = players.read_bytes()
    assert_error(
        run("standings", players, "--rating-list", listing),
        pattern=r"^Error: .*players.csv:4: FIDE id: 4242 is not in the rating list",
    )
    assert players.read_bytes() == before


def test_a_list_that_is_no_list(tmp_path: Path) -> None:
    players = tmp_path / "players.csv"
    players.write_text("FIDE id\n14109603\n1503014\n", encoding="utf-8")
    fake = tmp_path / "list.txt"
    fake.write_text("name,rating\n", encoding="utf-8")
    assert_error(
        run("schedule", players, "--rating-list", fake),
        pattern=r"list.txt:1: not FIDE's TXT rating list",
    )
    assert_error(
        run("schedule", players, "--rating-list", tmp_path / "none.zip"),
        pattern=r"none.zip: file not found",
    )


def test_each_group_says_its_list(listing: Path, tmp_path: Path) -> None:
    ids = lists.ids(lists.CHOSEN)
    (tmp_path / "a.csv").write_text("FIDE id\n" + "\n".join(ids[:4]), "utf-8")
    (tmp_path / "b.csv").write_text("FIDE id\n" + "\n".join(ids[4:]), "utf-8")
    (tmp_path / "event.toml").write_text(
        f'[event]\nname = "Open"\nrating_list = "{listing.as_posix()}"\n'
        '[[groups]]\nname = "A"\nplayers = "a.csv"\n'
        '[[groups]]\nname = "B"\nplayers = "b.csv"\n',
        encoding="utf-8",
    )
    result = run("schedule", tmp_path)
    assert result.exit_code == 0, result.output
    lines = result.stderr.splitlines()
    assert [line.split(":")[0] for line in lines] == ["Group A", "Group B"]
    assert lines[0].endswith("4 players by FIDE id.")
    assert "Шевченко, Олена" in result.stdout

"""``[ranks]`` of event.toml: the table named (shipped, or a file beside
the event), the judges' panel, and each participant's rank checked
against the table where the participants file's lines are known."""

from __future__ import annotations

from pathlib import Path

import pytest

from berger.core.model import Player
from berger.errors import BergerError, InputError
from berger.formats.event.event_groups import load_groups
from berger.formats.event.event_loader import load_event
from berger.formats.event.rank_table import shipped_table
from berger.formats.event.ranks import RankSettings, check_ranks, read_ranks

TABLE = shipped_table("ru-draughts")
PLAYERS = "name;rank\nA;КМС\nB;1 розряд\nC;\nD;ІІ\n"


def event(tmp_path: Path, ranks: str, players: str = PLAYERS) -> Path:
    folder = tmp_path / "event"
    folder.mkdir(exist_ok=True)
    (folder / "event.toml").write_text(
        f'players = "players.csv"\n[ranks]\n{ranks}\n', encoding="utf-8"
    )
    (folder / "players.csv").write_text(players, encoding="utf-8")
    return folder


def refused(tmp_path: Path, ranks: str, players: str = PLAYERS) -> str:
    with pytest.raises(InputError) as caught:
        load_event(event(tmp_path, ranks, players))
    return str(caught.value).replace(str(tmp_path / "event") + "/", "")


def test_a_shipped_table_and_the_ranks_read_from_the_rank_column(
    tmp_path: Path,
) -> None:
    config = load_event(event(tmp_path, 'table = "ru-draughts"'))
    assert config.ranks == RankSettings(TABLE)
    assert [player.rank for player in config.players] == [
        "КМС",
        "1 розряд",
        None,
        "ІІ",
    ]


def test_an_unknown_rank_word_is_refused_by_its_line(tmp_path: Path) -> None:
    players = "name;rank\nA;КМС\nB;майстер\n"
    assert refused(tmp_path, 'table = "ru-draughts"', players) == (
        "players.csv:3: rank: 'майстер' is not a rank of the table ru-draughts;"
        " its ranks are б/р, 3 юн., 2 юн., 1 юн., 3 разряд, 2 разряд, 1 разряд,"
        " КМС, МС, ГР"
    )


def test_without_a_rank_column_the_title_column(tmp_path: Path) -> None:
    players = "name;title\nA;КМС\nB;FM\n"
    assert refused(tmp_path, 'table = "ru-draughts"', players).startswith(
        "players.csv:3: title: 'FM' is not a rank of the table ru-draughts;"
    )
    good = "name;title\nA;КМС\nB;3 ю.\n"
    assert load_event(event(tmp_path, 'table = "ru-draughts"', good)).ranks


def test_an_unknown_table_name(tmp_path: Path) -> None:
    assert refused(tmp_path, 'table = "ua-draughts"') == (
        "event.toml: ranks.table: no rank table 'ua-draughts': berger ships"
        " ru-draughts; or name a .toml file beside event.toml"
    )
    assert refused(tmp_path, "") == (
        "event.toml: ranks.table: name the table of rank norms: table ="
        ' "ru-draughts", or a .toml file beside event.toml'
    )
    assert refused(tmp_path, 'table = "ru-draughts"\nboard = 1') == (
        "event.toml: ranks.board: unknown key 'board'"
    )


def test_a_table_file_beside_the_event(tmp_path: Path) -> None:
    folder = event(tmp_path, 'table = "own.toml"', "name;rank\nA;KMS\nB;1\n")
    (folder / "own.toml").write_text(
        'name = "own"\ncoefficients = [1, 0]\n'
        '[source]\ntext = "order"\nlegal_text_read = true\n'
        '[[judge_category]]\nword = "перша"\n'
        '[[rank]]\nword = "I"\ncoefficient = 1\nspellings = ["1"]\n'
        "shares = [50, 35]\n"
        '[[rank]]\nword = "KMS"\ncoefficient = 0\n',
        encoding="utf-8",
    )
    config = load_event(folder)
    assert config.ranks is not None
    assert config.ranks.table.name == "own"
    assert config.ranks.path == folder / "own.toml"
    (folder / "event.toml").write_text(
        'players = "players.csv"\n[ranks]\ntable = "own.toml"\n'
        'judges = [{ name = "A", category = "перша" },'
        ' { name = "B", category = "3" }]\n',
        encoding="utf-8",
    )
    with pytest.raises(InputError) as caught:
        load_event(folder)
    assert str(caught.value) == (
        f"{folder / 'event.toml'}: ranks.judges[2].category: no judges' category"
        " '3'; the categories are перша"
    )
    (folder / "own.toml").unlink()
    with pytest.raises(InputError) as caught:
        load_event(folder)
    assert str(caught.value) == f"{folder / 'own.toml'}: file not found"


def test_the_judges_panel(tmp_path: Path) -> None:
    config = load_event(
        event(
            tmp_path,
            'table = "ru-draughts"\njudges = [{ name = "Іваненко С. П.",'
            ' category = "перша" }, { name = "Коваль І." }]',
        )
    )
    assert config.ranks is not None
    assert [(j.name, j.category, j.written) for j in config.ranks.judges] == [
        ("Іваненко С. П.", None, "перша"),
        ("Коваль І.", None, ""),
    ]
    assert refused(
        tmp_path, 'table = "ru-draughts"\njudges = [{ category = "1" }]'
    ) == ("event.toml: ranks.judges[1].name: the judge's name is empty")
    assert refused(tmp_path, 'table = "ru-draughts"\njudges = "Іваненко"') == (
        "event.toml: ranks.judges: 'Іваненко' has the wrong type (expected a list)"
    )


def test_a_team_event_has_no_rank_norms() -> None:
    with pytest.raises(InputError) as caught:
        read_ranks({"ranks": {"table": "ru-draughts"}}, Path(), "event.toml", team=True)
    assert str(caught.value) == (
        "event.toml: ranks: rank norms are for an event of players, not of teams"
    )
    assert read_ranks({}, Path(), "event.toml") is None


def test_check_ranks_names_the_column_and_line() -> None:
    settings = RankSettings(TABLE)
    players = [Player("A", rank="КМС"), Player("B", rank="x")]
    with pytest.raises(InputError) as caught:
        check_ranks(settings, players, [4, 9], "list.csv")
    assert str(caught.value).startswith("list.csv:9: rank: 'x' is not a rank")
    check_ranks(settings, players[:1], [4], "list.csv")


def test_every_group_of_an_event_is_assessed_by_the_table(tmp_path: Path) -> None:
    folder = tmp_path / "groups"
    folder.mkdir()
    (folder / "event.toml").write_text(
        '[ranks]\ntable = "ru-draughts"\n'
        '[[groups]]\nname = "A"\nplayers = "a.csv"\n'
        '[[groups]]\nname = "B"\nplayers = "b.csv"\n',
        encoding="utf-8",
    )
    (folder / "a.csv").write_text("name;rank\nA;1\nB;2\n", encoding="utf-8")
    (folder / "b.csv").write_text("name;rank\nC;1\nD;чемпіон\n", encoding="utf-8")
    with pytest.raises(BergerError) as caught:
        load_groups(folder)
    assert str(caught.value).startswith(
        f"group B: {folder / 'b.csv'}:3: rank: 'чемпіон' is not a rank"
    )
    (found,) = load_groups(folder, group="A")
    assert found[1].ranks is not None

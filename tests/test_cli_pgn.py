"""``berger export EVENT --to pgn [--round N]``: every sample's games as PGN
for a broadcast, read back by python-chess (every game of the round, its
tags) and by berger as the event's results."""

from __future__ import annotations

import io
import json
from pathlib import Path

import chess.pgn
import pytest
from tests.conftest import assert_error, run

from berger.core.model import Outcome
from berger.core.schedule import Color
from berger.core.teams.event import TeamEvent
from berger.formats.event.event import Options
from berger.pipeline.event import open_groups

SAMPLES = (
    "club-championship",
    "closed-norms",
    "draughts-cup",
    "open-varma",
    "weekly-league",
    "school-teams",
    "club-groups/A",
    "club-groups/B",
)
PGN_RESULTS = {
    Outcome.WHITE_WIN: "1-0",
    Outcome.BLACK_WIN: "0-1",
    Outcome.DRAW: "1/2-1/2",
    Outcome.UNPLAYED: "*",
    Outcome.WHITE_FORFEIT_WIN: "1-0",
    Outcome.BLACK_FORFEIT_WIN: "0-1",
    Outcome.DOUBLE_FORFEIT: "*",
}


def sample_args(samples: Path, sample: str) -> list[str]:
    name, _, group = sample.partition("/")
    return [str(samples / name), *(["--group", group] if group else [])]


def read_games(path: Path) -> list[chess.pgn.Game]:
    handle = io.StringIO(path.read_text(encoding="utf-8"))
    games = []
    while (game := chess.pgn.read_game(handle)) is not None:
        assert not game.errors
        games.append(game)
    return games


def expected_games(
    samples: Path, sample: str, round_number: int
) -> list[dict[str, str]]:
    """The tags every game of the round must have, worked out from the event
    as berger opens it (not from the exporter)."""
    name, _, group = sample.partition("/")
    (found,) = open_groups(samples / name, Options(), group=group or None, single=True)
    variant = found.variant
    event, info = variant.event, variant.config.info
    results = variant.require_results().games
    dates = info.round_dates
    date = dates[round_number - 1] if round_number <= len(dates) else None
    head = {
        "Event": info.name,
        "Site": info.site,
        "Date": "????.??.??" if date is None else f"{date:%Y.%m.%d}",
    }

    def side(colour: str, player: object, team: str = "") -> dict[str, str]:
        from berger.core.model import Player

        assert isinstance(player, Player)
        tags = {colour: player.name}
        if player.rating is not None:
            tags[f"{colour}Elo"] = str(player.rating)
        if player.fide_title is not None:
            tags[f"{colour}Title"] = str(player.fide_title)
        if player.fide_id:
            tags[f"{colour}FideId"] = player.fide_id
        if team:
            tags[f"{colour}Team"] = team
        return tags

    rnd = event.schedule.round(round_number)
    games = []
    if isinstance(event, TeamEvent):
        for match in rnd.games:
            entered = results.match(round_number, match.board) if results else None
            known = {b.board: b for b in entered.boards} if entered else {}
            one, two = event.team(match.white), event.team(match.black)
            for board in range(1, event.boards + 1):
                result = known.get(board)
                outcome = result.outcome if result else Outcome.UNPLAYED
                first = one.players[(result.first if result else board) - 1]  # type: ignore[operator]
                second = two.players[(result.second if result else board) - 1]  # type: ignore[operator]
                if event.colour(board) is Color.WHITE:
                    tags = {
                        **side("White", first, one.name),
                        **side("Black", second, two.name),
                    }
                else:
                    tags = {
                        **side("White", second, two.name),
                        **side("Black", first, one.name),
                    }
                    outcome = outcome.reversed
                games.append(
                    {
                        **head,
                        "Round": f"{round_number}.{match.board}.{board}",
                        **tags,
                        "Result": PGN_RESULTS[outcome],
                        **forfeit(outcome),
                    }
                )
        return games
    for game in rnd.games:
        outcome = (
            results.outcome(round_number, game.board) if results else Outcome.UNPLAYED
        )
        white, black = event.players[game.white - 1], event.players[game.black - 1]
        games.append(
            {
                **head,
                "Round": f"{round_number}.{game.board}",
                **side("White", white),
                **side("Black", black),
                "Result": PGN_RESULTS[outcome],
                **forfeit(outcome),
            }
        )
    return games


def forfeit(outcome: Outcome) -> dict[str, str]:
    """PGN has no forfeit result: the Termination tag says it."""
    return {"Termination": "forfeit"} if outcome.forfeit else {}


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_game_of_the_round_with_its_tags(
    samples: Path, sample: str, tmp_path: Path
) -> None:
    out = tmp_path / "round.pgn"
    result = run(
        "export", *sample_args(samples, sample), "--to", "pgn", "--round", 3, "-o", out
    )
    assert result.exit_code == 0, result.output
    games = read_games(out)
    expected = expected_games(samples, sample, 3)
    assert [dict(game.headers) for game in games] == expected
    assert all(game.headers["Round"].startswith("3.") for game in games)


@pytest.mark.parametrize("sample", SAMPLES)
def test_read_back_as_the_events_results(
    samples: Path, sample: str, tmp_path: Path
) -> None:
    out = tmp_path / "all.pgn"
    args = sample_args(samples, sample)
    assert run("export", *args, "--to", "pgn", "-o", out).exit_code == 0
    assert len(read_games(out)) > 0
    # a withdrawal is no game: PGN carries the forfeits that follow it
    rule = ["--withdrawal", "forfeit"]
    before = json.loads(run("standings", *args, *rule, "--format", "json").stdout)
    after = run("standings", *args, *rule, "--format", "json", "--results", out)
    assert after.exit_code == 0, after.output
    assert json.loads(after.stdout) == before


def test_without_results_every_game_is_pending(samples: Path, tmp_path: Path) -> None:
    out = tmp_path / "r1.pgn"
    players = samples / "club-championship" / "players.csv"
    assert run("export", players, "--to", "pgn", "--round", 1, "-o", out).exit_code == 0
    games = read_games(out)
    assert len(games) == 4
    assert {g.headers["Result"] for g in games} == {"*"}
    assert games[0].headers["Date"] == "????.??.??"
    assert games[0].headers["Event"] == "?"


def test_pgn_mistakes(samples: Path, tmp_path: Path) -> None:
    club = samples / "club-championship"
    out = tmp_path / "x.pgn"
    assert_error(
        run("export", club, "--to", "pgn", "--round", 8, "-o", out),
        pattern=r"--round 8: the schedule has rounds 1–7",
    )
    assert not out.exists()
    assert_error(
        run("export", club, "--to", "trf", "--round", 2, "-o", out),
        2,
        "--round goes with --to pgn",
    )

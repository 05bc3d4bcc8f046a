"""The games as PGN for a broadcast: the tags, forfeits, teams, written with
python-chess and read back by it."""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

import chess.pgn

from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import ResultsBuilder
from berger.core.teams.event import TWO_TEAMS, make_team_event
from berger.core.teams.results import TeamResultsBuilder
from berger.core.tournament import make_tournament
from berger.formats.exchange.pgn_export import (
    BroadcastGame,
    game_tags,
    pgn_text,
    player_games,
    team_games,
    write_pgn,
)

INFO = EventInfo(name='Open "Spring"', site="Kyiv")
ANNA = Player("Шевченко, Анна", 2401, title="ЖГМ", fide_id="14109603")
BORIS = Player("Boris", title="КМС")


def test_the_tags_in_order() -> None:
    game = BroadcastGame("3.2", dt.date(2026, 5, 1), ANNA, BORIS, Outcome.DRAW)
    assert game_tags(INFO, game) == [
        ("Event", 'Open "Spring"'),
        ("Site", "Kyiv"),
        ("Date", "2026.05.01"),
        ("Round", "3.2"),
        ("White", "Шевченко, Анна"),
        ("Black", "Boris"),
        ("Result", "1/2-1/2"),
        ("WhiteElo", "2401"),
        ("WhiteTitle", "WGM"),  # ЖГМ is FIDE's WGM; КМС is no FIDE title
        ("WhiteFideId", "14109603"),
    ]


def test_forfeits_and_pending_games() -> None:
    def tags(outcome: Outcome) -> dict[str, str]:
        game = BroadcastGame("1.1", None, ANNA, BORIS, outcome)
        return dict(game_tags(EventInfo(), game))

    assert tags(Outcome.UNPLAYED)["Result"] == "*"
    assert tags(Outcome.UNPLAYED)["Date"] == "????.??.??"
    assert tags(Outcome.UNPLAYED)["Event"] == "?"
    assert "Termination" not in tags(Outcome.BLACK_WIN)
    for outcome, result in (
        (Outcome.WHITE_FORFEIT_WIN, "1-0"),
        (Outcome.BLACK_FORFEIT_WIN, "0-1"),
        (Outcome.DOUBLE_FORFEIT, "*"),
    ):
        assert (tags(outcome)["Result"], tags(outcome)["Termination"]) == (
            result,
            "forfeit",
        )


def test_python_chess_reads_it_back(tmp_path: Path) -> None:
    games = [
        BroadcastGame("1.1", None, ANNA, BORIS, Outcome.WHITE_WIN),
        BroadcastGame("1.2", None, BORIS, ANNA, Outcome.UNPLAYED),
    ]
    target = tmp_path / "r.pgn"
    write_pgn(INFO, games, target)
    text = target.read_text(encoding="utf-8")
    assert text == pgn_text(INFO, games)
    handle = io.StringIO(text)
    first = chess.pgn.read_game(handle)
    second = chess.pgn.read_game(handle)
    assert first is not None
    assert second is not None
    assert first.headers["Event"] == 'Open "Spring"'
    assert first.headers["WhiteTitle"] == "WGM"
    assert (first.headers["Result"], second.headers["Result"]) == ("1-0", "*")
    assert chess.pgn.read_game(handle) is None


def test_a_withdrawn_players_later_games_are_forfeits() -> None:
    # 4 players: R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1; 3 withdrew after round 1
    event = make_tournament(EventInfo(), [Player(n) for n in "ABCD"])
    builder = ResultsBuilder.for_tournament(event)
    builder.add(1, 1, 4, Outcome.DRAW)
    builder.withdraw(3, 1)
    games = player_games(event, builder.build(), [1, 2, 3])
    assert [(g.round, g.outcome) for g in games] == [
        ("1.1", Outcome.DRAW),
        ("1.2", Outcome.UNPLAYED),
        ("2.1", Outcome.WHITE_FORFEIT_WIN),
        ("2.2", Outcome.UNPLAYED),
        ("3.1", Outcome.UNPLAYED),
        ("3.2", Outcome.BLACK_FORFEIT_WIN),  # 3 had white
    ]


def test_a_match_board_by_board() -> None:
    event = make_team_event(
        EventInfo(round_dates=(dt.date(2026, 3, 1),)), TWO_TEAMS, boards=4
    )
    builder = TeamResultsBuilder(event)
    builder.add_board(1, 1, 2, 1, Outcome.WHITE_WIN)  # Lions' Adam beat Eva
    builder.add_board(1, 1, 2, 2, Outcome.WHITE_WIN, first_player=4)  # Dan, black
    builder.add_board(1, 1, 2, 3, Outcome.BLACK_FORFEIT_WIN)  # Lions fielded nobody
    games = team_games(event, builder.build(), [1])
    assert [
        (g.round, g.white.name, g.black.name, g.outcome, g.white_team, g.black_team)
        for g in games
    ] == [
        ("1.1.1", "Adam", "Eva", Outcome.WHITE_WIN, "Lions", "Bears"),
        ("1.1.2", "Fedir", "Dan", Outcome.BLACK_WIN, "Bears", "Lions"),
        ("1.1.3", "?", "Gleb", Outcome.BLACK_FORFEIT_WIN, "Lions", "Bears"),
        ("1.1.4", "Hanna", "Dan", Outcome.UNPLAYED, "Bears", "Lions"),
    ]
    assert games[0].date == dt.date(2026, 3, 1)


def test_a_game_at_its_own_date() -> None:
    # Round 2's 1-2 (board 2) postponed to 14 January; 4-3 on its round's day.
    days = (dt.date(2026, 11, 4), dt.date(2026, 11, 11), dt.date(2026, 11, 18))
    event = make_tournament(EventInfo(round_dates=days), [Player(n) for n in "ABCD"])
    builder = ResultsBuilder(event.schedule)
    builder.add(2, 1, 2, Outcome.WHITE_WIN, date=dt.date(2027, 1, 14))
    games = player_games(event, builder.build(), [2])
    assert [(g.round, g.date) for g in games] == [
        ("2.1", days[1]),
        ("2.2", dt.date(2027, 1, 14)),
    ]

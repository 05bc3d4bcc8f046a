"""A round at the arbiter's desk of an event of players: as played, the bye,
withdrawals and the games they decide."""

from __future__ import annotations

from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import ResultsBuilder
from berger.core.tournament import make_tournament
from berger.pipeline.desk.variation import PlayerDesk


def test_a_round_as_played_with_the_bye_and_a_withdrawal() -> None:
    # 5 players: round 1 is 1 – (6) the bye, 2 – 5, 3 – 4; player 5 withdrew
    # after round 0, so 2 – 5 is decided and not missing.
    players = [Player(name) for name in ("A", "B", "C", "D", "E")]
    event = make_tournament(EventInfo(), players)
    builder = ResultsBuilder.for_tournament(event)
    builder.withdraw(5, 0)
    builder.add_board(1, 2, Outcome.WHITE_WIN, reversed=True)  # D had white, won
    round_ = PlayerDesk(event).round(builder.build(), 1)
    assert round_.bye == "A"
    assert [
        (g.white, g.black, g.result, g.reversed, g.withdrawn) for g in round_.games
    ] == [
        ("B", "E", Outcome.UNPLAYED, False, True),
        ("D", "C", Outcome.WHITE_WIN, True, False),
    ]
    assert round_.missing == 0
    assert round_.withdrawals == (("E", 0),)

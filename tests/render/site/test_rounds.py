"""The rounds of a site, from the crosstable now: how far each round has
got, the round now, the running scores, each round's boards and what comes
next for each player."""

from __future__ import annotations

from fractions import Fraction

from tests.render.site.conftest import FOUR_AFTER_TWO, W, data, event, results

from berger.render import views
from berger.render.site.pages import RoundStatus
from berger.render.site.rounds import (
    coming_games,
    current_round,
    player_rounds,
    round_statuses,
    round_views,
    running_scores,
)


def test_how_far_each_round_has_got_and_the_round_now() -> None:
    tournament = event(4)
    none = data(tournament, None)
    assert round_statuses(none.crosstable) == ((0, 2), (0, 2), (0, 2))
    assert current_round(none, round_statuses(none.crosstable)) == 1
    half = data(tournament, results(tournament, {(1, 1): W}))
    assert round_statuses(half.crosstable) == ((1, 2), (0, 2), (0, 2))
    assert current_round(half, round_statuses(half.crosstable)) == 1
    two = data(tournament, results(tournament, FOUR_AFTER_TWO))
    statuses = round_statuses(two.crosstable)
    assert statuses == ((2, 2), (2, 2), (0, 2))
    assert current_round(two, statuses) == 3
    players = views.entries(tournament)
    before, _totals = running_scores(two.crosstable)
    rounds = round_views(two, players, 3, statuses, before)
    assert [r.status for r in rounds] == [
        RoundStatus.DONE,
        RoundStatus.DONE,
        RoundStatus.UPCOMING,
    ]
    # A game of two players: no match under its board.
    assert all(b.match is None for r in rounds for b in r.boards)


def test_the_running_scores_before_and_after_each_round() -> None:
    tournament = event(4)
    site = data(tournament, results(tournament, FOUR_AFTER_TWO))
    before, totals = running_scores(site.crosstable)
    # Player 1 won R1 and drew R2; player 4 lost both; R3 is to play.
    assert totals[0] == (Fraction(1), Fraction(3, 2), None)
    assert before[0] == (Fraction(0), Fraction(1), Fraction(3, 2))
    assert totals[3] == (Fraction(0), Fraction(0), None)


def test_what_comes_next_a_bye_then_a_game() -> None:
    # N = 4 with a phantom: R1 1–(4), 2–3 · R2 (4)–3, 1–2 · R3 2–(4), 3–1.
    tournament = event(3)
    site = data(tournament, results(tournament, {(1, 1): W}))
    players = views.entries(tournament)
    _before, totals = running_scores(site.crosstable)
    lines = player_rounds(site, players, totals)
    # Player 3: the bye in round 2, then 1 with white on board 1 in round 3.
    three = coming_games(lines[3 - 1], current=2)
    assert [(line.round, line.opponent) for line in three][:1] == [(2, None)]
    assert [(line.round, line.board) for line in three[1:]] == [(3, 1)]
    opponent = three[1].opponent
    assert opponent is not None
    assert opponent.number == 1
    assert all(line.side is None for line in lines[3 - 1])

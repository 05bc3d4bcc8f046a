"""Rank norms worked by hand: the reference's worked example, the points
still needed before the last round, the conditions, and turnir's rules as
berger reads them."""

from __future__ import annotations

from fractions import Fraction

import pytest
from tests.core.norm_fields import no_results, results
from tests.core.ranks.rank_fields import TABLE, WORKED, commission, field, subject

from berger.core.model import Player
from berger.core.ranks.assess import (
    assess_ranks,
    event_coefficient,
    highest_rank,
    in_reach,
    player_ranks,
    rank_column,
    rank_words,
)
from berger.core.ranks.report import Condition, Judge
from berger.core.ranks.table import Rank
from berger.core.scoring import DRAUGHTS
from berger.errors import InputError


def word(text: str) -> Rank:
    rank = TABLE.rank(text)
    assert rank is not None
    return rank


def test_the_worked_example_needs_5_1_and_3_75() -> None:
    # 2×0.35 + 3×0.50 + 2×0.65 + 2×0.80 = 5.1; 2×0.20 + 3×0.35 + 2×0.50 +
    # 2×0.65 = 3.75 (reference/ranks.md).
    report = assess_ranks(no_results(field(*WORKED)), TABLE)
    player = subject(report)
    assert player.needed == {"2 разряд": Fraction(15, 4), "1 разряд": Fraction(51, 10)}
    assert (player.games, player.remaining, player.points) == (0, 9, Fraction(0))
    assert player.opponents == tuple(
        (Fraction(c), n) for c, n in ((3, 2), (2, 2), (1, 3), (0, 2))
    )
    assert report.coefficient == Fraction(3, 2)
    assert report.highest == word("1 разряд")
    assert report.after_round == 0
    assert not report.final


def test_a_2_1_0_event_needs_twice_the_figures() -> None:
    report = assess_ranks(no_results(field(*WORKED, scoring=DRAUGHTS)), TABLE)
    assert subject(report).needed == {
        "2 разряд": Fraction(15, 2),
        "1 разряд": Fraction(51, 5),
    }


def test_the_highest_rank_met_is_the_one_fulfilled() -> None:
    # 6½ of 9 meets both norms: turnir's loop (from the largest coefficient)
    # would give the player's own second rank; berger gives the first.
    scores = {2: "0", 3: "0", 4: "1", 5: "1", 6: "=", 7: "1", 8: "1", 9: "1", 10: "1"}
    report = assess_ranks(results(field(*WORKED), scores), TABLE)
    player = subject(report)
    assert player.points == Fraction(13, 2)
    assert [norm.fulfilled for norm in player.norms] == [True, True]
    assert player.fulfilled == word("1 разряд")
    assert report.final


def test_before_the_last_round_the_points_still_needed() -> None:
    draws = dict.fromkeys(range(2, 11), "=")
    report = assess_ranks(results(field(*WORKED), draws, after_round=7), TABLE)
    second, first = subject(report).norms
    assert (first.points, first.remaining) == (Fraction(7, 2), 2)
    assert first.still_needed == Fraction(16, 10)
    assert first.possible
    assert not first.reached
    assert second.still_needed == Fraction(1, 4)
    assert subject(report).fulfilled is None
    done = assess_ranks(results(field(*WORKED), draws), TABLE)
    second, first = subject(done).norms
    assert second.fulfilled
    assert not first.fulfilled
    assert not first.possible
    assert subject(done).fulfilled == word("2 разряд")


def test_a_norm_out_of_reach_with_the_games_left() -> None:
    losses = dict.fromkeys(range(2, 11), "0")
    report = assess_ranks(results(field(*WORKED), losses, after_round=7), TABLE)
    second, first = subject(report).norms
    assert (second.points, second.remaining) == (Fraction(0), 2)
    assert not second.possible
    assert not first.possible


def test_fewer_games_than_the_table_asks_for_fulfil_nothing() -> None:
    # Three games lost by forfeit: six played over the board (the norm
    # counts those only: 2×0.35 + 3×0.50 + 0.65 = 2.85), all won; 9 needed.
    scores = dict.fromkeys(range(2, 8), "1") | dict.fromkeys((8, 9, 10), "-")
    report = assess_ranks(results(field(*WORKED), scores), TABLE)
    player = subject(report)
    first = player.norms[-1]
    assert (player.games, player.remaining, player.points) == (6, 0, Fraction(6))
    assert first.needed == Fraction(57, 20)
    assert first.reached
    assert not first.fulfilled
    (games,) = first.unmet
    assert (games.condition, games.value, games.required) == (Condition.GAMES, 6, 9)
    assert not games.possible
    assert player.fulfilled is None


def test_fewer_participants_than_the_table_asks_for_fulfil_nothing() -> None:
    seven = ("2 разряд", "КМС", "КМС", "1 разряд", "1 разряд", "2 разряд", "3 разряд")
    wins = dict.fromkeys(range(2, 8), "1")
    report = assess_ranks(results(field(*seven), wins), TABLE)
    first = subject(report).norms[-1]
    assert first.reached
    assert not first.fulfilled
    unmet = {check.condition: (check.value, check.required) for check in first.unmet}
    assert unmet == {Condition.PARTICIPANTS: (7, 10), Condition.GAMES: (6, 9)}


def test_a_table_asking_for_ten_participants_and_nine_games() -> None:
    # A nine-player round robin: 9 participants and 8 games, each one short.
    table = commission(participants=10, games=9)
    nine = ("III", "I", "I", "II", "II", "II", "III", "III", "III")
    wins = dict.fromkeys(range(2, 10), "1")
    report = assess_ranks(results(field(*nine), wins), table)
    player = subject(report)
    assert player.fulfilled is None
    unmet = {c.condition: (c.value, c.required) for c in player.norms[0].unmet}
    assert unmet == {Condition.PARTICIPANTS: (9, 10), Condition.GAMES: (8, 9)}
    ten = assess_ranks(results(field(*nine, "III"), wins | {10: "1"}), table)
    assert subject(ten).fulfilled is not None


def test_an_opponent_without_a_rank_adds_nothing_and_is_not_averaged() -> None:
    ranks: list[str | None] = list(WORKED)
    ranks[9] = None
    report = assess_ranks(no_results(field(*ranks)), TABLE)
    player = subject(report)
    assert player.unranked == 1
    assert player.needed["1 разряд"] == Fraction(51, 10) - Fraction(80, 100)
    assert report.coefficient == Fraction(12, 9)


def test_the_event_coefficient_limits_the_ranks() -> None:
    # HighestTitle: the highest rank whose coefficient is at least the whole
    # part of the event's; the third rank before the first junior one.
    assert highest_rank(TABLE, Fraction(17, 10)) == word("1 разряд")
    assert highest_rank(TABLE, Fraction(9, 10)) == word("КМС")
    assert highest_rank(TABLE, Fraction(16, 5)) == word("3 разряд")
    assert highest_rank(TABLE, Fraction(11, 2)) == word("3 юн.")
    assert highest_rank(TABLE, Fraction(6)) is None
    assert highest_rank(TABLE, None) is None


def test_only_ranks_at_or_above_the_players_own_in_the_tables_order() -> None:
    kms = TABLE.rank("КМС")
    assert [r.word for r in in_reach(TABLE, kms, TABLE.rank("3 разряд"))] == [
        "3 разряд",
        "2 разряд",
        "1 разряд",
        "КМС",
    ]
    # The first junior rank has the third rank's coefficient; a first junior
    # player may make the third rank, a third-rank player not the junior one.
    assert [r.word for r in in_reach(TABLE, kms, TABLE.rank("1 юн."))][:2] == [
        "1 юн.",
        "3 разряд",
    ]
    assert in_reach(TABLE, kms, TABLE.rank("МС")) == ()
    assert len(in_reach(TABLE, TABLE.rank("1 разряд"), None)) == 6


def test_a_double_round_robin_counts_every_game() -> None:
    report = assess_ranks(no_results(field(*WORKED, cycles=2)), TABLE)
    assert subject(report).needed["1 разряд"] == Fraction(51, 5)
    assert subject(report).remaining == 18


def test_the_judges_panel_by_category() -> None:
    # Coefficients 6, 4, 4, 2, 2, 4, 4, 6: 32/8 = 4, up to the candidate
    # master (4), who needs 4×0.80 + 2×0.70 + 0.90 = 5.5 of 7: all won.
    table = commission()
    ranks = ("I", "КМСУ", "КМСУ", "МСУ", "МСУ", "КМСУ", "КМСУ", "I")
    wins = dict.fromkeys(range(2, 9), "1")
    crosstable = results(field(*ranks), wins)
    panel = [Judge("A", 1), Judge("B", 1), Judge("C", 0)]
    kms = subject(assess_ranks(crosstable, table, judges=panel)).norms[-1]
    assert (kms.rank.word, kms.needed, kms.points) == (
        "КМСУ",
        Fraction(11, 2),
        Fraction(7),
    )
    (judges,) = kms.unmet
    assert (judges.condition, judges.value, judges.required) == (
        Condition.JUDGES,
        2,
        3,
    )
    assert judges.category is not None
    assert judges.category.word == "перша"
    panel.append(Judge("D", 1))
    kms = subject(assess_ranks(crosstable, table, judges=panel)).norms[-1]
    assert kms.fulfilled


def test_another_scale_limits_by_its_own_coefficients() -> None:
    # Coefficients 6, 10, 10, 8, 8, 6, 4, 10: 62/8 = 7.75, whole part 7:
    # up to the second rank (8); the first (6) is beyond.
    table = commission()
    ranks = ("I", "III", "III", "II", "II", "I", "КМСУ", "III")
    report = assess_ranks(no_results(field(*ranks)), table)
    assert report.coefficient == Fraction(31, 4)
    assert report.highest is not None
    assert report.highest.word == "II"
    assert subject(report).norms == ()
    third = report.players[1]
    assert [n.rank.word for n in third.norms] == ["III", "II"]


def test_the_rank_column_else_the_title_column() -> None:
    titled = [Player("A", title="КМС"), Player("B", title="—"), Player("C")]
    assert rank_column(titled) == "title"
    assert rank_words(titled) == ("КМС", None, None)
    both = [Player("A", title="GM", rank=" 1 розряд "), Player("B", title="IM")]
    assert rank_column(both) == "rank"
    assert rank_words(both) == ("1 розряд", None)


def test_a_word_of_no_rank_is_refused_naming_the_ranks() -> None:
    assert player_ranks(TABLE, ["ІІ", None]) == (TABLE.rank("2 разряд"), None)
    with pytest.raises(InputError) as caught:
        player_ranks(TABLE, ["майстер"])
    assert str(caught.value) == (
        "rank: 'майстер' is not a rank of the table ru-draughts; its ranks are"
        " б/р, 3 юн., 2 юн., 1 юн., 3 разряд, 2 разряд, 1 разряд, КМС, МС, ГР"
    )


def test_the_event_coefficient_averages_the_ranks_given() -> None:
    ranks = [TABLE.rank("КМС"), TABLE.rank("3 разряд"), None]
    assert event_coefficient(ranks) == Fraction(3, 2)
    assert event_coefficient([None]) is None

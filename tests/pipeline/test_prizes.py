"""The prize list of an event: given out over its standings, a player whose
games are struck taking none; none for an event without [[prizes]]."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tests.conftest import SAMPLES, open_individual

from berger.pipeline.counted import Counted
from berger.pipeline.prizes import prize_list, prize_page, prize_view


def test_the_club_samples_prize_list() -> None:
    # Main 4000, 2500, 1500, 1000, 600 by Hort's system, and 500 for the best
    # rated under 2000. Brennan (1890), Kowalski and Moreau are level on 3
    # for places 5-7; Brennan takes the 500 (more than the 400 of her share:
    # 300 kept + 300 / 3), so Kowalski and Moreau share places 5-6: Kowalski
    # keeps 300 of place 5 and both share the other 300: 450 and 150.
    players = open_individual(SAMPLES / "club-championship")
    results = players.require_results()
    prizes = players.config.prizes
    assert prizes is not None
    found = prize_list(prizes, players.event.players, players.count(results))
    assert found.final
    assert found.after_round == 7
    assert [(a.prize, found.names[a.number], a.amount) for a in found.awards] == [
        ("Main", "Novak, Petra", Decimal(4000)),
        ("Main", "Hartley, James", Decimal(2500)),
        ("Main", "Lindqvist, Sara", Decimal(1500)),
        ("Main", "Okafor, Daniel", Decimal(1000)),
        ("Main", "Kowalski, Adam", Decimal(450)),
        ("Main", "Moreau, Julien", Decimal(150)),
        ("Rated under 2000", "Brennan, Aoife", Decimal(500)),
    ]


def test_a_struck_player_takes_no_prize() -> None:
    players = open_individual(SAMPLES / "club-championship")
    results = players.require_results()
    counted = players.count(results)
    # Novak, first: as if she had withdrawn before half her games.
    rows = tuple(
        replace(row, struck=True) if row.number == 2 else row
        for row in counted.standings.rows
    )
    struck = Counted(counted.crosstable, replace(counted.standings, rows=rows))
    prizes = players.config.prizes
    assert prizes is not None
    found = prize_list(prizes, players.event.players, struck)
    taken = [found.names[a.number] for a in found.awards if a.prize == "Main"]
    assert taken[:2] == ["Hartley, James", "Lindqvist, Sara"]
    assert "Novak, Petra" not in taken


def test_no_prize_list_without_prizes() -> None:
    players = open_individual(SAMPLES / "draughts-cup")
    work = players.work(players.require_results())
    assert work.counted is not None
    assert prize_view(players.config, players.event.players, work.counted) is None
    assert prize_page(work, work.counted) is None

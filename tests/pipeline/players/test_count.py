"""What an event of players counts beside both kinds' counts, and the
helpers its outputs share: the withdrawal rule, the results before any
game, the title norms."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_individual

from berger.core.withdrawal import WithdrawalRule
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.pipeline.players.count import (
    chess_only,
    norms_apply,
    norms_of,
    player_chain,
    player_crosstable,
    withdrawals,
)


def test_the_default_chain_and_presets() -> None:
    assert player_chain(None) == ("SB", "ARO")
    assert player_chain(("fide",)) == ("DE", "WIN", "SB", "KS")
    with pytest.raises(InputError):
        player_chain(("XYZ",))


def test_the_crosstable_takes_the_events_withdrawal_rule(samples: Path) -> None:
    players = open_individual(samples / "weekly-league")
    results = players.require_results().games
    half = player_crosstable(players.config, players.event, results)
    forfeit = open_individual(
        samples / "weekly-league", Options(withdrawal=WithdrawalRule.FORFEIT)
    )
    lost = player_crosstable(forfeit.config, forfeit.event, results)
    assert half.tournament is players.event
    assert lost.after_round == half.after_round
    before = withdrawals(players.event)
    assert before.outcomes == {}


def test_title_norms_are_for_rated_chess_events(samples: Path) -> None:
    norms = open_individual(samples / "closed-norms")
    assert norms_apply(norms.config, norms.event)
    table = player_crosstable(norms.config, norms.event, withdrawals(norms.event))
    report = norms_of(norms.config, table)
    assert len(report.players) == norms.event.n
    draughts = open_individual(samples / "draughts-cup")
    assert not norms_apply(draughts.config, draughts.event)
    with pytest.raises(InputError, match="title norms are FIDE's, for chess"):
        chess_only(draughts.config)

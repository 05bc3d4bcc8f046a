"""The registry of tie-breaks: one entry a code, with its facts, read by
every kind's standings; and every entry has its words in every language."""

from __future__ import annotations

import pytest

from berger.core.tiebreaks.registry import (
    ENTRIES,
    PLAYER_TIEBREAKS,
    TEAM_TIEBREAKS,
    TIEBREAKS,
    Entry,
)
from berger.render.labels import LANGUAGES, load_labels


def names(fact: str) -> set[str]:
    return {entry.name for entry in ENTRIES if getattr(entry, fact)}


def test_one_entry_a_code() -> None:
    assert len(TIEBREAKS) == len(ENTRIES)


def test_the_players_codes_in_the_order_of_fides_checklist() -> None:
    checklist = [
        *("DE", "WIN", "WON", "BPG", "BWG", "REP", "STD", "SB", "KS"),
        *("ARO", "TPR", "PTP", "RTNG", "TPN", "ORD", "SHM"),
    ]
    assert [name for name in PLAYER_TIEBREAKS if name in checklist] == checklist


def test_a_team_event_has_the_team_codes_and_no_rating_code() -> None:
    team_codes = {
        *("DE", "EDE", "SB", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "BC", "TBR"),
        *("BBE", "WIN", "WON", "STD", "KS", "TPN"),
    }
    assert set(TEAM_TIEBREAKS) >= team_codes
    assert not any(entry.ratings for entry in TEAM_TIEBREAKS.values())
    assert set(TEAM_TIEBREAKS) - set(PLAYER_TIEBREAKS) == {
        *("EDE", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "BC", "TBR", "BBE"),
    }


def test_the_facts_of_the_codes() -> None:
    assert names("group") == {"DE", "EDE", "TBR", "BBE", "ORD"}
    assert names("ratings") == {"ARO", "TPR", "PTP", "RTNG"}
    assert names("lower_first") == {"TPN", "BC"}
    assert names("cut") == {"SB", "ARO"}
    assert names("limit") == {"KS"}
    assert names("in_matches") == {"WIN", "WON", "STD"}
    assert names("top_boards") == {"BBE"}


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.name)
def test_each_entry_has_one_function_for_each_kind_it_serves(entry: Entry) -> None:
    assert entry.for_players or entry.for_teams
    assert entry.values is None or entry.splits is None
    assert entry.team_values is None or entry.team_splits is None
    # Worked on the tied group for every kind it serves, or for none.
    if entry.group:
        assert entry.values is None
        assert entry.team_values is None


def test_every_code_has_its_words_in_every_language() -> None:
    assert TIEBREAKS["SB"].words == "tb_sb"
    assert TIEBREAKS["SB"].team_words == "tb_team_sb"
    for language in LANGUAGES:
        labels = load_labels(language)
        for entry in PLAYER_TIEBREAKS.values():
            assert labels[entry.words], (language, entry.name)
            assert labels[entry.words + "_long"], (language, entry.name)
        for entry in TEAM_TIEBREAKS.values():
            assert labels[entry.team_words], (language, entry.name)
            assert labels[entry.team_words + "_long"], (language, entry.name)

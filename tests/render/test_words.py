"""The words of each kind of event: every label key in every catalogue,
each start list a template, the team tie-breaks' labels, the leaders'
points, the games counted and the chart's note on board 1."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest
from tests.render.conftest import tournament

from berger.core.crosstable import build_crosstable
from berger.core.model import Outcome
from berger.core.results import Results
from berger.core.schedule import Color
from berger.core.scoring import CHESS
from berger.core.standings import compute_standings
from berger.render import templates_dir
from berger.render.labels import LANGUAGES, load_labels
from berger.render.tables import Record, standings_view
from berger.render.words import MICRO_WORDS, PLAYER_WORDS, TEAM_WORDS, Words


@pytest.mark.parametrize(
    "words", [PLAYER_WORDS, TEAM_WORDS, MICRO_WORDS], ids=["players", "teams", "micro"]
)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_is_a_label_or_a_template(words: Words, language: str) -> None:
    labels = load_labels(language)
    for field in fields(words):
        value = getattr(words, field.name)
        if isinstance(value, bool):  # a fact of the kind, not a word
            assert field.name in ("matches", "game_colours")
        elif value.endswith(".html"):
            assert (templates_dir() / value).is_file()
        elif field.name != "schedule_class":
            assert value in labels, field.name
    for colour in Color:
        assert words.chart_note(colour) in labels


MATCH_WORDS = {
    "match_n",
    "match_legend",
    "first_white",
    "first_black",
    "match",
    "match_sides",
    "match_part",
    "game_colours",
}
"""The words of a round's matches, which a kind without matches never shows."""


def test_the_kinds_differ_in_every_word() -> None:
    for field in fields(PLAYER_WORDS):
        mine, theirs = (getattr(w, field.name) for w in (PLAYER_WORDS, TEAM_WORDS))
        assert mine != theirs or field.name in MATCH_WORDS, field.name
    assert not PLAYER_WORDS.matches
    # A micro-match's games are worded as games, a team's as boards.
    for name in MATCH_WORDS:
        assert getattr(MICRO_WORDS, name) != getattr(TEAM_WORDS, name), name
    # A team's rounds are laid out as a player's, and more.
    assert TEAM_WORDS.schedule_class.startswith(PLAYER_WORDS.schedule_class)


def test_the_tiebreaks_are_labelled_as_the_kind_labels_them() -> None:
    labels = load_labels("en")
    label = PLAYER_WORDS.tiebreak(labels, "SB/C1", long=False, scoring=CHESS)
    assert label != labels["tb_sb"]  # the cut laid over Sonneborn-Berger
    assert TEAM_WORDS.tiebreak(labels, "EDE", long=False, scoring=CHESS) == "EDE"
    long = TEAM_WORDS.tiebreak(labels, "EMGSB", long=True, scoring=CHESS)
    assert long == labels["tb_team_emgsb_long"]


def test_the_leaders_points_the_games_and_the_chart_note() -> None:
    assert PLAYER_WORDS.leader_points(("points",)) == "points"
    assert TEAM_WORDS.leader_points(("game_points", "match_points")) == (
        "game_points_short"
    )
    assert PLAYER_WORDS.chart_note(Color.WHITE) == "chart_note_white"
    assert MICRO_WORDS.chart_note(Color.WHITE) == "chart_note_micro"
    assert TEAM_WORDS.chart_note(Color.BLACK) == "chart_note_teams_black"
    event = tournament(4)
    results = Results(outcomes={(1, 1): Outcome.WHITE_WIN, (1, 2): Outcome.DRAW})
    crosstable = build_crosstable(event, results)
    row = standings_view(crosstable, compute_standings(crosstable, ())).rows[0]
    # A player's games played over the board; a team's matches, forfeits in.
    forfeits = replace(row, games=0, record=Record(won=1, drawn=0, lost=0))
    assert PLAYER_WORDS.games(forfeits) == 0
    assert TEAM_WORDS.games(forfeits) == 1


def test_a_micro_match_s_points_are_named_as_its_table_names_them() -> None:
    # In the sentences of the ties as in the tables: a micro-match event's
    # match points ОМ, a team event's КО.
    labels = load_labels("uk")
    assert MICRO_WORDS.score_labels(labels) == {
        "points": "Очки",
        "match_points": "ОМ",
        "game_points": "ІО",
    }
    assert TEAM_WORDS.score_labels(labels)["match_points"] == "КО"

"""The ties in words and in JSON: a sentence a tie, each criterion with both
figures, the group of a direct encounter, a team's score and boards; the
text's English is the documents' English; every language has every word."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from berger.core.cuts import ARMAGEDDON, PLAYOFF
from berger.core.explanation import Step, Tie, Verdict
from berger.core.tiebreaks.values import Value
from berger.formats.reports.ties import (
    text_figure,
    tie_sentence,
    ties_json,
    ties_text,
    with_ties_json,
)
from berger.formats.reports.wording import ENGLISH, Wording
from berger.render.labels import load_labels

F = Fraction
NAMES = {1: "Shevchenko, Andrii", 2: "Kovalenko, Iryna", 3: "Bondarenko, Taras"}
POINTS = Step("points", F(7, 2), F(7, 2), split=False)
DE = Step("DE", 1, 1, split=False, among=(1, 2, 3))
PLAYED_OFF = Tie(
    1,
    2,
    "1",
    Verdict.PLAYOFF,
    (POINTS, Step(PLAYOFF, F(3, 2), 1, split=True)),
    (DE, Step("SB", 7, F(29, 4), split=True)),
)
EVERY_KIND = (
    PLAYED_OFF,
    Tie(2, 3, "2", Verdict.CHAIN, (POINTS, DE, Step("SB", F(29, 4), 7, True))),
    Tie(1, 2, "1-2", Verdict.SHARED, (POINTS, Step("SB", 7, 7, False))),
    Tie(1, 2, "1", Verdict.LOTS, (POINTS, Step("ARO", None, 2100, False))),
    Tie(2, 3, "2", Verdict.STRUCK, (Step("points", 0, 0, split=False),)),
    Tie(
        1,
        2,
        "1",
        Verdict.PLAYOFF,
        (
            POINTS,
            Step(PLAYOFF, 1, 1, split=False),
            Step(ARMAGEDDON, None, None, split=True),
        ),
    ),
    Tie(
        1,
        3,
        "2",
        Verdict.CHAIN,
        (
            Step("match_points", 6, 6, split=False),
            Step("game_points", 11, 11, split=False),
            Step("EDE", 2, 2, False, (1, 2, 3), score="match_points"),
            Step("DE", F(1, 2), 1, False, (1, 3)),
            Step("TBR", 2, 2, split=False, board=1),
            Step("BBE", F(9, 2), 4, split=True, board=3),
        ),
    ),
)


def sentence(tie: Tie, wording: Wording = ENGLISH) -> str:
    return tie_sentence(
        tie, name=NAMES.__getitem__, figure=text_figure, wording=wording
    )


def test_the_district_finals_play_off_in_words() -> None:
    assert sentence(PLAYED_OFF) == (
        "Shevchenko, Andrii above Kovalenko, Iryna: Pts 3½ each; play-off 1½ to 1"
        " (by the tie-breaks alone: DE (among Shevchenko, Andrii; Kovalenko,"
        " Iryna; Bondarenko, Taras) 1 each; SB 7 to 7.25)."
    )


def test_every_kind_of_tie_in_words() -> None:
    assert [sentence(tie) for tie in EVERY_KIND[1:]] == [
        "Kovalenko, Iryna above Bondarenko, Taras: Pts 3½ each; DE (among"
        " Shevchenko, Andrii; Kovalenko, Iryna; Bondarenko, Taras) 1 each;"
        " SB 7.25 to 7.",
        "Shevchenko, Andrii and Kovalenko, Iryna share the place: Pts 3½ each;"
        " SB 7 each.",
        "Shevchenko, Andrii above Kovalenko, Iryna by drawing of lots:"
        " Pts 3½ each; ARO not applicable.",
        "Kovalenko, Iryna above Bondarenko, Taras, whose games are struck from"
        " the standings: Pts 0 each.",
        "Shevchenko, Andrii above Kovalenko, Iryna: Pts 3½ each; play-off 1"
        " each; Armageddon game won.",
        # Direct encounter between the two names no group; a level figure
        # that differs is a game still to play.
        "Shevchenko, Andrii above Bondarenko, Taras: MP 6 each; GP 11 each;"
        " EDE (MP) (among Shevchenko, Andrii; Kovalenko, Iryna; Bondarenko,"
        " Taras) 2 each; DE 0.5 and 1, not decided yet; TBR (board 1) 2 each;"
        " BBE (boards 1–3) 4.5 to 4.",
    ]


def test_the_texts_english_is_the_documents() -> None:
    english = Wording(load_labels("en"))
    assert [sentence(tie, english) for tie in EVERY_KIND] == [
        sentence(tie) for tie in EVERY_KIND
    ]
    assert ties_text([], name=str, figure=text_figure, wording=english) == ties_text(
        [], name=str, figure=text_figure
    )


@pytest.mark.parametrize("language", ["uk", "ru"])
def test_every_language_has_every_word(language: str) -> None:
    wording = Wording(load_labels(language), {"SB": "КБ"})
    sentences = [sentence(tie, wording) for tie in EVERY_KIND]
    assert all(sentence.endswith(".") for sentence in sentences)
    assert "КБ 7 " in sentences[0]


def test_the_ukrainian_sentence() -> None:
    wording = Wording(load_labels("uk"), {"SB": "КБ", "DE": "ОЗ"})
    assert sentence(EVERY_KIND[1], wording) == (
        "Kovalenko, Iryna — вище, ніж Bondarenko, Taras: Очки по 3½; ОЗ (серед:"
        " Shevchenko, Andrii; Kovalenko, Iryna; Bondarenko, Taras) по 1;"
        " КБ 7.25 проти 7."
    )


def test_the_text_under_the_table() -> None:
    text = ties_text(EVERY_KIND[:2], name=NAMES.__getitem__, figure=text_figure)
    lines = text.splitlines()
    assert lines[0] == "How places level on points were decided"
    assert len(lines) == 3
    assert ties_text([], name=str, figure=text_figure) == (
        "How places level on points were decided\nNo two are level on points.\n"
    )


def figure(criterion: str, value: Value) -> str:
    return f"<{criterion}:{value}>"


def test_the_figures_are_the_callers() -> None:
    assert sentence(EVERY_KIND[2]).endswith("SB 7 each.")
    custom = tie_sentence(
        EVERY_KIND[2], name=NAMES.__getitem__, figure=figure, wording=ENGLISH
    )
    assert custom.endswith("SB <SB:7> each.")


def test_the_ties_in_json() -> None:
    assert ties_json([PLAYED_OFF]) == [
        {
            "place": "1",
            "upper": 1,
            "lower": 2,
            "verdict": "playoff",
            "steps": [
                {"criterion": "points", "upper": 3.5, "lower": 3.5, "split": False},
                {"criterion": "playoff", "upper": 1.5, "lower": 1, "split": True},
            ],
            "chain": [
                {
                    "criterion": "DE",
                    "upper": 1,
                    "lower": 1,
                    "split": False,
                    "among": [1, 2, 3],
                },
                {"criterion": "SB", "upper": 7, "lower": 7.25, "split": True},
            ],
        }
    ]
    team = ties_json([EVERY_KIND[-1]])[0]["steps"]
    assert team[2]["score"] == "match_points"
    assert team[-1]["board"] == 3
    document = json.dumps({"after_round": 5}, indent=1) + "\n"
    assert json.loads(with_ties_json(document, [])) == {
        "after_round": 5,
        "explain": [],
    }

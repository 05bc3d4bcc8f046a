"""The words of the text reports: a document label of the run's language,
or without labels the text's own English; a tie-break's column header, or
its code."""

from __future__ import annotations

import pytest

from berger.core.ballots import BallotDraw
from berger.core.disciplines import Discipline
from berger.errors import TemplateError
from berger.formats.reports.wording import ENGLISH, Wording, draughts_words
from berger.render.labels import load_labels


def test_a_word_is_the_label_of_the_language() -> None:
    uk = Wording(load_labels("uk"))
    assert uk.word("place", "Place") == "Місце"
    assert uk.word("points_short", "Pts") == "Очки"
    assert Wording(load_labels("ru")).word("white", "White") == "Белые"


def test_english_keeps_the_words_of_the_text() -> None:
    assert ENGLISH.word("rating", "Rating") == "Rating"
    assert load_labels("en")["rating"] == "Rtg"
    assert ENGLISH.word("no_such_label", "No") == "No"


def test_a_label_missing_from_the_catalogue_is_an_error() -> None:
    with pytest.raises(TemplateError, match="no_such_label"):
        Wording(load_labels("uk")).word("no_such_label", "x")


def test_a_tiebreak_is_headed_by_its_label_else_by_its_code() -> None:
    wording = Wording(load_labels("uk"), {"SB": "КБ"})
    assert wording.tiebreak("SB") == "КБ"
    assert wording.tiebreak("ARO") == "ARO"
    assert ENGLISH.tiebreak("SB") == "SB"


def test_the_draughts_words_in_each_language() -> None:
    english = draughts_words(ENGLISH, Discipline.RUSSIAN, 2)
    assert (english.discipline, english.board) == (
        "Russian draughts",
        "64-square board",
    )
    assert english.game_n.format(k=2) == "Game 2"
    assert english.ballot_draw[BallotDraw.ROUND] == "One opening for the whole round"
    uk = draughts_words(Wording(load_labels("uk")), Discipline.INTERNATIONAL, 2)
    assert (uk.discipline, uk.board, uk.micro_match) == (
        "Міжнародні шашки",
        "100-клітинна дошка",
        "Мікроматч",
    )
    assert (uk.ballot, uk.colour, uk.micro_match_games) == (
        "Жеребкування початкових ходів",
        "Колір шашок",
        "Мікроматч із 2 партій",
    )
    ru = draughts_words(Wording(load_labels("ru")), Discipline.BRAZILIAN)
    assert (ru.discipline, ru.ballot, ru.opening_moves, ru.game_n) == (
        "Бразильские шашки",
        "Жеребьёвка начальных ходов",
        "Начальные ходы",
        "Партия {k}",
    )
    assert ru.lehmann_georgiev == "Плей-офф по системе Лемана — Георгиева"

"""The words of the text reports: a document label of the run's language,
or without labels the text's own English; a tie-break's column header, or
its code."""

from __future__ import annotations

import pytest

from berger.errors import TemplateError
from berger.formats.reports.wording import ENGLISH, Wording
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

"""The norms document's view: the reasons in three languages and the
certificate's rating columns."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from tests.core.norm_fields import STRONG_SEVEN, SUBJECT, field, results

from berger.core.norms.assess import assess_norms
from berger.core.norms.report import Reason, Shortfall
from berger.core.norms.titles import NormTitle
from berger.render.labels import LANGUAGES, load_labels
from berger.render.norms import norms_page, note_text

FIGURES: dict[str, int | str | Fraction] = {
    "held": "IM",
    "title": "WGM",
    "titles": "WIM, WGM, IM or GM",
    "federation": "UKR",
    "points": Fraction(5, 2),
    "best": Fraction(13, 2),
    "needed": Fraction(7),
}
"""A figure for each name a reason uses; any other name is a count."""


def reason(shortfall: Shortfall) -> Reason:
    """``shortfall`` with a figure for each of its names."""
    names = re.findall(r"{(\w+)}", shortfall.value)
    return Reason(shortfall, tuple((n, FIGURES.get(n, 9)) for n in names))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("shortfall", list(Shortfall))
def test_every_reason_has_its_label(language: str, shortfall: Shortfall) -> None:
    # Each catalogue names the same figures as the core's English text, so
    # every reason prints whole in every language.
    labels = load_labels(language)
    label, values = note_text(reason(shortfall), labels, language)
    assert set(re.findall(r"{(\w+)}", label)) == set(values)
    text = label.format_map(values)
    assert "{" not in text
    if language == "en":
        assert text == str(reason(shortfall))


def test_figures_in_the_language() -> None:
    titled = reason(Shortfall.TITLED)
    label, values = note_text(titled, load_labels("uk"), "uk")
    assert values["titles"] == "WIM, WGM, IM або GM"
    assert label.format_map(values) == (
        "суперників зі званням WIM, WGM, IM або GM: 9; потрібно щонайменше 7"
    )
    score = Reason(
        Shortfall.SCORE,
        (
            ("points", Fraction(5)),
            ("games", 9),
            ("needed", Fraction(11, 2)),
            ("performance", 2438),
            ("target", 2450),
        ),
    )
    label, values = note_text(score, load_labels("ru"), "ru")
    assert label.format_map(values) == (
        "набрано 5 из 9, нужно 5½ (перфоманс 2438, нужно 2450)"
    )
    single = Reason(Shortfall.TITLED, (("count", 2), ("titles", "GM"), ("needed", 3)))
    assert note_text(single, load_labels("ru"), "ru")[1]["titles"] == "GM"


def test_a_certificate_has_a_rating_column_per_floor() -> None:
    # tests/core/norms/test_requirements.py: with opponents rated 2150 and 2100 the GM
    # floor raises the 2100 to 2200 (Ra 2480), the IM floor 2050 raises
    # nobody (Ra 2469). The subject wins against 2–7 and loses to 8–10: 6/9
    # = 67 %, dp 125: GM 2605 (6 needed: 2480 needs dp ≥ 120), IM 2594 (4½
    # needed, one extra game). The two norms' ratings differ: two columns.
    tournament = field(SUBJECT, *STRONG_SEVEN, "FM GER 2150", "FM LTU 2100")
    scores = dict.fromkeys(range(2, 8), "1") | dict.fromkeys(range(8, 11), "0")
    report = assess_norms(results(tournament, scores))
    page = norms_page(tournament, report, national=False)
    certificate = page.certificates[0]  # others drew every game: some made one too
    assert certificate.player.number == 1
    assert certificate.columns == ((NormTitle.GM,), (NormTitle.IM,))
    assert [check.title for check in certificate.norms] == [NormTitle.GM, NormTitle.IM]
    assert [(c.performance, c.extra_games) for c in certificate.norms] == [
        (2605, 0),
        (2594, 1),
    ]
    lowest = next(g for g in certificate.games if g.opponent.number == 10)
    assert (lowest.opponent.rating, lowest.adjusted) == (2100, (2200, 2100))
    assert all(g.excluded is None for g in certificate.games)
    assert [g.round for g in certificate.games] == sorted(
        g.round for g in certificate.games
    )

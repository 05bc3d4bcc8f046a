"""The rank norms as every output shows them: the view of the worked
example of docs/ranks.md (a player of the second rank against 2 КМС, 3 of
the first rank, 2 of the second and 2 of the third: 5.1 of 9 for the first
rank, 3.75 for the second), and the sample's document as printed."""

from __future__ import annotations

from fractions import Fraction

import pytest
from tests.conftest import Once
from tests.core.norm_fields import no_results, results
from tests.core.ranks.rank_fields import TABLE, WORKED, field

from berger.core.ranks.assess import assess_ranks
from berger.formats.event.output import Language
from berger.render.ranks import Note, RanksView, ranks_view

from .conftest import flat, pages_text, write_output


def view(scores: dict[int, str], *, after_round: int | None = None) -> RanksView:
    event = field(*WORKED)
    return ranks_view(
        assess_ranks(results(event, scores, after_round=after_round), TABLE), "ru"
    )


def test_the_worked_example_needs_5_1_and_3_75() -> None:
    page = ranks_view(assess_ranks(no_results(field(*WORKED)), TABLE), "ru")
    first = page.lines[0]
    # The third rank is in reach of the field's third-rank players, not his.
    assert page.ranks == ("3 разряд", "2 разряд", "1 разряд")
    assert first.cells[0] is None
    assert page.columns == tuple(map(Fraction, (3, 2, 1, 0)))
    assert first.opponents == (2, 2, 3, 2)
    assert [c.needed for c in first.cells if c] == [Fraction(15, 4), Fraction(51, 10)]
    assert {c.state for c in first.cells if c} == {"ahead"}
    assert page.conditions[0].participants == 10
    assert page.conditions[0].games == 9


def test_a_player_short_shows_the_points_still_needed() -> None:
    # Seven draws by round 7: 3½ of 3.75 and of 5.1, two games left.
    page = view(dict.fromkeys(range(2, 11), "="), after_round=7)
    _third, second, first = page.lines[0].cells
    assert second is not None
    assert first is not None
    assert (second.state, second.still, second.remaining) == ("open", Fraction(1, 4), 2)
    assert (first.state, first.still) == ("open", Fraction(8, 5))
    assert page.lines[0].fulfilled == ""


def test_the_norm_met_fulfils_the_highest_rank() -> None:
    page = view(dict.fromkeys(range(2, 11), "1"))
    line = page.lines[0]
    assert [c.state for c in line.cells if c] == ["met", "met"]
    assert (line.fulfilled, line.fulfilled_short) == ("первый разряд", "1 разряд")
    assert page.notes == ()


def test_fewer_than_nine_games_named_in_a_note() -> None:
    # Three forfeits: six games over the board, all won; 2.85 reached, 9 games
    # needed: not fulfilled, the condition its note.
    scores = dict.fromkeys(range(2, 8), "1") | dict.fromkeys((8, 9, 10), "-")
    page = view(scores)
    cells = [c for c in page.lines[0].cells if c]
    assert [c.state for c in cells] == ["missed", "missed"]
    (numbers,) = {c.notes for c in cells}
    assert [page.notes[k - 1] for k in numbers] == [Note("games", 6, 6, 9, "")]


def test_fewer_than_ten_participants_named_in_a_note() -> None:
    seven = ("2 разряд", "КМС", "КМС", "1 разряд", "1 разряд", "2 разряд", "3 разряд")
    event = field(*seven)
    report = assess_ranks(results(event, dict.fromkeys(range(2, 8), "1")), TABLE)
    page = ranks_view(report, "uk")
    assert page.notes == (
        Note("participants", 7, 7, 10, ""),
        Note("games", 6, 6, 9, ""),
    )
    assert page.lines[0].fulfilled == ""


@pytest.mark.slow
def test_the_samples_document_in_russian(once: Once) -> None:
    folder, name = once(
        "ranks-ru",
        lambda f: write_output("rank-norms", "ranks.pdf", f, Language.RU).name,
    )
    (page,) = map(flat, pages_text(folder / name))
    assert "Выполнение разрядных норм Итог: все 9 туров" in page
    assert "Коэффициент турнира 1,5 (с разрядом 10 из 10 участников)" in page
    assert "не менее 10 участников турнира; не менее 9 партий" in page
    assert "Воронцов Игорь Сергеевич (всероссийская)" in page
    assert "6 Белов Максим 2 разряд 2 2 2 3 2 9 11 7½ ✓ 10,2 ✓ 1 разряд" in page
    assert "Числа таблицы не сверены с текстом нормативного акта." in page
    assert "Квалификационная комиссия" in page

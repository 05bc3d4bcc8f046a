"""The norms table shared by the text output and the document: columns,
cell states, numbered notes."""

from __future__ import annotations

from tests.core.norm_fields import (
    DROP_FIELD,
    DROP_SCORES,
    OPPONENTS,
    SUBJECT,
    field,
    no_results,
    results,
)

from berger.core.norms.assess import assess_norms
from berger.core.norms.titles import NormTitle
from berger.formats.reports.norms import (
    CellState,
    LeftOut,
    cell_text,
    norm_table,
    norms_text,
)
from berger.formats.reports.wording import Wording
from berger.render.labels import load_labels

GM, IM = NormTitle.GM, NormTitle.IM


def test_a_won_game_left_out_is_a_note_of_the_made_norm() -> None:
    # tests/core/norms/test_drop.py works it: 7/10 with Ra 2449 misses (2598);
    # leaving out the win against the FM rated 2210 (player 11) makes 6/9
    # against Ra 2475: 67 %, dp 125, 2600.
    tournament = field(SUBJECT, *DROP_FIELD)
    report = assess_norms(results(tournament, DROP_SCORES))
    table = norm_table(report)
    cell = table.rows[0].cells[table.titles.index(GM)]
    dropped = next(
        g.round for g in report.players[0].norm(GM).opponents if g.opponent == 11
    )
    assert cell.state is CellState.MADE
    assert cell_text(cell) == "6/9 ✓ 2600"
    assert [table.notes[n - 1] for n in cell.notes] == [LeftOut((dropped,))]
    assert str(LeftOut((dropped,))) == (
        f"won games left out (1.4.1f), rounds: {dropped}"
    )


def test_a_field_of_men_has_no_womens_columns() -> None:
    # Nobody is a woman or holds a women's title: WGM and WIM go, and a line
    # says so; every other cell of the opponents is blank or has a note.
    tournament = field(SUBJECT, *OPPONENTS)
    report = assess_norms(no_results(tournament))
    table = norm_table(report)
    assert table.titles == (GM, IM)
    # Ra 2450: GM needs dp ≥ 150, 6½ (72 %, 166); IM dp ≥ 0, 4½ (50 %).
    assert [cell_text(c) for c in table.rows[0].cells] == ["6½/9", "4½/9"]
    text = norms_text(tournament, report)
    assert text.splitlines()[-1] == (
        "WGM and WIM: nobody in the field can make these norms."
    )


def test_a_reason_shared_by_cells_is_one_note() -> None:
    # Eight players: 7 games each, fewer than 9, for every player and norm.
    tournament = field(SUBJECT, *OPPONENTS[:7])
    table = norm_table(assess_norms(no_results(tournament)))
    games = [n for n, note in enumerate(table.notes, 1) if "only 7 games" in str(note)]
    assert games == [1]
    # Players: 1 FM (the subject), 2–4 GMs, 5–7 IMs, 8 FM. The GMs need no
    # norm; the IMs could make a GM norm, the two FMs GM and IM norms, but
    # for the games: each of those 3 + 2 × 2 cells is — with note 1 first.
    impossible = [
        c for row in table.rows for c in row.cells if c.state is CellState.NONE
    ]
    assert len(impossible) == 7
    assert all(cell.notes[0] == 1 for cell in impossible)
    assert all(cell_text(cell) == "—" for cell in impossible)


def test_the_text_takes_the_words_and_the_notes_it_is_given() -> None:
    # The field of men above in Russian: the document's labels, each note as
    # the caller words it.
    tournament = field(SUBJECT, *OPPONENTS[:7])
    report = assess_norms(no_results(tournament))
    labels = load_labels("ru")
    text = norms_text(
        tournament,
        report,
        wording=Wording(labels),
        note=lambda note: f"<{type(note).__name__}>",
    )
    lines = text.splitlines()
    assert lines[3].split() == [
        *(labels[key] for key in ("no", "name", "norm_title")),
        *(labels[key] for key in ("norm_federation", "rating")),
        "GM",
        "IM",
    ]
    assert "(1) <Reason>" in lines
    assert labels["norm_legend_none"] in lines
    assert lines[-1] == labels["norm_no_women"]

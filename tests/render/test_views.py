"""What every document sees: the bands wide tables are cut into."""

from __future__ import annotations

from berger.render import views


def test_wide_tables_are_cut_into_equal_bands() -> None:
    assert [len(b.columns) for b in views.bands(100)] == [25, 25, 25, 25]
    assert [b.last for b in views.bands(40)] == [False, True]
    assert len(views.bands(30)) == 1

"""What every document sees: the players, the bands wide tables are cut into."""

from __future__ import annotations

from berger.core.model import Player
from berger.render import views


def test_wide_tables_are_cut_into_equal_bands() -> None:
    assert [len(b.columns) for b in views.bands(100)] == [25, 25, 25, 25]
    assert [b.last for b in views.bands(40)] == [False, True]
    assert len(views.bands(30)) == 1


def test_a_player_as_every_document_shows_them() -> None:
    player = Player("Anna Petrenko", 2105, "UKR", club="Lviv", title="WFM")
    view = views.PlayerView.of(3, player, withdrawn_after=None)
    assert (view.number, view.name, view.rating, view.title) == (
        3,
        "Anna Petrenko",
        2105,
        "WFM",
    )
    assert view.origin == "UKR · Lviv"
    # What is not given shows as empty text; the withdrawal as the caller says.
    bare = views.PlayerView.of(1, Player("Bo", withdrawn_after=4), withdrawn_after=4)
    assert (bare.federation, bare.club, bare.title, bare.origin) == ("", "", "", "")
    assert bare.withdrawn_after == 4

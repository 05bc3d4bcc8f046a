"""FIDE titles as participants lists spell them, in English, Ukrainian and Russian."""

from __future__ import annotations

import pytest

from berger.core.model import Player
from berger.core.titles import Title
from berger.errors import InputError


@pytest.mark.parametrize(
    ("code", "title"),
    [
        ("GM", Title.GM),
        ("gm", Title.GM),
        ("Grandmaster", Title.GM),
        ("ГМ", Title.GM),  # гросмейстер / гроссмейстер
        ("МГ", Title.GM),  # міжнародний / международный гросмейстер
        ("м.г.", Title.GM),
        ("Гроссмейстер", Title.GM),
        ("IM", Title.IM),
        ("ММ", Title.IM),  # міжнародний майстер / международный мастер
        ("ІМ", Title.IM),  # "IM" typed on a Ukrainian keyboard: Cyrillic І and М
        ("Міжнародний майстер", Title.IM),
        ("FM", Title.FM),
        ("МФ", Title.FM),  # майстер ФІДЕ / мастер ФИДЕ
        ("ФМ", Title.FM),
        ("Мастер ФИДЕ", Title.FM),
        ("CM", Title.CM),
        ("КМФ", Title.CM),  # кандидат у майстри ФІДЕ / в мастера ФИДЕ
        ("WGM", Title.WGM),
        ("ЖГМ", Title.WGM),  # жіночий / женский гросмейстер
        ("ГМЖ", Title.WGM),
        ("гроссмейстер среди женщин", Title.WGM),
        ("WIM", Title.WIM),
        ("ЖММ", Title.WIM),
        ("ММЖ", Title.WIM),  # международный мастер среди женщин
        ("WFM", Title.WFM),
        ("ЖМФ", Title.WFM),
        ("МФЖ", Title.WFM),
        ("WCM", Title.WCM),
        ("ЖКМФ", Title.WCM),
        ("Woman Candidate Master", Title.WCM),
    ],
)
def test_spellings(code: str, title: Title) -> None:
    assert Title.from_code(code) is title
    assert Title.lookup(code) is title
    assert str(title) == title.value


@pytest.mark.parametrize("code", ["КМС", "МС", "МСМК", "1 розряд", "NM", "", "G"])
def test_national_titles_are_no_fide_title(code: str) -> None:
    # КМС (candidate master of sport), МС (master of sport), МСМК (master of
    # sport of international class) are national titles; "G" is no title.
    assert Title.lookup(code) is None
    with pytest.raises(InputError, match="is no FIDE title"):
        Title.from_code(code)


def test_a_bad_title_is_located_like_a_bad_setting() -> None:
    # As CodeEnum.from_code: the error names the file and the field.
    with pytest.raises(InputError) as caught:
        Title.from_code("КМС", path="players.csv", field="title")
    assert str(caught.value) == "players.csv: title: 'КМС' is no FIDE title"


def test_canonical_codes_round_trip() -> None:
    for title in Title:
        assert Title.from_code(title.value) is title


def test_title_holders_and_womens_titles() -> None:
    # B.01 1.4.5: title-holders are every title but CM and WCM.
    holders = {t for t in Title if t.title_holder}
    assert holders == {Title.GM, Title.IM, Title.WGM, Title.WIM, Title.FM, Title.WFM}
    assert {t for t in Title if t.women} == {
        Title.WGM,
        Title.WIM,
        Title.WFM,
        Title.WCM,
    }


def test_player_fide_title() -> None:
    assert Player("A", title="ММ").fide_title is Title.IM
    assert Player("B", title="КМС").fide_title is None
    assert Player("C").fide_title is None

"""The PDFs of `berger build`, read back with pypdf: pages, names, Cyrillic,
the standings as `berger standings` gives them, fixed dates."""

from __future__ import annotations

import datetime as dt
import json
import math
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader
from tests.conftest import SAMPLES, made_named, open_event

from berger.cli import cli
from berger.formats.event.event import Options
from berger.render import pdf
from berger.render.printing import Page
from berger.render.round_views import CARDS_PER_PAGE

from .conftest import flat, open_sample, pages_text

Pack = Callable[[str], Path]
Document = Callable[[str, str], Path]
"""A file of a sample's pack, made alone (see tests/conftest.py)."""
ALL = ("club-championship", "draughts-cup", "open-varma")

pytestmark = pytest.mark.slow


def test_build_writes_the_whole_pack_in_order(
    packs: Callable[[str], tuple[Path, str]],
) -> None:
    folder, out = packs("club-championship")
    names = [Path(line.removeprefix("wrote ")).name for line in out.splitlines()]
    assert names == [
        "cards.pdf",
        "round-sheets.pdf",
        "chart.pdf",
        "crosstable-blank.pdf",
        "crosstable.pdf",
        "standings.pdf",
        "norms.pdf",  # a chess event with ratings
        "prizes.pdf",  # with a prize list
        "standings.html",
        "standings.csv",
        "standings.json",
        "event.xlsx",
        "event.trf",
        "site",
    ]
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [*names, ".berger-build.json", ".berger-parts"]
    )


@pytest.mark.parametrize("sample", ALL)
def test_cards_a_sheet_per_six_games_of_each_round(
    document: Document, sample: str
) -> None:
    tournament = open_sample(sample).event
    pages = [flat(p) for p in pages_text(document(sample, "cards.pdf"))]
    per_round = math.ceil(tournament.schedule.games_per_round / CARDS_PER_PAGE)
    assert len(pages) == per_round * len(tournament.schedule.rounds)
    text = "\n".join(pages)
    for player in tournament.players:
        assert player.name in text
    # No card for the bye: the player with the bye is on no card of that round.
    for rnd in tournament.schedule.rounds:
        page = pages[(rnd.number - 1) * per_round]
        if rnd.bye is not None:
            assert tournament.player(rnd.bye).name not in page


@pytest.mark.parametrize("sample", ALL)
def test_round_sheets_one_page_per_round_bye_named(
    document: Document, sample: str
) -> None:
    tournament = open_sample(sample).event
    pages = [flat(p) for p in pages_text(document(sample, "round-sheets.pdf"))]
    assert len(pages) == len(tournament.schedule.rounds)
    for rnd, page in zip(tournament.schedule.rounds, pages, strict=True):
        for game in rnd.games:
            assert tournament.player(game.white).name in page
            assert tournament.player(game.black).name in page
        if rnd.bye is not None:
            assert tournament.player(rnd.bye).name in page


def test_ukrainian_draughts_prints_cyrillic_exactly(document: Document) -> None:
    cards = pages_text(document("draughts-cup", "cards.pdf"))
    assert "Бланки результатів партій" in cards[0]
    assert "Їжак Олександра" in cards[0]
    assert "Тур 1" in cards[0]
    assert "Дошка".upper() in cards[0].upper()
    assert "2–0" in cards[0]
    assert "1–1" in cards[0]
    assert "Сторінка 1 з 7" in cards[0]
    chart = "\n".join(pages_text(document("draughts-cup", "chart.pdf")))
    assert "Таблиця черговості гри" in chart
    assert "Колір шашок" in chart
    assert "фігур" not in chart
    sheets = pages_text(document("draughts-cup", "round-sheets.pdf"))
    assert "вільний від гри" in sheets[0]
    assert "ключ жеребкування: 2026" in sheets[0]


def test_russian_labels_and_seed(document: Document) -> None:
    blank = pages_text(document("open-varma", "crosstable-blank.pdf"))[0]
    assert "Турнирная таблица" in blank
    assert "Коваленко, Андрей" in blank
    assert "ключ жеребьёвки: 1234" in blank
    assert "Страница 1 из 1" in blank


def test_standings_page_matches_berger_standings(document: Document) -> None:
    result = CliRunner().invoke(
        cli, ["standings", str(SAMPLES / "open-varma"), "--format", "json"]
    )
    assert result.exit_code == 0, result.output
    expected = json.loads(result.output)
    text = pages_text(document("open-varma", "standings.pdf"))[0]
    lines = text.splitlines()
    rows = [
        next(line for line in lines if row["name"] in line)
        for row in expected["standings"]
    ]
    # Same order as the command, each with its place, number and points.
    positions = [text.index(row["name"]) for row in expected["standings"]]
    assert positions == sorted(positions)
    for row, line in zip(expected["standings"], rows, strict=True):
        points = str(row["points"]).replace(".5", "½").replace(".0", "")
        place = row["place"].replace("-", "–")
        assert line.split()[0] == place
        assert f" {points} " in f" {line} "
    assert "После 11-го тура из 11" in text


def test_filled_crosstable_and_fixed_dates(pack: Pack) -> None:
    folder = pack("club-championship")
    reader = PdfReader(folder / "crosstable.pdf")
    assert len(reader.pages) == 1
    text = reader.pages[0].extract_text()
    assert "Crosstable" in text
    assert "SB — Sonneborn-Berger score" in text
    for name in ("crosstable.pdf", "cards.pdf", "standings.pdf"):
        metadata = PdfReader(folder / name).metadata
        assert metadata is not None
        created = metadata.creation_date
        assert created is not None
        assert created.replace(tzinfo=None) == dt.datetime(2026, 12, 1)


def test_the_same_event_gives_the_same_bytes(pack: Pack, tmp_path: Path) -> None:
    runner = CliRunner()
    target = tmp_path / "cards.pdf"
    sample = str(SAMPLES / "club-championship")
    assert runner.invoke(cli, ["cards", sample, "-o", str(target)]).exit_code == 0
    assert target.read_bytes() == (pack("club-championship") / "cards.pdf").read_bytes()


def test_the_style_sheets_are_parsed_once_for_a_press_and_print_the_same(
    tmp_path: Path,
) -> None:
    # The style sheets of the pages printed inside shared_styles are parsed
    # once: the fonts' on entering (the press's workers share it), the
    # others when first met; a page prints as it would with its sheets read
    # from it.
    players = tmp_path / "players.txt"
    players.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    variant = open_event(players, Options()).variant
    made, work = made_named(variant, "chart.pdf")
    assert isinstance(made, Page)
    html = made.html(True)
    assert html.count('<style id="berger-fonts">') == 1
    assert html.count('<style id="berger-print">') == 1
    dirs, created = work.settings.dirs, work.settings.created
    alone = pdf.render_pdf(html, dirs, created)
    with pdf.shared_styles(dirs):
        (styles,) = pdf._shared.values()
        ((fonts_text, fonts_sheet),) = styles.sheets.items()
        assert pdf.render_pdf(html, dirs, created) == alone
        # The print rules, the paper's @page rules, the chart's own sizes.
        assert len(styles.sheets) == 4
        parsed = dict(styles.sheets)
        assert parsed[fonts_text] is fonts_sheet
        assert pdf.render_pdf(html, dirs, created) == alone
        assert styles.sheets == parsed
        folder = styles.fonts._folder  # WeasyPrint's copies of the fonts
        assert len(list(folder.iterdir())) == 4  # the four faces
    del styles
    assert pdf._shared == {}
    assert not folder.exists()

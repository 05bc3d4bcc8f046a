"""The HTML pages: standalone web pages (CSS inline, no fonts fetched) and
template overrides (by file name, a broken one one error)."""

from __future__ import annotations

from pathlib import Path

import pytest

from berger.errors import TemplateError
from berger.formats.event.event import Options
from berger.render import html, printing

from .conftest import blank_html, open_sample


def test_standalone_page_inlines_the_css_and_loads_no_fonts() -> None:
    html = blank_html("open-varma")
    assert "<link" not in html
    assert "@font-face" not in html
    assert "table.crosstable {" in html
    assert 'lang="ru"' in html


def test_an_override_folder_wins_by_file_name(tmp_path: Path) -> None:
    (tmp_path / "crosstable.html").write_text(
        '{% extends "base.html" %}{% block content %}<p>club copy</p>{% endblock %}',
        encoding="utf-8",
    )
    players = open_sample("club-championship", Options(templates=tmp_path))
    tournament, settings = players.event, players.settings()
    html = printing.blank_crosstable_html(tournament, settings, pdf=False)
    assert "<p>club copy</p>" in html
    chart = printing.chart_html(tournament, settings, pdf=False)
    assert "Pairings by numbers" in chart  # not overridden: the built-in


def test_a_broken_override_is_one_template_error(tmp_path: Path) -> None:
    (tmp_path / "round_chart.html").write_text("{% if %}", encoding="utf-8")
    players = open_sample("club-championship", Options(templates=tmp_path))
    tournament, settings = players.event, players.settings()
    with pytest.raises(TemplateError, match=r"round_chart.html:1: "):
        printing.chart_html(tournament, settings, pdf=False)


def test_templates_are_forgotten_only_when_their_files_changed() -> None:
    # A process that writes site after site from the same templates keeps
    # what it compiled; another digest reads them afresh.
    dirs = html.template_dirs()
    compiled = html.make_environment(dirs)
    html.forget_templates("before")
    kept = html.make_environment(dirs)
    assert kept is not compiled
    html.forget_templates("before")
    assert html.make_environment(dirs) is kept
    html.forget_templates("after")  # an override or a label edited meanwhile
    again = html.make_environment(dirs)
    assert again is not kept
    html.forget_templates("after")
    assert html.make_environment(dirs) is again

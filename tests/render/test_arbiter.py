"""The arbiter's page as rendered: every language, the labels its script
shows, names as text, its own files."""

from __future__ import annotations

import json
import re

import pytest

from berger.render.arbiter import (
    PageGroup,
    arbiter_asset,
    arbiter_labels,
    arbiter_page,
    team_page,
)


@pytest.mark.parametrize("language", ["en", "uk", "ru"])
def test_the_page_in_every_language(language: str) -> None:
    groups = [PageGroup("A</script><b>", 7, 3, None, True)]
    page = arbiter_page(
        title="<i>Cup</i>", language=language, groups=groups, csrf="tok"
    )
    assert f'<html lang="{language}">' in page
    assert '<meta name="csrf-token" content="tok">' in page
    assert "<i>Cup</i>" not in page
    assert "&lt;i&gt;Cup&lt;/i&gt;" in page
    found = re.search(r'id="arbiter-data">(.*?)</script>', page, re.S)
    assert found is not None
    data = json.loads(found[1])
    assert data["groups"][0]["name"] == "A</script><b>"
    assert data["labels"] == arbiter_labels(language)


def test_every_language_has_the_same_labels() -> None:
    keys = {language: set(arbiter_labels(language)) for language in ("en", "uk", "ru")}
    assert keys["en"] == keys["uk"] == keys["ru"]
    assert "arbiter_missing" in keys["en"]


def test_its_own_files_and_nothing_else() -> None:
    script = arbiter_asset("arbiter.js")
    assert script is not None
    assert b"X-CSRF-Token" in script
    assert arbiter_asset("../event.toml") is None


def test_the_page_knows_whose_it_is() -> None:
    groups = [PageGroup(None, 7, 3, None, False, in_matches=True)]
    who = {"name": "Олена </script>", "role": "helper", "boards": "1-5,9"}
    page = arbiter_page(title="Cup", language="uk", groups=groups, csrf="t", who=who)
    found = re.search(r'id="arbiter-data">(.*?)</script>', page, re.S)
    assert found is not None
    data = json.loads(found[1])
    assert data["who"] == who
    assert data["groups"][0]["in_matches"] is True
    found = re.search(
        r'id="arbiter-data">(.*?)</script>',
        arbiter_page(title="Cup", language="en", groups=groups, csrf="t"),
        re.S,
    )
    assert found is not None
    assert json.loads(found[1])["who"] is None  # the start key's: the chief's


@pytest.mark.parametrize("language", ["en", "uk", "ru"])
def test_the_team_s_page_in_every_language(language: str) -> None:
    page = team_page(title="<i>Cup</i>", language=language, csrf="tok")
    assert f'<html lang="{language}">' in page
    assert '<meta name="csrf-token" content="tok">' in page
    assert "&lt;i&gt;Cup&lt;/i&gt;" in page
    labels = arbiter_labels(language)
    assert labels["arbiter_team"] in page
    found = re.search(r'id="team-data">(.*?)</script>', page, re.S)
    assert found is not None
    assert json.loads(found[1])["labels"] == labels
    for name in ("team.js", "team.css"):
        assert arbiter_asset(name) is not None

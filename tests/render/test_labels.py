"""The label catalogues and the draughts wording."""

from __future__ import annotations

import tomllib

from berger.render import templates_dir
from berger.render.html import game_labels
from berger.render.labels import LANGUAGES, load_labels


def test_catalogues_have_identical_keys() -> None:
    keys = {
        language: set(
            tomllib.loads(
                (templates_dir() / "locales" / f"{language}.toml").read_text("utf-8")
            )
        )
        for language in LANGUAGES
    }
    assert keys["en"] == keys["uk"] == keys["ru"]


def test_draughts_wording_replaces_the_chess_words() -> None:
    uk, ru = load_labels("uk"), load_labels("ru")
    assert uk["colour"] == "Колір фігур"
    assert game_labels(uk, "draughts")["colour"] == "Колір шашок"
    assert game_labels(ru, "draughts")["colour"] == "Цвет шашек"
    assert game_labels(ru, "chess")["colour"] == "Цвет фигур"
    draughts = game_labels(ru, "draughts")
    assert not any("фигур" in text for text in draughts.values())
    assert not any("фігур" in text for text in game_labels(uk, "draughts").values())

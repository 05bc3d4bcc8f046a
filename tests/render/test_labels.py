"""The label catalogues and the draughts wording."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import berger
from berger.render import templates_dir
from berger.render.html import DRAUGHTS_SUFFIX, game_labels
from berger.render.labels import LANGUAGES, load_labels
from berger.render.site import PACK_FILES

SOURCE = Path(berger.__file__).resolve().parent


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


def test_every_document_label_is_used() -> None:
    # A key is used when a template names it (t.key, t["key"], or a
    # t["prefix_" ~ ...] it starts with), when Python reads it (labels.key,
    # labels["key"]), or when it is the draughts wording of a used key. The
    # workbook's wb_* keys are the workbook's own business. The site's
    # download links take their labels from PACK_FILES.
    templates = "\n".join(p.read_text("utf-8") for p in templates_dir().rglob("*.html"))
    python = "\n".join(p.read_text("utf-8") for p in SOURCE.rglob("*.py"))
    named = set(re.findall(r"\bt\.(\w+)", templates))
    named |= set(re.findall(r"\bt\[\"(\w+)\"\]", templates))
    for pair in re.findall(r"\blabels\.(\w+)|\blabels\[\"(\w+)\"\]", python):
        named |= set(pair)
    named |= {label for _name, label in PACK_FILES}
    prefixes = tuple(re.findall(r"\bt\[\"(\w+_)\" ~", templates))
    prefixes += tuple(re.findall(r"\"(\w+_)\" \+", python))
    unused = [
        key
        for key in load_labels("en")
        if not key.startswith("wb_")
        and key.removesuffix(DRAUGHTS_SUFFIX) not in named
        and not key.startswith(prefixes)
    ]
    assert unused == []

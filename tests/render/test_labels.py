"""The label catalogues and the draughts wording."""

from __future__ import annotations

import re
import tomllib
from dataclasses import astuple
from pathlib import Path

import berger
from berger.core.schedule import Color
from berger.core.scoring import PRESETS
from berger.core.tiebreaks.registry import TEAM_TIEBREAKS as TEAM_CODES
from berger.pipeline.micro.outputs import MICRO_OUTPUTS
from berger.pipeline.players.outputs import PLAYER_OUTPUTS
from berger.pipeline.teams.outputs import TEAM_OUTPUTS
from berger.render import templates_dir
from berger.render.html import DRAUGHTS_SUFFIX, game_labels
from berger.render.labels import (
    LANGUAGES,
    load_labels,
    team_tiebreak_label,
    tiebreak_label,
)
from berger.render.words import MICRO_WORDS, PLAYER_WORDS, TEAM_WORDS

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
    # labels["key"], a text report's word("key", ...), or a "prefix_" + ...
    # it starts with), or when it is the draughts wording of a used key. The
    # workbook's wb_* keys are the workbook's own business. The site's
    # download links take their labels from the outputs' entries, and the words of
    # each kind of event (t[words.key]) from PLAYER_WORDS, TEAM_WORDS and
    # MICRO_WORDS (their scores' short labels among them),
    # the chart's note on either colour among them. A script (the arbiter's
    # page) names a label as t.key or as a quoted key. The text reports name
    # theirs as wording.word("key", ...).
    templates = "\n".join(
        p.read_text("utf-8")
        for pattern in ("*.html", "*.js")
        for p in templates_dir().rglob(pattern)
    )
    python = "\n".join(p.read_text("utf-8") for p in SOURCE.rglob("*.py"))
    named = set(re.findall(r"\bt\.(\w+)", templates))
    named |= set(re.findall(r"\bt\[\"(\w+)\"\]", templates))
    scripts = "\n".join(p.read_text("utf-8") for p in templates_dir().rglob("*.js"))
    named |= set(re.findall(r"\"(\w+)\"", scripts))
    for pair in re.findall(r"\blabels\.(\w+)|\blabels\[\"(\w+)\"\]", python):
        named |= set(pair)
    # The text reports read labels through their wording: word("key", ...).
    named |= set(re.findall(r"\bword\(\s*\"(\w+)\"", python))
    for outputs in (PLAYER_OUTPUTS, TEAM_OUTPUTS, MICRO_OUTPUTS):
        named |= {output.link for output in outputs if output.link is not None}
    for words in (PLAYER_WORDS, TEAM_WORDS, MICRO_WORDS):
        named |= {*astuple(words), *(words.chart_note(c) for c in Color)}
        named.add(words.score_short("match_points"))
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


CHECKLIST = (
    *("DE", "WIN", "WON", "BPG", "BWG", "REP", "STD", "SB", "SB/C1", "SB/C2"),
    *("KS", "KS/L1", "KS/L2", "KS/L-1", "KS/L-2", "ARO", "ARO/C1", "TPR", "PTP"),
    *("RTNG", "RTNG/R", "TPN", "TPN/R"),
)
"""Every round-robin code of FIDE's checklist, and the others berger has."""


def test_every_code_has_labels_in_every_language() -> None:
    for language in LANGUAGES:
        labels = load_labels(language)
        for code in CHECKLIST:
            short = tiebreak_label(labels, code)
            long = tiebreak_label(labels, code, long=True)
            assert short, (language, code)
            assert "{" not in short + long, (language, code)
            assert len(long) > len(short), (language, code)


def test_labels_are_built_from_the_base_code_and_its_modifiers() -> None:
    en, uk, ru = (load_labels(language) for language in ("en", "uk", "ru"))
    assert tiebreak_label(en, "SB/C1") == "SB−1"
    assert tiebreak_label(uk, "sb-c1") == "КБ−1"  # the older spelling too
    assert tiebreak_label(ru, "ARO/C1") == "СРО−1"
    assert tiebreak_label(en, "SB/C2", long=True) == (
        "Sonneborn-Berger score without the two weakest opponents"
    )
    # A Koya step is ½ in chess, 1 under 2/1/0 (a draw's worth).
    assert tiebreak_label(en, "KS/L1") == "Koya+½"
    assert tiebreak_label(uk, "KS/L-2", scoring=PRESETS["draughts"]) == "Коя−2"
    assert tiebreak_label(ru, "KS/L+1", long=True).endswith("), граница сдвинута на +½")
    assert tiebreak_label(en, "TPN/R") == "TPN rev."
    assert tiebreak_label(en, "TPN/R", long=True) == (
        "pairing number (the lower number ranks first), in reverse order:"
        " the higher value ranks first"
    )
    assert tiebreak_label(uk, "RTNG/R", long=True) == (
        "власний рейтинг, у зворотному порядку: менше значення — вище місце"
    )
    # Modifiers stack in the order cut, limit, reverse.
    assert tiebreak_label(en, "KS/L-1/R") == "Koya−½ rev."
    assert tiebreak_label(en, "SB/C1/R") == "SB−1 rev."


def test_a_team_tiebreak_takes_its_team_label() -> None:
    labels = load_labels("en")
    assert team_tiebreak_label(labels, "KS") == "Koya"
    assert team_tiebreak_label(labels, "BC", long=True) == labels["tb_team_bc_long"]
    # Every team code has both labels, in every language.
    for language in LANGUAGES:
        labels = load_labels(language)
        for code in TEAM_CODES:
            assert team_tiebreak_label(labels, code) in labels.values()
            assert team_tiebreak_label(labels, code, long=True)

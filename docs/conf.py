"""Sphinx configuration of berger's manual (``make docs``).

The pages are Markdown (MyST); the reference of the commands is generated from
the Click commands by sphinx-click; the theme is furo.

The manual is written in English and translated into Ukrainian and Russian
the way Sphinx translates: one message catalog a page in
``locale/<language>/LC_MESSAGES/``, one build a language (``make docs``
passes ``-D language=uk``). The commands' reference speaks the language of
the build through berger's own catalogs, so it is left out of the manual's;
each page links to itself in the other languages."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po
from docutils import nodes
from sphinx.application import Sphinx
from sphinx.locale import init as init_locale
from sphinx.transforms import SphinxTransform
from sphinx.util.i18n import docname_to_domain
from sphinx_click.ext import ClickDirective

import berger
from berger import messages
from berger.cli.language import help_translated, speak_in_click

project = "berger"
author = "the berger authors"
copyright = "the berger authors"
release = berger.__version__
version = release

extensions = ["myst_parser", "sphinx_click"]
source_suffix = {".md": "markdown"}
root_doc = "index"
# draughts-rules-sources.md is a working note on the draughts rules read for
# berger, for its developers: kept beside the manual, not a page of it.
exclude_patterns = [
    "_build",
    "_landing",
    "_templates",
    "locale",
    "draughts-rules-sources.md",
]
myst_heading_anchors = 4
myst_enable_extensions = ["deflist"]
smartquotes_action = "qe"
"""Quotes and ellipses made typographic, dashes left alone: ``--lang`` in a
command's help stays an option."""

language = "en"
LANGUAGES = {"en": "English", "uk": "Українська", "ru": "Русский"}
"""The languages of the manual, each by its own name, in the switch's order."""
LOCALE = Path(__file__).resolve().parent / "locale"
locale_dirs = [str(LOCALE)]
gettext_compact = False
gettext_location = False
gettext_additional_targets = ["literal-block"]
"""The examples are translated too: a session on a Ukrainian page shows what
berger prints in Ukrainian (``tests/test_docs.py`` runs it so); see
:class:`TranslatedExamples`. (A picture's description is translated as any
text is.)"""

html_theme = "furo"
html_title = f"berger {release}"
html_static_path = ["_static"]
html_css_files = ["languages.css"]
templates_path = ["_templates"]
html_theme_options = {"navigation_with_keys": True}

GENERATED = "berger-generated"
"""The class of the sections sphinx-click writes from the commands."""
CLICK_WORDS = frozenset(
    {"Required argument", "Optional argument", "Required argument(s)"}
    | {"Optional argument(s)"}
)
"""The paragraphs sphinx-click writes in its own words, translated with the
page, as are its headings and an option's field names (Default, Choices);
everything else in its sections is berger's help, in the build's language
already."""


def _commands(command: Any) -> list[Any]:
    """A command, its parameters, and those of its commands, all the way down."""
    found = [command, *command.params]
    for sub in getattr(command, "commands", {}).values():
        found.extend(_commands(sub))
    return found


class TranslatedClick(ClickDirective):
    """sphinx-click's ``click`` directive, with the commands' and options' help
    in the language of the build (berger's catalogs), and its sections marked
    so that the manual's catalogs leave them out."""

    def run(self) -> list[nodes.section]:
        self.env = self.state.document.settings.env
        command = self._load_module(self.arguments[0])
        with help_translated(_commands(command)):
            sections = list(super().run())
        for section in sections:
            section["classes"].append(GENERATED)
        return sections


class KeepGenerated(SphinxTransform):
    """The commands' help out of the manual's catalogs: after Sphinx marks the
    literal blocks translatable (priority 10), before it translates (20)."""

    default_priority = 15

    def apply(self, **kwargs: Any) -> None:
        for section in self.document.findall(nodes.section):
            if GENERATED not in section["classes"]:
                continue
            for node in section.findall(nodes.TextElement):
                if isinstance(node, nodes.field_name):
                    # Made by Sphinx from sphinx-click's fields, without a
                    # source: given one, so that they are translated.
                    node.source = self.document["source"]
                    node.rawsource = node.astext()
                    node["translatable"] = True
                elif not (
                    isinstance(node, nodes.rubric) or node.astext() in CLICK_WORDS
                ):
                    node["translatable"] = False


def choices(app: Sphinx, ctx: Any, lines: list[str]) -> None:
    """An option's values are its "choices" in the reference (sphinx-click
    says "options", the word of the heading above them)."""
    lines[:] = [re.sub(r"^(\s*):options: ", r"\1:choices: ", line) for line in lines]


class TranslatedExamples(SphinxTransform):
    """Each example (a literal block) as its page's catalog translates it,
    whole, as written there. Sphinx would parse the translation as reST
    (``::`` and an indented block), which the Markdown parser reads as a
    paragraph ``::``; so the examples are put in here, just before Sphinx
    translates the rest (priority 20), and it leaves them as they are."""

    default_priority = 19

    def apply(self, **kwargs: Any) -> None:
        language = self.config.language
        if language == "en":
            return
        domain = docname_to_domain(self.env.docname, self.config.gettext_compact)
        catalog, found = init_locale([LOCALE], language, domain)
        if not found:
            return
        for node in self.document.findall(nodes.literal_block):
            if not node.get("translatable"):
                continue
            original = node.rawsource or node.astext()
            text = catalog.gettext(original)
            if text == original:
                continue
            text = text.rstrip("\n")
            node.rawsource = text
            node.children = [nodes.Text(text)]


def speak(app: Sphinx, config: Any) -> None:
    """berger's messages (and Click's) in the language of the build; a
    translation shows no "view the source" (the source is the English)."""
    messages.install(config.language if config.language in LANGUAGES else "en")
    speak_in_click()
    if config.language != "en":
        config.html_show_sourcelink = False


def theme_words(app: Sphinx, config: Any) -> None:
    """The search's words for its script in the language of the build: Sphinx
    takes them from ``sphinx.js`` beside the theme's catalog (``sphinx.po``,
    which holds them), written here from it as Sphinx compiles the catalogs
    (git ignores both)."""
    folder = LOCALE / config.language / "LC_MESSAGES"
    if not (folder / "sphinx.po").is_file():
        return
    with (folder / "sphinx.po").open("rb") as file:
        catalog = read_po(file)
    words: dict[str, Any] = {}
    for message in catalog:
        if isinstance(message.id, tuple) and message.string:
            words[message.id[0]] = list(message.string)
        elif message.id and message.string:
            words[str(message.id)] = message.string
    script = {
        "locale": config.language,
        "messages": words,
        "plural_expr": catalog.plural_expr,
    }
    text = json.dumps(script, ensure_ascii=False, indent=1)
    (folder / "sphinx.js").write_text(
        f"Documentation.addTranslations({text});\n", encoding="utf-8"
    )


def switch(
    app: Sphinx,
    pagename: str,
    templatename: str,
    context: dict[str, Any],
    doctree: Any,
) -> None:
    """The page in each language, for the switch: ``(code, name, address)``,
    the address relative to the page (the builds are side by side)."""
    up = "../" * (pagename.count("/") + 1)
    context["manual_languages"] = [
        (code, name, f"{up}{code}/{pagename}.html") for code, name in LANGUAGES.items()
    ]


def setup(app: Sphinx) -> None:
    app.add_directive("click", TranslatedClick, override=True)
    app.add_transform(KeepGenerated)
    app.add_transform(TranslatedExamples)
    app.connect("config-inited", speak)
    app.connect("config-inited", theme_words)
    app.connect("html-page-context", switch)
    app.connect("sphinx-click-process-options", choices)

"""Sphinx configuration of berger's manual (``make docs``).

The pages are Markdown (MyST); the reference of the commands is generated from
the Click commands by sphinx-click; the theme is furo."""

from __future__ import annotations

import berger

project = "berger"
author = "the berger authors"
copyright = "the berger authors"
release = berger.__version__
version = release

extensions = ["myst_parser", "sphinx_click"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build"]
myst_heading_anchors = 4
myst_enable_extensions = ["deflist"]

html_theme = "furo"
html_title = f"berger {release}"
html_static_path: list[str] = []
html_theme_options = {"navigation_with_keys": True}

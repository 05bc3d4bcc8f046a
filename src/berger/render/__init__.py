"""Rendering: core objects to HTML, PDF and Excel."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent


def templates_dir() -> Path:
    """The built-in templates folder.

    In an installed wheel it travels inside the package (``berger/_templates``);
    in a checkout and an editable install it is the top-level ``templates/``.
    """
    bundled = _PACKAGE / "_templates"
    if bundled.is_dir():
        return bundled
    return _PACKAGE.parent.parent / "templates"

"""The wheel's build step: compile the message catalogs.

The translations are kept as ``src/berger/locale/<language>/LC_MESSAGES/
berger.po`` (committed); gettext reads the compiled ``berger.mo`` beside each,
which git ignores. This hook compiles them (as ``pybabel compile`` does:
fuzzy entries left out) before every wheel is built, the editable one of
``pip install -e .`` included, and the wheel's ``artifacts`` setting takes
them in although git ignores them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def compile_catalogs(locale: Path) -> list[Path]:
    """Compile every ``*.po`` under ``locale`` to the ``.mo`` beside it
    (rewritten only when older than its ``.po``); the ``.mo`` files."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    compiled = []
    for po in sorted(locale.glob("*/LC_MESSAGES/*.po")):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            with po.open("rb") as source:
                catalog = read_po(source, locale=po.parent.parent.name)
            with mo.open("wb") as target:
                write_mo(target, catalog, use_fuzzy=False)
        compiled.append(mo)
    return compiled


class CatalogsHook(BuildHookInterface):  # type: ignore[type-arg]
    """Compiles the message catalogs into the wheel."""

    PLUGIN_NAME = "catalogs"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        compile_catalogs(Path(self.root) / "src" / "berger" / "locale")

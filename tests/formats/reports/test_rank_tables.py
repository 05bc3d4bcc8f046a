"""The tables of rank norms berger ships, listed as text and JSON."""

from __future__ import annotations

import json

from tests.core.ranks.rank_fields import TABLE

from berger.formats.reports.rank_tables import tables_json, tables_text


def test_the_tables_berger_ships() -> None:
    text = tables_text([TABLE])
    assert text.splitlines()[0] == "ru-draughts: Russian draughts: rank norms"
    assert "  Not checked against the legal text." in text.splitlines()
    assert all(len(line) <= 100 for line in text.splitlines()[2:-2])
    (listed,) = json.loads(tables_json([TABLE]))
    assert listed["ranks"][:2] == ["б/р", "3 юн."]
    assert listed["legal_text_read"] is False
    assert "turnir" in listed["source"]

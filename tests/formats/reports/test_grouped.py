"""Reports of several groups printed together: text under titles, one CSV
with a group column, JSON as a list of each group's document."""

from __future__ import annotations

import json

from berger.formats.event.output import Format
from berger.formats.reports.grouped import grouped_csv, grouped_json, grouped_text, join


def test_text_titles_each_report() -> None:
    assert grouped_text([("A", "one\n"), ("B", "two\n")]) == (
        "== Group A ==\none\n\n== Group B ==\ntwo\n"
    )


def test_text_titles_in_the_heading_given() -> None:
    assert grouped_text([("A", "one\n")], heading="Група {name}") == (
        "== Група A ==\none\n"
    )
    assert join(Format.TEXT, [("B", "x\n")], heading="Группа {name}") == (
        "== Группа B ==\nx\n"
    )


def test_csv_takes_every_column_in_the_order_first_seen() -> None:
    a = "place,name,SB,ARO\n1,Ann,2.5,1800\n"
    b = 'place,name,DE,SB\n1,Bob,1,3\n2,"Cy, Jr",,2\n'
    assert grouped_csv([("A", a), ("B", b)]) == (
        "group,place,name,SB,ARO,DE\n"
        "A,1,Ann,2.5,1800,\n"
        "B,1,Bob,3,,1\n"
        'B,2,"Cy, Jr",2,,\n'
    )


def test_json_puts_the_name_first_and_keeps_the_document() -> None:
    one_line = '{"players": [1],\n"rounds": []}\n'
    indented = json.dumps({"after_round": 3, "standings": []}, indent=1) + "\n"
    text = grouped_json([("A", one_line), ("Б", indented)])
    assert json.loads(text) == {
        "groups": [
            {"name": "A", "players": [1], "rounds": []},
            {"name": "Б", "after_round": 3, "standings": []},
        ]
    }
    assert '"Б"' in text  # names as typed, not escaped
    assert text.startswith('{"groups": [\n{"name": "A",\n"players": [1],')


def test_join_by_format() -> None:
    parts = [("A", '{"x": 1}\n')]
    assert join(Format.JSON, parts) == grouped_json(parts)
    assert join(Format.TEXT, parts) == grouped_text(parts)

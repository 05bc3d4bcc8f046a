"""The writers a variation hands to the use cases: a report in each format,
each writer given the same values and called only for the format asked; the
text alone given the run's words."""

from __future__ import annotations

from collections.abc import Callable

from berger.formats.event.output import Format
from berger.formats.reports.wording import Wording
from berger.pipeline.writers import Writers


def test_a_report_is_written_only_in_the_format_asked() -> None:
    called: list[str] = []

    def writer(name: str) -> Callable[..., str]:
        def write(*args: object, **words: Wording) -> str:
            called.append(name)
            said = "".join(w.word("place", "Place") for w in words.values())
            return f"{name}{args}{said}"

        return write

    def wording() -> Wording:
        called.append("wording")
        return Wording({"place": "Місце"})

    writers = Writers.of(
        writer("text"), writer("csv"), writer("json"), 1, "two", wording=wording
    )
    assert writers.write(Format.CSV) == "csv(1, 'two')"
    assert called == ["csv"]
    assert writers.write(Format.JSON) == "json(1, 'two')"
    assert writers.write(Format.TEXT) == "text(1, 'two')Місце"
    assert called == ["csv", "json", "wording", "text"]

"""The writers a variation hands to the use cases: a report in each format,
each writer given the same values and called only for the format asked."""

from __future__ import annotations

from collections.abc import Callable

from berger.formats.output import Format
from berger.pipeline.writers import Writers


def test_a_report_is_written_only_in_the_format_asked() -> None:
    called: list[str] = []

    def writer(name: str) -> Callable[..., str]:
        def write(*args: object) -> str:
            called.append(name)
            return f"{name}{args}"

        return write

    writers = Writers.of(writer("text"), writer("csv"), writer("json"), 1, "two")
    assert writers.write(Format.CSV) == "csv(1, 'two')"
    assert called == ["csv"]
    assert writers.write(Format.JSON) == "json(1, 'two')"
    assert writers.write(Format.TEXT) == "text(1, 'two')"
    assert called == ["csv", "json", "text"]

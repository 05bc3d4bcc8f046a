"""A results file of any kind, its reader chosen by the file's suffix.

The readers are imported only when their kind of file comes (the workbook
reader loads openpyxl, the PGN reader python-chess).
"""

from __future__ import annotations

from pathlib import Path

from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.errors import InputError

RESULT_SUFFIXES = (".csv", ".tsv", ".txt", ".pgn", ".xlsx", ".xlsm", ".trf")
"""The suffixes of the results files berger reads."""


def read_results(path: Path, tournament: Tournament) -> Results:
    """The results in ``path``: a results CSV (``.csv``, ``.tsv``, ``.txt``), a
    PGN file, the event's workbook (``.xlsx``, ``.xlsm``) or a TRF file.

    Raises:
        InputError: an unknown suffix, or anything the reader refuses.
    """
    suffix = path.suffix.lower()
    if suffix in (".csv", ".tsv", ".txt"):
        from berger.formats.results import read_results_csv

        return read_results_csv(path, tournament)
    if suffix == ".pgn":
        from berger.formats.pgn import read_results_pgn

        return read_results_pgn(path, tournament)
    if suffix in (".xlsx", ".xlsm"):
        from berger.formats.workbook import read_results_workbook

        return read_results_workbook(path, tournament)
    if suffix == ".trf":
        from berger.formats.trf import read_trf_results

        return read_trf_results(path, tournament)
    raise InputError(
        f"cannot tell the results format from the name (use one of"
        f" {', '.join(RESULT_SUFFIXES)})",
        path=path,
        field="results",
    )

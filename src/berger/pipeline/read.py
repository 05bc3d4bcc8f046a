"""The edge of the pipeline: what an event's results files hold, read once
into one value (:class:`EventResults`), from which the results are counted
without opening a file (see :meth:`berger.pipeline.variant.Variant.count`).
The event itself (``event.toml``, the participants, a rating list) is read
when it is opened (:mod:`berger.pipeline.event`)."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from berger.core.results import Results
from berger.formats.event.playoff import PlayoffConfig
from berger.formats.files.input_file import InputFile
from berger.formats.files.manifest import digest


@dataclass(frozen=True, slots=True)
class EventResults:
    """What an event's results files hold: its games' results, and the
    bytes of each play-off results file there is (read, not yet parsed: who
    plays off is known only once the games are counted)."""

    games: Results
    """The event's own games: results and withdrawals."""
    playoff: Mapping[Path, InputFile] = field(default_factory=dict)
    """Each play-off results file that exists, by its path."""


def read_playoff_files(setup: PlayoffConfig | None) -> dict[Path, InputFile]:
    """The bytes of each results file ``[playoff]`` names that exists (a
    play-off not begun has none yet).

    Raises:
        InputError: a file there that cannot be read.
    """
    if setup is None:
        return {}
    return {path: InputFile.read(path) for path in setup.files if path.exists()}


def playoff_state(setup: PlayoffConfig | None, results: EventResults | None) -> str:
    """A digest of what the event's play-off is made from: its ``[playoff]``
    and its results files' bytes (equal digests, equal play-offs), for the
    outputs that keep what they made."""
    if setup is None:
        return digest(None)
    files = {} if results is None else results.playoff
    return digest(
        setup,
        *(
            None if path not in files else hashlib.sha256(files[path].data).hexdigest()
            for path in setup.files
        ),
    )

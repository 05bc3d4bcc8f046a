"""berger: round-robin tournament paperwork.

The pure core (schedule, results, standings, tiebreaks) lives in
:mod:`berger.core`; readers and writers in :mod:`berger.formats`; documents in
:mod:`berger.render`; the command line in :mod:`berger.cli`.
"""

from __future__ import annotations

__version__ = "0.1.0"

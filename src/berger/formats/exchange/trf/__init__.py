"""FIDE Tournament Report File: the TRF16 layout with the TRF26 records a round
robin uses (142 rounds, 162 scoring, 192 pairing system, 202/212 tiebreaks).

- :mod:`~berger.formats.exchange.trf.layout`: the fixed columns, fields, result letters,
  the 33-character name cut and the text of points;
- :mod:`~berger.formats.exchange.trf.writer`: an event as TRF text (:func:`format_trf`,
  :func:`write_trf`, :func:`trf_warnings`), made of
  :mod:`~berger.formats.exchange.trf.header_writer`'s header records (012-212) and
  :mod:`~berger.formats.exchange.trf.player_writer`'s 001 player records, both shared
  with the month's file (:mod:`~berger.formats.exchange.trf.month`) and the team file;
- :mod:`~berger.formats.exchange.trf.teams`: a team round robin as TRF-2026 text, the
  individual layout plus the team records (imported on its own:
  ``berger.formats.exchange.trf.teams``);
- :mod:`~berger.formats.exchange.trf.reader`: a file as it is written
  (:func:`read_trf` gives a :class:`TrfFile`), its 001 records read by
  :mod:`~berger.formats.exchange.trf.player_reader` (:class:`PlayerRecord`);
- :mod:`~berger.formats.exchange.trf.games`: its round blocks paired into games
  (:func:`pair_blocks` gives :class:`TrfResults`);
- :mod:`~berger.formats.exchange.trf.schedule`: those games mapped onto an event's
  schedule: whether FIDE's Berger table has them (:func:`fit_berger`), the
  cycles the file states (:func:`trf_cycles`), and
  the games fed to results or to the pairings that make a schedule
  (:func:`record_trf`, :func:`results_from_trf`).
"""

from berger.formats.exchange.trf.games import TrfBye, TrfGame, TrfResults, pair_blocks
from berger.formats.exchange.trf.layout import (
    BIRTH,
    FEDERATION,
    FIDE_ID,
    NAME,
    NUMBER,
    POINTS,
    RANK,
    RATING,
    SEX,
    TITLE,
    trf_name,
)
from berger.formats.exchange.trf.player_reader import PlayerRecord, RoundBlock
from berger.formats.exchange.trf.reader import TrfFile, read_trf
from berger.formats.exchange.trf.schedule import (
    BergerFit,
    fit_berger,
    record_trf,
    results_from_trf,
    trf_cycles,
)
from berger.formats.exchange.trf.writer import format_trf, trf_warnings, write_trf

__all__ = [
    "BIRTH",
    "FEDERATION",
    "FIDE_ID",
    "NAME",
    "NUMBER",
    "POINTS",
    "RANK",
    "RATING",
    "SEX",
    "TITLE",
    "BergerFit",
    "PlayerRecord",
    "RoundBlock",
    "TrfBye",
    "TrfFile",
    "TrfGame",
    "TrfResults",
    "fit_berger",
    "format_trf",
    "pair_blocks",
    "read_trf",
    "record_trf",
    "results_from_trf",
    "trf_cycles",
    "trf_name",
    "trf_warnings",
    "write_trf",
]

"""An event's own files as the arbiter writes them: event.toml and its tables,
the participants and teams, the results (CSV, and the readers of every
kind), the play-off's and the prizes' tables, the changes the desk makes
to the results, and the event's output settings. The third floor of
:mod:`berger.formats`: it imports :mod:`berger.formats.files` and
:mod:`berger.formats.exchange` (an event's players or results may be given
in their files: a TRF, a PGN, a PDN, FIDE's rating list)."""

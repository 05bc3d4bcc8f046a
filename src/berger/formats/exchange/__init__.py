"""Files exchanged with other programs and with FIDE: TRF read and written, PGN
and PDN read and written for broadcasts, FIDE's rating lists. The second
floor of :mod:`berger.formats`: it imports :mod:`berger.formats.files`
only."""

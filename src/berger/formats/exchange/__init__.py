"""Files exchanged with other programs and with FIDE: TRF read and written, PGN
read and written for broadcasts, FIDE's rating lists."""

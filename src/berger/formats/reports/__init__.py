"""The text reports: the schedule, the standings, the norms, the play-off and
the prize list as text (in the language of the run), CSV and JSON (English
keys), and the words they are written in. The top floor of
:mod:`berger.formats`: it reads the event's files as the floors below read
them."""

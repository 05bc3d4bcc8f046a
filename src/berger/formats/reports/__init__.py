"""The text reports: the schedule, the standings, the norms, the play-off and
the prize list as text (in the language of the run), CSV and JSON (English
keys), and the words they are written in."""

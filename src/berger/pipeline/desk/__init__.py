"""The arbiter's desk, what the arbiter's page works on: a round's games and
a result set, with what the event's kind changes in them (:mod:`.variation`);
the round robins of an event as the desk opens them (:mod:`.event`), its
play-offs (:mod:`.playoffs`) and a Lehmann–Georgiev play-off's series
(:mod:`.series`); the results file it writes and its log (:mod:`.files`); the
desk's values (:mod:`.state`); and the papers it prints (:mod:`.printing`).
"""

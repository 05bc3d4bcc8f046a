"""Team round robins: the teams, the event and the colours of each board
(:mod:`.event`), the board results checked as they come in (:mod:`.results`),
the team table after any round (:mod:`.table`), the team standings by the
primary and secondary scores and the tie-breaks (:mod:`.standings`), and the
players' individual results with the best-board table (:mod:`.players`).

Nothing here reads files, looks at the clock or draws random numbers.
"""

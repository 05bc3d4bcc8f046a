"""Micro-matches: each pairing of the Berger table played as a match of N
games between the same two players, as draughts events play them
(:mod:`.matches`); the table after any round, every game counted and every
micro-match seen from each side (:mod:`.table`); and the standings by game
points, or by match points first (:mod:`.standings`).

Nothing here reads files, looks at the clock or draws random numbers.
"""

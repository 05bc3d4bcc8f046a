"""Title norms in a round robin (FIDE B.01 1.4): the titles and their figures
(:mod:`.titles`), the requirements besides the score (:mod:`.requirements`),
what each player must score and whether they made it (:mod:`.assess`), won
games left out where that makes a norm (:mod:`.drop`), and what the
assessment reports (:mod:`.report`).

Nothing here reads files, looks at the clock or draws random numbers.
"""

"""FIDE ratings (Handbook B.02): the rating tables and the arithmetic built
on them (:mod:`.tables`), which edition of the regulations an event is rated
under (:mod:`.rules`), the rating change over the event (:mod:`.change`), and
a first rating for an unrated player (:mod:`.first`).

Nothing here reads files, looks at the clock or draws random numbers.
"""

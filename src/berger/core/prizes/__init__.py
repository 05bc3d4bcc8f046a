"""Prizes: the prize lists, who takes which prize and how much
(:mod:`.awards`), and who may take a list's prizes (:mod:`.conditions`).

Nothing here reads files, looks at the clock or draws random numbers.
"""

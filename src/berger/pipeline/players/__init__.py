"""The event of players: its variation of the use cases (:mod:`.variant`),
what it counts (:mod:`.count`) and its own outputs (:mod:`.outputs`).
"""

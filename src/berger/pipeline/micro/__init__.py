"""The round robin of micro-matches: its variation of the use cases
(:mod:`.variant`), what it counts (:mod:`.count`), its own outputs
(:mod:`.outputs`) and its arbiter's desk (:mod:`.desk`).
"""

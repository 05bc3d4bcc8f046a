"""Tie-breaks: each code one entry of :mod:`berger.core.tiebreaks.registry`
(its function for each kind of event, whether it is worked on the tied group,
whether it reads ratings, the key of its words), read by every kind's
standings; the codes and chains as written (:mod:`.codes`); the functions by
family (:mod:`.own`, :mod:`.performance`, :mod:`.shmulyan`,
:mod:`.direct_encounter`, :mod:`.classification_order`, :mod:`.teams`).
"""

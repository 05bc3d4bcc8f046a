"""Play-offs for places still tied after the standings: FIDE's (C.07
article 3: who plays off, the play-off's own event and the order it gives,
:mod:`.places`) and draughts' Lehmann–Georgiev play-off, games until one is
won (:mod:`.lehmann_georgiev`).

Nothing here reads files, looks at the clock or draws random numbers.
"""

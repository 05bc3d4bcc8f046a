"""Player names: one way to store them and one way to match them.

Every reader stores a name through :func:`clean_name` and every comparison of
two names (duplicates in a list, a results file's players, a TRF's cut names)
goes through :func:`name_key`, so ``"Anna  Petrenko "`` and ``"anna petrenko"``
are the same player everywhere.
"""

from __future__ import annotations


def clean_name(name: str) -> str:
    """The name as stored: runs of whitespace made one space, ends stripped.

    >>> clean_name("  Anna \\t Petrenko ")
    'Anna Petrenko'
    """
    return " ".join(name.split())


def name_key(name: str) -> str:
    """The key two names are matched by: the cleaned name, case folded.

    >>> name_key("Anna  PETRENKO") == name_key("anna petrenko")
    True
    """
    return clean_name(name).casefold()

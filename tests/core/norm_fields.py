"""Norm events worked by hand, shared by the norm tests: a field of players
from short specs, results against player 1, the forecast and the outcome."""

from __future__ import annotations

from collections.abc import Callable

from berger.core.crosstable import Crosstable, build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.norms.assess import assess_norms
from berger.core.norms.report import NormCheck
from berger.core.norms.titles import NormTitle
from berger.core.results import ResultsBuilder
from berger.core.tournament import Tournament, make_tournament

GM, IM, WGM, WIM = NormTitle.GM, NormTitle.IM, NormTitle.WGM, NormTitle.WIM


def field(*specs: str, cycles: int = 1, sex: str = "m") -> Tournament:
    """Players from "TITLE FED RATING" ("-" for none); the first one is the
    player whose norms the tests look at, of sex ``sex``."""
    players = []
    for index, spec in enumerate(specs, start=1):
        title, federation, rating = spec.split()
        players.append(
            Player(
                f"P{index}",
                None if rating == "-" else int(rating),
                None if federation == "-" else federation,
                title=None if title == "-" else title,
                sex=sex if index == 1 else None,
            )
        )
    return make_tournament(EventInfo(), players, cycles=cycles)


# The subject: an FM of Ukraine; nine opponents averaging exactly 2450
# (2560 + 2520 + 2500 + 2460 + 2440 + 2420 + 2400 + 2380 + 2370 = 22050),
# 3 GMs, 3 IMs, 3 FMs, from GER, POL, CZE, GEO, LTU and UKR (2 of them).
SUBJECT = "FM UKR 2400"
OPPONENTS = (
    "GM GER 2560",
    "GM POL 2520",
    "GM CZE 2500",
    "IM GEO 2460",
    "IM LTU 2440",
    "IM UKR 2420",
    "FM POL 2400",
    "FM GER 2380",
    "FM UKR 2370",
)

# A game's result from the first-named player's side: (as white, as black).
OUTCOMES = {
    "1": (Outcome.WHITE_WIN, Outcome.BLACK_WIN),
    "=": (Outcome.DRAW, Outcome.DRAW),
    "0": (Outcome.BLACK_WIN, Outcome.WHITE_WIN),
    "+": (Outcome.WHITE_FORFEIT_WIN, Outcome.BLACK_FORFEIT_WIN),
    "-": (Outcome.BLACK_FORFEIT_WIN, Outcome.WHITE_FORFEIT_WIN),
}


def results(
    tournament: Tournament,
    subject: dict[int, str],
    *,
    others: Callable[[int, int], str] = lambda a, b: "=",
    after_round: int | None = None,
) -> Crosstable:
    """The crosstable after every round (or ``after_round``): player 1's
    result against each opponent from ``subject`` (1, =, 0, + and - for
    forfeits), every other game ``others(white, black)`` from white's side."""
    builder = ResultsBuilder(tournament.schedule)
    for game in tournament.schedule.games():
        if after_round is not None and game.round > after_round:
            continue
        if game.white == 1:
            outcome = OUTCOMES[subject[game.black]][0]
        elif game.black == 1:
            outcome = OUTCOMES[subject[game.white]][1]
        else:
            outcome = OUTCOMES[others(game.white, game.black)][0]
        builder.add(game.round, game.white, game.black, outcome)
    return build_crosstable(tournament, builder.build(), after_round=after_round)


def no_results(tournament: Tournament) -> Crosstable:
    return build_crosstable(tournament, ResultsBuilder(tournament.schedule).build())


def forecast(
    tournament: Tournament, *, exempt_federations: bool = False
) -> dict[NormTitle, NormCheck]:
    return outcome(no_results(tournament), exempt_federations=exempt_federations)


def outcome(
    crosstable: Crosstable, *, exempt_federations: bool = False
) -> dict[NormTitle, NormCheck]:
    report = assess_norms(crosstable, exempt_federations=exempt_federations)
    return {check.title: check for check in report.players[0].norms}


def reasons(check: NormCheck) -> list[str]:
    return [str(reason) for reason in check.reasons]


# Seven strong opponents (17970 points) for the floor tests.
STRONG_SEVEN = (
    *("GM GER 2650", "GM POL 2620", "GM CZE 2600", "IM GEO 2560"),
    *("IM LTU 2540", "IM UKR 2520", "FM POL 2480"),
)


# Ten opponents for 1.4.1f: nine summing 22275 and an FM rated 2210; ten games
# need four GMs, nine three. The subject draws against 2–7 and wins against
# 8–11 (the three lowest of the nine and the 2210): 7/10.
DROP_FIELD = (
    *("GM GER 2600", "GM POL 2560", "GM CZE 2540", "GM GEO 2500"),
    *("IM LTU 2460", "IM UKR 2450", "FM POL 2420", "FM GER 2400"),
    *("FM CZE 2345", "FM LTU 2210"),
)
DROP_SCORES = dict.fromkeys(range(2, 8), "=") | dict.fromkeys(range(8, 12), "1")

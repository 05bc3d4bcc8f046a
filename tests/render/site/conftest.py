"""Events and site data for the tests of the event site's pages, built from
the core directly (what :func:`berger.pipeline.site.site_data` gives): an
event of players, and the team event FOUR of tests/core/conftest.py."""

from __future__ import annotations

from functools import partial
from typing import TypeVar

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.standings import Ties, compute_standings
from berger.core.teams.event import TeamEvent
from berger.core.teams.standings import compute_team_standings
from berger.core.teams.table import build_team_table
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event.output import Language
from berger.render import templates_dir
from berger.render.site.pages import EventNav, SiteData, SiteParts
from berger.render.site.plan import Plan
from berger.render.site.render import render_pages
from berger.render.tables import filled_crosstable
from berger.render.team_players import player_results_view
from berger.render.team_views import scored_rounds, team_crosstable
from berger.render.words import TEAM_WORDS

View = TypeVar("View")
W, D, B = Outcome.WHITE_WIN, Outcome.DRAW, Outcome.BLACK_WIN
CHAIN = ("SB", "ARO")


def event(n: int, *, cycles: int = 1, names: list[str] | None = None) -> Tournament:
    players = [
        Player(name, 2000 + 10 * k)
        for k, name in enumerate(names or [f"Player {k}" for k in range(1, n + 1)])
    ]
    return make_tournament(EventInfo(name="Test Open"), players, cycles=cycles)


def results(tournament: Tournament, games: dict[tuple[int, int], Outcome]) -> Results:
    builder = ResultsBuilder.for_tournament(tournament)
    for (rnd, board), outcome in games.items():
        builder.add_board(rnd, board, outcome)
    return builder.build()


def data(
    tournament: Tournament,
    known: Results | None,
    *,
    language: Language = Language.EN,
    downloads: tuple[tuple[str, str], ...] = (),
    nav: EventNav | None = None,
) -> SiteData:
    """What pipeline.site.site_data gives, built from the core directly."""
    played = (
        ()
        if known is None
        else tuple(
            build_crosstable(tournament, known, after_round=k)
            for k in range(1, known.last_round + 1)
        )
    )
    tables = tuple((table, compute_standings(table, CHAIN)) for table in played)
    crosstable = (
        tables[-1][0]
        if tables
        else build_crosstable(tournament, ResultsBuilder(tournament.schedule).build())
    )
    return SiteData(
        tournament=tournament,
        crosstable=crosstable,
        tables=tables,
        parts=SiteParts(partial(filled_crosstable, crosstable)),
        tiebreaks=CHAIN,
        ties=Ties.SHARE,
        unrated=None,
        language=language,
        dirs=(templates_dir(),),
        downloads=downloads,
        event=nav,
    )


TEAM_CHAIN = ("EDE", "EMGSB")


def team_data(
    event: TeamEvent, known: Results, *, language: Language = Language.EN
) -> SiteData:
    """What pipeline.site.site_data gives for a team event (Teams.site_parts
    included), built from the core directly."""
    counted = tuple(
        build_team_table(event, known, after_round=k)
        for k in range(1, known.last_round + 1)
    )
    now = counted[-1] if counted else build_team_table(event, known)
    standings = tuple(compute_team_standings(t, TEAM_CHAIN) for t in counted)
    return SiteData(
        tournament=event,
        crosstable=now.crosstable,
        tables=tuple(
            (t.crosstable, ranked) for t, ranked in zip(counted, standings, strict=True)
        ),
        parts=SiteParts(
            partial(team_crosstable, now),
            scores=compute_team_standings(now, TEAM_CHAIN).scores,
            words=TEAM_WORDS,
            matches=scored_rounds(event, known),
            squads=player_results_view(now).teams,
        ),
        tiebreaks=TEAM_CHAIN,
        ties=Ties.SHARE,
        unrated=None,
        language=language,
        dirs=(templates_dir(),),
    )


def view(plan: Plan, path: str, kind: type[View]) -> View:
    """The view of the page at ``path``, which must be a ``kind``."""
    shown = plan.pages[path].view
    assert isinstance(shown, kind), (path, shown)
    return shown


def render_all(plan: Plan) -> dict[str, str]:
    return render_pages(plan, plan.pages)


# Four players, N = 4: R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1 (seed 002).
FOUR_AFTER_TWO = {
    (1, 1): W,  # 1–4 1-0
    (1, 2): D,  # 2–3 ½-½
    (2, 1): B,  # 4–3 0-1
    (2, 2): D,  # 1–2 ½-½
}

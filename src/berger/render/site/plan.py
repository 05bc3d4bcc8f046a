"""Planning the event site: every page of an event (or of one group of an
event with several) as its template and the view it shows (:class:`Plan`),
from its rounds as :mod:`berger.render.site.rounds` works them out, the hall
screen's slides as :mod:`berger.render.site.screen` cuts them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path

from berger import __version__
from berger.core.crosstable import Score
from berger.render import tables as grids
from berger.render import views
from berger.render.blank_grid import blank_crosstable
from berger.render.pending import of_entrant, of_round
from berger.render.site.calendars import CALENDAR, calendar_pages
from berger.render.site.pages import (
    Chrome,
    CrosstablePage,
    IndexPage,
    PlayerPage,
    PlayersPage,
    PrizesPage,
    RoundLine,
    RoundPage,
    RoundsPage,
    RoundView,
    SiteData,
    StandingsPage,
)
from berger.render.site.rounds import (
    coming_games,
    current_round,
    player_rounds,
    round_statuses,
    round_views,
    running_scores,
)
from berger.render.site.screen import ScreenPage, round_starts, slides
from berger.render.tables import StandingsView

TOP_ROWS = 8
"""Lines of the standings on the front page."""


@dataclass(frozen=True, slots=True)
class PageSpec:
    """A page to render: its template and what it shows."""

    template: str
    """Template name under ``site/``."""
    depth: int
    """Folders below the site root (0 or 1): links start with ``../`` × depth."""
    view: object
    """The page's frozen view."""


@dataclass(frozen=True, slots=True)
class Plan:
    """Every page of a site, before rendering."""

    chrome: Chrome
    """What every page shows around its content."""
    pages: Mapping[str, PageSpec]
    """Relative path (``rounds/3.html``) to its page."""
    dirs: tuple[Path, ...]
    """Template search path."""
    sources: Mapping[str, object] = field(default_factory=dict, compare=False)
    """What a page was planned from, where it can be told by identity: a page
    planned from the same object (and the same chrome) is the same page."""
    digests: dict[str, str] = field(default_factory=dict, compare=False)
    """The digests of its pages worked out so far, by relative path (see
    :func:`~berger.render.site.render.page_digest`), kept with the plan so
    each is worked out once."""


@dataclass(frozen=True, slots=True)
class Facts:
    """What every group of a site's pages is planned from, worked out once."""

    data: SiteData
    """The site's data."""
    chrome: Chrome
    """What every page shows around its content."""
    players: tuple[views.PlayerView, ...]
    """The entrants, by number."""
    statuses: tuple[tuple[int, int], ...]
    """Each round's games with a result, and its games (see
    :func:`round_statuses`)."""
    totals: tuple[tuple[Fraction | None, ...], ...]
    """Each entrant's points after each round (None while it is pending
    for them)."""
    current: int
    """The round the site shows first."""
    rounds: tuple[RoundView, ...]
    """Every round, as its page shows it."""
    tables: tuple[StandingsView, ...]
    """The standings after each round with a result."""
    after: tuple[int, ...]
    """The rounds there are standings after."""
    reused: Mapping[str, str]
    """The digests of the standings pages taken from the previous plan."""
    previous: Plan | None
    """The previous plan (see :func:`plan_site`)."""

    @property
    def latest(self) -> StandingsView | None:
        """The standings after the last round with a result."""
        return self.tables[-1] if self.tables else None

    @property
    def total(self) -> int:
        """The rounds of the schedule."""
        return len(self.data.tournament.schedule.rounds)


Pages = dict[str, PageSpec]
"""Pages planned, by relative path."""


def plan_site(data: SiteData, previous: Plan | None = None) -> Plan:
    """Every page of the site, as templates and views (nothing rendered yet):
    each of :data:`PAGE_GROUPS` plans its pages from the facts worked out
    once.

    The standings after a round that are the same objects as in the
    ``previous`` plan (a caller that keeps them from one build to the next)
    are taken from it as they are, digest included.
    """
    facts = _facts(data, previous)
    pages: Pages = {}
    for group in PAGE_GROUPS:
        pages.update(group(facts))
    return Plan(
        chrome=facts.chrome,
        pages=pages,
        dirs=data.dirs,
        sources={
            f"standings/{k}.html": source
            for k, source in enumerate(data.tables, start=1)
        },
        digests=dict(facts.reused),
    )


def _facts(data: SiteData, previous: Plan | None) -> Facts:
    """What the site's pages are planned from."""
    chrome = _chrome(data)
    statuses = round_statuses(data.crosstable)
    before, totals = running_scores(data.crosstable)
    current = current_round(data, statuses)
    players = views.entries(data.tournament)
    tables, reused = _standings_after(data, chrome, previous)
    pending = tables[-1].pending if tables else ()
    rounds = round_views(data, players, current, statuses, before)
    return Facts(
        data=data,
        chrome=chrome,
        players=players,
        statuses=statuses,
        totals=totals,
        current=current,
        rounds=tuple(replace(r, pending=of_round(pending, r.number)) for r in rounds),
        tables=tables,
        after=tuple(range(1, len(data.tables) + 1)),
        reused=reused,
        previous=previous,
    )


def _chrome(data: SiteData) -> Chrome:
    """What every page of the site shows around its content."""
    tournament = data.tournament
    return Chrome(
        header=views.header(tournament),
        scoring=tournament.scoring,
        language=data.language,
        live=data.live,
        version=__version__,
        event=data.event,
        words=data.parts.words,
        prizes=data.prizes is not None,
        calendar=data.calendar is not None,
    )


def _standings_after(
    data: SiteData, chrome: Chrome, previous: Plan | None
) -> tuple[tuple[StandingsView, ...], dict[str, str]]:
    """The standings after each round, those unchanged since ``previous``
    taken from it (with their pages' digests)."""
    after = tuple(range(1, len(data.tables) + 1))
    reused: dict[str, str] = {}
    tables: list[StandingsView] = []
    for k, source in enumerate(data.tables, start=1):
        path = f"standings/{k}.html"
        old = previous.pages.get(path) if previous is not None else None
        if (
            previous is not None
            and old is not None
            and previous.sources.get(path) is source
            and previous.chrome == chrome
            and isinstance(old.view, StandingsPage)
            and old.view.rounds == after
            and old.view.table is not None
        ):
            tables.append(old.view.table)
            if path in previous.digests:
                reused[path] = previous.digests[path]
        else:
            tables.append(grids.standings_view(*source))
    return tuple(tables), reused


def _index(facts: Facts) -> Pages:
    """The front page: the current round, the leaders, the top of the
    standings, the pack's files."""
    latest, data = facts.latest, facts.data
    return {
        "index.html": PageSpec(
            "index.html",
            0,
            IndexPage(
                current=facts.rounds[facts.current - 1],
                total=facts.total,
                leaders=tuple(r for r in latest.rows if r.rank == 1) if latest else (),
                top=latest.rows[:TOP_ROWS] if latest else (),
                after_round=latest.after_round if latest else 0,
                final=latest.final if latest else False,
                downloads=data.downloads,
                scores=data.parts.scores,
                pending=latest.pending if latest else (),
            ),
        )
    }


def _rounds_list(facts: Facts) -> Pages:
    """The list of rounds, each with its state."""
    lines = tuple(
        RoundLine(r.number, r.cycle, r.date, r.status, *facts.statuses[r.number - 1])
        for r in facts.rounds
    )
    return {
        "rounds.html": PageSpec(
            "rounds.html", 0, RoundsPage(rounds=lines, current=facts.current)
        )
    }


def _standings(facts: Facts) -> Pages:
    """The standings now (the starting list before any result)."""
    latest = facts.latest
    page = StandingsPage(
        latest, facts.after, len(facts.tables), True, () if latest else facts.players
    )
    return {"standings.html": PageSpec("standings.html", 0, page)}


def _crosstable(facts: Facts) -> Pages:
    """The crosstable now (the blank one before any result)."""
    data = facts.data
    filled = data.parts.grid(facts.tables[-1]) if data.tables else None
    blank = (
        None
        if data.tables
        else blank_crosstable(
            data.tournament, data.tiebreaks, ties=data.ties, unrated=data.unrated
        )
    )
    page = CrosstablePage(filled=filled, blank=blank, scores=data.parts.scores)
    return {"crosstable.html": PageSpec("crosstable.html", 0, page)}


def _players_list(facts: Facts) -> Pages:
    """The list of entrants (a team event's teams with their players)."""
    teams = tuple(squad.team for squad in facts.data.parts.squads)
    page = PlayersPage(facts.players, teams)
    return {"players.html": PageSpec("players.html", 0, page)}


def _screen(facts: Facts) -> Pages:
    """The hall screen: the current round and the standings, in slides."""
    latest, current = facts.latest, facts.rounds[facts.current - 1]
    page = ScreenPage(
        current=current,
        total=facts.total,
        slides=slides(current, latest),
        tiebreaks=latest.tiebreaks if latest else (),
        decimals=latest.decimals if latest else (),
        after_round=latest.after_round if latest else 0,
        final=latest.final if latest else False,
        scores=facts.data.parts.scores,
        words=facts.data.parts.words,
        starts=round_starts(facts.rounds),
        message=facts.data.message,
        pending=latest.pending if latest else (),
    )
    return {"screen.html": PageSpec("screen.html", 0, page)}


def _prizes(facts: Facts) -> Pages:
    """The prize list of an event with one."""
    prizes = facts.data.prizes
    if prizes is None:
        return {}
    return {"prizes.html": PageSpec("prizes.html", 0, PrizesPage(prizes, facts.total))}


def _round_pages(facts: Facts) -> Pages:
    """A page for each round: its pairings and results."""
    cycles = facts.data.tournament.schedule.cycles
    return {
        f"rounds/{view.number}.html": PageSpec(
            "round.html", 1, RoundPage(view, facts.total, cycles)
        )
        for view in facts.rounds
    }


def _standings_pages(facts: Facts) -> Pages:
    """A page of the standings after each round with a result (those
    unchanged taken from the previous plan)."""
    pages: Pages = {}
    for k, table in enumerate(facts.tables, start=1):
        path = f"standings/{k}.html"
        if path in facts.reused and facts.previous is not None:
            pages[path] = facts.previous.pages[path]
        else:
            page = StandingsPage(table, facts.after, k, False, ())
            pages[path] = PageSpec("standings.html", 1, page)
    return pages


def _player_pages(facts: Facts) -> Pages:
    """A page for each entrant: its place, its rounds and its next game."""
    data, latest = facts.data, facts.latest
    by_number = (
        {row.number: row for row in data.tables[-1][1].rows} if data.tables else {}
    )
    squads = data.parts.squads
    pages: Pages = {}
    lines_of = player_rounds(data, facts.players, facts.totals)
    for player, lines in zip(facts.players, lines_of, strict=True):
        line = by_number.get(player.number)
        own = of_entrant(latest.pending if latest else (), player.number)
        shown = (
            player
            if line is None
            else replace(player, withdrawn_after=line.withdrawn_after)
        )
        pages[f"players/{player.number}.html"] = PageSpec(
            "player.html",
            1,
            PlayerPage(
                player=shown,
                place=None if line is None else line.place,
                lots=line is not None and line.lots,
                playoff=line is not None and line.playoff,
                points=Fraction(0) if line is None else line.points,
                after_round=latest.after_round if latest else 0,
                coming=()
                if shown.withdrawn_after is not None
                else coming_games(lines, facts.current, own),
                rounds=lines,
                finished=all(r.cell.score is not Score.PENDING for r in lines),
                scores=tuple(zip(data.parts.scores, line.scores, strict=True))
                if line is not None and len(line.scores) > 1
                else (),
                squad=squads[player.number - 1] if squads else None,
                ties=tuple(
                    tie
                    for tie in (latest.ties if latest else ())
                    if player.number in tie.numbers
                ),
                pending=own,
            ),
        )
    return pages


def _calendars(facts: Facts) -> Pages:
    """The calendar files: the event's and each entrant's."""
    return {
        path: PageSpec(CALENDAR, 1, view)
        for path, view in calendar_pages(facts.data).items()
    }


PAGE_GROUPS: tuple[Callable[[Facts], Pages], ...] = (
    _index,
    _rounds_list,
    _standings,
    _crosstable,
    _players_list,
    _screen,
    _prizes,
    _round_pages,
    _standings_pages,
    _player_pages,
    _calendars,
)
"""The groups of the site's pages, in the order the site lists them; a new
page is one entry here (and its template)."""

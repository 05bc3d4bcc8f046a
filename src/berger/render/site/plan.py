"""Planning the event site: every page of an event (or of one group of an
event with several) as its template and the view it shows (:class:`Plan`),
from its rounds as :mod:`berger.render.site.rounds` works them out, with
the hall screen's slides worked out here."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from typing import TypeVar

from berger import __version__
from berger.core.crosstable import Score
from berger.render import tables as grids
from berger.render import views
from berger.render.blank_grid import blank_crosstable
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
    ScreenPage,
    SiteData,
    Slide,
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
from berger.render.tables import StandingsView

PACK_FILES = (
    ("cards.pdf", "doc_cards"),
    ("round-sheets.pdf", "doc_round_sheets"),
    ("chart.pdf", "doc_chart"),
    ("crosstable-blank.pdf", "site_dl_blank"),
    ("crosstable.pdf", "doc_crosstable"),
    ("standings.pdf", "doc_standings"),
    ("board-results.pdf", "doc_board_results"),
    ("player-results.pdf", "doc_player_results"),
    ("prizes.pdf", "doc_prizes"),
    ("standings.csv", "doc_standings"),
    ("standings.json", "doc_standings"),
    ("event.xlsx", "site_dl_workbook"),
    ("event.trf", "site_dl_trf"),
)
"""The pack's files (``berger build``) the site links to where they exist, with
the label of each."""
TOP_ROWS = 8
"""Lines of the standings on the front page."""
SCREEN_ROWS = 12
"""Most boards or standings lines on one slide of the hall screen."""
SCREEN_LINES = 16
"""Most lines of a team event's round slide, a line for each match and one
for each of its boards: the boards are left out when one match's do not fit."""


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


def _slides(
    current: RoundView, table: StandingsView | None, rows: int = SCREEN_ROWS
) -> tuple[Slide, ...]:
    # A team event's matches take a line each and one more for each board,
    # where one match's fit a slide.
    first = current.boards[0].match if current.boards else None
    lines = 1 + len(first.boards) if first is not None else 0
    detail = 0 < lines <= SCREEN_LINES
    slides = [
        Slide("round", boards=part, part=k, parts=count, match_boards=detail)
        for k, part, count in _chunks(
            current.boards, SCREEN_LINES // lines if detail else rows
        )
    ]
    if table is not None:
        slides += [
            Slide("standings", rows=part, part=k, parts=count)
            for k, part, count in _chunks(table.rows, rows)
        ]
    return tuple(slides)


T = TypeVar("T")


def _chunks(items: Sequence[T], most: int) -> Iterable[tuple[int, tuple[T, ...], int]]:
    """(part, items, parts): ``items`` cut into even parts of at most ``most``."""
    count = max(1, math.ceil(len(items) / most))
    size = max(1, math.ceil(len(items) / count))
    for k in range(count):
        yield k + 1, tuple(items[k * size : (k + 1) * size]), count


def plan_site(data: SiteData, previous: Plan | None = None) -> Plan:
    """Every page of the site, as templates and views (nothing rendered yet).

    The standings after a round that are the same objects as in the
    ``previous`` plan (a caller that keeps them from one build to the next)
    are taken from it as they are, digest included.
    """
    tournament = data.tournament
    total = len(tournament.schedule.rounds)
    players = views.entries(tournament)
    squads = data.parts.squads
    header = views.header(tournament)
    chrome = Chrome(
        header=header,
        scoring=tournament.scoring,
        language=data.language,
        live=data.live,
        version=__version__,
        event=data.event,
        words=data.parts.words,
        prizes=data.prizes is not None,
    )
    statuses = round_statuses(data.crosstable)
    before, totals = running_scores(data.crosstable)
    current = current_round(data, statuses)
    rounds = round_views(data, players, current, statuses, before)
    after = tuple(range(1, len(data.tables) + 1))
    sources: dict[str, object] = {}
    reused: dict[str, str] = {}
    tables: list[StandingsView] = []
    for k, source in enumerate(data.tables, start=1):
        path = f"standings/{k}.html"
        sources[path] = source
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
    latest = tables[-1] if tables else None
    if data.tables:
        ranked = data.tables[-1][1]
        filled = data.parts.grid(tables[-1])
        by_number = {row.number: row for row in ranked.rows}
    pages: dict[str, PageSpec] = {
        "index.html": PageSpec(
            "index.html",
            0,
            IndexPage(
                current=rounds[current - 1],
                total=total,
                leaders=tuple(r for r in latest.rows if r.place.split("-")[0] == "1")
                if latest
                else (),
                top=latest.rows[:TOP_ROWS] if latest else (),
                after_round=latest.after_round if latest else 0,
                final=latest.final if latest else False,
                downloads=tuple(
                    (name, label)
                    for name, label in PACK_FILES
                    if name in data.downloads
                ),
                scores=data.parts.scores,
            ),
        ),
        "rounds.html": PageSpec(
            "rounds.html",
            0,
            RoundsPage(
                rounds=tuple(
                    RoundLine(
                        r.number, r.cycle, r.date, r.status, *statuses[r.number - 1]
                    )
                    for r in rounds
                ),
                current=current,
            ),
        ),
        "standings.html": PageSpec(
            "standings.html",
            0,
            StandingsPage(latest, after, len(tables), True, () if latest else players),
        ),
        "crosstable.html": PageSpec(
            "crosstable.html",
            0,
            CrosstablePage(
                filled=filled if data.tables else None,
                blank=None
                if data.tables
                else blank_crosstable(
                    tournament, data.tiebreaks, ties=data.ties, unrated=data.unrated
                ),
                scores=data.parts.scores,
            ),
        ),
        "players.html": PageSpec(
            "players.html",
            0,
            PlayersPage(players, tuple(squad.team for squad in squads)),
        ),
        "screen.html": PageSpec(
            "screen.html",
            0,
            ScreenPage(
                current=rounds[current - 1],
                total=total,
                slides=_slides(rounds[current - 1], latest),
                tiebreaks=latest.tiebreaks if latest else (),
                decimals=latest.decimals if latest else (),
                after_round=latest.after_round if latest else 0,
                final=latest.final if latest else False,
                scores=data.parts.scores,
                words=data.parts.words,
            ),
        ),
    }
    if data.prizes is not None:
        pages["prizes.html"] = PageSpec(
            "prizes.html", 0, PrizesPage(data.prizes, total)
        )
    for view in rounds:
        pages[f"rounds/{view.number}.html"] = PageSpec(
            "round.html", 1, RoundPage(view, total, tournament.schedule.cycles)
        )
    for k, table in enumerate(tables, start=1):
        path = f"standings/{k}.html"
        if path in reused and previous is not None:
            pages[path] = previous.pages[path]
        else:
            pages[path] = PageSpec(
                "standings.html", 1, StandingsPage(table, after, k, False, ())
            )
    for player, lines in zip(
        players, player_rounds(data, players, totals), strict=True
    ):
        line = by_number[player.number] if data.tables else None
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
                else coming_games(lines, current),
                rounds=lines,
                finished=all(r.cell.score is not Score.PENDING for r in lines),
                scores=tuple(zip(data.parts.scores, line.scores, strict=True))
                if line is not None and len(line.scores) > 1
                else (),
                squad=squads[player.number - 1] if squads else None,
            ),
        )
    return Plan(
        chrome=chrome, pages=pages, dirs=data.dirs, sources=sources, digests=reused
    )

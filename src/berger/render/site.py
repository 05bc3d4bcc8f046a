"""The event site: core objects turned into web pages.

:func:`plan_site` turns the event into page specifications: for every page
of the site its template and a frozen view of everything the page shows.
Planning is cheap; rendering is not, so a caller keeps each page's
:func:`page_digest` and renders (:func:`render_pages`) only the pages whose
digest changed. :func:`site_assets` gives the files every site carries (the
style sheet, the one script, the icon, the fonts). Nothing here writes a file.

An event with several groups has one site: each group's pages (planned by
:func:`plan_site`, with :attr:`SiteData.event` set) in a folder named after
the group, and the event's own front page and hall screen at the top
(:func:`plan_event`, made from the groups' plans), beside the files every
site carries.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction
from pathlib import Path
from typing import TypeVar

from berger import __version__
from berger.core.crosstable import Cell, Crosstable, Score
from berger.core.model import Color
from berger.core.scoring import ScoringSystem
from berger.core.standings import Standings, Ties
from berger.core.tournament import Tournament
from berger.errors import TemplateError
from berger.formats.manifest import digest
from berger.formats.output import Language, PaperSize
from berger.render import html, views
from berger.render import tables as grids
from berger.render.html import render_html
from berger.render.tables import StandingRow, StandingsView
from berger.render.views import PlayerView

SITE_TEMPLATES = "site"
"""Folder of the site's templates and static files inside a templates folder."""
STATIC_FILES = ("site.css", "site.js", "favicon.svg")
"""Files of ``templates/site/`` copied as they are to the site's root."""
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt")
"""Files of ``templates/fonts/`` copied to the site's ``fonts/``."""
PACK_FILES = (
    ("cards.pdf", "doc_cards"),
    ("round-sheets.pdf", "doc_round_sheets"),
    ("chart.pdf", "doc_chart"),
    ("crosstable-blank.pdf", "site_dl_blank"),
    ("crosstable.pdf", "doc_crosstable"),
    ("standings.pdf", "doc_standings"),
    ("standings.csv", "doc_standings"),
    ("standings.json", "doc_standings"),
    ("event.xlsx", "site_dl_workbook"),
    ("event.trf", "site_dl_trf"),
)
"""The pack's files (``berger build``) the site links to where they exist, with
the label of each."""
WEB_PAPER = PaperSize.A4
"""The paper size the renderer asks for; only the print templates use it."""
TOP_ROWS = 8
"""Lines of the standings on the front page."""
SCREEN_ROWS = 12
"""Most boards or standings lines on one slide of the hall screen."""
TOP_PAGES = (
    "index.html",
    "rounds.html",
    "standings.html",
    "crosstable.html",
    "players.html",
    "screen.html",
)
"""The pages at the top of a site of one table."""
TOP_NAMES = (*TOP_PAGES, *STATIC_FILES, "fonts")
"""Names at the top of a site that no group's folder may take."""


@dataclass(frozen=True, slots=True)
class EventNav:
    """Where a page of an event with several groups stands in its site."""

    name: str
    """The event's own name, without a group's (empty when it has none)."""
    group: str | None
    """The group whose pages these are (in the group's folder); None for the
    event's own pages at the top (its front page and hall screen)."""


@dataclass(frozen=True, slots=True)
class SiteData:
    """Everything a site is made from."""

    tournament: Tournament
    """The event."""
    crosstable: Crosstable
    """The crosstable now (every game pending when there are no results)."""
    tables: tuple[tuple[Crosstable, Standings], ...]
    """Crosstable and standings after round 1, 2, … up to the last round with a
    result; empty without results."""
    tiebreaks: tuple[str, ...]
    """The event's tiebreak chain (for the blank crosstable's columns)."""
    ties: Ties
    """What becomes of players level after the chain (the blank crosstable's
    notes)."""
    unrated: int | None
    """The rating unrated players count as, or None (the blank crosstable's
    notes)."""
    language: Language
    """The site's language."""
    dirs: tuple[Path, ...]
    """Template search path, override first."""
    downloads: tuple[str, ...] = ()
    """Names of the pack's files that lie beside the site folder."""
    live: bool = False
    """Pages for ``berger serve``: they carry the live-update hooks."""
    event: EventNav | None = None
    """For a group of an event with several, the event and the group: the
    pages lie in the group's folder of the event's site; None for an event
    of one table."""


class RoundStatus(StrEnum):
    """How far a round has got (the values end the label keys ``site_status_*``)."""

    DONE = "done"
    """Every game has a result."""
    PLAYING = "playing"
    """Some games have a result."""
    UPCOMING = "upcoming"
    """No game has a result yet."""


@dataclass(frozen=True, slots=True)
class Chrome:
    """What every page shows around its content."""

    header: views.Header
    """The event header."""
    scoring: ScoringSystem
    """Points per result (the result filters need it)."""
    language: Language
    """Page language."""
    live: bool
    """Pages served live by ``berger serve``."""
    version: str
    """berger's version, in the footer."""
    event: EventNav | None = None
    """The event with several groups the pages belong to, or None."""


@dataclass(frozen=True, slots=True)
class Board:
    """One board of a round, as both players' crosstable cells."""

    board: int
    """Board number."""
    white: PlayerView
    """Player with white."""
    black: PlayerView
    """Player with black."""
    white_cell: Cell
    """White's result (pending while unknown)."""
    black_cell: Cell
    """Black's result."""
    white_before: Fraction | None
    """White's points before the round; None for a round after the current
    one (those would only repeat today's points)."""
    black_before: Fraction | None
    """Black's points before the round, or None."""


@dataclass(frozen=True, slots=True)
class RoundView:
    """One round's pairings and results."""

    number: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    status: RoundStatus
    """How far the round has got."""
    boards: tuple[Board, ...]
    """Boards in order."""
    bye: PlayerView | None
    """The player without a game, or None."""


@dataclass(frozen=True, slots=True)
class RoundLine:
    """One round in the list of rounds."""

    number: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    status: RoundStatus
    """How far the round has got."""
    results: int
    """Games with a result."""
    games: int
    """Games in the round."""


@dataclass(frozen=True, slots=True)
class RoundsPage:
    """The list of rounds."""

    rounds: tuple[RoundLine, ...]
    """Every round."""
    current: int
    """The round being played or next to play."""


@dataclass(frozen=True, slots=True)
class RoundPage:
    """``rounds/N.html``."""

    round: RoundView
    """The round."""
    total: int
    """Rounds in the event (for the links to the others)."""
    cycles: int
    """Cycles of the event."""


@dataclass(frozen=True, slots=True)
class IndexPage:
    """The front page: the round now, the leader, the top of the standings."""

    current: RoundView
    """The round being played or next to play."""
    total: int
    """Rounds in the event."""
    leaders: tuple[StandingRow, ...]
    """Everyone in first place (empty without results)."""
    top: tuple[StandingRow, ...]
    """The first lines of the standings."""
    after_round: int
    """Results counted up to this round (0: none yet)."""
    final: bool
    """Every game has a result."""
    downloads: tuple[tuple[str, str], ...]
    """(file name, label key) of the pack's files beside the site."""


@dataclass(frozen=True, slots=True)
class StandingsPage:
    """``standings.html`` (now) or ``standings/K.html`` (after round K)."""

    table: StandingsView | None
    """The standings, None before the first result."""
    rounds: tuple[int, ...]
    """Rounds after which standings exist (the links to the others)."""
    shown: int
    """The round these standings are after (0: none)."""
    latest: bool
    """The standings now (``standings.html``)."""
    players: tuple[PlayerView, ...]
    """Players by number, listed before the first result."""


@dataclass(frozen=True, slots=True)
class CrosstablePage:
    """``crosstable.html``: filled, or blank before the first result."""

    filled: grids.FilledCrosstable | None
    """The crosstable, None before the first result."""
    blank: grids.BlankCrosstable | None
    """The empty grid with each cell's round and colour, before the first result."""


@dataclass(frozen=True, slots=True)
class PlayersPage:
    """``players.html``: the starting list."""

    players: tuple[PlayerView, ...]
    """Players by number."""


@dataclass(frozen=True, slots=True)
class PlayerRound:
    """One round of one player."""

    round: int
    """Round of the event."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    board: int | None
    """Board number, None for the bye."""
    cell: Cell
    """The player's game (colour, opponent, result)."""
    opponent: PlayerView | None
    """The opponent, None for the bye."""
    total: Fraction | None
    """Points after the round, None while the round is pending."""


@dataclass(frozen=True, slots=True)
class PlayerPage:
    """``players/N.html``: one player's rounds and next game."""

    player: PlayerView
    """The player."""
    place: str | None
    """Place now, None before the first result."""
    points: Fraction
    """Points now."""
    after_round: int
    """Results counted up to this round."""
    coming: tuple[PlayerRound, ...]
    """What comes next: a bye in the current round, then the next game."""
    rounds: tuple[PlayerRound, ...]
    """Every round."""
    finished: bool
    """The player has no game left."""


@dataclass(frozen=True, slots=True)
class Slide:
    """One view of the hall screen."""

    kind: str
    """``round`` or ``standings``."""
    boards: tuple[Board, ...] = ()
    """Boards shown (round slides)."""
    rows: tuple[StandingRow, ...] = ()
    """Standings lines shown (standings slides)."""
    part: int = 1
    """Which part of a round or table cut over several slides."""
    parts: int = 1
    """Slides the round or table takes."""


@dataclass(frozen=True, slots=True)
class ScreenPage:
    """``screen.html``: the hall screen's slides."""

    current: RoundView
    """The round on the screen."""
    total: int
    """Rounds in the event."""
    slides: tuple[Slide, ...]
    """Shown in turn."""
    tiebreaks: tuple[str, ...]
    """Tiebreak codes of the standings."""
    decimals: tuple[bool, ...]
    """Per tiebreak: halves as decimals."""
    after_round: int
    """Results counted up to this round (0: none)."""
    final: bool
    """Every game has a result."""


@dataclass(frozen=True, slots=True)
class GroupCard:
    """One group on the front page of an event with several."""

    name: str
    """The group's name (its folder's too)."""
    current: int
    """The round being played or next to play."""
    total: int
    """Rounds in the group."""
    date: dt.date | dt.datetime | None
    """The current round's date, where known."""
    status: RoundStatus
    """How far the current round has got."""
    leaders: tuple[PlayerView, ...]
    """Everyone in first place (empty without results)."""
    points: Fraction | None
    """The leaders' points, None without results."""
    final: bool
    """Every game of the group has a result."""


@dataclass(frozen=True, slots=True)
class EventPage:
    """The front page of an event with several groups."""

    cards: tuple[GroupCard, ...]
    """Each group, in the event's order."""


@dataclass(frozen=True, slots=True)
class EventScreenPage:
    """The hall screen of an event with several groups: each group's slides
    in turn."""

    groups: tuple[tuple[str, ScreenPage], ...]
    """(group name, its hall screen), in the event's order."""


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
    _digests: dict[str, str] = field(default_factory=dict, compare=False)


def _statuses(crosstable: Crosstable) -> tuple[tuple[int, ...], ...]:
    """Per round: (games with a result, games) from the crosstable now."""
    tournament = crosstable.tournament
    rows = crosstable.rows
    out = []
    for rnd in tournament.schedule.rounds:
        done = sum(
            rows[white - 1][rnd.number - 1].score is not Score.PENDING
            for white in rnd.whites
        )
        out.append((done, len(rnd.whites)))
    return tuple(out)


def _status(done: int, games: int) -> RoundStatus:
    if done == games:
        return RoundStatus.DONE
    return RoundStatus.PLAYING if done else RoundStatus.UPCOMING


def current_round(data: SiteData) -> int:
    """The round being played, or the next to play: the last round with a
    result while it has games left, else the one after it (the last round
    once the event is over; round 1 before any result).
    """
    total = len(data.tournament.schedule.rounds)
    if not data.tables:
        return 1
    last = data.tables[-1][1].after_round
    done, games = _statuses(data.crosstable)[last - 1]
    if done < games or last == total:
        return last
    return last + 1


def _running_totals(crosstable: Crosstable) -> tuple[tuple[Fraction | None, ...], ...]:
    """``totals[number - 1][round - 1]``: points after the round (struck games
    count nothing), None while the round is pending for the player."""
    out = []
    for row in crosstable.rows:
        total = Fraction(0)
        line: list[Fraction | None] = []
        for cell in row:
            if cell.points is None:
                line.append(None)
                continue
            if not cell.struck:
                total += cell.points
            line.append(total)
        out.append(tuple(line))
    return tuple(out)


def _points_before(crosstable: Crosstable) -> tuple[tuple[Fraction, ...], ...]:
    """``before[number - 1][round - 1]``: counted points in the earlier rounds."""
    out = []
    for row in crosstable.rows:
        total = Fraction(0)
        line = []
        for cell in row:
            line.append(total)
            if cell.points is not None and not cell.struck:
                total += cell.points
        out.append(tuple(line))
    return tuple(out)


def _round_views(
    data: SiteData, players: tuple[PlayerView, ...], current: int
) -> tuple[RoundView, ...]:
    crosstable = data.crosstable
    rows = crosstable.rows
    before = _points_before(crosstable)
    statuses = _statuses(crosstable)
    out = []
    for rnd in data.tournament.schedule.rounds:
        number = rnd.number
        shown = 1 < number <= current
        boards = tuple(
            Board(
                board=g.board,
                white=players[g.white - 1],
                black=players[g.black - 1],
                white_cell=rows[g.white - 1][number - 1],
                black_cell=rows[g.black - 1][number - 1],
                white_before=before[g.white - 1][number - 1] if shown else None,
                black_before=before[g.black - 1][number - 1] if shown else None,
            )
            for g in rnd.games
        )
        out.append(
            RoundView(
                number=number,
                cycle=rnd.cycle,
                date=views.round_date(data.tournament, number),
                status=_status(*statuses[number - 1]),
                boards=boards,
                bye=None if rnd.bye is None else players[rnd.bye - 1],
            )
        )
    return tuple(out)


def _player_rounds(
    data: SiteData, players: tuple[PlayerView, ...]
) -> tuple[tuple[PlayerRound, ...], ...]:
    tournament = data.tournament
    totals = _running_totals(data.crosstable)
    boards: dict[tuple[int, int], int] = {}
    for game in tournament.schedule.games():
        boards[(game.round, game.white)] = game.board
        boards[(game.round, game.black)] = game.board
    out = []
    for number, row in enumerate(data.crosstable.rows, start=1):
        out.append(
            tuple(
                PlayerRound(
                    round=cell.round,
                    date=views.round_date(tournament, cell.round),
                    board=boards.get((cell.round, number)),
                    cell=cell,
                    opponent=None
                    if cell.opponent is None
                    else players[cell.opponent - 1],
                    total=totals[number - 1][cell.round - 1],
                )
                for cell in row
            )
        )
    return tuple(out)


def _coming(rounds: Sequence[PlayerRound], current: int) -> tuple[PlayerRound, ...]:
    """A bye in the current round, then the first game still to play from it on."""
    now = rounds[current - 1]
    out = [now] if now.opponent is None else []
    for line in rounds[current - 1 :]:
        if line.opponent is not None and line.cell.score is Score.PENDING:
            out.append(line)
            break
    return tuple(out)


def _slides(
    current: RoundView, table: StandingsView | None, rows: int = SCREEN_ROWS
) -> tuple[Slide, ...]:
    slides = [
        Slide("round", boards=part, part=k, parts=count)
        for k, part, count in _chunks(current.boards, rows)
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
    players = views.player_views(tournament)
    header = views.header(tournament)
    chrome = Chrome(
        header=header,
        scoring=tournament.scoring,
        language=data.language,
        live=data.live,
        version=__version__,
        event=data.event,
    )
    current = current_round(data)
    rounds = _round_views(data, players, current)
    statuses = _statuses(data.crosstable)
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
            if path in previous._digests:
                reused[path] = previous._digests[path]
        else:
            tables.append(grids.standings_view(*source))
    latest = tables[-1] if tables else None
    if data.tables:
        now, ranked = data.tables[-1]
        filled = grids.filled_crosstable(now, ranked)
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
                else grids.blank_crosstable(
                    tournament, data.tiebreaks, ties=data.ties, unrated=data.unrated
                ),
            ),
        ),
        "players.html": PageSpec("players.html", 0, PlayersPage(players)),
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
            ),
        ),
    }
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
    for player, lines in zip(players, _player_rounds(data, players), strict=True):
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
                points=Fraction(0) if line is None else line.points,
                after_round=latest.after_round if latest else 0,
                coming=()
                if shown.withdrawn_after is not None
                else _coming(lines, current),
                rounds=lines,
                finished=all(r.cell.score is not Score.PENDING for r in lines),
            ),
        )
    return Plan(
        chrome=chrome, pages=pages, dirs=data.dirs, sources=sources, _digests=reused
    )


def plan_event(name: str, groups: Sequence[tuple[str, Plan]]) -> Plan:
    """The event's own pages of an event with several groups, from the
    groups' plans (at least one): ``index.html``, a card per group (its
    current round, its leaders, links to its pages), and ``screen.html``,
    the groups' hall screens one after another. They show the event's header
    under its own ``name``.
    """
    first = groups[0][1]
    chrome = replace(
        first.chrome,
        header=replace(first.chrome.header, name=name),
        event=EventNav(name, None),
    )
    cards = []
    screens = []
    for group, plan in groups:
        index = plan.pages["index.html"].view
        screen = plan.pages["screen.html"].view
        assert isinstance(index, IndexPage)
        assert isinstance(screen, ScreenPage)
        cards.append(
            GroupCard(
                name=group,
                current=index.current.number,
                total=index.total,
                date=index.current.date,
                status=index.current.status,
                leaders=tuple(row.player for row in index.leaders),
                points=index.leaders[0].points if index.leaders else None,
                final=index.final,
            )
        )
        screens.append((group, screen))
    pages = {
        "index.html": PageSpec("event.html", 0, EventPage(tuple(cards))),
        "screen.html": PageSpec(
            "event-screen.html", 0, EventScreenPage(tuple(screens))
        ),
    }
    return Plan(chrome=chrome, pages=pages, dirs=first.dirs)


def page_digest(plan: Plan, path: str) -> str:
    """A digest of everything page ``path`` shows: equal digests, equal pages
    (for the same templates, see :func:`templates_digest`)."""
    known = plan._digests.get(path)
    if known is None:
        spec = plan.pages[path]
        known = digest(path, spec, plan.chrome)
        plan._digests[path] = known
    return known


def templates_digest(dirs: Sequence[Path], language: str) -> str:
    """A digest of the site's templates, static files, fonts and labels (and
    berger's version and the language): when it changes, every page must be
    rendered again.

    Raises:
        TemplateError: a templates folder cannot be read.
    """
    files = html.templates_digest(dirs, within=(SITE_TEMPLATES, "fonts", "locales"))
    return digest(__version__, str(language), files)


def render_pages(plan: Plan, paths: Iterable[str]) -> dict[str, str]:
    """The HTML of the pages ``paths`` of ``plan``.

    Raises:
        TemplateError: a missing or broken template, or a missing label.
    """
    chrome = plan.chrome
    # A group's pages lie one folder below the site's top, where the files
    # every page uses are.
    below = chrome.event is not None and chrome.event.group is not None
    return {
        path: render_html(
            f"{SITE_TEMPLATES}/{plan.pages[path].template}",
            {
                "page": plan.pages[path].view,
                "chrome": chrome,
                "header": chrome.header,
                "scoring": chrome.scoring,
                "root": "../" * plan.pages[path].depth,
                "top": "../" * (plan.pages[path].depth + below),
                "path": path,
                "Color": Color,
                "Score": Score,
                "teams": False,  # the print macros' word for teams
            },
            language=chrome.language,
            game=chrome.header.game,
            paper=WEB_PAPER,
            dirs=plan.dirs,
            pdf=False,
        )
        for path in paths
    }


def site_assets(dirs: Sequence[Path]) -> dict[str, bytes]:
    """The static files of a site by relative path: the style sheet, the
    script and the icon from ``site/``, the fonts and their licence from
    ``fonts/`` (the first folder of the search path that has each wins).

    Raises:
        TemplateError: a file is missing from every folder.
    """
    wanted = [(f"{SITE_TEMPLATES}/{name}", name) for name in STATIC_FILES] + [
        (f"fonts/{name}", f"fonts/{name}") for name in FONT_FILES
    ]
    out = {}
    for source, target in wanted:
        for folder in dirs:
            path = folder / source
            if path.is_file():
                try:
                    out[target] = path.read_bytes()
                except OSError as exc:
                    raise TemplateError(f"{path}: cannot read: {exc}") from exc
                break
        else:
            raise TemplateError(f"template file {source!r} not found")
    return out

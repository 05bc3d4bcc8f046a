"""Planning the event site: every page of an event (or of one group of an
event with several) as its template and the view it shows, with the round
now, the running scores, each player's coming game and the hall screen's
slides worked out here."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TypeVar

from berger import __version__
from berger.core.crosstable import Crosstable, Score
from berger.render import tables as grids
from berger.render import views
from berger.render.site.pages import (
    Board,
    Chrome,
    CrosstablePage,
    IndexPage,
    MatchSide,
    PageSpec,
    Plan,
    PlayerPage,
    PlayerRound,
    PlayersPage,
    RoundLine,
    RoundPage,
    RoundsPage,
    RoundStatus,
    RoundView,
    ScreenPage,
    SiteData,
    Slide,
    StandingsPage,
)
from berger.render.tables import StandingsView
from berger.render.team_views import ScoredMatch
from berger.render.views import PlayerView

PACK_FILES = (
    ("cards.pdf", "doc_cards"),
    ("round-sheets.pdf", "doc_round_sheets"),
    ("chart.pdf", "doc_chart"),
    ("crosstable-blank.pdf", "site_dl_blank"),
    ("crosstable.pdf", "doc_crosstable"),
    ("standings.pdf", "doc_standings"),
    ("board-results.pdf", "doc_board_results"),
    ("player-results.pdf", "doc_player_results"),
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


def round_statuses(crosstable: Crosstable) -> tuple[tuple[int, int], ...]:
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


def _status(done: int, games: int, started: bool = False) -> RoundStatus:
    """A round's status from its games with a result; ``started``: a game of
    it without a result has begun to have some (a team event's match with
    some boards in)."""
    if done == games:
        return RoundStatus.DONE
    return RoundStatus.PLAYING if done or started else RoundStatus.UPCOMING


def current_round(data: SiteData, statuses: Sequence[tuple[int, int]]) -> int:
    """The round being played, or the next to play: the last round with a
    result while it has games left, else the one after it (the last round
    once the event is over; round 1 before any result). ``statuses`` are
    the :func:`round_statuses` of the crosstable now.
    """
    total = len(data.tournament.schedule.rounds)
    if not data.tables:
        return 1
    last = data.tables[-1][1].after_round
    done, games = statuses[last - 1]
    if done < games or last == total:
        return last
    return last + 1


def _running_scores(
    crosstable: Crosstable,
) -> tuple[tuple[tuple[Fraction, ...], ...], tuple[tuple[Fraction | None, ...], ...]]:
    """``before[number - 1][round - 1]``, the counted points in the earlier
    rounds, and ``totals[number - 1][round - 1]``, the points after the round
    (None while the round is pending for the player); struck games count
    nothing."""
    before = []
    totals = []
    for row in crosstable.rows:
        total = Fraction(0)
        earlier: list[Fraction] = []
        after: list[Fraction | None] = []
        for cell in row:
            earlier.append(total)
            if cell.points is not None and not cell.struck:
                total += cell.points
            after.append(None if cell.points is None else total)
        before.append(tuple(earlier))
        totals.append(tuple(after))
    return tuple(before), tuple(totals)


def _matches(data: SiteData) -> dict[tuple[int, int], ScoredMatch]:
    """A team event's matches by (round, table); none for an event of players."""
    return {
        (scored.match.round, scored.match.table): scored
        for matches in data.parts.matches
        for scored in matches
    }


def _round_views(
    data: SiteData,
    players: tuple[PlayerView, ...],
    current: int,
    statuses: Sequence[tuple[int, int]],
    before: Sequence[Sequence[Fraction]],
) -> tuple[RoundView, ...]:
    rows = data.crosstable.rows
    matches = _matches(data)
    started = {
        round_number
        for (round_number, _table), scored in matches.items()
        if any(b.first.score is not Score.PENDING for b in scored.boards)
    }
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
                match=matches.get((number, g.board)),
            )
            for g in rnd.games
        )
        out.append(
            RoundView(
                number=number,
                cycle=rnd.cycle,
                date=views.round_date(data.tournament, number),
                status=_status(*statuses[number - 1], number in started),
                boards=boards,
                bye=None if rnd.bye is None else players[rnd.bye - 1],
            )
        )
    return tuple(out)


def _player_rounds(
    data: SiteData,
    players: tuple[PlayerView, ...],
    totals: Sequence[Sequence[Fraction | None]],
) -> tuple[tuple[PlayerRound, ...], ...]:
    tournament = data.tournament
    boards: dict[tuple[int, int], int] = {}
    for game in tournament.schedule.games():
        boards[(game.round, game.white)] = game.board
        boards[(game.round, game.black)] = game.board
    matches = _matches(data)
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
                    side=_side(
                        matches.get((cell.round, boards.get((cell.round, number), 0))),
                        number,
                    ),
                )
                for cell in row
            )
        )
    return tuple(out)


def _side(match: ScoredMatch | None, team: int) -> MatchSide | None:
    """Team ``team``'s side of ``match`` (None without a match)."""
    if match is None:
        return None
    first = match.match.first.number == team
    board = match.boards[0]
    score = match.match.score
    return MatchSide(
        match=match,
        first=first,
        colour=(board.first if first else board.second).colour,
        score=score if score is None or first else (score[1], score[0]),
    )


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
        teams=data.parts.teams,
    )
    statuses = round_statuses(data.crosstable)
    before, totals = _running_scores(data.crosstable)
    current = current_round(data, statuses)
    rounds = _round_views(data, players, current, statuses, before)
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
                else grids.blank_crosstable(
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
                teams=data.parts.teams,
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
    for player, lines in zip(
        players, _player_rounds(data, players, totals), strict=True
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
                points=Fraction(0) if line is None else line.points,
                after_round=latest.after_round if latest else 0,
                coming=()
                if shown.withdrawn_after is not None
                else _coming(lines, current),
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

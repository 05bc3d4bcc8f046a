"""Use cases: the reports a command prints, as text, CSV or JSON: the
schedule, when two players meet, the standings; and the reports of every
group of an event as one."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from berger.core.berger import check_players, meetings
from berger.core.pairings import schedule_meetings
from berger.core.results import Results
from berger.core.teams import TeamEvent
from berger.core.tournament import Tournament
from berger.errors import in_group
from berger.formats.event import EventConfig, Options
from berger.pipeline.event import AnyEvent, OpenGroup
from berger.pipeline.results import rating_changes_for, require_results, standings_for


def report_groups(
    groups: Sequence[OpenGroup],
    fmt: str,
    report: Callable[[OpenGroup], str],
    *,
    titled: bool = True,
) -> str:
    """The ``report`` of each group as ``text``, ``csv`` or ``json``, as one:
    with ``titled`` and named groups, each under its title (see
    :mod:`berger.formats.grouped`); else the one group's report as it is.

    Raises:
        BergerError: what ``report`` raises, the group named.
    """
    from berger.formats import grouped

    texts = []
    for group in groups:
        with in_group(group.name):
            texts.append(report(group))
    names = [group.name for group in groups if group.name is not None]
    if not titled or len(names) < len(groups):
        (only,) = texts
        return only
    return grouped.join(fmt, list(zip(names, texts, strict=True)))


def schedule_report(tournament: AnyEvent, fmt: str) -> str:
    """``berger schedule``: every round, board by board (a team event's
    matches), as ``text``, ``csv`` or ``json``."""
    from berger.formats import schedule as out

    if isinstance(tournament, TeamEvent):
        from berger import team_pipeline

        return team_pipeline.schedule_report(tournament, fmt)

    render = {
        "text": out.schedule_text,
        "csv": out.schedule_csv,
        "json": out.schedule_json,
    }[fmt]
    return render(tournament)


def when_report(
    a: int,
    b: int,
    fmt: str,
    *,
    tournament: AnyEvent | None = None,
    players: int | None = None,
    options: Options | None = None,
) -> str:
    """``berger when``: the round(s) in which players ``a`` and ``b`` meet and
    who has white, as ``text`` or ``json``.

    In the ``tournament``'s schedule (its cycles, its swap, its names, or
    the pairings it follows; a team event's teams, the first-named team as
    ``white``), or else in a bare Berger table of ``players`` with the
    ``options``' cycles and swap.

    Raises:
        BergerError: a player count outside 2..2000, a number outside the
            table, ``a`` equal to ``b``, or two players with no game in the
            rounds paired so far.
    """
    from berger.formats import schedule as out

    names: dict[int, str] | None = None
    sides = ("white", "black")
    if tournament is not None:
        if isinstance(tournament, TeamEvent):
            entrants = [team.name for team in tournament.teams]
            sides = ("named first", "named second")
        else:
            entrants = [player.name for player in tournament.players]
        names = dict(enumerate(entrants, start=1))
        found = schedule_meetings(tournament.schedule, a, b)
    elif players is not None:
        options = options or Options()
        check_players(players)
        found = meetings(
            a, b, n=players, cycles=options.cycles or 1, swap=options.swap_last_two
        )
    else:
        raise ValueError("give a tournament or a number of players")
    if fmt == "json":
        return out.when_json(found)
    return out.when_text(found, names, sides=sides)


def standings_as(
    fmt: str,
    config: EventConfig,
    tournament: Tournament,
    results: Results,
    *,
    after_round: int | None = None,
) -> str:
    """The standings after ``after_round`` as ``text``, ``csv`` or ``json``
    (SPEC section 7), with the rating changes of a rated event (section 9)."""
    from berger.formats import standings as out

    crosstable, standings = standings_for(
        config, tournament, results, after_round=after_round
    )
    render = {
        "text": out.standings_text,
        "csv": out.standings_csv,
        "json": out.standings_json,
    }[fmt]
    return render(tournament, standings, rating_changes_for(config, crosstable))


def standings_report(
    config: EventConfig,
    tournament: AnyEvent,
    fmt: str,
    *,
    after_round: int | None = None,
) -> str:
    """``berger standings``: places, points and tiebreaks after ``after_round``
    (default: the last round with a result) as ``text``, ``csv`` or ``json``,
    with the rating changes when the event is rated; a team event's match and
    game points and team tie-breaks.

    Raises:
        BergerError: no results, bad results, a round beyond the schedule, an
            unknown tiebreak code.
    """
    if isinstance(tournament, TeamEvent):
        from berger import team_pipeline

        return team_pipeline.standings_report(
            config, tournament, fmt, after_round=after_round
        )
    results = require_results(config, tournament)
    return standings_as(fmt, config, tournament, results, after_round=after_round)

"""Use cases: the reports a command prints, as text, CSV or JSON: the
schedule, when two players meet, the standings; and the reports of every
group of an event as one."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from berger import messages
from berger.core.ballots import Openings, draw_openings
from berger.core.berger import check_players, meetings
from berger.core.disciplines import BUILTIN_BALLOTS
from berger.core.explanation import explain_ties
from berger.core.pairings import schedule_meetings
from berger.errors import InputError, in_group
from berger.formats.event.draughts import DraughtsRules
from berger.formats.event.drawn_openings import drawn_csv
from berger.formats.event.event import ChainFrom, Options
from berger.formats.event.output import Format
from berger.formats.files.atomic import write_text
from berger.formats.reports import grouped, prize_report
from berger.formats.reports import playoff_report as playoff_out
from berger.formats.reports import schedule as schedule_out
from berger.formats.reports import ties as ties_report
from berger.formats.reports.ballots import ballots_csv, ballots_json, ballots_text
from berger.messages import N_, _
from berger.pipeline.event import OpenGroup, draw_seed
from berger.pipeline.outputs import C, E
from berger.pipeline.playoff import event_playoffs
from berger.pipeline.prizes import prize_list
from berger.pipeline.variant import Variant


def report_groups(
    groups: Sequence[OpenGroup],
    fmt: Format,
    report: Callable[[OpenGroup], str],
    *,
    titled: bool = True,
) -> str:
    """The ``report`` of each group in the format ``fmt``, as one:
    with ``titled`` and named groups, each under its title (see
    :mod:`berger.formats.reports.grouped`); else the one group's report as it is.

    Raises:
        BergerError: what ``report`` raises, the group named.
    """
    texts = []
    for group in groups:
        with in_group(group.name):
            texts.append(report(group))
    names = [group.name for group in groups if group.name is not None]
    if not titled or len(names) < len(groups):
        (only,) = texts
        return only
    heading = grouped.HEADING
    if fmt is Format.TEXT:
        heading = groups[0].variant.wording().word("site_group", heading)
    return grouped.join(fmt, list(zip(names, texts, strict=True)), heading=heading)


def schedule_report(variant: Variant[E, C], fmt: Format) -> str:
    """``berger schedule``: every round, board by board (a team event's
    matches)."""
    return variant.kind.schedule(variant.event, variant.wording).write(fmt)


def ballots_report(
    variant: Variant[E, C], fmt: Format, rounds: Sequence[int] | None = None
) -> str:
    """``berger ballots``: the openings drawn for every board of ``rounds``
    (every round by default), as text, CSV or JSON.

    Raises:
        InputError: not a draughts event, an event that draws no openings,
            a round the schedule does not have, or as
            :func:`~berger.pipeline.variant.drawn_openings`.
    """
    rules, openings = _ballot(variant, rounds)
    event = variant.event
    match fmt:
        case Format.CSV:
            return ballots_csv(event, openings, rounds=rounds)
        case Format.JSON:
            return ballots_json(event, rules, openings, rounds=rounds)
    return ballots_text(
        event, rules, openings, rounds=rounds, wording=variant.wording()
    )


def draw_ballots(
    variant: Variant[E, C],
    rounds: Sequence[int] | None = None,
    *,
    again: bool = False,
    choose_seed: Callable[[], int] = draw_seed,
) -> tuple[int, ...]:
    """``berger ballots --draw``: draw the openings of ``rounds`` (default:
    every round not drawn yet) for an event without a seed, and keep them in
    its file of the draw (written atomically) with those drawn before. A
    round drawn already is drawn again only when ``again``. Returns the
    rounds drawn; :attr:`Variant.openings` holds the draw from then on.

    Raises:
        InputError: as :func:`ballots_report`; an event whose seed draws
            its openings, a round drawn already (without ``again``), no
            round left to draw.
        OutputError: the file cannot be written.
    """
    rules, openings = _ballot(variant, rounds)
    config = variant.config
    if rules.drawn is None or rules.ballot is None:
        raise InputError(
            _(
                "the openings are drawn from the event's seed ({seed}): every"
                " run gives the same; --draw keeps a draw for an event without"
                " a seed"
            ).format(seed=config.options.seed),
            path=config.source,
            field="rules.seed",
        )
    schedule = variant.event.schedule
    undrawn = openings.undrawn(schedule)
    if rounds is None:
        wanted = tuple(r.number for r in schedule.rounds) if again else undrawn
    else:
        wanted = tuple(sorted(set(rounds)))
    done = [number for number in wanted if number not in undrawn]
    if done and not again:
        raise InputError(
            _(
                "round {round} has its openings drawn already ({file}): --again"
                " draws them anew"
            ).format(round=done[0], file=rules.drawn.name),
            path=config.source,
        )
    if not wanted:
        raise InputError(
            _(
                "every round has its openings drawn already ({file}): --round R"
                " --again draws a round anew"
            ).format(file=rules.drawn.name),
            path=config.source,
        )
    drawn = draw_openings(
        openings.table,
        schedule,
        seed=choose_seed(),
        draw=rules.ballot.draw,
        kept=openings.drawn,
        rounds=wanted,
    )
    kept = replace(drawn, seed=None)
    write_text(rules.drawn, drawn_csv(kept, schedule))
    variant.openings = kept
    return wanted


def _ballot(
    variant: Variant[E, C], rounds: Sequence[int] | None
) -> tuple[DraughtsRules, Openings]:
    """The event's ballot and its openings, ``rounds`` checked.

    Raises:
        InputError: as :func:`ballots_report`.
    """
    config = variant.config
    rules = config.draughts
    openings = variant.openings
    if rules is None or openings is None:
        raise InputError(
            _(
                "this event draws no openings: give the discipline in [event]"
                " and a ballot in [rules] (ballot = {ballots} or a table file)"
            ).format(ballots=", ".join(f'"{name}"' for name in BUILTIN_BALLOTS)),
            path=config.source,
            field="rules.ballot",
        )
    total = len(variant.event.schedule.rounds)
    for number in rounds or ():
        if not 1 <= number <= total:
            raise InputError(
                _("--round {round}: the schedule has rounds 1–{rounds}").format(
                    round=number, rounds=total
                ),
                path=config.source,
            )
    return rules, openings


def when_report(
    a: int,
    b: int,
    fmt: Format,
    *,
    variant: Variant[Any, Any] | None = None,
    players: int | None = None,
    options: Options | None = None,
) -> str:
    """``berger when``: the round(s) in which players ``a`` and ``b`` meet and
    who has white, as text or JSON.

    In the event's schedule (its cycles, its swap, its names, or the pairings
    it follows; a team event's teams, the first-named team as ``white``), or
    else in a bare Berger table of ``players`` with the ``options``' cycles
    and swap.

    Raises:
        BergerError: a player count outside 2..2000, a number outside the
            table, ``a`` equal to ``b``, or two players with no game in the
            rounds paired so far.
    """
    names: dict[int, str] | None = None
    sides = (N_("white"), N_("black"))
    if variant is not None:
        names = {n: entrant.name for n, entrant in enumerate(variant.event.players, 1)}
        sides = variant.kind.sides
        found = schedule_meetings(variant.event.schedule, a, b)
    elif players is not None:
        options = options or Options()
        check_players(players)
        found = meetings(
            a, b, n=players, cycles=options.cycles or 1, swap=options.swap_last_two
        )
    else:
        raise ValueError("give an event or a number of players")
    if fmt is Format.JSON:
        return schedule_out.when_json(found)
    return schedule_out.when_text(found, names, sides=sides)


def standings_report(
    variant: Variant[E, C],
    fmt: Format,
    *,
    after_round: int | None = None,
    explain: bool = False,
) -> str:
    """``berger standings``: places, points and tiebreaks after ``after_round``
    (default: the last round with a result), with the rating changes when
    the event is rated; a team event's match and game points and team
    tie-breaks. With ``explain``, each two neighbours level on points and
    what separated them (see :mod:`berger.core.explanation`): sentences under
    the text's table, an ``explain`` list in the JSON (not for CSV). Under the
    text's table, the chain the places are decided by and where it comes
    from (:func:`chain_sentence`).

    Raises:
        BergerError: no results, bad results, a round beyond the schedule, an
            unknown tiebreak code.
        ValueError: ``explain`` with CSV.
    """
    counted = variant.count(variant.require_results(), after_round=after_round)
    report = variant.kind.standings(variant.event, counted, variant.wording).write(fmt)
    if fmt is Format.JSON and explain:
        return ties_report.with_ties_json(report, explain_ties(counted.standings))
    if fmt is not Format.TEXT:
        if explain:
            raise ValueError("--explain is for text and JSON")
        return report
    report += "\n" + chain_sentence(variant) + "\n"
    if not explain:
        return report
    players = variant.event.players
    return (
        report
        + "\n"
        + ties_report.ties_text(
            explain_ties(counted.standings),
            name=lambda number: players[number - 1].name,
            figure=ties_report.text_figure,
            wording=variant.wording(),
        )
    )


def chain_sentence(variant: Variant[E, C]) -> str:
    """The tie-break chain the event ranks by and where it comes from (the
    discipline's default and its rules' text, the event file, the command
    line, berger's default), in the language of the run."""
    config = variant.config
    codes = ", ".join(variant.chain)
    rules = config.draughts
    match config.chain_from:
        case ChainFrom.COMMAND_LINE:
            return _("Tie-breaks: {codes}, as --tiebreaks gives them.").format(
                codes=codes
            )
        case ChainFrom.EVENT:
            return _("Tie-breaks: {codes}, as the event's file gives them.").format(
                codes=codes
            )
        case ChainFrom.DISCIPLINE if rules is not None:
            facts = rules.discipline.facts
            return _(
                "Tie-breaks: {codes}, the default of {discipline} ({source});"
                " the event's regulations may name others: tiebreaks = [...]"
                " in [rules]."
            ).format(
                codes=codes,
                discipline=facts.names.get(messages.language(), facts.names["en"]),
                source=_(facts.source),
            )
    return _(
        "Tie-breaks: {codes}, berger's default; the event's regulations name"
        " theirs: tiebreaks = [...] in [rules]."
    ).format(codes=codes)


def prizes_report(variant: Variant[E, C], fmt: Format) -> str:
    """``berger prizes``: each prize, who takes it, the amount and how it
    was worked out, over the standings after the last round with a result.

    Raises:
        InputError: an event without ``[[prizes]]``, or without results.
        BergerError: bad results, as for the standings.
    """
    prizes = variant.config.prizes
    if prizes is None:
        raise InputError(
            _(
                "this event has no prize lists: add [[prizes]] to event.toml"
                ' (name = "Main", amounts = [300, 200, 100])'
            ),
            path=variant.config.source,
        )
    results = variant.require_results(why=_("for the prize list"))
    found = prize_list(prizes, variant.event.players, variant.count(results))
    if fmt is Format.JSON:
        return prize_report.prizes_json(
            found.prizes,
            found.awards,
            found.names,
            after_round=found.after_round,
            final=found.final,
        )
    if fmt is Format.CSV:
        return prize_report.prizes_csv(found.awards, found.names)
    text = prize_report.prizes_text(
        found.prizes, found.awards, found.names, variant.config.info.name
    )
    if not found.final:
        note = _("After round {round} the standings are not final, nor is this list.")
        text += "\n" + note.format(round=found.after_round) + "\n"
    return text


def playoff_report(variant: Variant[E, C], fmt: Format) -> str:
    """``berger playoff``: who plays off for which places and why, each
    play-off's pairings and results, and the order it gives.

    Raises:
        InputError: an event without ``[playoff]``, or whose standings are
            not final yet; a bad ``[playoff]`` or play-off results file.
        BergerError: bad results, as for the standings.
    """
    counted, found = event_playoffs(variant)
    setup = variant.config.playoff
    assert setup is not None
    standings = counted.standings
    places = {row.number: row.place for row in standings.rows}
    names = {n: p.name for n, p in enumerate(variant.event.players, 1)}
    if fmt is Format.JSON:
        return playoff_out.playoff_json(setup, found, places, names)
    if fmt is Format.CSV:
        return playoff_out.playoff_csv(found, places, names)
    return playoff_out.playoff_text(
        setup, found, places, names, variant.config.info.name, wording=variant.wording()
    )

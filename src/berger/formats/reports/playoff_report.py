"""The play-offs as text, CSV and JSON (``berger playoff``): who qualifies
and why, the pairings round by round with their results, and the order
each gives. CSV and JSON keep English keys; the text speaks the language of
the run.

JSON: ``{"places": [1], "after": [], "format": "round-robin", "games": 1,
"armageddon": false, "numbering": "lots", "time_control": "rapid 15+10",
"time_kind": "rapid", "untied": [], "playoffs": [{"place": "1-3",
"places": [1, 3], "points": 6.5, "finished": true, "players":
[{"playoff_number": 1, "number": 3, "name": "...", "playoff_points": 1.5,
"place": "1"}], "rounds": [{"round": 1, "date": "2026-12-06", "games":
[{"board": 1, "white": 1, "black": 3, "result": "1-0"}], "bye": 2}],
"armageddon": null}]}``; the numbers in ``rounds`` are the play-off's. A
Lehmann–Georgiev play-off's pairing is a series: its ``result`` the game
that won it (from the side of the table's white; null until one is won),
and ``"series": [{"game": 1, "white": 1, "black": 2, "result":
"1/2-1/2"}]`` its games as played, each from its own white's side; the
text lists them under the pairing. A play-off whose results no longer
match who is level is listed in ``void_playoffs``, as the standings list
it.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from berger.core.model import Outcome
from berger.core.playoff.lehmann_georgiev import Series, series_of
from berger.core.playoff.places import (
    PlayoffFormat,
    PlayoffNumbering,
    PlayoffResult,
    Playoffs,
)
from berger.core.tournament import Tournament
from berger.formats.event.playoff import PlayoffConfig
from berger.formats.reports.points import format_points
from berger.formats.reports.standings import json_number, void_json
from berger.formats.reports.standings_text import text_table, void_note
from berger.formats.reports.wording import ENGLISH, Wording
from berger.messages import _, ngettext

CSV_COLUMNS = (
    "playoff",
    "playoff_number",
    "number",
    "name",
    "points",
    "playoff_points",
    "place",
)
"""One row a player of a play-off: the places played for, the player's
play-off and event numbers, name, event points, play-off points, and final
place."""


def playoff_json(
    config: PlayoffConfig,
    found: Playoffs,
    places: Mapping[int, str],
    names: Mapping[int, str],
) -> str:
    """The play-offs as JSON (see the module's docstring); ``places``: the
    final place of each of the event's players, by pairing number."""
    rules = found.rules
    data: dict[str, Any] = {
        "places": "all" if rules.places is None else list(rules.places),
        "after": list(found.level.chain),
        "format": str(rules.format),
        "games": rules.games,
        "armageddon": rules.armageddon,
        "numbering": str(rules.numbering),
        "time_control": config.time_control,
        "time_kind": None if config.time_kind is None else str(config.time_kind),
        "untied": list(found.qualification.untied),
        "playoffs": [_json_playoff(r, places, names) for r in found.played],
    }
    if found.void:
        data["void_playoffs"] = [void_json(void) for void in found.void]
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _json_playoff(
    result: PlayoffResult, places: Mapping[int, str], names: Mapping[int, str]
) -> dict[str, Any]:
    playoff = result.playoff
    qualified = playoff.qualified
    event = playoff.event
    dates = event.info.round_dates
    series = _series(result)
    return {
        "place": qualified.place,
        "places": list(qualified.places),
        "points": json_number(_points(result)),
        "finished": result.finished,
        "players": [
            {
                "playoff_number": index,
                "number": number,
                "name": names[number],
                "playoff_points": json_number(result.points[index - 1]),
                "place": places[number],
            }
            for index, number in enumerate(playoff.numbers, 1)
        ],
        "rounds": [
            {
                "round": rnd.number,
                "date": None
                if rnd.number > len(dates)
                else dates[rnd.number - 1].isoformat(),
                "armageddon": rnd.number > playoff.regular,
                "games": [
                    {
                        "board": game.board,
                        "white": game.white,
                        "black": game.black,
                        "result": _result(result, game.round, game.board),
                        **_json_series(series.get((game.round, game.board))),
                    }
                    for game in rnd.games
                ],
                "bye": rnd.bye,
            }
            for rnd in event.schedule.rounds
        ],
        "armageddon": None if result.armageddon is None else str(result.armageddon),
    }


def _json_series(series: Series | None) -> dict[str, Any]:
    """A Lehmann–Georgiev pairing's games, as JSON (``series``); nothing for
    a pairing of one game."""
    if series is None:
        return {}
    return {
        "series": [
            {
                "game": game.game,
                "white": game.white,
                "black": game.black,
                "result": str(game.outcome),
            }
            for game in series.played
        ]
    }


def playoff_csv(
    found: Playoffs, places: Mapping[int, str], names: Mapping[int, str]
) -> str:
    """The players of the play-offs as CSV, one a row (:data:`CSV_COLUMNS`)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for result in found.played:
        playoff = result.playoff
        for index, number in enumerate(playoff.numbers, 1):
            writer.writerow(
                (
                    playoff.qualified.place,
                    index,
                    number,
                    names[number],
                    format_points(_points(result), halves=False),
                    format_points(result.points[index - 1], halves=False),
                    places[number],
                )
            )
    return out.getvalue()


def playoff_text(
    config: PlayoffConfig,
    found: Playoffs,
    places: Mapping[int, str],
    names: Mapping[int, str],
    title: str,
    *,
    wording: Wording = ENGLISH,
) -> str:
    """The play-offs as a person reads them: the rules, then each play-off's
    players, rounds and order, in the language of the run (``wording``: the
    words its documents print)."""
    untitled = wording.word("site_untitled", "Round robin")
    lines = [
        _("{event}: play-off").format(event=title or untitled),
        _rules_line(config, found),
    ]
    for place in found.qualification.untied:
        lines.append(
            _("Place {place} is held by one player alone: no play-off.").format(
                place=place
            )
        )
    if not found.played:
        lines += ["", _("Nobody is level on the places played off: no play-off.")]
    for result in found.played:
        lines += ["", *_text_playoff(result, places, names, wording)]
    if found.void:
        lines += ["", *(void_note(void, names, wording) for void in found.void)]
    return "\n".join(lines) + "\n"


def _rules_line(config: PlayoffConfig, found: Playoffs) -> str:
    rules = found.rules
    after = (
        _("after the points and {codes}").format(codes=", ".join(found.level.chain))
        if found.level.chain
        else _("after the points alone")
    )
    if rules.format is PlayoffFormat.LEHMANN_GEORGIEV:
        form = _("Lehmann–Georgiev: each pair plays games until one is won")
    elif rules.format is PlayoffFormat.ROUND_ROBIN:
        form = ngettext(
            "round robin, {games} game a pair",
            "round robin, {games} games a pair",
            rules.games,
        ).format(games=rules.games)
    else:
        form = ngettext(
            "knockout, {games} game", "knockout, {games} games", rules.games
        ).format(games=rules.games)
    if rules.armageddon:
        form += _(", then Armageddon if level (a draw wins for Black)")
    seed = found.played[0].playoff.event.seed if found.played else None
    numbering = (
        _("numbered in the order before the play-off")
        if rules.numbering is PlayoffNumbering.ORDER
        else _("numbered by lot (seed {seed})").format(seed=seed)
        if seed is not None
        else _("numbered by lot")
    )
    parts = [_("qualified {after}").format(after=after), form, numbering]
    if config.time_control:
        parts.append(config.time_control)
    return "; ".join(parts)


def _text_playoff(
    result: PlayoffResult,
    places: Mapping[int, str],
    names: Mapping[int, str],
    w: Wording,
) -> list[str]:
    playoff = result.playoff
    event = playoff.event
    lines = [
        _("Places {place}: level on {points} points").format(
            place=playoff.qualified.place, points=format_points(_points(result))
        )
    ]
    body = [
        [
            str(index),
            names[number],
            str(number),
            format_points(result.points[index - 1]),
            places[number] if result.finished else "",
        ]
        for index, number in enumerate(playoff.numbers, 1)
    ]
    header = [
        w.word("no", "No"),
        w.word("name", "Name"),
        _("Event No"),
        w.word("points_short", "Pts"),
        w.word("place", "Place"),
    ]
    lines += text_table(header, body, left={1})
    dates = event.info.round_dates
    series = _series(result)
    for rnd in event.schedule.rounds:
        heading = (
            _("Armageddon")
            if rnd.number > playoff.regular
            else w.word("round_n", "Round {k}").format(k=rnd.number)
        )
        if rnd.number <= len(dates):
            heading += f" ({_when(dates[rnd.number - 1])})"
        lines.append(heading)
        for game in rnd.games:
            white = event.player(game.white).name
            black = event.player(game.black).name
            shown = _result(result, game.round, game.board) or "*"
            lines.append(f"  {game.white} {white} – {game.black} {black}  {shown}")
            one = series.get((game.round, game.board))
            lines += [] if one is None else _series_lines(one, event, w)
        if rnd.bye is not None:
            bye = w.word("bye", "Bye")
            lines.append(f"  {bye}: {rnd.bye} {event.player(rnd.bye).name}")
    if not result.finished:
        lines.append(
            _(
                "Not finished: until it is, the final standings rank these"
                " players by the tie-breaks."
            )
        )
    return lines


def _series_lines(series: Series, event: Tournament, w: Wording) -> list[str]:
    """The games of a Lehmann–Georgiev series, each as it was played."""
    lines = []
    for game in series.played:
        white = event.player(game.white).name
        black = event.player(game.black).name
        number = w.word("game_n", "Game {k}").format(k=game.game)
        lines.append(
            f"    {number}: {game.white} {white} – {game.black} {black}  {game.outcome}"
        )
    return lines


def _when(day: dt.date | dt.datetime) -> str:
    """A round's date as the text shows it: ``2026-12-06 10:00``.

    >>> _when(dt.date(2026, 12, 6)), _when(dt.datetime(2026, 12, 6, 10))
    ('2026-12-06', '2026-12-06 10:00')
    """
    if isinstance(day, dt.datetime):
        return f"{day:%Y-%m-%d %H:%M}"
    return day.isoformat()


def _points(result: PlayoffResult) -> Fraction:
    """The event points the play-off's players are level on."""
    return result.playoff.qualified.points


def _result(result: PlayoffResult, round_number: int, board: int) -> str | None:
    """A pairing's result: its game's, or its series' (the game that won it);
    None while it has none."""
    outcome = result.pairings.outcome(round_number, board)
    return None if outcome is Outcome.UNPLAYED else str(outcome)


def _series(result: PlayoffResult) -> dict[tuple[int, int], Series]:
    """A Lehmann–Georgiev play-off's series with a game played, by their
    round and board; none in a play-off of single games."""
    if result.series is None:
        return {}
    return {
        (one.match.round, one.match.board): one
        for one in series_of(result.playoff, result.results)
        if one.games
    }

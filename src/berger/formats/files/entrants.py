"""The entrants a file names: a cell that names a player, a team or a
team's player (by number or by name, case and spacing aside) matched to the
event's, the same in every reader (a results CSV, a team's, a play-off's, a
PGN's or PDN's tags, the desk's edits); and the one check of a roster read
(no name twice, a field a round robin can play), a participants file's or a
TRF's."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from contextlib import suppress

from berger.core.bounds import clip, whole_number
from berger.core.model import MAX_PLAYERS, MIN_PLAYERS, Player
from berger.core.names import clean_name, name_key
from berger.core.teams.event import Team, TeamEvent
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.messages import _


def name_matcher(
    names: Sequence[str],
    shown: str,
    *,
    out_of_range: Callable[[str, int], str],
    missing: str,
    unmatched: Callable[[str], str],
) -> Callable[[str, int, str], int]:
    """A function (text, line, field) -> 1-based index into ``names`` for an
    entry given by number or by exact name (compared by :func:`name_key`).

    The function raises InputError for no text (the message ``missing``), a
    number out of range (``out_of_range(number, count)``: "there is no
    player 9 (numbers 1–8)") or a name that matches nobody
    (``unmatched(name)``: "'Ann' matches no participant"), listing the close
    matches.
    """
    index = {name_key(name): number for number, name in enumerate(names, start=1)}

    def match(text: str, line: int, field: str) -> int:
        cleaned = clean_name(text)
        if cleaned.isdecimal():
            with suppress(InputError):
                return whole_number(cleaned, 1, len(names))
            raise InputError(
                out_of_range(clip(cleaned), len(names)),
                path=shown,
                line=line,
                field=field,
            )
        number_or_none = index.get(name_key(cleaned))
        if number_or_none is not None:
            return number_or_none
        if not cleaned:
            raise InputError(missing, path=shown, line=line, field=field)
        close = difflib.get_close_matches(cleaned, names, n=3, cutoff=0.6)
        message = unmatched(cleaned)
        if close:
            message += "; " + _("did you mean {names}?").format(
                names=(" " + _("or") + " ").join(repr(name) for name in close)
            )
        raise InputError(message, path=shown, line=line, field=field)

    return match


def player_matcher(
    tournament: Tournament, shown: str
) -> Callable[[str, int, str], int]:
    """:func:`name_matcher` for the tournament's players, by pairing number
    or name."""
    return name_matcher(
        [player.name for player in tournament.players],
        shown,
        out_of_range=lambda number, count: _(
            "there is no player {number} (numbers 1–{n})"
        ).format(number=number, n=count),
        missing=_("no player given"),
        unmatched=lambda name: _("{name!r} matches no participant").format(name=name),
    )


def team_matcher(event: TeamEvent, shown: str) -> Callable[[str, int, str], int]:
    """:func:`name_matcher` for the event's teams, by
    number or name."""
    return name_matcher(
        [t.name for t in event.teams],
        shown,
        out_of_range=lambda number, count: _(
            "there is no team {number} (numbers 1–{n})"
        ).format(number=number, n=count),
        missing=_("no team given"),
        unmatched=lambda name: _("{name!r} matches no team").format(name=name),
    )


def member_matcher(team: Team, shown: str) -> Callable[[str, int, str], int]:
    """:func:`name_matcher` for ``team``'s players,
    by position in its list or name."""
    return name_matcher(
        [p.name for p in team.players],
        shown,
        out_of_range=lambda number, count: _(
            "{team!r} has no player {number} (players 1–{count})"
        ).format(team=team.name, number=number, count=count),
        missing=_("no player of {team!r} given").format(team=team.name),
        unmatched=lambda name: _("{name!r} matches no player of {team!r}").format(
            name=name, team=team.name
        ),
    )


def check_roster(
    players: Sequence[Player], lines: Sequence[int] | None, shown: str
) -> None:
    """Refuse duplicate names (case and spacing aside) and a field outside
    2..2000.

    Raises:
        InputError: naming the line of the second occurrence of a name.
    """
    seen: dict[str, int] = {}
    for index, player in enumerate(players):
        key = name_key(player.name)
        line = lines[index] if lines else None
        if key in seen:
            message = (
                _("duplicate name {name!r} (also on line {line})")
                if lines
                else _("duplicate name {name!r} (also player {number})")
            )
            raise InputError(
                message.format(
                    name=player.name,
                    line=lines[seen[key]] if lines else None,
                    number=seen[key] + 1,
                ),
                path=shown,
                line=line,
                field="name",
            )
        seen[key] = index
    if len(players) < MIN_PLAYERS:
        message = _("a round robin needs at least {min} players, found {count}")
        raise InputError(
            message.format(min=MIN_PLAYERS, count=len(players)), path=shown
        )
    if len(players) > MAX_PLAYERS:
        message = _("at most {max} players are supported, found {count}")
        raise InputError(
            message.format(max=MAX_PLAYERS, count=len(players)), path=shown
        )

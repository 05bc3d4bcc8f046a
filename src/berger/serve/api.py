"""The JSON of the arbiter's API (see :mod:`berger.serve.arbiter`): a game
and a round as ``GET /arbiter/api/round/N`` gives them, and a change as
``POST /arbiter/api/result`` takes it."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.event.arbiters import boards_text
from berger.formats.files.game_dates import date_cell
from berger.messages import _
from berger.pipeline.arbiters import START_NAME, Person
from berger.pipeline.desk.state import RoundState, VersionedGame
from berger.pipeline.desk.variation import DeskChange, DeskGame


def game_json(game: DeskGame, version: int) -> dict[str, Any]:
    """A game as the API gives it."""
    out: dict[str, Any] = {}
    if game.match is not None:
        out["match"] = game.match
    out.update(
        board=game.board,
        white=game.white,
        black=game.black,
        result="" if game.result is Outcome.UNPLAYED else game.result.value,
        version=version,
        reversed=game.reversed,
        withdrawn=game.withdrawn,
        date=None if game.date is None else game.date.isoformat(),
    )
    return out


def round_json(state: RoundState, person: Person | None = None) -> dict[str, Any]:
    """A round as ``GET /arbiter/api/round/N`` gives it; to ``person``, the
    games of their boards only (a team event's matches), each with who
    entered its result (``"by"``: the name of the key's holder, where known;
    not for the start key's changes, nor to a helper)."""
    desk = state.desk
    by = state.by or (None,) * len(desk.games)
    games = []
    for game, version, signed in zip(desk.games, state.versions, by, strict=True):
        if person is not None and not person.has(game):
            continue
        shown = game_json(game, version)
        if (
            signed is not None
            and signed != START_NAME
            and (person is None or person.sees_signatures)
        ):
            shown["by"] = signed
        games.append((game, shown))
    tables = {game.match for game, _shown in games}
    return {
        "round": state.round,
        "version": state.version,
        "games": [shown for _game, shown in games],
        "missing": sum(
            1
            for game, _shown in games
            if game.result is Outcome.UNPLAYED and not game.withdrawn
        ),
        "matches": [
            {
                "match": match.match,
                "first": match.first,
                "second": match.second,
                "score": [float(match.score[0]), float(match.score[1])],
            }
            for match in desk.matches
            if match.match in tables
        ],
        "bye": desk.bye,
        "withdrawals": [
            {"name": name, "after_round": last} for name, last in desk.withdrawals
        ],
        "read_only": state.read_only,
        "dates": desk.dates,
    }


def person_json(person: Person) -> dict[str, Any]:
    """Who a page is of, as it is told: ``{"name", "role", "boards"}``
    (``boards`` as written, ``1-5,9``; null for every board)."""
    return {
        "name": person.name,
        "role": person.role.value,
        "boards": None if person.boards is None else boards_text(person.boards),
    }


def json_object(body: bytes) -> dict[str, Any]:
    """A request's body, a JSON object.

    Raises:
        InputError: not JSON, or not an object.
    """
    try:
        data = json.loads(body.decode("utf-8"))
    except (ValueError, RecursionError):
        # ValueError: not UTF-8, not JSON, or a number of too many digits;
        # RecursionError: arrays or objects nested too deeply.
        raise InputError(_("the body is not JSON")) from None
    if not isinstance(data, dict):
        raise InputError(_("the body is not a JSON object"))
    return data


def parse_change(
    body: bytes, outcome: Callable[[str, str | None], Outcome] | None = None
) -> tuple[DeskChange, int, str | None]:
    """A ``POST /arbiter/api/result`` body: the change, the version it was
    made on and the group; the result read by ``outcome`` (code, group), by
    default :meth:`Outcome.from_code`.

    Raises:
        InputError: not JSON, not an object, a field missing or of the wrong
            type, or a result that is no result code.
    """
    data = json_object(body)

    def number(name: str, *, required: bool = True) -> int | None:
        value = data.get(name)
        if value is None and not required:
            return None
        if not isinstance(value, int) or isinstance(value, bool):
            raise InputError(_("must be a whole number"), field=name)
        return value

    result = data.get("result")
    if not isinstance(result, str):
        raise InputError(_('must be a result code, or "" to clear'), field="result")
    reversed = data.get("reversed", False)
    if not isinstance(reversed, bool):
        raise InputError(_("must be true or false"), field="reversed")
    group = data.get("group")
    if group is not None and not isinstance(group, str):
        raise InputError(_("must be a group's name"), field="group")
    round_number, board, version = (number(n) for n in ("round", "board", "version"))
    if round_number is None or board is None or version is None:
        raise InputError(_("round, board and version are needed"))
    date = data.get("date")
    day = None
    if date is not None:
        if not isinstance(date, str):
            raise InputError(
                _('must be a day (YYYY-MM-DD), or "" to clear'), field="date"
            )
        day = date_cell(date, "", None)
    change = DeskChange(
        round=round_number,
        board=board,
        outcome=outcome(result, group) if outcome else Outcome.from_code(result),
        match=number("match", required=False),
        reversed=reversed,
        dated=date is not None,
        date=day,
    )
    return change, version, group


def stale_json(game: VersionedGame, message: str) -> dict[str, Any]:
    """The answer to a change made on a stale version: the game as it is now."""
    return {"error": message, "game": game_json(game.game, game.version)}

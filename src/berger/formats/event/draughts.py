"""The draughts settings of ``event.toml``: the discipline, micro-matches,
their match points and the opening ballot, every mistake one line naming
the file, the table and the key::

    [event]
    game = "draughts"
    discipline = "russian"      # or "brazilian", "international"

    [rules]
    micro_match = 2             # games a pairing plays (1, the default: single games)
    match_points = [2, 1, 0]    # a micro-match won, drawn, lost: ranked first
    ballot = "russian"          # or "brazilian", "none", or the event's own
                                # table: "openings.csv" / "openings.json"
    ballot_draw = "board"       # or "round": one opening for the whole round

The discipline names the board (64 or 100 squares), PDN's ``GameType`` and
the ballot and tie-break chain an event takes by default, each in its entry
of :class:`~berger.core.disciplines.Discipline`: Russian draughts the
``russian`` ballot, Brazilian the ``brazilian``, international draughts none.
A built-in ballot serves every discipline played on its board.
Micro-matches and the ballot are for an event of players: a team event
takes the discipline alone (its chain is the team chain; no ballot).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from berger.core.ballots import BallotDraw
from berger.core.disciplines import BUILTIN_BALLOTS, Discipline
from berger.core.micro.matches import MAX_GAMES
from berger.core.model import Game
from berger.core.scoring import ScoringSystem
from berger.core.teams.event import match_scoring
from berger.errors import InputError
from berger.formats.event.toml_types import expect
from berger.messages import _

DRAUGHTS_RULES = ("micro_match", "match_points", "ballot", "ballot_draw")
"""The keys of ``[rules]`` that belong to draughts (read here; ``match_points``
is a team event's setting too, read there in a team event)."""
NO_BALLOT = "none"
"""``ballot = "none"``: no opening is drawn."""
TABLE_SUFFIXES = (".csv", ".json")
"""The suffixes of an event's own ballot table."""


@dataclass(frozen=True, slots=True)
class Ballot:
    """Where an event's openings are drawn from, and how."""

    table: str | Path
    """The name of a table berger takes from pydraughts
    (:data:`~berger.core.disciplines.BUILTIN_BALLOTS`), or the event's own
    table file."""
    draw: BallotDraw = BallotDraw.BOARD
    """An opening for each board, or one for the whole round."""

    @property
    def shown(self) -> str:
        """The table as messages and the documents name it."""
        return self.table if isinstance(self.table, str) else self.table.name


@dataclass(frozen=True, slots=True)
class DraughtsRules:
    """A draughts event's own settings, as read (``[event] discipline`` and
    the draughts keys of ``[rules]``)."""

    discipline: Discipline
    """Russian, Brazilian or international draughts."""
    micro_match: int = 1
    """Games each pairing plays; 1: single games."""
    match_scoring: ScoringSystem | None = None
    """Points of a micro-match won, drawn, lost (ranked first); None: the
    games' points rank."""
    ballot: Ballot | None = None
    """The opening ballot; None: no opening is drawn."""
    pdn: Path | None = None
    """The PDN of the event's games beside its results CSV (``pdn =
    "games.pdn"``): each game's result there must agree with the CSV's;
    None: none named."""
    drawn: Path | None = None
    """The file that keeps the openings drawn, beside the event
    (:mod:`berger.formats.event.drawn_openings`), for an event without a
    seed; None: the seed draws them (or none is drawn)."""

    @property
    def needs_seed(self) -> bool:
        """The event draws its openings from its seed."""
        return self.ballot is not None and self.drawn is None


def read_draughts(
    header: Mapping[str, Any],
    rules: Mapping[str, Any],
    folder: Path,
    shown: str,
    *,
    team: bool = False,
) -> DraughtsRules | None:
    """The draughts settings of the ``[event]`` table ``header`` and the
    ``[rules]`` table ``rules`` (a ballot file relative to ``folder``);
    None for an event without a discipline. ``team``: the event is a team
    event (its ``match_points`` are the team's).

    Raises:
        InputError: a discipline outside draughts, a draughts setting
            without a discipline or in a team event, a value out of range,
            an unknown ballot (each naming its key).
    """
    given = [key for key in DRAUGHTS_RULES if key in rules]
    if team or ("discipline" not in header and "micro_match" not in rules):
        # match_points is a team event's setting too: reported there.
        given = [key for key in given if key != "match_points"]
    if "discipline" not in header:
        if given:
            raise needs_discipline(shown, f"rules.{given[0]}")
        return None
    discipline = Discipline.from_code(
        expect(header["discipline"], str, shown, "event.discipline"),
        path=shown,
        field="event.discipline",
    )
    game = Game.from_code(header.get("game", "chess"), path=shown, field="event.game")
    if game is not Game.DRAUGHTS:
        raise InputError(
            _('a discipline of draughts needs game = "draughts" in [event]'),
            path=shown,
            field="event.discipline",
        )
    if team:
        if given:
            raise InputError(
                _("{key} is for an event of players, not of teams").format(
                    key=given[0]
                ),
                path=shown,
                field=f"rules.{given[0]}",
            )
        return DraughtsRules(discipline)
    games = _micro_match(rules.get("micro_match", 1), shown)
    return DraughtsRules(
        discipline,
        games,
        _match_points(rules.get("match_points"), games, shown),
        _ballot(rules, discipline, folder, shown),
    )


def needs_discipline(shown: str, field: str) -> InputError:
    """The refusal of a draughts setting ``field`` of the file ``shown`` in
    an event without a discipline, offering the disciplines."""
    return InputError(
        _(
            "a draughts setting: give the discipline in [event]"
            " (discipline = {disciplines})"
        ).format(disciplines=Discipline.choices()),
        path=shown,
        field=field,
    )


def _micro_match(value: object, shown: str) -> int:
    games: int = expect(value, int, shown, "rules.micro_match")
    if not 1 <= games <= MAX_GAMES:
        raise InputError(
            _("{games} is out of range {minimum}..{maximum}").format(
                games=games, minimum=1, maximum=MAX_GAMES
            ),
            path=shown,
            field="rules.micro_match",
        )
    return games


def _match_points(value: object, games: int, shown: str) -> ScoringSystem | None:
    if value is None:
        return None
    field = "rules.match_points"
    if games == 1:
        raise InputError(
            _("match points count micro-matches: give micro_match = 2 or more"),
            path=shown,
            field=field,
        )
    try:
        return match_scoring(expect(value, list, shown, field))
    except InputError as exc:
        if exc.path is not None:
            raise
        raise InputError(exc.message, path=shown, field=field) from None


def _ballot(
    rules: Mapping[str, Any], discipline: Discipline, folder: Path, shown: str
) -> Ballot | None:
    name = discipline.facts.ballot
    if "ballot" in rules:
        name = expect(rules["ballot"], str, shown, "rules.ballot").strip()
    draw = None
    if "ballot_draw" in rules:
        draw = BallotDraw.from_code(
            expect(rules["ballot_draw"], str, shown, "rules.ballot_draw"),
            path=shown,
            field="rules.ballot_draw",
        )
    if name is None or name.lower() == NO_BALLOT:
        if draw is not None:
            raise InputError(
                _('no opening is drawn (ballot = "none"): leave ballot_draw out'),
                path=shown,
                field="rules.ballot_draw",
            )
        return None
    table: str | Path
    if name.lower() in BUILTIN_BALLOTS:
        table = name.lower()
        board = BUILTIN_BALLOTS[table].board
        if board != discipline.facts.board:
            raise InputError(
                _(
                    "the {ballot} ballot is for the {squares}-square board, and"
                    " {discipline} draughts is played on the {board}-square board:"
                    " give a table of its own (a .csv or .json file) or none"
                ).format(
                    ballot=table,
                    squares=board**2,
                    discipline=discipline,
                    board=discipline.facts.board**2,
                ),
                path=shown,
                field="rules.ballot",
            )
    elif Path(name).suffix.lower() in TABLE_SUFFIXES:
        table = folder / name
    else:
        raise InputError(
            _(
                "{name!r} is not a ballot ({names}, none, or a table file of"
                " the event's own: .csv or .json)"
            ).format(name=name, names=", ".join(BUILTIN_BALLOTS)),
            path=shown,
            field="rules.ballot",
        )
    return Ballot(table, draw or BallotDraw.BOARD)

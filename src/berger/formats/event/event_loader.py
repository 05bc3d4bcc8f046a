"""Reading an EVENT: an event folder, an ``event.toml``, a TRF file or a bare
participants file, with command-line options laid over it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from berger.core.draw import Numbering
from berger.core.model import EventInfo, Player
from berger.core.pairings import ScheduleSource
from berger.errors import InputError
from berger.formats.event.draughts import (
    DraughtsRules,
    needs_discipline,
    read_draughts,
)
from berger.formats.event.drawn_openings import drawn_file
from berger.formats.event.event import EVENT_FILE, ChainFrom, EventConfig, Options
from berger.formats.event.event_tables import (
    read_event_options,
    read_info,
    read_output,
    read_rules,
    read_table,
)
from berger.formats.event.listed_participants import fill_rows, list_ids
from berger.formats.event.participants import (
    participant_rows,
    read_roster,
    roster_from_rows,
)
from berger.formats.event.playoff import read_playoff
from berger.formats.event.prizes import read_prizes
from berger.formats.event.ranks import check_ranks, read_ranks
from berger.formats.event.team_event import team_setup
from berger.formats.event.toml_types import read_toml
from berger.formats.exchange.fide_list import RatingKind
from berger.formats.exchange.rating_list import read_rating_list
from berger.formats.exchange.trf import fit_berger, pair_blocks, read_trf, trf_cycles
from berger.messages import _


def load_event(path: Path, overrides: Options | None = None) -> EventConfig:
    """Read an EVENT and lay ``overrides`` over its settings.

    Raises:
        InputError: anything unreadable or invalid, located by file, line and field.
    """
    overrides = overrides or Options()
    toml_path = event_toml(path)
    if toml_path is not None:
        data = read_toml(toml_path)
        if "groups" in data:
            raise InputError(
                _("holds several groups: open one with load_groups (--group NAME)"),
                path=toml_path,
                field="groups",
            )
        return event_from_toml(data, toml_path, path, overrides)
    return event_from_file(path, overrides)


def event_toml(path: Path) -> Path | None:
    """The ``event.toml`` an EVENT names (a folder's or the file itself), or
    None for a TRF or participants file.

    Raises:
        InputError: a folder without ``event.toml``.
    """
    if path.is_dir():
        toml_path = path / EVENT_FILE
        if not toml_path.is_file():
            message = _("no {file} in this folder").format(file=EVENT_FILE)
            raise InputError(message, path=path)
        return toml_path
    return path if path.suffix.lower() == ".toml" else None


def event_from_file(path: Path, overrides: Options) -> EventConfig:
    """An EVENT that is a TRF or a bare participants file."""
    if path.suffix.lower() == ".trf" or _looks_like_trf(path):
        return _from_trf(path, overrides)
    players, remarks = read_players(path, overrides, str(path))[:2]
    return EventConfig(
        source=path,
        folder=path.parent,
        info=EventInfo(),
        players=tuple(players),
        players_file=str(path),
        options=overrides,
        remarks=remarks,
    )


def read_players(
    path: Path, options: Options, shown: str
) -> tuple[list[Player], tuple[str, ...], list[int]]:
    """The players of the participants file ``path``, what to tell the
    user of them, and the line of each: with a rating list in ``options``,
    every player the file gives by FIDE id filled in from the list (a value
    the file gives wins), and the list's month.

    Raises:
        InputError: as :func:`read_participants`, the rating list's reader,
            or a FIDE id the list does not have (naming its line).
    """
    if options.rating_list is None:
        players, lines = read_roster(path, display=shown)
        return players, (), lines
    rows = participant_rows(path, shown)
    ids = list_ids(rows, shown)[1]
    if not ids:
        remark = _("Rating list {list}: {file} gives no FIDE id.").format(
            list=options.rating_list, file=shown
        )
        players, lines = roster_from_rows(rows, shown)
        return players, (remark,), lines
    kind = options.rating_kind or RatingKind.STANDARD
    listing = read_rating_list(options.rating_list, ids.values(), kind)
    players, lines = roster_from_rows(fill_rows(rows, ids, listing, shown), shown)
    return players, (listing.note(len(ids)),), lines


def _looks_like_trf(path: Path) -> bool:
    if not path.is_file() or path.suffix.lower() in (".csv", ".tsv", ".txt", ".xlsx"):
        return False
    try:
        with path.open("rb") as handle:
            head = handle.read(4)
    except OSError:  # read as participants, whose reader says what is wrong
        return False
    return head[:3] in (b"012", b"001") and head[3:4] == b" "


def _from_trf(path: Path, overrides: Options) -> EventConfig:
    """An EVENT from a TRF file: players from the 001 records (starting ranks
    kept as list order), header records as the event, 142/XXR/192/162/202 as
    the rules where ``overrides`` does not give them, results from the round
    blocks. The schedule is the Berger table (its cycles and swap) when it
    has every game of the file; else the file's own pairings, with a note
    that says so (unless ``--schedule`` asks for one or the other: the
    Berger table then refuses the first game it does not have).

    Raises:
        InputError: the file cannot be read, its rounds are not a round
            robin, or (``--schedule berger``) the table does not have a game.
    """
    trf = read_trf(path)
    results = pair_blocks(trf)
    source = overrides.schedule
    notes: tuple[str, ...] = ()
    own = source is ScheduleSource.RESULTS and overrides.results is None
    swap: bool | None = None
    if source is ScheduleSource.RESULTS:
        cycles = overrides.cycles or trf_cycles(trf, results)
    else:
        fit = fit_berger(
            trf, results, cycles=overrides.cycles, swap_last_two=overrides.swap_last_two
        )
        cycles, swap = fit.cycles, fit.swap
        if fit.error is not None:
            if source is ScheduleSource.BERGER:
                raise fit.error
            own = True
            notes = (
                _(
                    "{file}: pairings follow the file, not FIDE's Berger table"
                    " ({difference})"
                ).format(file=trf.shown, difference=fit.difference),
            )
    base = Options(
        cycles=cycles,
        swap_last_two=swap,
        numbering=Numbering.LIST,
        scoring=trf.scoring,
        tiebreaks=trf.tiebreaks,
        withdrawal=trf.withdrawal,
    )
    return EventConfig(
        source=path,
        folder=path.parent,
        info=trf.info,
        players=trf.players,
        players_file=trf.shown,
        options=overrides.over(base),
        trf_results=results,
        own_pairings=own,
        notes=notes,
        chain_from=ChainFrom.COMMAND_LINE
        if overrides.tiebreaks is not None
        else ChainFrom.EVENT
        if trf.tiebreaks
        else ChainFrom.DEFAULT,
    )


def event_from_toml(
    data: Mapping[str, Any], toml_path: Path, source: Path, overrides: Options
) -> EventConfig:
    """The event of the parsed ``event.toml`` ``data`` (one round robin),
    ``overrides`` laid over its settings.

    Raises:
        InputError: an unknown key, a bad value, or participants that cannot
            be read.
    """
    shown = str(toml_path)
    folder = toml_path.parent
    unknown = set(data) - TOP_KEYS - {"teams"}
    if unknown:
        key = sorted(unknown)[0]
        message = _("unknown key {key!r}").format(key=key)
        raise InputError(message, path=shown, field=key)
    rules = read_table(data, "rules", shown)
    header = read_table(data, "event", shown)
    listed = overrides.over(Options(**read_event_options(header, shown)))
    draughts = read_draughts(
        header, rules, folder, shown, team=rules.get("teams", False) is True
    )
    team = team_setup(data, rules, folder, shown)
    players: list[Player] = []
    remarks: tuple[str, ...] = ()
    ranks = read_ranks(data, folder, shown, team=team is not None)
    if team is not None:
        players_file = team[1]
        if "playoff" in data:
            raise InputError(
                _("a play-off is for an event of players, not of teams"),
                path=shown,
                field="playoff",
            )
        if listed.rating_list is not None:
            raise InputError(
                _(
                    "a team event's players are not filled in from a rating list:"
                    " give them in the teams file"
                ),
                path=shown,
                field="event.rating_list",
            )
    else:
        players_name = data.get("players")
        if not isinstance(players_name, str) or not players_name:
            raise InputError(
                _('says no participants file (players = "players.csv")'),
                path=shown,
                field="players",
            )
        players_path = folder / players_name
        players_file = str(players_path)
        players, remarks, lines = read_players(players_path, listed, players_file)
        if ranks is not None:
            check_ranks(ranks, players, lines, players_file)
    draughts = _with_pdn(draughts, data.get("pdn"), folder, shown)
    rule_options = read_rules(rules, shown)
    chain_from = ChainFrom.EVENT if "tiebreaks" in rule_options else ChainFrom.DEFAULT
    if draughts is not None and team is None and "tiebreaks" not in rule_options:
        rule_options["tiebreaks"] = draughts.discipline.facts.chain
        chain_from = ChainFrom.DISCIPLINE
    base = Options(
        results=_results_path(data.get("results"), folder, shown),
        **rule_options,
        **read_output(read_table(data, "output", shown), shown),
        **read_event_options(header, shown),
    )
    options = overrides.over(base)
    if draughts is not None and draughts.ballot is not None and options.seed is None:
        draughts = replace(draughts, drawn=drawn_file(folder))
    return EventConfig(
        source=source,
        folder=folder,
        info=read_info(header, shown, rules),
        players=tuple(players),
        players_file=players_file,
        options=options,
        teams=None if team is None else team[0],
        remarks=remarks,
        prizes=read_prizes(data, shown),
        playoff=read_playoff(data, folder, shown, len(players)),
        draughts=draughts,
        ranks=ranks,
        chain_from=ChainFrom.COMMAND_LINE
        if overrides.tiebreaks is not None
        else chain_from,
    )


TOP_KEYS = frozenset(
    {
        "players",
        "results",
        "event",
        "rules",
        "output",
        "prizes",
        "prize_rules",
        "playoff",
        "pdn",
        "ranks",
    }
)
"""The keys of ``event.toml`` outside its tables."""


def _results_path(value: object, folder: Path, shown: str) -> Path | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise InputError(_("must be a file name"), path=shown, field="results")
    return folder / value


def _with_pdn(
    draughts: DraughtsRules | None, value: object, folder: Path, shown: str
) -> DraughtsRules | None:
    """The draughts settings with the PDN of the event's games (``pdn =
    "games.pdn"``, beside a results CSV), a draughts event's alone.

    Raises:
        InputError: not a file name of a ``.pdn``, or no discipline.
    """
    if value is None:
        return draughts
    if not isinstance(value, str) or Path(value).suffix.lower() != ".pdn":
        raise InputError(_("must be the name of a .pdn file"), path=shown, field="pdn")
    if draughts is None:
        raise needs_discipline(shown, "pdn")
    return replace(draughts, pdn=folder / value)

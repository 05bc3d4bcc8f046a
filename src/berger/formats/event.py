"""Reading an EVENT: an event folder, an ``event.toml``, a TRF file or a bare
participants file, with command-line options laid over it.
"""

from __future__ import annotations

import datetime as dt
import re
import tomllib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Literal, NamedTuple

from berger.core.crosstable import WithdrawalRule
from berger.core.draw import Numbering
from berger.core.model import EventInfo, Game, NormExemption, Player
from berger.core.names import clean_name, name_key
from berger.core.pairings import ScheduleSource
from berger.core.scoring import CHESS, ScoringSystem
from berger.core.standings import Ties
from berger.errors import BergerError, InputError, in_group
from berger.formats.output import Language, PaperSize
from berger.formats.participants import MAX_RATING, read_bytes, read_participants
from berger.formats.team_event import TEAM_RULES, TeamSetup, team_setup
from berger.formats.trf import TrfResults, fit_berger, pair_blocks, read_trf, trf_cycles

EVENT_FILE = "event.toml"
SKIP: Literal["skip"] = "skip"
"""``unrated = "skip"``: a rating-based value that needs an unrated player's
rating is left empty."""
Unrated = int | Literal["skip"]
"""The ``unrated`` setting: the rating an unrated player counts as, or skip."""


@dataclass(frozen=True, slots=True)
class Options:
    """Settings an event file or the command line can give; None means "not given"."""

    results: Path | None = None
    """Results file (CSV, PGN, TRF or the event's workbook)."""
    cycles: int | None = None
    """Number of cycles."""
    swap_last_two: bool | None = None
    """FIDE swap of the last two rounds of a cycle before the next."""
    numbering: Numbering | None = None
    """How pairing numbers are assigned."""
    seed: int | None = None
    """Seed of a random or Varma draw."""
    scoring: ScoringSystem | None = None
    """Points per result."""
    tiebreaks: tuple[str, ...] | None = None
    """Tiebreak codes in order (TRF record 202 spelling) or a preset name."""
    unrated: Unrated | None = None
    """The rating unrated players count as in the rating-based tiebreaks, or
    :data:`SKIP` (the default)."""
    ties: Ties | None = None
    """Players level after the whole chain share the place (default) or are
    ordered by lots drawn with the event's seed."""
    rated: bool | None = None
    """Whether the event is rated: the standings show each player's rating
    change (by default for a chess event with ratings)."""
    language: Language | None = None
    """Document language."""
    paper: PaperSize | None = None
    """Paper size."""
    templates: Path | None = None
    """A folder whose templates override the built-in ones by file name."""
    withdrawal: WithdrawalRule | None = None
    """What happens to a withdrawn player's games (default: the half rule)."""
    schedule: ScheduleSource | None = None
    """Where the pairings come from: FIDE's Berger table, or the results'
    own (default: the Berger table, or a TRF event's own pairings when they
    are not the table)."""

    def over(self, base: Options) -> Options:
        """These options, with ``base`` filling what is not given."""
        return Options(
            **{
                f.name: getattr(self, f.name)
                if getattr(self, f.name) is not None
                else getattr(base, f.name)
                for f in fields(self)
            }
        )


@dataclass(frozen=True, slots=True)
class EventConfig:
    """An event as read, options applied; nothing numbered or scheduled yet."""

    source: Path
    """The EVENT argument as given."""
    folder: Path
    """Where relative paths are resolved and ``out/`` goes by default."""
    info: EventInfo
    """Header data."""
    players: tuple[Player, ...]
    """Players in list order."""
    players_file: str
    """How the participants file is named in messages."""
    options: Options = field(default_factory=Options)
    """Every setting, event file and command line merged."""
    trf_results: TrfResults | None = None
    """The games and byes that came inside a TRF event file, as the file
    numbers its players (which the event keeps as list order)."""
    teams: TeamSetup | None = None
    """A team event's teams and team settings (``players`` is then empty);
    None for an individual event."""
    own_pairings: bool = False
    """The schedule follows the EVENT's own pairings (a TRF's round blocks):
    they are not FIDE's Berger table, or ``--schedule results`` asked for
    them with no results file given."""
    notes: tuple[str, ...] = ()
    """What the user is to be told once, on reading the event (a TRF whose
    pairings are not the Berger table)."""

    @property
    def follows_results(self) -> bool:
        """The schedule is made from pairings (the EVENT's own, or the
        results file's) rather than FIDE's Berger table."""
        return self.own_pairings or self.options.schedule is ScheduleSource.RESULTS

    @property
    def cycles(self) -> int:
        """Cycles, default 1."""
        return self.options.cycles or 1

    @property
    def numbering(self) -> Numbering:
        """Numbering method, default list order."""
        return self.options.numbering or Numbering.LIST

    @property
    def scoring(self) -> ScoringSystem:
        """Scoring, default chess."""
        return self.options.scoring or CHESS

    @property
    def unrated(self) -> int | None:
        """The rating unrated players count as, or None to skip (the default)."""
        value = self.options.unrated
        return None if value is None or value == SKIP else value

    @property
    def ties(self) -> Ties:
        """What becomes of players level after the chain, default shared places."""
        return self.options.ties or Ties.SHARE

    @property
    def language(self) -> Language:
        """Document language, default English."""
        return self.options.language or Language.EN

    @property
    def paper(self) -> PaperSize:
        """Paper size, default A4."""
        return self.options.paper or PaperSize.A4

    @property
    def rated(self) -> bool:
        """The standings show rating changes: some player has a rating, and
        the event is rated (``rated``; by default a chess event is)."""
        rated = self.options.rated
        if rated is None:
            rated = self.info.game is Game.CHESS
        return rated and any(p.rating is not None for p in self.players)

    @contextmanager
    def scheduling(self) -> Iterator[None]:
        """Report what stops the event being scheduled (too few players, a
        Varma draw that does not apply, ...) against its participants file.

        Raises:
            InputError: for any :class:`BergerError` inside.
        """
        try:
            yield
        except InputError:
            raise
        except BergerError as exc:
            raise InputError(str(exc), path=self.players_file) from None


def missing_results(
    config: EventConfig, *, why: str = "", other: str = ""
) -> InputError:
    """The error for a use that needs results when the event has none: it
    says how to give them, and ``other``, what does without them."""
    return InputError(
        "no results"
        + (f" {why}" if why else "")
        + ": give --results FILE or results = ... in event.toml"
        + (f" ({other} needs none)" if other else ""),
        path=config.source,
    )


def load_event(path: Path, overrides: Options | None = None) -> EventConfig:
    """Read an EVENT and lay ``overrides`` over its settings.

    Raises:
        InputError: anything unreadable or invalid, located by file, line and field.
    """
    overrides = overrides or Options()
    toml_path = _toml_path(path)
    if toml_path is not None:
        data = _read_toml(toml_path)
        if "groups" in data:
            raise InputError(
                "holds several groups: open one with load_groups (--group NAME)",
                path=toml_path,
                field="groups",
            )
        return _from_toml(data, toml_path, path, overrides)
    return _from_file(path, overrides)


def _toml_path(path: Path) -> Path | None:
    """The ``event.toml`` an EVENT names (a folder's or the file itself), or
    None for a TRF or participants file.

    Raises:
        InputError: a folder without ``event.toml``.
    """
    if path.is_dir():
        toml_path = path / EVENT_FILE
        if not toml_path.is_file():
            raise InputError(f"no {EVENT_FILE} in this folder", path=path)
        return toml_path
    return path if path.suffix.lower() == ".toml" else None


def _from_file(path: Path, overrides: Options) -> EventConfig:
    """An EVENT that is a TRF or a bare participants file."""
    if path.suffix.lower() == ".trf" or _looks_like_trf(path):
        return _from_trf(path, overrides)
    players = read_participants(path, display=str(path))
    return EventConfig(
        source=path,
        folder=path.parent,
        info=EventInfo(),
        players=tuple(players),
        players_file=str(path),
        options=overrides,
    )


def _looks_like_trf(path: Path) -> bool:
    if not path.is_file() or path.suffix.lower() in (".csv", ".tsv", ".txt", ".xlsx"):
        return False
    with path.open("rb") as handle:
        head = handle.read(4)
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
                f"{trf.shown}: pairings follow the file, not FIDE's Berger table"
                f" ({fit.difference})",
            )
    base = Options(
        cycles=cycles,
        swap_last_two=swap,
        numbering=Numbering.LIST,
        scoring=trf.scoring,
        tiebreaks=trf.tiebreaks,
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
    )


def _read_toml(toml_path: Path) -> dict[str, Any]:
    shown = str(toml_path)
    try:
        return tomllib.loads(read_bytes(toml_path, shown).decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise InputError("not UTF-8 text", path=shown) from None
    except tomllib.TOMLDecodeError as exc:
        raise _toml_error(exc, shown) from None


def _from_toml(
    data: Mapping[str, Any], toml_path: Path, source: Path, overrides: Options
) -> EventConfig:
    shown = str(toml_path)
    folder = toml_path.parent
    unknown = set(data) - _TOP_KEYS - {"teams"}
    if unknown:
        key = sorted(unknown)[0]
        raise InputError(f"unknown key {key!r}", path=shown, field=key)
    rules = _table(data, "rules", shown)
    team = team_setup(data, rules, folder, shown)
    players: list[Player] = []
    if team is not None:
        players_file = team[1]
    else:
        players_name = data.get("players")
        if not isinstance(players_name, str) or not players_name:
            raise InputError(
                'says no participants file (players = "players.csv")',
                path=shown,
                field="players",
            )
        players_path = folder / players_name
        players = read_participants(players_path, display=str(players_path))
        players_file = str(players_path)
    individual = {key: value for key, value in rules.items() if key not in TEAM_RULES}
    base = Options(
        results=_results_path(data.get("results"), folder, shown),
        **_rules(individual, shown),
        **_output(_table(data, "output", shown), shown),
    )
    return EventConfig(
        source=source,
        folder=folder,
        info=_info(_table(data, "event", shown), shown),
        players=tuple(players),
        players_file=players_file,
        options=overrides.over(base),
        teams=None if team is None else team[0],
    )


_TOP_KEYS = frozenset({"players", "results", "event", "rules", "output"})
"""The keys of ``event.toml`` outside its tables."""


def _toml_error(exc: tomllib.TOMLDecodeError, shown: str) -> InputError:
    """The parser's message with its "(at line L, column C)" moved to the front."""
    message = str(exc)
    found = re.search(r"\s*\(at line (\d+), column \d+\)$", message)
    line = None
    if found:
        line = int(found.group(1))
        message = message[: found.start()]
    return InputError(f"not valid TOML: {message}", path=shown, line=line)


def _table(data: Mapping[str, Any], key: str, shown: str) -> Mapping[str, Any]:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise InputError(f"[{key}] must be a table", path=shown, field=key)
    return value


def _results_path(value: object, folder: Path, shown: str) -> Path | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise InputError("must be a file name", path=shown, field="results")
    return folder / value


_KIND_NAMES = {
    str: "text",
    int: "a whole number",
    bool: "true or false",
    list: "a list",
}


def _expect(value: object, kind: type | tuple[type, ...], shown: str, name: str) -> Any:
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        kinds = kind if isinstance(kind, tuple) else (kind,)
        wanted = " or ".join(_KIND_NAMES.get(k, k.__name__) for k in kinds)
        raise InputError(
            f"{value!r} has the wrong type (expected {wanted})", path=shown, field=name
        )
    return value


def _info(table: Mapping[str, Any], shown: str) -> EventInfo:
    known = {f.name for f in fields(EventInfo)} | {"city", "deputy"}
    for key in table:
        if key not in known:
            raise InputError(f"unknown key {key!r}", path=shown, field=f"event.{key}")
    values: dict[str, Any] = {}
    for key in (
        "name",
        "site",
        "federation",
        "arbiter",
        "deputy_arbiter",
        "time_control",
    ):
        if key in table:
            values[key] = str(_expect(table[key], (str, int), shown, f"event.{key}"))
    if "city" in table and "site" not in values:
        values["site"] = str(table["city"])
    if "deputy" in table and "deputy_arbiter" not in values:
        values["deputy_arbiter"] = str(table["deputy"])
    for key in ("start", "end"):
        if key in table:
            values[key] = _date(table[key], shown, f"event.{key}")
    if "game" in table:
        values["game"] = Game.from_code(table["game"], path=shown, field="event.game")
    if "norm_exemption" in table:
        values["norm_exemption"] = NormExemption.from_code(
            table["norm_exemption"], path=shown, field="event.norm_exemption"
        )
    if "round_dates" in table:
        dates = _expect(table["round_dates"], list, shown, "event.round_dates")
        values["round_dates"] = tuple(_date_or_time(d, shown) for d in dates)
    return replace(EventInfo(), **values)


def _date(value: object, shown: str, name: str) -> dt.date:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value)
        except ValueError:
            pass
    raise InputError(f"{value!r} is not a date (YYYY-MM-DD)", path=shown, field=name)


def _date_or_time(value: object, shown: str) -> dt.date | dt.datetime:
    if isinstance(value, dt.datetime):
        return value
    if isinstance(value, str) and ("T" in value or " " in value.strip()):
        try:
            return dt.datetime.fromisoformat(value)
        except ValueError:
            pass
    return _date(value, shown, "event.round_dates")


def _rules(table: Mapping[str, Any], shown: str) -> dict[str, Any]:
    known = {
        "cycles",
        "swap_last_two",
        "numbering",
        "seed",
        "scoring",
        "tiebreaks",
        "unrated",
        "ties",
        "withdrawal",
        "schedule",
        "rated",
    }
    for key in table:
        if key not in known:
            raise InputError(f"unknown key {key!r}", path=shown, field=f"rules.{key}")
    out: dict[str, Any] = {}
    if "cycles" in table:
        cycles = _expect(table["cycles"], int, shown, "rules.cycles")
        if cycles < 1:
            raise InputError(
                f"{cycles} is not a number of cycles (1 or more)",
                path=shown,
                field="rules.cycles",
            )
        out["cycles"] = cycles
    if "swap_last_two" in table:
        out["swap_last_two"] = _expect(
            table["swap_last_two"], bool, shown, "rules.swap_last_two"
        )
    if "numbering" in table:
        out["numbering"] = Numbering.from_code(
            table["numbering"], path=shown, field="rules.numbering"
        )
    if "seed" in table:
        seed = _expect(table["seed"], int, shown, "rules.seed")
        if seed < 0:
            raise InputError(
                f"{seed} is not a seed (0 or more)", path=shown, field="rules.seed"
            )
        out["seed"] = seed
    if "scoring" in table:
        out["scoring"] = _scoring(table["scoring"], shown)
    if "tiebreaks" in table:
        out["tiebreaks"] = tiebreak_codes(
            _expect(table["tiebreaks"], (str, list), shown, "rules.tiebreaks"),
            path=shown,
            field="rules.tiebreaks",
        )
    if "unrated" in table:
        out["unrated"] = unrated_setting(
            table["unrated"], path=shown, field="rules.unrated"
        )
    if "ties" in table:
        out["ties"] = Ties.from_code(table["ties"], path=shown, field="rules.ties")
    if "withdrawal" in table:
        out["withdrawal"] = WithdrawalRule.from_code(
            table["withdrawal"], path=shown, field="rules.withdrawal"
        )
    if "schedule" in table:
        out["schedule"] = ScheduleSource.from_code(
            table["schedule"], path=shown, field="rules.schedule"
        )
    if "rated" in table:
        out["rated"] = _expect(table["rated"], bool, shown, "rules.rated")
    return out


def tiebreak_codes(
    value: str | list[object], *, path: str | None = None, field: str | None = None
) -> tuple[str, ...]:
    """The tiebreak codes of ``SB,ARO`` or ``["SB", "ARO"]`` (or a preset name),
    in order: the one reading of ``--tiebreaks`` and ``[rules] tiebreaks``.

    Raises:
        InputError: no code at all.
    """
    items = [value] if isinstance(value, str) else value
    codes = tuple(
        code.strip() for item in items for code in str(item).split(",") if code.strip()
    )
    if not codes:
        raise InputError(
            "give at least one tiebreak code, e.g. SB,ARO", path=path, field=field
        )
    return codes


def unrated_setting(
    value: object, *, path: str | None = None, field: str | None = None
) -> Unrated:
    """``skip`` or a whole number 0..4000 (``1400``, ``"1400"``): the one
    reading of ``--unrated`` and ``[rules] unrated``.

    >>> unrated_setting(" Skip "), unrated_setting("1400"), unrated_setting(0)
    ('skip', 1400, 0)

    Raises:
        InputError: anything else.
    """
    text = value.strip() if isinstance(value, str) else value
    if isinstance(text, str) and text.lower() == SKIP:
        return SKIP
    if isinstance(text, str) and text.isascii() and text.isdigit():
        text = int(text)
    if isinstance(text, int) and not isinstance(text, bool) and 0 <= text <= MAX_RATING:
        return text
    raise InputError(
        f"{value!r} is not a rating for unrated players"
        f" (skip, or a whole number 0–{MAX_RATING})",
        path=path,
        field=field,
    )


def _scoring(value: object, shown: str) -> ScoringSystem:
    try:
        if isinstance(value, list):
            return ScoringSystem.from_values(value)
        return ScoringSystem.parse(str(value))
    except InputError as exc:
        raise InputError(exc.message, path=shown, field="rules.scoring") from None


def _output(table: Mapping[str, Any], shown: str) -> dict[str, Any]:
    for key in table:
        if key not in ("language", "paper", "templates"):
            raise InputError(f"unknown key {key!r}", path=shown, field=f"output.{key}")
    out: dict[str, Any] = {}
    if "language" in table:
        out["language"] = Language.from_code(
            table["language"], path=shown, field="output.language"
        )
    if "paper" in table:
        out["paper"] = PaperSize.from_code(
            table["paper"], path=shown, field="output.paper"
        )
    if "templates" in table:
        folder = _expect(table["templates"], str, shown, "output.templates")
        out["templates"] = Path(shown).parent / folder
    return out


# -- events with several groups ---------------------------------------------

GROUP_KEYS = ("name", "players", "results")
"""The keys of a ``[[groups]]`` entry that are the group's own; every other
key is a rule laid over the event's ``[rules]``."""

_NOT_IN_FOLDER_NAMES = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]')
_DEVICE_NAMES = frozenset(
    ["CON", "PRN", "AUX", "NUL"]
    + [f"{kind}{i}" for kind in ("COM", "LPT") for i in range(1, 10)]
)


def load_groups(
    path: Path, overrides: Options | None = None, *, group: str | None = None
) -> tuple[tuple[str | None, EventConfig], ...]:
    """The round robins of an EVENT, each as its name and config.

    An ``event.toml`` with ``[[groups]]`` gives one per group, in the file's
    order (only ``group``'s, its name matched regardless of case, when given).
    Each group is read as an event of its own: the shared ``[event]`` (its
    name followed by the group's), ``[output]`` and ``[rules]``, the group's
    ``players`` and ``results``, its other keys laid over ``[rules]`` (so a
    group can set any rule ``[rules]`` can), and ``overrides`` over all. Any
    other EVENT gives one config named None.

    Raises:
        InputError: as :func:`load_event`; a bad ``[[groups]]`` list (no
            name, a name used twice or that cannot be a folder name,
            ``players`` or ``results`` also at the top); ``group`` naming no
            group, or given for an event without groups.
        GroupError: anything wrong in a group's own files or rules.
    """
    overrides = overrides or Options()
    toml_path = _toml_path(path)
    data: dict[str, Any] = {}
    if toml_path is not None:
        data = _read_toml(toml_path)
        if "groups" in data:
            return _groups(data, toml_path, path, overrides, group)
    if group is not None:
        raise InputError(
            f"there are no groups in this event (--group {group})", path=path
        )
    if toml_path is None:
        return ((None, _from_file(path, overrides)),)
    return ((None, _from_toml(data, toml_path, path, overrides)),)


class EventGroups(NamedTuple):
    """An EVENT's own name and its groups, as ``event.toml`` lists them."""

    name: str
    """The event's own name (``[event] name``, without a group's)."""
    groups: tuple[str, ...]
    """The groups' names in the file's order; none for an event without groups."""


def event_groups(path: Path) -> EventGroups:
    """The EVENT's own name and its groups' names, from ``event.toml`` alone
    (the groups' files are not read); ``("", ())`` for an event without
    groups.

    Raises:
        InputError: as :func:`load_groups` for ``event.toml`` and its
            ``[[groups]]`` list.
    """
    toml_path = _toml_path(path)
    data = {} if toml_path is None else _read_toml(toml_path)
    if toml_path is None or "groups" not in data:
        return EventGroups("", ())
    shown = str(toml_path)
    names = _group_names(_group_tables(data, shown), shown)
    return EventGroups(_info(_table(data, "event", shown), shown).name, tuple(names))


def _groups(
    data: Mapping[str, Any],
    toml_path: Path,
    source: Path,
    overrides: Options,
    group: str | None,
) -> tuple[tuple[str | None, EventConfig], ...]:
    """The groups of an ``event.toml`` with ``[[groups]]`` (see
    :func:`load_groups`)."""
    shown = str(toml_path)
    tables = _group_tables(data, shown)
    names = _group_names(tables, shown)
    chosen = range(len(tables)) if group is None else (_find(group, names, shown),)
    found: list[tuple[str | None, EventConfig]] = []
    for index in chosen:
        name = names[index]
        with in_group(name):
            event = _group_event(data, name, tables[index], shown)
            found.append((name, _from_toml(event, toml_path, source, overrides)))
    return tuple(found)


def _group_tables(data: Mapping[str, Any], shown: str) -> list[dict[str, Any]]:
    """The ``[[groups]]`` entries, once the shared tables have been checked
    (so that a mistake in them is not reported as a group's)."""
    for key in ("players", "results"):
        if key in data:
            raise InputError(
                f"{key} = ... belongs in each [[groups]] entry of an event with groups",
                path=shown,
                field=key,
            )
    unknown = set(data) - (_TOP_KEYS - set(GROUP_KEYS) | {"groups"})
    if unknown:
        key = sorted(unknown)[0]
        raise InputError(f"unknown key {key!r}", path=shown, field=key)
    _info(_table(data, "event", shown), shown)
    rules = _table(data, "rules", shown)
    _rules({k: v for k, v in rules.items() if k not in TEAM_RULES}, shown)
    _output(_table(data, "output", shown), shown)
    tables = data["groups"]
    if (
        not isinstance(tables, list)
        or not tables
        or not all(isinstance(t, dict) for t in tables)
    ):
        raise InputError(
            "must be one or more [[groups]] tables", path=shown, field="groups"
        )
    return tables


def _group_names(tables: list[dict[str, Any]], shown: str) -> list[str]:
    """Each group's name, checked: given, usable as a folder name, and not
    the same as another's when case is ignored."""
    names: list[str] = []
    seen: dict[str, str] = {}
    for number, table in enumerate(tables, start=1):
        value = _expect(table.get("name", ""), str, shown, "groups.name")
        name = clean_name(value)
        if not name:
            raise InputError(
                f'group {number} has no name (name = "A")',
                path=shown,
                field="groups.name",
            )
        if (
            _NOT_IN_FOLDER_NAMES.search(name)
            or name.startswith(".")
            or name.endswith(".")
            or name.split(".")[0].upper() in _DEVICE_NAMES
        ):
            raise InputError(
                f'{name!r} cannot be a folder name (no / \\ : * ? " < > |,'
                " no dot first or last, not a device name such as CON)",
                path=shown,
                field="groups.name",
            )
        key = name_key(name)
        if key in seen:
            raise InputError(
                f"group name {name!r} used twice"
                + ("" if seen[key] == name else f" ({seen[key]!r} is the same)"),
                path=shown,
                field="groups.name",
            )
        seen[key] = name
        names.append(name)
    return names


def _find(group: str, names: list[str], shown: str) -> int:
    """Where the group named ``group`` (case ignored) is in ``names``."""
    keys = [name_key(name) for name in names]
    if name_key(group) not in keys:
        raise InputError(
            f"no group {group!r}; the groups are " + ", ".join(names), path=shown
        )
    return keys.index(name_key(group))


def _group_event(
    data: Mapping[str, Any], name: str, table: Mapping[str, Any], shown: str
) -> dict[str, Any]:
    """The ``event.toml`` of one group as an event of its own: the shared
    keys, the event's name followed by the group's, the group's rules laid
    over ``[rules]``, and its own files."""
    event = dict(_table(data, "event", shown))
    title = str(event.get("name", ""))
    event["name"] = f"{title} — {name}" if title else name
    rules = {
        **_table(data, "rules", shown),
        **{k: v for k, v in table.items() if k not in GROUP_KEYS},
    }
    own = {key: table[key] for key in ("players", "results") if key in table}
    shared = {k: v for k, v in data.items() if k != "groups"}
    return {**shared, "event": event, "rules": rules, **own}

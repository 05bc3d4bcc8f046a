"""Reading an EVENT: an event folder, an ``event.toml``, a TRF file or a bare
participants file, with command-line options laid over it.
"""

from __future__ import annotations

import datetime as dt
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from berger.core.crosstable import WithdrawalRule
from berger.core.draw import Numbering
from berger.core.model import EventInfo, Game, Player
from berger.core.scoring import CHESS, ScoringSystem
from berger.errors import InputError
from berger.formats.output import Language, PaperSize
from berger.formats.participants import read_bytes, read_participants
from berger.formats.trf import TrfResults, berger_fit, pair_blocks, read_trf

EVENT_FILE = "event.toml"


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
    language: Language | None = None
    """Document language."""
    paper: PaperSize | None = None
    """Paper size."""
    templates: Path | None = None
    """A folder whose templates override the built-in ones by file name."""
    withdrawal: WithdrawalRule | None = None
    """What happens to a withdrawn player's games (default: the half rule)."""

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
    def language(self) -> Language:
        """Document language, default English."""
        return self.options.language or Language.EN

    @property
    def paper(self) -> PaperSize:
        """Paper size, default A4."""
        return self.options.paper or PaperSize.A4


def load_event(path: Path, overrides: Options | None = None) -> EventConfig:
    """Read an EVENT and lay ``overrides`` over its settings.

    Raises:
        InputError: anything unreadable or invalid, located by file, line and field.
    """
    overrides = overrides or Options()
    if path.is_dir():
        toml_path = path / EVENT_FILE
        if not toml_path.is_file():
            raise InputError(f"no {EVENT_FILE} in this folder", path=path)
        return _from_toml(toml_path, path, overrides)
    if path.suffix.lower() == ".toml":
        return _from_toml(path, path, overrides)
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
    kept as list order), header records as the event, 142/162/202 as the rules
    where ``overrides`` does not give them, the Berger table's cycles and swap
    that hold the file's games, results from the round blocks."""
    trf = read_trf(path)
    results = pair_blocks(trf)
    cycles, swap = berger_fit(
        trf, results, cycles=overrides.cycles, swap_last_two=overrides.swap_last_two
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
    )


def _from_toml(toml_path: Path, source: Path, overrides: Options) -> EventConfig:
    shown = str(toml_path)
    try:
        data = tomllib.loads(read_bytes(toml_path, shown).decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise InputError("not UTF-8 text", path=shown) from None
    except tomllib.TOMLDecodeError as exc:
        raise _toml_error(exc, shown) from None
    folder = toml_path.parent
    unknown = set(data) - {"players", "results", "event", "rules", "output"}
    if unknown:
        key = sorted(unknown)[0]
        raise InputError(f"unknown key {key!r}", path=shown, field=key)
    players_name = data.get("players")
    if not isinstance(players_name, str) or not players_name:
        raise InputError(
            'says no participants file (players = "players.csv")',
            path=shown,
            field="players",
        )
    players_path = folder / players_name
    players = read_participants(players_path, display=str(players_path))
    base = Options(
        results=_results_path(data.get("results"), folder, shown),
        **_rules(_table(data, "rules", shown), shown),
        **_output(_table(data, "output", shown), shown),
    )
    return EventConfig(
        source=source,
        folder=folder,
        info=_info(_table(data, "event", shown), shown),
        players=tuple(players),
        players_file=str(players_path),
        options=overrides.over(base),
    )


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
        "withdrawal",
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
    if "withdrawal" in table:
        out["withdrawal"] = WithdrawalRule.from_code(
            table["withdrawal"], path=shown, field="rules.withdrawal"
        )
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

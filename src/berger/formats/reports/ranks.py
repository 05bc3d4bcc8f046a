"""Rank norms as text, CSV and JSON (``berger ranks``); the tables of rank
norms berger ships are listed by :mod:`berger.formats.reports.rank_tables`.

The text is a table: players down with their rank, coefficient, opponents
by coefficient, games and points; across, each rank some player can
fulfil, one cell a player: blank where the rank is not in the player's
reach; the points needed (``7½``, before any game); with the points still
needed from the games left (``7½ +3/4``); met (``7½ ✓``); or missed, out
of reach or failing a condition (``7½ ✗``), numbered notes under the table
naming the condition. The last column is the rank fulfilled. Points are
the event's points.
"""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction

from berger.core.ranks.report import (
    Condition,
    ConditionCheck,
    PlayerRanks,
    RankNorm,
    RankReport,
)
from berger.core.ranks.table import Rank
from berger.core.tournament import Tournament
from berger.formats.reports.points import format_points
from berger.formats.reports.standings import csv_value, json_number
from berger.formats.reports.standings_text import (
    state_text,
    text_table,
    title_lines,
)
from berger.formats.reports.wording import ENGLISH, Wording
from berger.messages import _, ngettext

MET = "✓"
"""The mark of a norm fulfilled."""
MISSED = "✗"
"""The mark of a norm missed, out of reach or failing a condition."""
NOT_GIVEN = "–"
"""An opponent's coefficient where the opponent's rank is not given."""


def number_text(value: Fraction | None, language: str = "en") -> str:
    """Points as the reports write them: halves as ``½``, else up to two
    decimals (``10.2``)."""
    return format_points(value, language, places=2)


def coefficient_text(value: Fraction, language: str = "en") -> str:
    """A coefficient: up to two decimals (``1.5``, ``1.78``)."""
    return format_points(value, language, halves=False, places=2)


def _ranks_shown(report: RankReport) -> tuple[Rank, ...]:
    """The ranks some player has in reach, in the table's order."""
    sought = {norm.rank.word for p in report.players for norm in p.norms}
    return tuple(rank for rank in report.table.ranks if rank.word in sought)


def condition_text(check: ConditionCheck, language: str = "en") -> str:
    """What a condition asks for and what there is, in the run's language."""
    value = check.value
    match check.condition:
        case Condition.PARTICIPANTS:
            text = ngettext(
                "{value} participant; {required} needed",
                "{value} participants; {required} needed",
                value,
            )
        case Condition.GAMES if check.most > value:
            text = ngettext(
                "{value} game played, {most} at most; {required} needed",
                "{value} games played, {most} at most; {required} needed",
                value,
            )
        case Condition.GAMES:
            text = ngettext(
                "{value} game played; {required} needed",
                "{value} games played; {required} needed",
                value,
            )
        case Condition.JUDGES:
            text = ngettext(
                "{value} judge of at least {category}; {required} needed",
                "{value} judges of at least {category}; {required} needed",
                value,
            )
    category = "" if check.category is None else check.category.name(language)
    return text.format(
        value=check.value, most=check.most, required=check.required, category=category
    )


def _english(check: ConditionCheck) -> str:
    """A condition in English, as the CSV and JSON give it."""
    category = "" if check.category is None else f" ({check.category.word} or higher)"
    return f"{check.condition.value}{category}: {check.value}; {check.required} needed"


def _cell(norm: RankNorm, *, settled: bool, started: bool, language: str) -> str:
    """A player's cell for one rank, without its notes: ``started``, the
    player has played a game that counts."""
    needed = number_text(norm.needed, language)
    match norm.state(settled=settled, started=started):
        case "met":
            return f"{needed} {MET}"
        case "missed":
            return f"{needed} {MISSED}"
        case "ahead":
            return needed
    more = number_text(norm.still_needed, language)
    return f"{needed} +{more}/{norm.remaining}"


def _opponents(player: PlayerRanks, language: str) -> str:
    """``0×2 1×3 2×2 3×2``: how many games against each coefficient."""
    parts = [f"{coefficient_text(c, language)}×{n}" for c, n in player.opponents]
    if player.unranked:
        parts.append(f"{NOT_GIVEN}×{player.unranked}")
    return " ".join(parts)


def ranks_text(
    tournament: Tournament,
    report: RankReport,
    *,
    rounds: int,
    language: str = "en",
    wording: Wording = ENGLISH,
) -> str:
    """The rank norms at a glance, in the run's ``language`` (the ranks'
    and categories' words) and ``wording`` (the documents' labels):
    the table's source, the event's coefficient, a line a player, the
    legend and the numbered notes."""
    w = wording
    state = state_text(_("Rank norms"), report.after_round, rounds, final=report.final)
    lines = title_lines(tournament.info.name, state, wording=w)
    lines += _head(report, language)
    shown = _ranks_shown(report)
    notes: dict[str, int] = {}
    body = []
    for player in report.players:
        cells = []
        for rank in shown:
            norm = next((n for n in player.norms if n.rank == rank), None)
            cells.append(
                "" if norm is None else _noted(player, norm, report, language, notes)
            )
        body.append(
            [
                str(player.number),
                player.name,
                player.written or "",
                ""
                if player.rank is None
                else coefficient_text(player.rank.coefficient, language),
                _opponents(player, language),
                str(player.games),
                number_text(player.points, language),
                *cells,
                ""
                if player.fulfilled is None
                else player.fulfilled.short_word(language),
            ]
        )
    header = [
        w.word("no", "No"),
        w.word("name", "Name"),
        _("Rank"),
        _("Coef."),
        _("Opponents"),
        _("Games"),
        w.word("points", "Pts"),
        *(rank.short_word(language) for rank in shown),
        _("Fulfilled"),
    ]
    lines += text_table(header, body, left={1, 2, 4, len(header) - 1})
    lines += ["", *_legend()]
    lines += [f"({k}) {text}" for text, k in notes.items()]
    return "\n".join(lines) + "\n"


def _noted(
    player: PlayerRanks,
    norm: RankNorm,
    report: RankReport,
    language: str,
    notes: dict[str, int],
) -> str:
    """``player``'s cell with the numbers of its notes: the conditions not
    met, where they keep the norm from being fulfilled or its points are
    scored already."""
    settled = report.settled(player)
    cell = _cell(norm, settled=settled, started=player.games > 0, language=language)
    failing = norm.named(settled=settled)
    numbers = [
        notes.setdefault(condition_text(c, language), len(notes) + 1) for c in failing
    ]
    return cell + (f" ({','.join(map(str, numbers))})" if numbers else "")


def _head(report: RankReport, language: str) -> list[str]:
    """The table's name and source, the event's coefficient, the highest
    rank it allows."""
    table = report.table
    lines = [
        _("Table: {title} ({name}).").format(
            title=table.title_in(language), name=table.name
        )
    ]
    if not table.source.legal_text_read:
        lines.append(
            _(
                "Its figures were not checked against the legal text: see its"
                " source (berger ranks --tables)."
            )
        )
    given = sum(p.rank is not None for p in report.players)
    if report.coefficient is None:
        lines.append(_("The event's coefficient: no participant's rank is given."))
    else:
        lines.append(
            _(
                "The event's coefficient: {coefficient} ({given} of {count}"
                " participants with a rank)."
            ).format(
                coefficient=coefficient_text(report.coefficient, language),
                given=given,
                count=report.participants,
            )
        )
    if table.highest_by_coefficient:
        if report.highest is None:
            lines.append(_("It allows no rank."))
        else:
            lines.append(
                _("The highest rank it allows: {rank}.").format(
                    rank=report.highest.short_word(language)
                )
            )
    return [*lines, ""]


def _legend() -> list[str]:
    """What the columns and the marks mean."""
    return [
        _("Opponents: coefficient×games; {mark}: rank not given.").format(
            mark=NOT_GIVEN
        ),
        _(
            "Each rank: the points needed in all the player's games, in the"
            " event's points; +m/r: m more needed from the r games left;"
            " {met} fulfilled; {missed} not fulfilled (a note names the"
            " condition not met, where one is not)."
        ).format(met=MET, missed=MISSED),
    ]


def ranks_json(report: RankReport) -> str:
    """``{"table", "legal_text_read", "after_round", "final",
    "participants", "coefficient", "highest", "judges", "players": [{"number",
    "name", "rank", "coefficient", "games", "remaining", "points",
    "opponents", "unranked", "fulfilled", "needed", "norms"}]}``: ``rank``
    as written, ``fulfilled`` the table's word or null, ``needed`` each rank
    in reach (by the table's word) and its points."""
    document = {
        "table": report.table.name,
        "legal_text_read": report.table.source.legal_text_read,
        "after_round": report.after_round,
        "final": report.final,
        "participants": report.participants,
        "coefficient": json_number(report.coefficient),
        "highest": None if report.highest is None else report.highest.word,
        "judges": [
            {
                "name": judge.name,
                "category": judge.written or None,
            }
            for judge in report.judges
        ],
        "players": [_player_json(player) for player in report.players],
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def _player_json(player: PlayerRanks) -> dict[str, object]:
    return {
        "number": player.number,
        "name": player.name,
        "rank": player.written,
        "coefficient": None
        if player.rank is None
        else json_number(player.rank.coefficient),
        "games": player.games,
        "remaining": player.remaining,
        "points": json_number(player.points),
        "opponents": {coefficient_text(c): n for c, n in player.opponents},
        "unranked": player.unranked,
        "fulfilled": None if player.fulfilled is None else player.fulfilled.word,
        "needed": {word: json_number(v) for word, v in player.needed.items()},
        "norms": [
            {
                "rank": norm.rank.word,
                "needed": json_number(norm.needed),
                "points": json_number(norm.points),
                "still_needed": json_number(norm.still_needed),
                "remaining": norm.remaining,
                "reached": norm.reached,
                "possible": norm.possible,
                "fulfilled": norm.fulfilled,
                "conditions": [
                    {
                        "condition": check.condition.value,
                        "required": check.required,
                        "value": check.value,
                        "most": check.most,
                        "met": check.met,
                        "possible": check.possible,
                        "category": None
                        if check.category is None
                        else check.category.word,
                    }
                    for check in norm.conditions
                ],
            }
            for norm in player.norms
        ],
    }


CSV_COLUMNS = (
    "number",
    "name",
    "rank",
    "coefficient",
    "games",
    "remaining",
    "points",
    "fulfilled",
    "sought",
    "needed",
    "still_needed",
    "reached",
    "possible",
    "met",
    "unmet",
)
"""One row per player and rank in reach (a player with none: one row,
the rank's columns blank)."""


def ranks_csv(report: RankReport) -> str:
    """One row per player and rank in reach (:data:`CSV_COLUMNS`): points as
    decimals; ``met`` whether the rank is fulfilled, ``unmet`` its
    conditions not met, in English, joined by ``; ``."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for player in report.players:
        head = (
            player.number,
            player.name,
            player.written or "",
            "" if player.rank is None else coefficient_text(player.rank.coefficient),
            player.games,
            player.remaining,
            format_points(player.points, halves=False),
            "" if player.fulfilled is None else player.fulfilled.word,
        )
        if not player.norms:
            writer.writerow((*head, *[""] * (len(CSV_COLUMNS) - len(head))))
        for norm in player.norms:
            writer.writerow(
                (
                    *head,
                    norm.rank.word,
                    format_points(norm.needed, halves=False),
                    format_points(norm.still_needed, halves=False),
                    csv_value(norm.reached),
                    csv_value(norm.possible),
                    csv_value(norm.fulfilled),
                    "; ".join(map(_english, norm.unmet)),
                )
            )
    return out.getvalue()

"""The rank norms as every output shows them (:class:`RanksView`): the
table they are worked out by, with its source; the event's coefficient and
the highest rank it allows; the judges' panel; each player's figures (the
rank as written, the games played, the points, the opponents by
coefficient, the points each rank in reach needs and how far the player
is, the rank fulfilled); and the conditions not met, as numbered notes.
The pack prints it as ``ranks.pdf`` («Выполнение разрядных норм»), the
workbook has it as a sheet and the site as a page.

Pure, like :mod:`berger.render.views`: numbers stay numbers, the words are
the table's in the language asked for, the labels the template's.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from berger.core.ranks.report import (
    Condition,
    ConditionCheck,
    PlayerRanks,
    RankNorm,
    RankReport,
)
from berger.core.ranks.table import Category, Conditions, Rank
from berger.core.tournament import Tournament
from berger.render.printing import Settings, render_page


@dataclass(frozen=True, slots=True)
class NormCell:
    """A player's position for one rank."""

    needed: Fraction
    """The points the rank needs, in the event's points."""
    state: str
    """``met`` (fulfilled), ``missed`` (not, and no longer can be),
    ``open`` (still can be: :attr:`still` more from :attr:`remaining`
    games) or ``ahead`` (before the player's first game)."""
    still: Fraction
    """The points still needed (``open``)."""
    remaining: int
    """The games left to play (``open``)."""
    notes: tuple[int, ...]
    """The numbers of the notes naming its conditions not met."""


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One player's figures."""

    number: int
    name: str
    written: str
    """The rank as written in the participants list; empty where none."""
    coefficient: Fraction | None
    """The rank's coefficient; None where no rank is given."""
    games: int
    """Games played over the board."""
    remaining: int
    """Games that count still to play."""
    points: Fraction
    """Points in those games, in the event's points."""
    opponents: tuple[int, ...]
    """Games against an opponent of each of :attr:`RanksView.columns`
    (0 where none); the last, where the view has unranked opponents,
    those against an opponent without a rank."""
    cells: tuple[NormCell | None, ...]
    """One for each of :attr:`RanksView.ranks`; None where it is not in the
    player's reach."""
    fulfilled: str
    """The rank fulfilled, its full name; empty for none."""
    fulfilled_short: str
    """The same, its short word."""


@dataclass(frozen=True, slots=True)
class Note:
    """A condition not met, as a numbered note names it."""

    key: str
    """The end of its label's key: ``participants``, ``games``,
    ``games_left`` (games still to play can meet it), ``judges``."""
    value: int
    most: int
    required: int
    category: str
    """The lowest judges' category that counts (``judges``), else empty."""


@dataclass(frozen=True, slots=True)
class ConditionLine:
    """The conditions of some of the ranks shown (those that share them)."""

    ranks: tuple[str, ...]
    """Their short words; empty where every rank shown has these."""
    participants: int | None
    games: int | None
    judges: int | None
    """Judges needed, of at least :attr:`category`."""
    category: str


@dataclass(frozen=True, slots=True)
class RanksView:
    """The rank norms of an event after a round, as shown."""

    title: str
    """The table's title in the language asked for."""
    name: str
    """The table's name (``ru-draughts``)."""
    source: str
    """What the table was taken from."""
    edition: str
    """Its date or edition, empty where not known."""
    legal_text_read: bool
    after_round: int
    final: bool
    participants: int
    given: int
    """Participants whose rank is given."""
    coefficient: Fraction | None
    """The event's coefficient; None where no rank is given."""
    limits: bool
    """The event's coefficient limits the ranks it can give."""
    highest: str
    """The highest rank it allows, its full name; empty for none."""
    judges: tuple[tuple[str, str], ...]
    """The judges' panel: each name and category, as the table words it."""
    conditions: tuple[ConditionLine, ...]
    ranks: tuple[str, ...]
    """The ranks some player has in reach, their short words, lowest first."""
    columns: tuple[Fraction, ...]
    """The opponents' coefficients some player met, in the table's order."""
    unranked: bool
    """Some player met an opponent without a rank (a last column)."""
    lines: tuple[PlayerLine, ...]
    notes: tuple[Note, ...]
    """Numbered from 1."""


def ranks_view(report: RankReport, language: str) -> RanksView:
    """``report`` as shown, the table's words in ``language``."""
    table = report.table
    shown = [r for r in table.ranks if any(_norm(p, r) for p in report.players)]
    met = {c for p in report.players for c, _n in p.opponents}
    columns = tuple(c for c in table.columns if c in met)
    unranked = any(p.unranked for p in report.players)
    notes: list[Note] = []
    lines = tuple(
        _line(player, report, shown, columns, unranked, language, notes)
        for player in report.players
    )
    return RanksView(
        title=table.title_in(language),
        name=table.name,
        source=table.source.describe(language),
        edition=table.source.edition or "",
        legal_text_read=table.source.legal_text_read,
        after_round=report.after_round,
        final=report.final,
        participants=report.participants,
        given=sum(p.rank is not None for p in report.players),
        coefficient=report.coefficient,
        limits=table.highest_by_coefficient,
        highest="" if report.highest is None else report.highest.full_name(language),
        judges=tuple(
            (
                judge.name,
                judge.written
                if judge.category is None
                else table.categories[judge.category].name(language),
            )
            for judge in report.judges
        ),
        conditions=_conditions(shown, table.categories, language),
        ranks=tuple(rank.short_word(language) for rank in shown),
        columns=columns,
        unranked=unranked,
        lines=lines,
        notes=tuple(notes),
    )


def _norm(player: PlayerRanks, rank: Rank) -> RankNorm | None:
    return next((n for n in player.norms if n.rank == rank), None)


def _line(
    player: PlayerRanks,
    report: RankReport,
    shown: list[Rank],
    columns: tuple[Fraction, ...],
    unranked: bool,
    language: str,
    notes: list[Note],
) -> PlayerLine:
    counts = dict(player.opponents)
    opponents = tuple(counts.get(c, 0) for c in columns)
    settled = report.settled(player)
    cells = []
    for rank in shown:
        norm = _norm(player, rank)
        cells.append(
            None
            if norm is None
            else _cell(norm, settled, player.games > 0, language, notes)
        )
    fulfilled = player.fulfilled
    return PlayerLine(
        number=player.number,
        name=player.name,
        written=player.written or "",
        coefficient=None if player.rank is None else player.rank.coefficient,
        games=player.games,
        remaining=player.remaining,
        points=player.points,
        opponents=(*opponents, player.unranked) if unranked else opponents,
        cells=tuple(cells),
        fulfilled="" if fulfilled is None else fulfilled.full_name(language),
        fulfilled_short="" if fulfilled is None else fulfilled.short_word(language),
    )


def _cell(
    norm: RankNorm, settled: bool, started: bool, language: str, notes: list[Note]
) -> NormCell:
    """A cell as :mod:`berger.formats.reports.ranks` words it, its notes
    numbered in ``notes``."""
    numbers = []
    for check in norm.named(settled=settled):
        note = _note(check, language)
        if note not in notes:
            notes.append(note)
        numbers.append(notes.index(note) + 1)
    return NormCell(
        needed=norm.needed,
        state=norm.state(settled=settled, started=started),
        still=norm.still_needed,
        remaining=norm.remaining,
        notes=tuple(numbers),
    )


def _note(check: ConditionCheck, language: str) -> Note:
    key = check.condition.value
    if check.condition is Condition.GAMES and check.most > check.value:
        key = "games_left"
    return Note(
        key=key,
        value=check.value,
        most=check.most,
        required=check.required,
        category="" if check.category is None else check.category.name(language),
    )


def _conditions(
    shown: list[Rank], categories: tuple[Category, ...], language: str
) -> tuple[ConditionLine, ...]:
    """The conditions of the ranks shown, those that share them together."""
    groups: dict[Conditions, list[Rank]] = {}
    for rank in shown:
        groups.setdefault(rank.conditions, []).append(rank)
    lines = []
    for conditions, ranks in groups.items():
        if conditions == Conditions():
            continue
        judges = conditions.judges
        category = "" if judges is None else categories[judges.category].name(language)
        lines.append(
            ConditionLine(
                ranks=()
                if len(groups) == 1
                else tuple(r.short_word(language) for r in ranks),
                participants=conditions.participants,
                games=conditions.games,
                judges=None if judges is None else judges.count,
                category=category,
            )
        )
    return tuple(lines)


def ranks_html(
    tournament: Tournament, report: RankReport, settings: Settings, *, pdf: bool
) -> str:
    """The rank norms in the form a qualification commission asks for
    («Выполнение разрядных норм»): the event, its judges, each player's
    figures, the table's source, and room for the signatures.

    Raises:
        TemplateError: a missing or broken template, or a missing label.
    """
    return render_page(
        "ranks.html",
        "ranks",
        tournament,
        settings,
        pdf=pdf,
        page=ranks_view(report, settings.language),
    )

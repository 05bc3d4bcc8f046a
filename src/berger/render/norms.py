"""What the norms document sees: the table of :mod:`berger.formats.reports.norms`
and, for each player with a norm made, the figures of FIDE's norm
certificate; and the reasons put in the document's language.

Pure, like :mod:`berger.render.views`: the labels come in as arguments.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from berger.core.norms.report import Exclusion, NormCheck, NormReport
from berger.core.norms.titles import NormTitle
from berger.core.titles import Title
from berger.core.tournament import Tournament
from berger.formats.reports.norms import LeftOut, NormTable, Note, norm_table
from berger.render.formatting import format_number
from berger.render.views import PlayerView, entries


@dataclass(frozen=True, slots=True)
class CertificateGame:
    """One scheduled game of the player, as the certificate lists it."""

    round: int
    """Round of the event."""
    opponent: PlayerView
    """The opponent (federation as written, FID included)."""
    title: Title | None
    """The opponent's FIDE title."""
    adjusted: tuple[int | None, ...]
    """The rating each column of :attr:`Certificate.columns` counts (the
    floor applied); None where the game does not count."""
    score: Fraction | None
    """The player's score; None for a forfeit."""
    excluded: Exclusion | None
    """Why the game does not count (for some norm), or None."""


@dataclass(frozen=True, slots=True)
class Certificate:
    """A player's norms made, laid out as FIDE's certificate asks."""

    player: PlayerView
    """The player."""
    birth: str
    """Birth date or year as written, or ``""``."""
    fide_id: str
    """FIDE ID, or ``""``."""
    columns: tuple[tuple[NormTitle, ...], ...]
    """The rating columns: norms whose adjusted ratings agree share one."""
    games: tuple[CertificateGame, ...]
    """Every scheduled game, in round order."""
    norms: tuple[NormCheck, ...]
    """The norms made, highest first."""


@dataclass(frozen=True, slots=True)
class NormsPage:
    """The norms document."""

    table: NormTable
    """The norms at a glance."""
    players: tuple[PlayerView, ...]
    """Every player, by number."""
    certificates: tuple[Certificate, ...]
    """One per player with a norm made, in pairing-number order."""
    national: bool
    """The federation requirements are waived (``norm_exemption``)."""


def norms_page(
    tournament: Tournament, report: NormReport, *, national: bool
) -> NormsPage:
    """The norms document of ``report``."""
    table = norm_table(report)
    players = entries(tournament)
    certificates = []
    for row in table.achieved:
        made = tuple(check for check in row.player.norms if check.achieved)
        certificates.append(_certificate(tournament, players, row.player.number, made))
    return NormsPage(
        table=table,
        players=players,
        certificates=tuple(certificates),
        national=national,
    )


def _certificate(
    tournament: Tournament,
    players: tuple[PlayerView, ...],
    number: int,
    made: tuple[NormCheck, ...],
) -> Certificate:
    groups: list[tuple[list[NormTitle], tuple[int | None, ...]]] = []
    for check in made:
        adjusted = tuple(game.adjusted for game in check.opponents)
        for titles, values in groups:
            if values == adjusted:
                titles.append(check.title)
                break
        else:
            groups.append(([check.title], adjusted))
    games = tuple(
        CertificateGame(
            round=game.round,
            opponent=players[game.opponent - 1],
            title=game.title,
            adjusted=tuple(values[index] for _, values in groups),
            score=game.score,
            excluded=next(
                (
                    check.opponents[index].excluded
                    for check in made
                    if check.opponents[index].excluded is not None
                ),
                None,
            ),
        )
        for index, game in enumerate(made[0].opponents)
    )
    player = tournament.player(number)
    return Certificate(
        player=players[number - 1],
        birth=player.birth or "",
        fide_id=player.fide_id or "",
        columns=tuple(tuple(titles) for titles, _ in groups),
        games=games,
        norms=made,
    )


def note_text(
    note: Note, labels: Mapping[str, str], language: str
) -> tuple[str, dict[str, str]]:
    """The label of ``note`` and its figures as text in ``language``, for
    the label's placeholders: points with ``½`` (``5½``), a list of titles
    joined with the language's ``norm_or``."""
    if isinstance(note, LeftOut):
        return labels["norm_left_out"], {"rounds": ", ".join(map(str, note.rounds))}
    values = {}
    for name, value in note.values:
        if isinstance(value, Fraction):
            values[name] = format_number(value, language)
        elif name == "titles":
            *others, last = re.split(r", | or ", str(value))
            or_word = labels["norm_or"]
            values[name] = f"{', '.join(others)} {or_word} {last}" if others else last
        else:
            values[name] = str(value)
    return labels["norm_reason_" + note.shortfall.name.lower()], values

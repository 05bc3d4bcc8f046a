"""Use cases of a team round robin: what each command makes of a team event.

:mod:`berger.pipeline` and :mod:`berger.build` hand a team event over to these
functions; they mirror theirs (the schedule and standings reports, the
exports, the workbook, the documents and the whole pack). No Click here.
Readers, writers and renderers are imported inside the functions that use
them, so a command pays only for its own.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.results import Results
from berger.core.standings import Standings
from berger.core.team_standings import compute_team_standings
from berger.core.team_table import TeamTable, build_team_table
from berger.core.team_tiebreaks import DEFAULT_TEAM_CHAIN, parse_team_chain
from berger.core.teams import FirstBoard, TeamEvent, make_team_event
from berger.errors import InputError
from berger.formats.event import EventConfig, missing_results

if TYPE_CHECKING:
    from berger.render.documents import Settings
    from berger.render.press import Progress

TeamTables = tuple[TeamTable, Standings]
"""The team table after a round and the standings it gives."""


def prepare_teams(config: EventConfig) -> TeamEvent:
    """Number the teams and build the schedule of their matches (with the
    event's seed, settled by the caller).

    Raises:
        InputError: the event cannot be scheduled as asked (Varma numbering,
            fewer than 2 teams, ...), located in the teams file.
    """
    setup = config.teams
    if setup is None:
        raise ValueError("not a team event")
    with config.scheduling():
        return make_team_event(
            config.info,
            setup.teams,
            boards=setup.boards,
            cycles=config.cycles,
            swap_last_two=config.options.swap_last_two,
            numbering=config.numbering,
            seed=config.options.seed,
            scoring=config.scoring,
            match_scoring=setup.match_scoring,
            primary=setup.primary,
            first_white=setup.first_board is FirstBoard.WHITE,
        )


TEAM_RESULT_SUFFIXES = (".csv", ".tsv", ".txt", ".xlsx", ".xlsm")
"""The results files of a team event: a team results CSV, or its workbook."""


def load_team_results(config: EventConfig, event: TeamEvent) -> Results | None:
    """The event's board results from ``--results`` / ``results =``: a team
    results CSV or the event's workbook; None when there are none.

    Raises:
        InputError: a kind of file a team event does not read, or anything
            the reader refuses.
    """
    path = config.options.results
    if path is None:
        return None
    suffix = path.suffix.lower()
    if suffix in (".xlsx", ".xlsm"):
        from berger.formats.workbook import read_team_results_workbook

        return read_team_results_workbook(path, event)
    if suffix in (".csv", ".tsv", ".txt"):
        from berger.formats.teams import read_team_results

        return read_team_results(path, event)
    raise InputError(
        "a team event reads its board results from a team results CSV"
        f" or its workbook ({', '.join(TEAM_RESULT_SUFFIXES)})",
        path=path,
        field="results",
    )


def require_team_results(
    config: EventConfig, event: TeamEvent, *, why: str = "", other: str = ""
) -> Results:
    """The event's board results, which this use needs.

    Raises:
        InputError: there are none, or as :func:`load_team_results`.
    """
    results = load_team_results(config, event)
    if results is None:
        raise missing_results(config, why=why, other=other)
    return results


def team_chain(config: EventConfig) -> tuple[str, ...]:
    """The event's team tie-break chain (default EDE, EMGSB).

    Raises:
        InputError: a code that is not a team tie-break.
    """
    return parse_team_chain(config.options.tiebreaks or DEFAULT_TEAM_CHAIN)


def team_standings_for(
    config: EventConfig,
    event: TeamEvent,
    results: Results,
    *,
    after_round: int | None = None,
) -> TeamTables:
    """The team table and standings after ``after_round`` (default: the last
    round with a result), with the event's tie-break chain.

    Raises:
        BergerError: a round beyond the schedule, an unknown tie-break code.
    """
    chain = team_chain(config)
    table = build_team_table(event, results, after_round=after_round)
    return table, compute_team_standings(table, chain)


def schedule_report(event: TeamEvent, fmt: str) -> str:
    """``berger schedule`` of a team event: the matches of every round as
    ``text``, ``csv`` (one row per board) or ``json``."""
    from berger.formats import team_outputs as out

    render = {
        "text": out.team_schedule_text,
        "csv": out.team_schedule_csv,
        "json": out.team_schedule_json,
    }[fmt]
    return render(event)


def _standings_as(fmt: str, event: TeamEvent, standings: Standings) -> str:
    from berger.formats import team_outputs as out

    render = {
        "text": out.team_standings_text,
        "csv": out.team_standings_csv,
        "json": out.team_standings_json,
    }[fmt]
    return render(event, standings)


def standings_report(
    config: EventConfig, event: TeamEvent, fmt: str, *, after_round: int | None = None
) -> str:
    """``berger standings`` of a team event: places, match and game points and
    the team tie-breaks as ``text``, ``csv`` or ``json`` (SPEC section 11).

    Raises:
        BergerError: no results, bad results, a round beyond the schedule, an
            unknown tie-break code.
    """
    results = require_team_results(config, event)
    _table, standings = team_standings_for(
        config, event, results, after_round=after_round
    )
    return _standings_as(fmt, event, standings)


def write_team_trf(
    config: EventConfig,
    event: TeamEvent,
    results: Results | None,
    tables: TeamTables | None,
    target: Path,
) -> tuple[str, ...]:
    """Write the team event as a TRF-2026 team file: with results and their
    table and standings (see :func:`team_standings_for`), every board game,
    the team records with match and game points and ranks; without (both
    None), the teams and their players.

    Returns what the TRF could not hold as it is.

    Raises:
        BergerError: an unknown tie-break code, a value TRF cannot hold, or the
            file cannot be written.
    """
    from berger.formats.trf.teams import team_trf_warnings
    from berger.formats.trf.teams import write_team_trf as write

    chain = team_chain(config)
    if results is None or tables is None:
        results = Results()
        table = build_team_table(event, results, after_round=0)
        standings = None
    else:
        table, standings = tables
    write(event, results, table, standings, target, chain=chain)
    return team_trf_warnings(event)


def export_event(
    config: EventConfig, event: TeamEvent, to: str, target: Path
) -> tuple[str, ...]:
    """``berger export`` of a team event: the TRF (see
    :func:`write_team_trf`), or the team standings as CSV or JSON.

    Raises:
        BergerError: no results for a CSV/JSON export, or as the writers.
    """
    from berger.formats.atomic import write_text

    if to == "trf":
        found = load_team_results(config, event)
        tables = None if found is None else team_standings_for(config, event, found)
        return write_team_trf(config, event, found, tables, target)
    results = require_team_results(
        config, event, why=f"to export as {to.upper()}", other="a TRF export"
    )
    _table, standings = team_standings_for(config, event, results)
    write_text(target, _standings_as(to, event, standings))
    return ()


def write_team_workbook(config: EventConfig, event: TeamEvent, target: Path) -> None:
    """``berger workbook`` of a team event: the live team workbook, with the
    board results where there are any.

    Raises:
        BergerError: bad results, or the workbook cannot be written.
    """
    from berger.render.labels import load_labels
    from berger.render.xlsx import write_workbook as write

    results = load_team_results(config, event)
    standings = (
        None if results is None else team_standings_for(config, event, results)[1]
    )
    write(
        event,
        results,
        standings,
        target,
        labels=load_labels(config.language, config.options.templates),
        paper=config.paper,
        chain=team_chain(config),
    )


def team_settings(
    config: EventConfig, event: TeamEvent, *, progress: Progress | None = None
) -> Settings:
    """How the team event's documents are printed (language, paper,
    templates, the team tie-break chain).

    Raises:
        TemplateError: the ``--templates`` folder does not exist.
        InputError: an unknown tie-break code.
    """
    from berger.render.documents import make_settings

    return make_settings(
        event,
        language=config.language,
        paper=config.paper,
        templates=config.options.templates,
        tiebreaks=team_chain(config),
        progress=progress,
    )


def write_team_document(
    config: EventConfig,
    event: TeamEvent,
    document: str,
    target: Path,
    *,
    after_round: int | None = None,
    round_hints: bool = False,
    progress: Progress | None = None,
) -> None:
    """Write one document of the team event (named by its
    :class:`berger.pipeline.documents.Document` code) to ``target`` (``.pdf`` or
    ``.html``), atomically: the match cards, the round sheets by match (the
    board results where known), the team round chart, the team crosstable
    blank or filled.

    Raises:
        BergerError: no results for the filled crosstable, bad results, a
            broken template, an unknown suffix or an unwritable target.
    """
    from berger.render import team_documents as docs
    from berger.render.documents import write_document

    results = None
    if document == "crosstable":
        results = require_team_results(config, event, other="a --blank crosstable")
    elif document == "round-sheets":
        results = load_team_results(config, event)
    settings = team_settings(config, event, progress=progress)
    tables = (
        None
        if results is None or document != "crosstable"
        else team_standings_for(config, event, results, after_round=after_round)
    )

    def page(pdf: bool) -> str:
        if document == "cards":
            return docs.match_cards_html(event, settings, pdf=pdf)
        if document == "round-sheets":
            return docs.match_sheets_html(event, settings, pdf=pdf, results=results)
        if document == "chart":
            return docs.team_chart_html(event, settings, pdf=pdf)
        if document == "crosstable-blank":
            return docs.blank_team_crosstable_html(
                event, settings, pdf=pdf, round_hints=round_hints
            )
        assert tables is not None
        return docs.team_crosstable_html(*tables, settings, pdf=pdf)

    write_document(target, page, settings)


def build_team_pack(
    config: EventConfig,
    event: TeamEvent,
    outdir: Path,
    *,
    progress: Progress | None = None,
    written: Callable[[Path], None] | None = None,
) -> list[Path]:
    """``berger build`` of a team event: every document into ``outdir``.

    Before the event: ``cards.pdf`` (match cards), ``round-sheets.pdf``,
    ``chart.pdf``, ``crosstable-blank.pdf``. With results also
    ``crosstable.pdf``, ``standings.pdf``, ``board-results.pdf``,
    ``player-results.pdf``, ``standings.html``, ``standings.csv`` and
    ``standings.json``. Always ``event.xlsx`` and ``event.trf``.

    Raises:
        BergerError: bad results, a broken template, or an unwritable file.
    """
    from berger.formats import team_outputs as out
    from berger.formats.atomic import write_text
    from berger.render import team_documents as docs
    from berger.render.labels import load_labels
    from berger.render.press import Press, pdf_job
    from berger.render.xlsx import write_workbook

    results = load_team_results(config, event)
    settings = team_settings(config, event, progress=progress)
    tables = None if results is None else team_standings_for(config, event, results)
    paths: list[Path] = []

    def done(path: Path) -> None:
        paths.append(path)
        if written is not None:
            written(path)

    pages = [
        ("cards.pdf", docs.match_cards_html(event, settings, pdf=True)),
        (
            "round-sheets.pdf",
            docs.match_sheets_html(event, settings, pdf=True, results=results),
        ),
        ("chart.pdf", docs.team_chart_html(event, settings, pdf=True)),
        (
            "crosstable-blank.pdf",
            docs.blank_team_crosstable_html(event, settings, pdf=True),
        ),
    ]
    if tables is not None:
        pages += [
            ("crosstable.pdf", docs.team_crosstable_html(*tables, settings, pdf=True)),
            ("standings.pdf", docs.team_standings_html(*tables, settings, pdf=True)),
            (
                "board-results.pdf",
                docs.board_results_html(tables[0], settings, pdf=True),
            ),
            (
                "player-results.pdf",
                docs.player_results_html(tables[0], settings, pdf=True),
            ),
        ]
    with Press(settings) as press:
        printing = [press.add(pdf_job(outdir / name, html)) for name, html in pages]
        press.write(printing, written=done)
    if tables is not None:
        standings = tables[1]
        for name, text in (
            ("standings.html", docs.team_standings_html(*tables, settings, pdf=False)),
            ("standings.csv", out.team_standings_csv(event, standings)),
            ("standings.json", out.team_standings_json(event, standings)),
        ):
            write_text(outdir / name, text)
            done(outdir / name)
    write_workbook(
        event,
        results,
        tables[1] if tables is not None else None,
        outdir / "event.xlsx",
        labels=load_labels(config.language, config.options.templates),
        paper=settings.paper,
        chain=settings.tiebreaks,
    )
    done(outdir / "event.xlsx")
    write_team_trf(config, event, results, tables, outdir / "event.trf")
    done(outdir / "event.trf")
    return paths

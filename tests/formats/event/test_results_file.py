"""A results file of any kind: the reader is chosen by the suffix."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tests.conftest import open_individual
from tests.core.micro_cases import four

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.event.results import record_results_csv
from berger.formats.event.results_file import read_results, results_file
from berger.pipeline.documents import write_output_document
from berger.pipeline.exports import export_event

PGN_RESULT = {
    Outcome.WHITE_WIN: "1-0",
    Outcome.DRAW: "1/2-1/2",
    Outcome.BLACK_WIN: "0-1",
}


def test_every_kind_reads_the_same_results(samples: Path, tmp_path: Path) -> None:
    players = open_individual(samples / "club-championship")
    tournament = players.event
    expected = read_results(samples / "club-championship" / "results.csv", tournament)
    assert len(expected.outcomes) == 28
    # The same results as a TSV-named copy, a TRF, the workbook and PGN games.
    shutil.copy(samples / "club-championship" / "results.csv", tmp_path / "r.txt")
    export_event(players, "trf", tmp_path / "r.trf")
    write_output_document(players, "workbook", tmp_path / "r.xlsx")
    names = {i: p.name for i, p in enumerate(tournament.players, start=1)}
    games = []
    for (round_, board), outcome in sorted(expected.outcomes.items()):
        game = tournament.schedule.rounds[round_ - 1].game(board)
        games.append(
            f'[Round "{round_}"]\n[White "{names[game.white]}"]\n'
            f'[Black "{names[game.black]}"]\n[Result "{PGN_RESULT[outcome]}"]\n\n'
            f"{PGN_RESULT[outcome]}\n"
        )
    (tmp_path / "r.pgn").write_text("\n".join(games), encoding="utf-8")
    for name in ("r.txt", "r.trf", "r.xlsx", "r.pgn"):
        assert read_results(tmp_path / name, tournament).outcomes == expected.outcomes


def test_an_unknown_suffix(samples: Path, tmp_path: Path) -> None:
    tournament = open_individual(samples / "club-championship").event
    with pytest.raises(InputError) as caught:
        read_results(tmp_path / "results.doc", tournament)
    assert str(caught.value) == (
        f"{tmp_path / 'results.doc'}: results: cannot tell the results format"
        " from the name (use one of .csv, .tsv, .txt, .pgn, .xlsx, .xlsm, .trf)"
    )


def test_a_reader_of_its_own_and_the_one_recorder(tmp_path: Path) -> None:
    # A micro-match event reads its own kinds of file (a results CSV with
    # its games here), into the one recorder: the games kept as matches.
    event = four()
    readers = {".csv": record_results_csv}
    path = tmp_path / "r.csv"
    path.write_text("round,board,game,result\n1,1,2,0-1\n", "utf-8")
    found = read_results(path, event, readers=readers)
    match = found.match(1, 1)
    assert match is not None
    assert [(g.board, g.outcome) for g in match.boards] == [(2, Outcome.WHITE_WIN)]
    with pytest.raises(InputError) as caught:
        results_file(tmp_path / "r.pgn", readers)
    assert str(caught.value).endswith("format from the name (use one of .csv)")

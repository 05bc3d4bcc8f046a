"""A TRF's games on an event's schedule: the cycles and swap records 192,
142 and XXR state, whether FIDE's Berger table has the file's games, and the
file's players matched to the event's by name (case, spacing and TRF's
33-character cut aside)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import open_individual
from tests.formats.exchange.trf.conftest import (
    HEADER,
    block,
    error_of,
    four_players,
    listed_event,
    played_results,
    player_line,
    sample_trf,
    with_records,
    write,
)

from berger.core.crosstable import build_crosstable
from berger.core.pairings import ScheduleSource
from berger.core.results import Results
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.formats.event.results_file import read_results
from berger.formats.exchange.trf import (
    NAME,
    fit_berger,
    format_trf,
    pair_blocks,
    read_trf,
    trf_cycles,
)


def read_back(tmp_path: Path, tournament: Tournament, results: Results) -> Results:
    """Write the event's TRF and read its results back for the same event."""
    text = format_trf(tournament, build_crosstable(tournament, results), None)
    path = tmp_path / "results.trf"
    path.write_text(text, encoding="utf-8", newline="")
    return read_results(path, tournament)


def test_a_cut_name_ending_in_a_space_reads_back(tmp_path: Path) -> None:
    # 10 + 1 + 10 + 1 + 10 + 1 = 33: the cut ends on the space before "Xyz",
    # so TRF holds the 32 characters before it; a reader that only matched
    # 33-character names as prefixes lost this player.
    long = "Abcdefghij Abcdefghij Abcdefghij Xyz"
    tournament = listed_event(tmp_path, [long, "Short, Name", "Third, Player"])
    results = played_results(tournament, 3)
    text = format_trf(tournament, build_crosstable(tournament, results), None)
    first = next(line for line in text.split("\r\n") if line.startswith("001"))
    assert NAME.text(first) == "Abcdefghij Abcdefghij Abcdefghij"
    assert read_back(tmp_path, tournament, results) == results


def test_names_with_inner_double_spaces_read_back(tmp_path: Path) -> None:
    # one name per line, as typed: the reader stores the names with single
    # spaces, which is what the TRF holds and what its reader matches
    tournament = listed_event(tmp_path, ["Anna  Petrenko", "Oleh   Bondar ", "Third"])
    assert [p.name for p in tournament.players] == [
        "Anna Petrenko",
        "Oleh Bondar",
        "Third",
    ]
    results = played_results(tournament, 3)
    assert results.outcomes
    assert read_back(tmp_path, tournament, results) == results


def test_file_names_match_case_and_spacing_aside(tmp_path: Path) -> None:
    tournament = listed_event(tmp_path, ["Anna Petrenko", "Oleh Bondar", "Third"])
    results = played_results(tournament, 3)
    text = format_trf(tournament, build_crosstable(tournament, results), None)
    # another program's spelling, in the same 33 columns
    text = text.replace("Anna Petrenko ", "ANNA  PETRENKO")
    path = tmp_path / "results.trf"
    path.write_text(text, encoding="utf-8", newline="")
    assert read_results(path, tournament) == results


@pytest.mark.parametrize(
    ("record", "cycles", "swap"),
    [
        ("192 FIDE_ROUNDROBIN", 1, None),
        ("192 berger_roundrobin", 1, None),
        ("192 BERGER_ROUNDROBIN_G1", 1, None),
        ("192 FIDE_DOUBLEROUNDROBIN", 2, True),
        ("192 BERGER_DOUBLEROUNDROBIN", 2, False),
        ("192 BERGER_ROUNDROBIN_G3", 3, False),
        ("XXR 9", 3, True),
        ("192 CUSTOM_ROUNDROBIN", 1, None),
        ("XXR 6", 2, True),
        ("XXR 3", 1, None),
    ],
)
def test_pairing_system_and_rounds_records(
    tmp_path: Path, record: str, cycles: int, swap: bool | None
) -> None:
    # TRF-2026 record 192 states the system; JaVaFo's XXR the rounds (as 142).
    # No 092 here: the cycles come from 192, else the rounds, else the blocks;
    # the swap from 192, else FIDE's default (on for two cycles or more).
    config = load_event(write(tmp_path, with_records(record)), Options())
    assert (config.cycles, config.options.swap_last_two) == (cycles, swap)
    assert not config.own_pairings
    assert config.notes == ()
    tournament = open_individual(write(tmp_path, with_records(record))).event
    assert tournament.schedule.berger_table
    assert len(tournament.schedule.rounds) == 3 * cycles


@pytest.mark.parametrize(
    ("records", "message"),
    [
        (
            ["192 FIDE_DUTCH_2026"],
            ":2: column 5: 'FIDE_DUTCH_2026' is not an individual round robin"
            " (record 192 codes: FIDE_ROUNDROBIN, BERGER_ROUNDROBIN,"
            " FIDE_DOUBLEROUNDROBIN, BERGER_DOUBLEROUNDROBIN, CUSTOM_ROUNDROBIN,"
            " BERGER_ROUNDROBIN_Gn)",
        ),
        (
            ["192 FIDE_DOUBLEROUNDROBIN", "142 3"],
            ":3: column 5: 3 rounds, but record 192 (FIDE_DOUBLEROUNDROBIN) makes 6"
            " for 4 players",
        ),
        (["XXR 4"], ":2: column 5: 4 rounds is not a round robin of 4 players"),
        (["XXR five"], ":2: column 5: 'five' is not a number"),
    ],
)
def test_bad_pairing_system_and_rounds_records(
    tmp_path: Path, records: list[str], message: str
) -> None:
    assert message in error_of(tmp_path, with_records(*records))


def test_pairing_that_is_not_the_berger_table(tmp_path: Path) -> None:
    # round 1 paired 1-2, 3-4 where the table has 1-4, 2-3
    lines = [
        HEADER.rstrip(),
        player_line(1, "One", [block(2, "w", "1")]),
        player_line(2, "Two", [block(1, "b", "0")]),
        player_line(3, "Three", [block(4, "w", "=")]),
        player_line(4, "Four", [block(3, "b", "=")]),
    ]
    path = write(tmp_path, lines)
    with pytest.raises(InputError) as info:
        load_event(path, Options(schedule=ScheduleSource.BERGER))
    message = str(info.value)
    assert (
        ":3: column 92: round 1: 1 (white) – 2 is not a game of the Berger" in message
    )
    assert "it has 1 (white) – 4" in message
    # without --schedule berger the file's pairings are the schedule, said once
    config = load_event(path, Options())
    assert config.own_pairings
    assert config.notes == (
        f"{path}: pairings follow the file, not FIDE's Berger table"
        " (round 1: 1–2, the table has 1–4)",
    )


def test_results_file_for_another_event(samples: Path, tmp_path: Path) -> None:
    text, _ = sample_trf(samples, "club-championship", 5)
    path = tmp_path / "results.trf"
    path.write_text(text, encoding="utf-8", newline="")
    other = listed_event(tmp_path, [f"P{k}" for k in range(8)])
    with pytest.raises(InputError, match="is not a player of the event"):
        read_results(path, other)


def test_cycles_from_the_rounds_the_blocks_fill(tmp_path: Path) -> None:
    # No 142, XXR or 192: four players play 3 rounds a cycle and the blocks
    # fill round 1 only: one cycle; 092 naming a double round robin makes
    # it two; a stated 142 of 6 rounds makes it two as well.
    trf = read_trf(write(tmp_path, four_players()))
    assert trf_cycles(trf, pair_blocks(trf)) == 1
    hinted = read_trf(write(tmp_path, with_records("092 Double round robin")))
    assert trf_cycles(hinted, pair_blocks(hinted)) == 2
    stated = read_trf(write(tmp_path, with_records("142 6")))
    assert trf_cycles(stated, pair_blocks(stated)) == 2
    fit = fit_berger(stated, pair_blocks(stated))
    assert (fit.cycles, fit.swap, fit.error, fit.difference) == (2, True, None, "")

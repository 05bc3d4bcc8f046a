"""The TRF reader: the file as it is written, tolerant of line ends,
comments and unknown records, strict (file, line, column) about anything it
cannot understand; the header records that fill the event and its rules."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from tests.formats.exchange.trf.conftest import (
    block,
    error_of,
    four_players,
    player_line,
    with_records,
    write,
)

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.formats.exchange.trf import read_trf, results_from_trf
from berger.pipeline.event import prepare


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_reads_any_line_end_comments_and_unknown_records(
    tmp_path: Path, end: str
) -> None:
    lines = four_players()
    lines.insert(1, "### written by hand   ")
    lines.insert(2, "XXR 3")
    lines.insert(3, "999 something new")
    lines[-1] += "    "
    config = load_event(write(tmp_path, lines, end), Options())
    assert [p.name for p in config.players] == ["One", "Two", "Three", "Four"]
    assert config.info.name == "Test"
    tournament = prepare(config)
    assert config.trf_results is not None
    results = results_from_trf(config.trf_results, tournament)
    assert results.outcomes == {(1, 1): Outcome.WHITE_WIN, (1, 2): Outcome.DRAW}


def test_records_fill_event_and_rules(tmp_path: Path) -> None:
    lines = [
        "012 Cup",
        "022 Lviv",
        "042 2026/05/01",
        "052 2026/05/03",
        "092 Double round robin",
        "102 IA Someone",
        "112 FA First",
        "112 FA Second",
        "122 60+30",
        "132" + " " * 88 + "26/05/01  26/05/02",
        "142 6",
        "162  W 3.0    D 1.0    L 0.0    A 0.0    P 0.0",
        "212 PTS,DE,WIN",
        player_line(1, "One", []),
        player_line(2, "Two", []),
        player_line(3, "Three", []),
        player_line(4, "Four", []),
    ]
    config = load_event(write(tmp_path, lines), Options())
    assert config.info.site == "Lviv"
    assert config.info.deputy_arbiter == "FA First; FA Second"
    assert len(config.info.round_dates) == 2
    assert config.cycles == 2
    assert config.scoring.values[:3] == (Fraction(3), Fraction(1), Fraction(0))
    assert config.options.tiebreaks == ("DE", "WIN")
    overridden = load_event(write(tmp_path, lines), Options(tiebreaks=("SB",)))
    assert overridden.options.tiebreaks == ("SB",)


def test_truncated_player_line(tmp_path: Path) -> None:
    lines = four_players()
    lines[2] = lines[2][:82]  # cut inside the points field (81-84)
    message = error_of(tmp_path, lines)
    assert message.startswith(f"{tmp_path / 'event.trf'}:3: column 82:")
    assert "inside the points field" in message


def test_opponent_out_of_range(tmp_path: Path) -> None:
    lines = four_players()
    lines[1] = player_line(1, "One", [block(9, "w", "1")])
    message = error_of(tmp_path, lines)
    assert ":2: column 92: opponent number 9 is out of range (players 1–4)" in message


def test_result_code_that_does_not_exist(tmp_path: Path) -> None:
    lines = four_players()
    lines[1] = player_line(1, "One", [block(4, "w", "Q")])
    message = error_of(tmp_path, lines)
    assert ":2: column 99: result code 'Q' does not exist" in message


def test_colour_that_does_not_exist(tmp_path: Path) -> None:
    lines = four_players()
    lines[1] = player_line(1, "One", [block(4, "x", "1")])
    assert ":2: column 97: colour 'x' is not w, b or -" in error_of(tmp_path, lines)


def test_shifted_column(tmp_path: Path) -> None:
    lines = four_players()
    lines[1] = lines[1][:91] + " " + lines[1][91:]
    assert ":2: column " in error_of(tmp_path, lines)


def test_duplicate_and_missing_starting_ranks(tmp_path: Path) -> None:
    lines = four_players()
    lines[2] = lines[2].replace("001    2", "001    1", 1)
    assert ":3: column 5: starting rank 1 is also on line 2" in error_of(
        tmp_path, lines
    )
    lines = four_players()
    lines[2] = lines[2].replace("001    2", "001    7", 1)
    assert "starting rank 7 but the file has 4 players" in error_of(tmp_path, lines)


def test_line_cut_inside_an_opponent_number(tmp_path: Path) -> None:
    lines = four_players()
    lines[1] = player_line(1, "One", [block(10, "w", "1")])[:94]  # "  10" -> "  1"
    message = error_of(tmp_path, lines)
    assert (
        ":2: column 94: the 001 line ends inside round 1's opponent number" in message
    )


def test_the_settings_records_as_the_file_states_them(tmp_path: Path) -> None:
    # 142 wins over JaVaFo's XXR; 192 is kept upper-cased with its line; 092
    # naming a double round robin hints two cycles; 212 without 202 gives the
    # chain less its leading PTS; 162 fills the points it names (the bye,
    # P, missing: a win's).
    lines = with_records(
        "092 Double round robin",
        "XXR 9",
        "142 6",
        "192 fide_doubleroundrobin",
        "162  W 3.0    D 1.0",
        "212 PTS, SB ,ARO",
    )
    trf = read_trf(write(tmp_path, lines))
    assert trf.rounds == (6, 4)
    assert trf.system == ("FIDE_DOUBLEROUNDROBIN", 5)
    assert trf.cycles_hint == 2
    assert trf.tiebreaks == ("SB", "ARO")
    assert trf.scoring is not None
    assert trf.scoring.values == (
        Fraction(3),
        Fraction(1),
        Fraction(0),
        Fraction(3),
        Fraction(0),
        Fraction(3),
    )
    assert trf.players[3].name == "Four"
    assert trf.shown == str(tmp_path / "event.trf")
    bare = read_trf(write(tmp_path, four_players()))
    assert (bare.rounds, bare.system, bare.cycles_hint) == (None, None, None)
    assert (bare.scoring, bare.tiebreaks) == (None, None)


def test_a_file_without_player_records_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, ["012 Test", "022 Lviv"])
    with pytest.raises(InputError) as caught:
        read_trf(path)
    assert str(caught.value) == (
        f"{path}: no player records (001 lines): not a TRF file?"
    )


def test_a_team_trf_is_refused_where_its_team_record_stands(tmp_path: Path) -> None:
    path = write(tmp_path, with_records("310    1 Lions"))
    with pytest.raises(InputError) as caught:
        read_trf(path)
    assert str(caught.value).startswith(f"{path}:2: a team TRF (record 310)")


@pytest.mark.parametrize(
    ("line", "column", "what"),
    [
        # str.isdigit() says yes to a superscript two, int() says no: each
        # number field is checked with isdecimal(), what int() reads
        (
            player_line(1, "One", [block(4, "w", "1")]).replace("   1", "   ²", 1),
            5,
            "'²' is not a starting rank",
        ),
        (
            player_line(1, "One", [block(4, "w", "1")])[:48] + "2²00",
            49,
            "rating '2²00' is not a number",
        ),
        (
            player_line(1, "One", [block(4, "w", "1")]).replace("   4 w", "   ² w"),
            92,
            "opponent '²' is not a pairing number",
        ),
    ],
    ids=["starting rank", "rating", "opponent"],
)
def test_a_digit_int_cannot_read_is_refused(
    tmp_path: Path, line: str, column: int, what: str
) -> None:
    lines = four_players()
    lines[1] = line
    assert error_of(tmp_path, lines) == (
        f"{tmp_path / 'event.trf'}:2: column {column}: {what}"
    )


def test_a_header_number_int_cannot_read_is_refused(tmp_path: Path) -> None:
    assert error_of(tmp_path, with_records("142 ³")) == (
        f"{tmp_path / 'event.trf'}:2: column 5: '³' is not a number"
    )


@pytest.mark.parametrize(
    ("record", "message"),
    [
        (  # more digits than Python converts ended in its ValueError
            "142 " + "9" * 5000,
            "2: column 5: 999999999999… (5000 digits) is out of range 0..99999",
        ),
        ("XXR " + "9" * 5000, "2: column 5: 999999999999… (5000 digits) is out"),
        (
            "192 BERGER_ROUNDROBIN_G" + "9" * 5000,
            "2: column 5: 999999999999… (5000 digits) is out of range 1..20",
        ),
        ("142 63", "2: its rounds make 21 cycles; an event plays at most 20"),
        ("162  W9999    D 0.5", "2: column 7: 9999 is out of range -1000..1000"),
        ("162  W1e99    D 0.5", "2: column 7: '1e99' is not a number"),
        ("162  Winf     D 0.5", "2: column 7: 'inf' is not a finite number"),
        ("162  W 1.0    D 2.0", "2: column 5: a draw (2) is worth more than a win"),
    ],
)
def test_a_header_number_out_of_its_range_is_refused(
    tmp_path: Path, record: str, message: str
) -> None:
    assert error_of(tmp_path, with_records(record)).startswith(
        f"{tmp_path / 'event.trf'}:{message}"
    )


def test_a_rating_beyond_the_participants_range_is_refused(tmp_path: Path) -> None:
    lines = four_players()
    lines[1] = lines[1][:48] + "4001" + lines[1][52:]
    assert error_of(tmp_path, lines) == (
        f"{tmp_path / 'event.trf'}:2: column 49: 4001 is out of range 0..4000"
    )

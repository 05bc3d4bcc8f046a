"""TRF writer and reader: fixed columns checked field by field, golden files,
the format's limits, and every kind of bad input.

Regenerate the golden files with ``pytest tests/formats --update-golden`` and
review the diff.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import Golden

from berger.core.crosstable import WithdrawalRule, build_crosstable
from berger.core.model import Outcome, Player
from berger.core.pairings import ScheduleSource
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import ScoringSystem
from berger.core.standings import compute_standings
from berger.core.tiebreaks import parse_chain
from berger.core.tournament import Tournament
from berger.errors import InputError, OutputError
from berger.formats.event import Options
from berger.formats.event_loader import load_event
from berger.formats.trf import (
    BIRTH,
    FEDERATION,
    FIDE_ID,
    NAME,
    NUMBER,
    POINTS,
    RANK,
    RATING,
    SEX,
    TITLE,
    RoundBlock,
    TrfBye,
    TrfGame,
    fit_berger,
    format_trf,
    pair_blocks,
    read_trf,
    read_trf_results,
    results_from_trf,
    trf_warnings,
)
from berger.pipeline import open_event, prepare, standings_for

CYCLE = (
    Outcome.WHITE_WIN,
    Outcome.DRAW,
    Outcome.BLACK_WIN,
    Outcome.WHITE_WIN,
    Outcome.BLACK_FORFEIT_WIN,
    Outcome.DRAW,
    Outcome.DOUBLE_FORFEIT,
)


def played_results(tournament: Tournament, rounds: int) -> Results:
    """A fixed pattern of results (forfeits included) for rounds 1..rounds."""
    builder = ResultsBuilder(tournament.schedule)
    for index, game in enumerate(tournament.schedule.games()):
        if game.round <= rounds:
            builder.add(game.round, game.white, game.black, CYCLE[index % len(CYCLE)])
    return builder.build()


def sample_trf(samples: Path, name: str, rounds: int) -> tuple[str, Tournament]:
    config, tournament, _ = open_event(samples / name, Options())
    results = played_results(tournament, rounds)
    crosstable, standings = standings_for(config, tournament, results)
    return format_trf(tournament, crosstable, standings), tournament


def test_club_championship_golden(samples: Path, golden: Golden) -> None:
    text, _ = sample_trf(samples, "club-championship", 5)
    golden("club-championship.trf", text)


def test_draughts_cup_golden(samples: Path, golden: Golden) -> None:
    text, _ = sample_trf(samples, "draughts-cup", 7)
    golden("draughts-cup.trf", text)


def test_player_fields_sit_in_their_columns(samples: Path) -> None:
    text, tournament = sample_trf(samples, "club-championship", 5)
    lines = text.split("\r\n")
    players = [line for line in lines if line.startswith("001")]
    assert len(players) == 8
    first = players[0]

    def col(first_col: int, last_col: int) -> str:
        return first[first_col - 1 : last_col]

    assert col(1, 3) == "001"
    assert col(5, 8) == "   1"
    assert col(10, 10) == " "
    assert col(11, 13) == " FM"
    assert col(15, 47) == "Hartley, James".ljust(33)
    assert col(49, 52) == "2215"
    assert col(54, 56) == "ENG"
    assert col(58, 68) == "  400012345"
    assert col(70, 79) == " " * 10
    assert col(81, 84) == " 5.0"  # four wins and a forfeit win
    assert col(86, 89) == "   1"
    # round 1: player 1 has white against 8 and won (first game, 1-0)
    assert col(92, 95) == "   8"
    assert col(97, 97) == "w"
    assert col(99, 99) == "1"
    for blank in (4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91, 96, 98, 100, 101):
        assert first[blank - 1] == " ", blank
    # every player's round-r block starts at column 92 + 10 (r - 1)
    for number, line in enumerate(players, start=1):
        assert NUMBER.text(line) == str(number)
        for r in range(1, 8):
            start = 92 + 10 * (r - 1)
            game = tournament.schedule.game_of(r, number)
            assert game is not None
            assert int(line[start - 1 : start + 3]) == game.opponent_of(number)
            assert line[start + 4] == game.colour_of(number).value
        assert line[start + 5 :] == ""  # round 7: no result yet, line ends
    # the field objects agree with the column numbers above
    assert (SEX.first, TITLE.first, NAME.first, NAME.last) == (10, 11, 15, 47)
    assert (RATING.first, FEDERATION.first, FIDE_ID.first) == (49, 54, 58)
    assert (BIRTH.first, POINTS.first, POINTS.last, RANK.last) == (70, 81, 84, 89)


def test_header_records(samples: Path) -> None:
    text, _ = sample_trf(samples, "club-championship", 5)
    records = {line[:3]: line for line in text.split("\r\n") if line}
    assert records["012"] == "012 Riverside Club Championship 2026"
    assert records["022"] == "022 Riverside Chess Club, Kyiv"
    assert records["032"] == "032 UKR"
    assert records["042"] == "042 2026/12/01"
    assert records["052"] == "052 2026/12/07"
    assert records["062"] == "062 8"
    assert records["072"] == "072 8"
    assert records["092"] == "092 Round robin"
    assert records["102"] == "102 IA Olha Hrytsenko"
    assert records["122"] == "122 90+30"
    assert records["142"] == "142 7"
    assert records["202"] == "202 SB,ARO"
    assert records["212"] == "212 PTS,SB,ARO"
    assert "162" not in records  # chess 1/½/0 is TRF's default
    dates = records["132"]
    for r in range(1, 8):
        start = 92 + 10 * (r - 1)
        assert dates[start - 1 : start + 7] == f"26/12/0{r}"
    assert text.endswith("\r\n")
    assert "\n" not in text.replace("\r\n", "")


def test_tiebreak_records_in_trf_2026_spelling(tmp_path: Path) -> None:
    # Keys as given (ks/l1, sb-c1, ...) are written the TRF-2026 way; a TRF
    # read as an EVENT brings that chain back.
    tournament = _event(tmp_path, ["A", "B", "C", "D"])
    crosstable = build_crosstable(tournament, played_results(tournament, 3))
    chain = ("ks/l1", "sb-c1", "aroc1", "tpn/r", "Rtng/R", "KS/L-2")
    standings = compute_standings(crosstable, chain)
    assert standings.chain == ("KS/L1", "SB-C1", "AROC1", "TPN/R", "RTNG/R", "KS/L-2")
    text = format_trf(tournament, crosstable, standings)
    records = {line[:3]: line for line in text.split("\r\n") if line}
    spelled = "KS/L+1,SB/C1,ARO/C1,TPN/R,RTNG/R,KS/L-2"
    assert records["202"] == f"202 {spelled}"
    assert records["212"] == f"212 PTS,{spelled}"
    path = tmp_path / "event.trf"
    path.write_text(text, encoding="utf-8")
    config = load_event(path, Options())
    assert config.options.tiebreaks is not None
    assert parse_chain(config.options.tiebreaks) == tuple(spelled.split(","))


def test_struck_games_are_written_as_played(tmp_path: Path) -> None:
    # 5 players (N = 6), a bye worth a win. Player 3 plays round 1 (3-4 1-0)
    # and withdraws: 1 game of 4, fewer than half, so all 3's games are
    # struck; the later ones are forfeits (R2 5 wins, R3 1 wins, R4 2 wins)
    # and the bye in R5 goes to nobody. Other games: R1 2-5 1-0, R2 1-2 ½,
    # R3 4-5 0-1, R4 1-4 1-0, R5 4-2 ½, 5-1 0-1; byes R1 1, R2 4, R3 2, R4 5.
    # Standings (struck games counted nowhere): 1 = bye 1 + ½ + 1 + 1 = 3½,
    # 2 = 1 + ½ + bye 1 + ½ = 3, 5 = 1 + bye 1 = 2, 4 = bye 1 + ½ = 1½, 3 = 0
    # (last). The TRF writes the struck games as they stand, and its points
    # add them up: 1 = 3½ + 1 (+ against 3) = 4½, 2 = 3 + 1 = 4, 5 = 2 + 1 = 3,
    # 4 = 1½ + 0 = 1½, 3 = 1 (the win over 4; the forfeits 0, the bye Z).
    scoring = ScoringSystem.from_values([1, 0.5, 0, 1, 0, 1])
    tournament = _event(tmp_path, ["A", "B", "C", "D", "E"], scoring=scoring)
    builder = ResultsBuilder(tournament.schedule)
    for round_number, white, black, outcome in (
        (1, 2, 5, Outcome.WHITE_WIN),
        (1, 3, 4, Outcome.WHITE_WIN),
        (2, 1, 2, Outcome.DRAW),
        (3, 4, 5, Outcome.BLACK_WIN),
        (4, 1, 4, Outcome.WHITE_WIN),
        (5, 4, 2, Outcome.DRAW),
        (5, 5, 1, Outcome.BLACK_WIN),
    ):
        builder.add(round_number, white, black, outcome)
    builder.withdraw(3, 1)
    crosstable = build_crosstable(
        tournament, builder.build(), withdrawal=WithdrawalRule.HALF
    )
    assert crosstable.struck == (False, False, True, False, False)
    standings = compute_standings(crosstable, ("SB",))
    assert [(row.number, row.points) for row in standings.rows] == [
        (1, Fraction(7, 2)),
        (2, Fraction(3)),
        (5, Fraction(2)),
        (4, Fraction(3, 2)),
        (3, Fraction(0)),
    ]
    lines = [
        line
        for line in format_trf(tournament, crosstable, standings).split("\r\n")
        if line.startswith("001")
    ]
    points = [line[POINTS.first - 1 : POINTS.last].strip() for line in lines]
    ranks = [line[RANK.first - 1 : RANK.last].strip() for line in lines]
    assert points == ["4.5", "4.0", "1.0", "1.5", "3.0"]
    assert ranks == ["1", "2", "5", "4", "3"]
    three = lines[2]
    blocks = [three[91 + 10 * r : 99 + 10 * r] for r in range(5)]
    assert blocks == ["   4 w 1", "   5 b -", "   1 w -", "   2 b -", "0000 - Z"]
    assert lines[3][91:99] == "   3 b 0"  # 4's struck loss, as played


def test_draughts_scoring_record_and_bye(samples: Path) -> None:
    text, tournament = sample_trf(samples, "draughts-cup", 7)
    records = {line[:3]: line for line in text.split("\r\n") if line}
    scoring = records["162"]
    assert [scoring[c - 1] for c in (6, 15, 24, 33, 42)] == list("WDLAP")
    assert [scoring[c : c + 4] for c in (6, 15, 24, 33, 42)] == [
        " 2.0",
        " 1.0",
        " 0.0",
        " 0.0",
        " 0.0",
    ]
    assert records["092"] == "092 Round robin, draughts"
    players = [line for line in text.split("\r\n") if line.startswith("001")]
    for r in range(1, 8):
        bye = tournament.schedule.round(r).bye
        assert bye is not None
        start = 92 + 10 * (r - 1)
        assert players[bye - 1][start - 1 : start + 7] == "0000 - Z"


@pytest.mark.parametrize(
    ("bye", "code"),
    [
        (Fraction(0), "Z"),
        (Fraction(1, 2), "H"),
        (Fraction(1), "F"),
        (Fraction(1, 4), "U"),
    ],
)
def test_bye_code_follows_its_points(tmp_path: Path, bye: Fraction, code: str) -> None:
    scoring = ScoringSystem.from_values([1, 0.5, 0, 1, 0, bye])
    tournament = _event(tmp_path, ["A", "B", "C"], scoring=scoring)
    crosstable = build_crosstable(tournament, Results())
    text = format_trf(tournament, crosstable, None)
    assert f"0000 - {code}" in text
    has_162 = any(line.startswith("162") for line in text.split("\r\n"))
    assert has_162 == (bye != 0)


def _event(
    tmp_path: Path,
    names: list[str],
    *,
    scoring: ScoringSystem | None = None,
    players: list[Player] | None = None,
) -> Tournament:
    source = tmp_path / "players.txt"
    source.write_text("\n".join(names) + "\n", encoding="utf-8")
    _config, tournament, _ = open_event(source, Options(scoring=scoring))
    if players is not None:
        tournament = replace(tournament, players=tuple(players))
    return tournament


def test_points_field_formats() -> None:
    from berger.formats.trf.writer import points_text

    assert points_text(Fraction(11, 2)) == "5.5"
    assert points_text(Fraction(6)) == "6.0"
    assert points_text(Fraction(199, 2)) == "99.5"
    assert points_text(Fraction(100)) == "100"  # documented fallback
    assert points_text(Fraction(9999)) == "9999"
    assert points_text(Fraction(5, 4)) == "1.25"
    assert points_text(Fraction(201, 2)) is None  # 100.5 does not fit
    assert points_text(Fraction(1, 3)) is None


def test_points_beyond_the_field_are_refused(tmp_path: Path) -> None:
    scoring = ScoringSystem.from_values([100.5, 0.5, 0])
    tournament = _event(tmp_path, ["A", "B", "C", "D"], scoring=scoring)
    builder = ResultsBuilder(tournament.schedule)
    builder.add_board(1, 1, Outcome.WHITE_WIN)
    crosstable = build_crosstable(tournament, builder.build())
    with pytest.raises(OutputError, match=r"points 100\.5 do not fit"):
        format_trf(tournament, crosstable, None)


def test_long_names_are_cut_with_a_warning(tmp_path: Path) -> None:
    long = "Hrytsenko-Kovalenko, Oleksandra Volodymyrivna"
    tournament = _event(tmp_path, [long, "Short, Name", "Third, Player"])
    crosstable = build_crosstable(tournament, Results())
    line = next(
        x
        for x in format_trf(tournament, crosstable, None).split("\r\n")
        if "Short" in x
    )
    assert line[48 - 1] == " "  # the name never spills into column 48
    warnings = trf_warnings(tournament.players, tournament.scoring)
    assert len(warnings) == 1
    assert "longer than TRF's 33 characters" in warnings[0]
    assert repr(long[:33]) in warnings[0]


def test_names_equal_once_cut_are_refused(tmp_path: Path) -> None:
    stem = "Hrytsenko-Kovalenko, Oleksandra V"
    tournament = _event(
        tmp_path, [stem + "olodymyrivna", stem + "iktorivna", "Third, Player"]
    )
    crosstable = build_crosstable(tournament, Results())
    with pytest.raises(OutputError, match="same name once cut"):
        format_trf(tournament, crosstable, None)


def read_back(tmp_path: Path, tournament: Tournament, results: Results) -> Results:
    """Write the event's TRF and read its results back for the same event."""
    text = format_trf(tournament, build_crosstable(tournament, results), None)
    path = tmp_path / "results.trf"
    path.write_text(text, encoding="utf-8", newline="")
    return read_trf_results(path, tournament)


def test_a_cut_name_ending_in_a_space_reads_back(tmp_path: Path) -> None:
    # 10 + 1 + 10 + 1 + 10 + 1 = 33: the cut ends on the space before "Xyz",
    # so TRF holds the 32 characters before it; a reader that only matched
    # 33-character names as prefixes lost this player.
    long = "Abcdefghij Abcdefghij Abcdefghij Xyz"
    tournament = _event(tmp_path, [long, "Short, Name", "Third, Player"])
    results = played_results(tournament, 3)
    text = format_trf(tournament, build_crosstable(tournament, results), None)
    first = next(line for line in text.split("\r\n") if line.startswith("001"))
    assert NAME.text(first) == "Abcdefghij Abcdefghij Abcdefghij"
    assert read_back(tmp_path, tournament, results) == results


def test_names_with_inner_double_spaces_read_back(tmp_path: Path) -> None:
    # one name per line, as typed: the reader stores the names with single
    # spaces, which is what the TRF holds and what its reader matches
    tournament = _event(tmp_path, ["Anna  Petrenko", "Oleh   Bondar ", "Third"])
    assert [p.name for p in tournament.players] == [
        "Anna Petrenko",
        "Oleh Bondar",
        "Third",
    ]
    results = played_results(tournament, 3)
    assert results.outcomes
    assert read_back(tmp_path, tournament, results) == results


def test_file_names_match_case_and_spacing_aside(tmp_path: Path) -> None:
    tournament = _event(tmp_path, ["Anna Petrenko", "Oleh Bondar", "Third"])
    results = played_results(tournament, 3)
    text = format_trf(tournament, build_crosstable(tournament, results), None)
    # another program's spelling, in the same 33 columns
    text = text.replace("Anna Petrenko ", "ANNA  PETRENKO")
    path = tmp_path / "results.trf"
    path.write_text(text, encoding="utf-8", newline="")
    assert read_trf_results(path, tournament) == results


def test_fields_too_wide_are_left_blank_with_a_warning(tmp_path: Path) -> None:
    players = [
        Player("A", federation="ENGLAND", title="CMS", birth="not known"),
        Player("B", fide_id="123456789012", birth="1990-05-01"),
        Player("C"),
    ]
    tournament = _event(tmp_path, ["A", "B", "C"], players=players)
    lines = [
        line
        for line in format_trf(
            tournament, build_crosstable(tournament, Results()), None
        ).split("\r\n")
        if line.startswith("001")
    ]
    assert FEDERATION.text(lines[0]) == ""
    assert TITLE.text(lines[0]) == "CMS"
    assert FIDE_ID.text(lines[1]) == ""
    assert BIRTH.text(lines[1]) == "1990/05/01"
    notes = trf_warnings(tournament.players, tournament.scoring)
    assert any("federation 'ENGLAND'" in note for note in notes)
    assert any("birth date 'not known'" in note for note in notes)
    assert any("FIDE id" in note for note in notes)


# ------------------------------------------------------------------ reader

HEADER = "012 Test\n"


def player_line(
    number: int, name: str, blocks: list[str], *, points: str = "0.0"
) -> str:
    head = f"001 {number:>4}      {name:<33}" + " " * 33 + f"{points:>4}" + " " * 5
    return (head + "  " + "  ".join(blocks)).rstrip()


def block(opponent: int, colour: str, code: str) -> str:
    return f"{opponent:>4} {colour} {code}"


def four_players(r1: tuple[str, str] = ("1", "0")) -> list[str]:
    """A 4-player event's round 1 (1-4, 2-3), results 1-4 as given, 2-3 drawn."""
    return [
        HEADER.rstrip(),
        player_line(1, "One", [block(4, "w", r1[0])]),
        player_line(2, "Two", [block(3, "w", "=")]),
        player_line(3, "Three", [block(2, "b", "=")]),
        player_line(4, "Four", [block(1, "b", r1[1])]),
    ]


def write(tmp_path: Path, lines: list[str], end: str = "\n") -> Path:
    path = tmp_path / "event.trf"
    path.write_bytes(end.join(lines).encode("utf-8") + end.encode())
    return path


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
    tournament, _ = prepare(config)
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


def with_records(*records: str) -> list[str]:
    """:func:`four_players` (round 1 of the Berger table of four, the same in
    every variant) with header ``records``."""
    lines = four_players()
    return [lines[0], *records, *lines[1:]]


NAMES4 = ("One", "Two", "Three", "Four")


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
    _config, tournament, _ = open_event(
        write(tmp_path, with_records(record)), Options()
    )
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


@pytest.mark.parametrize(
    ("cycles", "swap", "code"),
    [
        (1, None, "FIDE_ROUNDROBIN"),
        (2, None, "FIDE_DOUBLEROUNDROBIN"),
        (2, False, "BERGER_DOUBLEROUNDROBIN"),
        (3, False, "BERGER_ROUNDROBIN_G3"),
        (3, True, "CUSTOM_ROUNDROBIN"),
    ],
)
def test_the_export_states_the_pairing_system(
    tmp_path: Path, cycles: int, swap: bool | None, code: str
) -> None:
    source = tmp_path / "players.txt"
    source.write_text("\n".join(NAMES4), encoding="utf-8")
    _config, tournament, _ = open_event(
        source, Options(cycles=cycles, swap_last_two=swap)
    )
    draw = ResultsBuilder.for_tournament(tournament).build()
    text = format_trf(tournament, build_crosstable(tournament, draw), None)
    assert f"\r\n142 {3 * cycles}\r\n192 {code}\r\n" in text
    # read back, the file is the same Berger table
    back = tmp_path / "back.trf"
    back.write_bytes(text.encode("utf-8"))
    _config, again, _ = open_event(back, Options())
    assert again.schedule == tournament.schedule


def error_of(tmp_path: Path, lines: list[str]) -> str:
    with pytest.raises(InputError) as info:
        load_event(write(tmp_path, lines), Options())
    return str(info.value)


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


def test_block_disagrees_with_opponents_block(tmp_path: Path) -> None:
    message = error_of(tmp_path, four_players(r1=("1", "=")))
    assert ":5: column 92: round 1:" in message
    assert "disagrees with player 1's block" in message


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


def test_the_parsed_file_keeps_every_block_as_written(tmp_path: Path) -> None:
    # round 1 paired 1-2, 3-4: not the Berger table (1-4, 2-3), yet the file
    # reads and its games pair; only mapping onto berger's schedule refuses it
    lines = [
        HEADER.rstrip(),
        "142 3",
        player_line(1, "One", [block(2, "w", "W"), block(0, "-", "H")]),
        player_line(2, "Two", [block(1, "b", "L")]),
        player_line(3, "Three", [block(4, "w", "=")]),
        player_line(4, "Four", [block(3, "b", "=")]),
    ]
    trf = read_trf(write(tmp_path, lines))
    assert trf.rounds == (3, 2)
    assert [r.player.name for r in trf.records] == ["One", "Two", "Three", "Four"]
    assert trf.records[0].blocks == (
        RoundBlock(round=1, opponent=2, colour="w", result="W", column=92),
        RoundBlock(round=2, opponent=0, colour="-", result="H", column=102),
    )
    results = pair_blocks(trf)
    # each game located by the later of its two lines
    assert results.games == (
        TrfGame(1, 1, 2, Outcome.WHITE_WIN, 4, 92),  # W/L: a win under one move
        TrfGame(1, 3, 4, Outcome.DRAW, 6, 92),
    )
    assert results.byes == (TrfBye(2, 1, 3, 102),)
    fit = fit_berger(trf, results)
    assert fit.error is not None
    assert "is not a game of the Berger schedule" in str(fit.error)
    assert fit.difference == "round 1: 1–2, the table has 1–4"


def test_duplicate_and_missing_starting_ranks(tmp_path: Path) -> None:
    lines = four_players()
    lines[2] = lines[2].replace("001    2", "001    1", 1)
    assert ":3: column 5: starting rank 1 is also on line 2" in error_of(
        tmp_path, lines
    )
    lines = four_players()
    lines[2] = lines[2].replace("001    2", "001    7", 1)
    assert "starting rank 7 but the file has 4 players" in error_of(tmp_path, lines)


def test_results_file_for_another_event(samples: Path, tmp_path: Path) -> None:
    text, _ = sample_trf(samples, "club-championship", 5)
    path = tmp_path / "results.trf"
    path.write_text(text, encoding="utf-8", newline="")
    other = _event(tmp_path, [f"P{k}" for k in range(8)])
    with pytest.raises(InputError, match="is not a player of the event"):
        read_trf_results(path, other)


def test_line_cut_inside_an_opponent_number(tmp_path: Path) -> None:
    lines = four_players()
    lines[1] = player_line(1, "One", [block(10, "w", "1")])[:94]  # "  10" -> "  1"
    message = error_of(tmp_path, lines)
    assert (
        ":2: column 94: the 001 line ends inside round 1's opponent number" in message
    )

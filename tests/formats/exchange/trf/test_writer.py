"""The TRF writer: the 001 player record column by column, the header
records, golden files, the format's limits (points, names, fields too wide)
and the warnings that go with them.

Regenerate the golden files with ``pytest tests/formats/exchange/trf --update-golden``
and review the diff.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from tests.conftest import Golden, open_individual
from tests.formats.exchange.trf.conftest import (
    listed_event,
    played_results,
    sample_trf,
)

from berger.core.crosstable import build_crosstable
from berger.core.model import Outcome, Player
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import ScoringSystem
from berger.core.standings import compute_standings
from berger.core.tiebreaks.codes import parse_chain
from berger.core.withdrawal import WithdrawalRule
from berger.errors import OutputError
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.formats.exchange.trf import (
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
    format_trf,
    trf_warnings,
)


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
    tournament = listed_event(tmp_path, ["A", "B", "C", "D"])
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
    tournament = listed_event(tmp_path, ["A", "B", "C", "D", "E"], scoring=scoring)
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
    tournament = listed_event(tmp_path, ["A", "B", "C"], scoring=scoring)
    crosstable = build_crosstable(tournament, Results())
    text = format_trf(tournament, crosstable, None)
    assert f"0000 - {code}" in text
    has_162 = any(line.startswith("162") for line in text.split("\r\n"))
    assert has_162 == (bye != 0)


def test_points_beyond_the_field_are_refused(tmp_path: Path) -> None:
    scoring = ScoringSystem.from_values([100.5, 0.5, 0])
    tournament = listed_event(tmp_path, ["A", "B", "C", "D"], scoring=scoring)
    builder = ResultsBuilder(tournament.schedule)
    builder.add_board(1, 1, Outcome.WHITE_WIN)
    crosstable = build_crosstable(tournament, builder.build())
    with pytest.raises(OutputError, match=r"points 100\.5 do not fit"):
        format_trf(tournament, crosstable, None)


def test_long_names_are_cut_with_a_warning(tmp_path: Path) -> None:
    long = "Hrytsenko-Kovalenko, Oleksandra Volodymyrivna"
    tournament = listed_event(tmp_path, [long, "Short, Name", "Third, Player"])
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
    tournament = listed_event(
        tmp_path, [stem + "olodymyrivna", stem + "iktorivna", "Third, Player"]
    )
    crosstable = build_crosstable(tournament, Results())
    with pytest.raises(OutputError, match="same name once cut"):
        format_trf(tournament, crosstable, None)


def test_fields_too_wide_are_left_blank_with_a_warning(tmp_path: Path) -> None:
    players = [
        Player("A", federation="ENGLAND", title="CMS", birth="not known"),
        Player("B", fide_id="123456789012", birth="1990-05-01"),
        Player("C"),
    ]
    tournament = listed_event(tmp_path, ["A", "B", "C"], players=players)
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


NAMES4 = ("One", "Two", "Three", "Four")


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
    tournament = open_individual(
        source, Options(cycles=cycles, swap_last_two=swap)
    ).event
    draw = ResultsBuilder.for_tournament(tournament).build()
    text = format_trf(tournament, build_crosstable(tournament, draw), None)
    assert f"\r\n142 {3 * cycles}\r\n192 {code}\r\n" in text
    # read back, the file is the same Berger table
    back = tmp_path / "back.trf"
    back.write_bytes(text.encode("utf-8"))
    again = open_individual(back).event
    assert again.schedule == tournament.schedule

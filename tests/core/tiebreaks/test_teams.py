"""Every team tie-break, its values and the order it gives, worked out by hand.

The event is FOUR (tests/core/conftest.py: teams 1–4 on 4 boards; its board
results, match and game points and the game points on each board are there).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from tests.core.conftest import Matches, Record, four_table, team_places

from berger.core.teams.event import Primary
from berger.core.teams.standings import compute_team_standings
from berger.core.teams.table import TeamTable
from berger.core.tiebreaks.chain import compute_team_tiebreaks
from berger.core.tiebreaks.codes import parse_team_chain, parse_team_code
from berger.errors import InputError

F = Fraction


def values(code: str, tbl: TeamTable) -> list[object]:
    """Every team's value of tie-break ``code``, by number."""
    return list(compute_team_tiebreaks(tbl, [code])[code])


def test_extended_sonneborn_berger(record: Record, four: Matches) -> None:
    # Σ (opponent's MP or GP) × (own MP or GP in that match):
    # team 1 met 4 (4 MP, 6½ GP; 1 scored D: 1 MP, 2 GP), 2 (2 MP, 5½ GP;
    #   W: 2 MP, 2½ GP), 3 (3 MP, 6 GP; L: 0 MP, 1½ GP)
    #   EMMSB 4·1 + 2·2 + 3·0 = 8;        EMGSB 4·2 + 2·2½ + 3·1½ = 17½
    #   EGMSB 6½·1 + 5½·2 + 6·0 = 17½;    EGGSB 6½·2 + 5½·2½ + 6·1½ = 35¾
    # team 3 met 2 (L: 0 MP, 1½ GP), 4 (D: 1, 2), 1 (W: 2, 2½)
    #   EMMSB 0 + 4·1 + 3·2 = 10;         EMGSB 2·1½ + 4·2 + 3·2½ = 18½
    #   EGMSB 0 + 6½·1 + 6·2 = 18½;       EGGSB 5½·1½ + 6½·2 + 6·2½ = 36¼
    # team 2 met 3 (W: 2, 2½), 1 (L: 0, 1½), 4 (L: 0, 1½)
    #   EMMSB 3·2 = 6;  EMGSB 3·2½ + 3·1½ + 4·1½ = 18
    # team 4 met 1 (D: 1, 2), 3 (D: 1, 2), 2 (W: 2, 2½)
    #   EMMSB 3 + 3 + 2·2 = 10;  EMGSB 3·2 + 3·2 + 2·2½ = 17
    assert values("EMMSB", four_table(record, four)) == [8, 6, 10, 10]
    assert values("EMGSB", four_table(record, four)) == [F(35, 2), 18, F(37, 2), 17]
    assert values("EGMSB", four_table(record, four))[0::2] == [F(35, 2), F(37, 2)]
    assert values("EGGSB", four_table(record, four))[0::2] == [F(143, 4), F(145, 4)]
    # SB is the primary score's: EMMSB with match points first, EGGSB with game.
    assert values("SB", four_table(record, four)) == values(
        "EMMSB", four_table(record, four)
    )
    assert values("SB", four_table(record, four, primary=Primary.GAME)) == values(
        "EGGSB", four_table(record, four)
    )
    assert team_places(compute_team_standings(four_table(record, four), ["EMGSB"]))[
        1:3
    ] == [
        ("2", 3),
        ("3", 1),
    ]


def test_wins_standard_points_koya_and_number(record: Record, four: Matches) -> None:
    # Every match had boards played, so WIN = WON: one win each.
    # STD: 1 per match won, ½ per draw: 1: ½+1+0, 2: 1+0+0, 3: 0+½+1, 4: ½+½+1.
    # KS: points against teams with at least half the most they could score
    #   (3 matches × 2 MP = 6, so 3 MP or more): 1, 3 and 4 qualify, 2 does not.
    #   team 1: 1 (vs 4) + 0 (vs 3) = 1; team 2: 2 (vs 3) + 0 + 0 = 2;
    #   team 3: 1 (vs 4) + 2 (vs 1) = 3; team 4: 1 + 1 = 2.
    assert values("WIN", four_table(record, four)) == [1, 1, 1, 1]
    assert values("WON", four_table(record, four)) == [1, 1, 1, 1]
    assert values("STD", four_table(record, four)) == [F(3, 2), 1, F(3, 2), 2]
    assert values("KS", four_table(record, four)) == [1, 2, 3, 2]
    assert values("TPN", four_table(record, four)) == [1, 2, 3, 4]
    # TPN ranks the lower number first.
    assert team_places(compute_team_standings(four_table(record, four), ["TPN"]))[
        1:3
    ] == [
        ("2", 1),
        ("3", 3),
    ]


def test_won_leaves_out_a_match_won_by_forfeit(record: Record, four: Matches) -> None:
    # FOUR with R3 3–1 forfeited by team 3 on every board (-+): team 1 wins
    # 4-0 without a board played. WIN counts it (2 wins: R2, R3), WON only the
    # match won over the board (R2). STD: ½ (R1) + 1 + 1 = 2½.
    tbl = four_table(record, {**four, (3, 3, 1): ["-+", "-+", "-+", "-+"]})
    assert (values("WIN", tbl)[0], values("WON", tbl)[0]) == (2, 1)
    assert values("STD", tbl)[0] == F(5, 2)


def test_board_count_top_board_and_bottom_board(record: Record, four: Matches) -> None:
    # BC = Σ board × GP on it, lower first:
    #   1: 1·1 + 2·2 + 3·1½ + 4·1½ = 15½;  3: 1·1½ + 2·½ + 3·2 + 4·2 = 16½
    #   2: 2 + 3 + 3 + 4 = 12;             4: 1½ + 4 + 4½ + 6 = 16
    assert values("BC", four_table(record, four)) == [F(31, 2), 12, F(33, 2), 16]
    bc = compute_team_standings(four_table(record, four), ["BC"])
    assert team_places(bc)[1:3] == [("2", 1), ("3", 3)]
    # TBR: board 1 first: team 3 1½ against team 1's 1, so 3 goes first.
    tbr = compute_team_standings(four_table(record, four), ["TBR"])
    assert team_places(tbr)[1:3] == [("2", 3), ("3", 1)]
    assert {r.number: r.tiebreaks["TBR"] for r in tbr.rows} == {
        1: 1,
        3: F(3, 2),
        2: None,
        4: None,
    }
    # BBE: without board 4: team 1 1 + 2 + 1½ = 4½, team 3 1½ + ½ + 2 = 4.
    bbe = compute_team_standings(four_table(record, four), ["BBE"])
    assert team_places(bbe)[1:3] == [("2", 1), ("3", 3)]
    assert bbe.rows[1].tiebreaks["BBE"] == F(9, 2)


def test_chain_codes() -> None:
    assert parse_team_code(" emgsb ") == "EMGSB"
    assert parse_team_chain(["MPTS", "GPTS", "ede", "BC", "EDE", "mpvgp"]) == (
        "EDE",
        "BC",
    )


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        # The refusal an individual event gives, citing the rule; the
        # averaged Buchholz codes (ABH, AFB) are Buchholz too.
        *(
            (
                code,
                "the Buchholz tiebreaks (BH, FB, AOB) must not be used in"
                " round robins (FIDE C.07, art. 8)",
            )
            for code in ("BH", "ABH", "AFB", "FB", "AOB")
        ),
        ("ARO", "rating tiebreaks are for players, not teams"),
        ("XYZ", "not a team tiebreak code"),
    ],
)
def test_codes_refused(code: str, reason: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_team_chain([code])
    assert str(caught.value).startswith(f"tiebreaks: {code!r}: {reason} (use DE, EDE,")

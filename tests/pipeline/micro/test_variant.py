"""The round robin of micro-matches end to end, as the commands call it: on
a four-player event worked by hand (micro-matches of two games, chess
scoring, match points 2/1/0) and on the Ukrainian sample (ten players,
draughts-64, an opening drawn for every board): the schedule of games,
the openings, the standings by game points and by match points, the
crosstable's cells, an unfinished micro-match, PDN written and read back,
and what is refused."""

from __future__ import annotations

import shutil
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import assert_error, open_event

from berger.cli import cli
from berger.core.ballots import Openings
from berger.core.micro.matches import game_colours
from berger.formats.event.event import Options
from berger.formats.files.input_file import InputFile
from berger.pipeline.micro.count import MicroCounted
from berger.pipeline.micro.variant import MicroMatches
from berger.pipeline.read import EventResults
from berger.pipeline.variant import drawn_openings
from berger.render.micro_views import micro_crosstable
from berger.render.tables import MicroCell, standings_view

SAMPLES = Path(__file__).resolve().parents[3] / "samples"
SAMPLE = SAMPLES / "draughts-micro"

TOML = """players = "players.csv"
results = "results.csv"

[event]
name = "Micro"
game = "draughts"
discipline = "russian"

[rules]
numbering = "list"
scoring = "chess"
micro_match = 2
seed = 5
tiebreaks = {chain}
{extra}
"""
PLAYERS = "name\nA\nB\nC\nD\n"
# The Berger table of four: round 1 1-4, 2-3; round 2 4-3, 1-2; round 3 2-4,
# 3-1. Game 1 with the table's colours, game 2 reversed; each row as played.
RESULTS = """round,white,black,game,result
1,A,D,1,1-0
1,D,A,2,1/2-1/2
1,B,C,1,1/2-1/2
1,C,B,2,1-0
2,D,C,1,1-0
2,C,D,2,1-0
2,A,B,1,1/2-1/2
2,B,A,2,1/2-1/2
3,B,D,1,1-0
3,D,B,2,1/2-1/2
3,C,A,1,0-1
3,A,C,2,0-1
"""


def micro_event(
    folder: Path,
    *,
    chain: str = '["WIN"]',
    extra: str = "",
    results: str = RESULTS,
) -> Path:
    """The four-player event in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "event.toml").write_text(TOML.format(chain=chain, extra=extra), "utf-8")
    (folder / "players.csv").write_text(PLAYERS, "utf-8")
    (folder / "results.csv").write_text(results, "utf-8")
    return folder


def opened(folder: Path, options: Options | None = None) -> MicroMatches:
    variant = open_event(folder, options or Options()).variant
    assert isinstance(variant, MicroMatches)
    return variant


def counted(variant: MicroMatches) -> MicroCounted:
    results = variant.results
    assert results is not None
    return variant.count(results)


def places(counted: MicroCounted) -> list[tuple[str, int, tuple[Fraction, ...]]]:
    return [(row.place, row.number, row.scores) for row in counted.standings.rows]


def test_every_pair_meets_once_a_cycle_in_a_match_of_n_games() -> None:
    variant = opened(SAMPLE)
    event = variant.event
    assert event.games == 2
    pairs = Counter(
        frozenset((m.white, m.black)) for r in event.schedule.rounds for m in r.games
    )
    assert len(pairs) == 45
    assert set(pairs.values()) == {1}
    for rnd in event.schedule.rounds:
        for match in rnd.games:
            first, second = (game_colours(match, game) for game in (1, 2))
            assert first == (match.white, match.black)
            assert second == (match.black, match.white)  # colours alternate


def test_one_opening_a_micro_match_and_none_twice_for_a_player(
    tmp_path: Path,
) -> None:
    variant = opened(SAMPLE)
    openings = drawn_openings(variant.config, variant.event)
    assert openings is not None
    assert set(openings.drawn) == {
        (r.number, m.board) for r in variant.event.schedule.rounds for m in r.games
    }
    for number in range(1, 11):  # 745 openings: nobody meets one twice
        given = openings.given(variant.event.schedule, number)
        assert len(given) == 9
        assert len(set(given)) == 9
    # Both games of a micro-match on its one opening, in the PDN written.
    target = tmp_path / "games.pdn"
    result = CliRunner().invoke(
        cli, ["export", str(SAMPLE), "--to", "pdn", "--round", "1", "-o", str(target)]
    )
    assert result.exit_code == 0, result.output
    text = target.read_text("utf-8")
    named = [line for line in text.splitlines() if line.startswith("[Opening ")]
    assert len(named) == 10
    assert named[0::2] == named[1::2]


def test_the_ballot_draw_repeats_with_its_seed_and_changes_with_another() -> None:
    first = drawn_openings_of(opened(SAMPLE))
    again = drawn_openings_of(opened(SAMPLE))
    other = drawn_openings_of(opened(SAMPLE, Options(seed=3105)))
    assert first is not None
    assert again is not None
    assert other is not None
    assert first.drawn == again.drawn
    assert first.drawn != other.drawn


def test_a_ballot_by_round_gives_every_board_the_same_opening(tmp_path: Path) -> None:
    folder = micro_event(
        tmp_path / "e", extra='ballot = "russian"\nballot_draw = "round"'
    )
    openings = drawn_openings_of(opened(folder))
    assert openings is not None
    for number in (1, 2, 3):
        assert len(set(openings.of_round(number))) == 1


def test_standings_by_game_points_worked_by_hand(tmp_path: Path) -> None:
    # Game points: A 1½+1+1 = 3½, B ½+1+1½ = 3, C 1½+1+1 = 3½, D ½+1+½ = 2;
    # games won: A 2, C 3, B 1 (+ a draw-free win in round 3), D 1: WIN
    # puts C before A.
    found = counted(opened(micro_event(tmp_path / "e")))
    assert places(found) == [
        ("1", 3, (Fraction(7, 2),)),
        ("2", 1, (Fraction(7, 2),)),
        ("3", 2, (Fraction(3),)),
        ("4", 4, (Fraction(2),)),
    ]


def test_standings_by_match_points_worked_by_hand(tmp_path: Path) -> None:
    # Micro-matches: A beat D (1½–½), drew B and C; C beat B, drew D and A;
    # B beat D; D drew C. Match points 2/1/0: A 4, C 4, B 3, D 1. A and C
    # level on game points too (3½): WIN on the micro-matches (one each)
    # leaves them sharing; WIN:GP on the games puts C first (3 against 2).
    folder = micro_event(tmp_path / "e", extra="match_points = [2, 1, 0]")
    found = counted(opened(folder))
    assert places(found) == [
        ("1-2", 1, (Fraction(4), Fraction(7, 2))),
        ("1-2", 3, (Fraction(4), Fraction(7, 2))),
        ("3", 2, (Fraction(3), Fraction(3))),
        ("4", 4, (Fraction(1), Fraction(2))),
    ]
    folder = micro_event(
        tmp_path / "f", chain='["WIN:GP"]', extra="match_points = [2, 1, 0]"
    )
    assert [row.number for row in counted(opened(folder)).standings.rows] == [
        3,
        1,
        2,
        4,
    ]


def test_the_crosstable_cell_is_the_micro_match(tmp_path: Path) -> None:
    found = counted(opened(micro_event(tmp_path / "e")))
    view = standings_view(found.table.games, found.standings)
    grid = micro_crosstable(found.table, view)
    row_a = grid.rows[0]
    cells = row_a.cells[3]  # A against D, round 1
    assert cells is not None
    (cell,) = cells
    assert isinstance(cell, MicroCell)
    assert cell.points == (Fraction(1), Fraction(1, 2))
    assert (cell.game_points, cell.opponent_points) == (Fraction(3, 2), Fraction(1, 2))
    assert cell.finished
    assert row_a.cells[0] is None  # the diagonal


def test_an_unfinished_micro_match_counts_its_game_and_waits(tmp_path: Path) -> None:
    # Round 3's C–A has game 1 (A won) and not game 2 yet.
    results = RESULTS.replace("3,A,C,2,0-1\n", "")
    folder = micro_event(
        tmp_path / "e", extra="match_points = [2, 1, 0]", results=results
    )
    found = counted(opened(folder))
    table = found.table
    assert table.unfinished == 1
    record = table.micro_match(1, 3)
    assert record is not None
    assert not record.finished
    assert record.match_points is None
    assert record.game_points == 1
    assert table.game_points(1) == Fraction(7, 2)  # the game played counts
    assert table.game_points(3) == Fraction(5, 2)
    assert table.match_points(1) == 3
    assert table.match_points(3) == 3
    assert not found.standings.final


def test_a_pdn_of_the_rounds_reads_back_into_the_same_standings(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "sample"
    shutil.copytree(SAMPLE, folder)
    target = folder / "games.pdn"
    result = CliRunner().invoke(
        cli, ["export", str(folder), "--to", "pdn", "-o", str(target)]
    )
    assert result.exit_code == 0, result.output
    from_csv = counted(opened(folder))
    from_pdn = counted(opened(folder, Options(results=target)))
    assert from_pdn.standings == from_csv.standings
    # pydraughts reads every game back: its type, its result, its opening.
    from draughts.PDN import PDNReader

    from berger.formats.exchange.pdn import split_games

    games = split_games(target.read_text("utf-8"))
    assert len(games) == 90
    for _line, text in games[:4]:
        read = PDNReader(pdn_text=text).games[0]
        assert read.tags["GameType"].startswith("25,")  # Russian draughts
        assert read.tags["FEN"].startswith("W:W")
        assert read.game_ending in ("2-0", "1-1", "0-2")


def test_the_event_pdn_beside_the_csv_must_agree(tmp_path: Path) -> None:
    folder = tmp_path / "sample"
    shutil.copytree(SAMPLE, folder)
    pdn = folder / "games.pdn"
    CliRunner().invoke(cli, ["export", str(folder), "--to", "pdn", "-o", str(pdn)])
    toml = folder / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace(
            'results = "results.csv"', 'results = "results.csv"\npdn = "games.pdn"'
        ),
        "utf-8",
    )
    assert counted(opened(folder)).standings.final  # they agree
    text = pdn.read_text("utf-8")
    first = text.index('[Result "') + len('[Result "')
    flipped = "2-0" if text[first : first + 3] != "2-0" else "0-2"
    changed = text[:first] + flipped + text[first + 3 :]
    changed = (
        changed.replace("\n0-2\n", f"\n{flipped}\n", 1) if flipped == "2-0" else changed
    )
    pdn.write_text(changed, "utf-8")
    before = {path.name: path.read_bytes() for path in folder.iterdir()}
    result = CliRunner().invoke(cli, ["standings", str(folder)])
    assert_error(result, 1, r"games\.pdn.*round 1.*game 1")
    assert {path.name: path.read_bytes() for path in folder.iterdir()} == before


def test_no_results_and_the_count_opens_no_file(tmp_path: Path) -> None:
    variant = opened(micro_event(tmp_path / "e"))
    empty = variant.count(variant.no_results())
    assert empty.table.unfinished == 0
    assert empty.after_round == 0
    read = variant.results
    assert isinstance(read, EventResults)
    (tmp_path / "e" / "results.csv").unlink()
    assert variant.count(read).standings.final


@pytest.mark.parametrize(
    ("change", "pattern"),
    [
        (("results.csv", "1,A,D,1,1-0", "1,A,D,3,1-0"), r"no game 3"),
        (
            ("event.toml", "seed = 5", 'seed = 5\nballot = "italian"'),
            r"'italian' is not a ballot",
        ),
        (
            ("event.toml", "seed = 5", 'seed = 5\nballot = "own.csv"'),
            r"own\.csv.*(position|header)",
        ),
        (
            ("event.toml", "micro_match = 2", "micro_match = 2\nteams = true"),
            r"micro_match",
        ),
    ],
    ids=["game beyond", "unknown ballot", "ballot without positions", "team event"],
)
def test_bad_input_is_one_line_and_changes_no_file(
    tmp_path: Path, change: tuple[str, str, str], pattern: str
) -> None:
    folder = micro_event(tmp_path / "e")
    (folder / "own.csv").write_text("number,moves\n1,ab4 ba5\n", "utf-8")
    (folder / "teams.csv").write_text("team,player\nX,A\nX,B\nY,C\nY,D\n", "utf-8")
    name, old, new = change
    path = folder / name
    path.write_text(path.read_text("utf-8").replace(old, new), "utf-8")
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    result = CliRunner().invoke(
        cli, ["build", str(folder), "-o", str(tmp_path / "out")]
    )
    assert_error(result, 1, pattern)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_the_workbook_and_the_desk_of_a_micro_match_event(tmp_path: Path) -> None:
    variant = opened(micro_event(tmp_path / "e"))
    read = variant.results
    assert read is not None
    desk = variant.desk()
    first = desk.round(read.games, 1)
    assert [(g.match, g.board, g.white, g.black) for g in first.games][:2] == [
        (1, 1, "A", "D"),
        (1, 2, "D", "A"),
    ]
    assert first.matches[0].score == (Fraction(3, 2), Fraction(1, 2))
    assert InputFile.read(tmp_path / "e" / "results.csv").data


def drawn_openings_of(variant: MicroMatches) -> Openings | None:
    return drawn_openings(variant.config, variant.event)

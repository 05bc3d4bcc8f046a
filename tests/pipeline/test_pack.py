"""The pack of ``berger build``: which inputs each file is made from (equal
digests, equal bytes), and the folder that keeps the files and the printed
parts of a build for the next."""

from __future__ import annotations

import dataclasses
import datetime as dt
import shutil
from pathlib import Path

import pytest
from tests.club_pack import BY_RESULTS, CLUB
from tests.conftest import SAMPLES, open_event, open_individual

from berger.core.draw import Numbering
from berger.core.pairings import ScheduleSource
from berger.core.results import Results
from berger.core.scoring import ScoringSystem
from berger.core.standings import Ties
from berger.core.withdrawal import WithdrawalRule
from berger.formats.event.event import Options
from berger.formats.event.output import Language, PaperSize
from berger.pipeline.pack import (
    MANIFEST,
    PARTS,
    PackFolder,
    ballot_state,
    input_digests,
    print_digest,
)
from berger.pipeline.players.outputs import PLAYER_OUTPUTS
from berger.pipeline.read import EventResults

DRAUGHTS_FILES = {"games.pdn", "ballots.csv"}
"""A draughts event's games and openings, which a chess event has not."""
PACK = tuple(
    output
    for output in PLAYER_OUTPUTS
    if output.pack and output.name not in DRAUGHTS_FILES
)
"""Every file of the club sample's pack (and the play-off's documents, which
an event of players has where its final standings have a play-off)."""
PLAYOFF_FILES = {"playoff-round-sheets.pdf", "playoff-cards.pdf"}
"""Who plays off comes from the standings: what changes them changes these."""
RANK_FILES = {"ranks.pdf"}
"""The rank norms: made from the results, in the pack of an event with
``[ranks]`` (not the club sample's)."""
COUNTED_FILES = BY_RESULTS | PLAYOFF_FILES | RANK_FILES
"""The files of :data:`PACK` a new result changes."""
PRINTED = {o.name for o in PACK} - {"standings.csv", "standings.json", "event.trf"}
"""The files the language, the paper and the templates change (the standings
as CSV and JSON and the TRF are the same in any language)."""


# -- what each file is made from ---------------------------------------------


def digests(
    options: Options | None = None,
    change: Results | None = None,
) -> dict[str, str]:
    """The input digests of the club sample's pack (with other results)."""
    players = open_individual(CLUB, options)
    results = players.require_results() if change is None else EventResults(change)
    printing = print_digest(players.settings())
    return input_digests(players.config, players.event, results, printing, PACK)


def changed(before: dict[str, str], after: dict[str, str]) -> set[str]:
    assert before.keys() == after.keys()
    return {name for name in before if before[name] != after[name]}


def club_results() -> Results:
    return open_individual(CLUB).require_results().games


def test_the_same_event_gives_the_same_digests() -> None:
    assert digests() == digests()
    assert len(set(digests().values())) == len(PACK)


def test_a_new_result_changes_the_files_with_results_only() -> None:
    results = club_results()
    outcomes = dict(results.outcomes)
    del outcomes[(7, 4)]  # round 7, board 4 not in yet
    earlier = Results(outcomes, results.withdrawn)
    assert changed(digests(change=earlier), digests()) == COUNTED_FILES


def test_a_withdrawal_and_a_games_date_change_the_round_sheets() -> None:
    # The round sheets name the games pending, which a withdrawal ends, and
    # a game's own date; the standings count both.
    results = club_results()
    withdrawn = Results(results.outcomes, {8: 6})
    assert changed(digests(), digests(change=withdrawn)) == COUNTED_FILES
    dated = Results(results.outcomes, dates={(7, 4, 1): dt.date(2026, 12, 6)})
    assert changed(digests(), digests(change=dated)) == COUNTED_FILES


BY_RULES = COUNTED_FILES - {"round-sheets.pdf"} | {"crosstable-blank.pdf"}
"""The files the rules change: the blank crosstable's columns, and whatever
holds the standings."""


def test_a_play_offs_results_change_what_it_ranks(tmp_path: Path) -> None:
    event = tmp_path / "district"
    shutil.copytree(SAMPLES / "district-final", event)

    def district() -> dict[str, str]:
        players = open_individual(event)
        printing = print_digest(players.settings())
        return input_digests(
            players.config, players.event, players.results, printing, PACK
        )

    before = district()
    playoff = event / "playoff.csv"
    playoff.write_text(playoff.read_text("utf-8").replace("1-0", "0-1"), "utf-8")
    # Not the event's own games: its round sheets, its norms, its TRF.
    assert changed(before, district()) == COUNTED_FILES - {
        "round-sheets.pdf",
        "norms.pdf",
        "ranks.pdf",
        "event.trf",
    }


def test_the_rules_change_what_counts_them() -> None:
    chain = Options(tiebreaks=("DE", "WIN"))
    assert changed(digests(), digests(chain)) == BY_RULES
    rule = Options(withdrawal=WithdrawalRule.FORFEIT)
    assert changed(digests(), digests(rule)) == BY_RULES


def test_the_prize_lists_change_the_prize_list_and_the_workbook() -> None:
    players = open_individual(CLUB)
    assert players.config.prizes is not None
    fewer = dataclasses.replace(
        players.config.prizes, lists=players.config.prizes.lists[:1]
    )
    results = players.results
    printing = print_digest(players.settings())
    before = input_digests(players.config, players.event, results, printing, PACK)
    config = dataclasses.replace(players.config, prizes=fewer)
    after = input_digests(config, players.event, results, printing, PACK)
    assert changed(before, after) == {"prizes.pdf", "event.xlsx"}


def test_the_rank_table_changes_the_rank_norms_and_the_workbook() -> None:
    players = open_individual(SAMPLES / "rank-norms")
    ranks = players.config.ranks
    assert ranks is not None
    results = players.results
    pack = tuple(o for o in PLAYER_OUTPUTS if o.pack)
    printing = print_digest(players.settings())
    before = input_digests(players.config, players.event, results, printing, pack)
    config = dataclasses.replace(
        players.config, ranks=dataclasses.replace(ranks, judges=ranks.judges[:1])
    )
    after = input_digests(config, players.event, results, printing, pack)
    assert changed(before, after) == {"ranks.pdf", "event.xlsx"}


def test_the_templates_change_every_printed_file(tmp_path: Path) -> None:
    # A label of an override folder.
    printed = set(PRINTED)
    mine = tmp_path / "mine"
    (mine / "locales").mkdir(parents=True)
    (mine / "locales" / "en.toml").write_text('board = "Table"\n', "utf-8")
    assert changed(digests(), digests(Options(templates=mine))) == printed
    # The site's own templates are none of the pack's business.
    shutil.rmtree(mine / "locales")
    (mine / "site").mkdir()
    (mine / "site" / "site.css").write_text("body { color: teal }\n", "utf-8")
    assert digests(Options(templates=mine)) == digests()


def test_the_schedule_changes_everything() -> None:
    # Numbers in list order, not by rating: every file, results or not.
    other = Options(numbering=Numbering.LIST)
    assert changed(digests(), digests(other)) == set(digests())


OTHER_VALUES: dict[str, Options | None] = {
    "results": None,  # the results themselves: see above
    "cycles": Options(cycles=2),
    "swap_last_two": Options(swap_last_two=False),
    "numbering": Options(numbering=Numbering.LIST),
    "seed": Options(seed=9),
    "scoring": Options(scoring=ScoringSystem.parse("football")),
    "tiebreaks": Options(tiebreaks=("DE", "WIN")),
    "unrated": Options(unrated=1400),
    "ties": Options(ties=Ties.LOTS),
    "rated": Options(rated=False),
    "language": Options(language=Language.UK),
    "paper": Options(paper=PaperSize.LETTER),
    "templates": None,  # its folder's files: see above
    "withdrawal": Options(withdrawal=WithdrawalRule.FORFEIT),
    "schedule": Options(schedule=ScheduleSource.RESULTS),
    "rating_list": None,  # read into the players, whom every digest has
    "rating_kind": None,  # the same: which rating the list gives them
}
"""Another value of each option of an event, given alone (a new option must
be given one here, and so is checked to reach the digests)."""


@pytest.mark.parametrize(
    "name", [name for name, v in OTHER_VALUES.items() if v is not None]
)
def test_every_option_reaches_the_files_it_may_change(name: str) -> None:
    # The language and the paper reach what is printed; every other option
    # at least what the rules reach (those that make the schedule: all).
    # Without results, which a second cycle would not fit.
    other = OTHER_VALUES[name]
    assert other is not None
    found = changed(digests(change=Results()), digests(other, change=Results()))
    if name in ("language", "paper"):
        assert found == set(PRINTED)
    else:
        assert found >= BY_RULES


def test_every_option_has_another_value() -> None:
    names = [f.name for f in dataclasses.fields(Options)]
    assert names == list(OTHER_VALUES)
    for name, other in OTHER_VALUES.items():
        if other is not None:
            assert [n for n in names if getattr(other, n) is not None] == [name]


# -- the folder ----------------------------------------------------------------


def test_the_folder_keeps_what_is_as_it_was_written(tmp_path: Path) -> None:
    first = PackFolder(tmp_path, "print-1")
    (tmp_path / "cards.pdf").write_bytes(b"%PDF cards")
    (tmp_path / "chart.pdf").write_bytes(b"%PDF chart")
    first.keep(tmp_path / "cards.pdf", "<p>part 1</p>", b"%PDF part 1")
    first.save({"cards.pdf": "in-1", "chart.pdf": "in-2"})
    assert (tmp_path / MANIFEST).is_file()
    (part,) = (tmp_path / PARTS).iterdir()
    # The next build: the same inputs and the bytes as written, kept; the
    # part printed before, given back.
    again = PackFolder(tmp_path, "print-1")
    assert again.current("cards.pdf", "in-1")
    assert not again.current("cards.pdf", "in-9")
    assert again.printed(tmp_path / "cards.pdf", "<p>part 1</p>") == b"%PDF part 1"
    assert again.printed(tmp_path / "cards.pdf", "<p>part 2</p>") is None
    # Printed otherwise (another language, paper...): no part to take.
    assert (
        PackFolder(tmp_path, "print-2").printed(tmp_path / "cards.pdf", "<p>part 1</p>")
        is None
    )
    # Edited by hand, or a full build: made again.
    with (tmp_path / "chart.pdf").open("ab") as handle:
        handle.write(b"%% a note\n")
    assert not again.current("chart.pdf", "in-2")
    full = PackFolder(tmp_path, "print-1", full=True)
    assert not full.current("cards.pdf", "in-1")
    assert full.printed(tmp_path / "cards.pdf", "<p>part 1</p>") is None
    # A spoiled part is no part.
    part.write_bytes(b"%PDF spoiled")
    assert again.printed(tmp_path / "cards.pdf", "<p>part 1</p>") is None


def test_the_folder_removes_what_the_build_no_longer_makes(tmp_path: Path) -> None:
    first = PackFolder(tmp_path, "print")
    for name in ("cards.pdf", "standings.csv"):
        (tmp_path / name).write_bytes(name.encode())
    first.keep(tmp_path / "cards.pdf", "<p>1</p>", b"%PDF 1")
    first.save({"cards.pdf": "in", "standings.csv": "in"})
    (tmp_path / "notes.txt").write_text("mine", "utf-8")
    # The results gone: no standings; the cards kept with their part.
    again = PackFolder(tmp_path, "print")
    assert again.remove_others(["cards.pdf"]) == [tmp_path / "standings.csv"]
    again.save({"cards.pdf": "in"})
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [MANIFEST, PARTS, "cards.pdf", "notes.txt"]
    )
    assert len(list((tmp_path / PARTS).iterdir())) == 1
    # The cards gone too: their part goes with them.
    PackFolder(tmp_path, "print").save({})
    assert list((tmp_path / PARTS).iterdir()) == []


def test_the_draw_kept_beside_a_draughts_event_is_part_of_its_ballot(
    tmp_path: Path,
) -> None:
    event = tmp_path / "micro"
    shutil.copytree(SAMPLES / "draughts-micro", event)
    toml = event / "event.toml"
    toml.write_text(toml.read_text("utf-8").replace("seed = 3104\n", ""), "utf-8")

    def state() -> str | None:
        config = open_event(event, Options(numbering=Numbering.LIST)).config
        return ballot_state(config)

    before = state()
    (event / "drawn-openings.csv").write_text(
        "round,board,opening\n1,1,I-3\n1,2,I-4\n1,3,I-5\n1,4,I-6\n1,5,I-7\n", "utf-8"
    )
    drawn = state()
    assert drawn != before
    (event / "drawn-openings.csv").write_text(
        "round,board,opening\n1,1,I-8\n1,2,I-4\n1,3,I-5\n1,4,I-6\n1,5,I-7\n", "utf-8"
    )
    assert state() not in (before, drawn)

"""The arbiter's desk: versions, writes through the results reader, hand
edits, the log, event.toml given a results file, read-only events, groups,
team events, play-offs and the round's documents; each change signed, and
the roles of the arbiters' team kept; a correction the event's PDN
contradicts refused; a write stopped between its result and its line."""

from __future__ import annotations

import datetime as dt
import shutil
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from fuzz.desk_pdn import pdn_beside
from tests.conftest import SAMPLES, ok, run, snapshot

from berger.core.model import Outcome
from berger.errors import InputError
from berger.formats.event.arbiters import Role, parse_boards
from berger.formats.event.event import Options
from berger.formats.files import atomic
from berger.pipeline.arbiter import Desk
from berger.pipeline.arbiters import Person
from berger.pipeline.desk.state import Forbidden, ReadOnly, Stale, Unreadable
from berger.pipeline.desk.variation import DeskChange


def copy(name: str, folder: Path) -> Path:
    target = folder / name
    shutil.copytree(SAMPLES / name, target)
    return target


def clock() -> float:
    return 1_800_000_000.0


def test_a_change_is_written_in_its_row_logged_and_versioned(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    results = event / "results.csv"
    before = results.read_bytes()
    desk = Desk(event, Options(), clock=clock)
    state = desk.round(7)
    board2 = state.desk.games[1]
    # Every game starts at the start's version: ms since the epoch.
    assert state.versions == (1_800_000_000_000,) * 4
    assert (board2.white, board2.black, board2.result) == (
        "Moreau, Julien",
        "Okafor, Daniel",
        Outcome.BLACK_WIN,
    )
    version = desk.apply(DeskChange(7, 2, Outcome.WHITE_WIN), state.versions[1])
    assert version == 1_800_000_000_001
    after = results.read_bytes()
    # One row changed, the rest byte for byte.
    changed = [
        (old, new)
        for old, new in zip(before.splitlines(), after.splitlines(), strict=True)
        if old != new
    ]
    assert changed == [
        (
            b'7,1,2,5,"Moreau, Julien",3,"Okafor, Daniel",0-1',
            b'7,1,2,5,"Moreau, Julien",3,"Okafor, Daniel",1-0',
        )
    ]
    log = (event / "results.log").read_text("utf-8")
    assert log.endswith(" round 7, board 2: 0-1 → 1-0\n")
    assert desk.round(7).versions == (
        1_800_000_000_000,
        version,
        *(1_800_000_000_000,) * 2,
    )
    # The same again changes nothing and keeps the version.
    assert desk.apply(DeskChange(7, 2, Outcome.WHITE_WIN), version) == version


def test_a_games_date_is_set_logged_and_versioned(tmp_path: Path) -> None:
    # The club sample's rounds are 1-7 December 2026 (end widened to the
    # 31st): round 7's board 2 (0-1) played on the 9th; then board 3's
    # result cleared and the game set for the 10th.
    event = copy("club-championship", tmp_path)
    toml = event / "event.toml"
    toml.write_text(
        toml.read_text("utf-8").replace("end = 2026-12-07", "end = 2026-12-31"),
        "utf-8",
    )
    desk = Desk(event, Options(), clock=clock)
    state = desk.round(7)
    assert state.desk.dates
    ninth, tenth = dt.date(2026, 12, 9), dt.date(2026, 12, 10)
    played = DeskChange(7, 2, Outcome.BLACK_WIN, dated=True, date=ninth)
    version = desk.apply(played, state.versions[1])
    assert version != state.versions[1]
    text = (event / "results.csv").read_text("utf-8")
    assert text.splitlines()[0].endswith(",date")
    assert '7,1,2,5,"Moreau, Julien",3,"Okafor, Daniel",0-1,2026-12-09' in text
    log = (event / "results.log").read_text("utf-8")
    assert log.endswith(" round 7, board 2: 0-1 → 0-1 on 2026-12-09\n")
    assert desk.round(7).desk.games[1].date == ninth
    # The same again changes nothing.
    assert desk.apply(played, version) == version
    set_for = DeskChange(7, 3, Outcome.UNPLAYED, dated=True, date=tenth)
    desk.apply(set_for, desk.round(7).versions[2])
    game = desk.round(7).desk.games[2]
    assert (game.result, game.date) == (Outcome.UNPLAYED, tenth)
    out = run("standings", event)
    assert ok(out).splitlines()[-3].startswith("1 game pending: round 7, ")
    assert ok(out).splitlines()[-3].endswith(", 10 Dec")
    # A date outside the event's dates is the reader's line, nothing written.
    before = (event / "results.csv").read_bytes()
    with pytest.raises(InputError, match="2027-01-01 is after the event's last day"):
        desk.apply(
            DeskChange(7, 4, Outcome.UNPLAYED, dated=True, date=dt.date(2027, 1, 1)),
            desk.round(7).versions[3],
        )
    assert (event / "results.csv").read_bytes() == before


def test_a_stale_version_is_refused_with_the_game_as_it_is(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    desk = Desk(event, Options(), clock=clock)
    seen = desk.round(7).versions[0]
    desk.apply(DeskChange(7, 1, Outcome.WHITE_WIN), seen)
    before = (event / "results.csv").read_bytes()
    with pytest.raises(Stale) as caught:
        desk.apply(DeskChange(7, 1, Outcome.BLACK_WIN), seen)
    assert caught.value.game.game.result is Outcome.WHITE_WIN
    assert (event / "results.csv").read_bytes() == before


def test_a_hand_edit_is_read_before_the_next_write(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    results = event / "results.csv"
    desk = Desk(event, Options(), clock=clock)
    seen = desk.round(7).versions
    # By hand: board 3 (was ½-½) becomes 1-0, and a comment column appears.
    text = results.read_text("utf-8")
    text = text.replace('"Novak, Petra",½-½', '"Novak, Petra",1-0')
    results.write_text(text, "utf-8")
    # A change on board 3 made on the version before the edit is refused...
    with pytest.raises(Stale):
        desk.apply(DeskChange(7, 3, Outcome.BLACK_WIN), seen[2])
    # ... and one on board 4 keeps the hand edit.
    desk.apply(DeskChange(7, 4, Outcome.DRAW), seen[3])
    assert '"Novak, Petra",1-0' in results.read_text("utf-8")


def test_the_readers_message_refuses_a_change_and_keeps_the_file(
    tmp_path: Path,
) -> None:
    event = copy("club-championship", tmp_path)
    results = event / "results.csv"
    before = results.read_bytes()
    desk = Desk(event, Options(), clock=clock)
    version = desk.round(7).version
    with pytest.raises(InputError) as caught:
        desk.apply(DeskChange(7, 9, Outcome.DRAW), version)
    assert str(caught.value) == (f"{results}:30: round 7 has no board 9 (boards 1–4)")
    with pytest.raises(InputError, match="round 9 is beyond the schedule"):
        desk.apply(DeskChange(9, 1, Outcome.DRAW), version)
    with pytest.raises(
        InputError, match=r"results.csv:30: result: '9-9' is not a result"
    ):
        desk.outcome("9-9")
    with pytest.raises(InputError, match="only a game played over the board"):
        desk.apply(DeskChange(7, 1, Outcome.WHITE_FORFEIT_WIN, reversed=True), version)
    assert results.read_bytes() == before
    assert not (event / "results.log").exists()


def test_a_results_file_that_does_not_read_stops_every_write(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    results = event / "results.csv"
    desk = Desk(event, Options(), clock=clock)
    version = desk.round(7).version
    results.write_text(results.read_text("utf-8") + "7,1,1,1,x,8,y,9:9\n", "utf-8")
    broken = results.read_bytes()
    with pytest.raises(Unreadable, match="'9:9' is not a result code"):
        desk.apply(DeskChange(7, 1, Outcome.DRAW), version)
    with pytest.raises(Unreadable):
        desk.round(7)
    assert results.read_bytes() == broken


def test_a_reversed_game_is_written_as_played(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    desk = Desk(event, Options(), clock=clock)
    state = desk.round(7)
    # Board 1: Lindqvist – Tanaka by the schedule; Tanaka had white and won.
    desk.apply(DeskChange(7, 1, Outcome.WHITE_WIN, reversed=True), state.versions[0])
    game = desk.round(7).desk.games[0]
    assert (game.white, game.black, game.result, game.reversed) == (
        "Tanaka, Hiro",
        "Lindqvist, Sara",
        Outcome.WHITE_WIN,
        True,
    )
    text = (event / "results.csv").read_text("utf-8")
    assert text.splitlines()[0].endswith(",result,reversed")
    assert '7,1,1,8,"Tanaka, Hiro",4,"Lindqvist, Sara",1-0,yes' in text
    log = (event / "results.log").read_text("utf-8")
    assert log.endswith("round 7, board 1: 1/2-1/2 → 1-0 (colours reversed)\n")


def test_the_first_result_makes_the_file_and_names_it_in_event_toml(
    tmp_path: Path,
) -> None:
    event = copy("club-championship", tmp_path)
    (event / "results.csv").unlink()
    toml = event / "event.toml"
    text = toml.read_text("utf-8").replace('results = "results.csv"\n', "")
    toml.write_text(text, "utf-8")
    desk = Desk(event, Options(), clock=clock)
    state = desk.round(1)
    assert state.desk.missing == 4
    assert state.read_only is None
    desk.apply(DeskChange(1, 2, Outcome.DRAW), state.versions[1])
    assert toml.read_text("utf-8") == text.replace(
        'players = "players.csv"\n',
        'players = "players.csv"\nresults = "results.csv"\n',
    )
    assert (event / "results.csv").read_text("utf-8") == (
        'round,board,white,black,result\n1,2,"Novak, Petra","Brennan, Aoife",1/2-1/2\n'
    )
    assert desk.round(1).desk.missing == 3


def test_an_event_whose_results_the_page_cannot_write_refuses_every_change(
    tmp_path: Path,
) -> None:
    event = copy("club-championship", tmp_path)
    desk = Desk(event, Options(results=SAMPLES / "closed-norms" / "x.pgn"))
    with pytest.raises(ReadOnly, match=r"the results are read from x\.pgn"):
        desk.apply(DeskChange(1, 1, Outcome.DRAW), 0)
    bare = Desk(event / "players.csv", Options())
    assert "no event.toml" in (bare.round(1).read_only or "")


def test_groups_are_one_list_each_with_its_own_file(tmp_path: Path) -> None:
    event = copy("club-groups", tmp_path)
    desk = Desk(event, Options(), clock=clock)
    overview = desk.overview()
    assert [group.name for group in overview.groups] == ["A", "B"]
    with pytest.raises(InputError, match="this event has groups A, B"):
        desk.round(1)
    state = desk.round(1, "B")
    before_a = (event / "results-a.csv").read_bytes()
    desk.apply(DeskChange(1, 1, Outcome.DRAW), state.versions[0], "B")
    assert (event / "results-a.csv").read_bytes() == before_a
    assert "group B, round 1, board 1:" in (event / "results.log").read_text("utf-8")


def test_a_team_event_board_by_board_with_the_match_score(tmp_path: Path) -> None:
    event = copy("school-teams", tmp_path)
    desk = Desk(event, Options(), clock=clock)
    state = desk.round(1)
    first = state.desk.matches[0]
    boards = [game for game in state.desk.games if game.match == 1]
    assert len(boards) == 4
    # Round 1, match 1 in the sample: 1-0, 1-0, 0-1, 1-0 from the first
    # team's side: 3 : 1.
    assert first.score == (Fraction(3), Fraction(1))
    # Board 2: the first-named team has black, so its 1-0 is 0-1 at the board.
    assert boards[1].result is Outcome.BLACK_WIN
    desk.apply(DeskChange(1, 2, Outcome.DRAW, match=1), state.versions[1])
    assert desk.round(1).desk.matches[0].score == (Fraction(5, 2), Fraction(3, 2))
    with pytest.raises(InputError, match="board colours follow its matches"):
        desk.apply(DeskChange(1, 1, Outcome.DRAW, match=1, reversed=True), 0)
    with pytest.raises(InputError, match="round 1 has no match 9"):
        desk.apply(DeskChange(1, 1, Outcome.DRAW, match=9), 0)


def test_the_rounds_documents_print(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    desk = Desk(event, Options())
    pdf = desk.document("round-sheet", 3)
    assert pdf.startswith(b"%PDF")
    with pytest.raises(InputError, match="no document 'x'"):
        desk.document("x", 3)


def test_a_play_off_is_a_round_robin_of_its_own_at_the_desk(tmp_path: Path) -> None:
    event = copy("district-final", tmp_path)
    (event / "playoff.csv").unlink()
    toml_before = (event / "event.toml").read_bytes()
    desk = Desk(event, Options(), clock=clock)
    overview = desk.overview()
    assert [(g.name, g.rounds, g.current, g.read_only) for g in overview.groups] == [
        (None, 5, 5, None),
        ("Play-off 1-3", 3, 1, None),
    ]
    state = desk.round(1, "Play-off 1-3")
    (game,) = state.desk.games
    assert (game.white, game.black, state.desk.bye) == (
        "Shevchenko, Andrii",
        "Bondarenko, Taras",
        "Kovalenko, Iryna",
    )
    # The first result makes the play-off's own file; event.toml already
    # names it (the default, playoff.csv), and is left as it was.
    desk.apply(DeskChange(1, 1, Outcome.BLACK_WIN), state.versions[0], "Play-off 1-3")
    assert (event / "playoff.csv").read_text("utf-8") == (
        "round,board,white,black,result\n"
        '1,1,"Shevchenko, Andrii","Bondarenko, Taras",0-1\n'
    )
    assert (event / "event.toml").read_bytes() == toml_before
    assert "group Play-off 1-3, round 1, board 1: * → 0-1" in (
        event / "results.log"
    ).read_text("utf-8")
    assert desk.round(1, "Play-off 1-3").desk.games[0].result is Outcome.BLACK_WIN
    assert desk.overview().groups[1].current == 2
    # The event's own rounds are untouched.
    assert desk.round(5).desk.missing == 0
    with pytest.raises(InputError, match="no group 'Play-off 4-5'"):
        desk.round(1, "Play-off 4-5")


def test_a_correction_that_changes_who_is_level_voids_the_played_play_off(
    tmp_path: Path,
) -> None:
    """Round 1's first game corrected after the play-off was played (1-0 to
    0-1): Kovalenko and Bondarenko are level on first now, not the three who
    played it. The correction is taken; the play-off stays at the desk, for
    the two, but its file (the three's) is not written to, and says why."""
    event = copy("district-final", tmp_path)
    playoff_before = (event / "playoff.csv").read_bytes()
    desk = Desk(event, Options(), clock=clock)
    state = desk.round(1)
    desk.apply(DeskChange(1, 1, Outcome.BLACK_WIN), state.versions[0], None)
    overview = desk.overview()
    (_event, playoff) = overview.groups
    assert (playoff.name, playoff.rounds) == ("Play-off 1-2", 1)
    assert playoff.read_only == (
        "playoff.csv holds the play-off played by Shevchenko, Andrii; Kovalenko,"
        " Iryna; Bondarenko, Taras; level on place 1-2 now: Kovalenko, Iryna;"
        " Bondarenko, Taras. Its results do not count: move the file aside to"
        " play the play-off again, or correct the event's results"
    )
    (game,) = desk.round(1, "Play-off 1-2").desk.games
    assert game.result is Outcome.UNPLAYED
    with pytest.raises(ReadOnly):
        desk.apply(DeskChange(1, 1, Outcome.DRAW), 0, "Play-off 1-2")
    assert (event / "playoff.csv").read_bytes() == playoff_before
    # Corrected back: the play-off counts again.
    state = desk.round(1)
    desk.apply(DeskChange(1, 1, Outcome.WHITE_WIN), state.versions[0], None)
    assert [g.read_only for g in desk.overview().groups] == [None, None]


def test_no_play_off_at_the_desk_before_the_standings_are_final(tmp_path: Path) -> None:
    event = copy("district-final", tmp_path)
    results = event / "results.csv"
    lines = results.read_text("utf-8").splitlines(keepends=True)
    results.write_text("".join(lines[:-1]), "utf-8")
    desk = Desk(event, Options(), clock=clock)
    assert desk.playoffs() == ()
    assert [g.name for g in desk.overview().groups] == [None]


def test_each_change_is_signed_and_each_role_kept(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    results = event / "results.csv"
    desk = Desk(event, Options(), clock=clock)
    helper = Person("Hanna", Role.HELPER, parse_boards("1-2"))
    deputy = Person("Dmytro", Role.DEPUTY, parse_boards("2-3"))
    state = desk.round(7)
    assert state.by == (None,) * 4  # entered by hand, before any log
    # A helper fills an empty result on their board, and changes none.
    cleared = desk.apply(DeskChange(7, 1, Outcome.UNPLAYED), state.versions[0])
    filled = desk.apply(DeskChange(7, 1, Outcome.DRAW), cleared, by=helper)
    before = results.read_bytes()
    with pytest.raises(Forbidden, match="a helper may only fill an empty result"):
        desk.apply(DeskChange(7, 1, Outcome.WHITE_WIN), filled, by=helper)
    with pytest.raises(Forbidden, match="a helper may only fill"):
        desk.apply(DeskChange(7, 2, Outcome.UNPLAYED), state.versions[1], by=helper)
    with pytest.raises(Forbidden, match=r"board 3 is not yours \(yours: 1-2\)"):
        desk.apply(DeskChange(7, 3, Outcome.UNPLAYED), state.versions[2], by=helper)
    assert results.read_bytes() == before
    # The same result again changes nothing: a tap sent twice is no change.
    assert desk.apply(DeskChange(7, 1, Outcome.DRAW), filled, by=helper) == filled
    # A deputy changes a result on their boards.
    desk.apply(DeskChange(7, 2, Outcome.DRAW), state.versions[1], by=deputy)
    log = (event / "results.log").read_text("utf-8").splitlines()
    assert [line.split(" ", 1)[1] for line in log] == [
        "round 7, board 1: 1/2-1/2 → *",
        "round 7, board 1: * → 1/2-1/2 by Hanna",
        "round 7, board 2: 0-1 → 1/2-1/2 by Dmytro",
    ]
    assert desk.round(7).by == ("Hanna", "Dmytro", None, None)
    # Changed by hand since: no longer theirs.
    text = results.read_text("utf-8").replace(
        '"Okafor, Daniel",1/2-1/2', '"Okafor, Daniel",1-0'
    )
    results.write_text(text, "utf-8")
    assert desk.round(7).by == ("Hanna", None, None, None)


def micro_with_pdn(folder: Path) -> Path:
    """A copy of samples/draughts-micro with a PDN of its own games beside
    its results.csv (see :func:`fuzz.desk_pdn.pdn_beside`)."""
    event = copy("draughts-micro", folder)
    pdn_beside(event)
    ok(run("standings", event))
    return event


def test_a_correction_the_pdn_contradicts_is_refused_with_the_standings_line(
    tmp_path: Path,
) -> None:
    """Round 1, match 1, game 1 is 0-1 in results.csv and in games.pdn: a
    1-0 there would leave an event that ``berger standings`` refuses, so it
    is refused with that line, and nothing is written."""
    event = micro_with_pdn(tmp_path)
    before = snapshot(event)
    desk = Desk(event, Options(), clock=clock)
    state = desk.round(1)
    game = state.desk.games[0]
    assert (game.match, game.board, game.result) == (1, 1, Outcome.BLACK_WIN)
    change = DeskChange(1, 1, Outcome.WHITE_WIN, match=1)
    with pytest.raises(InputError) as refused:
        desk.apply(change, state.versions[0])
    assert str(refused.value) == (
        f"{event / 'games.pdn'}: Result: round 1, Гончаренко Віктор – Савченко"
        f" Оксана, game 1: 0-1 here, 1-0 in {event / 'results.csv'}"
    )
    assert snapshot(event) == before
    ok(run("standings", event))
    # A result the PDN agrees with, and one it does not have (cleared), are
    # taken: the event reads after each.
    assert desk.apply(DeskChange(1, 1, Outcome.BLACK_WIN, match=1), state.versions[0])
    cleared = desk.apply(DeskChange(1, 1, Outcome.UNPLAYED, match=1), state.versions[0])
    ok(run("standings", event))
    with pytest.raises(InputError, match="game 1: 0-1 here, 1-0 in"):
        desk.apply(change, cleared)
    ok(run("standings", event))


def test_a_change_while_the_pdn_already_contradicts_waits_for_the_hand_edit(
    tmp_path: Path,
) -> None:
    """games.pdn changed by hand to contradict results.csv: the event does not
    read, whatever the change (the page keeps the tap for later); the change
    that makes them agree is taken."""
    event = micro_with_pdn(tmp_path)
    pdn = event / "games.pdn"
    text = pdn.read_text("utf-8")
    first = text.index('[Result "0-2"]')
    pdn.write_text(
        text[:first] + '[Result "2-0"]' + text[first + 14 :].replace("0-2", "2-0", 1),
        "utf-8",
    )
    desk = Desk(event, Options(), clock=clock)
    results = (event / "results.csv").read_bytes()
    with pytest.raises(Unreadable, match="game 1: 1-0 here, 0-1 in"):
        desk.round(1)
    version = clock_version()
    with pytest.raises(Unreadable, match="game 1: 1-0 here, 0-1 in"):
        desk.apply(DeskChange(2, 1, Outcome.WHITE_WIN, match=1), version)
    assert (event / "results.csv").read_bytes() == results
    desk.apply(DeskChange(1, 1, Outcome.WHITE_WIN, match=1), version)
    ok(run("standings", event))


def clock_version() -> int:
    """The version every game has at the start of a desk of :func:`clock`."""
    return int(clock() * 1000)


class Killed(BaseException):
    """The process dying where it is raised: nothing after it runs, no
    handler of the desk's sees it."""


def test_a_write_stopped_between_its_result_and_its_line_is_completed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stopped after the result is written and before its line is: the next
    start of the desk finds the result and signs it."""
    event = copy("club-championship", tmp_path)
    desk = Desk(event, Options(), clock=clock)
    state = desk.round(7)
    deputy = Person("Dmytro", Role.DEPUTY)

    def die(*args: object, **kwargs: object) -> None:
        raise Killed

    with monkeypatch.context() as patched:
        patched.setattr(atomic, "append_line", die)
        with pytest.raises(Killed):
            desk.apply(
                DeskChange(7, 2, Outcome.WHITE_WIN), state.versions[1], by=deputy
            )
    results = (event / "results.csv").read_text("utf-8")
    assert '"Okafor, Daniel",1-0' in results
    assert not (event / "results.log").exists()
    restarted = Desk(event, Options(), clock=clock)
    assert restarted.round(7).by[1] == "Dmytro"
    log = (event / "results.log").read_text("utf-8").splitlines()
    assert [line.split(" ", 1)[1] for line in log] == [
        "round 7, board 2: 0-1 → 1-0 by Dmytro"
    ]
    assert sorted(p.name for p in event.iterdir()) == sorted(
        [*(p.name for p in (SAMPLES / "club-championship").iterdir()), "results.log"]
    )


def test_a_write_stopped_before_its_result_leaves_neither(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = copy("club-championship", tmp_path)
    before = snapshot(event)
    desk = Desk(event, Options(), clock=clock)
    state = desk.round(7)
    write = atomic.write_bytes

    def die_at_the_results(target: Path, data: bytes, **kwargs: Any) -> None:
        if target.name == "results.csv":
            raise Killed
        write(target, data, **kwargs)

    with monkeypatch.context() as patched:
        patched.setattr(atomic, "write_bytes", die_at_the_results)
        with pytest.raises(Killed):
            desk.apply(DeskChange(7, 2, Outcome.WHITE_WIN), state.versions[1])
    assert Desk(event, Options(), clock=clock).round(7).by == (None,) * 4
    assert snapshot(event) == before


def test_the_desk_reads_draughts_codes_in_a_draughts_event_alone(
    tmp_path: Path,
) -> None:
    draughts = Desk(copy("draughts-micro", tmp_path), Options(), clock=clock)
    assert draughts.outcome("2-0") is Outcome.WHITE_WIN
    assert draughts.outcome("1-1") is Outcome.DRAW
    assert draughts.outcome("0:2") is Outcome.BLACK_WIN
    chess = Desk(copy("club-championship", tmp_path), Options(), clock=clock)
    with pytest.raises(
        InputError, match=r"results.csv:30: result: '2-0' is a draughts result"
    ):
        chess.outcome("2-0")

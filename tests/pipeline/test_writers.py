"""The writers a variation hands to the use cases: a report in each format,
each writer given the same values and called only for the format asked; the
text alone given the run's words; the schedule of every kind whose pairings
play games, and a kind's standings."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from berger.core.crosstable import Crosstable
from berger.core.micro.matches import make_micro_match_event
from berger.core.model import EventInfo, Player
from berger.core.standings import Standings
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event.output import Format
from berger.formats.reports.wording import Wording
from berger.pipeline.counted import Counted
from berger.pipeline.writers import Writers, counted_standings, game_schedule


def test_a_report_is_written_only_in_the_format_asked() -> None:
    called: list[str] = []

    def writer(name: str) -> Callable[..., str]:
        def write(*args: object, **words: Wording) -> str:
            called.append(name)
            said = "".join(w.word("place", "Place") for w in words.values())
            return f"{name}{args}{said}"

        return write

    def wording() -> Wording:
        called.append("wording")
        return Wording({"place": "Місце"})

    writers = Writers.of(
        writer("text"), writer("csv"), writer("json"), 1, "two", wording=wording
    )
    assert writers.write(Format.CSV) == "csv(1, 'two')"
    assert called == ["csv"]
    assert writers.write(Format.JSON) == "json(1, 'two')"
    assert writers.write(Format.TEXT) == "text(1, 'two')Місце"
    assert called == ["csv", "json", "wording", "text"]


def test_the_schedule_lists_every_game_of_a_pairing_s_match() -> None:
    players = [Player("Ann"), Player("Bob"), Player("Cat")]
    # FIDE's table of four, 4 the bye: 2-3; 1-2; 3-1.
    single = make_tournament(EventInfo(name="Club"), players)
    micro = make_micro_match_event(EventInfo(name="Club"), players, games=2)
    words = Wording({})
    assert game_schedule(single, lambda: words).csv() == (
        "round,cycle,board,white,white_name,black,black_name,result\n"
        "1,1,1,2,Bob,3,Cat,\n"
        "2,1,1,1,Ann,2,Bob,\n"
        "3,1,1,3,Cat,1,Ann,\n"
    )
    assert game_schedule(micro, lambda: words).csv() == (
        "round,cycle,board,game,white,white_name,black,black_name,result\n"
        "1,1,1,1,2,Bob,3,Cat,\n"
        "1,1,1,2,3,Cat,2,Bob,\n"
        "2,1,1,1,1,Ann,2,Bob,\n"
        "2,1,1,2,2,Bob,1,Ann,\n"
        "3,1,1,1,3,Cat,1,Ann,\n"
        "3,1,1,2,1,Ann,3,Cat,\n"
    )


def test_a_kind_s_standings_are_its_writers_given_the_standings() -> None:
    seen: list[object] = []

    def write(event: object, standings: object, **words: Wording) -> str:
        seen.append((event, standings, sorted(words)))
        return "written"

    counted = Counted(
        crosstable=cast(Crosstable, "table"), standings=cast(Standings, ())
    )
    standings = counted_standings(write, write, write)
    writers = standings(cast(Tournament, "event"), counted, lambda: Wording({}))
    assert writers.write(Format.JSON) == writers.write(Format.TEXT) == "written"
    assert seen == [("event", (), []), ("event", (), ["wording"])]

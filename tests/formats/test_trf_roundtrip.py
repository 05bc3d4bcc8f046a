"""Round trip: participants + results -> TRF -> back gives the same schedule,
results and standings, over generated events; and names typed with odd
spacing read back from the TRF the event writes."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import assume, given
from hypothesis import strategies as st

from berger.core.crosstable import build_crosstable
from berger.core.model import EventInfo, Outcome, Player
from berger.core.names import clean_name, name_key
from berger.core.pending import with_games
from berger.core.results import Results, ResultsBuilder
from berger.core.scoring import CHESS, DRAUGHTS, FOOTBALL, ScoringSystem
from berger.core.standings import compute_standings
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event.event import Options
from berger.formats.event.event_loader import load_event
from berger.formats.event.results_file import read_results
from berger.formats.exchange.trf import format_trf, trf_name
from berger.pipeline.event import open_variant, prepare

OUTCOMES = list(Outcome)  # UNPLAYED included: partial results
SCORINGS = [
    CHESS,
    DRAUGHTS,
    FOOTBALL,
    ScoringSystem.from_values([1, 0.5, 0, 1, 0, 0.5]),  # half-point bye
    ScoringSystem.from_values([1, 0.5, 0, 1, 0, 1]),  # full-point bye
]
CHAINS = [("SB", "ARO"), ("DE", "WIN", "SB", "KS"), ("BPG", "WON", "SB/C1")]


@st.composite
def events(draw: st.DrawFn) -> tuple[Tournament, Results, tuple[str, ...]]:
    n = draw(st.integers(2, 11))
    cycles = draw(st.integers(1, 2))
    swap = draw(st.booleans()) if cycles == 2 else None
    ratings = draw(
        st.lists(st.none() | st.integers(1000, 2800), min_size=n, max_size=n)
    )
    players = [
        Player(
            name=f"Гравець {k}, Player",
            rating=rating,
            federation=draw(st.sampled_from([None, "UKR", "ENG"])),
            title=draw(st.sampled_from([None, "GM", "WFM", "КМС"])),
            birth=draw(st.sampled_from([None, "1990", "2001/05/17"])),
            fide_id=draw(st.sampled_from([None, "14109603", "12345678901"])),
            sex=draw(st.sampled_from([None, "m", "w"])),
        )
        for k, rating in enumerate(ratings, start=1)
    ]
    scoring = draw(st.sampled_from(SCORINGS))
    tournament = make_tournament(
        EventInfo(name="Generated"),
        players,
        cycles=cycles,
        swap_last_two=swap,
        scoring=scoring,
    )
    rounds = len(tournament.schedule.rounds)
    played = draw(st.integers(0, rounds))
    builder = ResultsBuilder(tournament.schedule)
    for game in tournament.schedule.games():
        if game.round <= played:
            builder.add(
                game.round, game.white, game.black, draw(st.sampled_from(OUTCOMES))
            )
    return tournament, builder.build(), draw(st.sampled_from(CHAINS))


@given(events())
def test_trf_round_trip(event: tuple[Tournament, Results, tuple[str, ...]]) -> None:
    tournament, results, chain = event
    crosstable = build_crosstable(tournament, results)
    standings = compute_standings(crosstable, chain) if results.outcomes else None
    text = format_trf(tournament, crosstable, standings, chain=chain)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "event.trf"
        path.write_bytes(text.encode("utf-8"))
        config = load_event(path, Options())
        players = open_variant(config)
        again = players.event
        read = players.results
        back = None if read is None else read.games
    assert again.schedule.rounds == tournament.schedule.rounds
    assert again.players == tournament.players
    assert again.scoring.values == tournament.scoring.values
    assert config.options.tiebreaks == chain
    if not results.outcomes:
        assert back is None
        return
    assert back == results
    assert read is not None
    assert standings is not None
    assert players.count(read).standings == with_games(standings, crosstable, results)


WORDS = ["Anna", "Petrenko", "Abcdefghij", "Xyz", "Oleh", "Ковальчук", "O'Neil"]


@st.composite
def spaced_name(draw: st.DrawFn) -> str:
    """A name as someone might type it: runs of spaces inside and around."""
    words = draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=6))
    gaps = [" " * draw(st.integers(1, 3)) for _ in words[1:]]
    ends = [" " * draw(st.integers(0, 2)) for _ in range(2)]
    inner = "".join(w + g for w, g in zip(words, [*gaps, ""], strict=True))
    return ends[0] + inner + ends[1]


@given(st.lists(spaced_name(), min_size=2, max_size=6))
def test_names_with_odd_spacing_round_trip(typed: list[str]) -> None:
    # distinct once cut to TRF's 33 characters, else the writer refuses them
    assume(len({name_key(trf_name(name)) for name in typed}) == len(typed))
    with tempfile.TemporaryDirectory() as folder:
        listing = Path(folder) / "players.txt"
        listing.write_text("\n".join(typed) + "\n", encoding="utf-8")
        config = load_event(listing, Options())
        tournament = prepare(config)
        assert [p.name for p in tournament.players] == [clean_name(t) for t in typed]
        builder = ResultsBuilder(tournament.schedule)
        for game in tournament.schedule.games():
            builder.add(game.round, game.white, game.black, Outcome.DRAW)
        results = builder.build()
        text = format_trf(tournament, build_crosstable(tournament, results), None)
        path = Path(folder) / "event.trf"
        path.write_bytes(text.encode("utf-8"))
        # as the results of the event it came from, and as an event of its own
        assert read_results(path, tournament) == results
        event = load_event(path, Options())
    assert [p.name for p in event.players] == [trf_name(t) for t in typed]

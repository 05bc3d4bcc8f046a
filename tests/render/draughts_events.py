"""A draughts event as a new arbiter sets one up from the manual: six players
of Ukrainian clubs, Russian draughts, micro-matches of two games on the
Russian ballot with a seed, match points 2/1/0, the discipline's own chain
(SHM, WIN, DE); the papers of its tests are printed from it."""

from __future__ import annotations

from pathlib import Path

EVENT = """\
players = "players.csv"
{results}
[event]
name = "Чемпіонат клубу"
site = "Київ"
federation = "UKR"
start = 2026-12-01
end = 2026-12-07
arbiter = ""
time_control = "90+30"
game = "draughts"
discipline = "russian"

[rules]
cycles = 1
numbering = "list"
seed = 1234
scoring = "draughts"
micro_match = 2
match_points = [2, 1, 0]
ballot = "russian"

[output]
language = "{language}"
paper = "a4"
"""

PLAYERS = """\
учасник,рейтинг,федерація,клуб
"Коваленко, Андрій",2150,UKR,ШК «Київ»
"Шевченко, Олена",2085,UKR,ШК «Київ»
"Бондаренко, Тарас",1990,UKR,ШК «Львів»
"Мельник, Ірина",1945,UKR,ШК «Одеса»
"Ткаченко, Петро",1880,UKR,ШК «Київ»
"Кравченко, Марія",1820,UKR,ШК «Харків»
"""

CLUBS = ("Київ", "Київ", "Львів", "Одеса", "Київ", "Харків")
"""Each player's club town, by number."""

RESULTS = """\
тур,білі,чорні,партія,результат
1,1,6,1,1-0
1,6,1,2,1/2-1/2
1,2,5,1,0-1
1,5,2,2,0-1
1,3,4,1,1/2-1/2
1,4,3,2,1-0
2,6,4,1,1-0
2,4,6,2,0-1
2,5,3,1,1-0
2,3,5,2,1/2-1/2
2,1,2,1,1-0
2,2,1,2,1/2-1/2
3,2,6,1,1/2-1/2
3,6,2,2,1/2-1/2
3,3,1,1,1-0
3,1,3,2,1/2-1/2
3,4,5,1,1-0
3,5,4,2,1/2-1/2
"""
"""Three rounds. Round 1: 1 beats 6 3:1, 2 and 5 draw 2:2, 4 beats 3 3:1;
round 2: 6 beats 4 4:0, 5 beats 3 3:1, 1 beats 2 3:1; round 3: 2 and 6
draw 2:2, 3 beats 1 3:1, 4 beats 5 3:1."""


def scratch_event(folder: Path, *, language: str = "uk", results: bool = False) -> Path:
    """The event in ``folder`` (created), its papers in ``language``; with
    ``results``, the three rounds of :data:`RESULTS` played."""
    folder.mkdir(parents=True)
    line = 'results = "results.csv"\n' if results else ""
    (folder / "event.toml").write_text(
        EVENT.format(results=line, language=language), "utf-8"
    )
    (folder / "players.csv").write_text(PLAYERS, "utf-8")
    if results:
        (folder / "results.csv").write_text(RESULTS, "utf-8")
    return folder

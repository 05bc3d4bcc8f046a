"""``berger init --game draughts``: the starter of a draughts event, its
``event.toml`` with the discipline's settings (its ballot, how the openings
are drawn and kept, micro-matches where asked), the discipline's chain left
to its default (named, with its rules, in a comment), draughts players,
and a results file with its header to fill in.
"""

from __future__ import annotations

from berger.core.disciplines import Discipline
from berger.formats.event.drawn_openings import DRAWN_FILE
from berger.messages import N_, _, language

COLUMN = 33
"""Where the comments start."""

DRAUGHTS_TOML = """\
# {intro}
# {manual}
players = "players.csv"
results = "results.csv"
{results_comment}
[event]
name = "{name}"
site = "{site}"
federation = "UKR"
start = 2026-12-01
end = 2026-12-07
arbiter = ""
time_control = "45+15"
game = "draughts"
{discipline}# round_dates = [2026-12-01, 2026-12-02]

[rules]
cycles = 1                       # {cycles}
numbering = "list"               # rating | random | varma
scoring = "draughts"             # {scoring}
{micro}{ballot}# tiebreaks = [{chain}]
# {chain_comment}

[output]
{language}# {languages}
paper = "a4"                     # letter
"""
"""The starter ``event.toml`` of a draughts event, to be filled in the
language of the run (:func:`draughts_toml`)."""

WORDS = {
    "intro": N_(
        "A draughts event: edit the names and dates, draw the openings"
        " (berger ballots . --draw), then run berger build ."
    ),
    "intro_no_ballot": N_(
        "A draughts event: edit the names and dates, then run berger build ."
    ),
    "manual": N_(
        "The manual's page on draughts: draughts.md (berger --help says where)"
    ),
    "results": N_("results.csv: a row a game: round,white,black,result"),
    "results_games": N_(
        "results.csv: a row a game: round,white,black,game,result (the colours"
        " as played: they alternate)"
    ),
    "name": N_("Draughts Championship"),
    "site": N_("Kyiv"),
    "disciplines": N_("or the other draughts disciplines: {others}"),
    "cycles": N_("2 for a double round robin"),
    "scoring": N_("a game won, drawn, lost: 2, 1, 0"),
    "micro_match": N_("games a pairing plays, the colours alternating"),
    "match_points": N_("a micro-match won, drawn, lost: ranked first"),
    "single": N_("games a pairing plays (1: single games)"),
    "ballot": N_("the openings' table: none, or a table of the event's own"),
    "ballot_own": N_("the event's own table of openings: number,moves,position"),
    "ballot_draw": N_('or "round": one opening for the whole round'),
    "seed": N_(
        "with a seed the openings come from it; without one berger ballots ."
        " --draw draws them and keeps them in {file}"
    ),
    "chain": N_(
        "the default of {discipline} ({source}); the event's regulations may"
        " name others here"
    ),
}
"""The starter's words, in English: translated when it is written."""

PLAYERS_CSV = {
    "en": """\
name,rating,city,rank
Honcharenko Viktor,2210,Poltava,CM
Savchenko Oksana,2145,Kremenchuk,CM
Tkachenko Dmytro,2120,Poltava,1st category
Polishchuk Natalia,2050,Lubny,1st category
Rudenko Taras,1980,Myrhorod,2nd category
Marchenko Ihor,1890,Poltava,2nd category
""",
    "uk": """\
учасник,рейтинг,місто,розряд
Гончаренко Віктор,2210,Полтава,КМСУ
Савченко Оксана,2145,Кременчук,КМСУ
Ткаченко Дмитро,2120,Полтава,1 розряд
Поліщук Наталія,2050,Лубни,1 розряд
Руденко Тарас,1980,Миргород,2 розряд
Марченко Ігор,1890,Полтава,2 розряд
""",
    "ru": """\
участник,рейтинг,город,разряд
Гончаренко Виктор,2210,Полтава,КМС
Савченко Оксана,2145,Кременчуг,КМС
Ткаченко Дмитрий,2120,Полтава,1 разряд
Полищук Наталья,2050,Лубны,1 разряд
Руденко Тарас,1980,Миргород,2 разряд
Марченко Игорь,1890,Полтава,2 разряд
""",
}
"""The six made-up draughts players of the starter, by language (their
names as draughts lists write them: the surname, then the name)."""

RESULTS_HEADER = {
    "en": ("round,white,black,result\n", "round,white,black,game,result\n"),
    "uk": ("тур,білі,чорні,результат\n", "тур,білі,чорні,партія,результат\n"),
    "ru": ("тур,белые,черные,результат\n", "тур,белые,черные,партия,результат\n"),
}
"""The results file's header, by language: single games, micro-matches."""


def draughts_toml(discipline: Discipline, games: int, languages: str) -> str:
    """The starter ``event.toml`` of a draughts event of ``discipline``
    whose pairings play ``games`` games, in the language installed
    (``languages``: the others, for the ``language`` line's comment)."""
    code = language()
    facts = discipline.facts
    others = ", ".join(d.value for d in Discipline if d is not discipline)
    micro = (
        _line(f"micro_match = {games}", _(WORDS["micro_match"]))
        + _line("match_points = [2, 1, 0]", _(WORDS["match_points"]))
        if games > 1
        else _line("# micro_match = 2", _(WORDS["single"]))
    )
    if facts.ballot is not None:
        ballot = (
            _line(f'ballot = "{facts.ballot}"', _(WORDS["ballot"]))
            + _line('ballot_draw = "board"', _(WORDS["ballot_draw"]))
            + _line("# seed = 1234", _(WORDS["seed"]).format(file=DRAWN_FILE))
        )
        intro = _(WORDS["intro"])
    else:
        ballot = _line('# ballot = "openings.csv"', _(WORDS["ballot_own"])) + _line(
            '# ballot_draw = "board"', _(WORDS["ballot_draw"])
        )
        intro = _(WORDS["intro_no_ballot"])
    results = WORDS["results_games"] if games > 1 else WORDS["results"]
    return DRAUGHTS_TOML.format(
        intro=intro,
        manual=_(WORDS["manual"]),
        results_comment=f"# {_(results)}\n",
        name=_(WORDS["name"]),
        site=_(WORDS["site"]),
        discipline=_line(
            f'discipline = "{discipline.value}"',
            _(WORDS["disciplines"]).format(others=others),
        ),
        cycles=_(WORDS["cycles"]),
        scoring=_(WORDS["scoring"]),
        micro=micro,
        ballot=ballot,
        chain=", ".join(f'"{code}"' for code in facts.chain),
        chain_comment=_(WORDS["chain"]).format(
            discipline=facts.names[code], source=_(facts.source)
        ),
        language=f'language = "{code}"'.ljust(COLUMN),
        languages=languages,
    )


def results_header(games: int) -> str:
    """The results file's header in the language installed."""
    single, many = RESULTS_HEADER[language()]
    return many if games > 1 else single


def _line(setting: str, comment: str) -> str:
    """A setting with its comment at :data:`COLUMN`."""
    return f"{setting.ljust(COLUMN - 1)} # {comment}\n"

"""``berger init``: a ready-to-edit event folder."""

from __future__ import annotations

from pathlib import Path

from berger.core.disciplines import Discipline
from berger.errors import OutputError
from berger.formats.event.draughts_starter import PLAYERS_CSV as DRAUGHTS_PLAYERS
from berger.formats.event.draughts_starter import draughts_toml, results_header
from berger.formats.event.event import EVENT_FILE
from berger.formats.files.atomic import write_text
from berger.messages import LANGUAGES, N_, _, language

EVENT_TOML = """\
# {intro}
players = "players.csv"          # {players}
# results = "results.csv"        # {results}

[event]
name = "{name}"
site = "{site}"
federation = "UKR"
start = 2026-12-01
end = 2026-12-07
arbiter = ""
time_control = "90+30"
game = "chess"                   # {game}
# rating = "standard"            # {rating}
# rating_list = "players_list.zip"  # {rating_list}
# url = "https://example.org/club"  # {url}
# round_dates = [2026-12-01, 2026-12-02]

[rules]
cycles = 1                       # {cycles}
swap_last_two = true             # {swap_last_two}
numbering = "list"               # rating | random | varma
# seed = 1234                    # {seed}
scoring = "chess"                # draughts | football | [1, 0.5, 0, 1, 0, 0]
tiebreaks = ["SB", "ARO"]
# unrated = "skip"               # {unrated}
# ties = "share"                 # {ties}

[output]
{language}# {languages}
paper = "a4"                     # letter
"""
"""The starter ``event.toml``, its comments and sample names to be filled in
the language of the run (:func:`event_toml`)."""

COMMENTS = {
    "intro": N_("The event: edit the names and dates, then run `berger build .`"),
    "players": N_("participants, one per row"),
    "results": N_("round,white,black,result (numbers or names)"),
    "name": N_("Club Championship"),
    "site": N_("Kyiv"),
    "game": N_('or "draughts"'),
    "rating": N_("rapid | blitz: the FIDE rating the event is rated in"),
    "rating_list": N_("FIDE's list: fills in players given by FIDE id"),
    "url": N_("the live site: a QR code on the papers"),
    "cycles": N_("2 for a double round robin"),
    "swap_last_two": N_("FIDE swap of cycle 1's last two rounds (2+ cycles)"),
    "seed": N_("for random and varma numbering, and lots"),
    "unrated": N_("or the rating unrated players count as: 1400"),
    "ties": N_('or "lots": drawn with the seed'),
}
"""The starter's words, in English: translated when it is written."""

COMMENT_COLUMN = 33
"""Where the comments of :data:`EVENT_TOML` start."""

PLAYERS_CSV = {
    "en": """\
name,rating,federation,club,title
"Kovalenko, Andriy",2150,UKR,Kyiv Chess Club,FM
"Shevchenko, Olena",2085,UKR,Kyiv Chess Club,WFM
"Bondarenko, Taras",1990,UKR,Lviv Chess Club,
"Melnyk, Iryna",1945,UKR,Odesa Chess Club,
"Tkachenko, Petro",1880,UKR,Kyiv Chess Club,
"Kravchenko, Maria",1820,UKR,Kharkiv Chess Club,
""",
    "uk": """\
учасник,рейтинг,федерація,клуб,звання
"Коваленко, Андрій",2150,UKR,ШК «Київ»,FM
"Шевченко, Олена",2085,UKR,ШК «Київ»,WFM
"Бондаренко, Тарас",1990,UKR,ШК «Львів»,
"Мельник, Ірина",1945,UKR,ШК «Одеса»,
"Ткаченко, Петро",1880,UKR,ШК «Київ»,
"Кравченко, Марія",1820,UKR,ШК «Харків»,
""",
    "ru": """\
участник,рейтинг,федерация,клуб,звание
"Коваленко, Андрей",2150,UKR,ШК «Киев»,FM
"Шевченко, Елена",2085,UKR,ШК «Киев»,WFM
"Бондаренко, Тарас",1990,UKR,ШК «Львов»,
"Мельник, Ирина",1945,UKR,ШК «Одесса»,
"Ткаченко, Пётр",1880,UKR,ШК «Киев»,
"Кравченко, Мария",1820,UKR,ШК «Харьков»,
""",
}
"""The six made-up players of the starter, by language: their names as a
participant list in that language writes them."""


def event_toml() -> str:
    """The starter ``event.toml`` in the language installed: its comments and
    sample names, and its documents' ``language``."""
    code = language()
    words = {key: _(message) for key, message in COMMENTS.items()}
    return EVENT_TOML.format(
        language=f'language = "{code}"'.ljust(COMMENT_COLUMN),
        languages=_other_languages(),
        **words,
    )


def write_starter(
    folder: Path,
    *,
    players: str | None = None,
    rating: str | None = None,
    draughts: tuple[Discipline, int] | None = None,
) -> list[Path]:
    """Write ``event.toml`` and ``players.csv`` (``players``, default six
    made-up players) into ``folder`` (created if needed), in the language
    installed; ``rating``: the FIDE rating the event is rated in, when not
    standard; ``draughts``: a draughts event of that discipline whose
    pairings play that many games (see
    :mod:`berger.formats.event.draughts_starter`), with ``results.csv``'s
    header.

    Raises:
        OutputError: the folder already holds an event, or cannot be written.
    """
    targets = [folder / EVENT_FILE, folder / "players.csv"]
    if draughts is not None:
        targets.append(folder / "results.csv")
    for target in targets:
        if target.exists():
            raise OutputError(
                _("{path}: already exists; not overwriting an event").format(
                    path=target
                )
            )
    if draughts is not None:
        discipline, games = draughts
        toml = draughts_toml(discipline, games, _other_languages())
        made_up = DRAUGHTS_PLAYERS[language()]
        write_text(targets[2], results_header(games))
    else:
        toml = event_toml()
        made_up = PLAYERS_CSV[language()]
    if rating is not None:
        commented = '# rating = "standard"'.ljust(COMMENT_COLUMN)
        toml = toml.replace(commented, f'rating = "{rating}"'.ljust(COMMENT_COLUMN))
    write_text(targets[1], made_up if players is None else players)
    write_text(targets[0], toml)
    return targets


def _other_languages() -> str:
    """The languages other than the one installed, as the starter lists them."""
    return " | ".join(other for other in LANGUAGES if other != language())

"""``berger init``: a ready-to-edit event folder."""

from __future__ import annotations

from pathlib import Path

from berger.errors import OutputError
from berger.formats.event.event import EVENT_FILE
from berger.formats.files.atomic import write_text
from berger.messages import _

EVENT_TOML = """\
# The event: edit the names and dates, then run `berger build .`
players = "players.csv"          # participants, one per row
# results = "results.csv"        # round,white,black,result (numbers or names)

[event]
name = "Club Championship"
site = "Kyiv"
federation = "UKR"
start = 2026-12-01
end = 2026-12-07
arbiter = ""
time_control = "90+30"
game = "chess"                   # or "draughts"
# rating = "standard"            # rapid | blitz: the FIDE rating the event is rated in
# rating_list = "players_list.zip"  # FIDE's list: fills in players given by FIDE id
# url = "https://example.org/club"  # the live site: a QR code on the papers
# round_dates = [2026-12-01, 2026-12-02]

[rules]
cycles = 1                       # 2 for a double round robin
swap_last_two = true             # FIDE swap of cycle 1's last two rounds (2+ cycles)
numbering = "list"               # rating | random | varma
# seed = 1234                    # for random and varma numbering, and lots
scoring = "chess"                # draughts | football | [1, 0.5, 0, 1, 0, 0]
tiebreaks = ["SB", "ARO"]
# unrated = "skip"               # or the rating unrated players count as: 1400
# ties = "share"                 # or "lots": drawn with the seed

[output]
language = "en"                  # uk | ru
paper = "a4"                     # letter
"""

COMMENT_COLUMN = 33
"""Where the comments of :data:`EVENT_TOML` start."""

PLAYERS_CSV = """\
name,rating,federation,club,title
"Kovalenko, Andriy",2150,UKR,Kyiv Chess Club,FM
"Shevchenko, Olena",2085,UKR,Kyiv Chess Club,WFM
"Bondarenko, Taras",1990,UKR,Lviv Chess Club,
"Melnyk, Iryna",1945,UKR,Odesa Chess Club,
"Tkachenko, Petro",1880,UKR,Kyiv Chess Club,
"Kravchenko, Maria",1820,UKR,Kharkiv Chess Club,
"""


def write_starter(
    folder: Path, *, players: str = PLAYERS_CSV, rating: str | None = None
) -> list[Path]:
    """Write ``event.toml`` and ``players.csv`` (``players``, default six
    made-up players) into ``folder`` (created if needed); ``rating``: the
    FIDE rating the event is rated in, when not standard.

    Raises:
        OutputError: the folder already holds an event, or cannot be written.
    """
    targets = [folder / EVENT_FILE, folder / "players.csv"]
    for target in targets:
        if target.exists():
            raise OutputError(
                _("{path}: already exists; not overwriting an event").format(
                    path=target
                )
            )
    toml = EVENT_TOML
    if rating is not None:
        commented = '# rating = "standard"'.ljust(COMMENT_COLUMN)
        toml = toml.replace(commented, f'rating = "{rating}"'.ljust(COMMENT_COLUMN))
    write_text(targets[1], players)
    write_text(targets[0], toml)
    return targets

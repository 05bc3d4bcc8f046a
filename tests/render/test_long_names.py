"""Long names and big fields, read back from the PDFs (characters, words and
rules where they are drawn: tests/pdf_layout.py): every name whole where it
is printed (in its column, never past a rule, never with an ellipsis), one
round sheet a round, every round of the chart on one line with its games,
and round hints inside their cells at no less than 5 pt."""

from __future__ import annotations

import csv
import itertools
import re
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import Once, made_named, open_event
from tests.pdf_layout import Page, Word, read_pages

from berger.cli import cli
from berger.core.model import EventInfo, Outcome, Player
from berger.core.tournament import Tournament, make_tournament
from berger.formats.event.event import Options
from berger.pipeline.outputs import write_made
from berger.render import chart_views

pytestmark = pytest.mark.slow

UKRAINIAN = (
    (
        "Прізвищенко-Довгошиєнко",
        "Коваленко-Шевченківська",
        "Гончаренко-Самійленко",
        "Вишневецький-Острозький",
        "Кравченко-Олійниченко",
        "Мельниченко-Литвиненко",
    ),
    (
        "Олександра Володимирівна",
        "Святослав Ярославович",
        "Анастасія Костянтинівна",
        "Мирослав Олександрович",
    ),
)
RUSSIAN = (
    (
        "Римская-Корсакова",
        "Голенищев-Кутузова",
        "Салтыкова-Щедрина",
        "Семёнов-Тян-Шанский",
    ),
    (
        "Александра Владимировна",
        "Константин Александрович",
        "Екатерина Вячеславовна",
        "Станислав Всеволодович",
    ),
)
LONGEST = "Прізвищенко-Довгошиєнко-Вишневецька Олександра Святославівна"
"""60 characters: the extreme the manual speaks of (docs/pack.md)."""

Event = Callable[..., Path]


def long_names(count: int) -> list[str]:
    """``count`` different names of 40 characters or more: double-barrelled
    surnames, first names and patronymics; the second is 60 characters."""
    names = [
        f"{surname} {given}"
        for surnames, given_names in (UKRAINIAN, RUSSIAN)
        for given, surname in itertools.product(given_names, surnames)
    ]
    names.insert(1, LONGEST)
    assert len(names) >= count
    return names[:count]


def test_the_names_are_long() -> None:
    names = long_names(40)
    assert len(set(names)) == 40
    assert min(map(len, names)) >= 40
    assert len(LONGEST) == 60


def tournament(n: int, cycles: int) -> Tournament:
    return make_tournament(
        EventInfo(), [Player(name) for name in long_names(n)], cycles=cycles
    )


def write_event(folder: Path, n: int, cycles: int = 1, lang: str = "uk") -> Path:
    """The folder of an event of ``n`` long names (titles on every third),
    results in its first rounds, written into ``folder``."""
    with (folder / "players.csv").open("w", newline="", encoding="utf-8") as out:
        rows = csv.writer(out)
        rows.writerow(["name", "rating", "federation", "club", "title"])
        for k, name in enumerate(long_names(n)):
            rows.writerow([name, 2400 - 11 * k, "UKR", "Київ", "IM" if k % 3 else ""])
    with (folder / "results.csv").open("w", newline="", encoding="utf-8") as out:
        rows = csv.writer(out)
        rows.writerow(["round", "board", "result"])
        outcomes = itertools.cycle((Outcome.WHITE_WIN, Outcome.DRAW, Outcome.BLACK_WIN))
        for game in tournament(n, cycles).schedule.games():
            if game.round <= 3:
                rows.writerow([game.round, game.board, next(outcomes).value])
    (folder / "event.toml").write_text(
        'players = "players.csv"\nresults = "results.csv"\n\n'
        '[event]\nname = "Чемпіонат області 2026"\n\n'
        f'[rules]\ncycles = {cycles}\nnumbering = "list"\n'
        'tiebreaks = ["SB", "WIN", "DE"]\n\n'
        f'[output]\nlanguage = "{lang}"\npaper = "a4"\n',
        encoding="utf-8",
    )
    return folder


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> Event:
    """``event(n, cycles, lang)``: the folder of an event of ``n`` long
    names (see :func:`write_event`)."""

    def write(n: int, cycles: int = 1, lang: str = "uk") -> Path:
        return write_event(
            tmp_path_factory.mktemp(f"{lang}{n}x{cycles}"), n, cycles, lang
        )

    return write


@pytest.fixture
def four(once: Once) -> Path:
    """The cards and the standings of ``event(4)`` as `berger build` prints
    them into its pack (made once per run; the rest of the pack is not about
    these names)."""

    def make(folder: Path) -> str:
        variant = open_event(write_event(folder, 4), Options()).variant
        for document in ("cards.pdf", "standings.pdf"):
            made, work = made_named(variant, document)
            write_made(made, folder / "pack" / document, work.settings)
        return ""

    return once("long-names-four", make)[0] / "pack"


def render(folder: Path, *command: str) -> Path:
    """``berger <command> folder -o <file>.pdf``, the PDF it wrote."""
    target = folder / ("-".join(command) + ".pdf")
    result = CliRunner().invoke(cli, [*command, str(folder), "-o", str(target)])
    assert result.exit_code == 0, result.output
    return target


def flat(text: str) -> str:
    """A column's text as one line: a word cut after its hyphen joins again."""
    return " ".join(re.sub(r"-\n", "-", text).split())


def rules(page: Page) -> list[float]:
    """The x of every vertical rule and cell edge drawn on the page (a rule
    drawn as a thin box counts once)."""
    xs: list[float] = []
    for x in sorted(e.x0 for e in page.edges if e.vertical and e.height > 3):
        if not xs or x - xs[-1] > 1.0:
            xs.append(x)
    return xs


def column_text(page: Page, left: float, right: float) -> str:
    """The text lying wholly between ``left`` and ``right``: a name clipped
    at its column's edge or running past it is not there whole."""
    box = page.within(max(left - 0.5, 0), 0, min(right + 0.5, page.width), page.height)
    return flat(box.text())


def test_a_round_sheet_a_round_every_name_whole_in_its_column(event: Event) -> None:
    folder = event(40, lang="uk")
    schedule = tournament(40, 1).schedule
    names = long_names(40)
    sheets = read_pages(render(folder, "round-sheets"))
    assert len(sheets) == len(schedule.rounds) == 39
    for number, page in enumerate(sheets, start=1):
        # Board, number, White, result, number, Black: White's and Black's
        # columns are the two widest between the cells' edges.
        xs = rules(page)
        spans = sorted(itertools.pairwise(xs), key=lambda s: s[1] - s[0])[-2:]
        white, black = sorted(spans)
        text = page.text()
        assert f"Тур {number} з 39" in flat(text)
        white_text, black_text = column_text(page, *white), column_text(page, *black)
        for game in schedule.round(number).games:
            assert names[game.white - 1] in white_text
            assert names[game.black - 1] in black_text
        assert "…" not in text


def name_column_text(sheets: list[Page]) -> list[str]:
    """Each page's name column (the second between the table's rules)."""
    texts = []
    for page in sheets:
        xs = rules(page)
        texts.append(column_text(page, xs[1], xs[2]))
    return texts


@pytest.mark.parametrize("command", [("crosstable",), ("crosstable", "--blank")])
def test_crosstables_print_every_name_whole_in_every_band(
    event: Event, command: Sequence[str]
) -> None:
    # 40 players: two bands of 20 columns, each on landscape pages.
    folder = event(40, lang="ru")
    texts = name_column_text(read_pages(render(folder, *command)))
    for name in long_names(40):
        assert sum(text.count(name) for text in texts) == 2, name
    assert not any("…" in text for text in texts)


def pair_lines(page: Page) -> dict[int, str]:
    """The table by numbers: each round's number and the words on its
    baseline (a number alone on its line counts too, with no games)."""
    lines: dict[float, list[Word]] = {}
    for word in page.words():
        lines.setdefault(round(word.baseline, 1), []).append(word)
    found = {}
    for words in lines.values():
        words.sort(key=lambda w: w.x0)
        first, *rest = (w.text for w in words)
        pairs = len(rest) % 3 == 0 and all(dash == "–" for dash in rest[1::3])
        if re.fullmatch(r"\d+\*?", first) and pairs:
            found[int(first.rstrip("*"))] = " ".join(rest)
    return found


@pytest.mark.parametrize(("n", "cycles"), [(40, 1), (20, 2), (13, 1)])
def test_every_round_of_the_chart_is_one_line_of_all_its_games(
    event: Event, n: int, cycles: int
) -> None:
    folder = event(n, cycles)
    chart = chart_views.chart(tournament(n, cycles))
    seen: dict[int, str] = {}
    for page in read_pages(render(folder, "chart")):
        lines = pair_lines(page)
        if not lines:
            break  # past the table by numbers
        assert not set(lines) & set(seen), "a round printed twice"
        seen.update(lines)
    # Every round once, on one line (the words of one baseline), its pairs in
    # board order: no round number left at a page foot without its games.
    assert sorted(seen) == [r.round for r in chart.rounds]
    for r in chart.rounds:
        assert seen[r.round] == " ".join(f"{a} – {b}" for a, b in r.pairs), r.round


@pytest.mark.parametrize(("n", "cycles"), [(30, 1), (20, 2)])
def test_round_hints_fit_their_cells_and_stay_legible(
    event: Event, n: int, cycles: int
) -> None:
    folder = event(n, cycles)
    marks = 0
    for page in read_pages(render(folder, "crosstable", "--round-hints")):
        # No glyph under 5 pt anywhere, the hints included.
        assert min(char.size for char in page.chars) >= 5.0
        xs = rules(page)
        grid = xs[3]  # No., name, rating; then a column a player (no clubs here)
        marks += sum(c.text in "□■" and c.size < 6 and c.x0 > grid for c in page.chars)
        # Each hint (its round and mark, or each on its own line) lies inside
        # the cell or half cell it starts in.
        for word in page.words(x_tolerance=0.5, y_tolerance=0.5, by_size=True):
            hint = word.size < 6 and re.fullmatch(r"\d+[□■]?|[□■]", word.text)
            if word.x0 > grid and hint:
                right = next(x for x in xs if x > word.x0 + 0.1)
                assert word.x1 <= right + 0.1, f"{word.text} runs past its cell"
    assert marks == n * (n - 1) * cycles


def test_sixty_characters_on_the_cards_and_the_standings(four: Path) -> None:
    # 4 players, the second with the 60-character name, at the smallest step on
    # its cards: every card's players whole in the card's half of the sheet.
    names = long_names(4)
    schedule = tournament(4, 1).schedule
    cards = read_pages(four / "cards.pdf")
    assert len(cards) == len(schedule.rounds)  # a sheet a round: 2 games each
    for number, page in enumerate(cards, start=1):
        middle = page.width / 2
        halves = (
            column_text(page, 0, middle) + " " + column_text(page, middle, page.width)
        )
        for game in schedule.round(number).games:
            assert names[game.white - 1] in halves
            assert names[game.black - 1] in halves
    (page,) = read_pages(four / "standings.pdf")
    heads = {w.text: w.x0 for w in page.words()}
    text = column_text(page, heads["УЧАСНИК"] - 1, heads["РЕЙТ."] - 1)
    assert all(name in text for name in names)


LONG_EVENT = (
    "Відкритий чемпіонат Київської області з класичних шахів серед ветеранів,"
    " жінок та юнаків до 18 років, пам'яті майстра спорту Олександра"
    " Сокольського, фінальний турнір 2026"
)
"""171 characters: three lines at 5 pt beside a card's board box."""


@pytest.mark.parametrize("name", ["Чемпіонат області 2026", LONG_EVENT])
def test_every_card_prints_the_event_name_whole(event: Event, name: str) -> None:
    # The event's name wraps (and is set smaller) beside the board box; it is
    # never cut, so each card's half of the sheet holds it whole, once a card.
    folder = event(4)
    toml = folder / "event.toml"
    toml.write_text(
        toml.read_text(encoding="utf-8").replace("Чемпіонат області 2026", name),
        encoding="utf-8",
    )
    whole = 0
    for page in read_pages(render(folder, "cards")):
        middle = page.width / 2
        top = page.height * 0.05  # below the page's own header
        for left, right in ((0, middle), (middle, page.width)):
            box = page.within(left, top, right, page.height)
            whole += flat(box.text()).count(name)
    assert whole == len(list(tournament(4, 1).schedule.games()))


def test_every_rule_of_a_card_stays_inside_its_card(four: Path) -> None:
    # Only the cut lines run across the sheet; a card's own rules (under the
    # players, above the signatures) stop inside its half, clear of the cut.
    for page in read_pages(four / "cards.pdf"):
        middle = page.width / 2
        across = [e for e in page.edges if e.horizontal]
        cuts = {round(e.top) for e in across if e.width > middle}
        assert len(cuts) >= 1
        for edge in across:
            if round(edge.top) not in cuts and round(edge.bottom) not in cuts:
                assert edge.x1 <= middle or edge.x0 >= middle, edge

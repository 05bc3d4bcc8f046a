"""The command line in the user's language: chosen by the command's --lang,
else BERGER_LANG, else the locale, before Click parses anything; Click's own
messages and the help translated with berger's; English as it always was."""

from __future__ import annotations

import inspect
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from berger import messages
from berger.cli import cli, language
from berger.cli.language import Command, lang_option, speak_in_click, subcommand
from berger.messages import N_

LOCALE = ("BERGER_LANG", "LC_ALL", "LC_MESSAGES", "LANG")


def invoke(*args: str | Path, **environ: str) -> Result:
    """``berger`` with ``args`` and the locale variables ``environ`` (the
    others unset)."""
    env: dict[str, str | None] = dict.fromkeys(LOCALE)
    env.update(environ)
    return CliRunner().invoke(cli, [str(a) for a in args], env=env, prog_name="berger")


def error_line(result: Result, status: int) -> str:
    """The one error line of a run that failed with ``status`` (after Click's
    usage lines, for status 2)."""
    assert isinstance(result.exception, SystemExit), result.exc_info
    assert result.exit_code == status, result.output
    lines = result.stderr.splitlines()
    if status == 1:
        assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.output
    return lines[-1]


# -- which language --------------------------------------------------------------


def test_lang_counts_only_where_the_command_has_it() -> None:
    cards = cli.commands["cards"]
    plain = click.Command("plain", params=[click.Option(["--rating"])])
    assert lang_option(cards, ["cards", "x", "--lang", "uk"]) == "uk"
    assert lang_option(cards, ["cards", "--lang=ru", "x", "--lang", "uk"]) == "uk"
    assert lang_option(cards, ["cards", "x", "--", "--lang", "uk"]) is None
    assert lang_option(cards, ["cards", "x", "--lang"]) is None
    assert lang_option(plain, ["plain", "x", "--lang", "uk"]) is None
    assert lang_option(None, ["--lang", "uk"]) is None


def test_the_command_is_the_first_argument_that_is_no_option() -> None:
    assert subcommand(cli, ["-h", "cards", "x"]) is cli.commands["cards"]
    assert subcommand(cli, ["--version"]) is None
    assert subcommand(cli, ["nonesuch", "cards"]) is None
    assert subcommand(cli, ["--", "cards"]) is None
    # A group's command: the one its arguments run, else the group.
    keys = cli.commands["keys"]
    assert isinstance(keys, click.Group)
    assert subcommand(cli, ["keys", "add", "x"]) is keys.commands["add"]
    assert subcommand(cli, ["keys", "--help"]) is keys
    assert (
        lang_option(subcommand(cli, ["keys", "list", "--lang", "uk"]), ["--lang", "uk"])
        == "uk"
    )


def test_the_run_speaks_its_language_then_the_process_english_again() -> None:
    seen = []

    @click.command(cls=Command)
    @click.option("--lang")
    def probe(lang: str | None) -> None:
        seen.append(messages.language())

    cli.add_command(probe)
    try:
        invoke("probe", "--lang", "ru", BERGER_LANG="uk")
        invoke("probe", BERGER_LANG="uk")
        invoke("probe", LANG="ru_RU.UTF-8")
        invoke("probe", LC_ALL="C", LANG="ru_RU.UTF-8")
    finally:
        del cli.commands["probe"]
    assert seen == ["ru", "uk", "ru", "en"]
    assert messages.language() == "en"


# -- help ------------------------------------------------------------------------

HELP = {
    "en": (
        "Usage: berger cards [OPTIONS] EVENT",
        "-o, --output FILE",
        "Pairing cards with cut lines: a result slip per game, six per page; in",
        "Options:",
        "[required]",
        "Show this message and exit.",
    ),
    "uk": (
        "Використання: berger cards [OPTIONS] EVENT",
        "-o, --output FILE",  # the value's name as written, as Click's TEXT
        "Бланки результатів партій з лініями відрізу: бланк на партію, шість на",
        "Параметри:",
        "[обов’язковий]",
        "Показати цю довідку й вийти.",
    ),
    "ru": (
        "Использование: berger cards [OPTIONS] EVENT",
        "-o, --output FILE",
        "Бланки результатов партий с линиями отреза: бланк на партию, шесть на",
        "Параметры:",
        "[обязательный]",
        "Показать эту справку и выйти.",
    ),
}


@pytest.mark.parametrize("language", ["en", "uk", "ru"])
def test_a_command_s_help_in_each_language(language: str) -> None:
    by_option = invoke("cards", "--help", "--lang", language)
    by_variable = invoke("cards", "-h", BERGER_LANG=language)
    assert by_option.exit_code == by_variable.exit_code == 0
    assert by_option.stdout == by_variable.stdout
    for line in HELP[language]:
        assert line in by_option.stdout


@pytest.mark.parametrize(
    ("language", "lines"),
    [
        (
            "en",
            (
                "Usage: berger [OPTIONS] COMMAND [ARGS]...",
                "Show the version and exit.",
                "Commands:",
                "crosstable Crosstable: filled from the results, or --blank",
            ),
        ),
        (
            "uk",
            (
                "Використання: berger [OPTIONS] COMMAND [ARGS]...",
                "Показати версію й вийти.",
                "Команди:",
                "crosstable Турнірна таблиця: заповнена за результатами",
            ),
        ),
        (
            "ru",
            (
                "Использование: berger [OPTIONS] COMMAND [ARGS]...",
                "Показать версию и выйти.",
                "Команды:",
                "crosstable Турнирная таблица: заполненная по результатам",
            ),
        ),
    ],
)
def test_the_group_s_help_in_each_language(
    language: str, lines: tuple[str, ...]
) -> None:
    # The group has no --lang: the environment chooses.
    result = invoke("--help", LANG=f"{language}_UA.UTF-8")
    assert result.exit_code == 0
    text = " ".join(result.stdout.split())
    for line in lines:
        assert line in text


def helps(command: click.Command, path: str) -> Iterator[tuple[str, str]]:
    """Every help text of ``command`` and of the commands under it, as
    written: the command's own and each option's (Click adds ``--help``
    when it shows the help: its words are Click's), with where it is."""
    if command.help:
        yield path, inspect.cleandoc(command.help)
    for param in command.params:
        if isinstance(param, click.Option) and param.help:
            yield f"{path} {param.opts[-1]}", inspect.cleandoc(param.help)
    if isinstance(command, click.Group):
        for name, sub in sorted(command.commands.items()):
            yield from helps(sub, f"{path} {name}")


HELPS = dict(helps(cli, "berger"))
"""Every help text of berger's command line, by where it is."""
SAME_IN_BOTH: frozenset[str] = frozenset()
"""Help texts whose translation may be the English itself (none yet: a
text of codes or names only would be)."""
KEPT = re.compile(r"--[a-z][a-z-]*|\{[^}]*\}|\b(?:EVENT|FILE|NAME|YYYY-MM|N)\b")
"""What a translation keeps as written: options, placeholders, the values'
names (EVENT, FILE, NAME, YYYY-MM, N)."""


def test_the_walk_finds_every_command_and_option() -> None:
    assert len(HELPS) > 60
    assert "berger" in HELPS
    assert "berger init --ids" in HELPS
    assert "berger serve --arbiter-key-file" in HELPS
    assert "berger export --round" in HELPS
    assert HELPS["berger cards --lang"] == "Document and message language."


@pytest.mark.parametrize("language", ["uk", "ru"])
def test_every_command_and_option_has_its_help_translated(language: str) -> None:
    catalog = messages.catalog(language)
    problems = []
    for where, text in HELPS.items():
        translated = catalog.gettext(text)
        if not translated.strip() or (translated == text and text not in SAME_IN_BOTH):
            problems.append(f"{where}: not translated: {text!r}")
        elif sorted(KEPT.findall(translated)) != sorted(KEPT.findall(text)):
            problems.append(f"{where}: {text!r} -> {translated!r}")
    assert problems == []


@pytest.mark.parametrize("language", ["uk", "ru"])
def test_every_help_page_shows_its_texts_translated(language: str) -> None:
    # Through Click, as a user sees them: each command's page (wrapped, at
    # a space or a hyphen: compared without the white space).
    # A group's page (berger keys) has no option of its own; its commands'
    # pages (berger keys add) are walked too.
    catalog = messages.catalog(language)
    groups = {
        name: command
        for name, command in cli.commands.items()
        if isinstance(command, click.Group)
    }
    pages = ["", *sorted(cli.commands)]
    pages += [
        f"{name} {sub}" for name in sorted(groups) for sub in groups[name].commands
    ]
    for name in pages:
        where = f"berger {name}".strip()
        args = [*name.split(), "--help"]
        page = "".join(invoke(*args, BERGER_LANG=language).stdout.split())
        shown = [
            text
            for place, text in HELPS.items()
            if place == where or (place.rpartition(" ")[0] == where and " --" in place)
        ]
        assert len(shown) > 1 or name in groups, where
        for text in shown:
            assert "".join(catalog.gettext(text).split()) in page, (where, text)


def test_help_in_one_language_leaves_the_next_in_another() -> None:
    english = invoke("crosstable", "--help").stdout
    assert invoke("crosstable", "--help", "--lang", "uk").stdout != english
    assert invoke("crosstable", "--help", "--lang", "en").stdout == english
    assert "With --blank: the round and who has white in every empty cell." in (
        " ".join(english.split())
    )
    ukrainian = " ".join(invoke("crosstable", "-h", "--lang", "uk").stdout.split())
    assert "З --blank: у кожній порожній клітинці тур і хто грає білими." in ukrainian
    assert "Порожня таблиця, щоб заповнювати від руки." in ukrainian


# -- errors ----------------------------------------------------------------------


@pytest.fixture
def short_row(tmp_path: Path, samples: Path) -> Path:
    """Results whose second game row has one field where the header has four."""
    results = tmp_path / "results.csv"
    results.write_text("round,white,black,result\n1,1,8,1-0\n1\n", encoding="utf-8")
    return results


READ_ERRORS = {
    "en": "Error: {path}:3: the row has 1 field where the header has 4:"
    " is each field separated by ',' as in the header?",
    "uk": "Помилка: {path}:3: у рядку 1 поле, а в заголовку 4:"
    " чи кожне поле відокремлено знаком ',', як у заголовку?",
    "ru": "Ошибка: {path}:3: в строке 1 поле, а в заголовке 4:"
    " каждое ли поле отделено знаком ',', как в заголовке?",
}


@pytest.mark.parametrize("language", ["en", "uk", "ru"])
def test_a_file_error_in_each_language(
    language: str, samples: Path, short_row: Path
) -> None:
    event = samples / "club-championship"
    target = short_row.with_suffix(".pdf")
    result = invoke(
        "crosstable", event, "--results", short_row, "-o", target, "--lang", language
    )
    assert error_line(result, 1) == READ_ERRORS[language].format(path=short_row)
    assert not short_row.with_suffix(".pdf").exists()


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("en", "Error: {path}: the output must end in .pdf or .html"),
        (
            "uk",
            "Помилка: {path}: назва вихідного файлу має закінчуватися"
            " на .pdf або .html",
        ),
        (
            "ru",
            "Ошибка: {path}: имя выходного файла должно заканчиваться"
            " на .pdf или .html",
        ),
    ],
)
def test_an_output_error_in_each_language(
    language: str, line: str, samples: Path, tmp_path: Path
) -> None:
    target = tmp_path / "cards.txt"
    result = invoke(
        "cards", samples / "club-championship", "-o", target, BERGER_LANG=language
    )
    assert error_line(result, 1) == line.format(path=target)


@pytest.mark.parametrize(
    ("language", "usage", "line"),
    [
        ("en", "Usage: berger cards", "Error: Missing argument 'EVENT'."),
        ("uk", "Використання: berger cards", "Помилка: Бракує аргументу 'EVENT'."),
        ("ru", "Использование: berger cards", "Ошибка: Не хватает аргумента 'EVENT'."),
    ],
)
def test_click_s_usage_errors_in_each_language(
    language: str, usage: str, line: str
) -> None:
    result = invoke("cards", "-o", "x.pdf", "--lang", language)
    assert error_line(result, 2) == line
    assert result.stderr.startswith(usage)


@pytest.mark.parametrize(
    ("language", "line"),
    [
        (
            "en",
            "Error: Invalid value for '--paper': 'a5' is not one of 'a4', 'letter'.",
        ),
        (
            "uk",
            "Помилка: Неприпустиме значення '--paper':"
            " 'a5' — не одне з 'a4', 'letter'.",
        ),
        (
            "ru",
            "Ошибка: Недопустимое значение '--paper':"
            " 'a5' — не одно из 'a4', 'letter'.",
        ),
    ],
)
def test_a_bad_choice_in_each_language(language: str, line: str) -> None:
    result = invoke(
        "chart", "event", "-o", "x.pdf", "--paper", "a5", "--lang", language
    )
    assert error_line(result, 2) == line


def test_a_command_without_lang_refuses_it_in_the_environment_s_language() -> None:
    # A command of no options but --help: Click has nothing to suggest.
    @click.command(cls=Command)
    def probe() -> None:
        """Probe."""

    cli.add_command(probe)
    try:
        result = invoke("probe", "--lang", "uk", BERGER_LANG="ru")
    finally:
        del cli.commands["probe"]
    assert error_line(result, 2) == "Ошибка: Нет параметра '--lang'."


def test_click_s_suggestion_speaks_the_language_too() -> None:
    # berger init has no --language; whatever option Click suggests instead
    # (one that looks like it, or none), it suggests it in Russian.
    result = invoke("init", "folder", "--language", "uk", BERGER_LANG="ru")
    assert re.fullmatch(
        r"Ошибка: Нет параметра '--language'\."
        r"( Возможно, вы имели в виду '--[a-z-]+'\?"
        r"| \(Возможно, вы имели в виду одно из: '--[a-z-]+'(, '--[a-z-]+')*\?\))?",
        error_line(result, 2),
    )


def test_an_error_of_the_pure_core_in_each_language(tmp_path: Path) -> None:
    players = tmp_path / "players.csv"
    players.write_text("name\nAnna\nBoris\nVera\n", encoding="utf-8")
    lines = [
        error_line(invoke("chart", players, "-o", tmp_path / "c.pdf",
                          "--numbering", "varma", "--lang", language), 1)
        for language in ("en", "uk", "ru")
    ]  # fmt: skip
    assert lines == [
        f"Error: {players}: Varma tables cover 9 to 24 players, got 3",
        f"Помилка: {players}: таблиці Варми розраховані на 9–24 учасників, а їх 3",
        f"Ошибка: {players}: таблицы Вармы рассчитаны на 9–24 участников, а их 3",
    ]


def test_a_seed_drawn_is_told_in_the_language(samples: Path, tmp_path: Path) -> None:
    result = invoke(
        "chart", samples / "club-championship", "-o", tmp_path / "c.pdf",
        "--numbering", "random", "--lang", "uk",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith(
        "Номери учасників визначено жеребкуванням з ключем "
    )
    assert result.stdout == f"записано {tmp_path / 'c.pdf'}\n"


# -- Click's own -----------------------------------------------------------------


def test_click_looks_its_messages_up_in_berger_s_catalog() -> None:
    import click.core
    import click.exceptions

    speak_in_click()
    speak_in_click()
    assert click.core._ is messages._  # type: ignore[attr-defined]
    assert click.exceptions.ngettext is messages.ngettext  # type: ignore[attr-defined]


def test_a_help_text_is_marked_and_translated_when_shown() -> None:
    @click.command(
        cls=Command,
        help=N_("Crosstable: filled from the results, or --blank to fill in by hand."),
    )
    @click.option("--blank", help=N_("The empty grid to fill in by hand."))
    def probe(blank: str | None) -> None:
        """Not the help: ``help`` is."""

    messages.install("ru")
    try:
        text = " ".join(probe.get_help(click.Context(probe)).split())
    finally:
        messages.install("en")
    assert "Турнирная таблица: заполненная по результатам" in text
    assert "Пустая таблица, чтобы заполнять от руки." in text
    assert probe.help == (
        "Crosstable: filled from the results, or --blank to fill in by hand."
    )


UK_HELP_PROBE = """
import sys
from berger.cli import main
sys.argv = ["berger", "--help"]
try:
    main()
except SystemExit as exc:
    assert exc.code == 0, exc.code
print(sorted(m for m in sys.modules if m.split(".")[0] == "babel"), file=sys.stderr)
"""


def test_help_in_ukrainian_needs_no_babel() -> None:
    # The catalogs are read with the standard library's gettext; Babel is
    # only the tool that keeps and compiles them.
    env = {k: v for k, v in os.environ.items() if k not in LOCALE}
    done = subprocess.run(
        [sys.executable, "-c", UK_HELP_PROBE],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        env={**env, "LANG": "uk_UA.UTF-8"},
    )
    assert "Використання: berger" in done.stdout
    assert done.stderr.strip() == "[]"


def test_a_path_names_itself_in_the_language_of_the_run(tmp_path: Path) -> None:
    # Click names a path type where the option is defined, before the run
    # chooses its language; berger's names it where the message is made.
    @click.command(cls=Command)
    @click.option("-o", type=language.Path(dir_okay=False))
    @click.option("--lang")
    def probe(o: str, lang: str | None) -> None:
        """Probe."""

    cli.add_command(probe)
    try:
        lines = [
            error_line(invoke("probe", "-o", tmp_path, "--lang", code), 2)
            for code in ("en", "uk", "ru")
        ]
    finally:
        del cli.commands["probe"]
    assert lines == [
        f"Error: Invalid value for '-o': File '{tmp_path}' is a directory.",
        f"Помилка: Неприпустиме значення '-o': Файл '{tmp_path}' — це тека.",
        f"Ошибка: Недопустимое значение '-o': Файл '{tmp_path}' — это папка.",
    ]

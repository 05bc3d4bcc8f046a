"""Damaged files through the command line: every reader reads a damaged copy
of the samples' files or refuses it with one line, never a traceback.

Each sample's files (participants, results, ``event.toml``; the team
sample's teams and results CSVs; the group sample's files), and files made
from them (the event's workbook by ``berger workbook``, its TRF by ``berger
export --to trf``, a PGN of its games, a participants and a teams workbook,
a plain list of names), are damaged in each of the ways a file gets damaged:
bytes flipped, cut short, a line deleted or doubled, saved in another
encoding, its digits written as other characters Unicode counts as digits,
replaced by something that is no text; a workbook also inside its
zip archive (a part's compression method made unknown, its compressed data
corrupted, its XML broken, its sheets gone, a part dropped, a cell's value
spoiled). Each damaged copy goes through ``standings``, ``schedule`` or
``norms`` in-process, and a few surely refused ones through ``build``. The
run must end with exit status 0, 1 or 2 and no traceback; status 1 with
exactly one ``Error:`` line on stderr (beside the report of a seed drawn for
the pairing numbers, which comes before the error) and nothing on stdout;
and the folder must hold the same files, byte for byte, as before: inputs
unchanged, nothing written.

The cases are drawn from the seed :data:`SEED` (``BERGER_FUZZ_SEED`` to try
another); each case's id names the file, the damage, the case's own seed and
the command, and a failure prints them. ``BERGER_FUZZ_ROUNDS`` (default 2)
is how many cases each file and damage get.
"""

from __future__ import annotations

import csv
import io
import logging
import os
import random
import re
import shutil
import traceback
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from tests.conftest import SAMPLES, snapshot
from tests.formats.xlsx_parts import compressed_at, part, patched, with_part

from berger.cli import cli

SEED = int(os.environ.get("BERGER_FUZZ_SEED", "23"))
"""The seed every case is drawn from."""
ROUNDS = int(os.environ.get("BERGER_FUZZ_ROUNDS", "2"))
"""How many cases each file and damage get."""
COMMANDS = ("standings", "schedule", "norms", "ranks")
"""The commands the damaged files go through."""
SEED_NOTE = re.compile(
    r"(Group .+: d|D)rew .+ with seed \d+; pass (--group \S+ )?--seed \d+"
    r" to repeat (this draw|them)\."
)
"""The report of a seed drawn for the pairing numbers or the lots, which a
command prints before it reads the results (and so before an error)."""

Damage = Callable[[bytes, random.Random], bytes]


# -- damage to any file -------------------------------------------------------


def flipped(data: bytes, rng: random.Random) -> bytes:
    """One to eight bytes changed (one bit of each, or all of them)."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 8) if out else 0):
        at = rng.randrange(len(out))
        out[at] ^= 1 << rng.randrange(8) if rng.random() < 0.5 else rng.randrange(256)
    return bytes(out)


def cut_short(data: bytes, rng: random.Random) -> bytes:
    """The file cut anywhere (the disk filled, the copy stopped)."""
    return data[: rng.randrange(len(data))] if data else data


def line_deleted(data: bytes, rng: random.Random) -> bytes:
    """One line taken out."""
    lines = data.splitlines(keepends=True)
    if lines:
        del lines[rng.randrange(len(lines))]
    return b"".join(lines)


def line_doubled(data: bytes, rng: random.Random) -> bytes:
    """One line written twice."""
    lines = data.splitlines(keepends=True)
    if lines:
        at = rng.randrange(len(lines))
        lines.insert(at, lines[at])
    return b"".join(lines)


def reencoded(data: bytes, rng: random.Random) -> bytes:
    """The text saved again in another encoding (characters it lacks as ?)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1251", errors="replace")
    encoding = rng.choice(
        ["utf-16", "utf-16-be", "utf-32", "cp1251", "koi8-r", "cp866", "latin-1"]
    )
    return text.encode(encoding, errors="replace")


def not_text(data: bytes, rng: random.Random) -> bytes:
    """Something else in the file's place: random bytes, a NUL byte among the
    text, nothing at all, an image's header, a zip archive of the file."""
    kind = rng.randrange(5)
    if kind == 0:
        return rng.randbytes(rng.randint(1, 2000))
    if kind == 1:
        at = rng.randrange(len(data) + 1)
        return data[:at] + b"\x00" + data[at:]
    if kind == 2:
        return b""
    if kind == 3:
        return b"\x89PNG\r\n\x1a\n" + rng.randbytes(64)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("file", data)
    return out.getvalue()


def digits_garbled(data: bytes, rng: random.Random) -> bytes:
    """Digits written as other characters that Unicode counts as digits
    (superscript, circled, fullwidth, Arabic-Indic), saved as UTF-8."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1251", errors="replace")
    chars = list(text)
    digits = [at for at, char in enumerate(chars) if char in "0123456789"]
    for at in rng.sample(digits, min(len(digits), rng.randint(1, 3))):
        chars[at] = rng.choice("²³¹⁴①２٣")
    return "".join(chars).encode("utf-8")


TEXT_DAMAGE: tuple[Damage, ...] = (
    flipped,
    cut_short,
    line_deleted,
    line_doubled,
    reencoded,
    not_text,
    digits_garbled,
)
"""The ways a text file gets damaged."""


# -- damage inside a workbook's zip archive --------------------------------------


def names(data: bytes) -> list[str]:
    """The members of the zip archive ``data``."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return archive.namelist()


def sheets(data: bytes) -> list[str]:
    """The workbook's sheet parts."""
    return [n for n in names(data) if n.startswith("xl/worksheets/sheet")]


def unknown_method(data: bytes, rng: random.Random) -> bytes:
    """A part's compression method (in the zip directory) made one that
    zipfile does not know."""
    member = rng.choice(names(data))
    return patched(data, member, at=10, value=rng.choice([1, 6, 9, 97, 99]))


def corrupt_deflate(data: bytes, rng: random.Random) -> bytes:
    """A few bytes of a part's compressed data changed."""
    out = bytearray(data)
    start, size = compressed_at(data, rng.choice(names(data)))
    for _ in range(rng.randint(1, 4)):
        out[start + rng.randrange(size)] ^= rng.randrange(1, 256)
    return bytes(out)


def broken_xml(data: bytes, rng: random.Random) -> bytes:
    """A part's XML broken (the first sheet's, another sheet's or any other
    XML part's): cut, a tag misspelt, bytes of garbage in it."""
    member = rng.choice(
        [
            "xl/worksheets/sheet1.xml",
            rng.choice(sheets(data)),
            rng.choice([n for n in names(data) if n.endswith((".xml", ".rels"))]),
        ]
    )
    body = part(data, member)
    kind = rng.randrange(3)
    if kind == 0:
        body = body[: rng.randrange(len(body))]
    elif kind == 1:
        tags = [m.start() for m in re.finditer(rb"</", body)]
        at = rng.choice(tags)
        body = body[: at + 2] + b"x" + body[at + 2 :]
    else:
        at = rng.randrange(len(body))
        body = body[:at] + rng.randbytes(8) + body[at:]
    return with_part(data, member, body)


def no_sheets(data: bytes, rng: random.Random) -> bytes:
    """A workbook that lists no sheets, or whose sheets' parts are gone."""
    if rng.random() < 0.5:
        listed = part(data, "xl/workbook.xml")
        empty = re.sub(rb"<sheets>.*</sheets>", b"<sheets/>", listed, flags=re.S)
        return with_part(data, "xl/workbook.xml", empty)
    for member in sheets(data):
        data = with_part(data, member, None)
    return data


def part_dropped(data: bytes, rng: random.Random) -> bytes:
    """One part of the archive gone."""
    return with_part(data, rng.choice(names(data)), None)


def cell_spoiled(data: bytes, rng: random.Random) -> bytes:
    """A sheet's cells given values or attributes openpyxl cannot read: a
    number that is none, a cell reference that is none, a string looked up
    in a table of shared strings that is not there, a style that is not."""
    member = rng.choice(sheets(data))
    body = part(data, member)
    pattern, spoiled = rng.choice(
        [
            (rb"<v>[^<]*</v>", b"<v>x1</v>"),
            (rb'<c r="[A-Z]+', b'<c r="?'),
            (rb't="n"', b't="s"'),
            (rb'<row r="\d+"', b'<row r="x"'),
            (rb' s="\d+"', b' s="9999"'),
            (rb"<c ", b'<c t="d" '),
        ]
    )
    count = rng.randint(1, 3)
    return with_part(data, member, re.sub(pattern, spoiled, body, count=count))


ZIP_DAMAGE: tuple[Damage, ...] = (
    flipped,
    cut_short,
    not_text,
    unknown_method,
    corrupt_deflate,
    broken_xml,
    no_sheets,
    part_dropped,
    cell_spoiled,
)
"""The ways a workbook gets damaged."""


# -- the files and the cases -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Target:
    """A file to damage and how the command line is given it."""

    folder: str
    """The prepared folder that holds it (a sample's, or one made from it)."""
    file: str
    """The file, in that folder."""
    args: tuple[str, ...]
    """The command's arguments after its name: ``{folder}`` and ``{file}``
    stand for their paths."""


INDIVIDUAL = (
    "club-championship",
    "closed-norms",
    "draughts-cup",
    "open-varma",
    "weekly-league",
)
"""The samples of individual events: each file of theirs, their workbook
and their TRF are damaged."""


def targets() -> list[Target]:
    """Every file the cases damage."""
    found = []
    for sample in INDIVIDUAL:
        for name in ("players.csv", "results.csv", "event.toml"):
            found.append(Target(sample, name, ("{folder}",)))
        found.append(Target(sample, "event.xlsx", ("{folder}", "--results", "{file}")))
        found.append(Target(sample, "event.trf", ("{file}",)))
    club = "club-championship"
    found += [
        Target(club, "event.trf", ("{folder}", "--results", "{file}")),
        Target(club, "games.pgn", ("{folder}", "--results", "{file}")),
        Target(club, "players.xlsx", ("{file}",)),
        Target(club, "names.txt", ("{file}",)),
    ]
    for name in ("event.toml", "teams.csv", "results.csv"):
        found.append(Target("school-teams", name, ("{folder}",)))
    found.append(
        Target("school-teams", "event.xlsx", ("{folder}", "--results", "{file}"))
    )
    found.append(Target("school-teams-xlsx", "teams.xlsx", ("{folder}",)))
    for group in ("a", "b"):
        for name in (f"players-{group}.csv", f"results-{group}.csv"):
            found.append(Target("club-groups", name, ("{folder}",)))
    found.append(Target("club-groups", "event.toml", ("{folder}",)))
    # A play-off's results are read by the standings of its event.
    for name in ("players.csv", "results.csv", "event.toml", "playoff.csv"):
        found.append(Target("district-final", name, ("{folder}",)))
    # Draughts: micro-matches (a game column), the event's own table of
    # openings and a Lehmann-Georgiev play-off.
    for name in ("players.csv", "results.csv", "event.toml"):
        found.append(Target("draughts-micro", name, ("{folder}",)))
    for name in (
        "players.csv",
        "results.csv",
        "event.toml",
        "openings.csv",
        "playoff.csv",
    ):
        found.append(Target("international-draughts", name, ("{folder}",)))
    # Rank norms: each participant's rank read by the event's table.
    for name in ("players.csv", "results.csv", "event.toml"):
        found.append(Target("rank-norms", name, ("{folder}",)))
    # A club season: a game's own date (the date column), a game pending.
    for name in ("players.csv", "results.csv", "event.toml"):
        found.append(Target("club-season", name, ("{folder}",)))
    return found


@dataclass(frozen=True, slots=True)
class Case:
    """One damaged file through one command."""

    target: Target
    """The file."""
    damage: Damage
    """What is done to it."""
    seed: int
    """The seed of the damage."""
    command: str
    """The command it goes through."""

    @property
    def name(self) -> str:
        """The case, as its test's id and in a failure's message."""
        return (
            f"{self.target.folder}/{self.target.file}-{self.damage.__name__}"
            f"-{self.seed}-{self.command}"
        )


def cases() -> list[Case]:
    """Each file with each of its damages, :data:`ROUNDS` times, each
    through a command, all drawn from :data:`SEED`."""
    rng = random.Random(SEED)
    found = []
    for target in targets():
        zipped = target.file.endswith(".xlsx")
        for damage in ZIP_DAMAGE if zipped else TEXT_DAMAGE:
            for _ in range(ROUNDS):
                seed = rng.randrange(2**32)
                found.append(Case(target, damage, seed, rng.choice(COMMANDS)))
    return found


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The samples' folders with the files made from them, undamaged."""
    root = tmp_path_factory.mktemp("pristine")
    for source in SAMPLES.iterdir():
        shutil.copytree(source, root / source.name)
    for sample in INDIVIDUAL:
        folder = root / sample
        made(["workbook", folder, "-o", folder / "event.xlsx"])
        made(["export", folder, "--to", "trf", "-o", folder / "event.trf"])
    teams = root / "school-teams"
    made(["workbook", teams, "-o", teams / "event.xlsx"])
    club = root / "club-championship"
    (club / "games.pgn").write_text(pgn(club / "results.csv"), "utf-8")
    table = list(csv.reader(io.StringIO((club / "players.csv").read_text("utf-8"))))
    (club / "players.xlsx").write_bytes(workbook(table))
    (club / "names.txt").write_text("".join(row[0] + "\n" for row in table[1:]))
    # The team sample with its teams in a workbook instead of a CSV.
    own = root / "school-teams-xlsx"
    own.mkdir()
    toml = (teams / "event.toml").read_text("utf-8")
    (own / "event.toml").write_text(toml.replace("teams.csv", "teams.xlsx"), "utf-8")
    shutil.copy(teams / "results.csv", own)
    rows = csv.reader(io.StringIO((teams / "teams.csv").read_text("utf-8")))
    (own / "teams.xlsx").write_bytes(workbook(list(rows)))
    return root


def made(args: list[str | Path]) -> None:
    """Run a command that writes a file, which must succeed."""
    result = CliRunner().invoke(cli, [str(arg) for arg in args])
    assert result.exit_code == 0, result.output


def pgn(results: Path) -> str:
    """The games of a results CSV (with white's and black's names) as PGN."""
    games = []
    for row in csv.DictReader(io.StringIO(results.read_text("utf-8"))):
        result = "1/2-1/2" if row["result"] == "½-½" else row["result"] or "*"
        games.append(
            f'[Event "Club"]\n[Round "{row["round"]}"]\n[White "{row["white_name"]}"]\n'
            f'[Black "{row["black_name"]}"]\n[Result "{result}"]\n\n'
            f"1. e4 e5 2. Nf3 Nc6 {result}\n\n"
        )
    return "".join(games)


def workbook(rows: list[list[str]]) -> bytes:
    """A one-sheet workbook of ``rows`` (whole numbers as numbers), as
    openpyxl saves it."""
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    for row in rows:
        sheet.append([int(cell) if cell.isdigit() else cell for cell in row])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def damaged_copy(
    target: Target, damage: Damage, seed: int, pristine: Path, work: Path
) -> list[str]:
    """Copy ``target``'s folder into ``work``, damage the file there with
    ``damage`` seeded by ``seed``, and give the command's arguments."""
    folder = work / target.folder
    shutil.copytree(pristine / target.folder, folder)
    path = folder / target.file
    path.write_bytes(damage(path.read_bytes(), random.Random(seed)))
    return [arg.format(folder=folder, file=path) for arg in target.args]


def check(result: Result, case: str, before: dict[str, bytes], work: Path) -> None:
    """The run ended as it must (module docstring), the files in ``work``
    as they were ``before``; a failure names the ``case``."""
    crash = None if isinstance(result.exception, SystemExit) else result.exception
    told = f"case {case} (BERGER_FUZZ_SEED={SEED}), stderr:\n{result.stderr}"
    assert crash is None, told + "".join(traceback.format_exception(crash))
    assert result.exit_code in (0, 1, 2), told
    if result.exit_code == 1:
        lines = result.stderr.splitlines()
        errors = [line for line in lines if line.startswith("Error: ")]
        assert len(errors) == 1, told
        assert all(line in errors or SEED_NOTE.fullmatch(line) for line in lines), told
        assert result.stdout == "", told
    assert snapshot(work) == before, f"{told}\nthe files in the folder changed"


@pytest.mark.parametrize("case", cases(), ids=lambda case: case.name)
def test_a_damaged_file_is_read_or_refused_in_one_line(
    case: Case,
    pristine: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.chdir(tmp_path)  # nothing may be written here either
    args = damaged_copy(case.target, case.damage, case.seed, pristine, tmp_path)
    before = snapshot(tmp_path)
    result = CliRunner().invoke(cli, [case.command, *args])
    check(result, case.name, before, tmp_path)
    # A library's log (python-chess logs each error it meets) would be more
    # lines on stderr; the suite captures logs, so they are looked for here.
    logged = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert logged == [], f"case {case.name}: logged {logged}"


def halved(data: bytes, rng: random.Random) -> bytes:
    """The first half of the file."""
    return data[: len(data) // 2]


def binary(data: bytes, rng: random.Random) -> bytes:
    """Bytes that are no text."""
    return bytes(range(256))


def utf16(data: bytes, rng: random.Random) -> bytes:
    """The text saved as UTF-16."""
    return data.decode("utf-8").encode("utf-16")


def schedule_method(data: bytes, rng: random.Random) -> bytes:
    """The schedule sheet's part compressed by an unknown method."""
    return patched(data, "xl/worksheets/sheet3.xml", at=10, value=99)


def first_sheet_broken(data: bytes, rng: random.Random) -> bytes:
    """The first sheet's XML with a tag misspelt."""
    body = part(data, "xl/worksheets/sheet1.xml")
    return with_part(
        data, "xl/worksheets/sheet1.xml", body.replace(b"</row>", b"</rox>")
    )


REFUSED: tuple[tuple[Target, Damage], ...] = (
    (
        Target("club-championship", "event.xlsx", ("{folder}", "--results", "{file}")),
        halved,
    ),
    (
        Target("club-championship", "event.xlsx", ("{folder}", "--results", "{file}")),
        schedule_method,
    ),
    (Target("club-championship", "players.csv", ("{folder}",)), binary),
    (
        Target("club-championship", "games.pgn", ("{folder}", "--results", "{file}")),
        binary,
    ),
    (Target("school-teams", "event.xlsx", ("{folder}", "--results", "{file}")), halved),
    (Target("school-teams-xlsx", "teams.xlsx", ("{folder}",)), first_sheet_broken),
    # the first group's file: a build of groups makes each group's pack in
    # turn, and a failure in a later group leaves the packs it completed
    (Target("club-groups", "results-a.csv", ("{folder}",)), utf16),
)
"""Damaged files that are surely refused, each before anything is made."""


@pytest.mark.parametrize(
    ("target", "damage"),
    REFUSED,
    ids=[
        f"{target.folder}/{target.file}-{damage.__name__}" for target, damage in REFUSED
    ],
)
def test_build_of_a_damaged_file_writes_nothing(
    target: Target, damage: Damage, pristine: Path, tmp_path: Path
) -> None:
    args = damaged_copy(target, damage, 0, pristine, tmp_path)
    before = snapshot(tmp_path)
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["build", *args, "-o", str(out)])
    check(
        result,
        f"build {target.folder}/{target.file}-{damage.__name__}",
        before,
        tmp_path,
    )
    assert result.exit_code == 1, result.output
    assert not out.exists()


def test_every_sample_file_is_damaged() -> None:
    damaged = {(t.folder, t.file) for t in targets()}
    for sample in SAMPLES.iterdir():
        for path in sample.iterdir():
            assert (sample.name, path.name) in damaged, path

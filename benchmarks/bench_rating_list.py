"""FIDE's full rating list, 1.2 million players, read for the 10 FIDE ids of
an event: the combined TXT list (``players_list_foa.txt``, fixed columns),
the same zipped as FIDE's download is, and the combined XML list.

Timed: :func:`~berger.formats.exchange.rating_list.read_rating_list` over the file
(limits: under 10 s, under 200 MB). The baseline, measured in the same run
on the same file, is reading its lines and doing nothing with them; the ratio
to it says what finding the players costs whatever the machine.
"""

from __future__ import annotations

import tempfile
import zipfile
from collections.abc import Iterator
from functools import partial
from pathlib import Path

from run import Row, median_seconds, peak_mb

from berger.formats.exchange.fide_list import RatingKind
from berger.formats.exchange.rating_list import read_rating_list

ROWS = 1_200_000
HEADER = (
    "ID Number      Name                                                         "
    "Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK"
    " B-day Flag"
)
"""The combined TXT list's first line, as FIDE writes it."""


def _fields(k: int) -> tuple[str, str, int, int]:
    """Player ``k``'s id, name, standard and rapid rating."""
    return str(1_000_000 + 7 * k), f"Player{k:07d}, Given", 1400 + k % 1300, k % 2100


def txt_lines() -> Iterator[str]:
    """The combined TXT list, line by line (CR LF)."""
    yield HEADER + "\r\n"
    for k in range(ROWS):
        fide_id, name, std, rapid = _fields(k)
        yield (
            f"{fide_id:<15}{name:<61}{'UKR':<4}{'M':<4}{'':<5}{'':<5}{'':<15}"
            f"{'':<4}{std:<6}{'0':<4}{'20':<3}{rapid or '':<6}{'0':<4}{'20':<3}"
            f"{'':<6}{'':<4}{'':<3}{1950 + k % 60:<6}{'i' if k % 5 else '':<4}\r\n"
        )


def xml_lines() -> Iterator[str]:
    """The combined XML list, player by player."""
    yield "<playerslist>\n"
    for k in range(ROWS):
        fide_id, name, std, rapid = _fields(k)
        yield (
            f"<player>\n<fideid>{fide_id}</fideid>\n<name>{name}</name>\n"
            "<country>UKR</country>\n<sex>M</sex>\n<title></title>\n"
            "<w_title></w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n"
            f"<rating>{std}</rating>\n<games>0</games>\n<k>20</k>\n"
            f"<rapid_rating>{rapid}</rapid_rating>\n<rapid_games>0</rapid_games>\n"
            "<rapid_k>20</rapid_k>\n<blitz_rating>0</blitz_rating>\n"
            "<blitz_games>0</blitz_games>\n<blitz_k>0</blitz_k>\n"
            f"<birthday>{1950 + k % 60}</birthday>\n<flag></flag>\n</player>\n"
        )
    yield "</playerslist>\n"


def write(path: Path, lines: Iterator[str]) -> Path:
    """The lines into ``path``, UTF-8, in large writes."""
    with path.open("w", encoding="utf-8", newline="") as handle:
        batch: list[str] = []
        for line in lines:
            batch.append(line)
            if len(batch) >= 50_000:
                handle.write("".join(batch))
                batch.clear()
        handle.write("".join(batch))
    return path


def read_lines(path: Path) -> int:
    """The baseline: every line of the file read, nothing done with it."""
    count = 0
    with path.open(encoding="utf-8", newline=None) as handle:
        for _ in handle:
            count += 1
    return count


WANTED = [_fields(k)[0] for k in range(0, ROWS, ROWS // 10)]
"""An event's 10 FIDE ids, spread over the list (the last near its end)."""


def run() -> list[Row]:
    """The baseline, then the TXT list plain and zipped, and the XML list."""
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as folder:
        txt = write(Path(folder) / "players_list_foa.txt", txt_lines())
        packed = Path(folder) / "players_list.zip"
        with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
            z.write(txt, "players_list_foa.txt")
        baseline = median_seconds(partial(read_lines, txt), runs=3)
        rows.append((f"read {ROWS:,} lines (baseline)", baseline, None, ""))
        cases = [("TXT", txt), ("TXT zipped", packed)]
        for name, path in cases:
            job = partial(read_rating_list, path, WANTED, RatingKind.STANDARD)
            assert len(job().players) == len(WANTED)
            seconds = median_seconds(job, runs=3)
            case = (
                f"rating list {name}, {ROWS:,} rows: {seconds / baseline:.2f}x baseline"
            )
            rows.append((case, seconds, peak_mb(job), "< 10 s, < 200 MB"))
        txt.unlink()
        packed.unlink()
        xml = write(Path(folder) / "players_list_xml_foa.xml", xml_lines())
        job = partial(read_rating_list, xml, WANTED, RatingKind.STANDARD)
        assert len(job().players) == len(WANTED)
        seconds = median_seconds(job, runs=3)
        case = f"rating list XML, {ROWS:,} players: {seconds / baseline:.2f}x baseline"
        rows.append((case, seconds, peak_mb(job), "< 10 s, < 200 MB"))
    return rows


if __name__ == "__main__":
    for row in run():
        print(row)

"""A workbook made by hand, part by part, so that every byte (and so every
column an XML error is found at) is known whatever the version of openpyxl;
and the means to damage a zip archive where it matters: a field of a
member's entry in the zip directory, a member's compressed bytes."""

from __future__ import annotations

import io
import struct
import zipfile

CONTENT_TYPES = (
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels"'
    ' ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" ContentType="application/'
    'vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/'
    'vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    "</Types>"
)
RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PACKAGE = "http://schemas.openxmlformats.org/package/2006/relationships"
MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
WORKBOOK = (
    f'<workbook xmlns="{MAIN}" xmlns:r="{RELS}"><sheets>'
    '<sheet name="Players" sheetId="1" r:id="rId1"/></sheets></workbook>'
)


def row(number: int, name: str, rating: str) -> str:
    """A sheet row: the name as text in A, the rating as a number in B."""
    return (
        f'<row r="{number}"><c r="A{number}" t="inlineStr"><is><t>{name}</t></is></c>'
        f'<c r="B{number}" t="n"><v>{rating}</v></c></row>'
    )


def sheet(*rows: str, last: int = 3) -> str:
    """A worksheet holding ``rows``, its dimension A1:B``last``."""
    header = (
        '<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c>'
        '<c r="B1" t="inlineStr"><is><t>rating</t></is></c></row>'
    )
    return (
        f'<worksheet xmlns="{MAIN}"><dimension ref="A1:B{last}"/>'
        f"<sheetData>{header}{''.join(rows)}</sheetData></worksheet>"
    )


SHEET = sheet(row(2, "Alice", "2100"), row(3, "Bob", "2050"))


def parts(**changed: str | None) -> dict[str, str]:
    """The parts of a one-sheet workbook; a keyword (its path, ``/`` and
    ``.`` written ``_``) replaces a part's text, or drops the part (None)."""
    found: dict[str, str | None] = {
        "[Content_Types].xml": CONTENT_TYPES,
        "_rels/.rels": (
            f'<Relationships xmlns="{PACKAGE}"><Relationship Id="rId1"'
            f' Type="{RELS}/officeDocument" Target="xl/workbook.xml"/>'
            "</Relationships>"
        ),
        "xl/workbook.xml": WORKBOOK,
        "xl/_rels/workbook.xml.rels": (
            f'<Relationships xmlns="{PACKAGE}"><Relationship Id="rId1"'
            f' Type="{RELS}/worksheet" Target="worksheets/sheet1.xml"/>'
            "</Relationships>"
        ),
        "xl/worksheets/sheet1.xml": SHEET,
    }
    for key, text in changed.items():
        name = next(n for n in found if n.replace("/", "_").replace(".", "_") == key)
        found[name] = text
    return {name: text for name, text in found.items() if text is not None}


def zipped(members: dict[str, str], *, stored: tuple[str, ...] = ()) -> bytes:
    """The zip archive of ``members``, deflated (``stored`` ones stored)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, text in members.items():
            method = zipfile.ZIP_STORED if name in stored else zipfile.ZIP_DEFLATED
            archive.writestr(name, text.encode("utf-8"), compress_type=method)
    return out.getvalue()


def patched(data: bytes, name: str, *, at: int, value: int) -> bytes:
    """``data`` with the 2-byte field at offset ``at`` of the central
    directory's entry for ``name`` set to ``value`` (8: the flags, 10: the
    compression method)."""
    out = bytearray(data)
    entry = out.find(b"PK\x01\x02")
    while entry >= 0:
        length = struct.unpack_from("<H", out, entry + 28)[0]
        if out[entry + 46 : entry + 46 + length] == name.encode():
            struct.pack_into("<H", out, entry + at, value)
            return bytes(out)
        entry = out.find(b"PK\x01\x02", entry + 4)
    raise AssertionError(f"no {name} in the archive")


def compressed_at(data: bytes, name: str) -> tuple[int, int]:
    """Where the compressed bytes of the member ``name`` start, and how many."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        info = archive.getinfo(name)
    name_length, extra = struct.unpack_from("<HH", data, info.header_offset + 26)
    return info.header_offset + 30 + name_length + extra, info.compress_size


def part(data: bytes, name: str) -> bytes:
    """The member ``name`` of the zip archive ``data``, unpacked."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return archive.read(name)


def with_part(data: bytes, name: str, body: bytes | None) -> bytes:
    """The zip archive ``data`` with its member ``name`` made ``body`` (None:
    dropped), the other members as they were, all deflated."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        for info in source.infolist():
            content = source.read(info) if info.filename != name else body
            if content is not None:
                target.writestr(info.filename, content)
    return out.getvalue()

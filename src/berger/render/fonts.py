"""The advance widths of the bundled fonts (``templates/fonts``), read once,
so that the layout can tell how many lines a name takes before printing it.

fontTools (WeasyPrint's own font library) is imported on first use only.
"""

from __future__ import annotations

from functools import cache

from berger.render import templates_dir

FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSansCondensed.ttf",
    (True, True): "DejaVuSansCondensed-Bold.ttf",
}
"""The bundled faces by (bold, condensed), as ``css/fonts.css`` loads them."""


@cache
def advances(bold: bool, condensed: bool) -> tuple[dict[str, float], float]:
    """Advance widths in em of every character of the face that has one, and
    the widest of them (for characters the face lacks).

    >>> widths, widest = advances(False, False)
    >>> widths["0"], widths["■"], widths[" "]
    (0.63623046875, 0.94482421875, 0.31787109375)
    """
    from fontTools.ttLib import TTFont

    with TTFont(templates_dir() / "fonts" / FILES[bold, condensed], lazy=True) as font:
        em = font["head"].unitsPerEm
        metrics = font["hmtx"].metrics
        widths = {
            chr(code): metrics[glyph][0] / em
            for code, glyph in font.getBestCmap().items()
            if code < 0x2800
        }
    return widths, max(widths.values())

"""The QR code of the event's site address, for the papers on the wall and
the hall screen: an inline SVG drawn by segno (pure Python), nothing fetched,
sized by the page's CSS."""

from __future__ import annotations

from functools import cache

from markupsafe import Markup


@cache
def qr_svg(url: str, size: str | None = None) -> Markup:
    """``url`` as a QR code: an ``<svg class="qr-code">`` of square modules,
    black on white with the quiet zone of four modules, error correction M
    (15 % of it may be covered or soiled). Its size is the page's CSS, or
    ``size`` (a CSS length) as its width and height: attributes, which a
    page whose Content-Security-Policy refuses inline styles still obeys.

    >>> 'class="qr-code"' in qr_svg("https://example.org/")
    True
    """
    import segno

    code = segno.make(url, error="m", micro=False, boost_error=False)
    svg = code.svg_inline(
        scale=1,
        border=4,
        dark="#000",
        light="#fff",
        omitsize=True,
        svgclass="qr-code",
        lineclass=None,
        title=url,
    )
    if size is not None:
        svg = svg.replace("<svg ", f'<svg width="{size}" height="{size}" ', 1)
    return Markup(svg)  # segno escapes the url in the title


def qr_data_url(url: str) -> str:
    """``url`` as a QR code in a ``data:`` URL: an SVG image of its own (for
    an ``<img>``, which a page's script may set without markup), black on
    white with the quiet zone of four modules, error correction M, 8 px a
    module.

    >>> qr_data_url("https://example.org/").startswith("data:image/svg+xml;")
    True
    """
    import segno

    code = segno.make(url, error="m", micro=False, boost_error=False)
    return str(
        code.svg_data_uri(scale=8, border=4, dark="#000", light="#fff", title=url)
    )

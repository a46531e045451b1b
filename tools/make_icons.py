"""Draw the book's home-screen icons from its favicon (book/_assets/favicon.svg).

    .venv/bin/python tools/make_icons.py

Writes book/_offline/static/icons/icon-192.png, icon-512.png (the favicon's
rounded green square and white spade) and icon-maskable-512.png (the green
to the edges, the spade inside the central 80 % a phone's mask keeps). The
files are committed; run this only to change them. Pillow draws them, with
matplotlib's copy of DejaVu Sans for the spade (both are the book's
dependencies already), so the result does not depend on the fonts installed.
"""

from __future__ import annotations

from pathlib import Path

import matplotlib
from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "book" / "_offline" / "static" / "icons"
#: The favicon's green.
GREEN = "#1f5f3f"
SPADE = "\N{BLACK SPADE SUIT}"
FONT = Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf"


def icon(size: int, *, maskable: bool = False) -> Image.Image:
    """A ``size`` x ``size`` RGBA icon: the spade on the favicon's green.

    As the favicon (a 64-unit square, corners of radius 10, the spade 40
    units high), or, ``maskable``, green to the edges with the spade at 70 %
    of that size, inside the safe zone.
    """
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if maskable:
        draw.rectangle((0, 0, size, size), fill=GREEN)
        glyph = round(size * 40 / 64 * 0.7)
    else:
        draw.rounded_rectangle((0, 0, size - 1, size - 1), size * 10 / 64, fill=GREEN)
        glyph = round(size * 40 / 64)
    font = ImageFont.truetype(str(FONT), glyph * 1.3)
    draw.text((size / 2, size / 2), SPADE, font=font, fill="white", anchor="mm")
    return image


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    icon(192).save(OUT / "icon-192.png", optimize=True)
    icon(512).save(OUT / "icon-512.png", optimize=True)
    icon(512, maskable=True).save(OUT / "icon-maskable-512.png", optimize=True)


if __name__ == "__main__":
    main()

"""The text of each page of a PDF that Qt wrote (QPdfWriter, QPrinter), read back with
its ToUnicode maps: no PDF library is a dependency. Enough for Qt's own output (plain
objects, Flate streams, one `<hex> Tj` a glyph), not for PDFs in general."""

from __future__ import annotations

import re
import zlib
from pathlib import Path

_OBJECT = re.compile(rb"(\d+) 0 obj\s*(.*?)endobj", re.S)
_STREAM = re.compile(rb"stream\r?\n(.*?)\r?\nendstream", re.S)
_REF = rb"(\d+) 0 R"


def _stream(body: bytes) -> bytes:
    found = _STREAM.search(body)
    if found is None:
        return b""
    data = found.group(1)
    return zlib.decompress(data) if b"/FlateDecode" in body[: found.start()] else data


def _cmap(data: bytes) -> dict[int, str]:
    """A ToUnicode map: bfchar pairs, and bfranges given as a start or as an array."""
    codes: dict[int, str] = {}

    def char(hex_text: bytes) -> str:
        return bytes.fromhex(hex_text.decode()).decode("utf-16-be")

    for block in re.findall(rb"beginbfchar(.*?)endbfchar", data, re.S):
        for code, value in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            codes[int(code, 16)] = char(value)
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", data, re.S):
        for low, high, rest in re.findall(
            rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)", block
        ):
            first, last = int(low, 16), int(high, 16)
            if rest.startswith(b"["):
                values = re.findall(rb"<([0-9A-Fa-f]+)>", rest)
                for offset, value in enumerate(values):
                    codes[first + offset] = char(value)
            else:
                start = int(rest.strip(b"<>"), 16)
                for offset in range(last - first + 1):
                    codes[first + offset] = chr(start + offset)
    return codes


def pdf_pages(path: Path) -> list[str]:
    """Each page's text, glyphs in drawing order; tabs and runs of spaces made one
    space (Qt maps a space glyph to a tab)."""
    data = path.read_bytes()
    objects = {int(n): body for n, body in _OBJECT.findall(data)}
    pages = []
    for body in objects.values():
        if not re.search(rb"/Type\s*/Page\b(?!s)", body):
            continue
        fonts: dict[bytes, dict[int, str]] = {}
        resources = body
        found = re.search(rb"/Resources\s+" + _REF, body)
        if found:
            resources = objects[int(found.group(1))]
        font_dict = re.search(rb"/Font\s*<<(.*?)>>", resources, re.S)
        for name, ref in re.findall(rb"/(\w+)\s+" + _REF, font_dict.group(1) if font_dict else b""):
            font = objects[int(ref)]
            unicode = re.search(rb"/ToUnicode\s+" + _REF, font)
            if unicode is None:  # a Type0 font: the map is on it or its descendant
                descendants = re.search(rb"/DescendantFonts\s*\[\s*" + _REF, font)
                if descendants:
                    unicode = re.search(rb"/ToUnicode\s+" + _REF, objects[int(descendants[1])])
            fonts[name] = _cmap(_stream(objects[int(unicode.group(1))])) if unicode else {}
        contents = re.search(rb"/Contents\s+" + _REF, body)
        stream = _stream(objects[int(contents.group(1))]) if contents else b""
        text, codes = [], fonts.get(next(iter(fonts), b""), {})
        for token in re.finditer(rb"/(\w+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]+)>\s*Tj", stream):
            if token.group(1):
                codes = fonts.get(token.group(1), {})
                continue
            hex_text = token.group(2)
            for at in range(0, len(hex_text), 4):
                text.append(codes.get(int(hex_text[at : at + 4], 16), "?"))
        pages.append(re.sub(r"\s+", " ", "".join(text)))
    return pages

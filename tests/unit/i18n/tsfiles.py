"""The translation files and what the checks of issue 32 read in them: lupdate's run over
the screens' sources, the messages of a .ts, the pseudo-language made from them."""

from __future__ import annotations

import dataclasses
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("de", "it")
# English: only the plural forms ("%n kill(s)": "1 kill", "2 kills"), lupdate -pluralonly.
ENGLISH = "en"
SOURCES = ROOT / "app" / "demloc" / "ui"
BIN = Path(sys.executable).parent
# How the committed .ts are made (translations/README.md says the same command).
LUPDATE_OPTIONS = ("-extensions", "py", "-locations", "none", "-no-obsolete", "-silent")
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*\}|%n|%L?\d")


@dataclasses.dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type: "" (finished), "unfinished", "vanished", "obsolete"
    translations: tuple[str, ...]  # one, or each plural form

    @property
    def key(self) -> tuple[str, str, str, bool]:
        return (self.context, self.source, self.comment, self.numerus)

    @property
    def where(self) -> str:
        return f"{self.context}: {self.source!r}"


def lupdate(ts: Path, plural_only: bool = False) -> None:
    """Update `ts` (made if missing) from the screens' sources, as the committed ones are."""
    options = (*LUPDATE_OPTIONS, "-pluralonly") if plural_only else LUPDATE_OPTIONS
    subprocess.run(
        [str(BIN / "pyside6-lupdate"), *options, str(SOURCES), "-ts", str(ts)],
        check=True,
        capture_output=True,
    )


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [str(BIN / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
        check=True,
        capture_output=True,
    )


def messages(ts: Path) -> list[Message]:
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{ts.name}: a message with no translation element"
            forms = translation.findall("numerusform")
            texts = tuple(f.text or "" for f in forms) if forms else (translation.text or "",)
            found.append(
                Message(
                    name,
                    message.findtext("source", ""),
                    message.findtext("comment", ""),
                    message.get("numerus") == "yes",
                    translation.get("type", ""),
                    texts,
                )
            )
    return found


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


# What stays as it is in a pseudo-translation: placeholders, tags, entities, mnemonics.
_KEEP = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*\}|%n|%L?\d|<[^>]*>|&[a-z]+;|&&|&(?=\w)")
_ACCENTS = str.maketrans("AOUaoueEiIcnsy", "ÄÖÜäöüëËïÏçñšÿ")
OPEN, CLOSE = "⟦", "⟧"


def pseudo(text: str) -> str:
    """`text` in the pseudo-language: accented, 30% longer, between ⟦ and ⟧ (a menu
    entry's keys after its tab stay outside)."""
    head, tab, tail = text.partition("\t")
    parts, last = [], 0
    for kept in _KEEP.finditer(head):
        parts += [head[last : kept.start()].translate(_ACCENTS), kept.group()]
        last = kept.end()
    parts.append(head[last:].translate(_ACCENTS))
    padding = "~" * max(1, round(len(head) * 0.3) - 2)
    return f"{OPEN}{''.join(parts)} {padding}{CLOSE}{tab}{tail}"


def pseudo_ts(ts: Path) -> None:
    """Fill every message of `ts` (fresh from lupdate) with its pseudo-translation."""
    tree = ET.parse(ts)
    tree.getroot().set("language", "en")
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        text = pseudo(message.findtext("source", ""))
        if message.get("numerus") == "yes":
            translation.text = None
            for form in translation.findall("numerusform"):
                translation.remove(form)
            for _ in range(2):
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = text
    tree.write(ts, encoding="utf-8", xml_declaration=True)


_PLURAL_MARK = re.compile(r"\((s|ies)\)")


def english_forms(source: str) -> tuple[str, str]:
    """ "%n kill(s)": ("%n kill", "%n kills"); "%n mercenary(ies)": ("%n mercenary", "%n
    mercenaries")."""
    singular = _PLURAL_MARK.sub("", source)
    plural = _PLURAL_MARK.sub(lambda m: "s" if m.group(1) == "s" else "\0", source)
    plural = re.sub(r"\bdies\b", "dice", re.sub(r"y\0", "ies", plural))  # a die, two dice
    return singular, plural


def english_plurals(ts: Path) -> None:
    """Fill `ts`'s plural messages in English from their "(s)" or "y(ies)" (english_forms;
    a plural written otherwise is left for a person)."""
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        source = message.findtext("source", "")
        translation = message.find("translation")
        if (
            translation is None
            or not _PLURAL_MARK.search(source)
            or translation.get("type") != "unfinished"
        ):
            continue
        translation.attrib.pop("type")
        for form, text in zip(
            translation.findall("numerusform"), english_forms(source), strict=True
        ):
            form.text = text
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def english_qm(folder: Path) -> Path:
    """demloc_en.qm built from the committed demloc_en.ts into `folder`."""
    qm = folder / "demloc_en.qm"
    lrelease(TRANSLATIONS / "demloc_en.ts", qm)
    return qm


def update_all() -> None:
    """The committed .ts from the sources now: German and Italian whole, English's plural
    forms filled from their "(s)" (the translators fill the rest)."""
    for language in LANGUAGES:
        lupdate(TRANSLATIONS / f"demloc_{language}.ts")
    english = TRANSLATIONS / f"demloc_{ENGLISH}.ts"
    lupdate(english, plural_only=True)
    english_plurals(english)


if __name__ == "__main__":
    update_all()

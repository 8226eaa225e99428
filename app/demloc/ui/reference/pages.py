"""The reference's pages as the browser shows them (issue 15): a section in Markdown
with its cross-references and rulings linked, a ruling, a ranked search, the contents.
No widget here: text in, text out (the PDF prints the same section pages)."""

from __future__ import annotations

import dataclasses
import html
import re

from PySide6.QtCore import QT_TRANSLATE_NOOP

from demloc.reference.rulings import Ruling
from demloc.reference.search import Index, marked
from demloc.reference.text import Reference, Section
from demloc.ui.counts import Counts
from demloc.ui.i18n import translate
from demloc.ui.reference.links import section_url

CROSS = re.compile(r"§(\d+(?:\.\d+){0,3})")
RULING = re.compile(r"\[(R-\d+)\](?!\()")
HIT = ('<span style="background-color:#ffd400; color:#000000;">', "</span>")


@dataclasses.dataclass(frozen=True)
class Page:
    title: str  # the window's and the history's words for it
    text: str
    markdown: bool  # else HTML


# Shown through translate, only where a translation says it (contents_markdown).
IN_ENGLISH = str(
    QT_TRANSLATE_NOOP(
        "reference.pages",
        "The rules below stay in English in every language of the app: their words go with "
        "the rulebook's section numbers.",
    )
)


def link_markdown(text: str, known: set[str]) -> str:
    """A section's Markdown with each `§7.2.1` that names a section and each `[R-34]`
    made a link."""

    def cross(match: re.Match[str]) -> str:
        number = match.group(1)
        return f"[§{number}]({section_url(number)})" if number in known else match.group()

    return RULING.sub(r"[\1](ruling:\1)", CROSS.sub(cross, text))


def parent_of(reference: Reference, section: Section) -> Section | None:
    number = section.number.rpartition(".")[0]
    while number:
        try:
            return reference.section(number)
        except KeyError:
            number = number.rpartition(".")[0]
    return None


def children_of(reference: Reference, section: Section) -> list[Section]:
    return [s for s in reference.sections
            if parent_of(reference, s) == section]  # fmt: skip


def section_markdown(reference: Reference, section: Section, nav: bool = True) -> str:
    """The section's page: where it stands, its text, its sub-sections, the next one."""
    known = set(reference.numbers())
    lines: list[str] = []
    parent = parent_of(reference, section)
    if nav and parent is not None:
        lines.append(f"*In [§{parent.number} {parent.title}]({section_url(parent.number)})*\n")
    lines.append(f"{'#' * min(section.depth, 3)} {section.number} {section.title}\n")
    lines.append(link_markdown(section.text, known))
    children = children_of(reference, section)
    if nav and children:
        lines.append("\n**" + translate("reference.pages", "In this section:") + "**\n")
        lines += [f"- [§{c.number} {c.title}]({section_url(c.number)})" for c in children]
    if nav:
        numbers = reference.numbers()
        at = numbers.index(section.number)
        steps = []
        if at > 0:
            before = reference.sections[at - 1]
            steps.append(
                translate("reference.pages", "Previous: {section}").format(
                    section=f"[§{before.number} {before.title}]({section_url(before.number)})"
                )
            )
        if at + 1 < len(numbers):
            after = reference.sections[at + 1]
            steps.append(
                translate("reference.pages", "Next: {section}").format(
                    section=f"[§{after.number} {after.title}]({section_url(after.number)})"
                )
            )
        if steps:
            lines.append("\n---\n\n" + " · ".join(steps))
    return "\n".join(lines) + "\n"


def section_page(reference: Reference, number: str) -> Page:
    section = reference.section(number)
    return Page(f"§{section.number} {section.title}", section_markdown(reference, section), True)


def ruling_page(reference: Reference, rulings: dict[str, Ruling], number: str) -> Page:
    ruling = rulings.get(number)
    citing = [s for s in reference.sections if number in s.rulings]
    cited = "".join(f"- [§{s.number} {s.title}]({section_url(s.number)})\n" for s in citing)
    cited_in = translate("reference.pages", "Cited in:")
    where = f"\n**{cited_in}**\n\n{cited}" if cited else ""
    if ruling is None:
        kept = translate(
            "reference.pages",
            "This ruling is kept in RULINGS.md, which this installation does not hold.",
        )
        return Page(number, f"# {number}\n\n{kept}\n{where}", True)
    known = set(reference.numbers())
    sections = ", ".join(
        f"[§{n}]({section_url(n)})" if n in known else n
        for n in (p.strip() for p in ruling.sections.split(","))
    )
    return Page(
        f"{number} {ruling.question}",
        f"# {number} · {ruling.question}\n\n*"
        + translate(
            "reference.pages",
            "A ruling of the DemLoc Companion team (RULINGS.md), on {sections}: where the "
            "rulebook is unclear, the app does this.",
        ).format(sections=sections)
        + f"*\n\n{ruling.text}\n{where}",
        True,
    )


def _plain(snippet: str) -> str:
    """A snippet without its Markdown marks: bold stars, backticks, table bars, list dashes."""
    text = snippet.replace("**", "").replace("`", "").replace("|", " ")
    return " ".join(re.sub(r"(^|\s)[-#]+(?=\s)", " ", text).split())


def search_page(index: Index, words: str) -> Page:
    hits = index.search(words, limit=len(index.reference.sections))
    title = translate("reference.pages", "Search: {words}").format(words=words)
    if index.problem:  # a damaged synonyms file: the search goes on without them
        title = translate("reference.pages", "{search} (without synonyms: {problem})").format(
            search=title, problem=index.problem
        )
    if not hits:
        body = translate(
            "reference.pages",
            "<h2>No section holds “{words}”</h2><p>Try fewer words, or another word for the "
            "same thing.</p>",
        ).format(words=html.escape(words))
        return Page(title, body, False)
    rows = "".join(
        f'<p><a href="{section_url(h.section.number)}"><b>§{h.section.number} '
        f"{html.escape(h.section.title)}</b></a><br>"
        f"{marked(html.escape(_plain(h.snippet)), *HIT)}</p>"
        for h in hits
    )
    found = Counts().sections(len(hits))
    slips = index.slips(words)  # a misspelt word, said as it was read
    if slips:
        read = "; ".join(
            translate("reference.pages", "“{word}” as {close}").format(
                word=html.escape(w),
                close=translate("reference.pages", " or ").join(html.escape(c) for c in close),
            )
            for w, close in slips.items()
        )
        rows = (
            "<p><i>"
            + translate("reference.pages", "Read {words}.").format(words=read)
            + "</i></p>"
            + rows
        )
    escaped = html.escape(words)
    if not hits[0].complete:  # the sections with the most of the words
        heading = translate(
            "reference.pages",
            "No section holds every word of “{words}”: {found} hold some of them, the most first",
        ).format(words=escaped, found=found)
        return Page(title, f"<h2>{heading}</h2>{rows}", False)
    heading = translate("reference.pages", "{found} hold “{words}”, best first").format(
        found=found, words=escaped
    )
    return Page(title, f"<h2>{heading}</h2>{rows}", False)


def contents_markdown(reference: Reference) -> str:
    lines = [
        "# " + translate("reference.pages", "Rules reference") + "\n",
        translate(
            "reference.pages",
            "The whole game in our own words, with the rulebook's section numbers. Where the "
            "rulebook is unclear, a ruling of the team decides, linked as [R-n].",
        )
        + "\n",
    ]
    # Said only where the app speaks another language: the rules themselves stay English
    # (issue 32, R-227).
    english = translate("reference.pages", IN_ENGLISH)
    if english != IN_ENGLISH:
        lines.append(f"*{english}*\n")
    for section in reference.sections:
        indent = "  " * (section.depth - 1)
        lines.append(
            f"{indent}- [§{section.number} {section.title}]({section_url(section.number)})"
        )
    return "\n".join(lines) + "\n"

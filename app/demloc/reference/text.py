"""The rules reference's chapters (`resources/rules/chNN.md`, issue 15) read into their
numbered sections.

A chapter file starts with `# N Title`; each numbered section is a heading whose depth
follows its number (`## 7.2 ...`, `### 7.2.1 ...`, `#### 7.3.2.1 ...`), and its text runs
to the next heading. A file that breaks this is refused with its name, line and what is
wrong, never guessed at."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from demloc import datafile
from demloc.datafile import DataFileError
from demloc.paths import resources_dir

MAX_BYTES = 512 * 1024
HEADING = re.compile(r"^(#{1,4}) (\d+(?:\.\d+){0,3}) (\S.*)$")
RULING = re.compile(r"\[(R-\d+)\]")


class ReferenceFileError(DataFileError):
    """A chapter file that cannot be read: names the file and the line."""


@dataclasses.dataclass(frozen=True)
class Section:
    number: str  # "7.2.1"
    title: str
    text: str  # the section's own words (Markdown), without its heading
    source: str  # the chapter file's name

    @property
    def depth(self) -> int:
        return self.number.count(".") + 1

    @property
    def chapter(self) -> str:
        return self.number.split(".")[0]

    @property
    def rulings(self) -> tuple[str, ...]:
        """The RULINGS.md entries the section cites, in order, each once."""
        return tuple(dict.fromkeys(RULING.findall(self.text)))


def parse_chapter(text: str, source: str) -> list[Section]:
    sections: list[Section] = []
    number = title = ""
    lines: list[str] = []
    for index, line in enumerate(text.splitlines(), start=1):
        if line.startswith("#"):
            match = HEADING.match(line)
            if match is None:
                raise ReferenceFileError(source, [
                    f"line {index}: a heading is '#' marks, a section number and "
                    "a title, e.g. '## 7.2 Strategic phase'"
                ])  # fmt: skip
            marks, found, name = match.groups()
            if len(marks) != found.count(".") + 1:
                raise ReferenceFileError(source, [
                    f"line {index}: section {found} takes {found.count('.') + 1} "
                    f"'#', not {len(marks)}"
                ])  # fmt: skip
            if number:
                sections.append(Section(number, title, "\n".join(lines).strip(), source))
            number, title, lines = found, name.strip(), []
        elif not number:
            if line.strip():
                raise ReferenceFileError(source, [f"line {index}: text before the first heading"])
        else:
            lines.append(line)
    if number:
        sections.append(Section(number, title, "\n".join(lines).strip(), source))
    if not sections:
        raise ReferenceFileError(source, ["no section heading"])
    return sections


@dataclasses.dataclass(frozen=True)
class Reference:
    sections: tuple[Section, ...]

    def section(self, number: str) -> Section:
        for section in self.sections:
            if section.number == number:
                return section
        raise KeyError(f"no section {number} in the rules reference")

    def numbers(self) -> list[str]:
        return [s.number for s in self.sections]


def reference_dir() -> Path:
    return resources_dir() / "rules"


def load_reference(folder: Path | None = None) -> Reference:
    """Every chapter file of `folder` in chapter order; a number used twice is refused."""
    folder = folder or reference_dir()
    sections: list[Section] = []
    for path in sorted(folder.glob("ch*.md")):
        text = datafile.read(path, MAX_BYTES, ReferenceFileError)
        sections += parse_chapter(text, path.name)
    seen: set[str] = set()
    for section in sections:
        if section.number in seen:
            raise ReferenceFileError(section.source, [f"section {section.number} twice"])
        seen.add(section.number)
    return Reference(tuple(sections))

"""RULINGS.md read into its rulings, so the reference can show the one a section cites
(`[R-34]`, issue 15). Each ruling is a heading `## R-N · sections · question` and its
text runs to the next heading. A missing or damaged file gives no rulings, never an
error: the reference still reads, and says where the ruling is kept."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from demloc.paths import resources_dir

HEADING = re.compile(r"^## (R-\d+) · ([^·]*) · (.+)$")
MAX_BYTES = 2 * 1024 * 1024


@dataclasses.dataclass(frozen=True)
class Ruling:
    number: str  # "R-34"
    sections: str  # "7, 7.2.1"
    question: str
    text: str  # Markdown


def parse_rulings(text: str) -> dict[str, Ruling]:
    rulings: dict[str, Ruling] = {}
    head: tuple[str, str, str] | None = None
    lines: list[str] = []

    def close() -> None:
        if head is not None:
            rulings[head[0]] = Ruling(*head, "\n".join(lines).strip())

    for line in text.splitlines():
        match = HEADING.match(line)
        if match is not None:
            close()
            number, sections, question = match.groups()
            head, lines = (number, sections.strip(), question.strip()), []
        elif line.startswith("## ") or line.startswith("# "):
            close()
            head, lines = None, []
        elif head is not None:
            lines.append(line)
    close()
    return rulings


def rulings_path() -> Path:
    """RULINGS.md: in the wheel beside the resources, in a checkout at its top."""
    inside = resources_dir() / "RULINGS.md"
    return inside if inside.is_file() else resources_dir().parent / "RULINGS.md"


def load_rulings(path: Path | None = None) -> dict[str, Ruling]:
    path = path or rulings_path()
    try:
        if path.stat().st_size > MAX_BYTES:
            return {}
        return parse_rulings(path.read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return {}

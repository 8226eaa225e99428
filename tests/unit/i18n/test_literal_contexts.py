"""pyside6-lupdate reads a translate() call's context only when it is written out: one
given by a name is recorded under no context, so the text is never translated (R-225;
the welcome's menu entries stayed English in the pseudo-language run)."""

from __future__ import annotations

import re
from pathlib import Path

import demloc.ui

# translate(NAME, "a text"): a written text under a context given by a name. (A text
# given by a name, marked where it is written with QT_TRANSLATE_NOOP, may be looked up so.)
CALL = re.compile(r"(?<![.\w])translate\((?!\s*[\"'])[^,()]*,\s*[\"']")


def test_every_translate_call_names_its_context_as_a_string_r225() -> None:
    found = []
    for path in sorted(Path(demloc.ui.__file__).parent.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for match in CALL.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            call = text[match.start() : text.find("\n", match.start())]
            found.append(f"{path.name}:{line}: {call.strip()}")
    allowed = {"i18n.py"}  # the function itself
    assert [f for f in found if f.split(":")[0] not in allowed] == []

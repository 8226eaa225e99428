"""Every text a screen shows goes through Qt's translator (issue 32).

Inside a QObject subclass write `self.tr("text")` (plural: `self.tr("%n cards", "", n)`);
anywhere else `translate("context", "text")`, the context being the module's dotted name
under `ui` (e.g. "guild.ledger"). `pyside6-lupdate` finds both forms by their names, so
never rename or alias them. A plural (`%n`) only through `self.tr`: lupdate records
`translate(context, text, None, n)` as a plural only when n is a literal number (a module
function says its counts through ui/counts.py's Counts, R-246). Write English plurals as
"%n card(s)": translations/demloc_en.ts says "1 card", "2 cards".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The text in the language chosen, or the text itself when it has no translation."""
    return QCoreApplication.translate(context, text, disambiguation, n)

"""The counted words of the screens' module functions (R-225, R-246): Qt's plural forms
need `self.tr(text, "", n)` inside a class, the only form pyside6-lupdate records as a
plural with a count known when the screen runs (`translate(context, text, None, n)` is
recorded only for a number written in the source). A function that is not a QObject's
method says its count through `Counts()`; translations/demloc_en.ts gives the English
forms ("%n page(s)": "1 page", "2 pages"). Each text is filled by `.format` where it has
`{name}` placeholders beside the count."""

from __future__ import annotations

from PySide6.QtCore import QObject


class Counts(QObject):
    """One method a counted phrase; the context translators see is "Counts"."""

    def pages_of(self, n: int) -> str:
        """'6 pages of {paper}' (board/export.py: the PDF's pages)."""
        return self.tr("%n page(s) of {paper}", "", n)

    def killed(self, kind: str, n: int) -> str:
        """A kill counter's kind (6.4.2): '1 mercenary', '2 followers'; a kind the app
        does not know is said as it comes."""
        if kind == "mercenary":
            return self.tr("%n mercenary(ies)", "", n)
        if kind == "follower":
            return self.tr("%n follower(s)", "", n)
        if kind == "daemon":
            return self.tr("%n daemon(s)", "", n)
        return f"{n} {kind}"

    def actions(self, n: int) -> str:
        """A past mission's actions (tracker/replay.py)."""
        return self.tr("%n action(s)", "", n)

    def more_characters(self, n: int) -> str:
        """A reinforcement's characters (tracker/notices.py, 6.4.2)."""
        return self.tr("%n more character(s)", "", n)

    def armour_broken(self, n: int) -> str:
        """Table mode's news of a hit (tracker/table_mode.py)."""
        return self.tr("%n armour token(s) broken ({now}/{limit})", "", n)

    def hearts_broken(self, n: int) -> str:
        return self.tr("%n heart(s) broken ({now}/{limit})", "", n)

    def deed(self, deed: str, n: int) -> str:
        """A mercenary's deeds this mission (resolution/words.py, R-104); 0 is a count."""
        if deed == "kills":
            return self.tr("%n kill(s)", "", n)
        if deed == "missions":
            return self.tr("%n mission(s) survived", "", n)
        if deed == "objectives":
            return self.tr("%n objective(s)", "", n)
        return f"{n} {deed}"

    def items(self, n: int) -> str:
        """Item cards a guild takes home (resolution/words.py, report_rows.py)."""
        return self.tr("%n item(s)", "", n)

    def log_heading(self, n: int) -> str:
        """The printed report's log heading (resolution/report_rows.py)."""
        return self.tr("The log (%n line(s))", "", n)

    def sections(self, n: int) -> str:
        """The rules reference's search results (reference/pages.py)."""
        return self.tr("%n section(s)", "", n)

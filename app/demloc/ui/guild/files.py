"""The Guild view's files: the roster printed, the guild exported, a guild file
imported after its plan is shown and confirmed (R-158, R-174). A mixin of GuildView
(view.py), which gives the sessions, the shown guild, the message line and the
histories; export and import are imported where they run (issue 16)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QGuiApplication, QUndoStack
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLabel, QLineEdit, QMessageBox, QWidget

from demloc import textio
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import Session, Sessions
from demloc.store import guilds as services
from demloc.store.errors import StoreError
from demloc.ui.files import remember_folder, save_file_name, start_folder, suggested
from demloc.ui.guild.lock import locked_text, mission_of
from demloc.ui.i18n import translate
from demloc.ui.plaintext import ask

if TYPE_CHECKING:
    from demloc.store.import_plan import ImportPlan

GUILD_FILES = "DemLoc guilds (*.json)"
ROSTER_FILES = "PDF (*.pdf);;PNG (*.png)"
PLAN_LINES, PLAN_TAKES = 12, 6  # an import question's changes and takings shown at most
DIALOG_WIDTH = 640  # a question's widest, in px: its text wraps, its buttons stay in view
# An import that empties a guild is done when asked for by its name (RULINGS.md R-158).
EMPTY_LABEL = str(
    QT_TRANSLATE_NOOP("guild.files", "To empty it, type the guild's name as it is here:")
)


class GuildFiles(QWidget):
    # Given by GuildView (view.py).
    sessions: Sessions
    catalog: Catalog
    rules: GuildRules
    guild_name: str
    message: QLabel
    # GuildView's methods (annotations, not an `if TYPE_CHECKING:` block: pyside6-lupdate
    # loses the class of every self.tr after one, R-225).
    stack_for: Callable[[str], QUndoStack]
    show_guild: Callable[[str], None]

    def write_roster(self, path: Path) -> bool:
        """Write the roster; a busy or damaged database or a failed write: said."""
        from demloc.ui.roster import roster_pdf, roster_png

        try:
            with self.sessions.begin() as session:
                guild = services.find_guild(session, self.guild_name)
                rows, title = (
                    services.roster(session, guild, self.catalog),
                    self.tr("{guild}: guild box check").format(guild=guild.name),
                )
            (roster_pdf if path.suffix.lower() == ".pdf" else roster_png)(path, title, rows)
        except (OSError, StoreError) as error:
            self.message.setText(self.tr("Not written: {error}").format(error=error))
            return False
        self.message.setText(self.tr("Wrote the roster to {path}").format(path=path))
        return True

    def _no_guild(self) -> bool:
        """No guild shown (none made yet): said, for an action on the guild to stop."""
        if self.guild_name:
            return False
        self.message.setText(
            self.tr(
                "No guild yet: File > Add a player… makes a new player's account and guild "
                "from their code card (6.2), New guild… another guild of a player."
            )
        )
        return True

    def _roster_dialog(self) -> None:
        if self._no_guild():
            return
        # The suffix is added before the overwrite question (save_file_name).
        suggestion = suggested(self.tr("{guild} roster").format(guild=self.guild_name), ".pdf")
        path = save_file_name(self, self.tr("Roster"), suggestion, ROSTER_FILES)
        if path is not None:
            self.write_roster(path)

    def export_to(self, path: Path) -> bool:
        """Export the shown guild; a busy or damaged database or a failed write: said."""
        from demloc.store.guild_file import dumps, export_guild

        try:
            with self.sessions.begin() as session:
                guild = services.find_guild(session, self.guild_name)
                text = dumps(export_guild(session, guild))
            textio.write_atomic(path, text)
        except (OSError, StoreError) as error:
            self.message.setText(self.tr("Not exported: {error}").format(error=error))
            return False
        self.message.setText(
            self.tr("Exported {guild} to {path}").format(guild=self.guild_name, path=path)
        )
        return True

    def _export_dialog(self) -> None:
        if self._no_guild():
            return
        path = save_file_name(self, self.tr("Export the guild"),
                              suggested(self.guild_name, ".json"), GUILD_FILES)  # fmt: skip
        if path is not None:
            self.export_to(path)

    def import_from(
        self,
        path: Path,
        confirm: Callable[[str], bool] | None = None,
        ask_name: Callable[[str, str], str | None] | None = None,
        ask_empty: Callable[[str], str | None] | None = None,
    ) -> bool:
        """Check the file, show what changes (`confirm`; None: the screen's question),
        then import it. A different
        guild of the file's name here: `ask_name(why, suggestion)` names the new one
        (None: not imported). An update that empties the guild (RULINGS.md R-158) is
        done only when `ask_empty(why)` gives back the guild's name here."""
        try:
            data = read_guild_file(path)
        except (OSError, ValueError) as error:
            self.message.setText(self.tr("Not imported: {error}").format(error=error))
            return False
        return self.import_data(data, str(path), confirm, ask_name, ask_empty)

    def import_data(
        self,
        data: object,
        source: str,
        confirm: Callable[[str], bool] | None = None,
        ask_name: Callable[[str, str], str | None] | None = None,
        ask_empty: Callable[[str], str | None] | None = None,
        check: Callable[[Session], None] | None = None,
    ) -> bool:
        """A guild file's JSON (`source` names where it came from) imported as
        `import_from` imports a file; `check` first, in the plan's transaction (the
        results of a table, R-195): its refusal is said, nothing is changed."""
        from demloc.store.guild_import import ImportNameTakenError, apply_import
        from demloc.store.row_history import forget

        ask_name = ask_name or self._ask_name
        ask_empty = ask_empty or self._ask_empty
        as_name: str | None = None
        try:
            while True:
                try:
                    plan = self._plan(data, source, as_name, check)
                    break
                except ImportNameTakenError as taken:
                    as_name = ask_name(str(taken), f"{taken.name} (2)")
                    if not as_name:
                        self.message.setText(self.tr("Not imported: {error}").format(error=taken))
                        return False
            at_table = self._import_at_table(plan)
            if at_table:
                self.message.setText(
                    self.tr("Not imported: {guild}: {why}").format(
                        guild=plan.name, why=locked_text(at_table)
                    )
                )
                return False
            # Asked outside any transaction: no lock is held while the player reads.
            if not (confirm(plan.describe()) if confirm else self._confirm_import(plan)):
                self.message.setText(
                    self.tr("Not imported: {source}: nothing was changed").format(source=source)
                )
                return False
            typed = ask_empty(self.tr("This import empties {guild}: {what}.").format(
                guild=plan.here, what=plan.empties)) if plan.empties else None  # fmt: skip
            refusal = plan.refusal(confirmed=True, empty=typed)
            if refusal:
                self.message.setText(self.tr("Not imported: {error}").format(error=refusal))
                return False
            with self.sessions.begin() as session:
                apply_import(session, plan)
                forget(session, services.find_guild(session, plan.name).id, "guild")
        except (OSError, ValueError) as error:
            self.message.setText(self.tr("Not imported: {error}").format(error=error))
            return False
        # An import is not undone (export first to keep a copy): that guild's history
        # ends here, in the database too; the other guilds keep theirs.
        self.stack_for(plan.name).clear()
        self.show_guild(plan.name)
        self.message.setText(self.tr("Imported {guild}").format(guild=plan.name))
        return True

    def _confirm_import(self, plan: ImportPlan) -> bool:
        """The plan, and "Import it?": No is the default when it takes members, items,
        wealth or history (R-158, R-174), so that Enter alone never takes anything. A
        long plan (a full guild wiped lists some 70 changes) shows its head and what it
        takes, the whole in the question's details: Yes and No stay on the screen."""
        no, yes = QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes
        text, whole = plan.describe(), ""
        if len(plan.changes) > PLAN_LINES:
            whole, more = text, len(plan.changes) - PLAN_LINES
            takes = plan.removes[:PLAN_TAKES] + (
                (self.tr("and {count} more").format(count=len(plan.removes) - PLAN_TAKES),)
                if len(plan.removes) > PLAN_TAKES else ()
            )  # fmt: skip
            text = "\n".join([
                text.split("\n", 1)[0], *(f"- {c}" for c in plan.changes[:PLAN_LINES]),
                self.tr("… and {count} more changes (Show Details…)").format(count=more),
                self.tr("It empties {guild}: {what}.").format(guild=plan.here, what=plan.empties)
                if plan.empties else
                self.tr("It takes from {guild}: {what}.").format(guild=plan.here,
                                                                 what="; ".join(takes))
                if plan.removes else "",
            ]).rstrip()  # fmt: skip
        default = no if plan.removes or plan.empties else yes
        question = self.tr("{plan}\n\nImport it?").format(plan=text)
        return ask(self, self.tr("Guild"), question, yes | no, default, whole) == yes

    def guild_uuid(self) -> str:
        """The shown guild's identity ("" when none is shown or it cannot be read)."""
        try:
            with self.sessions.begin() as session:
                return services.find_guild(session, self.guild_name).uuid or ""
        except StoreError:
            return ""

    def guild_file(self) -> dict[str, Any]:
        """The shown guild as a guild file holds it (to bring to a table, R-195)."""
        from demloc.store.results_home import guild_to_bring

        with self.sessions.begin() as session:
            return guild_to_bring(session, self.guild_name)

    def _join_dialog(self) -> None:
        from demloc.ui.join_table import JoinTableDialog

        if self._no_guild():  # the guild is what a player brings
            return
        dialog = JoinTableDialog(self)  # type: ignore[arg-type]  # a GuildView's mixin
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _import_at_table(self, plan: ImportPlan) -> str:
        """The mission the guild an import would update is at the table in, or "": a
        file never changes a guild in a mission (6.4); the store refuses it too."""
        if plan.new or plan.target_id is None:
            return ""
        with self.sessions.begin() as session:
            return mission_of(session, plan.target_id)

    def _plan(
        self,
        data: object,
        source: str,
        as_name: str | None,
        check: Callable[[Session], None] | None = None,
    ) -> ImportPlan:
        from demloc.store.guild_import import plan_import

        with self.sessions.begin() as session:
            if check is not None:
                check(session)
            return plan_import(session, data, self.catalog, self.rules, source, as_name)

    def name_dialog(self, why: str, suggestion: str, label: str = "") -> QInputDialog:
        """The dialog that asks a name for an imported guild (or the name of the guild
        an import empties, `label`); `why` names guilds, so its label is plain text
        (QInputDialog.getText would read it as HTML)."""
        dialog = QInputDialog(self)
        label = label or self.tr("Name of the guild to import:")
        dialog.setWindowTitle(self.tr("Import a guild"))
        dialog.setInputMode(QInputDialog.InputMode.TextInput)
        dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
        # A file's path breaks after each folder: the text wraps within the screen,
        # OK and Cancel on it (issue 26: 1392 px wide on a 1024x700 screen).
        why = why.replace(" (guild import --as NAME)", "")  # the command's hint: not here
        wrappable = re.sub(r"([/\\])", "\\1\u200b", why)
        dialog.setLabelText(f"{wrappable}\n\n{label}")
        for shown in dialog.findChildren(QLabel):
            shown.setTextFormat(Qt.TextFormat.PlainText)
            shown.setWordWrap(True)
        screen = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        dialog.setMaximumWidth(min(DIALOG_WIDTH, screen.width() - 40))
        dialog.setTextValue(suggestion)
        return dialog

    def _ask_name(self, why: str, suggestion: str) -> str | None:
        return self._ask_text(self.name_dialog(why, suggestion))

    def _ask_empty(self, why: str) -> str | None:
        return self._ask_text(self.name_dialog(why, "", translate("guild.files", EMPTY_LABEL)))

    @staticmethod
    def _ask_text(dialog: QInputDialog) -> str | None:
        ok = dialog.exec() == QInputDialog.DialogCode.Accepted
        name = dialog.textValue()
        dialog.deleteLater()
        return name if ok and name.strip() else None

    def _import_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import a guild"), str(start_folder()),
                                              GUILD_FILES)  # fmt: skip
        if name:
            remember_folder(Path(name))
            self.import_from(Path(name))


def read_guild_file(path: Path) -> object:
    """A guild file's JSON through the one reading layer (textio: size, depth, numbers,
    UTF-8, a folder where the file belongs); its failure is the import's refusal, with
    the file named."""
    from demloc.store.guild_file import read_guild_file
    from demloc.store.guild_file_check import ImportRefusedError

    try:
        return read_guild_file(path)
    except textio.InputError as error:
        raise ImportRefusedError(
            translate("guild.files", "the guild file cannot be read: {error}").format(error=error)
        ) from None

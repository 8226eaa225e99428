"""The Guild view at a real table (issue 26, item 12): the import dialog fits the
screen; files start in the last folder (else the documents) with the guild's name; the
City Gate takes a code typed with spaces; each tab's message stays on its tab; an
upgrade asks with its cost and what the next level gives; empty lists say why; the
history survives a restart."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from demloc.ui.guild import GuildView

SHOTS = Path("/tmp/shots26")


def test_the_import_name_dialog_fits_the_screen_with_its_buttons(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    """A guild file whose name is taken here, from a deep folder: the question wraps."""
    folder = tmp_path / "a friend's table" / "guilds exported on Saturday" / "to be imported"
    folder.mkdir(parents=True)
    path = folder / "the-red-lantern-from-my-friend-with-a-long-name.json"
    assert view.export_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["guild"]["uuid"] = str(uuid.uuid4())  # another guild of the same name
    path.write_text(json.dumps(data), encoding="utf-8")
    asked: list[str] = []
    view.import_from(path, lambda _t: False, lambda why, _s: asked.append(why) or None)
    assert asked and str(path) in asked[0]
    dialog = view.name_dialog(asked[0], "x (2)")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = QApplication.primaryScreen().availableGeometry()
    assert dialog.width() <= screen.width() - 40
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    right = buttons.mapTo(dialog, buttons.rect().topRight()).x()
    assert right <= dialog.width()
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / "import-name.png"))

"""The City Gate tab: what was typed for one account goes when another guild is shown;
account names are shown as typed."""

from __future__ import annotations

from PySide6.QtCore import Qt

from demloc.store.starter import STARTER_GUILD
from demloc.ui.guild import GuildView
from support.guild_tabs import on


def test_another_guild_clears_what_was_typed(view: GuildView) -> None:
    gate = on(view.gate)
    gate.code.setText("ROG1-TYPED")
    gate.custom.setPlainText("[set]\nid = 'half'")
    gate.form.set_values({"name": "Half typed"})
    assert view.create_guild("The Salt Brothers", "yellow", "Second Player")
    assert gate.code.text() == "" and gate.custom.toPlainText() == ""
    assert gate.form.values()["name"] == ""
    gate.code.setText("SECOND-PLAYER")
    view.picker.setCurrentText(STARTER_GUILD)
    assert gate.code.text() == ""


def test_an_account_name_is_shown_as_typed(view: GuildView) -> None:
    assert view.create_guild("<i>Salt</i>", "yellow", "<b>Second</b> Player")
    assert on(view.gate).owned.textFormat() == Qt.TextFormat.PlainText
    assert on(view.gate).owned.text().startswith("<b>Second</b> Player owns: no set")
    assert view.message.textFormat() == Qt.TextFormat.PlainText

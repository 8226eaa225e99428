"""The Guild view at a real table (issue 26, item 12): the import dialog fits the
screen; files start in the last folder (else the documents) with the guild's name; the
City Gate takes a code typed with spaces; each tab's message stays on its tab; an
upgrade asks with its cost and what the next level gives; empty lists say why; the
history survives a restart."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from demloc.ui.guild import GuildView
from support.guild_tabs import on
from support.shots import save_shot


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
    assert "--as" not in dialog.labelText()  # the command line's hint, not the dialog's
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = QApplication.primaryScreen().availableGeometry()
    assert dialog.width() <= screen.width() - 40
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    right = buttons.mapTo(dialog, buttons.rect().topRight()).x()
    assert right <= dialog.width()
    save_shot(dialog, "shots26", "import-name.png")


def test_roster_and_export_suggest_the_guilds_name_in_the_documents_then_the_last_folder(
    view: GuildView, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from demloc.ui import files
    from demloc.ui.guild import files as view_module

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(files, "_last_folder", [])
    monkeypatch.setattr(files.QStandardPaths, "writableLocation", lambda _where: str(documents))
    started: list[str] = []

    def chosen(_parent: object, _title: str, folder: str, _filters: str) -> Path:
        started.append(folder)
        path = tmp_path / "kept" / Path(folder).name
        files.remember_folder(path)  # as the real dialog does
        return path

    monkeypatch.setattr(view_module, "save_file_name", chosen)
    monkeypatch.setattr(view, "write_roster", lambda _path: True)
    monkeypatch.setattr(view, "export_to", lambda _path: True)
    view._roster_dialog()
    assert started[-1] == str(documents / f"{view.guild_name} roster.pdf")
    (tmp_path / "kept").mkdir()
    view._export_dialog()
    assert started[-1] == str(tmp_path / "kept" / f"{view.guild_name}.json")
    assert files.suggested('a/b:c*"?', ".png").endswith("a-b-c.png")


def _unredeemed(view: GuildView) -> str:
    from demloc.store.guilds import find_guild

    with view.sessions.begin() as session:
        owned = {r.set_id for r in find_guild(session, view.guild_name).account.redeemed_sets}
    return next(s.redeem_code for s in view.catalog.sets if s.id not in owned)


def test_a_code_typed_with_spaces_or_in_lower_case_is_redeemed(view: GuildView) -> None:
    """6.2 City Gate: the code as a player reads it off the card."""
    assert view.create_guild("The Second", "blue", "Another player")  # owns no set yet
    code = _unredeemed(view)
    typed = code.lower().replace("-", " ")
    on(view.gate).code.setText(typed)
    assert on(view.gate).redeem(typed), view.message.text()
    assert view.message.text().startswith("Done: Redeem")
    codes = {"".join(ch for ch in s.redeem_code if ch.isalnum()) for s in view.catalog.sets}
    assert len(codes) == len(view.catalog.sets)  # no two sets' codes differ by dashes only


def test_a_tabs_message_stays_on_its_tab(view: GuildView) -> None:
    view.tabs.setCurrentWidget(view.gate)
    assert not on(view.gate).redeem("NOT-A-CODE")
    refused = view.message.text()
    assert "NOT-A-CODE" in refused
    view.tabs.setCurrentWidget(view.dormitory)
    assert view.message.text() == ""
    view.tabs.setCurrentWidget(view.gate)
    assert view.message.text() == refused


def test_an_upgrade_asks_with_its_cost_and_what_the_next_level_gives(view: GuildView) -> None:
    """6.2 buildings (resources/guild.toml, provisional): the armory 1 -> 2."""
    asked: list[str] = []
    feods = on(view.overview).purse[1]
    view.ask = lambda text: bool(asked.append(text))  # answered No
    on(view.overview).buildings.selectRow(1)  # the armory
    on(view.overview).upgrade()
    assert asked == [f"Upgrade the armory to level 2 for 80 feods (you have {feods})?\n\n"
                     "At level 2: holds 14 weapon cards (now 8)."]  # fmt: skip
    assert on(view.overview).levels["armory"] == 1 and view.undo_stack.count() == 0
    gives = on(view.overview).buildings.item(1, 4)
    assert gives is not None and gives.text() == "holds 14 weapon cards (now 8)"
    view.ask = lambda _text: True
    on(view.overview).upgrade()
    assert on(view.overview).levels["armory"] == 2 and on(view.overview).purse[1] == feods - 80


def test_empty_lists_say_why_and_what_to_do(qtbot: QtBot, view: GuildView) -> None:
    """5.1.3, 5.1.5, 5.1.4: a new account's guild holds no daemon, code nor weapon."""
    assert view.create_guild("The Second", "blue", "Another player")  # owns no set
    for tab, noun in ((view.pantheon, "daemon"), (view.library, "arcane code")):
        assert on(tab).held.count() == 0 and tab.shop.count() == 0
        assert tab.held.hint == (
            f"No {noun} in the {'pantheon' if noun == 'daemon' else 'library'} yet. Your "
            f"collection holds no {noun} card: redeem a set that has some, or add one from "
            "a physical card, at the City Gate tab."
        )
        assert (
            tab.shop.placeholderText() == f"no {noun} card in your collection (see the City Gate)"
        )
    assert "redeem a set" in on(view.armory).weapons.hint
    view.tabs.setCurrentWidget(view.library)
    shots(qtbot, view, "library-empty")
    view.tabs.setCurrentWidget(view.armory)
    shots(qtbot, view, "armory-empty")
    view.tabs.setCurrentWidget(view.overview)
    shots(qtbot, view, "overview")
    assert on(view.armory).shop.placeholderText().startswith("no weapon card")
    view.show_guild("The Red Lantern")  # a collection: the hint says which button
    assert on(view.pantheon).held.hint.startswith("No daemon in the pantheon yet. Choose one")
    assert on(view.pantheon).shop.placeholderText() == "" or on(view.pantheon).shop.count() > 0
    view.tabs.setCurrentWidget(view.pantheon)
    shots(qtbot, view, "pantheon")


def shots(qtbot: QtBot, view: GuildView, name: str) -> None:
    """The tab at both sizes, for a person to look at (support/shots.py)."""
    view.show()
    for width, height in ((1024, 700), (1920, 1080)):
        view.resize(width, height)
        qtbot.wait(1)
        save_shot(view, "shots26", f"{name}-{width}.png")


def _levels(view: GuildView) -> tuple[int, int]:
    view.refresh()
    return on(view.overview).levels["armory"], on(view.overview).levels["guesthouse"]


def test_the_undo_history_survives_a_restart(qtbot: QtBot, view: GuildView, tmp_path: Path) -> None:
    """As the board's and the mission's do: Ctrl+Z after a restart undoes the last
    guild change; what was undone stays redoable (kept in the database, R-177)."""
    from demloc.store.database import open_database

    view.ask = lambda _text: True
    on(view.overview).buildings.selectRow(1)
    on(view.overview).upgrade()  # the armory to 2
    on(view.overview).buildings.selectRow(3)
    on(view.overview).upgrade()  # the guesthouse to 2
    view.undo_stack.undo()  # the guesthouse back to 1, redoable
    assert _levels(view) == (2, 1)
    database = tmp_path / "guilds.sqlite3"
    assert not database.with_name("guilds.sqlite3.guild-history.json").exists()
    again = GuildView(open_database(str(database)), view.catalog, view.rules)  # a restart
    qtbot.addWidget(again)
    assert again.message.text() == ""
    stack = again.undo_stack
    assert (stack.count(), stack.index()) == (2, 1) and _levels(again) == (2, 1)
    assert stack.undoText() == "Upgrade the armory" and again.undo_button.isEnabled()
    assert stack.redoText() == "Upgrade the guesthouse"
    stack.redo()
    assert _levels(again) == (2, 2)
    stack.undo()
    stack.undo()
    assert _levels(again) == (1, 1)
    assert again.message.text() == "Undone: Upgrade the armory"


def _hostile_changes() -> list[tuple[str, str]]:
    """(what, the kept change's text) for each damage a hand or another program could do
    to a row of row_change."""
    armory = ["building", "armory", [1], [2]]

    def change(rows: object = (armory,), wealth: object = ()) -> str:
        return json.dumps({"rows": list(rows), "wealth": list(wealth)})  # type: ignore[call-overload]

    return [
        ("not JSON", '{"rows": ['),
        ("rows a number", json.dumps({"rows": 5, "wealth": []})),
        ("a table no action changes", change([["guild", 1, [1], [2]]])),
        ("a row of the wrong width", change([["building", "armory", [1, 2], [2]]])),
        ("a row's value an object", change([["building", "armory", [{"x": 1}], [2]]])),
        ("a ledger reason past its column", change(wealth=[["x" * 5000, 0, -10, 0]])),
        ("a wealth line of texts", change(wealth=[["r", "a", "b", "c"]])),
        ("a wealth amount a float", change(wealth=[["r", 1.5, 0, 0]])),
        ("deep nesting", change([[["x"]] * 1] * 1).replace('"x"', "[" * 100 + "]" * 100)),
    ]


def test_a_damaged_kept_change_says_one_thing_and_changes_nothing(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    """Whatever a kept change's row holds (R-177), the guilds open as they are, the
    history shows its entry, and its undo says which entry is damaged and changes
    nothing: nothing in it is ever applied."""
    from sqlalchemy import delete, select

    from demloc.store.database import open_database
    from demloc.store.schema import RowChange

    view.ask = lambda _text: True
    on(view.overview).buildings.selectRow(1)
    on(view.overview).upgrade()  # the armory to 2: one entry kept
    levels = _levels(view)
    with view.sessions.begin() as session:
        kept = session.scalars(select(RowChange)).one()
        entry = {"guild_id": kept.guild_id, "kind": kept.kind, "text": kept.text}
    for what, text in _hostile_changes():
        with view.sessions.begin() as session:  # its undo refused dropped it
            session.execute(delete(RowChange))
            session.add(RowChange(**entry, change=text, undone=False))
        again = GuildView(open_database(str(tmp_path / "guilds.sqlite3")), view.catalog,
                          view.rules)  # fmt: skip
        qtbot.addWidget(again)
        assert again.message.text() == "" and again.undo_stack.count() == 1, what
        again.undo_stack.undo()
        message = again.message.text()
        assert message.startswith("Not undone: cannot undo Upgrade the armory: its kept rows "
                                  "are damaged ("), (what, message)  # fmt: skip
        assert message.endswith("; nothing was changed") and len(message) < 400, what
        assert _levels(again) == levels, what
        assert again.undo_stack.count() == 0, what  # off the list and the database
        again.deleteLater()


def test_a_history_past_its_kept_steps_comes_back_where_it_stood(
    qtbot: QtBot, view: GuildView, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R-177 keeps a guild's last MAX_KEPT actions: the oldest go, where the history
    stands is kept within them."""
    from demloc.store import row_history
    from demloc.store.database import open_database

    monkeypatch.setattr(row_history, "MAX_KEPT", 1)
    view.ask = lambda _text: True
    on(view.overview).buildings.selectRow(1)
    on(view.overview).upgrade()  # the armory to 2: beyond the one step kept
    on(view.overview).buildings.selectRow(3)
    on(view.overview).upgrade()  # the guesthouse to 2: kept
    again = GuildView(open_database(str(tmp_path / "guilds.sqlite3")), view.catalog, view.rules)
    qtbot.addWidget(again)
    assert again.message.text() == ""
    stack = again.undo_stack
    assert (stack.count(), stack.index(), stack.undoText()) == (1, 1, "Upgrade the guesthouse")
    stack.undo()
    assert _levels(again) == (2, 1)


def test_two_windows_on_one_database_keep_each_others_histories(
    qtbot: QtBot, view: GuildView, tmp_path: Path
) -> None:
    """Two windows (two processes) on one database: each guild's history is kept, whichever
    window wrote it (review of issue 26 item 12; in the database since R-177)."""
    from demloc.store.database import open_database

    database = str(tmp_path / "guilds.sqlite3")
    other = GuildView(open_database(database), view.catalog, view.rules)  # opened meanwhile
    qtbot.addWidget(other)
    view.ask = other.ask = lambda _text: True
    on(view.overview).buildings.selectRow(1)
    on(view.overview).upgrade()  # this window: the Red Lantern's armory
    assert other.create_guild("Grey Hands", "blue")
    other.overview.buildings.selectRow(3)
    other.overview.upgrade()  # the other window: the Grey Hands' guesthouse
    again = GuildView(open_database(database), view.catalog, view.rules)  # a restart
    qtbot.addWidget(again)
    assert again.message.text() == ""
    assert again.stack_for(view.guild_name).undoText() == "Upgrade the armory"
    assert again.stack_for("Grey Hands").undoText() == "Upgrade the guesthouse"


def test_an_import_ends_the_kept_history_too(qtbot: QtBot, view: GuildView, tmp_path: Path) -> None:
    """R-177: an import is not undone; after a restart its guild's history is still
    ended (it was only cleared on the screen)."""
    from demloc.store.database import open_database

    view.ask = lambda _text: True
    on(view.overview).buildings.selectRow(1)
    on(view.overview).upgrade()  # the armory to 2: one entry kept
    path = tmp_path / "lantern.json"
    assert view.export_to(path)
    assert view.import_from(path, lambda _plan: True), view.message.text()
    again = GuildView(open_database(str(tmp_path / "guilds.sqlite3")), view.catalog, view.rules)
    qtbot.addWidget(again)
    assert again.undo_stack.count() == 0 and not again.undo_button.isEnabled()

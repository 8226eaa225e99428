"""The Guild view's "Join a table…" (issue 30, R-189, R-195, R-196): the shown guild
brought to a table (support/fake_table.py speaks docs/table-net.md's frames), its
seat's address shown as a QR code and as text, the results taken home through the
view's own import and its question (R-158), once; a wrong address or token said in
the dialog; nothing changed here by joining. Pictures in /tmp/join-shots/."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from demloc.ui import join_table
from demloc.ui.guild import GuildView
from demloc.ui.join_table import JoinTableDialog
from support.fake_table import FakeTable, with_results

WAIT = 30_000  # ms a network answer may take on a loaded machine (a hang still fails)

LANTERN = "The Red Lantern"
SHOTS = Path("/tmp/join-shots")


@pytest.fixture
def table() -> Iterator[FakeTable]:
    with FakeTable() as fake:
        yield fake


def opened(view: GuildView, qtbot: QtBot) -> JoinTableDialog:
    view.show()
    qtbot.mouseClick(view.findChild(type(view.undo_button), "join-table"),
                     Qt.MouseButton.LeftButton)  # fmt: skip
    dialogs = view.findChildren(JoinTableDialog)
    assert len(dialogs) == 1
    return dialogs[0]


def guild(view: GuildView) -> dict[str, Any]:
    data = view.guild_file()
    del data["exported_at"]
    return data


def test_join_shows_the_seat_and_takes_the_results_home_once(
    view: GuildView, qtbot: QtBot, table: FakeTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = guild(view)
    dialog = opened(view, qtbot)
    assert not dialog.join_button.isEnabled() and not dialog.results_button.isEnabled()
    assert not dialog.qr.isVisible()  # no seat yet
    shot(dialog, "join-before")
    qtbot.keyClicks(dialog.address, table.url)
    assert dialog.join_button.isEnabled()
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.link.text() != "", timeout=WAIT)
    (secret,) = table.seats
    assert dialog.link.text() == f"http://127.0.0.1:{table.port}/#s={secret}"
    assert not dialog.qr.pixmap().isNull() and dialog.qr.pixmap().width() >= 200
    assert f"{LANTERN} is at the table as red" in dialog.message.text()
    (brought,) = table.brought
    del brought["exported_at"]
    assert brought == before and guild(view) == before  # bringing changes nothing here
    shots(view, dialog)

    # Not yet written: the host's refusal said, nothing changed.
    assert dialog.results_button.isEnabled()
    qtbot.mouseClick(dialog.results_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.message.text().startswith("Not taken home"), timeout=WAIT)
    assert "not written yet" in dialog.message.text()
    # Written: the view's own import question, then imported.
    table.results = with_results(table.brought[0] | {"exported_at": "x"})
    asked: list[str] = []
    monkeypatch.setattr(view, "_confirm_import", lambda plan: asked.append(plan.describe()) or True)
    qtbot.mouseClick(dialog.results_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.message.text().startswith("Imported"), timeout=WAIT)
    assert asked and asked[0].startswith(f"update {LANTERN}")
    assert guild(view)["guild"]["fame"] == before["guild"]["fame"] + 3
    after = guild(view)
    # Again: written before, nothing changed.
    qtbot.mouseClick(dialog.results_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "written before" in dialog.message.text(), timeout=WAIT)
    assert guild(view) == after and len(asked) == 1


def test_a_seat_kept_finds_its_results_in_a_new_dialog(
    view: GuildView, qtbot: QtBot, table: FakeTable
) -> None:
    dialog = opened(view, qtbot)
    dialog.address.setText(table.url)
    dialog.bring_guild()
    qtbot.waitUntil(lambda: dialog.link.text() != "", timeout=WAIT)
    dialog.close()
    again = JoinTableDialog(view)
    qtbot.addWidget(again)
    assert not again.results_button.isEnabled()
    again.address.setText(table.url.replace("#t=tok3n", "#t=newtoken"))  # a new share
    assert again.results_button.isEnabled()  # the seat this computer was given


@pytest.mark.parametrize(
    ("address", "said"),
    [
        ("wrong", None),
        ("http://127.0.0.1:{port}/", None),  # no token: Join stays off
        ("http://127.0.0.1:{port}/#t=other", "Not joined: the table refused: wrong join token"),
    ],
)
def test_a_bad_address_or_token_is_said(
    view: GuildView, qtbot: QtBot, table: FakeTable, address: str, said: str | None
) -> None:
    dialog = opened(view, qtbot)
    dialog.address.setText(address.format(port=table.port))
    if said is None:
        assert not dialog.join_button.isEnabled()
        dialog.bring_guild()  # Enter on a disabled default: said all the same
        assert dialog.message.text().startswith("Not joined: ")
        return
    dialog.bring_guild()
    qtbot.waitUntil(lambda: dialog.message.text().startswith("Not joined"), timeout=WAIT)
    assert dialog.message.text().startswith(said)
    shot(dialog, "join-refused")
    assert dialog.link.text() == "" and not dialog.qr.isVisible()
    assert table.brought == []


def test_an_unreachable_table_is_said_and_the_window_keeps_answering(
    view: GuildView, qtbot: QtBot
) -> None:
    dialog = opened(view, qtbot)
    dialog.timeout = 1.0
    dialog.address.setText("http://127.0.0.1:9/#t=abc")
    dialog.bring_guild()
    assert "Joining" in dialog.message.text()  # the call runs in its own thread
    assert not dialog.join_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.message.text().startswith("Not joined"), timeout=5000)
    assert "cannot reach the table at http://127.0.0.1:9/" in dialog.message.text()
    assert dialog.join_button.isEnabled()


def shot(dialog: JoinTableDialog, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    dialog.adjustSize()
    dialog.grab().save(str(SHOTS / f"{name}.png"))


def shots(view: GuildView, dialog: JoinTableDialog) -> None:
    """The view with its Join button and the dialog over it, at 1024x700 and 1920x1080."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in ((1024, 700), (1920, 1080)):
        view.resize(width, height)
        dialog.adjustSize()
        dialog.resize(min(dialog.width(), width - 40), min(dialog.height(), height - 40))
        assert dialog.height() >= dialog.minimumSizeHint().height()
        view.grab().save(str(SHOTS / f"guild-{width}x{height}.png"))
        dialog.grab().save(str(SHOTS / f"join-{width}x{height}.png"))
    assert json.dumps(dialog.link.text())


def test_a_dialog_closed_while_joining_drops_the_answer(
    view: GuildView, qtbot: QtBot, table: FakeTable
) -> None:
    """Closed (and deleted) before the table answers: the answer is dropped, no error."""
    dialog = opened(view, qtbot)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.address.setText(table.url)
    dialog.bring_guild()
    with qtbot.waitSignal(dialog.destroyed):
        dialog.close()
    qtbot.waitUntil(lambda: len(table.brought) == 1, timeout=WAIT)
    qtbot.waitUntil(
        lambda: not join_table._keep, timeout=WAIT
    )  # the queued answer, delivered to nobody
    assert view.findChildren(JoinTableDialog) == []


def test_join_a_real_table(
    view: GuildView, qtbot: QtBot, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The dialog against a real TableServer and TableHost (another database, whose
    set-up has The Grey Owls seated): the Red Lantern is seated from this one."""
    from demloc.net.host import TableHost
    from demloc.net.server import TableServer
    from demloc.store.database import open_database
    from demloc.table import Table
    from support.mission_cli import OWLS, Cli

    host = Cli(capsys, tmp_path / "host.sqlite3")
    host.two_guilds()
    host.mission("new", OWLS, "--standard")
    table = Table.load(open_database(str(host.db)))
    server = TableServer(lambda: TableHost(table, 1, ""), "127.0.0.1", 0)
    server.start()
    try:
        dialog = opened(view, qtbot)
        dialog.address.setText(server.share())
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.link.text() != "", timeout=WAIT)
        assert dialog.link.text().startswith(server.url + "#s=")
        players = host.view()["players"]
        assert [(p["colour"], p["guild"]) for p in players] == [("blue", OWLS), ("red", LANTERN)]
        # Not written: the host says so in the dialog.
        qtbot.mouseClick(dialog.results_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.message.text().startswith("Not taken home"), timeout=WAIT)
        assert "the results go home once the host has written them" in dialog.message.text()
    finally:
        server.stop()


def test_the_address_and_token_as_the_share_dialog_shows_them_join(
    view: GuildView, qtbot: QtBot, table: FakeTable
) -> None:
    """The host's Share the table… shows "192.168.1.20:8765" and the join token apart
    (the whole URL only in its QR code, which a laptop cannot scan): typed as shown, the
    player could not join (no http://, no #t=, and no field for the token)."""
    dialog = opened(view, qtbot)
    address, _, token = table.url.removeprefix("http://").partition("/#t=")
    qtbot.keyClicks(dialog.address, address)
    assert not dialog.join_button.isEnabled()  # the token still to come
    qtbot.keyClicks(dialog.token, token)
    assert dialog.join_button.isEnabled()
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.link.text() != "", timeout=WAIT)
    (secret,) = table.seats
    assert dialog.link.text() == f"http://{address}/#s={secret}"

"""Issue 11 from the screens with four guilds (conftest `make_four_guilds`): the 4-player
mission of the library (Four Banners) to "start game"; a mercenary two guilds hold
(5.1.1) settled by fame and by the feods auction; mana entered from the table and
rolled by the app; the card checklist printed and saved; Back, Undo and Redo."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from driver import buttons, drive, press
from pdftext import pdf_pages
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QGroupBox, QLabel, QPushButton, QSpinBox
from readable import cut_widgets
from sqlalchemy.orm import Session, sessionmaker

from demloc.missions.setup import Mode, Phase
from demloc.missions.start import checklist, start_game
from demloc.store.guild_file import dumps, export_guild
from demloc.store.guilds import all_guilds, change_wealth, rename_guild
from demloc.ui.mission import MissionView
from demloc.ui.mission.players import PlayersScreen

MakeView = Callable[[], MissionView]
FOUR_BANNERS = "four-banners"


@pytest.fixture
def sessions(four_guilds: sessionmaker[Session]) -> sessionmaker[Session]:
    """The four guilds for every view this module makes."""
    return four_guilds


def shown(view: MissionView) -> str:
    QApplication.processEvents()
    return "\n".join(label.text() for label in view.findChildren(QLabel) if label.isVisible())


def titles(view: MissionView) -> set[str]:
    QApplication.processEvents()
    return {box.title() for box in view.findChildren(QGroupBox) if box.isVisible()}


def test_the_four_player_mission_is_the_library_s_only_one(make_view: MakeView) -> None:
    view = make_view()
    only_four = [m.id for m in view.controller.ctx.missions.values() if list(m.players) == [4]]
    assert only_four == [FOUR_BANNERS]


def test_a_standard_mission_for_four_players_from_the_screens(make_view: MakeView) -> None:
    view = make_view()
    seen: list[str] = []

    def shoot(phase: str) -> None:
        seen.append(phase)
        assert not view.error.isVisible(), view.error.text()

    drive(view, FOUR_BANNERS, "standard", shoot)
    state, ctx = view.state, view.controller.ctx
    assert state.phase is Phase.READY and len(state.players) == 4
    assert {p.name for p in state.players} == {
        "The Red Lantern", "The Pale Masks", "The Sons of Loch", "The Grey Hands"
    }  # fmt: skip
    assert {p.colour for p in state.players} == {"red", "blue", "green", "yellow"}
    # Four guilds, four zones, each on its own edge (the mission's special rule).
    assert sorted(p.zone for p in state.players) == ["east", "north", "south", "west"]
    start = start_game(state, ctx)
    assert start.mode is Mode.STANDARD and start.stake is not None and len(start.fighters) == 8
    # No mercenary twice at the table (5.1.1), though two guilds hold the same four.
    cards = [p.card for pl in state.players for p in pl.picks]
    assert len(cards) == len(set(cards)) == 8
    assert {"raffle", "objective", "map", "characters", "cards", "deployment"} <= set(seen)
    text = shown(view)
    assert f"{state.player(state.first_player).name} plays first" in text
    for player in state.players:
        assert player.name in text


# ---- 5.1.1 from the screens: two guilds want the same mercenary -------------------------

CORVIN, EZEKIEL = "rog1-corvin-ashby", "rog1-ezekiel-mourne"


def at_characters(view: MissionView) -> tuple[str, str]:
    """Four Banners to the characters phase; the keys of The Red Lantern (fame 0) and
    The Grey Hands (fame 12), who hold the same four mercenaries."""
    drive(view, FOUR_BANNERS, "standard", stop=Phase.CHARACTERS)
    assert view.state.phase is Phase.CHARACTERS
    keys = {p.name: p.key for p in view.state.players}
    return keys["The Red Lantern"], keys["The Grey Hands"]


def both_want(view: MissionView, red: str, grey: str, card: str) -> None:
    press(view, f"pick-{red}-{card}")
    assert f"pick-{grey}-{card}" in buttons(view, f"pick-{grey}-")
    press(view, f"pick-{grey}-{card}")
    contest = view.state.contest(card)
    assert contest is not None and {c.player for c in contest.claims} == {red, grey}
    name = view.controller.ctx.card(card).name
    assert f"{name} is wanted by more than one guild (5.1.1)" in titles(view)
    assert "Settle by fame" in {b.text() for b in view.findChildren(QPushButton) if b.isVisible()}
    assert not view.next.isEnabled() and "settle it by fame" in view.missing.toolTip()


def notes_box(view: MissionView) -> str:
    QApplication.processEvents()
    box = next(b for b in view.findChildren(QGroupBox, "notes") if b.isVisible())
    return "\n".join(label.text() for label in box.findChildren(QLabel))


def test_the_greater_fame_takes_a_mercenary_two_guilds_want(make_view: MakeView) -> None:
    view = make_view()
    red, grey = at_characters(view)
    both_want(view, red, grey, CORVIN)
    assert cut_widgets(view) == []  # the contest's box is readable at 1024x700
    press(view, f"settle-{CORVIN}")
    state = view.state
    assert state.contest(CORVIN) is None
    assert [p.card for p in state.player(grey).picks] == [CORVIN]
    assert all(p.card != CORVIN for p in state.player(red).picks)
    said = notes_box(view).splitlines()[0]  # the latest, first
    assert said.startswith("Corvin Ashby sides with The Grey Hands, the guild with the greater")
    assert "(12 against 0)" in said and "5.1.1" in said
    # Nothing paid; The Red Lantern sees why he is not theirs, and cannot pick him.
    assert state.player(grey).feods_left == state.player(grey).guild.feods
    assert f"pick-{red}-{CORVIN}" not in buttons(view, f"pick-{red}-")
    assert "✘ Corvin Ashby plays for The Grey Hands in this mission" in shown(view)


def offer(view: MissionView, key: str, card: str, feods: int) -> None:
    """Feods typed into the player's offer box, then Offer."""
    QApplication.processEvents()
    box = next(b for b in view.findChildren(QSpinBox, f"offer-{key}-{card}") if b.isVisible())
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, str(feods))
    assert box.value() == feods
    press(view, f"make-offer-{key}-{card}")


def test_the_higher_offer_of_feods_takes_him_and_pays(make_view: MakeView) -> None:
    view = make_view()
    red, grey = at_characters(view)
    both_want(view, red, grey, EZEKIEL)
    offer(view, red, EZEKIEL, 30)
    assert view.state.contest(EZEKIEL) is not None  # the other has not offered yet
    assert notes_box(view).splitlines()[0] == (
        "The Red Lantern makes a sealed offer for Ezekiel Mourne; still to offer: The Grey "
        "Hands (5.1.1, RULINGS.md R-61)"
    )
    assert "sealed offer made (R-61)" in shown(view) and "offers 30" not in shown(view)
    assert f"settle-{EZEKIEL}" not in buttons(view, "settle-")  # fame only before offers
    assert not [b for b in view.findChildren(QSpinBox, f"offer-{red}-{EZEKIEL}") if b.isVisible()]
    offer(view, grey, EZEKIEL, 10)
    state = view.state
    assert state.contest(EZEKIEL) is None
    won = next(p for p in state.player(red).picks if p.card == EZEKIEL)
    assert won.feods == 30 and state.player(red).feods_left == 220 - 30
    said = notes_box(view).splitlines()[0]
    assert said == (
        "Ezekiel Mourne sides with The Red Lantern, for 30 feods, the higher offer "
        "(against: The Grey Hands 10) (5.1.1, RULINGS.md R-49)"
    )
    text = shown(view)
    assert "✔ Ezekiel Mourne (mercenary, won at auction for 30 feods)" in text
    assert "The Red Lantern — red, 190 feods left" in titles(view)
    assert "✘ Ezekiel Mourne plays for The Red Lantern in this mission" in text


def test_equal_offers_go_to_the_greater_fame(make_view: MakeView) -> None:
    view = make_view()
    red, grey = at_characters(view)
    both_want(view, red, grey, CORVIN)
    offer(view, red, CORVIN, 20)
    offer(view, grey, CORVIN, 20)
    said = notes_box(view).splitlines()[0]
    assert said.startswith("Corvin Ashby sides with The Grey Hands, the guild with the greater")
    assert "at the equal offer of 20 feods" in said and "5.1.1" in said
    assert view.state.player(grey).feods_left == 220 - 20


def test_a_guild_that_gives_up_a_contested_mercenary_leaves_him_to_the_other(
    make_view: MakeView,
) -> None:
    view = make_view()
    red, grey = at_characters(view)
    both_want(view, red, grey, CORVIN)
    press(view, f"give-up-{red}-{CORVIN}")
    assert view.state.contest(CORVIN) is None
    assert [p.card for p in view.state.player(grey).picks] == [CORVIN]
    said = notes_box(view).splitlines()[0]
    assert said.startswith(
        "The Red Lantern gives up Corvin Ashby: Corvin Ashby goes to The Grey Hands"
    )
    # Not lost: he may want him again, and a new contest begins.
    press(view, f"pick-{red}-{CORVIN}")
    assert view.state.contest(CORVIN) is not None


def test_giving_up_a_contested_mercenary_names_the_rule(make_view: MakeView) -> None:
    view = make_view()
    red, grey = at_characters(view)
    both_want(view, red, grey, CORVIN)
    press(view, f"give-up-{red}-{CORVIN}")
    assert "5.1.1" in notes_box(view).splitlines()[0]


# ---- mana (6.4.1): entered from the table, or rolled by the app -------------------------


def at_cards(view: MissionView) -> dict[str, str]:
    """Four Banners to the cards phase; each arcane character's id by his card."""
    drive(view, FOUR_BANNERS, "standard", stop=Phase.CARDS)
    assert view.state.phase is Phase.CARDS
    return {p.card: p.id for pl in view.state.players for p in pl.picks}


def choose_faces(view: MissionView, character: str, faces: dict[int, str]) -> None:
    """Each die's face chosen with the keyboard, as on a closed list box."""
    for number, face in faces.items():
        QApplication.processEvents()
        box = next(
            b for b in view.findChildren(QComboBox, f"face-{character}-{number}") if b.isVisible()
        )
        box.setFocus()
        while box.currentData() != face:
            QTest.keyClick(box, Qt.Key.Key_Down)
        assert box.currentText() == face


def test_mana_entered_from_the_table_and_rolled_by_the_app(make_view: MakeView) -> None:
    view = make_view()
    ids = at_cards(view)
    jadis, ezekiel = ids["sol-jadis"], ids[EZEKIEL]  # arcane 4 and 3
    assert {f"roll-{jadis}", f"roll-{ezekiel}"} <= set(buttons(view, "roll-"))
    # A die left without its face: refused, named, nothing changed, the faces kept.
    choose_faces(view, jadis, {0: "white", 1: "seal", 3: "black"})
    before = view.state
    press(view, f"enter-{jadis}")
    assert view.state == before
    assert view.error.isVisible()
    assert view.error.text() == (
        "⚠ Jadis: choose the face of arcane die 3 (white, black, seal), as rolled at the "
        "table; nothing was entered (6.4.1)"
    )
    kept = [view.findChild(QComboBox, f"face-{jadis}-{n}").currentText() for n in range(4)]  # type: ignore[union-attr]
    assert kept == ["white", "seal", "face?", "black"]
    # The last face chosen: entered as rolled at the table.
    choose_faces(view, jadis, {2: "white"})
    press(view, f"enter-{jadis}")
    assert not view.error.isVisible()
    picked = view.state.owner(jadis).pick(jadis)
    assert picked.mana == ("white", "seal", "white", "black")
    said = view.findChild(QLabel, f"mana-{jadis}")
    assert said is not None and said.text() == (
        "✔ Jadis channelled 2 white and 1 black mana: put those cubes on their card; 1 broken "
        "seal: no effect now"
    )
    assert f"roll-{jadis}" not in buttons(view, "roll-")
    # Rolled by the app: as many dice as his arcane ability, faces of the arcane die.
    press(view, f"roll-{ezekiel}")
    rolled = view.state.owner(ezekiel).pick(ezekiel).mana
    assert rolled is not None and len(rolled) == 3
    assert set(rolled) <= {"white", "black", "seal"}
    while rolls := buttons(view, "roll-"):
        press(view, rolls[0])
    assert view.next.isEnabled(), view.missing.text()


def test_a_die_left_blank_everywhere_is_named_each(make_view: MakeView) -> None:
    view = make_view()
    ezekiel = at_cards(view)[EZEKIEL]
    before = view.state
    press(view, f"enter-{ezekiel}")
    assert view.state == before
    assert "Ezekiel Mourne: choose the face of arcane dice 1, 2, 3 (white" in view.error.text()
    assert "has not channelled their mana yet" in view.missing.toolTip()


# ---- the card checklist: printed, saved, copied ------------------------------------------


def expected_lines(view: MissionView) -> dict[str, list[str]]:
    """Each player's cards to pull by name, as the core lists them (6.4.1)."""
    state, ctx = view.state, view.controller.ctx
    return {
        player.name: [
            name for entry in checklist(state, ctx, player.key)
            for name in (entry.name, *entry.weapons, *entry.codes)
        ]
        for player in state.players
    }  # fmt: skip


def assert_a_page_a_player(pages: list[str], view: MissionView) -> None:
    assert len(pages) == 4
    for page, player in zip(pages, view.state.players, strict=True):
        assert page.startswith(f"{player.name} ({player.colour}): the cards to take")
        for name in expected_lines(view)[player.name]:
            assert name in page, (player.name, name, page)


class Dialog:
    """QPrintDialog at the table, accepted: the printer prints to a PDF file."""

    answer = 1
    out = Path()

    def __init__(self, printer: QPrinter, _parent: object) -> None:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(self.out))

    def exec(self) -> int:
        return self.answer


def test_printing_gives_every_player_a_page_of_his_cards(
    make_view: MakeView, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = make_view()
    at_cards(view)
    Dialog.out = tmp_path / "printed.pdf"
    monkeypatch.setattr("demloc.ui.mission.cards.QPrintDialog", Dialog)
    press(view, "print-checklists")
    assert not view.error.isVisible()
    assert_a_page_a_player(pdf_pages(Dialog.out), view)
    # Cancelled: nothing printed.
    Dialog.out, Dialog.answer = tmp_path / "cancelled.pdf", 0
    press(view, "print-checklists")
    assert not Dialog.out.exists() and not view.error.isVisible()


def test_a_printer_that_takes_nothing_is_said(
    make_view: MakeView, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = make_view()
    at_cards(view)
    Dialog.out, Dialog.answer = tmp_path / "no such folder" / "printed.pdf", 1
    monkeypatch.setattr("demloc.ui.mission.cards.QPrintDialog", Dialog)
    before = view.state
    press(view, "print-checklists")
    assert view.state == before
    assert (
        view.error.isVisible()
        and "the checklists were not printed: cannot write" in view.error.text()
    )


@pytest.mark.parametrize(("typed", "chosen", "written"), [
    ("lists.pdf", "PDF (*.pdf)", "lists.pdf"),
    ("lists", "PDF (*.pdf)", "lists.pdf"),
    ("lists", "PNG picture (*.png)", "lists.png"),
])  # fmt: skip
def test_saving_the_checklists_as_pdf_or_png(
    typed: str, chosen: str, written: str, make_view: MakeView, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    view = make_view()
    at_cards(view)
    monkeypatch.setattr(
        "demloc.ui.mission.cards.QFileDialog.getSaveFileName",
        lambda *_a, **_k: (str(tmp_path / typed), chosen),
    )
    press(view, "save-checklists")
    assert not view.error.isVisible(), view.error.text()
    path = tmp_path / written
    if written.endswith(".pdf"):
        assert_a_page_a_player(pdf_pages(path), view)
    else:
        image = QImage(str(path))
        assert image.width() > 900 and image.height() > 4 * 100  # four players' lists


def test_a_checklist_saved_where_it_cannot_be_written_is_said(
    make_view: MakeView, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = make_view()
    at_cards(view)
    for target in (tmp_path / "missing" / "lists.pdf", tmp_path / "missing" / "lists.png"):
        monkeypatch.setattr(
            "demloc.ui.mission.cards.QFileDialog.getSaveFileName",
            lambda *_a, t=target, **_k: (str(t), ""),
        )
        press(view, "save-checklists")
        assert view.error.isVisible() and f"cannot write {target}" in view.error.text()
        assert not target.exists()


def test_the_checklists_copied_as_text(make_view: MakeView) -> None:
    view = make_view()
    at_cards(view)
    press(view, "copy-checklists")
    copied = QGuiApplication.clipboard().text()
    for player, names in expected_lines(view).items():
        assert f"{player} (" in copied
        for name in names:
            assert name in copied


def test_guilds_of_one_account_share_its_follower_cards(make_view: MakeView) -> None:
    view = make_view()
    at_characters(view)
    QApplication.processEvents()
    hires = [b.text() for b in view.findChildren(QPushButton)
             if b.isVisible() and b.objectName().startswith("hire-")]  # fmt: skip
    assert hires and all(text.endswith("(4 left)") for text in hires), hires


def test_the_contest_note_gives_the_famous_guild_its_own_fame(make_view: MakeView) -> None:
    view = make_view()
    red, grey = at_characters(view)
    both_want(view, red, grey, CORVIN)  # The Red Lantern (0) chose him first
    assert "the greater fame (The Grey Hands, 12 against 0)" in notes_box(view)


def test_a_guild_brought_on_a_file_wants_a_mercenary_of_this_computer_s_guild(
    make_view: MakeView,
    tmp_path: Path,
    other_computer: Callable[[Path], sessionmaker[Session]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Another computer's starter guild, renamed and famous, comes on a guild file.
    other = other_computer(tmp_path / "other.sqlite3")
    with other.begin() as session:
        lantern = next(g for g in all_guilds(session) if g.name == "The Red Lantern")
        rename_guild(session, lantern, "The Far Lantern")
        change_wealth(session, lantern, "a test: famous", fame=5)
        path = tmp_path / "far.demloc-guild.json"
        path.write_text(dumps(export_guild(session, lantern)), encoding="utf-8")
    view = make_view()
    players = view.screens[Phase.PLAYERS]
    assert isinstance(players, PlayersScreen)
    players.mission_box.activated.emit(players.mission_box.findData(FOUR_BANNERS))
    for name in buttons(view, "add-"):
        press(view, name)  # the four guilds of this computer
    press(view, f"remove-{next(p.key for p in view.state.players if p.name == 'The Grey Hands')}")
    monkeypatch.setattr(
        "demloc.ui.mission.players.QFileDialog.getOpenFileName",
        lambda *_a, **_k: (str(path), ""),
    )
    press(view, "bring-file")
    far = next(p for p in view.state.players if p.name == "The Far Lantern")
    assert far.guild.source == "file" and len(view.state.players) == 4
    # The set-up keeps the file's absolute path: the resolution writes the results back
    # to it after a restart (RULINGS.md R-68).
    kept = view.state.player(far.key).file
    assert kept == str(path.absolute()) and Path(kept).is_absolute()
    assert "The Far Lantern — from a guild file, for this mission only" in shown(view)
    for step in ("next", "mode-standard", "next", "draw-stake", "next", "next", "next"):
        press(view, step)  # the mode, the raffle, the objective and the map
    assert view.state.phase is Phase.CHARACTERS
    red = next(p.key for p in view.state.players if p.name == "The Red Lantern")
    both_want(view, red, far.key, CORVIN)
    press(view, f"settle-{CORVIN}")
    said = notes_box(view).splitlines()[0]
    assert said.startswith("Corvin Ashby sides with The Far Lantern, the guild with the greater")
    assert "(5 against 0)" in said and "5.1.1" in said

"""The Magistrate's Escort from the screens (6.4.1, RULINGS.md R-64, R-69): the
dignitary joins the first deployer's guild when it chooses its zone, is said on the
deployment screen and on its checklist, is placed by a tap like the others, and is in
what "start game" hands the tracker; Undo of the zone choice takes him away."""

from __future__ import annotations

from collections.abc import Callable

from driver import buttons, drive, phase, press
from PySide6.QtWidgets import QApplication, QLabel

from demloc.missions.setup import Phase, Source
from demloc.missions.start import start_game
from demloc.ui.mission import MissionView
from demloc.ui.mission.cards import checklist_text

MakeView = Callable[[], MissionView]
ESCORT = "the-magistrates-escort"
CARD = "rog-f-dignitary"


def _note(view: MissionView) -> str:
    QApplication.processEvents()
    found = [w for w in view.findChildren(QLabel, "dignitary-note") if w.isVisible()]
    return found[0].text() if found else ""


def _dignitaries(view: MissionView) -> list[tuple[str, str]]:
    return [
        (player.key, p.id)
        for player in view.state.players
        for p in player.picks
        if p.source is Source.MISSION
    ]


def test_the_escort_to_start_game_from_the_screens(make_view: MakeView) -> None:
    view = make_view()
    seen: dict[str, str] = {}

    def shoot(phase: str) -> None:
        assert not view.error.isVisible(), view.error.text()
        seen[phase] = _note(view)

    drive(view, ESCORT, "standard", shoot)
    state, ctx = view.state, view.controller.ctx
    assert state.phase is Phase.READY
    # Not before the zones; said once the escort has chosen its zone.
    assert seen["deployment-zones"] == ""
    escort = state.player(state.first_deployer)
    assert seen["deployment"].startswith(f"{escort.name} escorts the Dignitary: pull the card")
    [(key, fid)] = _dignitaries(view)
    assert key == escort.key
    picked = escort.pick(fid)
    assert f"{escort.colour} {picked.base}" in seen["deployment"]
    assert picked.at in next(z.squares for z in ctx.mission(ESCORT).deployment.for_players(2)
                             or () if z.name == escort.zone)  # fmt: skip
    assert "Dignitary, follower  (the dignitary: the card comes with the mission)" in (
        checklist_text(state, ctx, escort.key)
    )
    # Two picks each from the screens, and the dignitary beyond them.
    assert len(escort.picks) == 3 and all(len(p.picks) == 2 for p in state.players if p != escort)
    start = start_game(state, ctx)
    assert start.dignitary == fid and start.fighters[fid]["card"] == CARD
    assert start.mission.objective.dignitary is not None
    assert start.mission.objective.dignitary.card == CARD
    assert len(start.fighters) == 5 and start.to_json()["dignitary"] == fid


def test_undo_of_the_zone_choice_takes_him_away(make_view: MakeView) -> None:
    view = make_view()
    drive(view, ESCORT, "training", stop=Phase.DEPLOYMENT)
    assert phase(view) is Phase.DEPLOYMENT and _dignitaries(view) == []
    assert _note(view) == ""
    zone = buttons(view, "zone-")[0]
    press(view, zone)
    [(key, _fid)] = _dignitaries(view)
    assert key == view.state.first_deployer and "escorts the Dignitary" in _note(view)
    while view.state.dignitary() is not None:  # the last zone may follow on its own
        press(view, "undo")
    assert _note(view) == "" and zone in buttons(view, "zone-")
    # Back before the zones: none, and the characters phase shows none.
    press(view, "back")
    assert phase(view) is Phase.MINIATURES and _dignitaries(view) == []


def test_back_to_the_characters_shows_him_with_his_guild(make_view: MakeView) -> None:
    view = make_view()
    drive(view, ESCORT, "training", stop=Phase.DEPLOYMENT)
    press(view, buttons(view, "zone-")[0])
    escort = view.state.player(view.state.first_deployer)
    for _ in range(3):
        press(view, "back")
    assert phase(view) is Phase.CHARACTERS and view.state.dignitary() is not None
    QApplication.processEvents()
    shown = "\n".join(w.text() for w in view.findChildren(QLabel) if w.isVisible())
    assert f"✔ Dignitary (comes with the mission: {escort.name} escorts them; no slot" in shown
    assert "Slots: 2 of 5" in shown  # two picks: the dignitary takes none
    press(view, "next")  # not held up by him
    assert phase(view) is Phase.CARDS

"""The optional barrels and palisades placed in the deployment phase, from the screen
(6.4.1; RULINGS.md R-51, R-135, R-148): a tap where an element would shut a zone in is
refused with its reason in the refusal band, and nothing is placed."""

from __future__ import annotations

from collections.abc import Callable

from driver import buttons, drive, press, tap_square
from PySide6.QtWidgets import QLabel

from demloc.missions.deployment import deployer, elements_owed, legal_squares
from demloc.missions.setup import Phase
from demloc.ui.mission import MissionView


def test_a_palisade_that_would_shut_the_crypt_in_is_refused_on_the_screen(
    make_view: Callable[[], MissionView],
) -> None:
    view = make_view()
    drive(view, "the-chapel-of-bells", "training", stop=Phase.DEPLOYMENT)
    while zone := buttons(view, "zone-"):
        press(view, zone[-1])  # south, north: the crypt's zone is one side's
    ctx = view.controller.ctx
    while (due := deployer(view.state)) is not None:
        tap_square(view, legal_squares(view.state, ctx, due.key)[0])
    owed = next(
        p.key for p in view.state.players if "palisade" in elements_owed(view.state, ctx, p.key)
    )
    hint = " ".join(label.text() for label in view.findChildren(QLabel) if label.isVisible())
    assert "never shutting a zone in (RULINGS.md R-51, R-135, R-148)" in hint
    tap_square(view, "F12")  # the crypt's one way out before turn 3: its side door
    assert view.error.isVisible()
    assert view.error.text().startswith("⚠ a palisade on F12 would shut the south zone in: ")
    assert all(player.elements == () for player in view.state.players), owed
    tap_square(view, "F11")
    assert not view.error.isVisible(), view.error.text()
    assert ("palisade", "F11") in view.state.player(owed).elements

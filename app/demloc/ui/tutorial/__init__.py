"""The tutorial (rulebook 6.2; R-221): offered after the first start's welcome, and
again from Help > Tutorial. One tour a window: asked again, it comes to the front."""

from __future__ import annotations

from typing import TYPE_CHECKING

from demloc.ui.tutorial.tour import STEPS, TourDialog

if TYPE_CHECKING:
    from demloc.ui.main_window import MainWindow

__all__ = ["STEPS", "TourDialog", "open_tutorial"]


def open_tutorial(window: MainWindow) -> TourDialog:
    """The tour beside `window`, from its first step; each step shows its view there
    (once the data is open: until then the views' list moves alone)."""
    tour = window.findChild(TourDialog, "tutorial")
    if not isinstance(tour, TourDialog):  # the first time: kept, hidden when closed
        tour = TourDialog(window, window.show_view)
    tour.show_step(0)
    frame = window.frameGeometry()
    tour.move(
        frame.right() - tour.width() - 24, max(frame.top(), frame.bottom() - tour.height() - 48)
    )
    if tour.isVisible():  # behind the window: to the front
        tour.raise_()
    tour.show()
    tour.activateWindow()
    return tour

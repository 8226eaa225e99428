"""A Guild view's tab shown as a player shows it (a click on its title) before the test
reads or uses it: the view fills a tab only once it is shown (R-212)."""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def on(tab: T) -> T:
    """`tab` brought on screen in its Guild view (filled with the guild as it is now)."""
    view: Any = getattr(tab, "view")  # noqa: B009  (every tab keeps its view)
    view.tabs.setCurrentWidget(tab)
    return tab

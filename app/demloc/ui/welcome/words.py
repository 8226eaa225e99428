"""What the views say while the database has no player (R-219): a leaf module, so a view
can say it without importing the welcome (and the window the welcome needs)."""

from __future__ import annotations

from demloc.ui.i18n import translate


def no_player_text() -> str:
    return translate(
        "welcome",
        "No player yet: File > Add a player… makes your account and your guild from your "
        "code card (6.2).",
    )

"""The Guild view, one module per tab (STYLE.md 11): overview, dormitory, armory, the
keepers (arcane library, pantheon, guesthouse), City Gate (with its card form), ledger."""

from demloc.ui.guild.view import GuildView

__all__ = ["GuildView"]

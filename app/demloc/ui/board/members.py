"""The guilds' members as characters the Board's Edit tab can put on the map, each with
the weapons he carries (so his firing lines have his range)."""

from __future__ import annotations

from demloc.catalog.cards import Card, Mercenary, Weapon
from demloc.catalog.catalog import Catalog
from demloc.store import Sessions, guilds


def member_cards(
    sessions: Sessions, catalog: Catalog
) -> list[tuple[str, Card, tuple[Weapon, ...]]]:
    """Every living member of every guild on this computer: "Guild: name"."""
    found: list[tuple[str, Card, tuple[Weapon, ...]]] = []
    with sessions() as session:
        for guild in guilds.all_guilds(session):
            cards = guilds.known_cards(session, guild, catalog)
            for member in guild.members:
                card = cards.get(member.card_id)
                if not isinstance(card, Mercenary) or member.status == "dead":
                    continue
                weapons = tuple(
                    w
                    for item in guilds.equipment(member)
                    if isinstance(w := cards.get(item.card_id), Weapon)
                )
                found.append((f"{guild.name}: {card.name}", card, weapons))
    return sorted(found, key=lambda entry: entry[0])

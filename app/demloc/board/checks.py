"""What a map's position says against the rules of the cards, as warnings: a map may
still be drawn and played with, but the players should hear about it (RULINGS.md R-46).

The rule of uniqueness: one mercenary of a name in a mission (5.1.1), one daemon of
a name in play at a time (5.1.3); followers may come in any number (5.1.2). A
miniature moves as its card says: its movement factor (5.1.1, 7.2.1) and its FLY x
(8.4) are the card's.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from demloc.board.position import BoardMap
from demloc.board.position import Character as Miniature
from demloc.catalog.cards import Card, CardKind, Daemon, Follower, Mercenary
from demloc.catalog.catalog import Catalog, UnknownCardError

# The kinds of card a name stands for only once on a board, and the rule that says so.
RULE = {
    CardKind.MERCENARY: "a mercenary plays once in a mission (the rule of uniqueness, 5.1.1)",
    CardKind.DAEMON: "one daemon of a name plays at a time (the rule of uniqueness, 5.1.3)",
}
CHARACTER_KINDS = (CardKind.MERCENARY, CardKind.FOLLOWER, CardKind.DAEMON)


def name_key(name: str) -> str:
    """A name as the rule of uniqueness compares it: "Wechi " and "wechi" are one."""
    return name.strip().casefold()


def card_fly(card: Mercenary | Follower | Daemon) -> int:
    """The x of the card's FLY x ability (8.4), 0 if it has none."""
    for ability in card.abilities:
        if ability.keyword is not None and ability.keyword.name == "FLY":
            return ability.keyword.value if ability.keyword.value is not None else 1
    return 0


def rule_warnings(board_map: BoardMap, catalog: Catalog) -> list[str]:
    """Warnings, in map order, for the characters of `board_map`: a card id the
    catalog does not know, a movement or a FLY x other than its card's, then a
    mercenary or a daemon there more than once (one warning per name, naming every
    miniature). A miniature is the card its `card` id names, else the character card
    of its name (trimmed, any case); one that is neither (a sketch's "Guard") is let be."""
    by_name = {
        name_key(card.name): card for kind in CHARACTER_KINDS for card in catalog.of_kind(kind)
    }
    warnings: list[str] = []
    holders: list[tuple[str, Card]] = []
    for miniature in board_map.characters:
        card: Card | None
        if miniature.card:
            try:
                card = catalog.card(miniature.card)
            except UnknownCardError:
                warnings.append(f"{miniature.id}: card '{miniature.card}' is not in the catalog")
                continue
        else:
            card = by_name.get(name_key(miniature.name or ""))
        if isinstance(card, Mercenary | Follower | Daemon):
            warnings += _against_card(miniature, card)
        if card is not None:
            holders.append((f"{miniature.id} ({miniature.colour} {miniature.number})", card))
    return warnings + uniqueness_warnings(holders)


def uniqueness_warnings(
    holders: Iterable[tuple[str, Card]], where: str = "on the board"
) -> list[str]:
    """The rule of uniqueness (5.1.1, 5.1.3; RULINGS.md R-46, R-136): one warning per
    mercenary or daemon name held more than once, naming every holder ("r1 (red 1)"),
    in the order first seen. The one check of a map, a set-up and a saved mission."""
    unique: dict[str, list[str]] = defaultdict(list)
    cards: dict[str, Card] = {}
    for who, card in holders:
        if card.kind in RULE:
            unique[name_key(card.name)].append(who)
            cards[name_key(card.name)] = card
    warnings = []
    for key, names in unique.items():
        if len(names) < 2:
            continue
        card = cards[key]
        times = "twice" if len(names) == 2 else f"{len(names)} times"
        holding = ", ".join(names)
        warnings.append(
            f"{card.kind.value} {card.name} is {where} {times}: {holding}; {RULE[card.kind]}"
        )
    return warnings


def _against_card(miniature: Miniature, card: Mercenary | Follower | Daemon) -> list[str]:
    """The miniature's movement factor (5.1.1, 7.2.1) and FLY x (8.4) where they are not
    its card's."""
    fields = (
        ("movement", miniature.movement, card.profile.movement, "5.1.1"),
        ("fly", miniature.fly, card_fly(card), "FLY x, 8.4"),
    )
    return [
        f"{miniature.id} ({miniature.colour} {miniature.number}) {card.name}: "
        f"{field} {on_map} on the map, {on_card} on its card ({rule})"
        for field, on_map, on_card, rule in fields
        if on_map != on_card
    ]

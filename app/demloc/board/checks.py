"""What a map's position says against the rules of the cards, as warnings: a map may
still be drawn and played with, but the players should hear about it (RULINGS.md R-46).

The rule of uniqueness: one mercenary of a name in a mission (5.1.1), one daemon of
a name in play at a time (5.1.3); followers may come in any number (5.1.2).
"""

from __future__ import annotations

from collections import defaultdict

from demloc.board.position import BoardMap
from demloc.board.position import Character as Miniature
from demloc.catalog.cards import Card, CardKind
from demloc.catalog.catalog import Catalog, UnknownCardError

# The kinds of card a name stands for only once on a board, and the rule that says so.
RULE = {
    CardKind.MERCENARY: "a mercenary plays once in a mission (the rule of uniqueness, 5.1.1)",
    CardKind.DAEMON: "one daemon of a name plays at a time (the rule of uniqueness, 5.1.3)",
}
CHARACTER_KINDS = (CardKind.MERCENARY, CardKind.FOLLOWER, CardKind.DAEMON)


def rule_warnings(board_map: BoardMap, catalog: Catalog) -> list[str]:
    """Warnings, in map order, for the characters of `board_map`: a mercenary or a
    daemon there more than once (one warning per name, naming every miniature), a card
    id the catalog does not know. A miniature is the card its `card` id names, else the
    character card of its name; one that is neither (a sketch's "Guard") is let be."""
    by_name = {
        card.name.casefold(): card for kind in CHARACTER_KINDS for card in catalog.of_kind(kind)
    }
    warnings: list[str] = []
    unique: dict[str, list[Miniature]] = defaultdict(list)
    cards: dict[str, Card] = {}
    for miniature in board_map.characters:
        card: Card | None
        if miniature.card:
            try:
                card = catalog.card(miniature.card)
            except UnknownCardError:
                warnings.append(f"{miniature.id}: card '{miniature.card}' is not in the catalog")
                continue
        else:
            card = by_name.get((miniature.name or "").casefold())
        if card is not None and card.kind in RULE:
            unique[card.name.casefold()].append(miniature)
            cards[card.name.casefold()] = card
    for key, miniatures in unique.items():
        if len(miniatures) < 2:
            continue
        card = cards[key]
        times = "twice" if len(miniatures) == 2 else f"{len(miniatures)} times"
        where = ", ".join(f"{m.id} ({m.colour} {m.number})" for m in miniatures)
        warnings.append(
            f"{card.kind.value} {card.name} is on the board {times}: {where}; {RULE[card.kind]}"
        )
    return warnings

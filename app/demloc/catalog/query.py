"""Filtering the catalog, as the catalog browser does: a pure function of a card."""

from __future__ import annotations

import dataclasses

from demloc.catalog.cards import (
    ArcaneCode,
    Card,
    CardKind,
    Daemon,
    Follower,
    Mercenary,
    Weapon,
    card_keywords,
)


@dataclasses.dataclass(frozen=True)
class CardFilter:
    """Every criterion left at None (or empty text) lets every card through."""

    kind: CardKind | None = None
    set_id: str | None = None
    type: str | None = None  # a mercenary type or a weapon type value
    level: int | None = None
    keyword: str | None = None
    text: str = ""

    def matches(self, card: Card) -> bool:
        return (
            (self.kind is None or card.kind is self.kind)
            and (self.set_id is None or card.set_id == self.set_id)
            and (self.type is None or card_type(card) == self.type)
            and (self.level is None or card_level(card) == self.level)
            and (self.keyword is None or self.keyword in {k.name for k in card_keywords(card)})
            and (not self.text or self.text.casefold() in searchable_text(card))
        )


def card_type(card: Card) -> str | None:
    """The type a card is filtered by: mercenary type, weapon type or kabbalah."""
    match card:
        case Mercenary():
            return card.type.value
        case Weapon():
            return card.type.value
        case Daemon() | ArcaneCode():
            return card.kabbalah
        case Follower():
            return None


def card_level(card: Card) -> int | None:
    return card.level if isinstance(card, Mercenary | Daemon) else None


def searchable_text(card: Card) -> str:
    """Name, id and every word printed on the card, folded for case-free search."""
    words = [card.name, card.id, *(str(k) for k in card_keywords(card))]
    if isinstance(card, Mercenary | Follower | Daemon):
        words += [f"{a.name} {a.text}" for a in card.abilities]
    if isinstance(card, Weapon) and card.unique_feature:
        words += [card.unique_feature.name, card.unique_feature.text]
    if isinstance(card, ArcaneCode):
        words += [p.name for p in card.powers] + [card.pentacle.name]
        words += [p.unique_effect for p in card.powers] + [card.pentacle.unique_effect]
    return " ".join(words).casefold()

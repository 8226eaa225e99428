"""The card catalog: every valid set from the built-in and the player's data folders."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

from demloc.catalog.cards import ArcaneCode, Card, CardKind, CardSet, Daemon, Follower
from demloc.catalog.errors import CatalogError, DuplicateIdError, UnknownReferenceError, Where
from demloc.catalog.loader import load_set_file


class UnknownCardError(KeyError):
    """A card id that is not in the catalog."""


@dataclasses.dataclass(frozen=True)
class Catalog:
    """The valid sets, in load order, and what was skipped with the reason."""

    sets: tuple[CardSet, ...]
    skipped: tuple[CatalogError, ...] = ()
    _by_id: dict[str, Card] = dataclasses.field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Cards by kind in the rulebook's order (5.1.1-5.1.5), then set by set.
        kinds = list(CardKind)
        ordered = sorted((c for s in self.sets for c in s.cards), key=lambda c: kinds.index(c.kind))
        object.__setattr__(self, "_by_id", {c.id: c for c in ordered})

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(self._by_id.values())

    def card(self, card_id: str) -> Card:
        try:
            return self._by_id[card_id]
        except KeyError:
            raise UnknownCardError(f"no card with id '{card_id}' in the catalog") from None

    def of_kind(self, kind: CardKind) -> tuple[Card, ...]:
        return tuple(c for c in self._by_id.values() if c.kind is kind)

    def set_by_id(self, set_id: str) -> CardSet | None:
        return next((s for s in self.sets if s.id == set_id), None)

    def set_by_code(self, redeem_code: str) -> CardSet | None:
        """The set of a code as a player types it: any case, its groups joined by
        dashes, spaces or nothing ("rog1 7k3q hbsm" is ROG1-7K3Q-HBSM; issue 26)."""
        wanted = _code_key(redeem_code)
        return next((s for s in self.sets if _code_key(s.redeem_code) == wanted), None)

    @property
    def provisional(self) -> bool:
        return any(s.provisional for s in self.sets)


def load_catalog(folders: Sequence[Path]) -> Catalog:
    """Load every set file of `folders`; a later folder's set replaces an earlier one's
    set with the same id (a player's correction of a built-in set).

    A file with any error is skipped whole, with its error, and the rest still load. A
    correction that clashes with another set, or names a card no set keeps, is skipped
    and the set it would replace comes back; the same set id twice in one folder keeps
    the first file.
    """
    skipped: list[CatalogError] = []
    candidates: dict[str, list[tuple[int, CardSet]]] = {}  # by set id, in folder order
    for index, folder in enumerate(folders):
        here: dict[str, str] = {}
        if not folder.is_dir() and (folder.exists() or folder.is_symlink()):
            # Named, never passed over (RULINGS.md R-161): the player's sets are not read.
            why = "is not a folder: your own set files go in a folder of this name"
            skipped.append(CatalogError(why, Where(file=str(folder))))
        for path in sorted(folder.glob("*.toml")) if folder.is_dir() else []:
            try:
                card_set = load_set_file(path)
            except CatalogError as error:
                skipped.append(error)
                continue
            if card_set.id in here:
                skipped.append(DuplicateIdError(
                    f"set id '{card_set.id}' is also the id of {here[card_set.id]}",
                    Where(file=str(path), field="set.id"),
                ))  # fmt: skip
                continue
            here[card_set.id] = str(path)
            candidates.setdefault(card_set.id, []).append((index, card_set))
    while True:
        # Earlier folders first: a clash drops the later set, the player's correction.
        chosen = sorted((c[-1] for c in candidates.values() if c), key=lambda c: c[0])
        problems: list[CatalogError] = []
        accepted = _with_valid_references(
            _without_clashes([s for _, s in chosen], problems), problems
        )
        skipped += problems
        kept = {s.id for s in accepted}
        dropped = [s.id for _, s in chosen if s.id not in kept]
        if not dropped:
            return Catalog(tuple(accepted), tuple(skipped))
        for set_id in dropped:  # fall back to the set it replaced, if any
            candidates[set_id].pop()


def _without_clashes(sets: list[CardSet], skipped: list[CatalogError]) -> list[CardSet]:
    """Drop a set that reuses a card id or a redeem code of a set loaded before it."""
    owner_of_id: dict[str, CardSet] = {}
    owner_of_code: dict[str, CardSet] = {}
    accepted = []
    for card_set in sets:
        clash = None
        if card_set.redeem_code in owner_of_code:
            other = owner_of_code[card_set.redeem_code]
            clash = DuplicateIdError(
                f"redeem code '{card_set.redeem_code}' is already used by set '{other.id}' "
                f"({other.source})",
                Where(file=card_set.source, field="set.redeem_code"),
            )
        for card in card_set.cards:
            if clash is None and card.id in owner_of_id:
                other = owner_of_id[card.id]
                clash = DuplicateIdError(
                    f"id '{card.id}' is already used in set '{other.id}' ({other.source})",
                    Where(
                        file=card_set.source,
                        card=f"{card.kind.label.lower()} '{card.id}'",
                        field="id",
                    ),
                )
        if clash is not None:
            skipped.append(clash)
            continue
        accepted.append(card_set)
        owner_of_code[card_set.redeem_code] = card_set
        owner_of_id.update((card.id, card_set) for card in card_set.cards)
    return accepted


def _with_valid_references(sets: list[CardSet], skipped: list[CatalogError]) -> list[CardSet]:
    """Drop a set whose follower or daemon names an arcane code no set provides."""
    codes = {c.id for s in sets for c in s.cards if isinstance(c, ArcaneCode)}
    accepted = []
    for card_set in sets:
        bad = next(
            (
                c
                for c in card_set.cards
                if isinstance(c, Follower | Daemon) and c.arcane_code and c.arcane_code not in codes
            ),
            None,
        )
        if bad is None:
            accepted.append(card_set)
            continue
        assert isinstance(bad, Follower | Daemon)
        skipped.append(
            UnknownReferenceError(
                f"no arcane code with id '{bad.arcane_code}' in any set",
                Where(
                    file=card_set.source, card=f"{bad.kind.value} '{bad.id}'", field="arcane_code"
                ),
            )
        )
    return accepted


def _code_key(code: str) -> str:
    return "".join(ch for ch in code.upper() if ch.isalnum())

"""The characters choice phase (6.4.1): slots, ready mercenaries, guesthouse and hired
followers from the table's pool (5.1.2), and the rule of uniqueness across the table
(5.1.1), settled by fame or by a small auction of feods (RULINGS.md R-49)."""

from __future__ import annotations

import dataclasses
import random

from demloc.board.checks import uniqueness_warnings
from demloc.catalog.cards import Follower, Mercenary
from demloc.missions import actions as a
from demloc.missions.errors import SetupError
from demloc.missions.setup import (
    Claim,
    Contest,
    Picked,
    PlayerSetup,
    SetupContext,
    SetupState,
    Source,
    mission_of,
    slots,
)
from demloc.missions.table import TableMercenary
from demloc.rules.errors import RulesError
from demloc.rules.spec import fighter_from_spec
from demloc.words import counted

# ---- what the screens show ------------------------------------------------------------


def used_slots(state: SetupState, key: str, wave: int) -> int:
    """Slots taken, counting mercenaries he is still contesting (5.1.1)."""
    picks = sum(
        1 for p in state.player(key).picks if p.wave == wave and p.source is not Source.MISSION
    )  # the dignitary takes no slot (RULINGS.md R-69)
    claims = sum(
        1 for c in state.contests for cl in c.claims if cl.player == key and cl.wave == wave
    )
    return picks + claims


def pool(state: SetupState) -> dict[str, tuple[int, int, int]]:
    """The follower cards at the table (5.1.2): by card, what the players' collections
    hold between them, how many are taken, and how many are left. The guilds of one
    account share its collection: it is counted once (RULINGS.md R-62)."""
    accounts: dict[str, dict[str, int]] = {}
    for player in state.players:
        box = accounts.setdefault(player.guild.owner, {})
        for card, count in player.guild.collection.items():
            box[card] = max(box.get(card, 0), count)
    held: dict[str, int] = {}
    for box in accounts.values():
        for card, count in box.items():
            held[card] = held.get(card, 0) + count
    taken: dict[str, int] = {}
    for player in state.players:
        for picked in player.picks:
            if picked.source in (Source.GUESTHOUSE, Source.HIRED):
                taken[picked.card] = taken.get(picked.card, 0) + 1
    counts = {}
    for card in sorted(set(held) | set(taken)):
        have, used = held.get(card, 0), taken.get(card, 0)
        counts[card] = (have, used, max(0, have - used))
    return counts


def unfit(ctx: SetupContext, player: PlayerSetup, mercenary: TableMercenary) -> str:
    """Why `mercenary` cannot join a mission, or "": the dormitory's reasons, and the
    weapons he holds checked as `pick` checks them (5.1.4: at least one weapon equipped
    that he can hold), so "ready" and what pick accepts are one rule."""
    fault = mercenary.fault()
    if fault:
        return fault
    spec = {"card": mercenary.card, "weapons": list(mercenary.weapons)}
    try:
        fighter_from_spec(spec, mercenary.card, player.colour, ctx.catalog)
    except RulesError as error:
        return f"cannot hold their weapons: {error} (5.1.4)"
    return ""


def ready(ctx: SetupContext, player: PlayerSetup) -> tuple[TableMercenary, ...]:
    """The mercenaries of his dormitory that pick accepts (6.4.1, 5.1.4)."""
    return tuple(m for m in player.guild.mercenaries if not unfit(ctx, player, m))


def _card_name(ctx: SetupContext | None, card: str) -> str:
    if ctx is None:
        return card
    try:
        return ctx.card(card).name
    except SetupError:
        return card


def no_ready_mercenary(state: SetupState, ctx: SetupContext | None = None) -> list[str]:
    """Players who cannot field a mercenary, each with every reason, by card name
    (6.4.1, 5.1.4). Without `ctx` only the dormitory's statuses and weapons are read
    (the weapons he cannot hold need the catalog), and cards are named by id."""
    problems = []
    for player in state.players:
        if ctx is None:
            faults = [(m, m.fault()) for m in player.guild.mercenaries]
        else:
            faults = [(m, unfit(ctx, player, m)) for m in player.guild.mercenaries]
        if any(not why for _m, why in faults):
            continue
        reasons = [f"{_card_name(ctx, m.card)} {why}" for m, why in faults]
        problems.append(
            f"{player.name} has no ready mercenary"
            + (f" ({'; '.join(reasons)})" if reasons else " (the dormitory is empty)")
            + ": a mercenary needs good health and a weapon they can hold (5.1.4)"
        )
    return problems


def twice_by_name(state: SetupState, ctx: SetupContext) -> list[str]:
    """The rule of uniqueness over the picks, by name (5.1.1; RULINGS.md R-46, R-136):
    the board check's words. A contest settles one card wanted twice (`pick`); two cards
    of one name (a set of a player's own may print a mercenary again) are named here."""
    holders = [
        (f"{p.id} ({player.colour} {p.base})", ctx.card(p.card))
        for player in state.players
        for p in player.picks
    ]
    return uniqueness_warnings(holders, "in the mission")


def characters_missing(state: SetupState, ctx: SetupContext) -> list[str]:
    """What stops Next in the characters phase."""
    problems = no_ready_mercenary(state, ctx)
    problems += [f"{twice}: leave one of them out" for twice in twice_by_name(state, ctx)]
    for contest in state.contests:
        names = " and ".join(state.player(c.player).name for c in contest.claims)
        problems.append(
            f"{ctx.card(contest.card).name} is wanted by {names}: settle it by fame, or each "
            "offers feods (5.1.1)"
        )
    for player in state.players:
        if player.feods_left < 0:
            problems.append(
                f"{player.name} has spent {player.paid} feods and has {player.guild.feods}: "
                f"unpick what costs {-player.feods_left} more than it has (5.1.1, 5.1.2, "
                "RULINGS.md R-60)"
            )
    for card, (held, taken, _left) in pool(state).items():
        if taken > held:
            problems.append(
                f"{taken} {ctx.card(card).name} are picked but the collections at the table "
                f"hold {held} between them: unpick {taken - held} (5.1.2, RULINGS.md R-50)"
            )
    for player in state.players:
        if ready(ctx, player) and not any(
            p.source is Source.MERCENARY and p.wave == 0 for p in player.picks
        ):
            problems.append(f"{player.name} has no mercenary on the board at the start: pick one")
    return problems


# ---- actions ------------------------------------------------------------------------------


def _new_id(state: SetupState, card: str) -> tuple[SetupState, str]:
    return dataclasses.replace(state, next_id=state.next_id + 1), f"{state.next_id}-{card}"


def _check_slot(state: SetupState, ctx: SetupContext, player: PlayerSetup, wave: int) -> None:
    mission = mission_of(state, ctx)
    allowed = slots(mission, wave)
    if used_slots(state, player.key, wave) >= allowed:
        where = "at the start" if wave == 0 else f"in wave {wave}"
        raise SetupError(
            f"{player.name} has {counted(allowed, 'slot')} {where} in {mission.name}, all taken: "
            "unpick a character first (6.4.1)"
        )


def _free_base(player: PlayerSetup) -> int:
    used = {p.base for p in player.picks}
    return next(n for n in range(1, 100) if n not in used)


def _category(card: Mercenary | Follower) -> str:
    return card.type.value if isinstance(card, Mercenary) else "follower"


def _add(state: SetupState, ctx: SetupContext, key: str, picked: Picked) -> SetupState:
    player = state.player(key)
    card = ctx.character_card(picked.card)
    # Sub-base and category suggested at once (5.2), editable in the miniatures phase.
    picked = dataclasses.replace(picked, base=_free_base(player), category=_category(card))
    return state.with_player(dataclasses.replace(player, picks=(*player.picks, picked)))


def _check_fighter(ctx: SetupContext, player: PlayerSetup, card: Mercenary) -> None:
    mercenary = player.guild.mercenary(card.id)
    assert mercenary is not None
    spec = {"card": card.id, "weapons": list(mercenary.weapons)}
    try:
        fighter_from_spec(spec, card.id, player.colour, ctx.catalog)
    except RulesError as error:
        raise SetupError(f"{card.name} cannot join the mission: {error}") from None


def pick(state: SetupState, action: a.Pick, ctx: SetupContext) -> SetupState:
    player = state.player(action.player)
    mission = mission_of(state, ctx)
    slots(mission, action.wave)
    card = ctx.character_card(action.card)
    if isinstance(card, Follower):
        return _pick_guesthouse(state, ctx, player, card, action.wave)
    mercenary = player.guild.mercenary(card.id)
    if mercenary is None:
        raise SetupError(f"{card.name} is not in {player.name}'s dormitory (5.1.1)")
    if mercenary.fault():
        raise SetupError(
            f"{card.name} cannot join the mission: the mercenary {mercenary.fault()} (6.4.1)"
        )
    _check_fighter(ctx, player, card)  # the same check as `unfit`, with his weapons named
    if any(p.card == card.id for p in player.picks) or any(
        cl.player == player.key for c in state.contests if c.card == card.id for cl in c.claims
    ):
        raise SetupError(f"{player.name} has picked {card.name} already")
    holder = next((p for p in state.players if any(x.card == card.id for x in p.picks)), None)
    if holder is not None and (card.id, player.key) in state.lost:
        raise SetupError(
            f"{card.name} is already at the table with {holder.name}: a mercenary plays once "
            "in a mission (5.1.1)"
        )
    _check_slot(state, ctx, player, action.wave)
    state, new_id = _new_id(state, card.id)
    contest = state.contest(card.id)
    if holder is None and contest is None:
        return _add(state, ctx, player.key, Picked(new_id, card.id, Source.MERCENARY, action.wave))
    claim = Claim(player.key, new_id, action.wave)
    if contest is None:
        assert holder is not None
        theirs = next(x for x in holder.picks if x.card == card.id)
        holder = dataclasses.replace(holder, picks=tuple(x for x in holder.picks if x != theirs))
        state = state.with_player(holder)
        contest = Contest(card.id, (Claim(holder.key, theirs.id, theirs.wave), claim))
        state = dataclasses.replace(state, contests=(*state.contests, contest))
    else:
        others = tuple(c for c in state.contests if c.card != card.id)
        contest = dataclasses.replace(contest, claims=(*contest.claims, claim))
        state = dataclasses.replace(state, contests=(*others, contest))
    return state.say(_contest_text(state, contest, card.name))


def _contest_text(state: SetupState, contest: Contest, name: str) -> str:
    claimants = [state.player(c.player) for c in contest.claims]
    names = " and ".join(p.name for p in claimants)
    return (
        f"{name} is wanted by {names}: a mercenary plays once in a mission (5.1.1). "
        f"Settle: {_by_fame(state, contest)}, or each offers feods and the higher offer "
        "takes them and pays (RULINGS.md R-49)."
    )


def _by_fame(state: SetupState, contest: Contest) -> str:
    """Who settling by fame gives him to, each guild named with its own fame; equal
    fame: whoever chose him first (R-49)."""
    claimants = [state.player(c.player) for c in contest.claims]  # in the order they chose
    top = max(p.guild.fame for p in claimants)
    tied = [p for p in claimants if p.guild.fame == top]
    if len(tied) > 1:
        return (
            f"equal fame ({' and '.join(p.name for p in tied)}, {top} each), so "
            f"{tied[0].name}, who chose them first"
        )
    best = tied[0]
    others = ", ".join(str(p.guild.fame) for p in claimants if p is not best)
    return f"the greater fame ({best.name}, {best.guild.fame} against {others})"


def _pick_guesthouse(
    state: SetupState, ctx: SetupContext, player: PlayerSetup, card: Follower, wave: int
) -> SetupState:
    lodged = player.guild.guesthouse.count(card.id)
    if not lodged:
        raise SetupError(
            f"{card.name} is not in {player.name}'s guesthouse: hire them for feods instead (5.1.2)"
        )
    playing = sum(1 for p in player.picks if p.card == card.id and p.source is Source.GUESTHOUSE)
    if playing >= lodged:
        raise SetupError(f"{player.name}'s guesthouse lodges {lodged} {card.name}: all picked")
    held, taken, left = pool(state).get(card.id, (0, 0, 0))
    if left <= 0:  # a guesthouse follower takes a card of the pool too
        raise SetupError(
            f"no {card.name} card is left at the table: the players' collections hold {held} "
            f"between them and {taken} are taken; a guesthouse follower needs one too "
            "(5.1.2, RULINGS.md R-50)"
        )
    _check_slot(state, ctx, player, wave)
    state, new_id = _new_id(state, card.id)
    return _add(state, ctx, player.key, Picked(new_id, card.id, Source.GUESTHOUSE, wave))


def hire(state: SetupState, action: a.Hire, ctx: SetupContext) -> SetupState:
    player = state.player(action.player)
    mission = mission_of(state, ctx)
    slots(mission, action.wave)
    card = ctx.character_card(action.card)
    offer = next((o for o in mission.followers if o.card == card.id), None)
    if offer is None or not isinstance(card, Follower):
        on_offer = ", ".join(ctx.card(o.card).name for o in mission.followers) or "none"
        raise SetupError(
            f"{card.name} is not on offer in {mission.name} (on offer: {on_offer}) (5.1.2)"
        )
    held, taken, left = pool(state).get(card.id, (0, 0, 0))
    if left <= 0:
        raise SetupError(
            f"no {card.name} card is left at the table: the players' collections hold {held} "
            f"between them and {taken} are taken (5.1.2)"
        )
    if offer.feods > feods_free(state, player.key):
        raise SetupError(
            f"{player.name} has {player.feods_left} feods left"
            f"{_held_back(state, ctx, player.key)}; a {card.name} costs {offer.feods} (5.1.2)"
        )
    _check_slot(state, ctx, player, action.wave)
    state, new_id = _new_id(state, card.id)
    picked = Picked(new_id, card.id, Source.HIRED, action.wave, feods=offer.feods)
    state = _add(state, ctx, player.key, picked)
    return state.say(
        f"{player.name} hires a {card.name} for {offer.feods} feods; {left - 1} left at the table"
    )


def unpick(state: SetupState, action: a.Unpick, ctx: SetupContext) -> SetupState:
    player = state.player(action.player)
    for contest in state.contests:
        claim = next((c for c in contest.claims if c.id == action.character), None)
        if claim is not None and claim.player == player.key:
            return _withdraw(state, ctx, contest, claim)
    picked = player.pick(action.character)
    if picked.source is Source.MISSION:
        raise SetupError(
            f"the {ctx.card(picked.card).name} comes with the mission: {player.name} escorts "
            "them, they are not unpicked (RULINGS.md R-64, R-69)"
        )
    state = state.with_player(
        dataclasses.replace(player, picks=tuple(p for p in player.picks if p != picked))
    )
    barred = [key for card, key in state.lost if card == picked.card]
    if picked.source is Source.MERCENARY and barred:
        # the winner puts him back: those who lost him are free to want him again,
        # so a re-pick is a new contest, never a free win over a barred loser.
        lost = tuple(x for x in state.lost if x[0] != picked.card)
        names = " and ".join(state.player(k).name for k in barred)
        state = dataclasses.replace(state, lost=lost).say(
            f"{player.name} puts {ctx.card(picked.card).name} back: {names} may pick them "
            "again (5.1.1, RULINGS.md R-61)"
        )
    return state


def _withdraw(state: SetupState, ctx: SetupContext, contest: Contest, claim: Claim) -> SetupState:
    rest = tuple(c for c in contest.claims if c != claim)
    others = tuple(c for c in state.contests if c.card != contest.card)
    name = ctx.card(contest.card).name
    gives_up = state.player(claim.player).name
    if len(rest) > 1:
        still = " and ".join(state.player(c.player).name for c in rest)
        contest = dataclasses.replace(contest, claims=rest)
        state = dataclasses.replace(state, contests=(*others, contest))
        state = state.say(f"{gives_up} gives up {name}: {still} still want them (5.1.1)")
        if all(c.offer is not None for c in rest):  # the sealed offers left are all in
            return _settle_by_offers(state, ctx, contest)
        return state
    state = dataclasses.replace(state, contests=others)
    winner = rest[0]
    picked = Picked(winner.id, contest.card, Source.MERCENARY, winner.wave)
    state = _add(state, ctx, winner.player, picked)
    takes = state.player(winner.player).name
    return state.say(f"{gives_up} gives up {name}: {name} goes to {takes} (5.1.1)")


# ---- feods: what is spent, and what open offers hold back (RULINGS.md R-60) ---------------


def _offers_out(state: SetupState, key: str, but: str = "") -> list[tuple[str, int]]:
    """The sealed offers `key` has in open auctions (but the one for card `but`)."""
    return [
        (contest.card, claim.offer)
        for contest in state.contests
        if contest.card != but
        for claim in contest.claims
        if claim.player == key and claim.offer is not None
    ]


def feods_free(state: SetupState, key: str, but: str = "") -> int:
    """His feods left less what his open offers hold back (R-60): what he may still
    spend on a hire or offer in another auction."""
    held = sum(feods for _card, feods in _offers_out(state, key, but))
    return state.player(key).feods_left - held


def _held_back(state: SetupState, ctx: SetupContext, key: str) -> str:
    """Said when open offers hold some feods back; the amounts stay sealed (R-61)."""
    cards = [ctx.card(card).name for card, _feods in _offers_out(state, key)]
    if not cards:
        return ""
    return (
        ", part of them held back by their sealed offer for "
        + " and ".join(cards)
        + " until that auction ends (RULINGS.md R-60)"
    )


# ---- the auction (5.1.1, RULINGS.md) -----------------------------------------------


def offer(state: SetupState, action: a.Offer, ctx: SetupContext) -> SetupState:
    """R-61: each claimant offers once, sealed; the offers are shown together when the
    last is in, and the higher takes him."""
    player = state.player(action.player)
    card = ctx.card(action.card)
    contest = state.contest(card.id)
    claim = next((c for c in contest.claims if c.player == player.key), None) if contest else None
    if contest is None or claim is None:
        raise SetupError(
            f"{player.name} is not bidding for {card.name}: an auction is for a mercenary two "
            "players want (5.1.1)"
        )
    if claim.offer is not None:
        raise SetupError(
            f"{player.name} has offered for {card.name} already: each claimant offers once, "
            "sealed, and the offers are shown when all are in (5.1.1, RULINGS.md R-61)"
        )
    if action.feods > feods_free(state, player.key):
        raise SetupError(
            f"{player.name} has {player.feods_left} feods left"
            f"{_held_back(state, ctx, player.key)}: cannot offer {action.feods} (5.1.1)"
        )
    claims = tuple(dataclasses.replace(c, offer=action.feods) if c == claim else c
                   for c in contest.claims)  # fmt: skip
    contest = dataclasses.replace(contest, claims=claims)
    others = tuple(c for c in state.contests if c.card != card.id)
    state = dataclasses.replace(state, contests=(*others, contest))
    waiting = [state.player(c.player).name for c in claims if c.offer is None]
    if waiting:
        return state.say(
            f"{player.name} makes a sealed offer for {card.name}; still to offer: "
            f"{' and '.join(waiting)} (5.1.1, RULINGS.md R-61)"
        )
    return _settle_by_offers(state.say(f"{player.name} makes a sealed offer for {card.name}"),
                             ctx, contest)  # fmt: skip


def settle(state: SetupState, action: a.Settle, ctx: SetupContext) -> SetupState:
    """Settle by fame (R-49), while no one has offered: once an offer is in, the
    auction goes on until all have offered or given him up (R-61)."""
    card = ctx.card(action.card)
    contest = state.contest(card.id)
    if contest is None:
        raise SetupError(f"no one is contesting {card.name}: nothing to settle (5.1.1)")
    offered = [state.player(c.player).name for c in contest.claims if c.offer is not None]
    if offered:
        waiting = [state.player(c.player).name for c in contest.claims if c.offer is None]
        raise SetupError(
            f"the auction for {card.name} is open ({' and '.join(offered)} offered): it ends "
            f"when {' and '.join(waiting)} offer or give them up, not by fame (5.1.1, "
            "RULINGS.md R-61)"
        )
    order = {c.player: n for n, c in enumerate(contest.claims)}
    winner = max(
        contest.claims, key=lambda c: (state.player(c.player).guild.fame, -order[c.player])
    )
    return _award(state, ctx, contest, winner, 0, _why_fame(state, contest, winner))


def _why_fame(state: SetupState, contest: Contest, winner: Claim) -> str:
    fame = state.player(winner.player).guild.fame
    fames = [state.player(c.player).guild.fame for c in contest.claims if c != winner]
    if fame in fames:
        return f"who chose them first (equal fame, {fame})"
    return f"the guild with the greater fame ({fame} against {', '.join(map(str, fames))})"


def _settle_by_offers(state: SetupState, ctx: SetupContext, contest: Contest) -> SetupState:
    """R-49: the higher offer takes him and pays it; equal offers: the greater fame;
    equal fame too: who chose him first. R-60: an offer he cannot pay is passed over."""
    order = {c.player: n for n, c in enumerate(contest.claims)}
    name = ctx.card(contest.card).name

    def rank(claim: Claim) -> tuple[int, int, int]:
        fame = state.player(claim.player).guild.fame
        return (claim.offer or 0, fame, -order[claim.player])

    passed = [c for c in contest.claims
              if (c.offer or 0) > feods_free(state, c.player, but=contest.card)]  # fmt: skip
    for claim in passed:
        player = state.player(claim.player)
        state = state.say(
            f"{player.name}'s offer of {claim.offer} feods for {name} is passed over: it has "
            f"{feods_free(state, claim.player, but=contest.card)} feods to pay with "
            "(5.1.1, RULINGS.md R-60)"
        )
    eligible = [c for c in contest.claims if c not in passed]
    if not eligible:  # no one can pay his offer: the greater fame, for nothing
        winner = max(contest.claims, key=lambda c: rank(dataclasses.replace(c, offer=0)))
        return _award(state, ctx, contest, winner, 0, _why_fame(state, contest, winner))
    winner = max(eligible, key=rank)
    losers = [c for c in contest.claims if c != winner]
    who = state.player(winner.player)
    paid = winner.offer or 0
    best_other = max((c for c in eligible if c != winner), key=rank, default=None)
    offers = ", ".join(f"{state.player(c.player).name} {c.offer or 0}" for c in losers)
    if best_other is None or paid > (best_other.offer or 0):
        why = f"for {paid} feods, the higher offer (against: {offers})"
    elif who.guild.fame > state.player(best_other.player).guild.fame:
        fames = ", ".join(str(state.player(c.player).guild.fame) for c in losers)
        why = f"the guild with the greater fame ({who.guild.fame} against {fames})" + (
            f", at the equal offer of {paid} feods" if paid else ""
        )
    else:
        why = "who chose them first (equal offers and equal fame)" + (
            f", at the equal offer of {paid} feods" if paid else ""
        )
    return _award(state, ctx, contest, winner, paid, why)


def _award(
    state: SetupState, ctx: SetupContext, contest: Contest, winner: Claim, paid: int, why: str
) -> SetupState:
    losers = [c for c in contest.claims if c != winner]
    others = tuple(c for c in state.contests if c.card != contest.card)
    state = dataclasses.replace(
        state, contests=others, lost=(*state.lost, *((contest.card, c.player) for c in losers))
    )
    picked = Picked(winner.id, contest.card, Source.MERCENARY, winner.wave, feods=paid)
    state = _add(state, ctx, winner.player, picked)
    name, who = ctx.card(contest.card).name, state.player(winner.player).name
    return state.say(f"{name} sides with {who}, {why} (5.1.1, RULINGS.md R-49)")


# ---- pulling the cards: mana (6.4.1) ---------------------------------------------------------


def arcane(ctx: SetupContext, picked: Picked) -> int:
    return ctx.character_card(picked.card).profile.arcane


def cards_missing(state: SetupState, ctx: SetupContext) -> list[str]:
    return [
        f"{player.name}: {ctx.card(p.card).name} has not channelled their mana yet (6.4.1)"
        for player in state.players
        for p in player.picks
        if p.wave == 0 and p.mana is None and arcane(ctx, p) > 0
    ]


def channel(state: SetupState, action: a.Channel, ctx: SetupContext) -> SetupState:
    """6.4.1: arcane dice = arcane ability; a broken seal only means less mana."""
    player = state.player(action.player)
    picked = player.pick(action.character)
    name = ctx.card(picked.card).name
    dice = arcane(ctx, picked)
    if dice == 0:
        raise SetupError(f"{name} has no arcane ability: no mana to channel (6.4.1)")
    if picked.wave:
        raise SetupError(
            f"{name} enters with wave {picked.wave}: they channel on entering (RULINGS.md R-50)"
        )
    if picked.mana is not None:
        raise SetupError(
            f"{name} has channelled already ({picked.white} white, {picked.black} black): "
            "undo to enter other dice"
        )
    if action.faces is not None:
        faces = action.faces
        if len(faces) != dice:
            raise SetupError(
                f"{name} rolls {dice} arcane dice (their arcane ability, 6.4.1): "
                f"{len(faces)} entered"
            )
    elif action.seed is not None:
        rng = random.Random(action.seed)
        faces = tuple(rng.choice(ctx.dice.mana()).value for _ in range(dice))
    else:
        raise SetupError("channel needs the faces rolled at the table, or a seed to roll them")
    picked = dataclasses.replace(picked, mana=tuple(faces))
    player = dataclasses.replace(
        player, picks=tuple(picked if p.id == picked.id else p for p in player.picks)
    )
    seals = faces.count("seal")
    text = f"{name} channels {picked.white} white and {picked.black} black mana"
    if seals:
        text += f"; {seals} broken seal{'s' if seals > 1 else ''}: no effect now (6.4.1)"
    return state.with_player(player).say(text)

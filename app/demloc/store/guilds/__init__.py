"""Guild management services (rulebook 2.1, 5.1, 6.2, 6.3), by concern: accounts.py
(accounts and guilds, their names, lock, purse and history), cards.py (the City Gate:
the collection and custom cards), buildings.py (levels, upgrades, and what the armory,
library, pantheon and guesthouse keep) and members.py (the dormitory, each member's
weapons and codes, the roster). Every function takes a Session and never commits it:
the caller owns one transaction per user action (STYLE.md). Every rule that refuses an
action raises GuildRuleError with a sentence a player understands. The package gives
every service under its old name (`from demloc.store import guilds`; `guilds.buy`), so
callers need not know which module holds it; to replace one in a test, patch the
module that holds it, where its neighbours look it up.
"""

from demloc.store.guilds.accounts import (
    NAME_LENGTH,
    WRITING_RESULTS,
    GuildRuleError,
    NameTakenError,
    account_names,
    all_guilds,
    change_wealth,
    clean_name,
    create_account,
    create_guild,
    delete_guild,
    find_account,
    find_guild,
    flush_unique,
    guild_at_table,
    guild_by_uuid,
    guild_name_taken,
    ledger_total,
    lock_guild,
    name_fault,
    record_mission,
    rename_guild,
    taken_message,
)
from demloc.store.guilds.buildings import (
    CARD_TYPES,
    ITEM_PLACES,
    buy,
    held_cuts,
    level,
    remove_item,
    upgrade,
)
from demloc.store.guilds.cards import (
    _parse_custom,  # benchmarks/bench_guild.py clears it for a cold refresh
    add_custom_card,
    collection,
    custom_card_fault,
    custom_sets,
    known_cards,
    redeem,
)
from demloc.store.guilds.members import (
    RosterRow,
    assign_code,
    dismiss,
    enlist,
    enlist_fault,
    equip,
    equipment,
    mission_ready,
    roster,
    set_status,
    unequip,
)

__all__ = [
    "CARD_TYPES",
    "ITEM_PLACES",
    "NAME_LENGTH",
    "WRITING_RESULTS",
    "GuildRuleError",
    "NameTakenError",
    "RosterRow",
    "_parse_custom",
    "account_names",
    "add_custom_card",
    "all_guilds",
    "assign_code",
    "buy",
    "change_wealth",
    "clean_name",
    "collection",
    "create_account",
    "create_guild",
    "custom_card_fault",
    "custom_sets",
    "delete_guild",
    "dismiss",
    "enlist",
    "enlist_fault",
    "equip",
    "equipment",
    "find_account",
    "find_guild",
    "flush_unique",
    "guild_at_table",
    "guild_by_uuid",
    "guild_name_taken",
    "held_cuts",
    "known_cards",
    "ledger_total",
    "level",
    "lock_guild",
    "mission_ready",
    "name_fault",
    "record_mission",
    "redeem",
    "remove_item",
    "rename_guild",
    "roster",
    "set_status",
    "taken_message",
    "unequip",
    "upgrade",
]

"""The guild's and the city's undo history kept in the database (issue 28 section 1,
R-177): written with the action, read back by another session (a restart), bounded,
and never applied twice by two sessions (two windows, two processes), on both engines."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import pytest
from sqlalchemy.orm import Session, sessionmaker

from demloc.catalog.cards import Mercenary
from demloc.catalog.catalog import Catalog
from demloc.guild.rules import GuildRules
from demloc.store import guilds as g
from demloc.store import row_history as h
from demloc.store.changes import GuildChange, Wealth, apply_change, capture, difference
from demloc.store.database import open_database
from demloc.store.schema import Guild

Action = Callable[[Session, Guild], object]


def _made(sessions: sessionmaker[Session], catalog: Catalog, rules: GuildRules) -> int:
    with sessions.begin() as session:
        account = g.create_account(session, "Test Master")
        for card_set in catalog.sets:
            g.redeem(session, account, card_set.redeem_code, catalog)
        guild = g.create_guild(session, account, "The Grey Hands", "blue", rules)
        g.change_wealth(session, guild, "test", fame=500, feods=1000)
        return guild.id


def _act(sessions: sessionmaker[Session], guild_id: int, text: str, action: Action) -> int:
    """As the Guild view runs an action: its rows and its entry in one transaction."""
    with sessions.begin() as session:
        guild = session.get_one(Guild, guild_id)
        before = capture(session, guild)
        action(session, guild)
        change = difference(session, guild, before, capture(session, guild))
        return h.record(session, guild_id, "guild", text, change)


def _replay(sessions: sessionmaker[Session], entry_id: int, text: str, catalog: Catalog,
            rules: GuildRules, *, undo: bool = True) -> None:  # fmt: skip
    with sessions.begin() as session:

        def apply(change: GuildChange) -> GuildChange:
            return apply_change(session, change, undo=undo, text=text, catalog=catalog,
                                rules=rules)  # fmt: skip

        h.replay(session, entry_id, undo=undo, text=text, apply=apply)


def _rows(sessions: sessionmaker[Session], guild_id: int) -> object:
    with sessions.begin() as session:
        guild = session.get_one(Guild, guild_id)
        return capture(session, guild).rows, (guild.fame, guild.feods, guild.blood_stones)


def _enlist(catalog: Catalog, rules: GuildRules) -> Action:
    card = next(c for c in catalog.cards if isinstance(c, Mercenary))
    return lambda session, guild: g.enlist(session, guild, card.id, catalog, rules)


def _upgrade(rules: GuildRules) -> Action:
    return lambda session, guild: g.upgrade(session, guild, "armory", rules)


def test_a_kept_action_is_undone_by_another_session_and_its_rows_come_back_exactly(
    database_url: str, catalog: Catalog, rules: GuildRules
) -> None:
    """A restart (a new engine on the database) reads the same entries, where the
    history stands, and undoing them puts every row and the wealth back as they were."""
    first = open_database(database_url)
    guild_id = _made(first, catalog, rules)
    before = _rows(first, guild_id)
    enlisted = _act(first, guild_id, "Enlist a mercenary", _enlist(catalog, rules))
    upgraded = _act(first, guild_id, "Upgrade the armory", _upgrade(rules))
    _replay(first, upgraded, "Upgrade the armory", catalog, rules)
    first.kw["bind"].dispose()

    again = open_database(database_url)  # a restart
    with again.begin() as session:
        kept = h.histories(session, "guild")[guild_id]
    assert [(e.id, e.text, e.undone) for e in kept] == [
        (enlisted, "Enlist a mercenary", False), (upgraded, "Upgrade the armory", True),
    ]  # fmt: skip
    _replay(again, upgraded, "Upgrade the armory", catalog, rules, undo=False)  # redo
    _replay(again, upgraded, "Upgrade the armory", catalog, rules)
    _replay(again, enlisted, "Enlist a mercenary", catalog, rules)
    assert _rows(again, guild_id) == before
    with again.begin() as session:
        assert h.histories(session, "city") == {}  # the guild's history is its own
    again.kw["bind"].dispose()


def test_two_sessions_never_undo_one_action_twice(
    database_url: str, catalog: Catalog, rules: GuildRules
) -> None:
    """Two windows hold the same history: the second undo of an action the first undid
    is refused, saying so, and changes nothing; so is a redo of one already redone,
    and an undo of one a newer action dropped."""
    one, two = open_database(database_url), open_database(database_url)
    guild_id = _made(one, catalog, rules)
    entry = _act(one, guild_id, "Enlist a mercenary", _enlist(catalog, rules))
    _replay(one, entry, "Enlist a mercenary", catalog, rules)
    undone = _rows(one, guild_id)
    with pytest.raises(g.GuildRuleError) as refused:
        _replay(two, entry, "Enlist a mercenary", catalog, rules)
    assert str(refused.value) == (
        "cannot undo Enlist a mercenary: it was undone already (in another window); "
        "nothing was changed"
    )
    assert _rows(two, guild_id) == undone  # never applied twice
    _replay(two, entry, "Enlist a mercenary", catalog, rules, undo=False)
    redone = _rows(one, guild_id)
    with pytest.raises(g.GuildRuleError, match="it was redone already"):
        _replay(one, entry, "Enlist a mercenary", catalog, rules, undo=False)
    assert _rows(one, guild_id) == redone
    _replay(one, entry, "Enlist a mercenary", catalog, rules)
    _act(one, guild_id, "Upgrade the armory", _upgrade(rules))  # drops the undone entry
    with pytest.raises(g.GuildRuleError, match="it is no longer in the history"):
        _replay(two, entry, "Enlist a mercenary", catalog, rules, undo=False)
    for sessions in (one, two):
        sessions.kw["bind"].dispose()


def test_each_guild_keeps_its_last_actions_and_a_new_one_drops_the_undone(
    session: Session, guild: Guild, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R-177: the last MAX_KEPT actions of a guild (of each kind), the oldest go."""
    monkeypatch.setattr(h, "MAX_KEPT", 3)
    nothing = GuildChange(guild.id, {}, ())
    ids = [h.record(session, guild.id, "guild", f"Action {n}", nothing) for n in range(5)]
    h.record(session, guild.id, "city", "Send", nothing)
    assert [e.text for e in h.histories(session, "guild")[guild.id]] == [
        "Action 2", "Action 3", "Action 4"]  # fmt: skip
    h.replay(session, ids[-1], undo=True, text="Action 4", apply=lambda c: c)
    h.record(session, guild.id, "guild", "Action 5", nothing)
    assert [e.text for e in h.histories(session, "guild")[guild.id]] == [
        "Action 2", "Action 3", "Action 5"]  # fmt: skip
    assert [e.text for e in h.histories(session, "city")[guild.id]] == ["Send"]
    h.forget(session, guild.id, "guild")
    assert guild.id not in h.histories(session, "guild")


def test_a_city_change_is_kept_as_it_was_times_and_flags_included() -> None:
    """The city's rows hold times and flags: they come back the same (R-177)."""
    at = dt.datetime(2026, 3, 1, 12, 30)
    change = GuildChange(
        7,
        {
            ("task", 3): (None, ("explore", "drowned-lantern", at, "{}", False, "", False)),
            ("event", 4): (("", None, False), ('{"how":"paid"}', at, True)),
            ("holder", "kettleburn-forge"): ((7, at, None), None),
            ("member", 9): (("m", "ready", 0), ("m", "exploring", 0)),
        },
        (Wealth("city: collect", 0, 12, 0),),
    )
    assert h.change_of(h.change_json(change), 7, "city") == change
    with pytest.raises(ValueError, match="a row is named by one of"):
        h.change_of(h.change_json(change), 7, "guild")  # a city table is not the guild's

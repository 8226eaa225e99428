"""A mission in preparation in the database (issue 11): one row per step, undo marks
the last undone (redo survives a restart; a new step drops the undone), a resume replays the rows into the same state, a damaged row is named; the
guilds at the table from this computer and from a guild file. SQLite and PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, update
from sqlalchemy.orm import Session, sessionmaker

from demloc.board.board import Terrain
from demloc.board.tiles import load_tile_library
from demloc.catalog.cards import Mercenary, Weapon, WeaponCharacteristic
from demloc.catalog.catalog import Catalog
from demloc.city.model import load_city
from demloc.guild.rules import GuildRules, load_guild_rules
from demloc.missions.actions import action_text
from demloc.missions.characters import pool
from demloc.missions.deployment import deployer, elements_owed, legal_squares, zone_chooser, zones
from demloc.missions.library import load_library
from demloc.missions.log import SetupLog, replay
from demloc.missions.phases import missing
from demloc.missions.setup import Phase, SetupContext, SetupState
from demloc.missions.table import TableGuild
from demloc.paths import resources_dir, tiles_dir
from demloc.rules.dice import load_dice
from demloc.store import missions as m
from demloc.store.database import open_database
from demloc.store.guild_file import dumps, export_guild
from demloc.store.guilds import all_guilds, buy, create_guild, enlist, equip
from demloc.store.schema import Guild
from demloc.store.schema_missions import MissionSetup, MissionSetupAction
from demloc.store.starter import load_starter_content
from demloc.store.steplog import StepLogError


def make_context(catalog: Catalog, holders: dict[str, str] | None = None) -> SetupContext:
    tiles = load_tile_library(tiles_dir())
    library = load_library([resources_dir() / "missions"], tiles, catalog)
    return SetupContext(
        missions=library.missions, catalog=catalog, tiles=tiles, city=load_city(),
        dice=load_dice(resources_dir() / "dice.toml"), holders=holders or {},
    )  # fmt: skip


def enlist_set(
    session: Session, guild: Guild, set_id: str, catalog: Catalog, rules: GuildRules
) -> None:
    """A set's mercenaries enlisted, each with a plain weapon he can hold (as the
    starter guild is made)."""
    card_set = next(s for s in catalog.sets if s.id == set_id)
    cards = tuple(c.id for c in card_set.cards if isinstance(c, Mercenary))
    enlist_cards(session, guild, cards, catalog, rules)


def enlist_cards(
    session: Session, guild: Guild, cards: tuple[str, ...], catalog: Catalog, rules: GuildRules
) -> None:
    """Some mercenaries enlisted, each with a plain weapon he can hold."""
    for card_id in cards:
        card = catalog.card(card_id)
        assert isinstance(card, Mercenary)
        member = enlist(session, guild, card.id, catalog, rules)
        weapon = next(
            w for w in catalog.cards
            if isinstance(w, Weapon) and w.characteristic is WeaponCharacteristic.NORMAL
            and w.type is card.favourite_weapon and w.type in card.primary_coupling
            and (not w.coupling or card.type in w.coupling)
        )  # fmt: skip
        equip(session, member, buy(session, guild, "weapon", weapon.id, catalog, rules), catalog)


def make_database(path: Path, catalog: Catalog) -> sessionmaker[Session]:
    """The starter guild (The Red Lantern) and The Pale Masks, both ready to play."""
    sessions = open_database(str(path))
    rules = load_guild_rules(resources_dir() / "guild.toml")
    with sessions.begin() as session:
        load_starter_content(session, catalog)
        first = all_guilds(session)[0]
        other = create_guild(session, first.account, "The Pale Masks", "blue", rules)
        enlist_set(session, other, "rog-guild-2", catalog, rules)
    return sessions


def autopilot(
    state: SetupState, ctx: SetupContext, guilds: list[TableGuild], mission: str, mode: str
) -> dict[str, Any] | None:
    """The next step a table would take towards "start game" (None: started)."""
    phase = state.phase
    if phase is Phase.PLAYERS:
        if not state.mission:
            return {"action": "choose_mission", "mission": mission}
        if len(state.players) < len(guilds):
            return {"action": "add_player", "guild": guilds[len(state.players)].to_json()}
        return {"action": "next"}
    if phase is Phase.MODE:
        return {"action": "next"} if state.mode else {"action": "set_mode", "mode": mode}
    if phase is Phase.RAFFLE:
        return {"action": "next"} if state.stake else {"action": "draw_stake"}
    if phase is Phase.CHARACTERS:
        taken = {p.card for pl in state.players for p in pl.picks}
        for player in state.players:
            if len(player.picks) < 2:
                card = next(x.card for x in player.guild.ready if x.card not in taken)
                return {"action": "pick", "player": player.key, "card": card}
    if phase is Phase.CARDS:
        for player in state.players:
            for p in player.picks:
                if p.mana is None and ctx.character_card(p.card).profile.arcane and not p.wave:
                    return {"action": "channel", "player": player.key, "character": p.id}
    if phase is Phase.DEPLOYMENT:
        return _deployment_step(state, ctx)
    if phase is Phase.READY:
        return None
    return {"action": "next"}


def _deployment_step(state: SetupState, ctx: SetupContext) -> dict[str, Any]:
    chooser = zone_chooser(state)
    if chooser is not None:
        taken = {p.zone for p in state.players}
        free = next(z.name for z in zones(state, ctx) if z.name not in taken)
        return {"action": "choose_zone", "player": chooser.key, "zone": free}
    due = deployer(state)
    if due is not None:
        character = next(p.id for p in due.picks if p.wave == 0 and not p.at)
        square = legal_squares(state, ctx, due.key)[0]
        return {"action": "deploy", "player": due.key, "character": character, "at": square,
                "facing": "S"}  # fmt: skip
    board = ctx.board(ctx.mission(state.mission), len(state.players))
    used = {p.at for pl in state.players for p in pl.picks}
    used |= {at for pl in state.players for _k, at in pl.elements}
    zoned = {s for z in zones(state, ctx) for s in z.squares}
    for player in state.players:
        for kind in elements_owed(state, ctx, player.key):
            square = next(
                s.name for s in board.squares()
                if s.name not in used and s.name not in zoned
                and board.terrain[board.index(s)] is Terrain.FREE
            )  # fmt: skip
            return {"action": "place_element", "player": player.key, "kind": kind, "at": square}
    assert missing(state, ctx) == []
    return {"action": "start"}


@pytest.fixture
def two_guilds(
    session: Session, guild: Guild, catalog: Catalog, rules: GuildRules
) -> list[TableGuild]:
    enlist_set(session, guild, "rog-guild-1", catalog, rules)
    other = create_guild(session, guild.account, "The Pale Masks", "blue", rules)
    enlist_set(session, other, "rog-guild-2", catalog, rules)
    return [m.table_guild(session, guild, catalog), m.table_guild(session, other, catalog)]


def _step(session: Session, setup: MissionSetup, log: SetupLog, action: dict[str, Any]) -> None:
    log.do(action)
    m.append(session, setup, log.actions[-1], log)


def test_every_step_is_a_row_and_a_resume_replays_the_same_state(
    session: Session, catalog: Catalog, two_guilds: list[TableGuild]
) -> None:
    ctx = make_context(catalog, m.holders(session))
    setup = m.start_setup(session, seed=42)
    log = SetupLog(ctx, setup.seed)
    while action := autopilot(log.state, ctx, two_guilds, "retrieve-the-relic", "standard"):
        _step(session, setup, log, action)
        if len(log.actions) % 7 == 0:  # resumed now and then, as after a restart
            resumed = m.resume(session, setup, ctx)
            assert resumed.state == log.state and resumed.actions == log.actions
    assert log.state.phase is Phase.READY and setup.status == "started"
    texts = m.action_texts(session, setup)
    assert texts == [action_text(a) for a in log.actions]
    first = json.loads(texts[0])
    assert first.pop("content")  # the mission's digest, checked on replay
    assert first == {"action": "choose_mission", "mission": "retrieve-the-relic"}
    resumed = m.resume(session, setup, ctx)
    assert resumed.state == log.state == replay(log.actions, ctx)
    assert m.current_setup(session) is setup
    assert setup.mission_id == "retrieve-the-relic"


def test_undo_marks_the_last_row(
    session: Session, catalog: Catalog, two_guilds: list[TableGuild]
) -> None:
    ctx = make_context(catalog)
    setup = m.start_setup(session, seed=3)
    log = SetupLog(ctx, setup.seed)
    for _ in range(4):
        action = autopilot(log.state, ctx, two_guilds, "first-blood", "training")
        assert action is not None
        _step(session, setup, log, action)
    before = log.states[-2]
    log.undo()
    m.undo(session, setup, log)
    assert len(m.action_texts(session, setup)) == 3
    assert m.resume(session, setup, ctx).state == before == log.state
    while log.actions:
        log.undo()
        m.undo(session, setup, log)
    assert m.action_texts(session, setup) == []
    with pytest.raises(StepLogError, match="nothing to undo"):
        m.undo(session, setup, log)


def test_redo_survives_a_restart_and_a_new_step_ends_it(
    session: Session, catalog: Catalog, two_guilds: list[TableGuild]
) -> None:
    ctx = make_context(catalog)
    setup = m.start_setup(session, seed=5)
    log = SetupLog(ctx, setup.seed)
    for _ in range(5):
        action = autopilot(log.state, ctx, two_guilds, "first-blood", "training")
        assert action is not None
        _step(session, setup, log, action)
    done = [action_text(a) for a in log.actions]
    for _ in range(2):
        log.undo()
        m.undo(session, setup, log)
    # A restart: the three steps done, and the two undone as the redo stack.
    assert m.action_texts(session, setup) == done[:3]
    assert m.redo_texts(session, setup) == [done[4], done[3]]  # the next to redo last
    assert m.resume(session, setup, ctx).state == log.states[3]
    log.do(json.loads(done[3]))
    m.redo(session, setup, log.actions[-1], log)
    assert m.action_texts(session, setup) == done[:4]
    assert m.redo_texts(session, setup) == [done[4]]
    assert m.resume(session, setup, ctx).state == log.states[4]
    # A new step after an undo: the undone ones are gone, no seq is reused twice.
    log.undo()
    m.undo(session, setup, log)
    assert m.redo_texts(session, setup) == [done[4], done[3]]
    _step(session, setup, log, json.loads(done[3]))
    assert m.redo_texts(session, setup) == []
    assert m.action_texts(session, setup) == done[:4]
    seqs = session.scalars(
        select(MissionSetupAction.seq).where(MissionSetupAction.setup_id == setup.id)
    ).all()
    assert sorted(seqs) == [1, 2, 3, 4]
    while log.actions:
        log.undo()
        m.undo(session, setup, log)
    with pytest.raises(StepLogError, match="nothing to undo"):
        m.undo(session, setup, log)
    for _ in range(4):
        log.do(json.loads(m.redo_texts(session, setup)[-1]))
        m.redo(session, setup, log.actions[-1], log)
    with pytest.raises(StepLogError, match="nothing to redo"):
        m.redo(session, setup, log.actions[-1], log)
    assert m.action_texts(session, setup) == done[:4]


def test_a_new_set_up_abandons_the_open_one(session: Session) -> None:
    first = m.start_setup(session, seed=1)
    second = m.start_setup(session, seed=2)
    assert first.status == "abandoned" and m.current_setup(session) is second
    m.abandon(session, second)
    assert m.current_setup(session) is None


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("{not json", "an action is a JSON object"),
        ('{"action": "fly"}', "'fly' is not an action"),
        ('{"action": "set_mode", "mode": "standard"}', "belongs to the mode phase"),
        ('{"action": "pick", "player": "x"}', "pick.card: this field is required"),
    ],
)
def test_a_damaged_row_is_named_with_its_step(
    session: Session, catalog: Catalog, two_guilds: list[TableGuild], text: str, named: str
) -> None:
    ctx = make_context(catalog)
    setup = m.start_setup(session, seed=5)
    log = SetupLog(ctx, setup.seed)
    for _ in range(3):
        action = autopilot(log.state, ctx, two_guilds, "first-blood", "training")
        assert action is not None
        _step(session, setup, log, action)
    session.execute(
        update(MissionSetupAction)
        .where(MissionSetupAction.setup_id == setup.id, MissionSetupAction.seq == 2)
        .values(text=text)
    )
    with pytest.raises(m.SetupStoreError) as error:
        m.resume(session, setup, ctx)
    message = str(error.value)
    assert f"mission set-up {setup.id}, step 2 cannot be replayed" in message
    assert named in message, message


def test_a_guild_at_the_table_is_read_from_the_database(
    session: Session, catalog: Catalog, two_guilds: list[TableGuild], guild: Guild
) -> None:
    hands = two_guilds[0]
    assert hands.key == guild.uuid and hands.source == "local" and hands.name == guild.name
    assert len(hands.ready) == 4 and all(x.weapons for x in hands.mercenaries)
    assert dict(hands.followers)["rog-f-city-guard"] == 4  # the collection's cards (5.1.2)
    member = guild.members[0]
    member.status, member.recovery = "injured", "a surgeon"
    session.flush()
    again = m.table_guild(session, guild, catalog)
    assert again.mercenary(member.card_id).fault() == "is injured (a surgeon)"  # type: ignore[union-attr]


def test_the_guilds_of_one_account_share_its_follower_cards(
    session: Session, catalog: Catalog, two_guilds: list[TableGuild], guild: Guild
) -> None:
    # 5.1.2, R-62: both guilds are of one account: its 4 City Guard cards count once.
    hands, masks = two_guilds
    assert hands.account == masks.account == f"account-{guild.account_id}"
    log = SetupLog(make_context(catalog), 1)
    log.do({"action": "choose_mission", "mission": "retrieve-the-relic"})
    for table_guild in two_guilds:
        log.do({"action": "add_player", "guild": table_guild.to_json()})
    assert pool(log.state)["rog-f-city-guard"] == (4, 0, 4)


def test_control_spot_holders_feed_the_raffle(session: Session, guild: Guild) -> None:
    m.set_holder(session, "spot-x", guild)
    assert m.holders(session) == {"spot-x": guild.uuid}
    m.set_holder(session, "spot-x", None)
    assert m.holders(session) == {}


def test_a_guild_file_comes_for_this_mission_only(
    session: Session, catalog: Catalog, rules: GuildRules, two_guilds: list[TableGuild],
    guild: Guild, tmp_path: Path,
) -> None:  # fmt: skip
    path = tmp_path / "hands.demloc-guild.json"
    data = export_guild(session, guild)
    path.write_text(dumps(data), encoding="utf-8")
    brought = m.table_guild_from_file(path, catalog, rules)
    assert brought.guild.source == "file" and brought.guild.key == guild.uuid
    local = two_guilds[0]
    assert [x.card for x in brought.guild.mercenaries] == [x.card for x in local.mercenaries]
    assert [x.weapons for x in brought.guild.mercenaries] == [x.weapons for x in local.mercenaries]
    with pytest.raises(m.SetupStoreError, match="is already at the table"):
        m.table_guild_from_file(path, catalog, rules, {guild.uuid})
    newer = dict(data, version=99)
    path.write_text(json.dumps(newer), encoding="utf-8")
    with pytest.raises(m.SetupStoreError, match="newer DemLoc Companion"):
        m.table_guild_from_file(path, catalog, rules)
    path.write_text('{"format": "demloc-guild", "version": 2, "guild": {', encoding="utf-8")
    with pytest.raises(m.SetupStoreError, match="cannot be read"):
        m.table_guild_from_file(path, catalog, rules)
    path.write_text(json.dumps(dict(data, guild=dict(data["guild"], fame="lots"))))
    with pytest.raises(m.SetupStoreError, match=r"guild\.fame"):
        m.table_guild_from_file(path, catalog, rules)


def test_a_guild_file_is_its_own_account_and_one_without_uuid_is_keyed_by_content(
    session: Session, catalog: Catalog, rules: GuildRules, two_guilds: list[TableGuild],
    guild: Guild, tmp_path: Path,
) -> None:  # fmt: skip
    # another computer's guild brings its own cards; a file without a uuid is keyed
    # by its content, so two guilds of one name are two guilds, one file brought twice one.
    data = export_guild(session, guild)
    path = tmp_path / "hands.demloc-guild.json"
    path.write_text(dumps(data), encoding="utf-8")
    brought = m.table_guild_from_file(path, catalog, rules).guild
    assert brought.account == f"file:{guild.uuid}" != two_guilds[0].account
    del data["guild"]["uuid"]
    path.write_text(dumps(data), encoding="utf-8")
    first = m.table_guild_from_file(path, catalog, rules).guild
    assert first.key.startswith("file-")
    again = dict(data, exported_at="2030-01-01T00:00:00+00:00")  # exported again: the same
    path.write_text(dumps(again), encoding="utf-8")
    with pytest.raises(m.SetupStoreError, match="is already at the table"):
        m.table_guild_from_file(path, catalog, rules, {first.key})
    colour = next(c for c in ("red", "blue") if c != data["guild"]["colour"])
    other = dict(data, guild=dict(data["guild"], colour=colour))  # another guild, one name
    path.write_text(dumps(other), encoding="utf-8")
    namesake = m.table_guild_from_file(path, catalog, rules, {first.key}).guild
    assert namesake.name == first.name and namesake.key != first.key


def test_rows_are_kept_in_order_per_set_up(
    session: Session, catalog: Catalog, two_guilds: list[TableGuild]
) -> None:
    ctx = make_context(catalog)
    setup = m.start_setup(session, seed=9)
    log = SetupLog(ctx, setup.seed)
    _step(session, setup, log, {"action": "choose_mission", "mission": "first-blood"})
    seqs = session.scalars(
        select(MissionSetupAction.seq).where(MissionSetupAction.setup_id == setup.id)
    ).all()
    assert list(seqs) == [1]

"""The window's views: each one's key, title, shortcut and builder (VIEWS), and the
window's views by key, each built the first time it is asked for (Views)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSettings
from PySide6.QtWidgets import QWidget

from demloc.ui.i18n import translate
from demloc.ui.placeholder_view import PlaceholderView
from demloc.ui.plaintext import plain_label

if TYPE_CHECKING:  # the catalog and the store: opened after the first paint (issue 16)
    from demloc.catalog.cards import Card, Weapon
    from demloc.ui.context import AppContext
    from demloc.ui.main_window import MainWindow


@dataclasses.dataclass(frozen=True)
class ViewSpec:
    key: str
    title: str
    shortcut: str
    build: Callable[[AppContext, QSettings], QWidget]


def _board_view(context: AppContext, settings: QSettings) -> QWidget:
    from demloc.board.errors import BoardError
    from demloc.board.tiles import load_tile_library
    from demloc.paths import board_autosave_path, resources_dir, tiles_dir
    from demloc.ui.board.panel import BoardPanel, catalog_cards

    try:
        library = load_tile_library(tiles_dir())
    except BoardError as error:  # a broken install: say so in the view, start the rest
        message = plain_label(
            translate("views", "The board cannot open: {error}").format(error=error)
        )
        message.setObjectName("boardUnavailable")
        message.setWordWrap(True)
        return message
    return BoardPanel(
        library,
        None,  # the board as it was left (autosave), else the last map, else the sample
        None,
        settings,
        maps_dir=resources_dir() / "maps",
        autosave_path=context.autosave_path or board_autosave_path(),
        autosave_read_only=context.autosave_read_only,
        catalog=context.catalog,
        cards=lambda: catalog_cards(context.catalog) + members(context),
    )


def members(context: AppContext) -> list[tuple[str, Card, tuple[Weapon, ...]]]:
    """The guilds' members for the Board's Edit tab (none without a database)."""
    if context.sessions is None:
        return []
    from demloc.ui.board.members import member_cards

    # Busy (another computer writes, or an action of this window waits, issue 27): the
    # Edit tab says so and asks again at the next change (EditTab.refresh).
    return member_cards(context.sessions, context.catalog)


def _guild_view(context: AppContext, _settings: QSettings) -> QWidget:
    if context.sessions is not None:
        from demloc.guild.rules import GuildRulesError, guild_rules
        from demloc.ui.guild import GuildView

        try:
            rules = guild_rules()
        except GuildRulesError as error:
            from demloc.ui.unavailable import unavailable

            return unavailable(translate("views", "The guild cannot be shown"), str(error), "guild")
        return GuildView(context.sessions, context.catalog, rules)
    active = (
        translate("views", "Active guild: {name}.").format(name=context.guild_name)
        if context.guild_name
        else ""
    )
    return PlaceholderView(
        translate("views", "Guild"),
        translate(
            "views",
            "the guild overview (fame, feods, blood stones, buildings, the ledger), the "
            "dormitory, armory, arcane library, daemonic pantheon, guesthouse and the City Gate "
            "to redeem set codes (rulebook 5.1, 6.2, 6.3).",
        ),
        active,
    )


def _city_view(context: AppContext, _settings: QSettings) -> QWidget:
    """The city's individual game (6.2): the map, the tasks, the income and the events."""
    what = translate(
        "views",
        "the map of the city's five areas and their control points: send mercenaries to "
        "explore and acquire them, collect what they yield, answer the city's events (rulebook "
        "6.2).",
    )
    if context.sessions is None:
        return PlaceholderView(
            translate("views", "City of DemLoc"),
            what,
            translate("views", "Open a database to play the city."),
        )
    from demloc.datafile import DataFileError
    from demloc.guild.rules import guild_rules
    from demloc.store.city import city_data
    from demloc.ui.city.view import CityView

    try:
        data, rules = city_data(), guild_rules()
    except DataFileError as error:  # city.toml, city_rules.toml, guild.toml
        from demloc.ui.city.view import city_unavailable

        return city_unavailable(str(error))
    return CityView(context.sessions, context.catalog, rules, data)


def _mission_view(context: AppContext, settings: QSettings) -> QWidget:
    """The set-up and the tracker in one area: a mission in play resumed on opening."""
    from demloc.ui.mission import MissionView, build_mission_view

    view = build_mission_view(context, settings)
    if not isinstance(view, MissionView) or context.sessions is None:
        return view
    from demloc.ui.tracker import MissionArea

    return MissionArea(view, context.sessions)


def _catalog_view(context: AppContext, _settings: QSettings) -> QWidget:
    from demloc.ui.catalog_view import CatalogView

    return CatalogView(context.catalog, context.user_sets_dir)


def _reference_view(_context: AppContext, _settings: QSettings) -> QWidget:
    from demloc.ui.reference.view import ReferenceView
    from demloc.ui.rules_view import topic_glossary

    return ReferenceView(topic_glossary)


VIEWS: tuple[ViewSpec, ...] = (
    ViewSpec("guild", str(QT_TRANSLATE_NOOP("views", "Guild")), "Ctrl+1", _guild_view),
    ViewSpec("city", str(QT_TRANSLATE_NOOP("views", "City")), "Ctrl+2", _city_view),
    ViewSpec(
        "mission",
        str(QT_TRANSLATE_NOOP("views", "Mission")),
        "Ctrl+3",
        _mission_view,
    ),
    ViewSpec("board", str(QT_TRANSLATE_NOOP("views", "Board")), "Ctrl+4", _board_view),
    ViewSpec(
        "catalog",
        str(QT_TRANSLATE_NOOP("views", "Catalog")),
        "Ctrl+5",
        _catalog_view,
    ),
    ViewSpec("rules", str(QT_TRANSLATE_NOOP("views", "Rules")), "Ctrl+6", _reference_view),
)
VIEW_KEYS = tuple(v.key for v in VIEWS)


class Views(Mapping[str, QWidget]):
    """The window's views by key, each built the first time it is asked for (issue 16:
    building all six took most of a start). `built` holds those built so far."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self.built: dict[str, QWidget] = {}

    def __getitem__(self, key: str) -> QWidget:
        if key not in VIEW_KEYS:
            raise KeyError(key)
        return self._window.view(key)

    def __iter__(self) -> Iterator[str]:
        return iter(VIEW_KEYS)

    def __len__(self) -> int:
        return len(VIEW_KEYS)

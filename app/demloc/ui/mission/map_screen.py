"""Phase 5 (6.4.1 "map creation"): the build guide of the mission's map, step by step,
with the parts list, beside the map drawn by the Board view's scene; the optional
elements each player takes for the deployment."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from demloc.board.guide import GuideStep, build_guide, parts_list
from demloc.missions.setup import SetupState
from demloc.ui.mission.common import Screen, group, heading, text
from demloc.ui.mission.controller import SetupController
from demloc.ui.mission.table_board import MissionBoard, setup_map
from demloc.ui.plaintext import tooltip


class MapScreen(Screen):
    title = "Map"
    fills_height = True  # the board takes the height the screen has

    def __init__(self, controller: SetupController) -> None:
        super().__init__(controller)
        self.board: MissionBoard | None = None
        self.guide: list[GuideStep] = []

    def _show_step(self, row: int) -> None:
        if self.board is not None:
            self.board.scene.set_guide_step(self.guide[row] if 0 <= row < len(self.guide) else None)

    def fill(self, state: SetupState) -> None:
        mission = self.ctx.mission(state.mission)
        board = setup_map(state, self.ctx)
        self.content.addWidget(
            heading(self.tr("Build the map: {mission}").format(mission=mission.name))
        )
        self.content.addWidget(
            text(self.tr("Tap a step to see it lit on the map. The steps stay in English."))
        )
        split = QHBoxLayout()
        left = QVBoxLayout()
        steps = build_guide(board, self.ctx.tiles)
        self.steps = QListWidget()
        self.steps.setObjectName("guide-steps")
        self.steps.setWordWrap(True)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.steps.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.steps.setMinimumHeight(220)
        self.steps.setStyleSheet("QListWidget::item { padding: 6px; }")
        for step in steps:
            item = QListWidgetItem(f"{step.number}. {step.text}")  # items are plain text
            item.setToolTip(tooltip(step.text))
            self.steps.addItem(item)
        self.guide = steps
        self.steps.currentRowChanged.connect(self._show_step)
        left.addWidget(self.steps, 1)
        parts = parts_list(board, self.ctx.tiles)
        box, layout = group(self.tr("Take from the box"))
        for line in parts["tiles"]:
            layout.addWidget(part(f"• {line}"))  # the core's words
        for kind, count in parts["elements"].items():
            layout.addWidget(part(f"• {count} × {kind}"))
        for kind, count in parts["tokens"].items():
            layout.addWidget(
                text(self.tr("• {count} × {kind} token").format(count=count, kind=kind))
            )
        short = parts["more_than_the_box_has"]
        if short:
            layout.addWidget(
                text(
                    self.tr("More than the box has: {what}").format(
                        what=", ".join(f"{k} {v}" for k, v in short.items())
                    )
                )
            )
        left.addWidget(box)
        optional = mission.map.optional
        box, layout = group(self.tr("Optional elements"))
        if optional:
            layout.addWidget(text(self.tr("Each player takes them now and places them in the "
                                          "deployment (6.4.1).")))  # fmt: skip
        else:
            layout.addWidget(text(self.tr("None in this mission.")))
        for element in optional:
            for player in state.players:
                layout.addWidget(part(f"{player.name}: {element.per_player} × {element.kind}"))
        left.addWidget(box)
        holder = QWidget()
        holder.setLayout(left)
        holder.setMinimumWidth(300)
        split.addWidget(holder, 2)
        self.board = MissionBoard(self.ctx, board)
        self.board.view.setMinimumHeight(360)
        split.addWidget(self.board.view, 3)
        self.content.addLayout(split, 1)


def part(said: str) -> QLabel:
    """A line of the box's parts: the core's words and the data's names, as they come
    (R-223); named so for the pseudo-language check (tests/unit/i18n)."""
    label = text(said)
    label.setObjectName("map-part")
    return label

"""Phases 3 and 4 (6.4.1): the control spot at stake, drawn (standard only); the
objective revealed, with the turn limit unless the mission keeps it hidden (7)."""

from __future__ import annotations

from demloc.missions.setup import Mode, SetupState
from demloc.ui.mission.common import Screen, button, group, heading, text
from demloc.words import a


class RaffleScreen(Screen):
    title = "Raffle"

    def fill(self, state: SetupState) -> None:
        self.content.addWidget(heading(self.tr("The control spot at stake (6.4.1)")))
        self.content.addWidget(
            text(
                self.tr(
                    "One of the city's control spots is drawn: a free one, or one held by a "
                    "guild at this table. The winner takes it."
                )
            )
        )
        if state.stake is None:
            draw = self.tr("Draw the control spot")
            self.content.addWidget(button(draw, self.act_with("draw_stake"), "draw-stake"))
            return
        spot = self.ctx.city.spot(state.stake.spot)
        area = self.ctx.city.area_of(state.stake.spot)
        box, layout = group(self.tr("Drawn"))
        layout.addWidget(text(spot.name, bold=True, size=16))
        layout.addWidget(
            text(self.tr("{kind} of {area}").format(kind=a(spot.kind.label), area=area.name))
        )
        if spot.description:
            layout.addWidget(text(spot.description))
        holder = state.player(state.stake.held_by).name if state.stake.held_by else None
        layout.addWidget(
            text(
                self.tr("Held by {guild}: they defend it").format(guild=holder)
                if holder
                else self.tr("Free: no guild holds it")
            )
        )
        self.content.addWidget(box)
        self.content.addWidget(text(self.tr("Undo to draw again.")))


class ObjectiveScreen(Screen):
    title = "Objective"

    def fill(self, state: SetupState) -> None:
        mission = self.ctx.mission(state.mission)
        self.content.addWidget(heading(mission.name))
        if mission.provisional:
            self.content.addWidget(
                text(
                    self.tr(
                        "A provisional mission: the rulebook prints none. "
                        "Its texts stay in English."
                    )
                )
            )
        self.content.addWidget(text(mission.story))
        box, layout = group(self.tr("Objective"))
        layout.addWidget(text(mission.objective.text, bold=True))
        self.content.addWidget(box)
        box, layout = group(self.tr("Turns"))
        turns = mission.turns
        if turns.limit is None:
            layout.addWidget(text(self.tr("No turn limit: play until the objective is reached.")))
        elif turns.hidden:
            layout.addWidget(
                text(self.tr("The turn limit is kept hidden: the app will say when (7)."))
            )
        else:
            layout.addWidget(
                text(self.tr("The mission ends after turn {turn}.").format(turn=turns.limit))
            )
        self.content.addWidget(box)
        if mission.special_rules:
            box, layout = group(self.tr("Special rules"))
            for rule in mission.special_rules:
                layout.addWidget(text(f"• {rule}"))
            self.content.addWidget(box)
        if mission.waves or mission.events:
            box, layout = group(self.tr("Waves and events"))
            for number, wave in enumerate(mission.waves, start=1):
                layout.addWidget(
                    text(
                        self.tr(
                            "Wave {number}: turn {turn}, %n slot(s). {text}", "", wave.slots
                        ).format(number=number, turn=wave.turn, text=wave.text)
                    )
                )
            for event in mission.events:
                layout.addWidget(
                    text(self.tr("Turn {turn}: {text}").format(turn=event.turn, text=event.text))
                )
            self.content.addWidget(box)
        rewards = mission.rewards
        box, layout = group(self.tr("Rewards"))
        if state.mode is Mode.TRAINING:
            layout.addWidget(
                text(self.tr("Training: no reward, no fame or feods gained or lost (6.4)."))
            )
        else:
            layout.addWidget(text(self.tr(
                "The winner: {fame} fame, {feods} feods; the others: {others_fame} fame, "
                "{others_feods} feods."
            ).format(
                fame=rewards.winner.fame, feods=rewards.winner.feods,
                others_fame=rewards.others.fame, others_feods=rewards.others.feods,
            )))  # fmt: skip
        self.content.addWidget(box)

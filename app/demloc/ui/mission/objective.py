"""Phases 3 and 4 (6.4.1): the control spot at stake, drawn (standard only); the
objective revealed, with the turn limit unless the mission keeps it hidden (7)."""

from __future__ import annotations

from demloc.missions.setup import Mode, SetupState
from demloc.ui.mission.common import Screen, button, group, heading, text
from demloc.words import a, counted


class RaffleScreen(Screen):
    title = "Raffle"

    def fill(self, state: SetupState) -> None:
        self.content.addWidget(heading("The control spot at stake (6.4.1)"))
        self.content.addWidget(
            text(
                "One of the city's control spots is drawn: a free one, or one held by a guild "
                "at this table. The winner takes it."
            )
        )
        if state.stake is None:
            self.content.addWidget(button("Draw the control spot", self.act_with("draw_stake"),
                                          "draw-stake"))  # fmt: skip
            return
        spot = self.ctx.city.spot(state.stake.spot)
        area = self.ctx.city.area_of(state.stake.spot)
        box, layout = group("Drawn")
        layout.addWidget(text(spot.name, bold=True, size=16))
        layout.addWidget(text(f"{a(spot.kind.label)} of {area.name}"))
        if spot.description:
            layout.addWidget(text(spot.description))
        holder = state.player(state.stake.held_by).name if state.stake.held_by else None
        layout.addWidget(
            text(f"Held by {holder}: they defend it" if holder else "Free: no guild holds it")
        )
        self.content.addWidget(box)
        self.content.addWidget(text("Undo to draw again."))


class ObjectiveScreen(Screen):
    title = "Objective"

    def fill(self, state: SetupState) -> None:
        mission = self.ctx.mission(state.mission)
        self.content.addWidget(heading(mission.name))
        if mission.provisional:
            self.content.addWidget(text("A provisional mission: the rulebook prints none."))
        self.content.addWidget(text(mission.story))
        box, layout = group("Objective")
        layout.addWidget(text(mission.objective.text, bold=True))
        self.content.addWidget(box)
        box, layout = group("Turns")
        turns = mission.turns
        if turns.limit is None:
            layout.addWidget(text("No turn limit: play until the objective is reached."))
        elif turns.hidden:
            layout.addWidget(text("The turn limit is kept hidden: the app will say when (7)."))
        else:
            layout.addWidget(text(f"The mission ends after turn {turns.limit}."))
        self.content.addWidget(box)
        if mission.special_rules:
            box, layout = group("Special rules")
            for rule in mission.special_rules:
                layout.addWidget(text(f"• {rule}"))
            self.content.addWidget(box)
        if mission.waves or mission.events:
            box, layout = group("Waves and events")
            for number, wave in enumerate(mission.waves, start=1):
                layout.addWidget(
                    text(
                        f"Wave {number}: turn {wave.turn}, {counted(wave.slots, 'slot')}. "
                        f"{wave.text}"
                    )
                )
            for event in mission.events:
                layout.addWidget(text(f"Turn {event.turn}: {event.text}"))
            self.content.addWidget(box)
        rewards = mission.rewards
        box, layout = group("Rewards")
        if state.mode is Mode.TRAINING:
            layout.addWidget(text("Training: no reward, no fame or feods gained or lost (6.4)."))
        else:
            layout.addWidget(text(
                f"The winner: {rewards.winner.fame} fame, {rewards.winner.feods} feods; the "
                f"others: {rewards.others.fame} fame, {rewards.others.feods} feods."
            ))  # fmt: skip
        self.content.addWidget(box)

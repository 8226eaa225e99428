"""Phase 6 (6.4.1 "characters choice"): slots per player; ready mercenaries, guesthouse
followers and followers hired from the table's pool (5.1.2, with what is left); the
mercenaries two players want, settled by fame or a small auction (5.1.1, R-49)."""

from __future__ import annotations

import functools

from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from demloc.missions.characters import feods_free, no_ready_mercenary, pool, unfit, used_slots
from demloc.missions.setup import Mode, Picked, PlayerSetup, SetupState, Source, slots
from demloc.ui.i18n import translate
from demloc.ui.mission.common import (
    TARGET,
    Screen,
    button,
    group,
    heading,
    line,
    swatch,
    text,
)

NOTES = 3  # the latest things the app said, shown below the guilds and the contests


def charging(mode: Mode | None) -> str:
    """When hires and auctions are paid (RULINGS.md R-50, R-130), as the screen says it."""
    if mode is Mode.TRAINING:
        return translate(
            "mission.characters",
            "A training mission charges nothing for hires (R-50, R-130): the feods only "
            "limit what each guild may hire or offer.",
        )
    return translate(
        "mission.characters",
        "Hires and auctions won are paid from the guild's feods when the results are "
        "written (R-130): undo a hire now and nothing is paid.",
    )


class CharactersScreen(Screen):
    title = "Characters"

    def fill(self, state: SetupState) -> None:
        mission = self.ctx.mission(state.mission)
        self.content.addWidget(heading(self.tr("Choose the characters (6.4.1)")))
        for problem in no_ready_mercenary(state, self.ctx):
            self.content.addWidget(text(f"⚠ {problem}"))
        grid = QGridLayout()  # two guilds a row: four fit at 1024x700 with little scrolling
        for number, player in enumerate(state.players):
            box = self._player(state, player)
            # Two equal columns whatever a box holds: a longer button in one (a name
            # that another guild has too) moves nothing in the other (issue 26).
            box.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            grid.addWidget(box, number // 2, number % 2)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        self.content.addLayout(grid)
        if state.contests:  # below the guilds: one appearing moves no button (issue 26)
            self._contests(state)
        said = self.said_here(state)
        if said:  # below the guilds: a note appearing moves no button (issue 26)
            box, layout = group(self.tr("What the app said (the latest first)"))
            box.setObjectName("notes")
            for note in reversed(said[-NOTES:]):
                layout.addWidget(text(note))
            self.content.addWidget(box)
        self.content.addWidget(text(charging(state.mode)))
        if mission.followers:
            counts = pool(state)
            box, layout = group(
                self.tr("Followers at the table (5.1.2: the collections between them)")
            )
            for offer in mission.followers:
                held, taken, left = counts.get(offer.card, (0, 0, 0))
                layout.addWidget(
                    text(
                        self.tr(
                            "{card}: {held} cards, {taken} taken, {left} left; {feods} feods "
                            "to hire"
                        ).format(
                            card=self.ctx.card(offer.card).name,
                            held=held,
                            taken=taken,
                            left=left,
                            feods=offer.feods,
                        )
                    )
                )
            self.content.addWidget(box)

    def said_here(self, state: SetupState) -> tuple[str, ...]:
        """What the app said since the table came to this phase (the joins and the
        draw were said on their own screens)."""
        states = self.controller.log.states
        entry = len(states) - 1
        while entry > 0 and states[entry - 1].phase is state.phase:
            entry -= 1
        return state.notes[len(states[entry].notes) :]

    def _wave_box(self, player: PlayerSetup) -> QComboBox | None:
        mission = self.ctx.mission(self.controller.state.mission)
        if not mission.waves:
            return None
        box = QComboBox()
        box.setObjectName(f"wave-{player.key}")
        box.setMinimumHeight(40)
        box.addItem(self.tr("on the board at the start"), 0)
        for number, wave in enumerate(mission.waves, start=1):
            box.addItem(
                self.tr("kept aside for wave {number} (turn {turn})").format(
                    number=number, turn=wave.turn
                ),
                number,
            )
        return box

    def _player(self, state: SetupState, player: PlayerSetup) -> QGroupBox:
        mission = self.ctx.mission(state.mission)
        box, layout = group(self.tr("{guild} — {colour}, {feods} feods left").format(
            guild=player.name, colour=player.colour, feods=player.feods_left))  # fmt: skip
        waves = [(0, self.tr("at the start"))] + [
            (n, self.tr("wave {number}").format(number=n)) for n in range(1, len(mission.waves) + 1)
        ]
        layout.addLayout(self._line(swatch(player.colour), text(
            self.tr("Slots: {slots}").format(slots="; ".join(
                self.tr("{used} of {slots} {when}").format(
                    used=used_slots(state, player.key, n), slots=slots(mission, n), when=where)
                for n, where in waves
            ))
        )))  # fmt: skip
        wave_box = self._wave_box(player)
        if wave_box is not None:
            layout.addLayout(self._line(text(self.tr("New picks go:"), wrap=False), wave_box))

        def pick_card(action: str, card: str) -> bool:
            wave = int(wave_box.currentData()) if wave_box is not None else 0
            return self.act(action, player=player.key, card=card, wave=wave)

        # A mercenary keeps his row whether picked or not, and the followers picked are
        # listed after the buttons: a tap moves no other button (issue 26).
        picked_by_card = {p.card: p for p in player.picks if p.source is Source.MERCENARY}
        claimed = {c.card for c in state.contests for cl in c.claims if cl.player == player.key}
        holders = {p.card: other for other in state.players if other.key != player.key
                   for p in other.picks}  # fmt: skip
        lost = {card for card, key in state.lost if key == player.key}
        for mercenary in player.guild.mercenaries:
            card = self.ctx.card(mercenary.card)
            mine = picked_by_card.get(mercenary.card)
            if mine is not None:
                layout.addLayout(self._picked(player, mine))
                continue
            if mercenary.card in claimed:  # as high as his button was
                wanted = text(self.tr("⚖ {card}: wanted by more than one guild: settle it below "
                                      "(5.1.1)").format(card=card.name))  # fmt: skip
                wanted.setMinimumHeight(TARGET)
                layout.addWidget(wanted)
                continue
            fault = unfit(self.ctx, player, mercenary)
            if fault:
                layout.addWidget(text(f"✘ {card.name} {fault}"))
                continue
            holder = holders.get(card.id)
            if holder is not None and card.id in lost:
                layout.addWidget(text(self.tr(
                    "✘ {card} plays for {guild} in this mission: a mercenary plays once (5.1.1)"
                ).format(card=card.name, guild=holder.name)))  # fmt: skip
                continue
            said = (
                self.tr("Pick {card} ({guild} has them: 5.1.1)").format(
                    card=card.name, guild=holder.name
                )
                if holder is not None
                else self.tr("Pick {card}").format(card=card.name)
            )
            pick = button(said, functools.partial(pick_card, "pick", card.id))
            pick.setObjectName(f"pick-{player.key}-{card.id}")
            layout.addLayout(self._line(pick))
        for follower in sorted(set(player.guild.guesthouse)):
            card = self.ctx.card(follower)
            layout.addLayout(self._line(button(
                self.tr("Pick {card} (guesthouse)").format(card=card.name),
                functools.partial(pick_card, "pick", follower),
            )))  # fmt: skip
        for offer in mission.followers:
            card = self.ctx.card(offer.card)
            left = pool(state).get(offer.card, (0, 0, 0))[2]
            hire = button(self.tr("Hire {card}: {feods} feods ({left} left)").format(
                              card=card.name, feods=offer.feods, left=left),
                          functools.partial(pick_card, "hire", offer.card))  # fmt: skip
            hire.setObjectName(f"hire-{player.key}-{offer.card}")
            layout.addLayout(self._line(hire))
        own = {m.card for m in player.guild.mercenaries}
        for picked in player.picks:
            if picked.source is not Source.MERCENARY or picked.card not in own:
                layout.addLayout(self._picked(player, picked))
        layout.addStretch(1)  # beside a longer box, its lines stay together at the top
        return box

    def _picked(self, player: PlayerSetup, picked: Picked) -> QHBoxLayout:
        """A character picked: what he is, and Unpick (the dignitary has none, R-69)."""
        card = self.ctx.card(picked.card)
        if picked.source is Source.MISSION:  # the escort's dignitary
            return self._line(text(self.tr(
                "✔ {card} (comes with the mission: {guild} escorts them; no slot, no feods)"
            ).format(card=card.name, guild=player.name)))  # fmt: skip
        source = {Source.MERCENARY: self.tr("mercenary"),
                  Source.GUESTHOUSE: self.tr("guesthouse follower"),
                  Source.HIRED: self.tr("hired for {feods} feods").format(feods=picked.feods),
                  }[picked.source]  # fmt: skip
        if picked.source is Source.MERCENARY and picked.feods:
            source = self.tr("{source}, won at auction for {feods} feods").format(
                source=source, feods=picked.feods
            )
        if picked.wave:
            source = self.tr("{source}, wave {number}").format(source=source, number=picked.wave)
        return self._line(
            text(f"✔ {card.name} ({source})"),
            button(
                self.tr("Unpick"), self.act_with("unpick", player=player.key, character=picked.id)
            ),
        )

    def _contests(self, state: SetupState) -> None:
        for contest in state.contests:
            name = self.ctx.card(contest.card).name
            box, layout = group(
                self.tr("{card} is wanted by more than one guild (5.1.1)").format(card=name)
            )
            layout.addWidget(text(self.tr(
                "A mercenary plays once in a mission. Settle by fame: the guild with the "
                "greater fame takes {card} (only before anyone offers). Or each guild "
                "makes one sealed offer of feods: when all have offered, the offers are "
                "shown and the higher takes them and pays it (equal offers: the greater "
                "fame). Or a guild gives them up (RULINGS.md R-49, R-61)."
            ).format(card=name)))  # fmt: skip
            for claim in contest.claims:
                player = state.player(claim.player)
                give_up = button(self.tr("Give them up"), self.act_with(
                    "unpick", player=player.key, character=claim.id))  # fmt: skip
                give_up.setObjectName(f"give-up-{player.key}-{contest.card}")
                who = text(
                    self.tr("{guild}: fame {fame}").format(
                        guild=player.name, fame=player.guild.fame
                    )
                )
                if claim.offer is not None:  # sealed: said to have offered, never how much
                    layout.addLayout(self._line(
                        swatch(player.colour), who,
                        text(self.tr("sealed offer made (R-61)"), bold=True), give_up,
                    ))  # fmt: skip
                    continue
                amount = QSpinBox()
                amount.setObjectName(f"offer-{player.key}-{contest.card}")
                amount.setRange(0, max(0, feods_free(state, player.key, but=contest.card)))
                amount.setSuffix(self.tr(" feods"))
                amount.setMinimumHeight(40)
                amount.setToolTip(self.tr("Type the offer, then Offer: it stays sealed until all "
                                          "have offered (RULINGS.md R-61)"))  # fmt: skip
                offer = button(self.tr("Offer"), functools.partial(
                    self._offer, player.key, contest.card, amount))  # fmt: skip
                offer.setObjectName(f"make-offer-{player.key}-{contest.card}")
                layout.addLayout(self._line(swatch(player.colour), who, amount, offer, give_up))
            if all(claim.offer is None for claim in contest.claims):  # fame: before offers
                settle = button(
                    self.tr("Settle by fame"), self.act_with("settle", card=contest.card)
                )
                settle.setObjectName(f"settle-{contest.card}")
                layout.addLayout(self._line(settle))
            self.content.addWidget(box)

    def _offer(self, key: str, card: str, amount: QSpinBox) -> bool:
        return self.act("offer", player=key, card=card, feods=amount.value())

    @staticmethod
    def _line(*widgets: QWidget) -> QHBoxLayout:
        return line(*widgets)

"""A deployment done the plain way, for the set-up's tests: the zones chosen in turn,
every miniature on the first legal square of its zone, the optional elements on free
ground outside every zone."""

from __future__ import annotations

from missions_table import Table

from demloc.missions.deployment import deployer, elements_owed, legal_squares, zone_chooser, zones


def deploy_all(t: Table, facing: str = "S") -> None:
    while (chooser := zone_chooser(t.state)) is not None:
        taken = {p.zone for p in t.state.players}
        free = next(z.name for z in zones(t.state, t.ctx) if z.name not in taken)
        t("choose_zone", player=chooser.key, zone=free)
    while (due := deployer(t.state)) is not None:
        character = next(p.id for p in due.picks if p.wave == 0 and not p.at)
        square = legal_squares(t.state, t.ctx, due.key)[0]
        t("deploy", player=due.key, character=character, at=square, facing=facing)
    board = t.ctx.board(t.ctx.mission(t.state.mission), len(t.state.players))
    zoned = {s for z in zones(t.state, t.ctx) for s in z.squares}
    for player in t.state.players:
        for kind, count in elements_owed(t.state, t.ctx, player.key).items():
            for _ in range(count):
                taken = {p.at for pl in t.state.players for p in pl.picks}
                taken |= {at for pl in t.state.players for _k, at in pl.elements}
                square = next(
                    s.name for s in board.squares()
                    if s.name not in taken and s.name not in zoned
                    and board.terrain[board.index(s)] == 0
                )  # fmt: skip
                t("place_element", player=player.key, kind=kind, at=square)

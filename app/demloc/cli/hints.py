"""`demloc hints FILE CHARACTER`: the tactical hints of issue 33 from the command line:
every attack the character could make, best first, with its exact odds, and who
threatens him. FILE is a mission save (what `demloc mission replay` reads) or a map
file whose miniatures name their cards (as `demloc odds --map` reads them)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from demloc.errors import BadInputError

if TYPE_CHECKING:  # the rules and the board are imported when the command runs
    from demloc.hints.model import AttackHint, Threat, ThreatMap
    from demloc.missions.play import Context, MissionState

MEASURES = {"kill": "kill chance", "expected": "expected damage"}
PHASES = ("strategic", "brawl")
HEAT_LINES = 5  # the words show the worst squares of the heat map; --json every one


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    text = "every attack a character could make, with its exact odds, and who threatens them"
    parser = commands.add_parser(
        "hints",
        help=text,
        description=f"{text} (issue 33; RULINGS.md R-228 to R-231). Bad input exits 2 "
        "naming the file or the character.",
    )
    parser.set_defaults(run=run)
    parser.add_argument(
        "file", type=Path, metavar="FILE",
        help="a mission save (.json, as `demloc mission replay` reads) or a map file whose "
        "miniatures name their cards",
    )  # fmt: skip
    parser.add_argument("character", metavar="CHARACTER", help="the character's id or name")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--by", choices=tuple(MEASURES), default="kill",
        help="best first by kill chance (default) or expected damage",
    )  # fmt: skip
    parser.add_argument(
        "--phase", choices=PHASES,
        help="the attacks of this phase (default: the mission's; a map's: strategic)",
    )  # fmt: skip


def run(args: argparse.Namespace) -> int:
    try:
        answer = _hints(args)
    except BadInputError as error:
        print(f"demloc hints: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(answer, indent=2, ensure_ascii=False))
    else:
        print(_words(answer))
    return 0


def _hints(args: argparse.Namespace) -> dict[str, Any]:
    import dataclasses

    from demloc.hints.attacks import attacks, best_first
    from demloc.hints.model import Measure
    from demloc.hints.threats import threat_map, threats
    from demloc.missions.play import FIRST_SUB_PHASE, Phase

    ctx, state = _load(args.file)
    fighter_id = _character(state, args.character)
    if args.phase is not None and state.phase is not Phase.ENDED:  # over: none
        phase = Phase(args.phase)
        if state.phase is not phase:
            state = dataclasses.replace(
                state, phase=phase, sub_phase=FIRST_SUB_PHASE[phase], active=None, activated=()
            )
    measure = Measure.KILL if args.by == "kill" else Measure.EXPECTED
    found = best_first(attacks(state, ctx, fighter_id), measure)
    shown_phase = state.phase if state.phase in (Phase.STRATEGIC, Phase.BRAWL) else Phase.STRATEGIC
    return {
        "file": str(args.file),
        "character": fighter_id,
        "name": state.fighters[fighter_id].name,
        "phase": shown_phase.value,
        "best_first_by": MEASURES[args.by],
        "attacks": [_hint_json(h, state) for h in found],
        "threats": [_threat_json(t, state) for t in threats(state, ctx, fighter_id)],
        "heat_map": _heat_json(threat_map(state, ctx, fighter_id)),
        "rulings": "RULINGS.md R-228 to R-231",
    }


def _load(path: Path) -> tuple[Context, MissionState]:
    """The rules' context and the mission state the file holds."""
    from demloc import textio
    from demloc.board import mapfile
    from demloc.board.tiles import load_tile_library
    from demloc.catalog.catalog import load_catalog
    from demloc.hints.board import map_mission
    from demloc.missions.play import Context, load_mission
    from demloc.missions.play.mission import FORMAT
    from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir, user_sets_dir
    from demloc.rules.dice import load_dice

    ctx = Context(
        load_tile_library(tiles_dir()),
        load_catalog([builtin_sets_dir(), user_sets_dir()]),
        load_dice(resources_dir() / "dice.toml"),
    )
    data = textio.read_json(path, max_bytes=32 * 1024 * 1024)
    if isinstance(data, dict) and data.get("format") == mapfile.FORMAT:
        # Every miniature, or none: one left out would neither block a line nor take a
        # stray shot (the Board view says whom it leaves out instead).
        try:
            made = map_mission(mapfile.from_json(data, str(path)), ctx)
        except BadInputError as error:
            raise BadInputError(f"{path}: {error} (a mission save names the weapons)") from None
        if made.left_out:
            raise BadInputError(
                f"{path}: "
                + "; ".join(made.left_out.values())
                + " (the hints need every character's card and weapons: a mission save "
                "holds them all)"
            )
        return ctx, made.state
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadInputError(
            f"{path}: neither a mission save (format {FORMAT!r}) nor a map "
            f"(format {mapfile.FORMAT!r})"
        )
    return ctx, load_mission(data, ctx, str(path)).state


def _character(state: MissionState, wanted: str) -> str:
    """The id of the character `wanted` names: his id, or his name (any case)."""
    from demloc.rules.errors import RulesError

    on_board = {c.id for c in state.board_map.characters}
    if wanted in state.fighters and wanted in on_board:
        return wanted
    named = [f.id for f in state.fighters.values()
             if f.name.casefold() == wanted.casefold() and f.id in on_board]  # fmt: skip
    if len(named) == 1:
        return named[0]
    known = ", ".join(f"{f.id} ({f.name})" for f in state.fighters.values() if f.id in on_board)
    if not known:
        raise RulesError(f"no character '{wanted}': the board has no character at all")
    if named:
        raise RulesError(f"'{wanted}' names {len(named)} characters: give the id ({known})")
    raise RulesError(f"no character '{wanted}' on the board: {known}")


def _threat_json(threat: Threat, state: MissionState) -> dict[str, Any]:
    return {
        "enemy": threat.enemy,
        "name": state.fighters[threat.enemy].name,
        "kill": _p(threat.kill),
        "attack": _hint_json(threat.hint, state),
    }


def _heat_json(heat: ThreatMap) -> list[dict[str, Any]]:
    """The heat map (R-231, R-245): each square he could stand on after his next move that an
    enemy can attack there, by row then column, with the worst kill chance and expected
    damage there."""
    return [
        {"square": square.name, "kill": _p(heat.kill[square]),
         "expected_damage": _p(heat.expected[square])}
        for square in sorted(heat.kill, key=lambda s: (s.y, s.x))
    ]  # fmt: skip


def _p(p: Fraction) -> dict[str, Any]:
    return {"exact": f"{p.numerator}/{p.denominator}", "p": round(float(p), 6)}


def _table(values: Mapping[int, Fraction]) -> dict[str, Any]:
    return {str(k): _p(v) for k, v in values.items()}


def _hint_json(hint: AttackHint, state: MissionState) -> dict[str, Any]:
    answer: dict[str, Any] = {
        "kind": hint.kind.value,
        "label": hint.label,
        "target": hint.target,
        "target_name": state.fighters[hint.target].name,
        "means": hint.means,
        "rule": hint.rule,
        "kill": _p(hint.kill),
        "at_least_one_heart": _p(hint.heart),
        "nothing": _p(hint.nothing),
        "expected_damage": _p(hint.expected),
        "damage_to_armour": _table(hint.to_armour),
        "damage_to_hit_factor": _table(hint.to_hit),
        "damage": _table(hint.total),
        "modifiers": [m.to_json() for m in hint.modifiers],
        "event": dict(hint.event),
    }
    if hint.stray is not None:
        answer["stray"] = {
            "chance": _p(hint.stray.chance),
            "rule": "7.2.2.2",
            "may_hit": [
                {"fighter": h.fighter, "name": h.name, "chance": _p(h.chance), "friend": h.friend}
                for h in hint.stray.hits
            ],
        }
    if hint.backlash:
        answer["backlash"] = {
            "damage": _table(hint.backlash), "kill": _p(hint.backlash_kill), "rule": "7.3.2.2",
        }  # fmt: skip
    if hint.charge_to is not None and hint.charge_facing is not None:
        answer["charge_to"] = hint.charge_to.name
        answer["charge_facing"] = hint.charge_facing.name  # N is 0: never tested for truth
    return answer


def _pc(p: dict[str, Any]) -> str:
    """The JSON's chance in words: "<1%" for any above 0 under 1% (the exact figure)."""
    from demloc.hints.model import percent

    return percent(Fraction(p["exact"]))


def _words(answer: dict[str, Any]) -> str:
    lines = [
        f"{answer['name']} ({answer['character']}), {answer['phase']} phase: attacks best "
        f"first by {answer['best_first_by']}"
    ]
    if not answer["attacks"]:
        lines.append("  none")
    for hint in answer["attacks"]:
        lines += [f"  {line}" for line in _hint_words(hint)]
    lines.append(f"Who threatens {answer['name']} (R-230), likeliest to kill first")
    if not answer["threats"]:
        lines.append("  nobody")
    for threat in answer["threats"]:
        attack = threat["attack"]
        lines.append(
            f"  {threat['name']} ({threat['enemy']}): {attack['label']} ({attack['rule']}): "
            f"kill {_pc(threat['kill'])}, expected damage {attack['expected_damage']['p']:.2f}"
        )
    heat = answer["heat_map"]
    worst = sorted(heat, key=lambda h: (-Fraction(h["kill"]["exact"]),
                                        -Fraction(h["expected_damage"]["exact"])))  # fmt: skip
    lines.append(
        f"Heat map (R-231): {len(heat)} of the squares they could stand on after their next "
        "move are threatened" + (", the worst first:" if heat else "")
    )
    lines += [
        f"  {h['square']}: kill {_pc(h['kill'])}, expected damage {h['expected_damage']['p']:.2f}"
        for h in worst[:HEAT_LINES]
    ]
    if len(worst) > HEAT_LINES:
        lines.append(f"  ... {len(worst) - HEAT_LINES} more in --json")
    return "\n".join(lines)


def _hint_words(hint: dict[str, Any]) -> list[str]:
    def table(values: dict[str, Any]) -> str:
        return ", ".join(f"{k}: {_pc(v)}" for k, v in values.items())

    lines = [
        f"{hint['label']} at {hint['target_name']} ({hint['target']}, {hint['rule']}): kill "
        f"{_pc(hint['kill'])}, a broken heart {_pc(hint['at_least_one_heart'])}, nothing "
        f"{_pc(hint['nothing'])}, expected damage {hint['expected_damage']['p']:.2f}",
        f"  damage to armour {table(hint['damage_to_armour'])}; to hit factor "
        f"{table(hint['damage_to_hit_factor'])}",
    ]
    if "backlash" in hint:
        back = hint["backlash"]
        lines.append(
            "  damage back to the attacker, if the defender wins (7.3.2.2): "
            f"{table(back['damage'])}; it kills them {_pc(back['kill'])}"
        )
    if "charge_to" in hint:
        lines.append(f"  engaging move to {hint['charge_to']} facing {hint['charge_facing']}")
    if "stray" in hint:
        stray = hint["stray"]
        who = ", ".join(
            f"{h['name']} {_pc(h['chance'])}{' (friend)' if h['friend'] else ''}"
            for h in stray["may_hit"]
        )
        lines.append(
            f"  stray shot {_pc(stray['chance'])} (7.2.2.2)" + (f": may hit {who}" if who else "")
        )
    for m in hint["modifiers"]:
        value = f" {m['value']:+d}" if m["value"] else ""
        lines.append(f"  · {m['label']}{value} ({m['rule']})")
    return lines

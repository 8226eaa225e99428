"""`demloc odds` and `demloc resolve`: the rules engine from the command line, answering
in JSON."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from demloc.board.sight import FiringLine, firing_line
from demloc.board.tiles import load_tile_library
from demloc.board.zones import engagements, is_behind
from demloc.catalog.bounds import MAX_ABILITY_DICE, MAX_ARCANE, profile_problem
from demloc.catalog.catalog import Catalog, load_catalog
from demloc.cli.board import build_map
from demloc.errors import BadInputError
from demloc.missions.play import MAX_STATE
from demloc.paths import builtin_sets_dir, resources_dir, tiles_dir, user_sets_dir
from demloc.rules import odds
from demloc.rules.ability import ability_test
from demloc.rules.brawl import plan_brawl, resolve_brawl
from demloc.rules.dice import (
    DiceSet,
    DiceSource,
    Die,
    EnteredDice,
    Face,
    RandomDice,
    load_dice,
    parse_faces,
)
from demloc.rules.errors import RulesError
from demloc.rules.fighter import Fighter
from demloc.rules.shooting import plan_shot, resolve_shot
from demloc.rules.spec import fighter_from_spec

CHARACTER_HELP = (
    'a card id (sol-altai), a JSON object (\'{"card": "sol-altai", "weapons": [...], '
    '"hearts": 1}\' or numbers outright), or with --map a character id on the map; '
    "append =JSON to add fields: 'r1={\"hearts\": 1}'"
)


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    for name, helptext in (
        ("odds", "exact odds of a test, a shot, a brawl or channeling, before the roll"),
        ("resolve", "resolve one roll with the faces rolled at the table (--faces)"),
    ):
        parser = commands.add_parser(name, help=helptext, description=helptext)
        parser.set_defaults(run=run_rolls)
        sub = parser.add_subparsers(dest="roll", required=True, metavar="ROLL")
        test = sub.add_parser("test", help="an ability test (7.2.1)")
        test.add_argument("--ability", type=int, required=True)
        test.add_argument("--fate", type=int, default=0, help="fate points spent")
        test.add_argument("--penalty", type=int, default=0, help="added to the die (+2, +3)")
        shoot = sub.add_parser("shoot", help="a ranged attack (7.2.2)")
        shoot.add_argument("--shooter", required=True, help=CHARACTER_HELP)
        shoot.add_argument("--target", required=True, help=CHARACTER_HELP)
        shoot.add_argument("--cover", type=int, default=0, help="elements partially covering")
        shoot.add_argument("--positioned", action="store_true", help="positioned shooting")
        shoot.add_argument("--fate", type=int, default=0, help="fate points on the ranged test")
        brawl = sub.add_parser("brawl", help="a hand-to-hand attack (7.3.2)")
        brawl.add_argument("--attacker", required=True, help=CHARACTER_HELP)
        brawl.add_argument("--defender", required=True, help=CHARACTER_HELP)
        brawl.add_argument("--behind", action="store_true", help="attack from behind (+2)")
        brawl.add_argument("--charge", action="store_true", help="after a charge (enhanced die)")
        brawl.add_argument(
            "--earlier", type=int, default=0, help="earlier attackers (multiple fights)"
        )
        brawl.add_argument(
            "--first-impact", action="store_true", help="defender in the first impact zone"
        )
        if name == "odds":
            channel = sub.add_parser("channel", help="channeling arcane dice (7.2.3)")
            channel.add_argument("--dice", type=int, required=True, help="arcane dice rolled")
        for roll in (shoot, brawl):
            roll.add_argument("--map", type=Path, help="a map file: characters are its ids")
        for roll in (test, shoot, brawl):
            if name == "resolve":
                roll.add_argument(
                    "--faces", required=True,
                    help="faces rolled, e.g. 'd6=3 fighting=2,1,0 enhanced=4 d10=5'",
                )  # fmt: skip


def _catalog() -> Catalog:
    return load_catalog([builtin_sets_dir(), user_sets_dir()])


def _dice() -> DiceSet:
    return load_dice(resources_dir() / "dice.toml")


def parse_faces_argument(text: str, dice: DiceSet) -> EnteredDice:
    entered: dict[Die, Sequence[Face]] = {}
    for part in text.split():
        name, _, values = part.partition("=")
        try:
            die = Die(name)
        except ValueError:
            raise RulesError(f"'{name}' is not a die: {', '.join(d.value for d in Die)}") from None
        entered[die] = parse_faces(values, die)
    return EnteredDice(dice, entered)


class _Characters:
    """Resolves the command line's character arguments, with or without a map."""

    def __init__(self, map_path: Path | None, catalog: Catalog) -> None:
        self.catalog = catalog
        self.board = build_map(map_path, load_tile_library(tiles_dir())) if map_path else None

    def get(self, text: str, default_id: str, owner: str) -> Fighter:
        head, _, extra = (
            text.partition("=") if not text.lstrip().startswith("{") else (text, "", "")
        )
        try:
            fields: dict[str, Any] = json.loads(head) if head.lstrip().startswith("{") else {}
            if extra:
                fields |= json.loads(extra)
        except json.JSONDecodeError as error:
            raise RulesError(f"'{text}': not valid JSON: {error}") from None
        if not head.lstrip().startswith("{"):
            if self.board is not None and head in self.board.characters:
                miniature = self.board.characters[head]
                if not miniature.card:
                    raise RulesError(f"character {head} on the map has no card")
                fields = {"card": miniature.card, "id": head, "owner": miniature.colour} | fields
            else:
                fields = {"card": head} | fields
        return _check_fighter(fighter_from_spec(fields, default_id, owner, self.catalog))

    def line(self, shooter: Fighter, target: Fighter) -> FiringLine | None:
        if self.board is None:
            return None
        weapon = shooter.ranged_weapon
        return firing_line(
            self.board, self.board.character(shooter.id), self.board.character(target.id),
            weapon.range if weapon else None,
        )  # fmt: skip


def run_rolls(args: argparse.Namespace) -> int:
    try:
        answer = _rolls(args)
    except BadInputError as error:
        print(f"demloc {args.command}: {error}", file=sys.stderr)
        return 1
    print(json.dumps(answer, indent=2, ensure_ascii=False))
    return 0


# The bound of every number the command line takes (issue 10, item 9), and why.
OPTION_BOUNDS: dict[str, tuple[str, int, int, str]] = {
    # 5.1.1, 7.2.3: a character rolls at most as many arcane dice as his arcane ability,
    # and no card has more than 4 (the set files' bound).
    "dice": ("--dice", 1, MAX_ARCANE, "arcane dice a character rolls (5.1.1: at most 4)"),
    "ability": ("--ability", 0, MAX_ABILITY_DICE, "an ability (5.1.1)"),
    "fate": ("--fate", 0, 5, "fate points lowering a d6 (7.2.1: 5 make any roll a 1)"),
    "penalty": ("--penalty", 0, 6, "a penalty on a d6 (7.2.1)"),
    "cover": ("--cover", 0, 8, "elements partially covering (7.2.2)"),
    "earlier": ("--earlier", 0, 7, "earlier attackers: 8 squares touch a character (7.3.2)"),
}


def _check_options(args: argparse.Namespace) -> None:
    for field, (option, low, high, rule) in OPTION_BOUNDS.items():
        value = getattr(args, field, None)
        if value is not None and not low <= value <= high:
            raise RulesError(f"{option} {value}: {rule} is {low} to {high}")


def _check_fighter(fighter: Fighter) -> Fighter:
    """A fighter given as numbers has the card bounds too (a ranged "3000" took 24 s)."""
    problem = profile_problem(fighter.profile)
    if problem is not None:
        raise RulesError(f"{fighter.id}: {problem}")
    for name in ("vigour", "weakness", "hearts", "armour_tokens", "seals", "white", "black"):
        value = getattr(fighter, name)
        if not 0 <= value <= MAX_STATE:
            raise RulesError(f"{fighter.id}: {name}: {value} is out of range: 0 to {MAX_STATE}")
    return fighter


MAX_ENHANCED = 2  # 4: the box holds 2 boosted (enhanced) dice


def _check_roll(fighting: int, enhanced: int) -> None:
    # 4: the box holds 12 fighting dice and 2 boosted ones: no roll takes more.
    if fighting > MAX_ABILITY_DICE or enhanced > MAX_ENHANCED:
        raise RulesError(
            f"a roll of {fighting} fighting and {enhanced} enhanced dice: the box holds "
            f"{MAX_ABILITY_DICE} and {MAX_ENHANCED} (4)"
        )


def _rolls(args: argparse.Namespace) -> dict[str, Any]:
    _check_options(args)
    dice = _dice()
    resolving = args.command == "resolve"
    source: DiceSource = (
        parse_faces_argument(args.faces, dice) if resolving else RandomDice(dice, 0)
    )
    if args.roll == "test":
        if not resolving:
            return {"ability": args.ability, "passes": odds._json(
                odds.ability_test_odds(args.ability, args.fate, args.penalty)
            ), "rule": "7.2.1"}  # fmt: skip
        (die,) = source.roll(Die.D6, 1)
        assert isinstance(die, int)
        return ability_test(args.ability, die, args.fate, args.penalty).to_json() | {
            "rule": "7.2.1"
        }
    if args.roll == "channel":
        table = odds.channel_odds(dice, args.dice)  # bounded by _check_options
        return {
            "dice": args.dice,
            "outcomes": [
                {"white": w, "black": b, "seals": s} | odds._json(p)
                for (w, b, s), p in table.items()
            ],
            "rule": "7.2.3",
        }
    people = _Characters(args.map, _catalog())
    if args.roll == "shoot":
        shooter = people.get(args.shooter, "shooter", "red")
        target = people.get(args.target, "target", "blue")
        line = people.line(shooter, target)
        cover = line.penalty if line is not None else args.cover
        if not resolving:
            plan = plan_shot(shooter, target, cover, args.positioned)
            _check_roll(plan.fighting, plan.enhanced)
            answer = odds.shot_odds(plan, dice, args.fate).to_json()
            if line is not None:
                answer["line"] = line.to_json()
            return answer | {"dice": {"fighting": plan.fighting, "enhanced": plan.enhanced},
                             "modifiers": [m.to_json() for m in plan.modifiers]}  # fmt: skip
        report = resolve_shot(
            shooter, target, source, line=line, positioned=args.positioned, fate_points=args.fate
        )
        return report.to_json()
    attacker = people.get(args.attacker, "attacker", "red")
    defender = people.get(args.defender, "defender", "blue")
    behind, first_impact = args.behind, args.first_impact
    if people.board is not None:
        board = people.board
        pair = next(
            (e for e in engagements(board) if (e.engager, e.engaged) == (attacker.id, defender.id)),
            None,
        )
        if pair is None:
            raise RulesError(
                f"{attacker.id} does not engage {defender.id}: only the engager attacks (7.3.2)"
            )
        behind = is_behind(board.character(attacker.id).at, board.character(defender.id))
        first_impact = pair.first_impact
    options = {"behind": behind, "charge": args.charge, "earlier_attackers": args.earlier,
               "first_impact": first_impact}  # fmt: skip
    if not resolving:
        fight = plan_brawl(attacker, defender, **options)
        for side in (fight.attack, fight.defence):
            _check_roll(side.fighting, side.enhanced)
        return odds.brawl_odds(fight, dice).to_json() | {
            "attack": {"fighting": fight.attack.fighting, "enhanced": fight.attack.enhanced,
                       "modifiers": [m.to_json() for m in fight.attack.modifiers]},
            "defence": {"fighting": fight.defence.fighting, "enhanced": fight.defence.enhanced,
                        "modifiers": [m.to_json() for m in fight.defence.modifiers]},
        }  # fmt: skip
    return resolve_brawl(attacker, defender, source, **options).to_json()

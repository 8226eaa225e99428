"""Data-driven combat cases: tests/data/combat/*.toml (attacker, defender, options,
the dice faces rolled) -> the result, each citing its rulebook section."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from demloc.paths import resources_dir
from demloc.rules.brawl import resolve_brawl
from demloc.rules.dice import Die, EnteredDice, load_dice, parse_faces
from demloc.rules.shooting import resolve_shot
from demloc.rules.spec import fighter_from_spec

CASES = Path(__file__).parents[2] / "data" / "combat"
DICE = load_dice(resources_dir() / "dice.toml")


def _cases() -> list[Path]:
    return sorted(CASES.glob("*.toml"))


def _subset(got: Any, wanted: Any, where: str) -> None:
    if isinstance(wanted, dict):
        assert isinstance(got, dict), f"{where}: expected an object, got {got!r}"
        for key, value in wanted.items():
            assert key in got, f"{where}.{key} missing in {got}"
            _subset(got[key], value, f"{where}.{key}")
    elif isinstance(wanted, list):
        assert isinstance(got, list) and len(got) == len(wanted), f"{where}: {got!r}"
        for index, (g, w) in enumerate(zip(got, wanted, strict=True)):
            _subset(g, w, f"{where}[{index}]")
    elif wanted == "none":  # TOML has no null
        assert got is None, f"{where}: {got!r} is not none"
    else:
        assert got == wanted, f"{where}: {got!r} != {wanted!r}"


@pytest.mark.parametrize("path", _cases(), ids=lambda p: p.stem)
def test_combat_case(path: Path) -> None:
    case = tomllib.loads(path.read_text(encoding="utf-8"))
    assert case.get("section"), f"{path.name} cites its rulebook section"
    one = fighter_from_spec(case["attacker"], "attacker", "red")
    two = fighter_from_spec(case["defender"], "defender", "blue")
    faces = {Die(k): parse_faces(" ".join(map(str, v)), Die(k)) for k, v in case["faces"].items()}
    dice = EnteredDice(DICE, faces)
    options = case.get("options", {})
    if case["kind"] == "shoot":
        answer = resolve_shot(one, two, dice, **options).to_json()
    else:
        answer = resolve_brawl(one, two, dice, **options).to_json()
    assert not dice.unused(), f"{path.name}: faces left unused: {dice.unused()}"
    _subset(answer, case["expect"], path.stem)

"""Counting dice sums with packed polynomials (Kronecker substitution).

A distribution of whole-number values is the polynomial sum(count_v * x**(v - low));
with x = 2**(8 * width) it is one Python integer whose `width`-byte slots hold the
counts. Multiplying two such integers convolves the distributions, and a power is
the sum of n equal dice, both done by Python's C big-integer arithmetic instead of a
loop over pairs of values. The counts stay exact: a slot is wide enough for the
number of all ways, which no count can exceed, so no slot ever carries into the next.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence


def slot_bytes(ways: int) -> int:
    """Bytes a slot needs to hold any count up to `ways`."""
    return max(1, (ways.bit_length() + 7) // 8)


def pack(counts: Mapping[int, int], width: int) -> tuple[int, int]:
    """`counts` (value -> ways) as (packed integer, its lowest value)."""
    if not counts:
        return 0, 0
    low = min(counts)
    bits = 8 * width
    packed = 0
    for value, count in counts.items():
        packed += count << ((value - low) * bits)
    return packed, low


def unpack(packed: int, low: int, width: int) -> dict[int, int]:
    """The nonzero counts of a packed integer, value -> ways, in increasing value."""
    slots = -(-packed.bit_length() // (8 * width))
    data = packed.to_bytes(slots * width, "little")
    counts: dict[int, int] = {}
    for slot, start in enumerate(range(0, len(data), width)):
        count = int.from_bytes(data[start : start + width], "little")
        if count:
            counts[low + slot] = count
    return counts


def _faces(faces: Iterable[int], width: int) -> tuple[int, int]:
    """One die, each face equally likely, packed."""
    counts: dict[int, int] = {}
    for face in faces:
        counts[face] = counts.get(face, 0) + 1
    return pack(counts, width)


def sum_of_dice(groups: Sequence[tuple[Sequence[int], int]]) -> tuple[int, int, int, int]:
    """The sum of every die of `groups`, each a die's faces and how many are rolled:
    (packed counts, lowest value, slot width in bytes, number of all ways)."""
    ways = 1
    for faces, count in groups:
        ways *= len(faces) ** count
    width = slot_bytes(ways)
    packed, low = 1, 0
    for faces, count in groups:
        if count:
            die, die_low = _faces(faces, width)
            packed *= die**count
            low += die_low * count
    return packed, low, width, ways


def capped_counts(
    packed: int, low: int, width: int, ways: int, floor: int, ceiling: int
) -> dict[int, int]:
    """The nonzero counts of a packed integer whose counts add up to `ways`, every
    value below `floor` counted at `floor` and every value above `ceiling` at
    `ceiling` (`floor` <= `ceiling`), in increasing value. Only the slots between are
    read one by one."""
    bits = 8 * width
    mask = (1 << bits) - 1
    first = floor - low  # the slot of `floor`
    below = 0
    if first >= 0:
        # The sum of slots 0..first: the slot `first` of their product with 1 + x +
        # ... + x**first (no slot overflows: each holds a sum of counts, at most `ways`).
        span = (1 << ((first + 1) * bits)) - 1
        ones = span // mask
        below = (((packed & span) * ones) >> (first * bits)) & mask
    counts: dict[int, int] = {}
    if below:
        counts[floor] = below
    between = 0
    for slot in range(max(first + 1, 0), ceiling - low):
        count = (packed >> (slot * bits)) & mask
        if count:
            counts[low + slot] = count
            between += count
    above = ways - below - between
    if above:
        counts[ceiling] = counts.get(ceiling, 0) + above  # floor == ceiling: one value
    return counts

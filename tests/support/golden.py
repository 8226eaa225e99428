"""Golden-image comparison with a tolerance (after pyqtgraph's assertImageApproved).

Set DEMLOC_UPDATE_GOLDEN=1 to write new baselines; without it a missing baseline fails
(a picture is never approved by being the first). On a mismatch the actual, expected
and difference images are written to tests/golden/failures/.
"""

from __future__ import annotations

import os
from pathlib import Path

from PIL import Image, ImageChops

GOLDEN = Path(__file__).parents[1] / "golden"
FAILURES = GOLDEN / "failures"


def assert_image_matches(
    name: str, actual_path: Path, tolerance: float = 2.0, max_share: float = 0.01
) -> None:
    """The picture must match `tests/golden/NAME.png`: a mean channel difference of at
    most `tolerance` (0-255) and at most `max_share` of pixels differing by more than 64."""
    expected_path = GOLDEN / f"{name}.png"
    actual = Image.open(actual_path).convert("RGB")
    if os.environ.get("DEMLOC_UPDATE_GOLDEN") == "1":
        expected_path.parent.mkdir(parents=True, exist_ok=True)
        actual.save(expected_path)
        return
    if not expected_path.exists():
        raise AssertionError(
            f"no golden image {expected_path}: look at {actual_path}, then make it the "
            "baseline with DEMLOC_UPDATE_GOLDEN=1"
        )
    expected = Image.open(expected_path).convert("RGB")
    problem = ""
    if actual.size != expected.size:
        problem = f"size {actual.size} != {expected.size}"
    else:
        diff = ImageChops.difference(actual, expected)
        histogram = diff.convert("L").histogram()
        pixels = actual.size[0] * actual.size[1]
        mean = sum(i * n for i, n in enumerate(histogram)) / pixels
        strong = sum(histogram[65:]) / pixels
        if mean > tolerance or strong > max_share:
            problem = f"mean difference {mean:.2f} (tolerance {tolerance}), {strong:.2%} pixels differ strongly"
    if problem:
        FAILURES.mkdir(parents=True, exist_ok=True)
        actual.save(FAILURES / f"{name}.actual.png")
        expected.save(FAILURES / f"{name}.expected.png")
        if actual.size == expected.size:
            ImageChops.difference(actual, expected).save(FAILURES / f"{name}.diff.png")
        raise AssertionError(f"{name}: {problem}; see {FAILURES}")

"""`demloc map render`: headless PNG and PDF exports with overlays and the build guide."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from PIL import Image

from demloc.paths import resources_dir

MAP = resources_dir() / "maps" / "market-brawl.json"


def _demloc(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "demloc", "map", "render", *args],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip


def test_png_with_overlays_at_a_chosen_resolution(tmp_path: Path) -> None:
    out = tmp_path / "map.png"
    done = _demloc(
        str(MAP), "-o", str(out), "--overlay", "zones,lines,reach", "--for", "b3", "--dpi", "100"
    )
    assert done.returncode == 0, done.stderr
    with Image.open(out) as image:
        # 12x14 squares at 25 mm a square, 100 dpi, plus the rulers' margin.
        assert abs(image.size[0] - round((12 * 40 + 48) * 25 / 40 * 100 / 25.4)) <= 1
        assert round(image.info["dpi"][0]) == 100


def test_printable_pdf_with_the_build_guide(tmp_path: Path) -> None:
    out = tmp_path / "map.pdf"
    done = _demloc(str(MAP), "-o", str(out), "--guide", "--square-mm", "20")
    assert done.returncode == 0, done.stderr
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    # Two pages: the map at scale, then the build guide.
    assert len(re.findall(rb"/Type\s*/Page[^s]", data)) == 2
    assert "20 mm a square" in done.stdout


def test_bad_requests_are_named(tmp_path: Path) -> None:
    done = _demloc(str(MAP), "-o", str(tmp_path / "x.png"), "--overlay", "fog")
    assert done.returncode == 1 and "'fog' is not an overlay" in done.stderr
    done = _demloc(str(MAP), "-o", str(tmp_path / "x.png"), "--overlay", "zones", "--for", "zz")
    assert done.returncode == 1 and "no character 'zz'" in done.stderr
    done = _demloc(str(MAP), "-o", str(tmp_path / "x.gif"))
    assert done.returncode == 1 and "export to .png or .pdf" in done.stderr


def test_options_that_would_be_ignored_or_make_no_picture_are_refused(tmp_path: Path) -> None:
    out = str(tmp_path / "x.png")
    for args, message in (
        (["--dpi", "0"], "--dpi 0"),
        (["--square-mm", "0"], "--square-mm 0"),
        (["--overlay", "reach"], "needs --for CHARACTER"),
        (["--target", "b3"], "go with --overlay ooc"),
    ):
        done = _demloc(str(MAP), "-o", out, *args)
        assert done.returncode == 1 and message in done.stderr, (args, done.stderr)
    assert not (tmp_path / "x.png").exists()
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    done = _demloc(str(MAP), "-o", str(blocker / "x.png"))
    assert done.returncode == 1 and "cannot write" in done.stderr
    assert "Traceback" not in done.stderr

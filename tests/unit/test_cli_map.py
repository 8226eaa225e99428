"""`demloc map render`: headless PNG and PDF exports with overlays and the build guide."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
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


def _pages(pdf: Path) -> int:
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF")
    return len(re.findall(rb"/Type\s*/Page[^s]", data))


def test_printable_pdf_with_the_build_guide(tmp_path: Path) -> None:
    out = tmp_path / "map.pdf"
    done = _demloc(str(MAP), "-o", str(out), "--guide", "--square-mm", "20")
    assert done.returncode == 0, done.stderr
    # The map (264 x 304 mm at 20 mm a square) on 2 x 2 A4 pages, then the build guide.
    assert _pages(out) == 5
    assert "4 pages of A4 portrait: the map at 20 mm a square on 2 × 2" in done.stdout
    assert done.stdout.rstrip().endswith("overlap, then the build guide)")


@pytest.mark.slow
def test_pdf_paper_orientation_and_pages(tmp_path: Path) -> None:
    out = tmp_path / "map.pdf"
    for args, pages, said in (  # the map is 330 x 380 mm at table scale
        (["--orientation", "landscape"], 6, "6 pages of A4 landscape"),
        (["--paper", "letter", "--orientation", "landscape"], 4, "4 pages of Letter landscape"),
        (["--paper", "LETTER", "--pages", "tile", "--overlap-mm", "0"], 4, "0 mm overlap"),
        (["--pages", "fit"], 1, "1 page of A4 portrait: the map fitted at 14.4 mm"),
        (["--pages", "fit", "--paper", "letter", "--orientation", "landscape"], 1, "Letter"),
    ):
        done = _demloc(str(MAP), "-o", str(out), *args)
        assert done.returncode == 0, (args, done.stderr)
        assert _pages(out) == pages, args
        assert said in done.stdout, (args, done.stdout)


def test_bad_requests_are_named(tmp_path: Path) -> None:
    done = _demloc(str(MAP), "-o", str(tmp_path / "x.png"), "--overlay", "fog")
    assert done.returncode == 1 and "'fog' is not an overlay" in done.stderr
    done = _demloc(str(MAP), "-o", str(tmp_path / "x.png"), "--overlay", "zones", "--for", "zz")
    assert done.returncode == 1 and "no character 'zz'" in done.stderr
    done = _demloc(str(MAP), "-o", str(tmp_path / "x.gif"))
    assert done.returncode == 1 and "export to .png or .pdf" in done.stderr


@pytest.mark.slow
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
    for args, message in (
        (["--paper", "a3"], "--paper a3: use a4 or letter"),
        (["--orientation", "sideways"], "--orientation sideways: use portrait or landscape"),
        (["--pages", "many"], "--pages many: use tile or fit"),
        (["--overlap-mm", "80"], "--overlap-mm 80: use 0 to 50 mm"),
        (["--pages", "fit", "--overlap-mm", "5"], "--overlap-mm goes with --pages tile"),
    ):
        done = _demloc(str(MAP), "-o", str(tmp_path / "x.pdf"), *args)
        assert done.returncode == 1 and message in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr
    assert not (tmp_path / "x.pdf").exists()
    done = _demloc(str(MAP), "-o", out, "--paper", "letter", "--square-mm", "20")
    assert done.returncode == 1
    assert "--square-mm, --paper: only for a .pdf output" in done.stderr
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    done = _demloc(str(MAP), "-o", str(blocker / "x.png"))
    assert done.returncode == 1 and "cannot write" in done.stderr
    assert "Traceback" not in done.stderr

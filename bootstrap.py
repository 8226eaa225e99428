#!/usr/bin/env python3
"""Set up DemLoc Companion in a local virtual environment, then run it or check it.

    python3 bootstrap.py app [ARGS...]   set up, then start the app (ARGS go to `demloc`)
    python3 bootstrap.py check           set up, then run ruff, mypy and pytest
    python3 bootstrap.py check --quick   the same, without the slow tests (QUICK below)
    python3 bootstrap.py bundle          set up, then build the app without Python: the
                                         folder build/bundle/demloc/ (PyInstaller), and on
                                         Linux dist/demloc-VERSION-linux-ARCH.tar.gz and .deb

Only the standard library is used here: this file runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".demloc-installed"

# Debian packages Qt needs (the tested list in the developers' brief).
QT_BASE = ["libglib2.0-0", "libgl1", "libegl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3"]
# ... and for a real X window (xvfb and xauth let a headless machine run one too).
QT_WINDOW = [
    "xvfb",
    "xauth",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxkbcommon-x11-0",
]
# The check also starts a real PostgreSQL server, as a club sharing one database runs
# (tests/unit/store/conftest.py); without it those tests are skipped, said why.
POSTGRES_SERVER = ["postgresql"]
# The table's web page is tested in a real browser, Debian's chromium driven headless by
# playwright (tests/unit/net/test_page_browser.py); without it those tests are skipped.
CHROMIUM = ["chromium"]
# The quick lane's tests: all but those marked (pyproject.toml's [tool.pytest] markers)
# as killing processes, fuzzing, comparing golden images, on PostgreSQL or slow. CI runs all.
QUICK = "not (kill or fuzz or golden or postgres or slow)"
# Both lanes run the tests on every core (pytest-xdist): each worker is a test session
# of its own, with its own QApplication and its own PostgreSQL server.
PARALLEL = ["-n", "auto"]


def say(message: str) -> None:
    print(f"[bootstrap] {message}", flush=True)


def missing_debian_packages(names: list[str]) -> list[str]:
    """The packages of `names` that dpkg does not list as installed ([] off Debian)."""
    if not sys.platform.startswith("linux") or shutil.which("dpkg-query") is None:
        return []
    missing = []
    for name in names:
        result = subprocess.run(
            ["dpkg-query", "-W", "-f=${Status}", name],
            capture_output=True,
            text=True,
            check=False,
        )
        if "install ok installed" not in result.stdout:
            missing.append(name)
    return missing


def ensure_system_libraries(names: list[str], optional: list[str] | None = None) -> None:
    """Install the missing Debian packages when root; otherwise say how.

    Without one of `names` nothing runs; without one of `optional` some tests are skipped.
    """
    missing = missing_debian_packages(names)
    missing_optional = missing_debian_packages(optional or [])
    if not missing and not missing_optional:
        return
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        wanted = missing + missing_optional
        say(f"installing system packages: {' '.join(wanted)}")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-q"], check=True, env=env)
        subprocess.run(
            ["apt-get", "install", "-y", "-q", "--no-install-recommends", *wanted],
            check=True,
            env=env,
        )
        return
    if missing_optional:
        say(f"missing {', '.join(missing_optional)}: their tests will be skipped. To run them:")
        print(f"    sudo apt-get install -y --no-install-recommends {' '.join(missing_optional)}")
    if missing:
        say("Qt needs system libraries that are missing. Install them with:")
        print(f"    sudo apt-get install -y --no-install-recommends {' '.join(missing)}")
        sys.exit(1)


def venv_python() -> Path:
    scripts = "Scripts" if os.name == "nt" else "bin"
    return VENV / scripts / ("python.exe" if os.name == "nt" else "python")


def venv_tool(name: str) -> str:
    scripts = "Scripts" if os.name == "nt" else "bin"
    return str(VENV / scripts / name)


def ensure_venv() -> None:
    """Create .venv and install the project with its dev tools when pyproject changed;
    the translations built (build_translations)."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this file runs on any python3
        say(f"DemLoc needs Python 3.11 or newer; this is {sys.version.split()[0]}")
        sys.exit(1)
    if not venv_python().exists():
        say(f"creating the virtual environment in {VENV}")
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not STAMP.exists() or STAMP.read_text() != wanted:
        say("installing DemLoc Companion and its tools (first run takes a minute)")
        subprocess.run(
            [str(venv_python()), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[dev]"],
            check=True,
        )
        STAMP.write_text(wanted)
    build_translations()


def build_translations() -> None:
    """translations/*.qm from the committed .ts (pyside6-lrelease), when a .ts is newer
    than its .qm (issue 32): the app finds them beside resources/, the wheel carries them."""
    for source in sorted((ROOT / "translations").glob("demloc_*.ts")):
        built = source.with_suffix(".qm")
        if built.exists() and built.stat().st_mtime >= source.stat().st_mtime:
            continue
        command = [venv_tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(built)]
        if subprocess.run(command, check=False).returncode != 0:
            say(f"cannot build {built.name}: the screens stay in English")


def run_app(args: list[str]) -> int:
    ensure_system_libraries(QT_BASE + QT_WINDOW)
    ensure_venv()
    headless = sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )
    if headless and "--screenshot" not in args and not any(a in args for a in ("-h", "--help")):
        say("no screen found (DISPLAY is not set). Start it under a virtual screen with")
        print("    xvfb-run -a python3 bootstrap.py app")
        print("or render it to a picture: python3 bootstrap.py app --screenshot window.png")
        return 1
    return subprocess.run([venv_tool("demloc"), *args], check=False).returncode


def run_check(quick: bool) -> int:
    ensure_system_libraries(QT_BASE, optional=None if quick else POSTGRES_SERVER + CHROMIUM)
    ensure_venv()
    steps = [
        ("ruff lint", [venv_tool("ruff"), "check", "app", "tests", "benchmarks", "bootstrap.py"]),
        ("ruff format", [venv_tool("ruff"), "format", "--check", "app", "tests", "benchmarks"]),
        ("mypy", [venv_tool("mypy")]),
        ("pytest", [venv_tool("pytest"), *PARALLEL, *(["-m", QUICK] if quick else [])]),
    ]
    failed = []
    for title, command in steps:
        say(f"{title}: {' '.join(Path(c).name if i == 0 else c for i, c in enumerate(command))}")
        if subprocess.run(command, cwd=ROOT, check=False).returncode != 0:
            failed.append(title)
    if failed:
        say(f"FAILED: {', '.join(failed)}")
        return 1
    say("all checks passed")
    return 0


# The bundle (issue 32, RULINGS.md R-218): packaging/demloc.spec, built with the
# `bundle` extra's PyInstaller, installed in .venv by the first `bundle` (a stamp of its
# own: `app` and `check` never need it).
BUNDLE_STAMP = VENV / ".demloc-bundle-installed"
PACKAGING = ROOT / "packaging"
BUNDLE = ROOT / "build" / "bundle" / "demloc"  # the one folder: demloc and _internal/
DIST = ROOT / "dist"
APP_ID = "org.demloc.Companion"  # the desktop entry's, the icon's and AppStream's name
DEB_ARCH = {"x86_64": "amd64", "aarch64": "arm64"}
# What the .deb needs of the system: the libraries Qt needs (the lists above) that a
# desktop has anyway; PyInstaller leaves the graphics drivers' (GL, EGL) to the system.
DEB_DEPENDS = [name for name in QT_BASE + QT_WINDOW if name not in ("xvfb", "xauth")]


def deb_depends() -> list[str]:
    """DEB_DEPENDS, and the C library the bundle was built against or a newer one."""
    kind, version = platform.libc_ver()
    return ([f"libc6 (>= {version})"] if kind == "glibc" and version else []) + DEB_DEPENDS


def app_version() -> str:
    init = (ROOT / "app" / "demloc" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__ = "(.+?)"', init)
    assert found, "app/demloc/__init__.py names no __version__"
    return found.group(1)


def ensure_bundle_tools() -> None:
    """The venv, then PyInstaller (the `bundle` extra) when pyproject changed."""
    ensure_venv()
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if BUNDLE_STAMP.exists() and BUNDLE_STAMP.read_text() == wanted:
        return
    say("installing PyInstaller (the `bundle` extra)")
    subprocess.run(
        [str(venv_python()), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[dev,bundle]"],
        check=True,
    )
    BUNDLE_STAMP.write_text(wanted)


def make_tarball(bundle: Path, out: Path, top: str) -> Path:
    """The bundle's folder as `top/` in a .tar.gz: unpacked anywhere, `top/demloc` runs."""
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=top)
    return out


def deb_tree(bundle: Path, version: str, arch: str, root: Path) -> Path:
    """The .deb's files under `root`: the bundle in /opt/demloc, /usr/bin/demloc a link
    to it, the desktop entry, the icon and the AppStream metadata where a desktop finds
    them, and DEBIAN/control."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / "opt" / "demloc", symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "demloc").symlink_to("/opt/demloc/demloc")
    share = root / "usr" / "share"
    for source, folder in (
        (f"{APP_ID}.desktop", "applications"),
        (f"{APP_ID}.metainfo.xml", "metainfo"),
        ("demloc.png", "icons/hicolor/256x256/apps"),
    ):
        (share / folder).mkdir(parents=True, exist_ok=True)
        name = f"{APP_ID}.png" if source.endswith(".png") else source
        shutil.copyfile(PACKAGING / source, share / folder / name)
    files = [f.lstat() for f in root.rglob("*") if not f.is_dir() or f.is_symlink()]
    size_kb = sum(f.st_size for f in files) // 1024
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(
        "Package: demloc\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        "Maintainer: The DemLoc Companion developers <demloc@invalid>\n"
        f"Installed-Size: {size_kb}\n"
        f"Depends: {', '.join(deb_depends())}\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: companion app for the DemLoc miniatures skirmish game\n"
        " Board mirror, map previews and guild management, and a mission's tracker,\n"
        " for the table and the evenings between games. Python and Qt are inside.\n",
        encoding="utf-8",
    )
    return root


def run_bundle() -> int:
    # The bundle carries the libraries Qt's window plugins link to: they must be there to
    # be found (binutils' strip makes them smaller); CI runs its self-test under Xvfb.
    ensure_system_libraries(QT_BASE + QT_WINDOW + ["binutils"])
    ensure_bundle_tools()
    say("building the bundle with PyInstaller (a minute or two)")
    build = ROOT / "build"
    done = subprocess.run(
        [venv_tool("pyinstaller"), "--noconfirm", "--log-level", "WARN",
         "--distpath", str(BUNDLE.parent), "--workpath", str(build / "pyinstaller"),
         str(PACKAGING / "demloc.spec")],
        check=False,
    )  # fmt: skip
    if done.returncode != 0:
        say("FAILED: PyInstaller could not build the bundle (its messages are above)")
        return 1
    if not sys.platform.startswith("linux"):
        say(f"built {BUNDLE}; packaging/README.md says how to ship it on this system")
        return 0
    version, machine = app_version(), platform.machine()
    DIST.mkdir(exist_ok=True)
    tarball = make_tarball(BUNDLE, DIST / f"demloc-{version}-linux-{machine}.tar.gz",
                           f"demloc-{version}")  # fmt: skip
    made = [tarball]
    arch = DEB_ARCH.get(machine)
    if arch is None or shutil.which("dpkg-deb") is None:
        say("no .deb: dpkg-deb is missing or this machine's architecture has no Debian name")
    else:
        tree = deb_tree(BUNDLE, version, arch, build / "deb")
        deb = DIST / f"demloc_{version}_{arch}.deb"
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(tree), str(deb)],
            check=True, stdout=subprocess.DEVNULL,
        )  # fmt: skip
        made.append(deb)
    for path in made:
        say(f"built {path.relative_to(ROOT)} ({path.stat().st_size / 1e6:.1f} MB)")
    say(f"check it: {BUNDLE.relative_to(ROOT)}/demloc --self-test")
    return 0


def main(argv: list[str]) -> int:
    checks = {(): False, ("--quick",): True}  # check's options: quick or not
    if not argv or argv[0] not in ("app", "check", "bundle"):
        print(__doc__)
        return 2
    options = {"check": tuple(checks), "bundle": ((),)}  # app's go to demloc
    if argv[0] in options and tuple(argv[1:]) not in options[argv[0]]:
        print(__doc__)
        return 2
    os.chdir(ROOT)
    if argv[0] == "bundle":
        return run_bundle()
    return run_app(argv[1:]) if argv[0] == "app" else run_check(checks[tuple(argv[1:])])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Reading a photo of the table against a map (issue 34): find the markers, fit the
photo-to-board homography on the reference markers with RANSAC, and put each base marker
on its square and facing with a confidence (R-239).

`read_photo(data, board_map, library)` is the one entry; OpenCV and numpy are imported
when it runs (a bundle without them says so in one line: `require_opencv`).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

from demloc.board.errors import BoardError
from demloc.board.position import BoardMap
from demloc.board.squares import Facing, Square
from demloc.board.tiles import TileLibrary
from demloc.photo import markers
from demloc.photo.image import decode_grey, header_size, read_bytes
from demloc.photo.model import Found, Matrix, PhotoError, Point, Reading, Reference

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    Array = NDArray[np.float64]

NEEDS_OPENCV = (
    "reading a photo needs OpenCV, which this bundle leaves out: install DemLoc Companion "
    "with pip (pip install demloc) to read photos"
)
TOO_DARK = 30  # mean grey level (0-255) under which a photo is too dark to read
MISPLACED = 0.25  # squares (6 mm): a reference's centre further than this from where the
# fit puts it was laid wrong, or knocked; a hand lays one within 2-3 mm
MIN_REFERENCES = 4
# A reference agrees with the fit only when its sides, through the fit, are 20 mm within
# this share too: a homography fits any four centres, and another map's references (the
# market's 12 x 14 read as the chapel's 12 x 10) sit within MISPLACED of a squashed fit
# while their sides come out 27-43% off; the right map's are within 4% (R-252)
MISSIZED = 0.15
STRANGER = 0.5  # the confidence at most of a base the map does not hold
RECTIFIED = 128  # pixels a square of the top view the base markers are sought in
# Under this many photo pixels a square, a 9 mm base marker's cell is under 2.7 pixels:
# blur and JPEG leave too little of it (the 24 x 20 map at 2 MP), and a base not seen is
# named with that reason
MIN_PIXELS_A_SQUARE = 45
MAX_RECTIFIED = 6_000_000  # pixels of that view at most: a big map gets fewer a square


def require_opencv() -> None:
    """PhotoError naming the full install when OpenCV is missing (the bundle, R-240)."""
    try:
        import cv2  # noqa: F401
        import numpy  # noqa: F401
    except ImportError:
        raise PhotoError(NEEDS_OPENCV) from None


def read_photo(data: bytes | Path, board_map: BoardMap, library: TileLibrary) -> Reading:
    """What the photo shows of `board_map`'s miniatures; PhotoError when the photo
    cannot be read at all (one sentence naming why)."""
    require_opencv()
    raw, name = read_bytes(data)
    try:
        lay = markers.layout(board_map, library)
    except BoardError as error:
        raise PhotoError(f"the map cannot be laid out: {error}") from None
    import numpy as np

    grey, factor = decode_grey(raw, name)
    height, width = grey.shape[:2]
    size = header_size(raw, name)  # as decoded: a JPEG's EXIF turn applied
    if (width > height) != (size[0] > size[1]):
        size = (size[1], size[0])
    seen = _detect(grey, np.diag([factor, factor, 1.0]))
    mean = float(grey.mean())
    if not seen:
        if mean < TOO_DARK * 1.5:
            raise PhotoError(f"{name}: too dark to read: light the table and take it again")
        raise PhotoError(
            f"{name}: no DemLoc marker seen: print the sheets with 'demloc markers' "
            "and lay them out as docs/markers.md shows"
        )
    if mean < TOO_DARK and len(seen) < MIN_REFERENCES:
        raise PhotoError(f"{name}: too dark to read: light the table and take it again")
    fit = _fit(seen, lay, name, board_map.name)
    top = _rectified(grey, factor, fit.matrix, lay)
    fine = _pixels_a_square(fit.matrix, grey.shape, factor)
    return _read_bases(_merged(seen, top, fit.matrix), fit, lay, board_map, size, fine)


def _merged(
    photo: dict[int, list[Any]], top: dict[int, list[Any]], matrix: Any
) -> dict[int, list[Any]]:
    """The base markers of the top view, and those of the photo it lacks; a photo's
    marker where the top view read another id is left out: the top view, square-on and
    magnified, reads the bits better (a photo's misread id is never proposed, R-239)."""
    import numpy as np

    bases = {m: q for m, q in top.items() if markers.base_of(m) is not None}
    spots = [_centre(_project(matrix, q)) for quads in bases.values() for q in quads]
    for marker, quads in photo.items():
        if markers.base_of(marker) is None:
            bases.setdefault(marker, quads)  # references: named by _read_bases if unused
            continue
        if marker in bases:
            continue
        kept = [
            q for q in quads
            if all(np.hypot(*(_centre(_project(matrix, q)) - s)) > 0.25 for s in spots)
        ]  # fmt: skip
        if kept:
            bases[marker] = kept
    return bases


def _rectified(grey: Any, factor: float, matrix: Any, lay: markers.Layout) -> dict[int, list[Any]]:
    """The markers seen in the photo turned to a top view of the board, RECTIFIED pixels
    a square: a base marker foreshortened by the camera's tilt, or a few pixels wide in a
    small photo, is found there (corners given back in the photo's pixels)."""
    import cv2
    import numpy as np

    m = markers.REFERENCE_GAP
    area = (lay.width + 2 * m) * (lay.height + 2 * m)
    k = min(RECTIFIED, math.sqrt(MAX_RECTIFIED / area))
    to_rect = np.array([[k, 0, k * m], [0, k, k * m], [0, 0, 1.0]])
    grey_to_rect = to_rect @ matrix @ np.diag([factor, factor, 1.0])
    size = (round((lay.width + 2 * m) * k), round((lay.height + 2 * m) * k))
    top = cv2.warpPerspective(grey, grey_to_rect, size, flags=cv2.INTER_CUBIC)
    scale = k * factor / max(_pixels_a_square(matrix, grey.shape, factor), 1e-6)
    if scale > 1.5:  # magnified: sharpen back what the small photo blurred
        soft = cv2.GaussianBlur(top, (0, 0), scale * 1.5)
        top = cv2.addWeighted(top, 4.0, soft, -3.0, 0)
    return _detect(top, np.linalg.inv(matrix) @ np.linalg.inv(to_rect))


def _pixels_a_square(matrix: Any, shape: tuple[int, ...], factor: float) -> float:
    """About how many photo pixels a square spans, at the photo's middle."""
    import numpy as np

    h, w = shape[0] * factor, shape[1] * factor
    inverse = np.linalg.inv(matrix)
    bx, by = _project(matrix, [(w / 2, h / 2)])[0]
    a, b = _project(inverse, [(bx, by), (bx + 1, by)])
    return float(np.hypot(*(b - a)))


def _detect(grey: Any, to_photo: Any) -> dict[int, list[Any]]:
    """Marker id -> the corners (4x2, in the photo's pixels: `to_photo` maps `grey`'s
    there) of each one seen with that id."""
    import cv2

    aruco = cv2.aruco
    params = aruco.DetectorParameters()
    params.cornerRefinementMethod = aruco.CORNER_REFINE_SUBPIX
    params.minMarkerPerimeterRate = 0.01
    # Small markers: sample 8 pixels a cell and read each cell's middle only.
    params.perspectiveRemovePixelPerCell = 8
    params.perspectiveRemoveIgnoredMarginPerCell = 0.3
    # No bit corrected: a misread id needs three wrong bits, not two.
    params.errorCorrectionRate = 0.0
    detector = aruco.ArucoDetector(aruco.getPredefinedDictionary(aruco.DICT_4X4_100), params)
    corners, ids, _ = detector.detectMarkers(grey)
    seen: dict[int, list[Any]] = {}
    if ids is None:
        return seen
    for quad, marker in zip(corners, ids.flatten(), strict=True):
        seen.setdefault(int(marker), []).append(_project(to_photo, quad.reshape(4, 2)))
    return seen


class _Fit:
    def __init__(self, matrix: Any, error: float, references: tuple[Reference, ...]) -> None:
        self.matrix = matrix
        self.error = error
        self.references = references
        self.unread: list[str] = []


def _centre(quad: Any) -> Any:
    """The intersection of a quadrilateral's diagonals: its centre's exact image under
    any perspective."""
    import numpy as np

    p0, p1, p2, p3 = quad
    d1, d2 = p2 - p0, p3 - p1
    den = d1[0] * d2[1] - d1[1] * d2[0]
    if abs(den) < 1e-9:
        return quad.mean(axis=0)
    t = ((p1[0] - p0[0]) * d2[1] - (p1[1] - p0[1]) * d2[0]) / den
    return np.asarray(p0 + t * d1, dtype=float)


def _fit(seen: dict[int, list[Any]], lay: markers.Layout, name: str, title: str) -> _Fit:
    """The homography photo -> board: RANSAC on the references' centres, which neither a
    reference's turn nor the way round it was laid changes (R-237: any way round). A
    reference whose centre lies further than MISPLACED from where the fit puts it is
    left out and named; a hand-laid one, a millimetre or two off, never is. Fewer than
    MIN_REFERENCES agreeing (centre in place and sides 20 mm through the fit): a photo
    of another map, refused naming `title`, the map expected (R-252)."""
    import cv2
    import numpy as np

    refs = [
        (m, quads[0], placed)
        for m, quads in sorted(seen.items())
        if (placed := lay.reference(m)) is not None and len(quads) == 1
    ]
    if len(refs) < MIN_REFERENCES:
        raise PhotoError(
            f"{name}: {len(refs)} of the map's {len(lay.references)} reference markers seen; "
            f"at least {MIN_REFERENCES} are needed to place the board"
        )
    src = np.array([_centre(q) for _, q, _ in refs], dtype=np.float64)
    dst = np.array([p.centre for _, _, p in refs], dtype=np.float64)
    found: tuple[Any, Any] = cv2.findHomography(src, dst, cv2.RANSAC, MISPLACED)
    matrix = found[0]
    if matrix is None:
        raise PhotoError(f"{name}: the reference markers do not agree on where the board is")
    residual = np.linalg.norm(_project(matrix, src) - dst, axis=1)
    sized = np.array([_sized(matrix, q) for _, q, _ in refs], dtype=bool)
    inliers = (residual <= MISPLACED) & sized
    if int(inliers.sum()) < MIN_REFERENCES:
        raise PhotoError(
            f"{name}: the reference markers do not fit this map: is it a photo of {title}?"
        )
    error = float(np.sqrt(np.mean(residual[inliers] ** 2)))
    out = []
    fit_unread = []
    for (marker, quad, _), good in zip(refs, inliers, strict=True):
        out.append(Reference(marker, _points(quad), bool(good)))
        if not good:
            fit_unread.append(f"reference marker R{marker} is not where the others put it")
    for marker in range(len(lay.references)):
        if marker not in seen:
            fit_unread.append(f"reference marker R{marker} was not seen")
        elif len(seen[marker]) > 1:
            fit_unread.append(f"reference marker R{marker} was seen twice: both left out")
    fit = _Fit(matrix, error, tuple(out))
    fit.unread = fit_unread
    return fit


def _sized(matrix: Any, quad: Any) -> bool:
    """Whether a reference's four sides, through the fit, are 20 mm within MISSIZED."""
    import numpy as np

    corners = _project(matrix, quad)
    sides = np.linalg.norm(corners - np.roll(corners, 1, axis=0), axis=1)
    return bool(np.all(np.abs(sides / markers.REFERENCE_SIZE - 1) <= MISSIZED))


def _project(matrix: Any, points: Any) -> Any:
    import cv2
    import numpy as np

    pts = np.asarray(points, dtype=np.float64).reshape(-1, 1, 2)
    return cv2.perspectiveTransform(pts, matrix).reshape(-1, 2)


def _points(quad: Any) -> tuple[Point, Point, Point, Point]:
    a, b, c, d = ((float(x), float(y)) for x, y in quad)
    return (a, b, c, d)


def _ramp(value: float, full: float, zero: float) -> float:
    """1 at or below `full`, 0 at or beyond `zero`, linear between."""
    if value <= full:
        return 1.0
    if value >= zero:
        return 0.0
    return (zero - value) / (zero - full)


def _read_bases(
    seen: dict[int, list[Any]],
    fit: _Fit,
    lay: markers.Layout,
    board_map: BoardMap,
    size: tuple[int, int],
    fine: float,
) -> Reading:
    """Each base marker on its square; `fine`: the photo's pixels a square, which names
    why a base was not seen when it is under MIN_PIXELS_A_SQUARE."""
    import numpy as np

    by_base = {(c.colour, c.number): c for c in board_map.characters}
    found: list[Found] = []
    named: set[tuple[str, int]] = set()  # bases whose marker was seen but not used
    unread = list(fit.unread)
    fit_trust = _ramp(fit.error, 0.05, 0.3)
    for marker, quads in sorted(seen.items()):
        base = markers.base_of(marker)
        if base is None:  # a reference: used by the fit
            if lay.reference(marker) is None:
                unread.append(f"reference marker R{marker} is not one of this map's")
            continue
        who = by_base.get((base.colour, base.number))
        label = who.label if who else base.tag
        # A base the map does not hold, when it holds some: a misread id, or a
        # miniature to add; never proposed as sure.
        stranger = who is None and bool(by_base)
        named.add((base.colour, base.number))
        if len(quads) > 1:
            unread.append(f"{label}: its marker was seen {len(quads)} times; none was used")
            continue
        quad = quads[0]
        on_board = _project(fit.matrix, quad)
        centre = _centre(on_board)
        top = (on_board[0] + on_board[1]) / 2 - (on_board[3] + on_board[2]) / 2
        length = float(np.hypot(*top))
        if not math.isfinite(length) or length < 1e-6:
            unread.append(f"{label}: its marker could not be placed on the board")
            continue
        angle = math.degrees(math.atan2(top[0], -top[1])) % 360  # 0 north, 90 east
        facing = Facing(round(angle / 90) % 4)
        off = abs((angle - 90 * round(angle / 90) + 180) % 360 - 180)
        unit = top / length
        bx, by = centre - markers.BASE_OFFSET * unit
        square = Square(math.floor(bx), math.floor(by))
        if (square.x, square.y) not in lay.on_map:
            unread.append(f"{label}: its marker lies off the map's squares")
            continue
        sides = np.linalg.norm(on_board - np.roll(on_board, -1, 0), axis=1)
        scale = float(sides.mean()) / markers.BASE_SIZE
        from_centre = max(abs(bx - square.x - 0.5), abs(by - square.y - 0.5))
        confidence = min(
            _ramp(from_centre, 0.25, 0.5),
            _ramp(abs(scale - 1), 0.15, 0.6),
            _ramp(off, 12, 40),
            fit_trust,
            STRANGER if stranger else 1.0,
        )
        if stranger:
            unread.append(f"{base.tag}: a base the map does not hold, at {square.name}: check it")
        found.append(
            Found(
                base.colour,
                base.number,
                square,
                facing,
                round(float(confidence), 3),  # a plain float, never numpy's
                _points(quad),
                marker,
                who.id if who else None,
                who.name if who else "",
            )
        )
    coarse = (
        f": the photo has {fine:.0f} pixels a square, too few for the base markers of a "
        f"map this size ({MIN_PIXELS_A_SQUARE} wanted): take it closer, or the map in "
        "two halves"
        if fine < MIN_PIXELS_A_SQUARE
        else ""
    )
    have = {(f.colour, f.number) for f in found} | named
    for character in board_map.characters:
        if (character.colour, character.number) in have:
            continue
        if markers.base_marker(character.colour, character.number) is None:
            unread.append(f"{character.label}: the marker sheets have no marker for this base")
        else:
            unread.append(f"{character.label}: the marker on the base was not seen{coarse}")
    matrix: Matrix = tuple(tuple(float(v) for v in row) for row in fit.matrix)  # type: ignore[assignment]
    return Reading(size, tuple(found), fit.references, tuple(unread), matrix, round(fit.error, 4))

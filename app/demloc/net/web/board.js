// The table's page (issue 30): the board drawn in SVG from the host's map and pieces,
// in the app's board units (render/geometry.py: the host's board_page.py works out every
// coordinate) and colours (render/style.py), as the Qt board's items draw them
// (ui/board/items.py, play_items.py, ui/tracker/items.py).
"use strict";

const FONT = '"DejaVu Sans", "Noto Sans", Arial, sans-serif';
const NAME_FONT = 14; // board units, as the tracker's board writes large (items.py)
const NUMBER_FONT = 20;
const MARK_FONT = 13;

// Qt's darker()/lighter() on an "rgb(r,g,b)" colour, near enough for a symbol's shading.
function shade(colour, factor) {
  const m = /rgba?\((\d+),(\d+),(\d+)/.exec(colour.replace(/\s/g, ""));
  if (!m) return colour;
  const f = factor / 100;
  const rgb = [m[1], m[2], m[3]].map((x) => Math.max(0, Math.min(255, Math.round(x * f))));
  return "rgb(" + rgb.join(",") + ")";
}

function renderBoard() {
  const board = $("board");
  const ready = !!(S.map && S.pieces);
  board.style.display = ready ? "" : "none";
  $("board-empty").hidden = ready;
  document.body.classList.toggle("no-board", !ready);
  if (!ready) return;
  if (S.drawnMap !== S.map) {
    drawMap(board, S.map);
    S.drawnMap = S.map;
  }
  drawPieces(board.querySelector("#pieces"), S.map, S.pieces);
}

function drawMap(board, map) {
  board.textContent = "";
  const [w, h] = map.size;
  board.setAttribute("viewBox", "0 0 " + w + " " + h);
  board.setAttribute("preserveAspectRatio", "xMidYMid meet");
  board.style.aspectRatio = w + " / " + h;
  svg("rect", { x: 0, y: 0, width: w, height: h, fill: map.background }, board);
  const s = map.square;
  const floor = svg("g", { class: "floor" }, board);
  const seen = new Set();
  let grid = "";
  for (const q of map.squares) {
    const [x, y, sw, sh] = q.rect;
    svg("rect", { x: x, y: y, width: sw, height: sh, fill: q.fill }, floor);
    if (q.planks) {
      for (const k of [1, 2, 3]) {
        svg("line", { x1: x, y1: y + (k * s) / 4, x2: x + sw, y2: y + (k * s) / 4,
          stroke: q.planks, "stroke-width": 1 }, floor);
      }
    }
    if (q.printed) drawElement(floor, q.printed, q.rect, map);
    for (const [a, b, c, d] of [[x, y, x + sw, y], [x, y, x, y + sh], [x + sw, y, x + sw, y + sh],
      [x, y + sh, x + sw, y + sh]]) {
      const key = a + "," + b + "," + c + "," + d;
      if (!seen.has(key)) {
        seen.add(key);
        grid += "M" + a + " " + b + "L" + c + " " + d;
      }
    }
  }
  svg("path", { d: grid, stroke: map.grid, "stroke-width": 1, fill: "none" }, floor);
  const rulers = svg("g", { class: "rulers", "font-family": FONT, "font-size": 14,
    "font-weight": "bold", fill: "rgb(20,20,20)", "text-anchor": "middle",
    "dominant-baseline": "central" }, board);
  for (const mark of map.rulers) svg("text", { x: mark.x, y: mark.y }, rulers).textContent = mark.text;
  const zones = svg("g", { class: "zones" }, board);
  for (const zone of map.zones) {
    for (const [x, y, zw, zh] of zone.rects) {
      svg("rect", { x: x + 2, y: y + 2, width: zw - 4, height: zh - 4, fill: zone.fill,
        stroke: zone.stroke, "stroke-width": 2, "stroke-dasharray": "8 4" }, zones);
    }
  }
  const edges = svg("g", { class: "edges" }, board);
  for (const edge of map.edges) drawEdge(edges, edge.kind, edge.line, map.colours);
  svg("g", { id: "pieces" }, board);
}

function drawEdge(parent, kind, line, colours) {
  const [x1, y1, x2, y2] = line;
  const at = (t) => [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t];
  const seg = (a, b, colour, width, cap) => svg("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1],
    stroke: colour, "stroke-width": width, "stroke-linecap": cap || "butt" }, parent);
  if (kind === "wall") seg([x1, y1], [x2, y2], colours.wall, 5, "square");
  else if (kind === "outline") seg([x1, y1], [x2, y2], colours.wall, 2);
  else if (kind === "door") {
    seg(at(0), at(0.15), colours.wall, 5);
    seg(at(1), at(0.85), colours.wall, 5);
    seg(at(0.2), at(0.8), colours.door, 4);
  } else if (kind === "window") {
    seg([x1, y1], [x2, y2], colours.wall, 5);
    seg(at(0.2), at(0.8), colours.window, 2);
  }
}

// A scene element's symbol, as ui/board/items.py paint_element draws it.
function drawElement(parent, kind, rect, map) {
  const s = map.square;
  const [x, y] = rect;
  const cx = x + s / 2;
  const cy = y + s / 2;
  const main = map.colours.elements[kind] || "rgb(120,120,120)";
  const g = svg("g", { class: "element element-" + kind }, parent);
  const circle = (dx, dy, r, fill, stroke, width) => svg("circle", { cx: cx + dx, cy: cy + dy, r: r,
    fill: fill, stroke: stroke || "none", "stroke-width": width || 0 }, g);
  if (kind === "tree") {
    circle(0, 0, s * 0.42, main, shade(main, 100 / 1.5), 2);
    for (const [dx, dy] of [[-6, -5], [6, -4], [0, 6]]) circle(dx, dy, s * 0.16, shade(main, 130), shade(main, 100 / 1.5), 2);
    circle(0, 0, 3, "rgb(90,60,30)", shade(main, 100 / 1.5), 2);
  } else if (kind === "column") {
    circle(0, 0, s * 0.36, main, shade(main, 100 / 1.6), 2);
    circle(0, 0, s * 0.22, shade(main, 120), shade(main, 100 / 1.6), 2);
  } else if (kind === "barrel") {
    circle(0, 0, s * 0.3, main, shade(main, 100 / 1.7), 2);
    circle(0, 0, s * 0.2, "none", shade(main, 100 / 1.7), 2);
  } else if (kind === "bush") {
    for (const [dx, dy] of [[-7, -3], [6, -5], [-2, 7], [7, 5], [0, 0]]) circle(dx, dy, s * 0.17, main, shade(main, 100 / 1.4), 1);
  } else if (kind === "palisade") {
    const stroke = shade(main, 100 / 1.3);
    for (let k = 0; k < 4; k++) {
      const px = x + s * (0.2 + 0.2 * k);
      svg("line", { x1: px, y1: y + s * 0.15, x2: px, y2: y + s - s * 0.15, stroke: stroke, "stroke-width": 3 }, g);
    }
    svg("line", { x1: x + 4, y1: cy, x2: x + s - 4, y2: cy, stroke: stroke, "stroke-width": 3 }, g);
  } else if (kind === "small-wall") {
    svg("rect", { x: x + 3, y: cy - s * 0.18, width: s - 6, height: s * 0.36, fill: main,
      stroke: shade(main, 100 / 1.5), "stroke-width": 1 }, g);
    svg("line", { x1: cx, y1: cy - s * 0.18, x2: cx, y2: cy + s * 0.18, stroke: shade(main, 100 / 1.5), "stroke-width": 1 }, g);
  }
}

function drawPieces(layer, map, pieces) {
  layer.textContent = "";
  const s = map.square;
  for (const e of pieces.elements) {
    if (e.kind === "door" && e.edge) {
      drawEdge(layer, "door", e.edge, map.colours);
    } else {
      drawElement(layer, e.kind, e.rect, map);
    }
  }
  for (const t of pieces.tokens) {
    const [x, y] = t.rect;
    const cx = x + s / 2;
    const cy = y + s / 2;
    const k = s * 0.3;
    const g = svg("g", { class: "token token-" + t.kind }, layer);
    let points;
    let fill;
    if (t.kind === "objective") {
      points = [[0, -k], [k, 0], [0, k], [-k, 0]];
      fill = "rgb(240,200,40)";
    } else {
      points = [0, 1, 2, 3, 4, 5].map((i) => [k * Math.cos((i * Math.PI) / 3), k * Math.sin((i * Math.PI) / 3)]);
      fill = "rgb(150,80,190)";
    }
    svg("polygon", { points: points.map(([dx, dy]) => cx + dx + "," + (cy + dy)).join(" "),
      fill: fill, stroke: "rgb(40,30,20)", "stroke-width": 2 }, g);
    const letter = svg("text", { x: cx, y: cy, "font-family": FONT, "font-size": 13, "font-weight": "bold",
      "text-anchor": "middle", "dominant-baseline": "central", fill: "rgb(40,30,20)" }, g);
    letter.textContent = t.kind === "objective" ? "O" : "R";
  }
  const standing = pieces.miniatures.filter((m) => m.at);
  // The selected one last: his whole name over his neighbours' (Z_MINIATURE_SELECTED).
  standing.sort((a, b) => (a.id === S.selected) - (b.id === S.selected));
  for (const m of standing) drawMiniature(layer, m, map);
}

let measurer = null;

function textWidth(text, size) {
  measurer = measurer || document.createElement("canvas").getContext("2d");
  measurer.font = "bold " + size + "px " + FONT;
  return measurer.measureText(text).width;
}

function elide(text, size, width) {
  if (textWidth(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(cut + "…", size) > width) cut = cut.slice(0, -1);
  return cut + "…";
}

function drawMiniature(layer, m, map) {
  const s = map.square;
  const rim = map.colours.base_rim;
  const [x, y, w, h] = m.rect;
  const [cx, cy] = m.centre;
  const selected = S.selected === m.id;
  const g = svg("g", { class: "miniature" + (selected ? " selected" : ""), "data-id": m.id }, layer);
  g.addEventListener("click", () => select(m.id));
  svg("rect", { x: x, y: y, width: w, height: h, fill: "transparent" }, g); // the whole square taps
  if (selected) svg("circle", { cx: cx, cy: cy, r: s * 0.5, fill: "none", stroke: "white", "stroke-width": 4 }, g);
  pips(g, m, cx, cy, s);
  svg("circle", { cx: cx, cy: cy, r: m.radius, fill: m.fill, stroke: rim, "stroke-width": 4 }, g);
  svg("circle", { cx: cx, cy: cy, r: m.radius - 2, fill: "none", stroke: "rgb(250,250,250)", "stroke-width": 1.5 }, g);
  svg("polygon", { points: m.arrow.map((p) => p[0] + "," + p[1]).join(" "), fill: "rgb(250,250,250)",
    stroke: rim, "stroke-width": 1.5 }, g);
  const number = svg("text", { x: cx, y: cy, "font-family": FONT, "font-size": NUMBER_FONT,
    "font-weight": "bold", "text-anchor": "middle", "dominant-baseline": "central", fill: "white",
    stroke: rim, "stroke-width": 4, "paint-order": "stroke", "stroke-linejoin": "round" }, g);
  number.textContent = m.tag;
  const name = selected ? m.name : elide(m.name, NAME_FONT, s + 10);
  const width = Math.max(s + 12, textWidth(name, NAME_FONT) + 10);
  svg("rect", { x: cx - width / 2, y: y + h - 4, width: width, height: NAME_FONT + 5, rx: 3,
    fill: "rgba(15,15,15,0.84)" }, g);
  const label = svg("text", { x: cx, y: y + h - 4 + (NAME_FONT + 5) / 2, "font-family": FONT,
    "font-size": NAME_FONT, "font-weight": "bold", "text-anchor": "middle",
    "dominant-baseline": "central", fill: "white" }, g);
  label.textContent = name;
  let right = x + w + 4;
  for (const mark of m.marks.slice(0, 4)) {
    const pw = Math.max(20, textWidth(mark.text, MARK_FONT) + 8);
    svg("rect", { x: right - pw, y: y - 15, width: pw, height: MARK_FONT + 5, rx: 8, fill: mark.fill,
      stroke: "white", "stroke-width": 2 }, g);
    const t = svg("text", { x: right - pw / 2, y: y - 15 + (MARK_FONT + 5) / 2, "font-family": FONT,
      "font-size": MARK_FONT, "font-weight": "bold", "text-anchor": "middle",
      "dominant-baseline": "central", fill: "white" }, g);
    t.textContent = mark.text;
    right -= pw + 1;
  }
}

// Hearts on the base's left rim, armour on its right: an arc a token, lit while whole
// (ui/tracker/items.py TableMiniature._pips; angles counter-clockwise from east).
function pips(g, m, cx, cy, s) {
  for (const [count, left, colour, middle] of [
    [m.hearts[1], m.hearts[0], "rgb(225,25,35)", 180],
    [m.armour[1], m.armour[0], "rgb(170,185,205)", 0],
  ]) {
    if (!count) continue;
    const span = 130 / count;
    for (let k = 0; k < count; k++) {
      const start = (middle === 0 ? -65 : 115) + k * span;
      const whole = (middle === 0 ? count - 1 - k : k) < left;
      for (const [width, stroke, inset] of [[9, "rgb(15,15,15)", 3], [6, whole ? colour : "rgb(70,70,70)", 4.5]]) {
        const a = ((start + inset) * Math.PI) / 180;
        const b = ((start + span - inset) * Math.PI) / 180;
        const R = s / 2 + 1.5;
        const p = (t) => [cx + R * Math.cos(t), cy - R * Math.sin(t)];
        const [ax, ay] = p(a);
        const [bx, by] = p(b);
        svg("path", { d: "M" + ax + " " + ay + "A" + R + " " + R + " 0 0 0 " + bx + " " + by,
          fill: "none", stroke: stroke, "stroke-width": width }, g);
      }
    }
  }
}

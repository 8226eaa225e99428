// The shared table's page (issue 30, docs/table-net.md): plain JS, no build step, no
// fetch outside this host. It joins a table as a player of one colour or a spectator,
// keeps its seat's secret in localStorage, reconnects by itself, draws the board from the
// host's map and pieces (board units of render/geometry.py, colours of render/style.py)
// and sends each tap as one command carrying the revision it was made on and an id.
// The host decides: the page shows only what the host's last state says.
"use strict";

const KEY = "demloc.table." + location.host; // the seat remembered, per host
const BACKOFF_FIRST = 100; // ms; doubled at each failed try, capped
const BACKOFF_MOST = 1000;
const PING_EVERY = 4000; // a locked phone's socket dies quietly: a ping tells
const SILENT_MOST = 9000;
const PROBE_MOST = 1200; // back on screen: a socket silent this long after a ping is dead
const SVG = "http://www.w3.org/2000/svg";
const FONT = '"DejaVu Sans", "Noto Sans", Arial, sans-serif';
const NAME_FONT = 14; // board units, as the tracker's board writes large (items.py)
const NUMBER_FONT = 20;
const MARK_FONT = 13;

const S = {
  ws: null,
  token: "",
  seat: "",
  role: "",
  colour: "",
  choice: null, // the hello chosen on the join screen
  welcomed: false,
  everConnected: false,
  revision: 0,
  view: null,
  you: null,
  waiting: [],
  last: null,
  pieces: null,
  map: null,
  drawnMap: null,
  pending: null, // the command sent and not yet answered: one at a time
  backoff: BACKOFF_FIRST,
  retry: null,
  heard: 0,
  selected: null,
  faces: {}, // character id -> the mana faces entered (set-up)
  channelled: {}, // character id -> true once his mana card was shown (kept in place)
  killOpen: false,
  askedMap: false,
};
window.demlocTable = S; // for the browser tests and a curious eye; never trusted by the host

const $ = (id) => document.getElementById(id);

// ---- the seat, remembered -------------------------------------------------------------

function remembered() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "null") || {};
  } catch (e) {
    return {};
  }
}

function remember() {
  const kept = { seat: S.seat, role: S.role, colour: S.colour, token: S.token };
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch (e) {
    /* private mode: the seat lasts as long as the page */
  }
}

function forget() {
  S.seat = "";
  try {
    localStorage.removeItem(KEY);
  } catch (e) {
    /* nothing kept */
  }
}

// ---- the connection ------------------------------------------------------------------

function helloFrame() {
  if (S.seat) {
    const hello = { type: "hello", seat: S.seat };
    if (S.revision) hello.seen = S.revision;
    return hello;
  }
  if (S.choice) return Object.assign({ type: "hello", token: S.token }, S.choice);
  if (S.token) return { type: "hello", token: S.token };
  return null;
}

function connect() {
  S.retry = null;
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  let ws;
  try {
    ws = new WebSocket(scheme + "//" + location.host + "/ws");
  } catch (e) {
    lost();
    return;
  }
  S.ws = ws;
  ws.onopen = () => {
    if (S.ws !== ws) return;
    S.backoff = BACKOFF_FIRST;
    S.heard = Date.now();
    S.everConnected = true;
    const hello = helloFrame();
    if (hello) send(hello);
    else showJoin();
    showLink();
  };
  ws.onmessage = (message) => {
    if (S.ws !== ws) return;
    S.heard = Date.now();
    let frame;
    try {
      frame = JSON.parse(message.data);
    } catch (e) {
      return;
    }
    receive(frame);
  };
  ws.onclose = () => {
    if (S.ws !== ws) return;
    S.ws = null;
    lost();
  };
  ws.onerror = () => {}; // a close follows
}

function lost() {
  S.welcomed = false;
  showLink();
  renderLocks();
  if (S.retry === null) {
    S.retry = setTimeout(connect, S.backoff);
    S.backoff = Math.min(BACKOFF_MOST, S.backoff * 2);
  }
}

function open() {
  return S.ws !== null && S.ws.readyState === WebSocket.OPEN;
}

function send(frame) {
  if (open()) S.ws.send(JSON.stringify(frame));
}

function reconnectNow() {
  // Back from a locked screen or a dead wifi: try at once, not at the next backoff; a
  // socket that looks open may be dead (the phone slept): a ping unanswered closes it.
  if (open()) {
    const asked = Date.now();
    const ws = S.ws;
    send({ type: "ping" });
    setTimeout(() => {
      if (S.ws === ws && S.heard < asked) {
        S.ws = null;
        ws.close();
        lost();
      }
    }, PROBE_MOST);
    return;
  }
  if (S.retry !== null) {
    clearTimeout(S.retry);
    S.retry = null;
  }
  if (S.ws === null) connect();
}

setInterval(() => {
  if (!open()) return;
  if (Date.now() - S.heard > SILENT_MOST) {
    const ws = S.ws;
    S.ws = null;
    ws.close();
    lost();
  } else {
    send({ type: "ping" });
  }
}, PING_EVERY);
document.addEventListener("visibilitychange", () => {
  if (!document.hidden) reconnectNow();
});
window.addEventListener("online", reconnectNow);
window.addEventListener("pageshow", reconnectNow);

// ---- frames from the host --------------------------------------------------------------

function receive(frame) {
  switch (frame.type) {
    case "seats":
      showSeats(frame);
      break;
    case "welcome":
      S.seat = frame.seat;
      S.role = frame.role;
      S.colour = frame.colour || "";
      S.welcomed = true;
      S.choice = null;
      if (frame.map) {
        S.map = frame.map;
        S.askedMap = false;
      }
      remember();
      showTable();
      if (S.pending) send(S.pending); // not answered before the drop: the same id again
      break;
    case "state":
      S.revision = frame.revision;
      S.view = frame.view;
      S.pieces = frame.pieces || null;
      S.you = frame.you || null;
      S.waiting = frame.waiting || [];
      S.last = frame.last || null;
      if (frame.map) S.map = frame.map;
      if (S.pieces && !S.map && open() && !S.askedMap) {
        // The play began after we joined: the map comes with a new welcome (once).
        S.askedMap = true;
        S.ws.close();
        return;
      }
      render();
      break;
    case "ack":
      if (S.pending && S.pending.id === frame.id) S.pending = null;
      S.revision = Math.max(S.revision, frame.revision || 0);
      renderLocks();
      break;
    case "refused":
      if (S.pending && S.pending.id === frame.id) S.pending = null;
      if (!S.welcomed) {
        refusedAtTheDoor(frame.reason);
        break;
      }
      if (typeof frame.revision === "number") S.revision = Math.max(S.revision, frame.revision);
      showNotice(frame.reason || "refused", frame.missed || []);
      renderLocks();
      break;
    case "error":
      if (!S.welcomed) refusedAtTheDoor(frame.reason);
      else showNotice(frame.reason || "the host could not read that", []);
      break;
    default:
      break; // pong and whatever a later host adds
  }
}

function refusedAtTheDoor(reason) {
  // A seat the host no longer knows (another mission), or a wrong code: ask again.
  const hadSeat = !!S.seat;
  if (hadSeat) forget();
  S.choice = null;
  $("join-problem").textContent = reason || "the host refused to seat this device";
  showJoin();
  if (hadSeat && S.token) send({ type: "hello", token: S.token }); // the seats open
}

// ---- joining ---------------------------------------------------------------------------

function showJoin() {
  document.body.className = "joining";
  $("join").hidden = false;
  $("table").hidden = true;
  $("token").value = S.token;
  $("watch").hidden = !S.token;
}

function showSeats(frame) {
  showJoin();
  $("join-mission").textContent = frame.mission ? "Mission: " + frame.mission : "";
  const box = $("seats");
  box.textContent = "";
  for (const player of frame.players || []) {
    const button = el("button", { type: "button", class: "seat" }, box);
    button.dataset.colour = player.colour;
    button.style.setProperty("--guild", guildCss(player.colour));
    const title = el("span", { class: "seat-title" }, button);
    title.textContent = "Play " + player.colour;
    const guild = el("span", { class: "seat-guild" }, button);
    guild.textContent = (player.guild || "") + (player.taken ? " · on another device" : "");
    button.addEventListener("click", () => choose({ role: "player", colour: player.colour }));
  }
  $("watch").hidden = false;
}

function choose(choice) {
  S.choice = choice;
  $("join-problem").textContent = "";
  const hello = helloFrame();
  if (open()) send(hello);
  else reconnectNow();
}

function guildCss(colour) {
  const colours = S.map && S.map.colours ? S.map.colours.guilds : null;
  return (colours && colours[colour]) || {
    red: "rgb(196,40,40)", blue: "rgb(36,84,196)", yellow: "rgb(222,178,20)",
    green: "rgb(36,140,60)",
  }[colour] || "rgb(120,120,120)";
}

function showTable() {
  $("join").hidden = true;
  $("table").hidden = false;
  document.body.className = (S.role === "spectator" ? "spectator" : "player") + " no-board";
  render();
}

// ---- commands ----------------------------------------------------------------------------

function newId() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function command(frame) {
  if (S.pending || !open() || !S.welcomed || S.role !== "player") return;
  hideNotice();
  frame.id = newId();
  frame.at = S.revision;
  S.pending = frame;
  send(frame);
  renderLocks();
}

function event(body) {
  command({ type: "event", event: body });
}

function step(action) {
  command({ type: "step", action: action });
}

// ---- what the state shows ------------------------------------------------------------------

function me() {
  if (!S.view) return null;
  return (S.view.players || []).find((p) => p.colour === S.colour) || null;
}

function render() {
  if (!S.welcomed && !S.view) return;
  showLink();
  renderBar();
  renderBoard();
  const setup = S.view && S.view.stage === "setup";
  $("setup").hidden = !(setup && S.role === "player");
  $("play").hidden = !(!setup && S.role === "player" && S.pieces);
  if (setup && S.role === "player") renderSetup();
  if (!setup && S.role === "player" && S.pieces) renderPlay();
  renderStatus();
  renderLocks();
}

function showLink() {
  const link = $("link");
  const up = open() && S.welcomed;
  const text = up ? "connected" : S.everConnected ? "reconnecting…" : "connecting…";
  if (link.textContent !== text) link.textContent = text;
  link.classList.toggle("down", !up);
  $("offline").hidden = up || !S.view;
  document.body.classList.toggle("offline-now", !up);
}

function renderBar() {
  const who = $("who");
  if (S.role === "player") {
    const player = me();
    who.textContent = player && player.guild ? player.guild : S.colour; // on his colour
    who.style.setProperty("--guild", guildCss(S.colour));
  } else {
    who.textContent = "Spectator";
    who.style.setProperty("--guild", "rgb(90,90,90)");
  }
  const v = S.view;
  let where = "DemLoc table";
  if (v) {
    if (v.stage === "setup") where = "Set-up · " + v.phase;
    else if (v.turn) where = "Turn " + v.turn + " · " + (v.sub_phase || v.phase);
    else where = v.phase;
  }
  $("where").textContent = where;
}

function renderStatus() {
  const v = S.view;
  const box = $("status");
  box.textContent = "";
  if (!v) return;
  if (v.stage === "setup" && S.role === "player") return; // the set-up panel says it
  const line = el("p", { class: "status-line" }, box);
  if (v.stage === "setup") {
    line.textContent = "Set-up: " + v.phase;
    {
      for (const need of v.needs || []) el("p", { class: "need" }, box).textContent = need;
      el("p", { class: "waiting" }, box).textContent = waitingText();
    }
  } else {
    const acting = v.current ? v.current + " to act" : (v.needs || [])[0] || "";
    line.textContent = (v.turn ? "Turn " + v.turn + " · " : "") +
      (v.sub_phase || v.phase) + (acting ? " · " + acting : "");
    if (v.current) line.style.setProperty("--guild", guildCss(v.current));
    if (S.role !== "player" && S.pieces) {
      const scores = el("p", { class: "scores" }, box);
      for (const p of S.pieces.players || []) {
        const chip = el("span", { class: "score" }, scores);
        chip.style.setProperty("--guild", guildCss(p.colour));
        chip.textContent = p.colour + ": fate " + p.fate_points + " · kills " + p.kills;
      }
    }
  }
  const last = el("p", { class: "last" }, box);
  if (S.last && S.last.what) {
    last.textContent = (S.last.by && S.last.by !== "host" ? S.last.by + ": " : "") + S.last.what;
  }
}

function waitingText() {
  if (!S.waiting.length) return "Everyone is ready";
  return "Waiting for " + S.waiting.join(", ");
}

// Buttons never move nor vanish while a command is out or the link is down: they are
// only disabled, then given back with the host's answer.
function renderLocks() {
  const busy = !!S.pending || !open() || !S.welcomed;
  document.body.classList.toggle("busy", busy);
  for (const button of document.querySelectorAll("#table button[data-live]")) {
    button.disabled = busy || button.dataset.live === "off";
  }
}

function live(button, on) {
  button.dataset.live = on ? "on" : "off";
  button.disabled = !on || !!S.pending || !open() || !S.welcomed;
}

// ---- the set-up --------------------------------------------------------------------------

function renderSetup() {
  const v = S.view;
  const you = S.you || {};
  $("setup-phase").textContent = "Phase: " + v.phase;
  const needs = $("setup-needs");
  sync(needs, v.needs || [], (need) => need, (li, need) => {
    li.textContent = need;
  }, "li");
  const player = me();
  const key = player ? player.key : "";
  const picked = player ? player.characters || [] : [];
  const byCard = {};
  for (const c of picked) byCard[c.card] = c;
  const roster = $("roster");
  const rows = you.roster || [];
  roster.hidden = !rows.length;
  // The host's roster (net/host.py): card, name, follower, fault (why he cannot play),
  // picked; the character's id in the set-up is the view's, found by his card.
  sync(roster, rows, (r) => r.card, (row, entry, fresh) => {
    if (fresh) {
      row.className = "roster-row";
      el("span", { class: "roster-name" }, row);
      const button = el("button", { type: "button", class: "pick" }, row);
      button.addEventListener("click", () => {
        const e = row._entry;
        const taken = (byCardNow()[e.card] || {}).id;
        if (taken) step({ action: "unpick", player: myKey(), character: taken });
        else step({ action: "pick", player: myKey(), card: e.card, wave: 0 });
      });
    }
    row._entry = entry;
    const taken = (byCard[entry.card] || {}).id || "";
    const notes = [entry.follower ? "follower" : "", entry.fault || "", entry.note || ""];
    const note = notes.filter((n) => n).join(" · ");
    row.querySelector(".roster-name").textContent =
      (entry.name || entry.card) + (note ? " · " + note : "") + (taken ? " ✓" : "");
    const button = row.querySelector("button");
    button.textContent = taken ? "Unpick" : "Pick";
    live(button, !!key && (!!taken || !entry.fault));
  });
  renderMana(v, player, rows);
  const ready = $("ready");
  ready.textContent = you.ready ? "Ready ✓" : "Next";
  live(ready, !you.ready);
  $("waiting").textContent = waitingText();
}

function myKey() {
  const player = me();
  return player ? player.key : "";
}

function byCardNow() {
  const found = {};
  for (const c of (me() || {}).characters || []) found[c.card] = c;
  return found;
}

const FACES = [["white", "White"], ["black", "Black"], ["seal", "Seal"]];

function renderMana(v, player, rows) {
  const box = $("mana");
  const arcane = {};
  for (const r of rows) if (typeof r.arcane === "number") arcane[r.card] = r.arcane;
  // Every character who channels stays in his place once done (his faces shown): the
  // next one's buttons never slide under the finger that sent these.
  const asked = v.phase === "cards" && player ? (player.characters || []).filter((c) => {
    if (c.wave || arcane[c.card] === 0) return false;
    const shown = c.mana == null || !!S.channelled[c.id];
    if (shown) S.channelled[c.id] = true;
    return shown;
  }) : [];
  box.hidden = !asked.length;
  sync(box, asked, (c) => c.id, (card, c, fresh) => {
    if (fresh) {
      card.className = "mana-card";
      el("p", { class: "mana-title" }, card);
      el("p", { class: "mana-faces" }, card);
      const faces = el("div", { class: "row" }, card);
      for (const [face, word] of FACES) {
        const b = el("button", { type: "button", class: "face face-" + face }, faces);
        b.textContent = word;
        b.addEventListener("click", () => {
          const list = S.faces[c.id] || (S.faces[c.id] = []);
          if (list.length < 8) list.push(face);
          renderSetup();
        });
      }
      const act = el("div", { class: "row" }, card);
      const clear = el("button", { type: "button", class: "clear" }, act);
      clear.textContent = "Clear";
      clear.addEventListener("click", () => {
        S.faces[c.id] = [];
        renderSetup();
      });
      const go = el("button", { type: "button", class: "send-faces" }, act);
      go.textContent = "Send";
      go.addEventListener("click", () => {
        step({ action: "channel", player: myKey(), character: c.id, faces: S.faces[c.id] || [] });
      });
      const roll = el("button", { type: "button", class: "roll" }, act);
      roll.textContent = "App rolls";
      roll.addEventListener("click", () => {
        step({ action: "channel", player: myKey(), character: c.id });
      });
    }
    const entry = rows.find((r) => r.card === c.card) || {};
    const dice = arcane[c.card];
    card.querySelector(".mana-title").textContent =
      "Mana of " + (entry.name || c.card) + (dice ? " · " + dice + " arcane dice" : "");
    const faces = S.faces[c.id] || [];
    const done = c.mana != null;
    card.classList.toggle("done", done);
    card.querySelector(".mana-faces").textContent = done
      ? "Channelled: " + (c.mana.length ? c.mana.join(", ") : "no die") + " ✓"
      : faces.length ? faces.join(", ") : "Tap the face each arcane die shows";
    for (const b of card.querySelectorAll(".face")) live(b, !done && (!dice || faces.length < dice));
    live(card.querySelector(".clear"), !done && faces.length > 0);
    live(card.querySelector(".send-faces"), !done && faces.length > 0 && (!dice || faces.length === dice));
    live(card.querySelector(".roll"), !done);
  });
}

$("ready").addEventListener("click", () => command({ type: "ready" }));

// ---- the play: my fate, kills, pass, undo and my characters' cards -------------------------

function renderPlay() {
  const v = S.view;
  const player = me();
  const mine = (S.pieces.players || []).find((p) => p.colour === S.colour) || {};
  const fate = player ? player.fate_points : mine.fate_points || 0;
  $("fate").textContent = String(fate);
  $("kills").textContent = String(mine.kills || 0);
  const playing = v.stage === "playing";
  live($("fate-minus"), playing && fate > 0);
  live($("fate-plus"), playing);
  live($("kill"), playing);
  const myTurn = playing && v.current === S.colour && (v.phase === "strategic" || v.phase === "brawl");
  const pass = $("pass");
  pass.textContent = myTurn ? "Pass" : v.current ? v.current + " to act" : "Pass";
  live(pass, myTurn);
  live($("undo"), playing && !!v.can_undo);
  renderKillList(playing);
  const cards = (S.pieces.miniatures || []).filter((m) => m.colour === S.colour);
  cards.sort((a, b) => a.number - b.number || (a.id < b.id ? -1 : 1)); // never reordered by a state
  sync($("cards"), cards, (m) => m.id, (card, m, fresh) => renderCard(card, m, fresh, playing));
}

function renderKillList(playing) {
  const box = $("kill-list");
  box.hidden = !S.killOpen;
  const enemies = (S.pieces.miniatures || []).filter((m) => m.colour !== S.colour && !m.out);
  sync(box, enemies, (m) => m.id, (b, m, fresh) => {
    if (fresh) {
      b.className = "kill-target";
      b.type = "button";
      b.addEventListener("click", () => {
        S.killOpen = false;
        event({ kind: "kill", player: S.colour, target: b._id });
      });
    }
    b._id = m.id;
    b.textContent = m.label;
    b.style.setProperty("--guild", m.fill);
    live(b, playing);
  }, "button");
}

$("kill").addEventListener("click", () => {
  S.killOpen = !S.killOpen;
  render();
});
$("fate-minus").addEventListener("click", () => event({ kind: "fate", player: S.colour, change: -1 }));
$("fate-plus").addEventListener("click", () => event({ kind: "fate", player: S.colour, change: 1 }));
$("pass").addEventListener("click", () => event({ kind: "pass" }));
$("undo").addEventListener("click", () => command({ type: "undo" }));

// Each card's counters: [label, value, the "−" event, the "+" event, whether "−" may].
function counters(m) {
  const c = m.card;
  return [
    ["Damage", c.armour_damage + "/" + c.armour_factor,
      { kind: "damage_off", character: m.id, track: "armour", amount: 1 },
      { kind: "damage", character: m.id, amount: 1 }, c.armour_damage > 0, "damage"],
    ["Damage to life", c.hit_damage + "/" + c.hit_factor,
      { kind: "damage_off", character: m.id, track: "hit", amount: 1 },
      { kind: "damage", character: m.id, amount: 1, to_life: true }, c.hit_damage > 0, "life"],
    ["Broken armour", c.armour_tokens + "/3",
      { kind: "tokens", character: m.id, armour: -1 },
      { kind: "tokens", character: m.id, armour: 1 }, c.armour_tokens > 0, "armour"],
    ["Broken hearts", c.hearts + "/" + c.heart_limit,
      { kind: "tokens", character: m.id, hearts: -1 },
      { kind: "tokens", character: m.id, hearts: 1 }, c.hearts > 0, "hearts"],
  ];
}

function renderCard(card, m, fresh, playing) {
  if (fresh) {
    card.className = "card";
    card.dataset.id = m.id;
    const title = el("button", { type: "button", class: "card-title" }, card);
    title.addEventListener("click", () => select(card.dataset.id));
    el("p", { class: "gauge" }, card);
    el("p", { class: "stats" }, card);
    el("p", { class: "effects" }, card);
    const grid = el("div", { class: "counters" }, card);
    for (const [label, , , , , name] of counters(m)) {
      const cell = el("div", { class: "counter counter-" + name }, grid);
      el("span", { class: "counter-label" }, cell).textContent = label;
      const row = el("div", { class: "counter-row" }, cell);
      const minus = el("button", { type: "button", class: "pm minus" }, row);
      minus.textContent = "−";
      minus.setAttribute("aria-label", label + " minus one");
      el("span", { class: "counter-value" }, row);
      const plus = el("button", { type: "button", class: "pm plus" }, row);
      plus.textContent = "+";
      plus.setAttribute("aria-label", label + " plus one");
      minus.addEventListener("click", () => event(cell._minus));
      plus.addEventListener("click", () => event(cell._plus));
    }
  }
  const c = m.card;
  card.style.setProperty("--guild", m.fill);
  card.classList.toggle("out", m.out);
  card.classList.toggle("selected", S.selected === m.id);
  card.querySelector(".card-title").textContent =
    (m.tag ? m.tag + " · " : "") + m.name + (m.dead ? " — dead" : m.escaped ? " — escaped" : m.out ? " — out" : "");
  card.querySelector(".gauge").textContent = gaugeText(m);
  card.querySelector(".stats").textContent = c.statistics;
  const words = effectWords(m);
  card.querySelector(".effects").textContent = words.join(" · ");
  const cells = card.querySelectorAll(".counter");
  counters(m).forEach(([, value, minus, plus, canMinus], k) => {
    const cell = cells[k];
    cell._minus = minus;
    cell._plus = plus;
    cell.querySelector(".counter-value").textContent = value;
    live(cell.querySelector(".minus"), playing && !m.out && canMinus);
    live(cell.querySelector(".plus"), playing && !m.out);
  });
}

function gaugeText(m) {
  const c = m.card;
  const parts = [];
  if (m.armour[1]) parts.push("Armour " + "■".repeat(m.armour[0]) + "□".repeat(m.armour[1] - m.armour[0]));
  parts.push("Hearts " + "♥".repeat(m.hearts[0]) + "♡".repeat(m.hearts[1] - m.hearts[0]));
  if (c.seals) parts.push("Seals " + c.seals + "/" + c.seal_limit);
  if (c.white || c.black) parts.push("Mana " + c.white + " white, " + c.black + " black");
  return parts.join("  ");
}

function effectWords(m) {
  const c = m.card;
  const words = [];
  if (c.possessed) words.push("POSSESSED");
  if (c.stunned) words.push("stunned");
  if (c.bleeding) words.push("bleeding " + c.bleeding);
  if (c.poison) words.push("poison " + c.poison);
  if (c.exhausted) words.push("exhausted");
  if (c.objects && c.objects.length) words.push("carries " + c.objects.join(", "));
  return words;
}

function select(id) {
  S.selected = S.selected === id ? null : id;
  render();
  const card = document.querySelector('.card[data-id="' + CSS.escape(id) + '"]');
  if (card && S.selected) card.scrollIntoView({ block: "nearest" });
}

// ---- the notice: a refused command and what was missed ----------------------------------

function showNotice(reason, missed) {
  $("notice-text").textContent = reason;
  const list = $("notice-missed");
  list.textContent = "";
  for (const line of missed.slice(-6)) el("li", {}, list).textContent = line;
  $("notice").hidden = false;
}

function hideNotice() {
  $("notice").hidden = true;
}

$("notice-ok").addEventListener("click", hideNotice);

// ---- the board: the host's map and pieces, in board units --------------------------------

function el(tag, attrs, parent) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function svg(tag, attrs, parent) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

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

// ---- keeping a list of DOM nodes in step with a list of items, by key --------------------
// A node is made once per key and updated in place: a tap is never lost on a node that a
// new state replaced, and nothing moves that did not change.

function sync(parent, items, keyOf, update, tag) {
  const old = new Map();
  for (const child of Array.from(parent.children)) old.set(child.dataset.key, child);
  let at = 0;
  for (const item of items) {
    const key = keyOf(item);
    let node = old.get(key);
    const fresh = !node;
    if (fresh) {
      node = document.createElement(tag || "div");
      node.dataset.key = key;
    }
    old.delete(key);
    if (parent.children[at] !== node) parent.insertBefore(node, parent.children[at] || null);
    update(node, item, fresh);
    at++;
  }
  for (const node of old.values()) node.remove();
}

// ---- start ---------------------------------------------------------------------------------

function start() {
  const kept = remembered();
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const token = fragment.get("t") || "";
  // A seat lasts as long as the mission: kept across a new share's code; a seat
  // the host no longer knows is forgotten when it says so (refusedAtTheDoor).
  S.token = token || kept.token || "";
  S.seat = kept.seat || "";
  if (token) history.replaceState(null, "", location.pathname + location.search);
  S.role = kept.role || "";
  S.colour = kept.colour || "";
  $("token-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const typed = $("token").value.trim();
    if (!typed) return;
    S.token = typed;
    S.choice = null;
    forget();
    $("join-problem").textContent = "";
    if (open()) send({ type: "hello", token: S.token });
    else reconnectNow();
  });
  $("watch").addEventListener("click", () => choose({ role: "spectator" }));
  showJoin();
  connect();
}

start();

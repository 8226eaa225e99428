// The shared table's page (issue 30, docs/table-net.md): plain JS, no build step, no
// fetch outside this host. It joins a table as a player of one colour or a spectator,
// keeps its seat's secret in localStorage, reconnects by itself, draws the board from the
// host's map and pieces (board units of render/geometry.py, colours of render/style.py)
// and sends each tap as one command carrying the revision it was made on and an id.
// The host decides: the page shows only what the host's last state says. Here: the
// connection, the frames, joining and the commands; dom.js, board.js and panels.js the
// rest (index.html loads them in that order, this one last).
"use strict";

const KEY = "demloc.table." + location.host; // the seat remembered, per host
const BACKOFF_FIRST = 100; // ms; doubled at each failed try, capped
const BACKOFF_MOST = 1000;
const PING_EVERY = 4000; // a locked phone's socket dies quietly: a ping tells
const SILENT_MOST = 9000;
const PROBE_MOST = 1200; // back on screen: a socket silent this long after a ping is dead

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
      document.body.dataset.shown = String(frame.revision); // the state drawn (tests wait on it)
      break;
    case "ack":
      if (S.pending && S.pending.id === frame.id) S.pending = null;
      S.revision = Math.max(S.revision, frame.revision || 0);
      // A Next marked, every player ready, and the rules refused the step: why.
      if (frame.note) showNotice(frame.note, []);
      renderLocks();
      break;
    case "refused":
      if (S.pending && S.pending.id === frame.id) S.pending = null;
      if (!S.welcomed) {
        refusedAtTheDoor(frame.reason);
        break;
      }
      // The revision moves only with a state: the next tap is made on what he saw.
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

// One command out at a time: until the host answers, the buttons are greyed and
// a tap does nothing; one unanswered at a drop is sent again, same id, once seated again.
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
  // Open and not welcomed: the seats shown, or a seat's hello on its way.
  const text = up ? "connected" : open() ? "not seated yet"
    : S.everConnected ? "reconnecting…" : "connecting…";
  if (link.textContent !== text) link.textContent = text;
  link.classList.toggle("down", !open());
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
    const over = v.stage !== "playing" || v.phase === "ended"; // no one acts (7.3.2.3)
    const acting = v.current && !over ? v.current + " to act" : (v.needs || [])[0] || "";
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

// ---- start ---------------------------------------------------------------------------------

function start() {
  const kept = remembered();
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const token = fragment.get("t") || "";
  // A seat lasts as long as the mission: kept across a new share's code; a seat
  // the host no longer knows is forgotten when it says so (refusedAtTheDoor).
  // "#s=SECRET": the seat a player's own DemLoc was given (`demloc join`, R-196): this
  // browser takes that seat, whatever it kept before.
  const given = fragment.get("s") || "";
  S.token = given ? "" : token || kept.token || "";
  S.seat = given || kept.seat || "";
  // "#t=CODE&as=spectator": a TV joins as a spectator with no tap (it may have no touch).
  if (token && fragment.get("as") === "spectator" && !S.seat) S.choice = { role: "spectator" };
  if (token || given) history.replaceState(null, "", location.pathname + location.search);
  S.role = given ? "" : kept.role || "";
  S.colour = given ? "" : kept.colour || "";
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

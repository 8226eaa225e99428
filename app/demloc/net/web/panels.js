// The table's page (issue 30): the player's panels, the set-up's (his roster, his mana,
// Next) and the play's (fate points, kills, pass, undo, his characters' cards), and the
// notice of a refused command. Each tap is one command (app.js `command`).
"use strict";

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
  roster.hidden = v.phase !== "characters" || !rows.length; // picked in that phase only (6.4.1)
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
  const acting = playing && v.phase !== "ended" && v.current; // an ended mission: no one
  pass.textContent = myTurn || !acting ? "Pass" : acting + " to act";
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

// A phone's board is small: its corner button gives it the whole screen, and back. It
// stays in its corner, the same place in both, under the same finger.
$("zoom").addEventListener("click", () => {
  const big = document.body.classList.toggle("board-big");
  $("zoom").setAttribute("aria-pressed", String(big));
  $("zoom").textContent = big ? "⤡" : "⤢";
});

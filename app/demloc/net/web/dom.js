// The table's page (issue 30): small helpers every part of it uses, loaded first.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

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


// Small DOM helpers shared by every view. Text is always set with textContent: names and
// chat come from other people and are never parsed as HTML.

import { colorWord, joined, t } from "./i18n.js";

export const SYMBOLS = { red: "▲", blue: "■", green: "◆", yellow: "●", purple: "★", orange: "✚" };

/** Build an element: h("button.primary", {onclick, title}, "text", child...). */
export function h(spec, attrs = {}, ...children) {
  const [tag, ...classes] = spec.split(".");
  const el = document.createElement(tag || "div");
  if (classes.length) el.className = classes.join(" ");
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k === "text") el.textContent = v;
    else if (k in el && typeof v !== "string") el[k] = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

// Icons drawn inline (no emoji font needed): 24×24 paths, in the text's colour.
const ICONS = {
  speaker: "M3 9h4l5-4v14l-5-4H3z M15.5 8.5a5 5 0 0 1 0 7 M18 6a8.5 8.5 0 0 1 0 12",
  muted: "M3 9h4l5-4v14l-5-4H3z M15.5 9.5l5 5 M20.5 9.5l-5 5",
  pause: "M7 5v14 M17 5v14",
  chat: "M4 5h16v11H10l-5 4v-4H4z M8 9.5h8 M8 12.5h5",
};

/** Clicks inside `box` that are the second of a double click are dropped: the answer to
 *  the first may already have drawn the next choice under the pointer, and a double click
 *  is never meant as two choices. */
export function singleClicks(box) {
  box.addEventListener("click", (e) => { if (e.detail > 1) e.stopPropagation(); }, true);
  return box;
}

/** An inline SVG icon (decorative: hidden from screen readers, the text says it). */
export function icon(name) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  for (const [k, v] of Object.entries({ viewBox: "0 0 24 24", width: "1em", height: "1em", class: "icon", "aria-hidden": "true", focusable: "false" })) svg.setAttribute(k, v);
  const path = document.createElementNS(ns, "path");
  for (const [k, v] of Object.entries({ d: ICONS[name], fill: "none", stroke: "currentColor", "stroke-width": name === "pause" ? "4" : "2", "stroke-linecap": "round", "stroke-linejoin": "round" })) path.setAttribute(k, v);
  svg.append(path);
  return svg;
}

function cap(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** A chip: a coloured disc with its colour's symbol, named for screen readers. */
export function chip(c, extra = {}) {
  const { class: more, ...rest } = extra;
  const label = t("chip.one", { color: colorName(c) });
  const el = h("span", { role: "img", "aria-label": label, title: label, ...rest }, SYMBOLS[c] || "?");
  el.className = `chip c-${c}${more ? ` ${more.replace(/\bchip\b/, "").trim()}` : ""}`;
  return el;
}

/** A chart's drawing width: the screen's where that is narrower than `wide`, so that on a
 *  phone it is drawn at its own size and its labels keep their size. */
export function chartWidth(wide = 600) {
  return Math.round(Math.max(280, Math.min(wide, innerWidth - 56)));
}

/** A colour's badge: symbol and name, e.g. "▲ Red". */
export function colorTag(c) {
  return h(`span.tag.t-${c}`, {}, h("span.sym", { "aria-hidden": "true" }, SYMBOLS[c]), cap(colorName(c)));
}

/** A colour's name in the page's language, agreeing with `n` chips: "red", "rouges". */
export function colorName(c, n = 1) {
  return c ? colorWord(c, n) : c;
}

/** A player known only by colour: "Red", "Rouge". */
export function player(c) {
  return cap(colorName(c));
}

/** A list in words: "Blue, Green or Red" (last: "or" or "and"). */
export function words(items, last = "or") {
  return joined(items, last);
}

/** Replace a container's content. */
export function fill(el, ...children) {
  el.replaceChildren();
  for (const c of children.flat()) if (c) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

/** Announce something to screen readers (and keep a visible toast for a moment). */
export function announce(text) {
  const live = document.getElementById("live");
  if (live) live.textContent = text;
}

export function toast(text, kind = "info") {
  const box = document.getElementById("toasts");
  if (!box) return;
  const t = h(`div.toast.${kind}`, { role: kind === "error" ? "alert" : "status" }, text);
  box.append(t);
  setTimeout(() => t.remove(), 5000);
}

const SOUND = "sucker.sound";

/** Whether the beep is turned off on this browser (remembered). */
export function muted() {
  try {
    return localStorage.getItem(SOUND) === "off";
  } catch {
    return false;
  }
}

export function setMuted(off) {
  try {
    localStorage.setItem(SOUND, off ? "off" : "on");
  } catch { /* not remembered */ }
}

let audio = null;
/** A short two-tone beep (WebAudio, no file); silent until the page has had a click, and
 *  when muted. */
export function beep() {
  try {
    if (muted() || !audio || audio.state !== "running") return;
    const now = audio.currentTime;
    for (const [i, f] of [660, 880].entries()) {
      const o = audio.createOscillator();
      const g = audio.createGain();
      o.frequency.value = f;
      g.gain.setValueAtTime(0.0001, now + i * 0.15);
      g.gain.exponentialRampToValueAtTime(0.15, now + i * 0.15 + 0.02);
      g.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.15 + 0.14);
      o.connect(g).connect(audio.destination);
      o.start(now + i * 0.15);
      o.stop(now + i * 0.15 + 0.15);
    }
  } catch {
    /* no audio here: the title bar notice is enough */
  }
}
document.addEventListener("pointerdown", () => {
  try {
    audio = audio || new AudioContext();
    if (audio.state === "suspended") audio.resume();
  } catch { /* no audio */ }
}, { once: true });

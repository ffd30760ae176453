// The page's words: each language's Fluent catalogues i18n/<lang>/*.ftl, the same messages
// in every language (tests/web/test_i18n.py): narration.ftl, which Python renders too
// (sucker.narration: the game's log, hints, analysis), and page.ftl, the page's own words.
// Plurals and grammatical gender are the catalogues' select expressions, on the parameter
// `n` and a persona's `gender` ("f", "m"). A key is the message's id with dots for hyphens
// ("color.red" is color-red, "kind.ai:easy" kind-ai_easy). `say` renders the facts the
// server sends. The language: the one chosen on the page (kept in localStorage), else the
// browser's.

import { NUMBER as fluentNumber } from "./vendor/fluent-bundle/builtins.js";
import { FluentBundle, FluentNumber, FluentResource } from "./vendor/fluent-bundle/index.js";

export const LANGS = ["en", "fr"];
const STORE = "sucker.lang";
const FILES = ["narration.ftl", "page.ftl"];

export let lang = "en";

/** Fluent's NUMBER, keeping `type` ("ordinal": 1st, 2nd, 3rd), which @fluent/bundle drops
 *  though Fluent's guide selects ordinals with it (the plural rules read the number's
 *  options; the number's formatting ignores `type`). */
function NUMBER(args, opts) {
  const out = fluentNumber(args, opts);
  if (opts.type && out instanceof FluentNumber) out.opts = { ...out.opts, type: opts.type.valueOf() };
  return out;
}
const OPTIONS = { useIsolating: false, functions: { NUMBER } };

let bundle = new FluentBundle("en", OPTIONS);

function chosen() {
  let stored = null;
  try {
    stored = localStorage.getItem(STORE);
  } catch { /* storage blocked: the browser's language then */ }
  if (LANGS.includes(stored)) return stored;
  for (const l of navigator.languages || [navigator.language || ""]) {
    const base = l.toLowerCase().split("-")[0];
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

async function text(path) {
  const res = await fetch(new URL(path, import.meta.url));
  if (!res.ok) throw new Error(`no catalogue ${path}`);
  return res.text();
}

async function load(l) {
  const sources = await Promise.all(FILES.map((f) => text(`./i18n/${l}/${f}`)));
  const b = new FluentBundle(l, OPTIONS);
  for (const source of sources) {
    const errors = b.addResource(new FluentResource(source));
    if (errors.length) throw errors[0];
  }
  bundle = b;
  lang = l;
  document.documentElement.lang = l;
}

/** Switch the page's language and remember it; views redraw on the "lang" event. */
export async function setLang(l) {
  if (!LANGS.includes(l)) return;
  try {
    localStorage.setItem(STORE, l);
  } catch { /* not remembered, still switched */ }
  await load(l);
  document.dispatchEvent(new CustomEvent("lang", { detail: l }));
}

/** Fluent message `name` with `args`, or null when the catalogue lacks it. */
function fluent(name, args) {
  const m = bundle.getMessage(name);
  if (!m || !m.value) return null;
  return bundle.formatPattern(m.value, args, []); // errors collected, not thrown: words still show
}

const MARK = "\u{E000}"; // around a DOM parameter's name while Fluent formats

/** The message id of a key. */
function id(key) {
  return key.replaceAll(".", "-").replaceAll(":", "_");
}

/** The message of `key` formatted, DOM parameters left as {placeholders} for tx. */
function template(key, params) {
  const args = {};
  for (const [k, p] of Object.entries(params)) {
    if (p === undefined || p === null) continue; // a select on it takes its default
    if (typeof p === "number") args[k] = p;
    else if (typeof p === "string") args[k] = k === "n" && p.trim() && !Number.isNaN(Number(p)) ? Number(p) : p; // plurals need a number
    else args[k] = `${MARK}${k}${MARK}`;
  }
  const out = fluent(id(key), args);
  return out === null ? key : out.replaceAll(new RegExp(`${MARK}(\\w+)${MARK}`, "g"), "{$1}"); // a missing key shows itself
}

/** Whether the catalogue has `key` (for words that come from the server, like a kind). */
export function has(key) {
  return bundle.hasMessage(id(key));
}

/** The text of `key` with its {placeholders} filled from `params`. */
export function t(key, params = {}) {
  return template(key, params).replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** Like t, but parameters may be DOM nodes (or lists of them): an array for h() or fill(). */
export function tx(key, params = {}) {
  const out = [];
  for (const [i, part] of template(key, params).split(/\{(\w+)\}/).entries()) {
    if (i % 2 === 0) {
      if (part) out.push(part);
    } else {
      out.push(part in params ? params[part] : `{${part}}`);
    }
  }
  return out.flat();
}

/** A fact (sucker.narration) in the page's words: `{key, args}`, where a term is a number
 *  or a string, {player} (named by `who`, with `genderOf`'s grammatical gender in NAME-gender),
 *  {players, join, self}, {chip, n} (the colour in words, its id in NAME-color) or {fact, start}. */
export function say(fact, who = (c) => colorWord(c), genderOf = () => undefined) {
  const args = {};
  for (const [k, v] of Object.entries((fact && fact.args) || {})) {
    if (v === null || typeof v !== "object") {
      args[k] = v;
    } else if ("player" in v) {
      args[k] = who(v.player);
      args[`${k}-gender`] = genderOf(v.player) || "other";
    } else if ("players" in v) { // `self`: the one speaking of them, said last as "themself"
      const names = v.players.filter((c) => c !== v.self).map(who);
      if (v.self && v.players.includes(v.self)) names.push(fluent("player-self", { gender: genderOf(v.self) || "other" }) ?? v.self);
      args[k] = joined(names, v.join || "or");
    } else if ("chip" in v) {
      args[k] = colorWord(v.chip, v.n ?? 1);
      args[`${k}-color`] = v.chip;
    } else if ("fact" in v) {
      const s = say(v.fact, who, genderOf);
      args[k] = v.start ? s.charAt(0).toUpperCase() + s.slice(1) : s;
    }
  }
  return fluent(String(fact && fact.key), args) ?? String(fact && fact.key);
}

/** A colour in words ("red", "rouges" for n = 2). */
export function colorWord(c, n = 1) {
  return fluent(`color-${c}`, { n }) ?? c;
}

/** "A, B or C": the same as Python's sucker.narration. */
export function joined(names, join = "or") {
  if (names.length <= 1) return names.join("");
  return fluent(`list-${join}`, { rest: names.slice(0, -1).join(", "), last: names.at(-1) });
}

try {
  await load(chosen());
} catch {
  await load("en").catch(() => {}); // without any catalogue the page shows its keys
}

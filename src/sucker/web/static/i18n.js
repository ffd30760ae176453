// The page's words. Each language is one catalogue of data, i18n/en.json and i18n/fr.json,
// with the same keys (tests/web/test_i18n.py). A value is a string with {placeholders}, or
// plural forms {"one": …, "other": …} picked by Intl.PluralRules on the parameter `n`
// (ordinal rules when the forms say "ordinal": true: 1st, 2nd, 3rd), or grammatical
// forms {"f": …, "other": …} picked by the parameter `gender` ("f" or "m": a persona's).
// The language: the one chosen on the page (kept in localStorage), else the browser's.

export const LANGS = ["en", "fr"];
const STORE = "sucker.lang";

export let lang = "en";
let words = {};
let plurals = new Intl.PluralRules("en");
let ordinals = new Intl.PluralRules("en", { type: "ordinal" });

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

async function load(l) {
  const res = await fetch(new URL(`./i18n/${l}.json`, import.meta.url));
  if (!res.ok) throw new Error(`no catalogue for ${l}`);
  words = await res.json();
  lang = l;
  plurals = new Intl.PluralRules(l);
  ordinals = new Intl.PluralRules(l, { type: "ordinal" });
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

function template(key, params) {
  let v = words[key];
  if (v === undefined) return key; // a missing key shows itself rather than nothing
  while (v && typeof v === "object") { // gender forms first (each may hold plural forms)
    const g = params.gender ? v[params.gender] : undefined;
    v = g ?? v[(v.ordinal ? ordinals : plurals).select(Number(params.n))] ?? v.other;
  }
  if (typeof v !== "string") return key;
  return v;
}

/** Whether the catalogue has `key` (for words that come from the server, like a kind). */
export function has(key) {
  return key in words;
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

try {
  await load(chosen());
} catch {
  await load("en").catch(() => {}); // without any catalogue the page shows its keys
}

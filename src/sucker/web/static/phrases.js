// Quick chat phrases for the usual proposals. The list is static/quick-phrases.json (a copy
// of docs/quick-phrases.json); "{color}" stands for a player chosen beside the buttons.

import { cap, h, SYMBOLS } from "./ui.js";

let cached = null;

/** The phrases, as plain strings. */
export async function loadPhrases() {
  if (!cached) {
    cached = fetch("/static/quick-phrases.json")
      .then((r) => r.json())
      .then((data) => {
        const list = Array.isArray(data) ? data : data.phrases || [];
        return list.map((p) => (typeof p === "string" ? p : p.text)).filter((p) => typeof p === "string");
      })
      .catch(() => []);
  }
  return cached;
}

/** Buttons that put a phrase in the chat box; `others` are the colours {color} may name. */
export function phraseBar(phrases, others, onPick) {
  if (!phrases.length) return null;
  const about = h("select", { "aria-label": "Player the phrase is about" },
    others.map((c) => h("option", { value: c }, `${SYMBOLS[c]} ${cap(c)}`)));
  const needsColor = phrases.some((p) => p.includes("{color}"));
  return h("div.phrase-bar", { role: "group", "aria-label": "Quick phrases" },
    needsColor ? h("label.about", {}, "About ", about) : null,
    phrases.map((p) => h("button.phrase", {
      type: "button",
      onclick: () => onPick(p.replaceAll("{color}", cap(about.value))),
    }, p.replaceAll("{color}", "…"))));
}

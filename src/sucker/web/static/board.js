// Pieces of the board drawn the same way at a live table and in the replay viewer.

import { cap, chip, colorTag, h } from "./ui.js";

/** A pile's chips, bottom to top (the CSS stacks them upwards). */
export function stack(p) {
  return h("div.stack", {}, p.chips.map((c, i) => chip(c, { title: `${c} chip, ${i + 1} from the bottom` })));
}

export function pileAttrs(p) {
  return { dataset: { pileId: String(p.id) }, "aria-label": `Pile ${p.id}, bottom to top: ${p.chips.join(", ")}` };
}

/** The dead box: how many chips of each colour were killed. */
export function deadBox(state) {
  const dead = Object.entries(state.dead);
  return h("div.dead", { id: "dead", "aria-label": "Dead box" }, h("h3", {}, "Dead box"),
    dead.length ? dead.map(([c, k]) => h("span.count", { dataset: { color: c, n: String(k) } }, chip(c), `×${k}`))
      : h("span.muted", {}, "empty"));
}

/** A player's panel: colour, name, flags, own chips and prisoners by colour. */
export function playerCard(color, name, state, { acting = false, note = "", flags = [], mine = false, clock = false } = {}) {
  const hand = state.hands[color] || {};
  const own = hand[color] || 0;
  const prisoners = Object.entries(hand).filter(([x]) => x !== color);
  const out = state.defeated.includes(color);
  const all = [...flags];
  if (out) all.push(`out (${ordinal(state.defeated.indexOf(color) + 1)} to fall)`);
  if (state.winner === color) all.push("winner");
  return h(`article.player${acting ? ".acting" : ""}${out ? ".out" : ""}${mine ? ".mine" : ""}${state.winner === color ? ".won" : ""}`,
    { dataset: { color }, "aria-label": `${cap(color)}: ${name || "?"}${acting ? ", must act" : ""}` },
    h("header", {}, colorTag(color), h("strong.pname", {}, name || "?"), mine ? h("span.badge", {}, "you") : null,
      acting ? h("span.act-mark", {}, `▶ ${note || "to act"}`, clock ? h("span.clock", { dataset: { clock: color } }) : null) : null),
    all.length ? h("p.flags", {}, all.join(" · ")) : null,
    h("p.own", { dataset: { n: String(own) } }, chip(color, { class: "chip small" }), ` own ×${own}`),
    h("p.prisoners", {}, "Prisoners: ", prisoners.length
      ? prisoners.map(([x, k]) => h("span.count", { dataset: { color: x, n: String(k) } }, chip(x, { class: "chip small" }), `×${k} `))
      : h("span.muted", {}, "none")));
}

function ordinal(n) {
  return `${n}${["th", "st", "nd", "rd"][n % 100 > 10 && n % 100 < 14 ? 0 : n % 10] || "th"}`;
}

// Pieces of the board drawn the same way at a live table and in the replay viewer.

import { t } from "./i18n.js";
import { chip, colorName, colorTag, h, player } from "./ui.js";

/** A pile's chips, bottom to top (the CSS stacks them upwards). */
export function stack(p) {
  return h("div.stack", {}, p.chips.map((c, i) => chip(c, { title: t("pile.chip", { color: colorName(c), n: i + 1 }) })));
}

export function pileAttrs(p) {
  return { dataset: { pileId: String(p.id) }, role: "group", "aria-label": t("pile.label", { pile: p.id, chips: p.chips.map((c) => colorName(c)).join(", ") }) };
}

/** The dead box: how many chips of each colour were killed. */
export function deadBox(state) {
  const dead = Object.entries(state.dead);
  return h("div.dead", { id: "dead", role: "group", "aria-label": t("dead.title") }, h("h3", {}, t("dead.title")),
    dead.length ? dead.map(([c, k]) => h("span.count", { dataset: { color: c, n: String(k) } }, chip(c), `×${k}`))
      : h("span.muted", {}, t("dead.empty")));
}

/** A player's panel: colour, name, flags, own chips and prisoners by colour. */
export function playerCard(color, name, state, { acting = false, note = "", flags = [], mine = false, clock = false, gender, profile = null } = {}) {
  const hand = state.hands[color] || {};
  const own = hand[color] || 0;
  const prisoners = Object.entries(hand).filter(([x]) => x !== color);
  const out = state.defeated.includes(color);
  const all = [...flags];
  if (out) all.push(t("player.out", { n: state.defeated.indexOf(color) + 1, gender }));
  if (state.winner === color) all.push(t("player.winner", { gender }));
  const label = t(acting ? "player.label.acting" : "player.label", { color: player(color), name: name || "?" });
  return h(`article.player${acting ? ".acting" : ""}${out ? ".out" : ""}${mine ? ".mine" : ""}${state.winner === color ? ".won" : ""}`,
    { dataset: { color }, "aria-label": label },
    h("header", {}, colorTag(color),
      profile // an account's or a bot's profile, in a new tab: the game stays open here
        ? h("a.pname", { href: profile, target: "_blank", rel: "noopener", title: t("player.profile") }, name || "?")
        : h("strong.pname", {}, name || "?"), mine ? h("span.badge", {}, t("player.you")) : null,
      acting ? h("span.act-mark", {}, `▶ ${note || t("player.toAct")}`, clock ? h("span.clock", { dataset: { clock: color } }) : null) : null),
    all.length ? h("p.flags", {}, all.join(" · ")) : null,
    h("p.own", { dataset: { n: String(own) } }, chip(color, { class: "chip small" }), ` ${t("player.own", { n: own })}`),
    h("p.prisoners", {}, t("player.prisoners"), " ", prisoners.length
      ? prisoners.map(([x, k]) => h("span.count", { dataset: { color: x, n: String(k) } }, chip(x, { class: "chip small" }), `×${k} `))
      : h("span.muted", {}, t("player.noPrisoner"))));
}

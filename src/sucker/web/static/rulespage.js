// The rules in plain words (shared/design/rules.md) with chip diagrams drawn from real
// positions (diagrams.js), and the tutorial (tutorial.js).

import { pileAttrs, stack } from "./board.js";
import { position } from "./diagrams.js";
import { t, tx } from "./i18n.js";
import { tutorial } from "./tutorial.js";
import { chip, colorName, colorTag, fill, h, player, words } from "./ui.js";

/** A diagram's pile with its caption: what it means (from the engine's state) and who
 *  played each chip, bottom to top. */
function pile(name, meaning) {
  const { state, pile: p, by } = position(name);
  const who = p.chips.map((c, i) => t(c === by[i] ? "diagram.chip.own" : "diagram.chip.prisoner",
    { color: colorName(c), who: player(by[i]) }));
  return h("figure.mini-pile", {}, h("div.pile", { role: "img", ...pileAttrs(p) }, stack(p),
    h("span.pile-id", { "aria-hidden": "true" }, t("pile.name", { pile: p.id }))),
  h("figcaption", {}, meaning ? h("span.meaning", {}, meaning(state), " ") : null,
    h("span.played", {}, t("diagram.chips", { list: who.join(", ") }))));
}

function section(key, ...body) {
  return h("section.card.rule", {}, h("h2", {}, t(`rules.${key}`)), ...body);
}

/** A paragraph of the catalogue; {strong} and {em} parameters are set in bold or italics. */
function para(key, params = {}) {
  const out = {};
  for (const [k, v] of Object.entries(params)) out[k] = k.startsWith("em") ? h("em", {}, t(v)) : h("strong", {}, t(v));
  return h("p", {}, tx(key, out));
}

export async function showRules(app, go) {
  document.title = t("title.rules");
  fill(app, h("div.rules-page", {},
    h("h1", {}, t("rules.title")),
    h("p.lead", {}, t("rules.lead")),
    h("p", {}, h("a.button.primary", { href: "#tutorial", id: "to-tutorial" }, t("home.learn")), " ", t("rules.learn.hint")),
    section("goal", para("rules.goal.text")),
    section("colors",
      para("rules.colors.text"),
      h("p.palette", {}, ["red", "blue", "green", "yellow", "purple", "orange"].map((c) => h("span", {}, chip(c), " ", colorTag(c)))),
      para("rules.colors.prisoner", { strong: "rules.colors.prisoner.word" })),
    section("move",
      para("rules.move.text"),
      h("div.diagram", {}, pile("move.before"), h("span.arrow", { "aria-hidden": "true" }, "+ ", chip("green"), " →"),
        pile("move.after", (s) => t("rules.move.caption", { who: player(s.to_act) })))),
    section("next",
      para("rules.next.text", { strong: "rules.next.notInPile" }),
      h("div.diagram", {}, pile("next", (s) => t("rules.next.caption", { who: player(s.to_act), options: words(s.options.map(player)) }))),
      para("rules.next.all", { em1: "rules.next.recent", em2: "rules.next.deepest" }),
      h("div.diagram", {}, pile("all", (s) => t("rules.next.all.caption", { who: player(s.to_act) })))),
    section("captures",
      para("rules.captures.text", { strong: "rules.captures.same" }),
      h("div.diagram", {}, pile("capture", (s) => t("rules.captures.caption", { who: player(s.to_act), colors: words(s.options.map((c) => colorName(c))) }))),
      para("rules.captures.out")),
    section("prisoners", para("rules.prisoners.text")),
    section("rescue", para("rules.rescue.text"), para("rules.rescue.out")),
    section("talk", para("rules.talk.text")),
    section("variant", para("rules.variant.text", { em: "rules.variant.who" })),
    tutorial(go)));
  if (location.hash === "#tutorial") document.getElementById("tutorial")?.scrollIntoView();
  return null;
}

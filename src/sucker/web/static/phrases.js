// Quick chat phrases for the usual proposals, in the page's language, from the server's
// GET /api/config (one source: the AIs' own phrases); "{color}" stands for a player chosen
// beside the buttons.

import { t } from "./i18n.js";
import { h, player, SYMBOLS } from "./ui.js";

/** Buttons that put a phrase in the chat box; `others` are the colours {color} may name. */
export function phraseBar(phrases, others, onPick) {
  if (!phrases.length) return null;
  const about = h("select", { "aria-label": t("phrases.about.label") },
    others.map((c) => h("option", { value: c }, `${SYMBOLS[c]} ${player(c)}`)));
  const needsColor = phrases.some((p) => p.includes("{color}"));
  return h("div.phrase-bar", { role: "group", "aria-label": t("chat.phrases") },
    needsColor ? h("label.about", {}, t("phrases.about"), " ", about) : null,
    phrases.map((p) => h("button.phrase", {
      type: "button",
      onclick: () => onPick(p.replaceAll("{color}", player(about.value))),
    }, p.replaceAll("{color}", "…"))));
}

// The hint at a casual table against AIs only: when it is your decision, a "Hint" button
// asks the server (POST /api/tables/{id}/hint) what the hard AI would play and why (as facts);
// the page says the why in its language and marks the suggested choice. Nothing is
// played for you. Elsewhere (a rated table, another person seated) there is no button.

import { api, problem } from "./api.js";
import { usePanelCss } from "./deals.js";
import { lang, say, t } from "./i18n.js";
import { hintable } from "./state/table.js";
import { h } from "./ui.js";

/** The choice button's data-key for a suggested action, in the decision box as drawn. */
function keyOf(action, selected) {
  switch (action.act) {
    case "play": return selected === action.chip ? `pile-${action.pile}` : `hand-${action.chip}`;
    case "next": return `next-${action.to}`;
    case "kill": return `kill-${action.chip}`;
    case "transfer": return `rescue-${action.chip}`;
    case "refuse": return "refuse";
    default: return null;
  }
}

export class Hint {
  constructor(tableId) {
    usePanelCss();
    this.tableId = tableId;
    this.for = null; // the state (as JSON) the hint was asked in
    this.result = null; // the server's answer, or {error}
    this.busy = false;
  }

  /** The hint's button and words for the decision box, or null where none is offered;
   *  `who` and `genderOf` name the players its words speak of. */
  box(table, state, you, redraw, who, genderOf) {
    if (!hintable(table, state, you)) return null;
    const now = JSON.stringify(state);
    if (this.for !== now) {
      this.for = now;
      this.result = null;
    }
    const ask = async () => {
      if (this.busy) return;
      this.busy = true;
      redraw();
      const asked = this.for;
      let result;
      try {
        result = await api("POST", `/api/tables/${encodeURIComponent(this.tableId)}/hint`);
      } catch (err) {
        result = { error: problem(err.code, err.message) };
      }
      this.busy = false;
      if (this.for === asked) this.result = result; // else the decision has passed
      redraw();
    };
    const r = this.result;
    const why = !r || r.error ? null
      : r.facts && r.facts.length ? r.facts.map((f) => say(f, who, genderOf)).join(" ")
        : r.why ? r.why[lang] || r.why.en : null;
    return h("div.hint-box", {},
      h("button.secondary", { type: "button", id: "hint", title: t("hint.title"), disabled: this.busy, onclick: ask },
        this.busy ? t("hint.thinking") : t("hint.button")),
      // The label apart: the advice is a sentence of its own (no colon before its own colon).
      why ? h("p.hint-why", { id: "hint-why", role: "status" }, h("strong", {}, t("hint.label")), " ", why) : null,
      r && r.error ? h("p.hint-why.error", { id: "hint-why", role: "status" }, t("hint.failed", { why: r.error })) : null);
  }

  /** Mark the suggested choice among the decision box's buttons (`selected`: a picked chip). */
  mark(decisionBox, selected) {
    const r = this.result;
    if (!r || r.error || !r.action) return;
    const key = keyOf(r.action, selected);
    const b = key && decisionBox.querySelector(`button.choice[data-key="${CSS.escape(key)}"]`);
    if (!b) return;
    b.classList.add("hinted");
    b.dataset.hinted = "";
    b.querySelector(".lab").append(h("span.hint-mark", {}, t("hint.mark")));
  }
}

// The deals panel of a live table: every promise and proposal the server read in the chat
// (state/table.js keeps them as `model.deals`), who made it, to whom, what, its status and
// the action that settled it. Clicking one shows its chat line. It sits in the chat card,
// behind a "Deals" tab beside the "Chat" tab (so on a phone it is in the chat drawer too).
// A player sees the deals involving them first ("All" is one click away), newest first; a
// promise nobody said, implied by a deed (giving what a proposal asked for), says so.

import { lang, t } from "./i18n.js";
import { chip, fill, h } from "./ui.js";

/** The page's extra styles (panel.css), added to <head> once. */
export function usePanelCss() {
  if (document.getElementById("panel-css")) return;
  document.head.append(h("link", { id: "panel-css", rel: "stylesheet", href: new URL("./panel.css", import.meta.url).href }));
}

/** The server's words for a deal, in the page's language (English when missing). */
function words(what) {
  if (!what || typeof what !== "object") return String(what ?? "");
  return what[lang] || what.en || "";
}

export class DealsPanel {
  /** `chatEls`: the chat's own parts (hidden while the deals show); `who(color)`: names;
   *  `settled(index, action)`: the action in words; `showLine(line)`: shows a chat line;
   *  `me()`: the reader's colour (null for a spectator, who sees all). */
  constructor({ chatEls, who, settled, showLine, me = () => null }) {
    usePanelCss();
    this.me = me;
    this.all = false;
    this.deals = [];
    this.chatEls = chatEls;
    this.who = who;
    this.settled = settled;
    this.showLine = showLine;
    this.list = h("ol.deals", { id: "deals", "aria-label": t("deals.title"), tabindex: "0" });
    this.empty = h("p.muted.deals-empty", {}, t("deals.empty"));
    this.mineBtn = h("button.scope", { type: "button", id: "deals-mine", "aria-pressed": "true", onclick: () => this.showAll(false) }, t("deals.scope.mine"));
    this.allBtn = h("button.scope", { type: "button", id: "deals-all", "aria-pressed": "false", onclick: () => this.showAll(true) }, t("deals.scope.all"));
    this.scope = h("div.deals-scope", { role: "group", "aria-label": t("deals.scope") }, this.mineBtn, this.allBtn);
    this.panel = h("div.deals-panel", { id: "deals-panel", role: "tabpanel", "aria-labelledby": "tab-deals", hidden: true },
      h("p.muted.deals-note", {}, t("deals.note")), this.scope, this.empty, this.list);
    this.count = h("span.deals-count");
    this.chatTabBtn = h("button.tab", { type: "button", role: "tab", id: "tab-chat", "aria-selected": "true", onclick: () => this.showTab(false) }, t("deals.tab.chat"));
    this.dealsTabBtn = h("button.tab", { type: "button", role: "tab", id: "tab-deals", "aria-controls": "deals-panel", "aria-selected": "false", onclick: () => this.showTab(true) },
      t("deals.tab"), " ", this.count);
    this.tabs = h("div.chat-tabs", { role: "tablist", "aria-label": t("deals.tabs") }, this.chatTabBtn, this.dealsTabBtn);
  }

  /** The chat (false) or the deals (true). */
  showTab(deals) {
    this.panel.hidden = !deals;
    for (const el of this.chatEls) el.classList.toggle("tab-hidden", deals);
    this.chatTabBtn.setAttribute("aria-selected", String(!deals));
    this.dealsTabBtn.setAttribute("aria-selected", String(deals));
  }

  /** The deals involving the reader (false) or all of them (true). */
  showAll(all) {
    this.all = all;
    this.render(this.deals);
  }

  /** Draw the entries of `deals` (the model's, oldest first) the scope shows, newest first. */
  render(deals) {
    this.deals = deals;
    const me = this.me();
    this.scope.hidden = !me;
    const all = this.all || !me;
    this.mineBtn.setAttribute("aria-pressed", String(!all));
    this.allBtn.setAttribute("aria-pressed", String(all));
    const shown = (all ? deals : deals.filter((d) => d.by === me || d.to === me || !d.to)).slice().reverse();
    const open = deals.filter((d) => d.status === "open").length;
    this.count.textContent = deals.length ? `(${deals.length})` : "";
    this.dealsTabBtn.setAttribute("aria-label", t("deals.tab.label", { n: deals.length, open }));
    this.empty.textContent = t(deals.length ? "deals.emptyMine" : "deals.empty");
    this.empty.hidden = shown.length > 0;
    fill(this.list, shown.map((d) => this.entry(d)));
  }

  entry(d) {
    const kind = d.kind === "proposal" ? "proposal" : "promise";
    const to = d.to ? [chip(d.to, { class: "small" }), " ", this.who(d.to)] : [t("deals.toAll")];
    const settled = d.settled_by && d.settled_by.action ? this.settled(d.settled_by.index, d.settled_by.action) : null;
    return h("li", { dataset: { id: d.id, status: d.status, kind, by: d.by || "", to: d.to || "", implied: String(Boolean(d.implied)) } },
      h("button.deal", { type: "button", title: t("deals.show"), onclick: () => this.showLine(d.line) },
        h("span.deal-head", {},
          h("span.deal-kind", {}, t(`deals.kind.${kind}`)), " ",
          chip(d.by, { class: "small" }), " ", this.who(d.by), " → ", ...to),
        h("span.deal-what", {}, words(d.what)),
        h(`span.deal-status.s-${d.status}`, {}, t(`deals.status.${d.status}`)),
        d.implied ? h("small.deal-implied", { title: t("deals.implied.title") }, t("deals.implied")) : null,
        settled ? h("small.deal-settled", {}, t("deals.by", { what: settled, n: d.settled_by.index + 1 })) : null));
  }
}

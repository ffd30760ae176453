// The bot part of the account page: make the account a bot account (for good), then its
// tokens — made (the secret shown once), listed with their last use, revoked. docs/bots.md.

import { api, problem } from "./api.js";
import { lang, t } from "./i18n.js";
import { fill, h, toast } from "./ui.js";

function when(at) {
  return at ? new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(at * 1000)) : t("bot.token.never");
}

/** The card, drawn again after each change. */
export function botCard() {
  const box = h("section.card", { id: "bot-account" });
  const title = h("h2", {}, t("bot.title"));
  const act = (method, path, body, then) => api(method, path, body).then(then, (err) => toast(problem(err.code, err.message), "error"));
  async function draw(secret) {
    let data;
    try {
      data = await api("GET", "/api/account/tokens");
    } catch (err) {
      fill(box, title, h("p.error", {}, problem(err.code, err.message)));
      return;
    }
    if (!data.bot) {
      fill(box, title, h("p", {}, t("bot.become.text")),
        h("button", { type: "button", id: "become-bot", onclick: () => window.confirm(t("bot.become.confirm")) && act("POST", "/api/account/bot", undefined, () => draw()) },
          t("bot.become")));
      return;
    }
    fill(box, title, h("p", {}, t("bot.is")),
      data.tokens.length ? h("table.tokens", {},
        h("thead", {}, h("tr", {}, h("th", {}, t("bot.token.id")), h("th", {}, t("bot.token.created")), h("th", {}, t("bot.token.used")), h("th", {}))),
        h("tbody", {}, data.tokens.map((tk) => h("tr", { dataset: { token: tk.id } },
          h("td", {}, h("code", {}, tk.id)), h("td", {}, when(tk.created)), h("td", {}, when(tk.last_used)),
          h("td", {}, h("button.danger", { type: "button", onclick: () => window.confirm(t("bot.token.revoke.confirm", { id: tk.id })) && act("DELETE", `/api/account/tokens/${tk.id}`, undefined, () => draw()) }, t("bot.token.revoke"))))))) : h("p.muted", {}, t("bot.token.none")),
      secret ? h("p.token-secret", { role: "status" }, t("bot.token.once"), " ", h("code", { id: "new-token-secret" }, secret)) : null,
      h("button", { type: "button", id: "new-token", onclick: () => act("POST", "/api/account/tokens", { scopes: ["bot:play"] }, (made) => draw(made.token)) }, t("bot.token.make")));
  }
  draw();
  return box;
}

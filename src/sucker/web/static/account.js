// The account page: sign up (a guest keeps their games), log in; with an account: one's
// sessions (log out this one, this browser, everywhere), change the password, download my
// data, delete my account (asks the password again).

import { account, api, getSession, problem } from "./api.js";
import { botCard } from "./botaccount.js";
import { lang, t } from "./i18n.js";
import { fill, h, toast } from "./ui.js";

/** An account error in words: the catalogue's, with the wait of a throttled login. */
function why(err) {
  if (err.code === "rate-limited" && err.retryAfter) return t("account.wait", { n: Math.ceil(err.retryAfter) });
  if (err.status === 422) return t("account.invalid");
  return problem(err.code, err.message);
}

/** A username-and-password form; `send(username, password)` does the call. */
function credentials(id, title, button, username, send, note) {
  const user = h("input", { id: `${id}-user`, name: "username", required: true, minlength: id === "signup" ? "2" : "1", maxlength: "24", value: username || "",
    autocomplete: "username", "aria-describedby": `${id}-error` });
  const pass = h("input", { id: `${id}-pass`, name: "password", type: "password", required: true, minlength: "8", maxlength: "256",
    autocomplete: id === "signup" ? "new-password" : "current-password", "aria-describedby": `${id}-error` });
  const error = h("p.error", { id: `${id}-error`, role: "alert" });
  return h("form.account-form", {
    id,
    onsubmit: async (e) => {
      e.preventDefault();
      error.textContent = "";
      try {
        await send(user.value.trim(), pass.value);
      } catch (err) {
        error.textContent = why(err);
      }
    },
  },
  h("h2", {}, title), note ? h("p.muted", {}, note) : null,
  h("label.field", { for: user.id }, h("span", {}, t("account.username")), user),
  h("label.field", { for: pass.id }, h("span", {}, t("account.password")), pass,
    id === "signup" ? h("small", {}, t("account.password.hint")) : null),
  h("button.primary", { type: "submit" }, button), error);
}

export async function showAccount(app, go) {
  document.title = t("title.account");

  async function draw() {
    const s = await getSession();
    if (s && s.account) return drawAccount(s);
    const done = () => draw();
    fill(app, h("div.account", {},
      h("h1", {}, t("account.title")),
      h("p.lead", {}, t(s ? "account.guest" : "account.why", { name: s ? s.name : "" })),
      h("div.account-grid", {},
        h("section.card", {}, credentials("signup", t("account.signup"), t("account.signup.submit"), s && s.name,
          (username, password) => account("account", { username, password }).then(done),
          s ? t("account.signup.keep", { name: s.name }) : null)),
        h("section.card", {}, credentials("login", t("account.login"), t("account.login.submit"), "",
          (username, password) => account("account/login", { username, password }).then(done))))));
  }

  /** One's sessions, the latest seen first, each but this one with "log out this one". */
  async function drawSessions(list) {
    let out;
    try {
      out = await api("GET", "/api/account/sessions");
    } catch (err) {
      fill(list, h("li.error", {}, why(err)));
      return;
    }
    fill(list, ...out.sessions.map((x) => h("li.session", { dataset: { session: x.id } },
      h("strong", {}, x.agent), ` · ${x.address} · `,
      h("span.muted", {}, t("account.sessions.seen", { when: new Date(x.seen * 1000).toLocaleString(lang) })),
      x.current ? [" · ", h("span.tag", {}, t("account.sessions.current"))]
        : h("button", { type: "button", onclick: () => api("POST", `/api/account/sessions/${encodeURIComponent(x.id)}/end`)
          .then(() => { toast(t("account.sessions.ended")); drawSessions(list); }, (err) => toast(why(err), "error")) },
        t("account.sessions.end")))));
  }

  /** Change the password: the current one first; every other session ends. */
  function passwordForm(list) {
    const current = h("input", { id: "password-current", type: "password", required: true, autocomplete: "current-password", "aria-describedby": "password-error" });
    const next = h("input", { id: "password-new", type: "password", required: true, minlength: "8", maxlength: "256", autocomplete: "new-password", "aria-describedby": "password-error" });
    const error = h("p.error", { id: "password-error", role: "alert" });
    return h("form.password-form", {
      id: "password-form",
      onsubmit: async (e) => {
        e.preventDefault();
        error.textContent = "";
        try {
          await api("POST", "/api/account/password", { current: current.value, new: next.value });
        } catch (err) {
          error.textContent = err.code === "bad-login" ? t("account.password.wrong") : why(err);
          return;
        }
        current.value = next.value = "";
        toast(t("account.password.changed"));
        drawSessions(list);
      },
    }, h("h2", {}, t("account.password.change")),
    h("label.field", { for: current.id }, h("span", {}, t("account.password.current")), current),
    h("label.field", { for: next.id }, h("span", {}, t("account.password.new")), next, h("small", {}, t("account.password.hint"))),
    h("button", { type: "submit" }, t("account.password.submit")), error);
  }

  function drawAccount(s) {
    const profile = `/players/${encodeURIComponent(s.name)}`;
    const pass = h("input", { id: "delete-pass", type: "password", required: true, autocomplete: "current-password", "aria-describedby": "delete-error" });
    const error = h("p.error", { id: "delete-error", role: "alert" });
    const call = (what, body, then) => account(what, body).then(then, (err) => {
      if (what === "account/delete") error.textContent = err.code === "bad-login" ? t("account.delete.wrong") : why(err);
      else toast(why(err), "error");
    });
    const sessions = h("ul.session-list", { id: "sessions", "aria-live": "polite" });
    drawSessions(sessions);
    fill(app, h("div.account", {},
      h("h1", {}, t("account.title")),
      h("p.lead", {}, t("account.signedIn", { name: s.name }), " ",
        h("a", { href: profile, dataset: { link: "" } }, t("account.profile"))),
      h("section.card", {},
        h("h2", {}, t("account.sessions")),
        sessions,
        h("div.choices", {},
          h("button", { type: "button", id: "logout", onclick: () => call("account/logout", undefined, () => go("/")) }, t("account.logout")),
          h("button", { type: "button", id: "logout-everywhere", onclick: () => call("account/logout-everywhere", undefined, () => go("/")) },
            t("account.logoutEverywhere"))),
        h("p.muted", {}, t("account.logoutEverywhere.hint"))),
      h("section.card", {}, passwordForm(sessions)),
      botCard(),
      h("section.card", {},
        h("h2", {}, t("account.data")),
        h("p", {}, t("account.data.text")),
        // download="" keeps the server's file name (Content-Disposition).
        h("a.button", { href: "/api/account/data", download: "", id: "my-data" }, t("account.data.download"))),
      h("section.card.danger-zone", {},
        h("h2", {}, t("account.delete")),
        h("p", {}, t("account.delete.text")),
        h("form.delete-form", {
          onsubmit: (e) => {
            e.preventDefault();
            error.textContent = "";
            call("account/delete", { password: pass.value }, () => {
              toast(t("account.deleted"));
              go("/");
            });
          },
        }, h("label.field", { for: "delete-pass" }, h("span", {}, t("account.delete.password")), pass),
        h("button.danger", { type: "submit" }, t("account.delete.submit")), error))));
  }

  await draw();
  return null;
}

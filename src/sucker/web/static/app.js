// The single-page app: client-side routes on location.pathname.
//   /               home and lobby        (lobby.js)
//   /table/{id}     a table, live         (table.js)
//   /replay         finished games        (replays.js)
//   /replay/{id}    the replay viewer     (replay.js)
//   /rules          rules and tutorial    (rulespage.js, tutorial.js)
//   /account        sign up, log in, my data (account.js)
//   /leaderboard, /players/{name}   ratings and profiles (people.js)
// Each view's module is loaded when its route is first shown.

import { getSession } from "./api.js";
import { lang, setLang, t } from "./i18n.js";
import { fill, h } from "./ui.js";

/** A view's module. A failed import after an update means this page's version is gone from
 *  the server: load the page again rather than mix versions. */
async function view(name) {
  try {
    return await import(`./${name}.js`);
  } catch (err) {
    if (!sessionStorage.getItem("sucker.reloaded")) {
      sessionStorage.setItem("sucker.reloaded", "1");
      location.reload();
    }
    throw err;
  }
}

/** The page's description for search engines and link previews, in the page's language. */
function describePage(key) {
  document.querySelector('meta[name="description"]')?.setAttribute("content", t(`meta.${key}`));
}

let leave = null; // the current view's clean-up (closes sockets, timers)
let routes = 0;

export function go(path) {
  history.pushState(null, "", path);
  route();
}

async function route() {
  if (leave) leave();
  leave = null;
  const mine = ++routes;
  const app = document.getElementById("app");
  const path = location.pathname;
  let m;
  let done = null;
  document.querySelectorAll("nav a").forEach((a) => {
    const href = a.getAttribute("href");
    a.toggleAttribute("aria-current", href === "/" ? path === "/" || path.startsWith("/table") : path.startsWith(href));
  });
  // [module, how to show it, meta description] of the path; null: not found.
  let shown = null;
  if (path === "/") shown = ["lobby", (v) => v.showLobby(app, go), "lobby"];
  else if ((m = path.match(/^\/table\/([\w-]+)\/?$/))) shown = ["table", (v) => v.showTable(app, m[1], go), "table"];
  else if (/^\/replay\/?$/.test(path)) shown = ["replays", (v) => v.showReplays(app, go), "replays"];
  else if ((m = path.match(/^\/replay\/([\w-]+)\/?$/))) shown = ["replay", (v) => v.showReplay(app, m[1], go), "replays"];
  else if (path === "/rules") shown = ["rulespage", (v) => v.showRules(app, go), "rules"];
  else if (path === "/account") shown = ["account", (v) => v.showAccount(app, go), "lobby"];
  else if (path === "/leaderboard") shown = ["people", (v) => v.showLeaderboard(app, go), "leaderboard"];
  else if ((m = path.match(/^\/players\/([^/]+)\/?$/))) shown = ["people", (v) => v.showPlayer(app, decodeURIComponent(m[1]), go), "leaderboard"];
  if (shown) {
    describePage(shown[2]);
    const mod = await view(shown[0]);
    if (mine !== routes) return; // another route began while the module loaded
    done = await shown[1](mod);
  } else {
    describePage("lobby");
    document.title = t("title.notFound");
    fill(app, h("section.card.narrow", {}, h("h1", {}, t("notFound")),
      h("p", {}, h("a", { href: "/", dataset: { link: "" } }, t("notFound.lobby")))));
  }
  sessionStorage.removeItem("sucker.reloaded");
  if (mine !== routes) {
    if (done) done(); // another route began meanwhile
  } else {
    leave = done;
    // A new page: start reading from it, unless the person is already at work in it (a view
    // may finish loading its lists after they began typing).
    if (mine > 1 && !app.contains(document.activeElement)) app.focus({ preventScroll: true });
  }
}

/** Who you are, linked to your profile (an account) or to the account page (a guest,
 *  who may sign up there to keep their games). */
async function showMe() {
  const s = await getSession();
  const mine = s && s.account ? `/players/${encodeURIComponent(s.name)}` : "/account";
  fill(document.getElementById("me"), s ? h("a", { href: mine, dataset: { link: "" } }, t("me", { name: s.name })) : "");
  const link = document.getElementById("account-link");
  link.textContent = t(s && s.account ? "nav.account" : "nav.login");
}

/** The words of index.html itself, and the EN/FR switch showing the language in use. */
function translatePage() {
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
  for (const b of document.querySelectorAll("[data-lang]")) b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
}

document.querySelector(".langs").addEventListener("click", (e) => {
  const b = e.target.closest("[data-lang]");
  if (b && b.dataset.lang !== lang) setLang(b.dataset.lang);
});
// Another language: every view is drawn again in it (a table resyncs with a snapshot).
document.addEventListener("lang", () => {
  translatePage();
  showMe();
  route();
});

document.addEventListener("click", (e) => {
  const a = e.target.closest("a[data-link]");
  if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  go(a.getAttribute("href"));
});
document.addEventListener("session", showMe);
window.addEventListener("popstate", route);
translatePage();
showMe();
route();

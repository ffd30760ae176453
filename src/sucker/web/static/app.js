// The single-page app: client-side routes on location.pathname.
//   /               home and lobby        (lobby.js)
//   /table/{id}     a table, live         (table.js)
//   /replay[/{id}]  the replay viewer     (replay.js)
//   /rules          rules and tutorial    (rulespage.js)

import { getSession } from "./api.js";
import { showLobby } from "./lobby.js";
import { showReplay } from "./replay.js";
import { showRules } from "./rulespage.js";
import { showTable } from "./table.js";
import { fill, h } from "./ui.js";

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
  if (path === "/") done = await showLobby(app, go);
  else if ((m = path.match(/^\/table\/([\w-]+)\/?$/))) done = await showTable(app, m[1], go);
  else if ((m = path.match(/^\/replay(?:\/([\w-]+))?\/?$/))) done = await showReplay(app, m[1] || null, go);
  else if (path === "/rules") done = await showRules(app, go);
  else fill(app, h("h1", {}, "Page not found"), h("p", {}, h("a", { href: "/", dataset: { link: "" } }, "Go to the lobby")));
  if (mine !== routes) {
    if (done) done(); // another route began meanwhile
  } else {
    leave = done;
    if (mine > 1) app.focus({ preventScroll: true }); // a new page: start reading from it
  }
}

async function showMe() {
  const s = await getSession();
  fill(document.getElementById("me"), s ? `You: ${s.name}` : "");
}

document.addEventListener("click", (e) => {
  const a = e.target.closest("a[data-link]");
  if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  go(a.getAttribute("href"));
});
document.addEventListener("session", showMe);
window.addEventListener("popstate", route);
showMe();
route();

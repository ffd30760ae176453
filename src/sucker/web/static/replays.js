// The "Replays" page: finished public games (GET /api/tables?status=over) with filters —
// a player's name, the number of players, games with AIs, my games — and, beside them,
// a record file to open offline.

import { api, getSession, problem } from "./api.js";
import { t } from "./i18n.js";
import { uploadBox } from "./replay.js";
import { chip, colorName, fill, h } from "./ui.js";

function line(tb) {
  const names = tb.seats.map((s) => s.name || "?").join(", ");
  const link = `/replay/${tb.id}`;
  return h("li.table-line", { dataset: { table: tb.id } },
    h("span.seats", { "aria-hidden": "true" }, tb.seats.map((s) => chip(s.color, { class: "chip small" }))),
    h("span.what", {}, h("strong", {}, t("table.title", { id: tb.id })),
      ` · ${t("replays.players", { n: tb.rules.players })} · ${names}`,
      tb.winner ? ` · ${t("lobby.wonBy", { color: colorName(tb.winner) })}` : null),
    h("a.button", { href: link, dataset: { link: "" } }, t("lobby.replay")));
}

export async function showReplays(app) {
  document.title = t("title.replay");
  const session = await getSession().catch(() => null);
  const list = h("ul.tables", { id: "replay-list", "aria-busy": "true" });
  const count = h("p.muted", { id: "replay-count", role: "status" });
  const name = h("input", { id: "f-name", type: "search", autocomplete: "off" });
  const players = h("select", { id: "f-players" }, h("option", { value: "" }, t("replays.any")),
    [3, 4, 5, 6].map((n) => h("option", { value: String(n) }, String(n))));
  const ai = h("input", { id: "f-ai", type: "checkbox" });
  const mine = h("input", { id: "f-mine", type: "checkbox" });
  let tables = [];

  function shown() {
    const who = name.value.trim().toLowerCase();
    return tables.filter((tb) =>
      (!who || tb.seats.some((s) => (s.name || "").toLowerCase().includes(who))) &&
      (!players.value || tb.rules.players === Number(players.value)) &&
      (!ai.checked || tb.seats.some((s) => (s.kind || "").startsWith("ai"))) &&
      (!mine.checked || tb.seats.some((s) => s.you || (session && s.name === session.name && !(s.kind || "").startsWith("ai")))));
  }
  function draw() {
    const out = shown();
    count.textContent = t("replays.count", { n: out.length });
    fill(list, out.length ? out.map(line) : h("li.muted", {}, t("replays.none")));
  }
  for (const el of [name, players, ai, mine]) el.addEventListener("input", draw);

  const filters = h("form.filters", { role: "search", "aria-label": t("replays.filters"), onsubmit: (e) => e.preventDefault() },
    h("label.field", { for: "f-name" }, h("span", {}, t("replays.name")), name),
    h("label.field", { for: "f-players" }, h("span", {}, t("replays.players.label")), players),
    h("label.check", {}, ai, " ", t("replays.ai")),
    h("label.check", {}, mine, " ", t("replays.mine")));
  fill(app, h("div.replays", {},
    h("h1", {}, t("replays.title")),
    h("div.lobby", {},
      h("section.card", { "aria-labelledby": "finished-h" }, h("h2", { id: "finished-h" }, t("replays.finished")), filters, count, list),
      uploadBox(app))));
  try {
    ({ tables } = await api("GET", "/api/tables?status=over"));
    draw();
  } catch (err) {
    fill(list, h("li.muted", {}, t("lobby.cannotLoad", { why: problem(err.code, err.message) })));
  }
  list.setAttribute("aria-busy", "false");
  return null;
}

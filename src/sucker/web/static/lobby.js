// Home and lobby: choose a name, create a table, see open tables and games to watch.

import { api, getSession, setName } from "./api.js";
import { chip, fill, h, toast } from "./ui.js";

/** A form to choose (or change) the display name; calls onDone(session). */
export function nameForm(current, onDone) {
  const input = h("input", { id: "name", name: "name", required: true, maxlength: "24", autocomplete: "nickname",
    value: current || "", placeholder: "e.g. Ada" });
  const form = h("form.name-form", {
    onsubmit: async (e) => {
      e.preventDefault();
      try {
        onDone(await setName(input.value.trim()));
      } catch (err) {
        toast(err.message, "error");
      }
    },
  }, h("label", { for: "name" }, "Your name at the table"), input, h("button.primary", { type: "submit" }, current ? "Rename" : "Continue"));
  return form;
}

function tableLine(t, go) {
  const seated = t.seats.filter((s) => s.kind).length;
  const names = t.seats.filter((s) => s.name).map((s) => s.name).join(", ");
  const rules = `${t.rules.players} players, ${t.rules.chips} chips${t.rules.variant !== "nash1950" ? `, ${t.rules.variant}` : ""}`;
  const link = t.status === "over" ? `/replay/${t.id}` : `/table/${t.id}`;
  const verb = t.status === "open" ? (t.seats.some((s) => s.you) ? "Return" : "Join") : t.status === "playing" ? "Watch" : "Replay";
  return h("li.table-line", { dataset: { table: t.id } },
    h("span.seats", { "aria-hidden": "true" }, t.seats.map((s) => chip(s.color, { class: `chip small${s.kind ? "" : " empty"}` }))),
    h("span.what", {}, h("strong", {}, `Table ${t.id}`), ` · ${rules} · ${seated}/${t.seats.length} seated`,
      names ? h("span.names", {}, ` · ${names}`) : null,
      t.status === "over" && t.winner ? ` · won by ${t.winner}` : null),
    h("a.button", { href: link, dataset: { link: "" }, onclick: (e) => { e.preventDefault(); go(link); } }, verb));
}

export async function showLobby(app, go) {
  let session = await getSession();
  const lists = {
    open: h("ul.tables", { id: "open-tables" }),
    playing: h("ul.tables", { id: "playing-tables" }),
    over: h("ul.tables", { id: "over-tables" }),
  };
  const createBox = h("section.card", { "aria-labelledby": "create-h" });
  const nameBox = h("section.card.name-card", { "aria-labelledby": "name-h" });

  function field(label, input, hint) {
    return h("label.field", {}, h("span", {}, label), input, hint ? h("small", {}, hint) : null);
  }
  function select(name, options, value) {
    return h("select", { name }, options.map(([v, text]) => h("option", { value: v, selected: String(v) === String(value) }, text)));
  }

  function drawName() {
    fill(nameBox, h("h2", { id: "name-h" }, session ? `Welcome, ${session.name}` : "Welcome"),
      session ? h("p", {}, "Play the 1950 game of alliances and betrayal by John Nash and friends. Change your name here:") :
        h("p", {}, "Choose a name to create or join a table. No account needed."),
      nameForm(session && session.name, (s) => { session = s; drawName(); drawCreate(); refresh(); }));
  }

  function drawCreate() {
    if (!session) {
      fill(createBox, h("h2", { id: "create-h" }, "New table"), h("p.muted", {}, "Choose a name first."));
      return;
    }
    const form = h("form.create", {
      onsubmit: async (e) => {
        e.preventDefault();
        const f = new FormData(form);
        const body = {
          players: Number(f.get("players")),
          chips: Number(f.get("chips")),
          variant: f.get("variant"),
          private: f.get("private") === "on",
          decision_seconds: Number(f.get("decision_seconds")),
          ai_level: f.get("ai_level"),
        };
        try {
          const t = await api("POST", "/api/tables", body);
          go(`/table/${t.id}${t.invite ? `?invite=${encodeURIComponent(t.invite)}` : ""}`);
        } catch (err) {
          toast(err.message, "error");
        }
      },
    },
    field("Players", select("players", [[3, "3"], [4, "4"], [5, "5"], [6, "6"]], 4)),
    field("Chips each", h("input", { type: "number", name: "chips", min: "1", max: "20", value: "7", required: true }), "1–20; fewer chips make a shorter game"),
    field("Rules", select("variant", [["nash1950", "Standard (Nash 1950)"], ["sucker-bench", "Simplified (benchmark sheet)"]], "nash1950")),
    field("Time per decision", select("decision_seconds", [[30, "30 s"], [60, "1 min"], [120, "2 min"], [300, "5 min"], [600, "10 min"]], 60)),
    field("AI level", select("ai_level", [["easy", "Easy"], ["medium", "Medium"], ["hard", "Hard"]], "medium"), "for seats filled by the computer"),
    h("label.check", {}, h("input", { type: "checkbox", name: "private" }), " Private (only people with the invite link)"),
    h("button.primary", { type: "submit" }, "Create table"));
    fill(createBox, h("h2", { id: "create-h" }, "New table"), form);
  }

  async function refresh() {
    for (const status of ["open", "playing", "over"]) {
      try {
        const { tables } = await api("GET", `/api/tables?status=${status}`);
        const shown = tables.slice(0, 15);
        fill(lists[status], shown.length ? shown.map((t) => tableLine(t, go)) :
          h("li.muted", {}, { open: "No open table — create one!", playing: "No game being played.", over: "No finished game yet." }[status]));
      } catch (err) {
        fill(lists[status], h("li.muted", {}, `Cannot load tables: ${err.message}`));
      }
    }
  }

  drawName();
  drawCreate();
  fill(app,
    h("div.lobby", {},
      h("div.col", {}, nameBox, createBox),
      h("div.col", {},
        h("section.card", { "aria-labelledby": "open-h" }, h("h2", { id: "open-h" }, "Open tables"), lists.open),
        h("section.card", { "aria-labelledby": "playing-h" }, h("h2", { id: "playing-h" }, "Games to watch"), lists.playing),
        h("section.card", { "aria-labelledby": "over-h" }, h("h2", { id: "over-h" }, "Finished games"), lists.over,
          h("p", {}, h("a", { href: "/replay", dataset: { link: "" } }, "Open a record file…"))))));
  document.title = "So Long Sucker — lobby";
  await refresh();
  const timer = setInterval(refresh, 5000);
  return () => clearInterval(timer);
}

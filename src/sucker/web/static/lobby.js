// Home and lobby: what the game is, one-click ways to play (against the computer, with
// friends, find a game), a name, the full new-table form, open tables and games to watch.

import { api, getConfig, getSession, problem, setName } from "./api.js";
import { has, lang, t } from "./i18n.js";
import { chip, colorName, fill, h, toast } from "./ui.js";

const SIZES = [3, 4, 5, 6];
const WAITS = [15, 30, 60, 120, 300];

/** A form to choose (or change) the display name; calls onDone(session). */
export function nameForm(current, onDone) {
  const input = h("input", { id: "name", name: "name", required: true, maxlength: "24", autocomplete: "nickname",
    value: current || "", placeholder: t("name.placeholder"), "aria-describedby": "name-error" });
  const error = h("p.error", { id: "name-error", role: "alert" });
  const form = h("form.name-form", {
    onsubmit: async (e) => {
      e.preventDefault();
      const name = input.value.trim();
      // Checked here too: a blank name would otherwise come back as the server's raw message.
      error.textContent = name ? "" : t("name.blank");
      input.setAttribute("aria-invalid", String(!name));
      if (!name) return;
      try {
        onDone(await setName(name));
      } catch (err) {
        error.textContent = problem(err.code, err.status === 422 ? t("name.invalid") : err.message);
      }
    },
  }, h("label", { for: "name" }, t("name.label")), input, h("button.primary", { type: "submit" }, t(current ? "name.rename" : "name.continue")), error);
  getConfig().then((c) => { if (c.name_max) input.maxLength = c.name_max; }, () => {});
  return form;
}

function tableLine(tb, go) {
  const seated = tb.seats.filter((s) => s.kind).length;
  const names = tb.seats.filter((s) => s.name).map((s) => s.name).join(", ");
  const rules = t(tb.rules.variant !== "nash1950" ? "lobby.rules.variant" : "lobby.rules",
    { players: tb.rules.players, chips: t("table.chips", { n: tb.rules.chips }), variant: tb.rules.variant });
  const link = tb.status === "over" ? `/replay/${tb.id}` : `/table/${tb.id}`;
  const full = seated === tb.seats.length; // nobody else can sit: only watch it start
  const verb = tb.status === "open" ? (tb.seats.some((s) => s.you) ? "lobby.return" : full ? "lobby.watch" : "lobby.join")
    : tb.status === "playing" ? "lobby.watch" : "lobby.replay";
  return h("li.table-line", { dataset: { table: tb.id } },
    h("span.seats", { "aria-hidden": "true" }, tb.seats.map((s) => chip(s.color, { class: `chip small${s.kind ? "" : " empty"}` }))),
    h("span.what", {}, h("strong", {}, t("table.title", { id: tb.id })), " ",
      h(`span.badge${tb.rated ? ".rated" : ""}`, {}, t(tb.rated ? "lobby.rated" : "lobby.casual")),
      ` · ${rules} · ${t("lobby.seated", { n: seated, of: tb.seats.length })}`,
      names ? h("span.names", {}, ` · ${names}`) : null,
      tb.status === "over" && tb.winner ? ` · ${t("lobby.wonBy", { color: colorName(tb.winner) })}` : null),
    h("a.button", { href: link, dataset: { link: "" } }, t(verb)));  // the page's link handler routes it
}

const LEVEL = "sucker.level";
const PLAYERS = "sucker.players";
const WAIT = "sucker.wait";

/** A choice remembered on this browser (the last level, size, wait). */
function remembered(key, fallback, allowed) {
  try {
    const v = localStorage.getItem(key);
    return allowed.map(String).includes(v) ? v : String(fallback);
  } catch {
    return String(fallback);
  }
}

function remember(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch { /* not remembered */ }
}

export async function showLobby(app, go) {
  let session = await getSession();
  // The AI levels and rules are the server's (GET /api/config); without it, the defaults alone.
  const config = await getConfig().catch(() => ({}));
  const levels = Array.isArray(config.levels) && config.levels.length ? config.levels : ["medium"];
  const variants = Array.isArray(config.variants) && config.variants.length ? config.variants : ["nash1950"];
  let pending = null; // a quick-play click that waits for the newcomer's name
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

  function named(s) {
    session = s;
    drawName();
    drawCreate();
    drawRated();
    refresh();
    const then = pending;
    pending = null;
    if (then) then(); // the game asked for before the name
    else document.getElementById("play-computer")?.focus(); // the next step, not <body>
  }

  function drawName() {
    const form = nameForm(session && session.name, named);
    fill(nameBox, h("h2", { id: "name-h" }, session ? t("lobby.welcome.name", { name: session.name }) : t("lobby.welcome")),
      h("p.lead", {}, t("home.lead")),
      h("p.lead", {}, t("home.lead2"), " ", h("a", { href: "/rules", dataset: { link: "" } }, t("home.rules"))),
      h("p", {}, h("a.button.learn", { href: "/rules#tutorial", id: "learn-link", dataset: { link: "" } }, t("home.learn"))),
      !session ? [h("p.muted", { id: "name-why" }, t("lobby.intro")), form]
        : session.account ? h("p", {}, h("a", { href: `/players/${encodeURIComponent(session.name)}`, dataset: { link: "" } }, t("home.myGames")))
          : [h("p", {}, h("a", { href: "/account", dataset: { link: "" } }, t("home.keep"))),
            h("details.rename", {}, h("summary", {}, t("home.rename")), form)]);
  }

  /** Run `then` now, or once the newcomer has a name (their name is asked first). */
  function withName(then) {
    if (session) return then();
    pending = then;
    const why = nameBox.querySelector("#name-why");
    why.textContent = t("home.nameFirst");
    why.classList.add("ask");
    nameBox.querySelector("#name").focus();
  }

  /** `run` as the answer to a click, once at a time: a double click, or a click while the
   *  server has not answered, makes one table, not two. */
  let asking = false;
  function once(run) {
    return async (...args) => {
      if (asking) return;
      asking = true;
      try {
        await run(...args);
      } finally {
        asking = false;
      }
    };
  }

  /** Casual and untimed (the game waits), or rated with the standard clock (accounts). */
  const playComputer = once(async (rated = false) => {
    try {
      const tb = await api("POST", "/api/play/computer", { level: remembered(LEVEL, "medium", levels), players: Number(remembered(PLAYERS, 4, SIZES)), lang, rated });
      go(`/table/${tb.id}`);
    } catch (err) {
      toast(problem(err.code, err.message), "error");
    }
  });

  const playFriends = once(async () => {
    let tb;
    try {
      tb = await api("POST", "/api/play/friends", { lang });
    } catch (err) {
      toast(problem(err.code, err.message), "error");
      return;
    }
    const path = `/table/${tb.id}?invite=${encodeURIComponent(tb.invite)}`;
    const link = location.origin + path;
    let copied = false;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch { /* no clipboard here: the link is shown to copy by hand */ }
    fill(friendsBox,
      h("p", { role: "status" }, copied ? t("home.friends.copied") : t("home.friends.copyIt")),
      h("input.invite-link", { readonly: true, value: link, "aria-label": t("table.invite.label"), onfocus: (e) => e.target.select() }),
      h("a.button.primary", { href: path, dataset: { link: "" } }, t("home.friends.go")));
  });

  const findGame = once(async () => {
    try {
      const tb = await api("POST", "/api/play/find", { players: Number(remembered(PLAYERS, 4, SIZES)), wait: Number(remembered(WAIT, 60, WAITS)), lang });
      go(`/table/${tb.id}${tb.invite ? `?invite=${encodeURIComponent(tb.invite)}` : ""}`);
    } catch (err) {
      toast(problem(err.code, err.message), "error");
    }
  });

  const friendsBox = h("div.friends-box", { id: "friends-box" });
  const ratedSlot = h("span.rated-slot");
  /** "Play rated" is for accounts: redrawn when the session changes. */
  function drawRated() {
    fill(ratedSlot, session && session.account
      ? h("button", { type: "button", id: "play-rated", title: t("home.rated.hint"), onclick: () => playComputer(true) }, t("home.rated")) : null);
  }
  const levelSel = select("level", levels.map((l) => [l, t(`level.${l}`)]), remembered(LEVEL, "medium", levels));
  levelSel.addEventListener("change", () => remember(LEVEL, levelSel.value));
  const sizeSel = select("quick-players", SIZES.map((n) => [n, String(n)]), remembered(PLAYERS, 4, SIZES));
  sizeSel.addEventListener("change", () => remember(PLAYERS, sizeSel.value));
  const waitSel = select("wait", WAITS.map((w) => [w, w < 60 ? `${w} s` : `${w / 60} min`]), remembered(WAIT, 60, WAITS));
  waitSel.addEventListener("change", () => remember(WAIT, waitSel.value));
  const quickBox = h("section.card.quick", { "aria-labelledby": "quick-h" },
    h("div.quick-top", {}, h("h2", { id: "quick-h" }, t("home.play")),
      h("label.inline", {}, t("create.players"), " ", sizeSel)),
    h("div.quick-row", {},
      h("button.primary", { type: "button", id: "play-computer", onclick: () => withName(() => playComputer(false)) }, t("home.computer")),
      ratedSlot,
      h("label.inline", {}, t("create.level"), " ", levelSel)),
    h("p.muted.small", {}, t("home.computer.hint")),
    h("div.quick-row", {},
      h("button", { type: "button", id: "play-friends", onclick: () => withName(playFriends) }, t("home.friends"))),
    h("p.muted.small", {}, t("home.friends.hint")),
    friendsBox,
    h("div.quick-row", {},
      h("button", { type: "button", id: "find-game", onclick: () => withName(findGame) }, t("home.find")),
      h("label.inline", {}, t("home.find.wait"), " ", waitSel)),
    h("p.muted.small", {}, t("home.find.hint")));

  function drawCreate() {
    if (!session) {
      fill(createBox, h("h2", { id: "create-h" }, t("create.title")), h("p.muted", {}, t("error.no-session")));
      return;
    }
    const create = once(async () => {
      const f = new FormData(form);
      const body = {
        players: Number(f.get("players")),
        chips: Number(f.get("chips")),
        variant: f.get("variant"),
        private: f.get("private") === "on",
        decision_seconds: Number(f.get("decision_seconds")),
        ai_level: f.get("ai_level"),
        rated: f.get("rated") === "on",
        no_bots: f.get("no_bots") === "on",
        lang,
      };
      try {
        const tb = await api("POST", "/api/tables", body);
        go(`/table/${tb.id}${tb.invite ? `?invite=${encodeURIComponent(tb.invite)}` : ""}`);
      } catch (err) {
        toast(problem(err.code, err.message), "error");
      }
    });
    const form = h("form.create", {
      onsubmit: (e) => {
        e.preventDefault();
        create();
      },
    },
    field(t("create.players"), select("players", [[3, "3"], [4, "4"], [5, "5"], [6, "6"]], 4)),
    field(t("create.chips"), h("input", { type: "number", name: "chips", min: "1", max: "20", value: "7", required: true }), t("create.chips.hint")),
    field(t("create.rules"), select("variant", variants.map((v) => [v, has(`create.rules.${v}`) ? t(`create.rules.${v}`) : v]), "nash1950")),
    field(t("create.time"), select("decision_seconds", [[30, "30 s"], [60, "1 min"], [120, "2 min"], [300, "5 min"], [600, "10 min"], [0, t("create.time.none")]], 60), t("create.time.hint")),
    field(t("create.level"), select("ai_level", levels.map((l) => [l, t(`level.${l}`)]), "medium"), t("create.level.hint")),
    h("label.check", {}, h("input", { type: "checkbox", name: "private" }), " ", t("create.private")),
    h("label.check", {}, h("input", { type: "checkbox", name: "no_bots" }), " ", t("create.noBots")),
    // Rated tables need an account in every human seat (the server says so too).
    h("label.check", {}, h("input", { type: "checkbox", name: "rated", disabled: !session.account }), " ", t("create.rated"),
      h("small.muted", {}, " ", t(session.account ? "create.rated.hint" : "create.rated.account"))),
    h("button.primary", { type: "submit" }, t("create.submit")));
    fill(createBox, h("h2", { id: "create-h" }, t("create.title")), form);
  }

  async function refresh() {
    for (const status of ["open", "playing", "over"]) {
      try {
        const { tables } = await api("GET", `/api/tables?status=${status}`);
        const shown = tables.slice(0, 15);
        fill(lists[status], shown.length ? shown.map((t) => tableLine(t, go)) :
          h("li.muted", {}, t(`lobby.none.${status}`)));
      } catch (err) {
        fill(lists[status], h("li.muted", {}, t("lobby.cannotLoad", { why: problem(err.code, err.message) })));
      }
    }
  }

  drawName();
  drawCreate();
  drawRated();
  fill(app,
    h("h1.lobby-title", {}, t("lobby.heading")),
    h("div.lobby", {},
      h("div.col", {}, nameBox, quickBox, createBox),
      h("div.col", {},
        h("section.card", { "aria-labelledby": "open-h" }, h("h2", { id: "open-h" }, t("lobby.open")), lists.open),
        h("section.card", { "aria-labelledby": "playing-h" }, h("h2", { id: "playing-h" }, t("lobby.playing")), lists.playing),
        h("section.card", { "aria-labelledby": "over-h" }, h("h2", { id: "over-h" }, t("lobby.over")), lists.over,
          h("p", {}, h("a", { href: "/replay", dataset: { link: "" } }, t("lobby.openFile")))))));
  document.title = t("title.lobby");
  await refresh();
  const timer = setInterval(refresh, 5000);
  return () => clearInterval(timer);
}

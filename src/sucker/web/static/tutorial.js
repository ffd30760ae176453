// The tutorial: one game for three players in which you play Red against a script. Every
// kind of decision comes up once, and each is checked by the engine (rules.js): a move the
// rules forbid is explained by its rule, a legal one that the lesson did not ask for gets the
// lesson's hint; either way you try again. Between lessons the script plays a few moves at
// once ("a few moves later"), yours too, and the next lesson lists them. One lesson is a
// deal made in the chat, shown in a deals panel as on a live table and kept by the next
// move. Progress is kept in localStorage; tests/web/test_learn.py replays SCRIPT with the
// Python engine.

import { api, getSession } from "./api.js";
import { deadBox, pileAttrs, stack } from "./board.js";
import { DealsPanel } from "./deals.js";
import { explain } from "./describe.js";
import { lang, t } from "./i18n.js";
import { Game, IllegalAction } from "./rules.js";
import { chip, colorName, colorTag, fill, h, player, singleClicks } from "./ui.js";

export const RULES = { players: 3, chips: 5 };
const ME = "red";
const STORE = "sucker.tutorial";

/** A compact action: [by, act, chip?, pile?, to?] as record-format JSON. */
export function action([by, act, ...rest]) {
  if (act === "play") return { by, act, chip: rest[0], pile: rest[1] };
  if (act === "next") return { by, act, to: rest[0] };
  if (act === "kill" || act === "kill_prisoner") return { by, act, chip: rest[0] };
  if (act === "transfer") return { by, act, chip: rest[0], to: rest[1] };
  return { by, act };
}

/** The lessons: `act` is yours to find, `auto` the others' moves, `ask` a question on who
 *  moves now (answered by the engine's state), `deal` a promise to make in the chat (kept
 *  by the lesson after it). */
export const SCRIPT = [
  { say: "start", act: ["red", "play", "red", "new"] },
  { say: "give", act: ["red", "next", "green"] },
  { say: "others", auto: [["green", "play", "green", 1], ["blue", "play", "blue", 1]] },
  { say: "all", act: ["red", "play", "red", 1] },
  { say: "all.ask", ask: true },
  { say: "others2", auto: [["green", "play", "green", "new"], ["green", "next", "red"]] },
  { say: "capture", act: ["red", "play", "red", 1] },
  { say: "kill", act: ["red", "kill", "red"] },
  { say: "owner", act: ["red", "play", "green", 2] },
  { say: "later", auto: [["green", "play", "green", "new"], ["green", "next", "red"], ["red", "play", "red", 3], ["blue", "play", "blue", "new"], ["blue", "next", "red"], ["red", "play", "red", 3], ["red", "kill", "red"]] },
  { say: "deal", deal: { to: "green", chip: "blue" } },
  { say: "transfer", act: ["red", "transfer", "blue", "green"] },
  { say: "killPrisoner", act: ["red", "kill_prisoner", "green"] },
  { say: "later", auto: [["red", "play", "red", 4], ["green", "play", "green", "new"], ["green", "next", "red"], ["red", "play", "red", "new"], ["red", "next", "green"], ["green", "transfer", "blue", "red"], ["green", "play", "green", 6], ["blue", "play", "blue", 5], ["red", "play", "red", 5], ["green", "play", "green", 4], ["blue", "play", "blue", 5]] },
  { say: "rescue", act: ["red", "transfer", "blue", "green"] },
  { say: "later", auto: [["green", "play", "blue", 5], ["blue", "kill", "blue"], ["blue", "play", "blue", 4]] },
  { say: "rescued", auto: [["blue", "transfer", "red", "red"]] },
  { say: "afterRescue", act: ["red", "play", "red", 6] },
  { say: "later", auto: [["blue", "transfer", "green", "red"], ["blue", "play", "blue", 6]] },
  { say: "refuse", act: ["red", "refuse"] },
  { say: "rebound.ask", ask: true },
  { say: "later", auto: [["blue", "play", "blue", 6], ["blue", "kill", "green"], ["blue", "play", "red", 4], ["blue", "play", "red", 4], ["red", "kill", "red"], ["red", "play", "green", "new"], ["red", "next", "red"]] },
  { say: "dead", act: ["red", "play", "green", 7] },
  { say: "dead.ask", ask: true },
  { say: "later", auto: [["red", "play", "blue", "new"], ["red", "play", "red", 8], ["blue", "play", "blue", "new"], ["red", "play", "red", 8], ["red", "kill", "blue"], ["red", "play", "red", "new"], ["blue", "play", "blue", "new"], ["red", "play", "blue", "new"]] },
  { say: "win", act: ["red", "play", "red", 9] },
];

/** Every action of the script, in order (for the test against the Python engine). */
export function scriptActions() {
  return SCRIPT.flatMap((s) => (s.act ? [s.act] : s.auto || [])).map(action);
}

function saved() {
  try {
    const n = Number(localStorage.getItem(STORE));
    return Number.isInteger(n) && n > 0 && n <= SCRIPT.length ? n : 0;
  } catch {
    return 0;
  }
}

function save(n) {
  try {
    localStorage.setItem(STORE, String(n));
  } catch { /* not remembered */ }
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Lower case without accents, for reading what the learner typed. */
function plain(text) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Whether `text` promises the prisoner of `deal` to its player, in either language. */
function promises(text, deal) {
  const words = plain(text);
  const named = (c) => [plain(colorName(c)), c].some((w) => new RegExp(`\\b${w}\\b`).test(words));
  return named(deal.to) && named(deal.chip);
}

/** The tutorial's section; `go` navigates (for "play against the computer"). */
export function tutorial(go) {
  const box = singleClicks(h("section.card.tutorial", { id: "tutorial", "aria-labelledby": "tut-h" }));
  let game;
  let step;
  let log;
  let picked = null; // the chip chosen before a pile
  let said = ""; // the last explanation of a wrong move
  let fresh = []; // what the last lesson did, shown with the next one
  let deals = []; // the deals panel's entries
  const chatList = h("ul.chat", { id: "tut-chat", "aria-label": t("chat.title"), tabindex: "0" });
  const chatInput = h("input", { id: "tut-chat-input", maxlength: "300", autocomplete: "off", "aria-label": t("chat.input"), placeholder: t("chat.placeholder") });
  const chatForm = h("form.chat-form", { onsubmit: (e) => { e.preventDefault(); propose(chatInput.value.trim()); } },
    chatInput, h("button", { type: "submit", id: "tut-send" }, t("chat.send")));
  const phrase = h("button.phrase", { type: "button", id: "tut-phrase", onclick: () => { chatInput.value = t("tutorial.deal.phrase"); chatInput.focus(); } },
    t("tutorial.deal.phrase"));
  let panel = null; // the live table's deals panel, made with the first deal

  /** The deals panel, made (showing the deals) when the first deal is said. */
  function dealsPanel() {
    if (!panel && deals.length) {
      panel = new DealsPanel({ chatEls: [chatList], who: player, settled: (i) => log[i] || "", showLine: () => panel.showTab(false) });
      panel.showTab(true);
    }
    return deals.length ? panel : null;
  }

  function start(upTo) {
    game = new Game(RULES, "red");
    log = [];
    deals = [];
    fill(chatList);
    step = 0;
    while (step < upTo) run(SCRIPT[step], true);
  }

  /** Say `text` in the tutorial's chat; as the deal's lesson, it goes on the deals panel. */
  function say(text, deal) {
    chatList.append(h("li", {}, h("span.who", {}, chip(ME, { class: "chip small" }), " ", player(ME)), t("chat.colon"), h("span.text", {}, text)));
    deals.push({ id: 1, kind: "promise", by: ME, to: deal.to, status: "open", line: 0, settled_by: null,
      what: { [lang]: t("tutorial.deal.what", { color: colorName(deal.chip) }) } });
  }

  /** Apply a lesson's actions (yours or the script's) and log them; a deal's lesson says
   *  its promise (the phrase, when replaying saved progress), and the move that gives the
   *  promised prisoner keeps it. */
  function run(s, quiet, text) {
    fresh = [];
    if (s.deal) say(text || t("tutorial.deal.phrase"), s.deal);
    for (const a of s.act ? [s.act] : s.auto || []) {
      const prev = game.stateJson();
      const done = action(a);
      game.apply(done);
      const line = explain(prev, done, game.stateJson(), player);
      log.push(line);
      // The script's moves for Red are said to be so: nobody chose them.
      fresh.push(s.auto && a[0] === ME ? t("tutorial.forYou", { what: line }) : line);
      for (const d of deals) {
        if (d.status === "open" && done.act === "transfer" && done.to === d.to) {
          d.status = "kept";
          d.settled_by = { index: log.length - 1, action: done };
        }
      }
    }
    step += 1;
    save(step);
    if (!quiet) {
      picked = null;
      said = "";
    }
  }

  function attempt(a) {
    const s = SCRIPT[step];
    if (s.act && same(a, action(s.act))) {
      run(s);
      draw(true);
      return;
    }
    try {
      game.check(a);
      said = t(`tutorial.s.${s.say}.hint`);
    } catch (err) {
      said = err instanceof IllegalAction ? t(`tutorial.why.${err.rule}`) : String(err.message);
    }
    picked = null;
    draw(true);
  }

  function propose(text) {
    const s = SCRIPT[step];
    if (!s || !s.deal || !text) return;
    if (!promises(text, s.deal)) {
      said = t("tutorial.s.deal.hint");
      draw(false, "#tut-chat-input");
      return;
    }
    chatInput.value = "";
    run(s, false, text);
    draw(true);
    panel?.showTab(true); // the promise, as the deals panel of a live table shows it
  }

  function answer(c) {
    const s = SCRIPT[step];
    const right = game.stateJson().to_act;
    if (c === right) {
      step += 1;
      save(step);
      said = "";
      log.push(t("tutorial.answer.right", { who: player(c) }));
      fresh = [log.at(-1)];
    } else {
      said = t(`tutorial.s.${s.say}.hint`);
    }
    draw(true);
  }

  function choices(s) {
    const st = game.stateJson();
    const alive = Object.keys(st.hands).filter((c) => !st.defeated.includes(c));
    if (s.ask) {
      return h("div.choices", { role: "group", "aria-label": t("tutorial.ask") }, alive.map((c) =>
        h("button.choice", { type: "button", dataset: { answer: c }, onclick: () => answer(c) }, colorTag(c), c === ME ? ` ${t("tutorial.you")}` : "")));
    }
    if (s.deal) {
      return h("div.tut-chat", {}, h("div.phrase-bar", {}, phrase), chatForm);
    }
    if (!s.act) {
      return h("div.choices", {}, h("button.primary", { type: "button", id: "tut-next", onclick: () => { run(s); draw(true); } },
        t("tutorial.continue")));
    }
    const out = [];
    const hand = st.hands[ME];
    if (st.phase === "play" && st.to_act === ME) {
      out.push(h("div.choices", { role: "group", "aria-label": t("tutorial.chip") }, h("span.lab", {}, t("tutorial.chip")),
        Object.keys(hand).map((c) => h("button.choice.pick", { type: "button", "aria-pressed": String(picked === c),
          dataset: { chip: c }, onclick: () => { picked = picked === c ? null : c; draw(false, `[data-chip="${c}"]`); } },
        chip(c, { class: "small" }), colorName(c)))));
      out.push(h("div.choices", { role: "group", "aria-label": t("tutorial.pile") }, h("span.lab", {}, t("tutorial.pile")),
        [...st.piles.map((p) => p.id), "new"].map((id) => h("button.choice", { type: "button", disabled: !picked, dataset: { pile: String(id) },
          onclick: () => attempt({ by: ME, act: "play", chip: picked, pile: id }) },
        id === "new" ? t("pile.new") : t("pile.name", { pile: id })))));
    } else if (st.phase === "next" && st.to_act === ME) {
      out.push(h("div.choices", {}, alive.map((c) => h("button.choice", { type: "button", dataset: { next: c }, onclick: () => attempt({ by: ME, act: "next", to: c }) },
        t("tutorial.do.next", { who: player(c) })))));
    } else if (st.phase === "kill" && st.to_act === ME) {
      out.push(h("div.choices", {}, st.options.map((c) => h("button.choice", { type: "button", dataset: { kill: c }, onclick: () => attempt({ by: ME, act: "kill", chip: c }) },
        chip(c, { class: "small" }), t("tutorial.do.kill", { color: colorName(c) })))));
    } else if (st.phase === "rescue" && st.awaiting.includes(ME)) {
      out.push(h("div.choices", {}, h("button.choice", { type: "button", dataset: { refuse: "" }, onclick: () => attempt({ by: ME, act: "refuse" }) },
        t("tutorial.do.refuse", { who: player(st.to_act) }))));
    }
    // Prisoners may be given or killed at any time.
    const prisoners = Object.keys(hand).filter((c) => c !== ME);
    if (prisoners.length) {
      out.push(h("div.choices", { role: "group", "aria-label": t("tutorial.prisoners") }, h("span.lab", {}, t("tutorial.prisoners")),
        prisoners.flatMap((c) => [
          ...alive.filter((x) => x !== ME).map((x) => h("button.choice.secondary", { type: "button", dataset: { give: c, to: x },
            onclick: () => attempt({ by: ME, act: "transfer", chip: c, to: x }) }, chip(c, { class: "small" }),
          // Giving to the player awaiting a rescue is the rescue: the button says so.
          st.phase === "rescue" && st.to_act === x
            ? t("tutorial.do.rescue", { color: colorName(c), who: player(x) })
            : t("tutorial.do.give", { color: colorName(c), who: player(x) }))),
          h("button.choice.secondary", { type: "button", dataset: { killPrisoner: c }, onclick: () => attempt({ by: ME, act: "kill_prisoner", chip: c }) },
            chip(c, { class: "small" }), t("tutorial.do.killPrisoner", { color: colorName(c) })),
        ])));
    }
    return out;
  }

  async function playComputer() {
    const session = await getSession().catch(() => null);
    if (!session) {
      go("/");
      return;
    }
    try {
      const tb = await api("POST", "/api/play/computer", {});
      go(`/table/${tb.id}`);
    } catch {
      go("/");
    }
  }

  /** Draw the position and the lesson; `moved` puts the focus where the lesson goes on. */
  function draw(moved, focus) {
    const st = game.stateJson();
    const s = SCRIPT[step];
    const done = !s;
    const shown = dealsPanel();
    fill(box, h("h2", { id: "tut-h" }, t("tutorial.title")),
      h("p", {}, t("tutorial.intro")),
      h("p.progress", {}, t("tutorial.progress", { k: Math.min(step + 1, SCRIPT.length), n: SCRIPT.length })),
      h("div.piles.small", { role: "group", "aria-label": t("tutorial.table") },
        st.piles.map((p) => h("div.pile", { role: "img", ...pileAttrs(p) }, stack(p), h("span.pile-id", { "aria-hidden": "true" }, t("pile.name", { pile: p.id })))),
        st.piles.length ? null : h("p", {}, t("tutorial.noPile"))),
      h("ul.hands", {}, Object.keys(st.hands).map((c) => h("li.hand-line", {}, colorTag(c),
        st.defeated.includes(c) ? ` ${t("tutorial.out")}` : "",
        Object.entries(st.hands[c]).map(([x, k]) => h("span.count", {}, chip(x, { class: "small" }), `×${k} `)),
        Object.keys(st.hands[c]).length ? null : ` ${t("tutorial.empty")}`))),
      deadBox(st),
      h("details.tut-log", {}, h("summary", {}, t("tutorial.log", { n: log.length })), h("ol.log", {}, log.map((l) => h("li", {}, l)))),
      h("div.lesson", { id: "tut-lesson", tabindex: "-1" },
        // Not before a question: the last move's words would give its answer away.
        fresh.length && !(s && s.ask) ? h("ul.last", {}, fresh.map((l) => h("li", {}, l))) : null,
        done ? [h("p", {}, h("strong", {}, t("tutorial.done"))),
          h("p", {}, h("button.primary", { type: "button", id: "tut-computer", onclick: playComputer }, t("tutorial.computer")))]
          : h("p.say", {}, h("strong", {}, t("tutorial.now")), " ", t(`tutorial.s.${s.say}`)),
        said ? h("p.why", { role: "alert" }, said) : null),
      done ? null : choices(s),
      shown ? h("section.tut-deals", { "aria-label": t("deals.title") }, shown.tabs, chatList, shown.panel) : null,
      step ? h("p", {}, h("button.link", { type: "button", onclick: () => { save(0); start(0); draw(true); } }, t("tutorial.restart"))) : null);
    shown?.render(deals);
    if (focus) box.querySelector(focus)?.focus();
    else if (moved) box.querySelector("#tut-lesson").focus();
  }

  start(saved());
  draw(false);
  return box;
}

// The replay viewer: a finished game from the server, or an sls-record/1 file opened from
// disk (replayed offline by rules.js), stepped through move by move with the chat lines at
// the moment they were said and a chart of everyone's chips over time.

import { Analysis } from "./analysis.js";
import { api, problem } from "./api.js";
import { deadBox, pileAttrs, playerCard, stack } from "./board.js";
import { capturedPile, decision, explain, heldBy } from "./describe.js";
import { replayRecord } from "./rules.js";
import { lang, t, tx } from "./i18n.js";
import { chartWidth, chip, colorTag, fill, h, icon, player, SYMBOLS } from "./ui.js";

export async function showReplay(app, id, go) {
  document.title = t("title.replay");
  if (!id) {
    showUpload(app);
    return null;
  }
  const invite = new URLSearchParams(location.search).get("invite");
  fill(app, h("p.loading", {}, t("replay.loading")));
  try {
    const record = await api("GET", `/api/tables/${encodeURIComponent(id)}/record${invite ? `?invite=${encodeURIComponent(invite)}` : ""}`);
    return viewer(app, record, t("table.title", { id }), go, { id, invite });
  } catch (err) {
    fill(app, h("section.card.narrow", {}, h("h1", {}, t("replay.title")), h("p.error", { role: "alert" }, t("replay.cannotLoad", { id, why: problem(err.code, err.message) }))));
    return null;
  }
}

/** The box to open a record file; the file opens in the viewer in place of `app`'s view. */
export function uploadBox(app) {
  const input = h("input", { type: "file", id: "record-file", accept: ".json,application/json" });
  const error = h("p.error", { role: "alert" });
  async function open(file) {
    try {
      const record = JSON.parse(await file.text());
      viewer(app, record, file.name);
    } catch (err) {
      error.textContent = t("replay.badFile", { why: err.message });
    }
  }
  input.addEventListener("change", () => input.files[0] && open(input.files[0]));
  const zone = h("div.drop-zone", {
    ondragover: (e) => e.preventDefault(),
    ondrop: (e) => { e.preventDefault(); if (e.dataTransfer.files[0]) open(e.dataTransfer.files[0]); },
  }, h("label", { for: "record-file" }, t("replay.open")), " ", input,
  h("p.muted", {}, t("replay.drop")));
  return h("section.card", { "aria-labelledby": "upload-h" }, h("h2", { id: "upload-h" }, t("replay.upload.title")), zone, error);
}

function showUpload(app) {
  fill(app, h("div.narrow-page", {}, h("h1", {}, t("replays.title")), uploadBox(app),
    h("p", {}, tx("replay.lobby", { lobby: h("a", { href: "/", dataset: { link: "" } }, t("replay.lobby.link")) }))));
}

/** Draw the viewer for a record; returns its clean-up. Throws nothing: errors are shown. */
function viewer(app, record, title, go, server = null) {
  let states;
  try {
    states = replayRecord(record);
  } catch (err) {
    fill(app, h("section.card.narrow", {}, h("h1", {}, t("replay.title")), h("p.error", { role: "alert" }, t("replay.badRecord", { why: err.message }))));
    return null;
  }
  const actions = record.actions;
  const seats = record.seats || [];
  const colors = Object.keys(states[0].hands);
  const inGame = (c) => colors.includes(c);
  const nameOf = (c) => (seats.find((s) => s.color === c) || {}).name;
  const who = (c) => (c ? (nameOf(c) ? t("who", { name: nameOf(c), color: player(c) }) : player(c)) : t("nobody"));
  const lines = actions.map((a, i) => explain(states[i], a, states[i + 1], who));
  const chat = Array.isArray(record.chat) ? record.chat : [];
  let k = 0;
  let timer = null;
  let speed = 1; // moves per 0.9 s

  const boardBox = h("section.board", { id: "board", "aria-label": t("board.title") });
  const playersBox = h("section.players", { id: "players", "aria-label": t("players.title") });
  const stepText = h("h2", { id: "step-text" });
  const detail = h("p.detail");
  const counter = h("span.counter", { id: "step" });
  const slider = h("input", { type: "range", min: "0", max: String(actions.length), value: "0", "aria-label": t("replay.move") });
  slider.addEventListener("input", () => show(Number(slider.value)));
  const playBtn = h("button", { type: "button", id: "play", onclick: () => toggle() }, t("replay.play"));
  const speedSel = h("select", { id: "speed", "aria-label": t("replay.speed"),
    onchange: () => { speed = Number(speedSel.value); if (timer) { toggle(); toggle(); } } },
  [0.5, 1, 2, 4].map((x) => h("option", { value: String(x), selected: x === 1 }, `×${x}`)));
  const logList = h("ol.log", { id: "log", "aria-label": t("log.title") });
  const chatList = h("ul.chat", { id: "chat", "aria-label": t("replay.chatSoFar") });
  const chart = h("div.chart", { id: "chart" });
  // A finished game from the server may be analysed (analysis.js).
  const analysis = server && states.at(-1).phase === "over"
    ? new Analysis({ tableId: server.id, invite: server.invite, colors, who, jump: (n) => {
      show(n);
      boardBox.scrollIntoView({ block: "nearest" }); // on a phone the board is far above
    } }) : null;

  actions.forEach((a, i) => logList.append(h("li", { dataset: { i: String(i + 1) } },
    h("button.link", { type: "button", onclick: () => show(i + 1) }, `${i + 1}.`), " ", chip(a.by, { class: "small" }), " ", lines[i])));

  function toggle() {
    if (timer) {
      clearInterval(timer);
      timer = null;
    } else {
      if (k >= actions.length) show(0);
      timer = setInterval(() => (k < actions.length ? show(k + 1) : toggle()), 900 / speed);
    }
    fill(playBtn, timer ? [icon("pause"), t("replay.pause")] : t("replay.play"));
  }

  function show(n) {
    k = Math.max(0, Math.min(actions.length, n));
    const s = states[k];
    slider.value = String(k);
    counter.textContent = t("replay.counter", { k, n: actions.length });
    stepText.textContent = k === 0 ? t("replay.start") : lines[k - 1];
    const d = decision(s, who, null);
    detail.textContent = `${k === actions.length && s.phase !== "over" ? `${t("replay.stops")} ` : ""}${t("replay.now", { title: d.title, detail: d.detail })}`;
    const captured = s.phase === "kill" ? capturedPile(s) : null;
    fill(boardBox,
      h("div.piles", { "aria-label": t("board.piles") },
        s.piles.length ? s.piles.map((p) => h(`div.pile${captured && captured.id === p.id ? ".captured" : ""}`, pileAttrs(p), stack(p), h("span.pile-id", {}, t("pile.name", { pile: p.id }))))
          : h("p.muted", {}, t("replay.noPile"))),
      h("div.board-foot", {}, deadBox(s)));
    const acting = s.phase === "over" ? [] : s.phase === "rescue" ? s.awaiting : [s.to_act];
    fill(playersBox, colors.map((c) => playerCard(c, nameOf(c), s, {
      acting: acting.includes(c), note: t(s.phase === "rescue" ? "player.mustAnswer" : "player.toAct"),
      flags: [(seats.find((x) => x.color === c) || {}).kind].filter(Boolean).map((x) => t(`kind.${x}`))
    })));
    for (const li of logList.children) li.classList.toggle("current", Number(li.dataset.i) === k);
    const cur = logList.querySelector(".current");
    if (cur) cur.scrollIntoView({ block: "nearest" });
    fill(chatList, chat.filter((c) => c.after <= k).map((c) => h(`li${c.after === k ? ".new" : ""}`, { dataset: { by: c.by } },
      h("span.who", {}, inGame(c.by) ? chip(c.by, { class: "small" }) : null, " ", inGame(c.by) ? who(c.by) : c.name || t("chat.spectator")), t("chat.colon"),
      h("span.text", {}, (c.texts && c.texts[lang]) || c.text), h("span.after", {}, ` #${c.after}`))));
    if (!chatList.childElementCount) chatList.append(h("li.muted", {}, t("replay.noChat")));
    chatList.scrollTop = chatList.scrollHeight;
    fill(chart, chipsChart(states, colors, k, who));
    if (analysis) analysis.at(k);
  }
  function onKey(e) {
    const tag = (e.target.tagName || "").toLowerCase();
    if (tag === "input" && e.target !== slider) return;
    if (e.key === "ArrowRight") show(k + 1);
    else if (e.key === "ArrowLeft") show(k - 1);
    else if (e.key === "Home") show(0);
    else if (e.key === "End") show(actions.length);
    else if (e.key === " " && tag !== "button") toggle();
    else return;
    e.preventDefault();
  }
  document.addEventListener("keydown", onKey);

  const winner = states.at(-1).winner;
  fill(app, h("div.replay-view", {},
    h("section.table-head", {}, h("h1", {}, t("replay.heading", { title })),
      h("p.meta", {}, t("replay.meta", { players: record.rules?.players ?? 4, chips: t("table.chips", { n: record.rules?.chips ?? 7 }), n: actions.length }),
        " · ", winner ? tx("replay.wonBy", { who: [colorTag(winner), " ", nameOf(winner) || ""] }) : t("replay.unfinished"))),
    h("section.decision", { "aria-live": "polite" },
      h("div.decision-text", {}, stepText, detail),
      h("div.controls", { role: "group", "aria-label": t("replay.controls") },
        h("button", { type: "button", id: "first", onclick: () => show(0), title: t("replay.first.title") }, t("replay.first")),
        h("button", { type: "button", id: "prev", onclick: () => show(k - 1), title: t("replay.prev.title") }, t("replay.prev")),
        h("button", { type: "button", id: "next", onclick: () => show(k + 1), title: t("replay.next.title") }, t("replay.next")),
        h("button", { type: "button", id: "last", onclick: () => show(actions.length), title: t("replay.last.title") }, t("replay.last")),
        playBtn, speedSel, slider, counter),
      h("p.keys.muted", {}, t("keys.replay"))),
    h("div.table-grid", {},
      h("div.main-col", {}, boardBox, h("section.card", {}, h("h2", {}, t("replay.chart")), chart), analysis && analysis.el, playersBox),
      h("aside.side", {},
        h("section.card.log-card", {}, h("h2", {}, t("log.title")), logList),
        h("section.card.chat-card", {}, h("h2", {}, t("chat.heading")), chatList)))));
  show(0);
  return () => {
    if (timer) clearInterval(timer);
    if (analysis) analysis.close();
    document.removeEventListener("keydown", onKey);
  };
}

const DASH = ["", "6 3", "2 3", "8 3 2 3", "1 2", "10 4"];
const PALETTE = { red: "#c62828", blue: "#1d4ed8", green: "#15803d", yellow: "#b58900", purple: "#7e22ce", orange: "#e65100" };

/** An inline SVG line chart of each player's chips in hand, with a cursor at move k. */
export function chipsChart(states, colors, k, who) {
  const NS = "http://www.w3.org/2000/svg";
  const W = chartWidth();
  const H = 160;
  const pad = { l: 28, r: 40, t: 8, b: 20 };
  const held = states.map(heldBy);
  const max = Math.max(1, ...held.flatMap((x) => Object.values(x)));
  const n = Math.max(1, states.length - 1);
  const x = (i) => pad.l + (i / n) * (W - pad.l - pad.r);
  const y = (v) => pad.t + (1 - v / max) * (H - pad.t - pad.b);
  const el = (tag, attrs, text) => {
    const e = document.createElementNS(NS, tag);
    for (const [a, v] of Object.entries(attrs)) e.setAttribute(a, String(v));
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("chart.label", { n }), class: "chips-chart" });
  for (const v of [0, Math.round(max / 2), max]) {
    svg.append(el("line", { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v), class: "grid" }));
    svg.append(el("text", { x: pad.l - 4, y: y(v) + 4, "text-anchor": "end", class: "axis" }, String(v)));
  }
  colors.forEach((c, ci) => {
    const pts = held.map((hh, i) => `${x(i).toFixed(1)},${y(hh[c]).toFixed(1)}`).join(" ");
    svg.append(el("polyline", { points: pts, fill: "none", stroke: PALETTE[c], "stroke-width": 2, "stroke-dasharray": DASH[ci] }));
    const last = held[Math.min(k, held.length - 1)][c];
    const mark = el("text", { x: x(k), y: y(last) + 5, "text-anchor": "middle", class: `mark m-${c}`, fill: PALETTE[c] }, SYMBOLS[c]);
    mark.append(el("title", {}, t("chart.point", { who: who(c), n: last })));
    svg.append(mark);
    svg.append(el("text", { x: W - pad.r + 4, y: y(held.at(-1)[c]) + 4, class: "axis", fill: PALETTE[c] }, SYMBOLS[c]));
  });
  svg.append(el("line", { x1: x(k), x2: x(k), y1: pad.t, y2: H - pad.b, class: "cursor" }));
  svg.append(el("text", { x: pad.l, y: H - 4, class: "axis" }, t("chart.start")));
  svg.append(el("text", { x: W - pad.r, y: H - 4, "text-anchor": "end", class: "axis" }, t("chart.move", { n })));
  const legend = h("p.legend", {}, colors.map((c) => h("span", {}, colorTag(c), ` ${held[Math.min(k, held.length - 1)][c]} `)));
  return [svg, legend];
}

// The analysis of a finished game, on the replay page: an "Analyse this game" button
// (POST /api/tables/{id}/analysis, then GET every half second for the progress), then each
// player's chance of winning after each action as an inline SVG chart (one line a player,
// in their colour with their symbol, the turning points circled), its numbers in a table,
// and the turning points in words, each a link to that moment of the replay.

import { api, problem } from "./api.js";
import { usePanelCss } from "./deals.js";
import { lang, say, t } from "./i18n.js";
import { chartWidth, colorTag, fill, h, SYMBOLS } from "./ui.js";

// The chips chart's colours (replay.js), so both charts agree.
const PALETTE = { red: "#c62828", blue: "#1d4ed8", green: "#15803d", yellow: "#b58900", purple: "#7e22ce", orange: "#e65100" };
const DASH = ["", "6 3", "2 3", "8 3 2 3", "1 2", "10 4"];
const POLL_MS = 500;

function pct(x) {
  return new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 }).format(Number(x) || 0);
}

export class Analysis {
  /** `colors`: the game's; `who(color)`: names; `jump(k)`: show the replay after k actions. */
  constructor({ tableId, invite, colors, who, jump }) {
    usePanelCss();
    this.path = `/api/tables/${encodeURIComponent(tableId)}/analysis${invite ? `?invite=${encodeURIComponent(invite)}` : ""}`;
    this.colors = colors;
    this.who = who;
    this.jump = jump;
    this.k = 0;
    this.timer = null;
    this.closed = false;
    this.data = null;
    this.body = h("div.analysis-body", { "aria-live": "polite" });
    this.el = h("section.card.analysis", { id: "analysis", "aria-labelledby": "analysis-h" },
      h("h2", { id: "analysis-h" }, t("analysis.title")), this.body);
    this.offer();
    this.poll(false); // an analysis asked before (by anyone) shows at once
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
  }

  /** The replay shows the position after k actions: the chart's cursor follows. */
  at(k) {
    this.k = k;
    if (this.data) this.drawChart();
  }

  offer(error = null) {
    fill(this.body,
      h("p.muted", {}, t("analysis.intro")),
      h("button.primary", { type: "button", id: "analyse", onclick: () => this.start() }, t("analysis.start")),
      error ? h("p.error", { role: "alert" }, error) : null);
  }

  async start() {
    fill(this.body, h("p.progress", {}, t("analysis.starting")));
    try {
      this.answer(await api("POST", this.path));
    } catch (err) {
      this.offer(t("analysis.error", { why: problem(err.code, err.message) }));
    }
  }

  /** Ask how it goes; `again` false: the first look, which leaves the offer as it is unless
   *  an analysis was asked before. */
  async poll(again = true) {
    try {
      const a = await api("GET", this.path);
      if (!this.closed && (again || a.state !== "none")) this.answer(a);
    } catch (err) {
      if (again && !this.closed) this.offer(t("analysis.error", { why: problem(err.code, err.message) }));
    }
  }

  answer(a) {
    if (this.closed) return;
    clearTimeout(this.timer);
    if (a.state === "done" && a.analysis) {
      this.data = a.analysis;
      this.draw();
    } else if (a.state === "running") {
      const total = Number(a.total) || 0;
      const done = Number(a.done) || 0;
      fill(this.body, h("div.progress", { role: "status" },
        h("progress", { id: "analysis-progress", max: String(Math.max(1, total)), value: String(done) }),
        h("span", {}, t("analysis.running", { done, total }))));
      this.timer = setTimeout(() => this.poll(), POLL_MS);
    } else if (a.state === "failed") {
      this.offer(t("analysis.failed"));
    } else {
      this.offer();
    }
  }

  draw() {
    this.chartBox = h("div.chart", { id: "chances-chart" });
    const tps = [...(this.data.turning_points || [])].sort((a, b) => a.after - b.after); // analyses stored before were by cost
    fill(this.body,
      h("h3", {}, t("analysis.chart")), this.chartBox,
      h("details.numbers", {}, h("summary", {}, t("analysis.numbers")), this.numbers()),
      h("h3", {}, t("analysis.turning")),
      tps.length ? h("ol.turning-points", { id: "turning-points" }, tps.map((tp) => h("li", { dataset: { after: String(tp.after), player: tp.player } },
        h("button", { type: "button", title: t("analysis.jump"), onclick: () => this.jump(tp.after + 1) }, this.sentence(tp)))))
        : h("p.muted", { id: "no-turning-points" }, t("analysis.none")));
    this.drawChart();
  }

  /** A turning point in the page's language, with the players' names (an analysis kept
   *  from before its facts were given: the server's text). */
  sentence(tp) {
    if (tp.facts) return tp.facts.map((f) => say(f, this.who)).join(" ");
    return (tp.text && (tp.text[lang] || tp.text.en)) || "";
  }

  numbers() {
    const positions = this.data.positions || [];
    return h("table.board-table", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("analysis.after")), this.colors.map((c) => h("th", { scope: "col" }, colorTag(c))))),
      h("tbody", {}, positions.map((p) => h("tr", {}, h("th", { scope: "row" }, String(p.after)),
        this.colors.map((c) => h("td", {}, pct((p.chances || {})[c])))))));
  }

  drawChart() {
    const NS = "http://www.w3.org/2000/svg";
    const W = chartWidth();
    const H = 200;
    const pad = { l: 40, r: 24, t: 10, b: 20 };
    const positions = this.data.positions || [];
    const n = Math.max(1, positions.length ? positions.at(-1).after : 1);
    const x = (i) => pad.l + (i / n) * (W - pad.l - pad.r);
    const y = (v) => pad.t + (1 - (Number(v) || 0)) * (H - pad.t - pad.b);
    const el = (tag, attrs, text) => {
      const e = document.createElementNS(NS, tag);
      for (const [a, v] of Object.entries(attrs)) e.setAttribute(a, String(v));
      if (text !== undefined) e.textContent = text;
      return e;
    };
    const tps = this.data.turning_points || [];
    const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "chances-chart", "aria-label": t("analysis.chart.label", { n }) });
    for (const v of [0, 0.5, 1]) {
      svg.append(el("line", { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v), class: "grid" }));
      svg.append(el("text", { x: pad.l - 4, y: y(v) + 4, "text-anchor": "end", class: "axis" }, pct(v)));
    }
    this.colors.forEach((c, ci) => {
      const pts = positions.map((p) => `${x(p.after).toFixed(1)},${y((p.chances || {})[c]).toFixed(1)}`).join(" ");
      svg.append(el("polyline", { points: pts, fill: "none", stroke: PALETTE[c], "stroke-width": 2, "stroke-dasharray": DASH[ci], class: `line l-${c}`, "data-color": c }));
      const last = positions.at(-1);
      if (last) svg.append(el("text", { x: W - pad.r + 4, y: y((last.chances || {})[c]) + 4, class: "axis", fill: PALETTE[c] }, SYMBOLS[c]));
    });
    for (const tp of tps) {
      const g = el("g", { class: "tp-mark", tabindex: "-1" });
      const circle = el("circle", { cx: x(tp.after + 1), cy: y(tp.chance_after), r: 6, class: "tp", stroke: PALETTE[tp.player] });
      circle.append(el("title", {}, this.sentence(tp)));
      circle.addEventListener("click", () => this.jump(tp.after + 1));
      g.append(circle, el("text", { x: x(tp.after + 1), y: y(tp.chance_after) + 4, "text-anchor": "middle", class: "axis", fill: PALETTE[tp.player], "pointer-events": "none" }, SYMBOLS[tp.player]));
      svg.append(g);
    }
    const k = Math.min(this.k, n);
    svg.append(el("line", { x1: x(k), x2: x(k), y1: pad.t, y2: H - pad.b, class: "cursor" }));
    svg.append(el("text", { x: pad.l, y: H - 4, class: "axis" }, t("chart.start")));
    svg.append(el("text", { x: W - pad.r, y: H - 4, "text-anchor": "end", class: "axis" }, t("chart.move", { n })));
    const now = positions.find((p) => p.after === k) || positions.at(-1) || { chances: {} };
    const legend = h("p.legend", {}, this.colors.map((c) => h("span", { title: t("analysis.point", { who: this.who(c), p: pct(now.chances[c]) }) },
      colorTag(c), ` ${pct(now.chances[c])} `)));
    fill(this.chartBox, svg, legend);
  }
}

// Players as people: the leaderboard (people and the AI levels, rated alike) and a
// player's page (rating, its chart over time, games with their replays, win rate by size).

import { api, getSession, problem } from "./api.js";
import { has, lang, t } from "./i18n.js";
import { fill, h } from "./ui.js";

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element (h() makes HTML ones). */
function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const c of children) if (c !== null) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

/** "Easy AI" → "AI (easy)" in the page's language; people keep their name. */
export function shownName(p) {
  const level = p.ai ? p.name.split(" ")[0].toLowerCase() : null;
  return level && has(`kind.ai:${level}`) ? t(`kind.ai:${level}`) : p.name;
}

function profileLink(p) {
  return h("a", { href: `/players/${encodeURIComponent(p.name)}`, dataset: { link: "" } }, shownName(p));
}

function number(x, digits = 1) {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
}

/** A rating as chess players write it: a whole number, no thousands separator. */
function points(x) {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 0, useGrouping: false }).format(x);
}

/** A time from the server: Unix seconds or an ISO string. */
function when(at) {
  const d = typeof at === "number" ? new Date(at * 1000) : new Date(at);
  return Number.isNaN(d.getTime()) ? "" : new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(d);
}

function ratingText(r) {
  return r.provisional ? t("people.rating.provisional", { rating: points(r.rating) }) : points(r.rating);
}

export async function showLeaderboard(app) {
  document.title = t("title.leaderboard");
  fill(app, h("p.loading", {}, t("loading")));
  const bots = new URLSearchParams(window.location.search).get("bots") === "1"; // bots are rated apart
  let players;
  try {
    ({ players } = await api("GET", `/api/leaderboard?limit=100${bots ? "&bots=true" : ""}`));
  } catch (err) {
    fill(app, h("h1", {}, t("people.leaderboard")), h("p.error", {}, problem(err.code, err.message)));
    return null;
  }
  const me = await getSession();
  const rows = players.map((p, i) => h(`tr${me && me.account && !p.ai && p.name === me.name ? ".me" : ""}`, { dataset: { player: p.name } },
    h("td.num", {}, String(i + 1)),
    h("th", { scope: "row" }, profileLink(p), p.ai ? h("span.badge.ai", {}, t("chat.ai")) : null, p.bot ? h("span.badge.bot", {}, t("chat.bot")) : null),
    h("td.num.rating", {}, points(p.rating), p.provisional ? h("abbr.provisional", { title: t("people.provisional.title") }, " ?") : null),
    h("td.num", {}, String(p.games)),
    h("td.num", {}, String(p.wins))));
  fill(app, h("div.people", {},
    h("h1", {}, t("people.leaderboard")),
    h("p.lead", {}, t("people.leaderboard.lead")),
    h("p.tabs", { id: "leaderboard-tabs" },
      h("a", { href: "/leaderboard", dataset: { link: "" }, "aria-current": bots ? null : "page" }, t("people.tab.people")), " · ",
      h("a", { href: "/leaderboard?bots=1", dataset: { link: "" }, "aria-current": bots ? "page" : null }, t("people.tab.bots"))),
    players.length ? h("div.table-wrap", {}, h("table.board-table", { id: "leaderboard" },
      h("thead", {}, h("tr", {},
        h("th.num", { scope: "col" }, "#"),
        h("th", { scope: "col" }, t("people.player")),
        h("th.num", { scope: "col" }, t("people.rating")),
        h("th.num", { scope: "col" }, t("people.games")),
        h("th.num", { scope: "col" }, t("people.wins")))),
      h("tbody", {}, rows))) : h("p.muted", {}, t("people.none")),
    h("p.muted.small", {}, t("people.provisional.note"))));
  return null;
}

/** The rating over time as an SVG line from the starting rating (the first point, with no
 * game), with its words for screen readers. */
function ratingChart(history, width) {
  const W = Math.round(Math.max(300, Math.min(560, width))); // narrower on a phone: text stays readable
  const H = 200;
  const pad = { l: 44, r: 12, t: 12, b: 26 };
  const values = history.map((x) => x.rating);
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (hi - lo < 1) hi = lo + 1;
  const span = hi - lo;
  lo -= span * 0.08;
  hi += span * 0.08;
  const x = (i) => pad.l + (history.length === 1 ? (W - pad.l - pad.r) / 2 : (i * (W - pad.l - pad.r)) / (history.length - 1));
  const y = (v) => pad.t + ((hi - v) * (H - pad.t - pad.b)) / (hi - lo);
  const desc = t("people.chart.desc", {
    n: history.length - 1, first: points(values[0]), last: points(values[values.length - 1]),
    best: points(Math.max(...values)),
  });
  // Round values for the grid lines: a step of 1, 2 or 5 times a power of ten.
  const raw = (hi - lo) / 4;
  const unit = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((k) => k * unit).find((x) => x >= raw);
  const ticks = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) ticks.push(Math.abs(v) < step / 1e6 ? 0 : v);
  const digits = step >= 1 ? 0 : 1;
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "rating-chart", role: "img", "aria-labelledby": "chart-title chart-desc" },
    s("title", { id: "chart-title" }, t("people.chart")),
    s("desc", { id: "chart-desc" }, desc),
    ...ticks.map((v) => s("g", { class: v === 0 ? "tick zero" : "tick" },
      s("line", { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v) }),
      s("text", { x: pad.l - 6, y: y(v) + 4, "text-anchor": "end" }, number(v, digits)))),
    s("polyline", { class: "line", points: values.map((v, i) => `${x(i)},${y(v)}`).join(" ") }),
    ...values.map((v, i) => s("circle", { class: "dot", cx: x(i), cy: y(v), r: 4 },
      s("title", {}, i === 0 ? t("people.chart.start", { rating: points(v) })
        : t("people.chart.point", { n: i, rating: points(v), when: when(history[i].at) })))),
    s("text", { class: "axis", x: pad.l, y: H - 6 }, t("people.chart.startAxis")),
    s("text", { class: "axis", x: W - pad.r, y: H - 6, "text-anchor": "end" }, t("people.chart.last")));
  // The same numbers as a list, for whoever cannot see the line.
  const list = h("details.chart-data", {}, h("summary", {}, t("people.chart.data")),
    h("ol", {}, history.map((p) => (p.table === null ? h("li", {}, t("people.chart.start", { rating: points(p.rating) }))
      : h("li", {}, t("people.chart.item", { rating: points(p.rating), when: when(p.at) }), " · ",
        h("a", { href: `/replay/${p.table}`, dataset: { link: "" } }, t("people.replay")))))));
  return h("figure.chart-box", { id: "rating-chart" }, svg, h("figcaption.muted", {}, desc), list);
}

export async function showPlayer(app, name) {
  document.title = t("title.player", { name });
  fill(app, h("p.loading", {}, t("loading")));
  let p;
  try {
    p = await api("GET", `/api/players/${encodeURIComponent(name)}`);
  } catch (err) {
    fill(app, h("h1", {}, name), h("p.error", {}, err.code === "no-player" ? t("people.noPlayer") : problem(err.code, err.message)),
      h("p", {}, h("a", { href: "/leaderboard", dataset: { link: "" } }, t("people.toLeaderboard"))));
    return null;
  }
  const me = await getSession();
  const mine = Boolean(me && me.account && me.name.toLowerCase() === p.name.toLowerCase());
  const r = p.rating;
  const ai = Boolean(r && r.ai);
  const rated = p.history.length;
  const change = rated > 1 ? p.history[rated - 1].rating - p.history[rated - 2].rating : null;
  const sizes = Object.entries(p.by_players).sort(([a], [b]) => Number(a) - Number(b));
  fill(app, h("div.people.profile", {},
    h("h1", {}, ai ? shownName({ name: p.name, ai }) : p.name, ai ? h("span.badge.ai", {}, t("chat.ai")) : null,
      p.bot ? h("span.badge.bot", {}, t("chat.bot")) : null),
    mine ? h("p.muted", {}, t("people.you"), " ", h("a", { href: "/account", dataset: { link: "" } }, t("people.yourAccount"))) : null,
    h("section.card", { id: "rating", "aria-labelledby": "rating-h" },
      h("h2", { id: "rating-h" }, t("people.rating")),
      r ? h("p.rating-big", {}, h("strong", { id: "rating-value" }, ratingText(r)), " ",
        h("span.muted", {}, t("people.record", { n: r.games, wins: r.wins })),
        change !== null ? h(`span.change.${change >= 0 ? "up" : "down"}`, {},
          ` ${t("people.change", { change: `${change >= 0 ? "+" : "−"}${points(Math.abs(change))}` })}`) : null)
        : h("p.muted", { id: "rating-value" }, t("people.unrated")),
      r && r.provisional ? h("p.muted.small", {}, t("people.provisional.profile")) : null,
      r ? h("p.muted.small", {}, t(ai ? "people.scale.ai" : "people.scale")) : null,
      rated ? ratingChart(p.history, app.clientWidth - 48) : null),
    h("section.card", { "aria-labelledby": "sizes-h" },
      h("h2", { id: "sizes-h" }, t("people.bySize")),
      p.total > p.games.length ? h("p.muted.small", {}, t("people.latestOnly", { n: p.games.length, total: p.total })) : null,
      sizes.length ? h("ul.sizes", { id: "by-size" }, sizes.map(([n, b]) => h("li", { dataset: { players: n } },
        t("people.size", { players: n }), " ",
        t("people.size.record", { n: b.games, wins: b.wins, rate: Math.round((100 * b.wins) / Math.max(1, b.games)) }))))
        : h("p.muted", {}, t("people.noGames"))),
    h("section.card", { "aria-labelledby": "games-h" },
      h("h2", { id: "games-h" }, t(mine ? "people.myGames" : "people.games.title")),
      p.games.length ? h("div.table-wrap", {}, h("table.board-table", { id: "games" },
        h("thead", {}, h("tr", {},
          h("th", { scope: "col" }, t("people.when")),
          h("th", { scope: "col" }, t("people.place")),
          h("th", { scope: "col" }, t("people.kind")),
          h("th", { scope: "col" }, t("people.replay")))),
        h("tbody", {}, p.games.map((g) => h("tr", { dataset: { table: g.table } },
          h("td", {}, when(g.ended)),
          h("td", {}, g.place ? t("people.placeOf", { n: g.place, players: g.players }) : "—"),
          h("td", {}, h(`span.badge${g.rated ? ".rated" : ""}`, {}, t(g.rated ? "lobby.rated" : "lobby.casual"))),
          h("td", {}, h("a", { href: `/replay/${g.table}`, dataset: { link: "" } }, t("people.replay.table", { id: g.table }))))))))
        : h("p.muted", {}, t("people.noGames")))));
  return null;
}

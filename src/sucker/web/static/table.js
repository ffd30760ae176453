// A live table's view: seats while it fills, then the board, the players, the decision in
// words, the move log and the chat. What it shows comes from state/table.js, fed by the
// websocket of net/socket.js; this module only draws it and turns clicks into intents.

import { api, getConfig, getSession, problem } from "./api.js";
import { deadBox, pileAttrs, playerCard, stack } from "./board.js";
import { DealsPanel } from "./deals.js";
import { capturedPile, decision, explain, plainFacts, previewPlay } from "./describe.js";
import { Hint } from "./hint.js";
import { has, lang, say, t } from "./i18n.js";
import { nameForm } from "./lobby.js";
import { TableSocket } from "./net/socket.js";
import { phraseBar } from "./phrases.js";
import { setTalkMuted, talkMuted, tell } from "./live.js";
import { aliveOf, prisonersOf } from "./rules.js";
import { chatIndex, deciders, initial, mentions, reduce, secondsLeft, withEarlierChat, withTable } from "./state/table.js";
import { announce, beep, chip, colorName, colorTag, fill, h, icon, muted, player, setMuted, singleClicks, SYMBOLS, toast, words } from "./ui.js";

/** Show chat line `line` (its index among all lines): the chat tab, scrolled, highlighted.
 *  Older lines are fetched first by `loadEarlier()` when the line may be among them. */
async function showChatLine(panel, chatList, getModel, loadEarlier, line) {
  let i = chatIndex(getModel(), line);
  while (i < 0 && getModel().chatBefore !== null) {
    const before = getModel().chatBefore;
    await loadEarlier();
    if (getModel().chatBefore === before) break; // it failed (and said so)
    i = chatIndex(getModel(), line);
  }
  panel.showTab(false);
  const li = i >= 0 ? chatList.children[i] : null;
  if (!li) return;
  for (const x of chatList.querySelectorAll(".picked")) x.classList.remove("picked");
  li.classList.add("picked");
  li.scrollIntoView({ block: "center" });
}

/** Whether the chat is a drawer (a phone's width, as app.css has it). */
function chatIsDrawer() {
  return matchMedia("(max-width: 700px)").matches;
}

export async function showTable(app, id, go) {
  const invite = new URLSearchParams(location.search).get("invite");
  const session = await getSession(); // none: watched anonymously, a name asked to sit or talk
  const view = new TableView(app, id, invite, go, session);
  view.start();
  return () => view.close();
}

/** "person", "AI (medium)": a seat's kind in words. */
function kindLabel(kind) {
  if (kind && kind.startsWith("bot:")) return t("kind.bot");
  return has(`kind.${kind}`) ? t(`kind.${kind}`) : kind;
}

/** The mark of a program playing as a bot account, beside its name everywhere. */
function botBadge(seat) {
  return seat && seat.bot ? h("span.badge.bot", { title: t("kind.bot") }, t("chat.bot")) : null;
}

/** An AI seat's temperament in words, when the server gives it a persona. */
function temperament(seat) {
  const p = seat.persona;
  if (!p || !p.temperament) return null;
  return has(`temperament.${p.temperament}`) ? t(`temperament.${p.temperament}`, { gender: p.gender }) : p.temperament;
}

/** What the players are told when a seat changes for a reason (a challenged bot said no). */
function noteText(note) {
  const bot = note.bot || t("kind.bot");
  if (note.kind === "bot-silent") return t("table.botSilent", { bot });
  return note.reason ? t("table.botDeclined", { bot, reason: note.reason }) : t("table.botDeclinedQuiet", { bot });
}

class TableView {
  constructor(app, id, invite, go, session) {
    this.app = app;
    this.id = id;
    this.invite = invite;
    this.go = go;
    this.session = session;
    this.model = initial();
    this.selected = null; // colour of the chip picked from the hand
    this.pending = false; // an action sent and not answered yet: further clicks wait
    this.myTurn = false;
    this.unread = 0;
    this.chatSeen = false;
    this.hint = new Hint(id);
    this.build();
    this.ticker = setInterval(() => this.tick(), 500);
    this.onKey = (e) => this.key(e);
    document.addEventListener("keydown", this.onKey);
    this.lastY = scrollY;
    this.onScroll = () => this.scrolled();
    addEventListener("scroll", this.onScroll, { passive: true });
    this.socket = new TableSocket(id, invite, () => this.model.seq, {
      message: (msg) => this.receive(msg),
      link: (up) => this.setLink(up),
      // A refused table (private, gone) shows only why, and the way back: no board, no chat.
      refused: (reason) => this.refused(this.model.refused ? problem(this.model.refusedCode, this.model.refused)
        : reason || t("table.refused.unknown")),
    });
  }

  refused(why) {
    this.socket.close();
    clearInterval(this.ticker);
    document.removeEventListener("keydown", this.onKey);
    removeEventListener("scroll", this.onScroll);
    fill(this.app, h("section.refused", {},
      h("h1", { tabindex: "-1" }, t("table.refused.title")),
      h("p.error", { role: "alert" }, why), // a sentence already: said once, not inside another
      h("p", {}, h("a.button.primary", { href: "/", dataset: { link: "" } }, t("table.refused.back")))));
    this.app.querySelector("h1").focus();
  }

  get table() { return this.model.table; }
  get state() { return this.model.state; }
  get you() { return this.model.you; }

  start() {
    this.socket.connect();
  }

  send(msg) {
    if (this.socket.send(msg)) return true;
    toast(t("table.offline"), "error");
    return false;
  }

  act(action) {
    if (this.pending) return; // a double click: the first one is on its way
    this.selected = null;
    this.pending = this.send({ type: "action", action, ref: action.act });
  }

  close() {
    clearInterval(this.ticker);
    document.removeEventListener("keydown", this.onKey);
    removeEventListener("scroll", this.onScroll);
    this.socket.close();
    this.seen.disconnect();
    document.title = "So Long Sucker";
  }

  receive(msg) {
    const before = this.model;
    this.model = reduce(before, msg, Date.now() / 1000);
    if (this.model.gap && !before.gap) this.socket.resync();
    if (msg.type === "error" || msg.type === "snapshot" || (msg.type === "action" && this.model !== before)) this.pending = false;
    if (msg.type === "error" && before.table) toast(problem(msg.code, msg.message), "error");
    if (msg.type === "table" && msg.table && msg.table.note) toast(noteText(msg.table.note));
    if (this.model === before && msg.type !== "error") return;
    const m = this.model;
    const fresh = msg.type === "snapshot";
    if (fresh) {
      fill(this.logList);
      fill(this.chatList);
      this.lastLine = null;
    }
    for (const item of m.log.slice(fresh ? 0 : before.log.length)) {
      this.addLog(item);
      if (!fresh && item.action.by !== this.you) tell(this.lastLine); // others' moves, spoken
    }
    for (const line of m.chat.slice(fresh ? 0 : before.chat.length)) this.addChat(line, !fresh);
    if (fresh || m.deals !== before.deals) this.deals.render(m.deals);
    this.earlier.hidden = m.chatBefore === null;
    this.render();
  }

  /** Older chat lines than the snapshot's, a page at a time, put above the others. */
  async loadEarlier() {
    const inv = this.invite ? `&invite=${encodeURIComponent(this.invite)}` : "";
    try {
      const page = await api("GET", `/api/tables/${encodeURIComponent(this.id)}/chat?before=${this.model.chatBefore}&limit=100${inv}`);
      this.model = withEarlierChat(this.model, page); // the model as it is now, after the wait
    } catch (err) {
      toast(problem(err.code, err.message), "error");
      return;
    }
    fill(this.chatList);
    for (const line of this.model.chat) this.addChat(line, false);
    this.chatList.scrollTop = 0;
    this.earlier.hidden = this.model.chatBefore === null;
  }

  // ---------------------------------------------------------------- names

  /** A player's display name: "Ada (Red)", or "Red" for an empty seat. */
  who = (color) => {
    const name = color && this.nameOf(color);
    return name ? t("who", { name, color: player(color) }) : color ? player(color) : t("nobody");
  };

  /** A seat's name alone ("Ada"; none for an empty seat): beside its colour's tag. */
  nameOf = (color) => {
    const seat = this.table && this.table.seats.find((s) => s.color === color);
    return (seat && ((seat.persona && seat.persona.name) || seat.name)) || "";
  };

  /** A persona's grammatical gender ("f", "m"), for words that agree with it; else none. */
  genderOf = (color) => {
    const seat = this.table && this.table.seats.find((s) => s.color === color);
    return (seat && seat.persona && seat.persona.gender) || undefined;
  };

  // ---------------------------------------------------------------- log and chat

  /** Action `i` of the game (0-based) in words, as its log line says it. */
  actionWords(i, action) {
    const item = this.model.log[i];
    try {
      if (item && item.prev && item.next) return explain(item.prev, item.action, item.next, this.who, this.genderOf);
    } catch { /* the plain words then */ }
    return plainAction(action, this.who);
  }

  addLog({ action, auto, prev, next }) {
    let text;
    try {
      text = prev && next ? explain(prev, action, next, this.who, this.genderOf) : plainAction(action, this.who);
    } catch {
      text = plainAction(action, this.who);
    }
    this.lastLine = text;
    const li = h("li", { dataset: { act: action.act } }, chip(action.by, { class: "chip small" }), " ", text,
      auto ? h("span.auto", { title: t("log.auto.title") }, ` ${t("log.auto")}`) : null);
    this.logList.append(li);
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  /** A chat line; `live` when just said (not history from a snapshot). Lines that name
   *  you (your colour or your name) stand out. */
  addChat(line, live) {
    // An AI's line comes in every language: each reader reads it in the page's.
    const own = line.texts && typeof line.texts[lang] === "string";
    const text = own ? line.texts[lang] : line.text;
    const name = this.session ? this.session.name : null;
    const mine = line.by ? line.by === this.you : !this.you && name !== null && line.name === name;
    const me = [...(this.you ? [this.you, colorName(this.you)] : []), ...(name ? [name] : [])];
    const toMe = !mine && mentions(text, me);
    const who = line.by ? h("span.who", {}, chip(line.by, { class: "chip small" }), " ", line.name || player(line.by))
      : h("span.who.spectator", {}, line.name || t("chat.spectator"));
    const bot = line.by && this.table && this.table.seats.find((s) => s.color === line.by && s.bot);
    const li = h(`li${toMe ? ".to-me" : ""}`, { dataset: { by: line.by || "" } }, who,
      bot ? botBadge(bot) : line.ai ? h("span.badge", {}, t("chat.ai")) : null, line.spectator ? h("span.badge", {}, t("chat.watching")) : null,
      toMe ? h("span.badge.mention", {}, t("chat.toYou")) : null,
      t("chat.colon"), h("span.text", { lang: own ? lang : line.lang || null }, text),
      h("span.after", { title: t("chat.after.title") }, ` #${line.after}`));
    this.chatList.append(li);
    this.chatList.scrollTop = this.chatList.scrollHeight;
    if (live && !mine && !this.chatSeen) this.setUnread(this.unread + 1);
    if (live && !mine) tell(t("live.chat", { who: line.name || (line.by ? player(line.by) : t("chat.spectator")), text }));
  }

  /** The phone's round chat button steps aside while the page scrolls down, so that nothing
   *  stays under it, and comes back when it scrolls up, at the page's end (where nothing lies
   *  under it) or when a new line comes. */
  scrolled() {
    const y = scrollY;
    if (Math.abs(y - this.lastY) < 8) return;
    const end = y + innerHeight >= document.documentElement.scrollHeight - 8;
    this.chatTab.classList.toggle("away", y > this.lastY && !end);
    this.lastY = y;
  }

  setUnread(n) {
    if (n > this.unread) this.chatTab.classList.remove("away");
    this.unread = n;
    for (const b of this.app.querySelectorAll(".unread")) {
      b.textContent = n ? String(n) : "";
      b.hidden = !n;
    }
    this.chatTab.setAttribute("aria-label", n ? t("chat.tab.unread", { n }) : t("chat.tab"));
    this.view.classList.toggle("has-unread", n > 0);
  }

  /** The open phone drawer's top: just under the piles, or at 60% of the screen. */
  placeDrawer() {
    const piles = this.board.querySelector(".piles");
    const below = piles ? piles.getBoundingClientRect().bottom + 6 : 0;
    this.chatCard.style.top = `${Math.round(Math.max(0, Math.min(below, innerHeight * 0.6)))}px`;
  }

  /** On a phone the chat is a drawer opened by its tab; on a wide screen the tab (shown
   *  only with unread lines) scrolls to the chat. */
  toggleChat(open) {
    const drawer = chatIsDrawer();
    const wanted = open ?? !(drawer && this.view.classList.contains("chat-open"));
    this.view.classList.toggle("chat-open", wanted);
    this.chatCard.style.top = "";
    this.chatTab.setAttribute("aria-expanded", String(wanted));
    if (drawer && !wanted) this.chatSeen = false; // at once: the observer tells only at the next frame
    if (wanted) {
      if (open === undefined) this.deals.showTab(false); // the tab says "Chat": the lines
      // The drawer covers the lower part of a phone: the decision and the piles go above
      // it, and it takes the room left under the piles (at least 40% of the screen).
      if (drawer && this.state) {
        this.decisionBox.scrollIntoView({ block: "start" });
        this.placeDrawer();
      }
      else this.chatCard.scrollIntoView({ block: "nearest" });
      // the latest lines: those said while it was closed could not scroll it (it was hidden)
      this.chatList.scrollTop = this.chatList.scrollHeight;
      this.chatList.focus({ preventScroll: true }); // not the input: a phone's keyboard would hide the lines
    }
  }

  // ---------------------------------------------------------------- layout built once

  build() {
    this.head = h("section.table-head");
    this.decisionBox = h("section.decision", { id: "decision", "aria-labelledby": "decision-title" });
    this.board = h("section.board", { id: "board", "aria-label": t("board.title") });
    singleClicks(this.decisionBox); // a pending action covers only the time until its answer
    singleClicks(this.board);
    this.players = h("section.players", { id: "players", "aria-label": t("players.title") });
    this.logList = h("ol.log", { id: "log", "aria-label": t("log.title"), tabindex: "0" });
    this.chatList = h("ul.chat", { id: "chat", "aria-label": t("chat.title"), tabindex: "0" });
    this.chatInput = h("input", { id: "chat-input", maxlength: "300", autocomplete: "off", placeholder: t("chat.placeholder"), "aria-label": t("chat.input") });
    const chatForm = h("form.chat-form", {
      onsubmit: (e) => {
        e.preventDefault();
        const text = this.chatInput.value.trim();
        if (!text || !this.send({ type: "chat", text, lang })) return;
        this.chatInput.value = "";
        this.chatInput.blur(); // the number keys choose again
      },
    }, this.chatInput, h("button", { type: "submit" }, t("chat.send")));
    this.phrases = h("div.phrases");
    const phraseBox = h("details.phrase-box", {}, h("summary", {}, t("chat.phrases")), this.phrases);
    getConfig().then((config) => {
      const byLang = config.quick_phrases || {};
      this.phraseList = (byLang[lang] || byLang.en || []).map((p) => (typeof p === "string" ? p : p.text)).filter((p) => typeof p === "string");
      if (config.chat_max) this.chatInput.maxLength = config.chat_max;
      this.renderPhrases();
    }, () => {});
    this.linkState = h("span.link-state", { role: "status" });
    this.earlier = h("button.link.earlier", { type: "button", hidden: true, onclick: () => this.loadEarlier() }, t("chat.earlier"));
    this.deals = new DealsPanel({
      chatEls: [this.earlier, this.chatList, phraseBox, chatForm],
      who: this.who,
      settled: (i, a) => this.actionWords(i, a),
      me: () => this.you,
      showLine: (line) => showChatLine(this.deals, this.chatList, () => this.model, () => this.loadEarlier(), line),
    });
    this.chatCard = h("section.card.chat-card", { id: "chat-card", "aria-labelledby": "chat-h" },
      h("div.chat-top", {},
        h("h2", { id: "chat-h" }, t("chat.heading"), " ", h("span.unread", { hidden: true }), " ", h("small.muted", {}, t("chat.public"))),
        h("button.chat-close", { type: "button", onclick: () => this.toggleChat(false), "aria-label": t("chat.close") }, "✕")),
      this.deals.tabs, this.earlier, this.chatList, phraseBox, chatForm, this.deals.panel);
    this.chatTab = h("button.chat-tab", { type: "button", id: "chat-tab", "aria-controls": "chat-card", "aria-expanded": "false",
      onclick: () => this.toggleChat() }, icon("chat"), h("span.chat-tab-text", {}, t("chat.tab")), " ", h("span.unread", { hidden: true }));
    // The chat column sits beside the decision (and sticks in view on a wide screen), so
    // that reading or typing there never scrolls the decision away.
    this.view = h("div.table-view", {},
      h("div.table-grid", {},
        h("div.main-col", {}, this.head, this.decisionBox, this.board, this.players),
        h("aside.side", {},
          h("section.card.log-card", {}, h("h2", {}, t("log.title")), this.logList),
          this.chatCard)),
      this.chatTab);
    fill(this.app, this.view);
    this.setUnread(0);
    // Lines said while the chat is out of sight (a closed drawer, scrolled away) are unread.
    this.seen = new IntersectionObserver(([e]) => {
      this.chatSeen = e.isIntersecting;
      if (this.chatSeen) this.setUnread(0);
    });
    this.seen.observe(this.chatList);
  }

  renderPhrases() {
    if (!this.phraseList || !this.table) return;
    this.phrasesFor = this.you;
    const others = this.table.seats.map((s) => s.color).filter((c) => c !== this.you);
    fill(this.phrases, phraseBar(this.phraseList, others, (text) => {
      this.chatInput.value = text;
      this.chatInput.focus();
    }));
  }

  setLink(up) {
    if (up) this.pending = false; // an action lost with the old socket must not block the next
    this.linkState.textContent = up ? "" : t("table.reconnecting");
    this.linkState.className = up ? "link-state" : "link-state down";
  }

  // ---------------------------------------------------------------- rendering

  render() {
    if (!this.table) return;
    const focused = document.activeElement && document.activeElement.dataset && document.activeElement.dataset.key;
    const had = Boolean(this.view && this.view.contains(document.activeElement));
    this.renderHead();
    if (this.table.status === "open" || !this.state) {
      this.renderSeats();
    } else {
      this.renderDecision();
      this.renderBoard();
      this.renderPlayers();
    }
    if (this.phrasesFor !== this.you || !this.phrases.childElementCount) this.renderPhrases();
    this.view.dataset.status = this.table.status;
    this.board.dataset.seq = String(this.model.seq);
    this.board.dataset.you = this.you || "";
    this.board.dataset.state = JSON.stringify(this.state);
    if (focused) {
      const again = this.app.querySelector(`[data-key="${CSS.escape(focused)}"]`);
      if (again) again.focus();
    }
    // Focus never drops to <body>: when the focused control went away, the decision goes on.
    if (had && !this.view.contains(document.activeElement)) this.focusDecision();
    // The piles may have grown: the open drawer moves down with them (not over them).
    if (this.chatCard.style.top && this.view.classList.contains("chat-open")) this.placeDrawer();
    this.notify();
  }

  renderHead() {
    const tb = this.table;
    const r = tb.rules;
    const inviteUrl = tb.invite ? `${location.origin}/table/${tb.id}?invite=${encodeURIComponent(tb.invite)}` : `${location.origin}/table/${tb.id}`;
    const sound = h("button.sound", { type: "button", id: "sound", "aria-pressed": String(!muted()),
      title: t("sound.title"),
      onclick: () => { setMuted(!muted()); this.renderHead(); } }, muted() ? t("sound.off") : t("sound.on"));
    // Whether table talk and others' moves are read out (screen readers).
    const talk = h("button.sound", { type: "button", id: "talk-toggle", "aria-pressed": String(!talkMuted()),
      onclick: () => { setTalkMuted(!talkMuted()); this.renderHead(); document.getElementById("talk-toggle")?.focus(); } },
    icon(talkMuted() ? "muted" : "speaker"), talkMuted() ? t("live.off") : t("live.on"));
    fill(this.head,
      h("h1", {}, t("table.title", { id: tb.id })),
      h("p.meta", {}, t(tb.decision_seconds ? "table.meta" : tb.untimed ? "table.meta.untimed" : "table.meta.relaxed", {
        players: r.players, chips: t("table.chips", { n: r.chips }),
        rules: t(r.variant === "nash1950" ? "rules.standard" : "rules.simplified"), seconds: tb.decision_seconds,
      }), " ", tb.rated && !tb.casual_reason ? h("span.badge.rated", {}, t("lobby.rated")) : h("span.badge.casual", {}, t("table.casual")), " · ", h("strong", {}, t(`status.${tb.status}`)),
      " · ", this.you ? t("table.youPlay", { color: colorName(this.you) }) : t("table.watching"), " ", this.linkState, " ", sound, " ", talk),
      tb.casual_reason ? h("p.casual-reason", { id: "casual-reason" }, t(`table.casual.${tb.casual_reason}`)) : null,
      this.session ? null : h("div.name-first", {}, h("p", {}, t("table.nameFirst")),
        nameForm("", () => this.go(location.pathname + location.search))),
      tb.status === "open" ? h("p.invite", {}, t("table.invite"), " ", h("input", { readonly: true, value: inviteUrl, "aria-label": t("table.invite.label"), onfocus: (e) => e.target.select() }),
        h("button", { type: "button", onclick: () => navigator.clipboard && navigator.clipboard.writeText(inviteUrl).then(() => toast(t("table.copied"))) }, t("table.copy"))) : null);
  }

  renderSeats() {
    const tb = this.table;
    const seated = tb.seats.some((s) => s.you);
    const full = tb.seats.every((s) => s.kind);
    const call = async (path, body) => {
      try {
        const table = await api("POST", `/api/tables/${tb.id}/${path}`, body);
        this.model = withTable(this.model, table); // the model as it is now, after the wait
        this.render();
      } catch (err) {
        toast(problem(err.code, err.message), "error");
      }
    };
    const open = tb.status === "open";
    // The bots connected now, to challenge for an empty seat (asked again every 10 s).
    if (open && seated && !tb.no_bots && !(Date.now() - (this.botsAt || 0) < 10000)) {
      this.botsAt = Date.now();
      api("GET", "/api/bots").then((r) => { this.bots = r.bots; this.render(); }).catch(() => {});
    }
    const bots = open && seated && !tb.no_bots ? (this.bots || []).filter((b) => !tb.seats.some((s) => s.name === b.name)) : [];
    const botPicker = (color) => {
      const pick = h("select", { dataset: { key: `bot-pick-${color}` }, "aria-label": t("seats.bot.label") },
        bots.map((b) => h("option", { value: b.name }, b.name)));
      return [" ", pick, " ", h("button", { dataset: { key: `bot-${color}` }, onclick: () => call("ai", { seat: color, bot: pick.value }) }, t("seats.bot"))];
    };
    // Any seated player may start a full table: say who, to those watching too.
    const starters = tb.seats.filter((s) => s.kind === "human").map((s) => s.name || player(s.color));
    fill(this.decisionBox,
      h("h2", { id: "decision-title" }, open ? t(full ? "seats.full" : "seats.waiting") : t("loading")),
      open && full ? h("p.detail.starters", { id: "starters" }, t("seats.whoStarts", { who: words(starters, "or") })) : null,
      open && !full ? h("p.detail", {}, t("seats.help")) : null,
      // "Find a game": what happens when the wait ends, and when (counted down by tick()).
      open && !full && tb.fill_at ? h("p.fill-at", { id: "fill-at", role: "timer", "aria-live": "off" }) : null,
      open ? h("div.choices", {},
        !seated && tb.seats.some((s) => !s.kind) ? h("button.primary", { dataset: { key: "join" }, onclick: () => call("join", { invite: this.invite || undefined }) }, t("seats.sitDown")) : null,
        seated && !full ? h("button", { dataset: { key: "ai-all" }, onclick: () => call("ai", { all: true }) }, t("seats.fillAi")) : null,
        seated && full ? h("button.primary", { dataset: { key: "start" }, onclick: () => call("start") }, t("seats.start")) : null,
        seated ? h("button", { dataset: { key: "leave" }, onclick: () => call("leave") }, t("seats.leave")) : null) : null);
    fill(this.board,
      h("h2", {}, t("seats.title")),
      h("ul.seat-list", {}, tb.seats.map((s) => h("li.seat", { dataset: { color: s.color } },
        colorTag(s.color), " ",
        s.kind ? h("span", {}, h("strong", {}, (s.persona && s.persona.name) || s.name || "?"), botBadge(s),
          ` — ${[kindLabel(s.kind), temperament(s)].filter(Boolean).join(", ")}${s.you ? ` ${t("seats.you")}` : ""}`,
          s.guest ? h("span.muted.guest-mark", {}, ` · ${t("seat.guest")}`) : null,
          s.kind === "human" && !s.connected ? h("span.muted", {}, ` · ${t("seat.away")}`) : null,
          s.bot && !s.waiting && !s.connected ? h("span.muted", {}, ` · ${t("seat.botAway")}`) : null,
          s.waiting ? h("span.muted", {}, ` · ${t("seat.botWaiting")}`) : null)
          : h("span.muted", {}, t("seats.empty")),
        !s.kind && !seated ? h("button", { dataset: { key: `sit-${s.color}` }, onclick: () => call("join", { seat: s.color, invite: this.invite || undefined }) }, t("seats.sitHere")) : null,
        !s.kind && seated ? h("button", { dataset: { key: `ai-${s.color}` }, onclick: () => call("ai", { seat: s.color, level: tb.ai_level }) }, kindLabel(`ai:${tb.ai_level}`)) : null,
        !s.kind && bots.length ? botPicker(s.color) : null))));
    fill(this.players);
  }

  /** A decision button: its label and, in small print, what it does. */
  choiceButton(key, label, onclick, extra = {}, effect = null) {
    return h("button.choice", { type: "button", dataset: { key }, onclick, ...extra },
      h("span.lab", {}, ...[label].flat()), effect ? h("small.effect", {}, effect) : null);
  }

  renderDecision() {
    const s = this.state;
    const me = this.you;
    const d = decision(s, this.who, me);
    const choices = [];
    if (s.phase === "play" && s.to_act === me) {
      const hand = Object.entries(s.hands[me] || {});
      if (!this.selected || !(s.hands[me] || {})[this.selected]) {
        this.selected = null;
        for (const [c, k] of hand) {
          choices.push(this.choiceButton(`hand-${c}`, [chip(c), " ", c === me ? t("choice.own", { n: k }) : t("choice.prisoner", { color: colorName(c, k), n: k })],
            () => { this.selected = c; this.render(); this.focusFirstChoice(); },
            { dataset: { key: `hand-${c}`, chip: c } }));
        }
      } else {
        const c = this.selected;
        const what = (pile) => previewPlay(s, me, c, pile, this.table.rules.variant, this.who);
        for (const p of s.piles) {
          choices.push(this.choiceButton(`pile-${p.id}`, t("choice.onPile", { pile: p.id }), () => this.act({ act: "play", chip: c, pile: p.id }),
            { dataset: { key: `pile-${p.id}`, pile: String(p.id) } }, what(p.id)));
        }
        choices.push(this.choiceButton("pile-new", t("choice.onNew"), () => this.act({ act: "play", chip: c, pile: "new" }),
          { dataset: { key: "pile-new", pile: "new" } }, what("new")));
        choices.push(this.choiceButton("cancel", [t("choice.back"), h("span.key-hint", {}, " (Esc)")], () => { this.selected = null; this.render(); }, { class: "choice secondary" }));
      }
    } else if (s.phase === "next" && s.to_act === me) {
      for (const c of s.options) {
        const held = Object.values(s.hands[c] || {}).reduce((a, b) => a + b, 0);
        choices.push(this.choiceButton(`next-${c}`, [chip(c), " ", c === me ? t("choice.next.self", { who: this.who(c) }) : this.who(c)], () => this.act({ act: "next", to: c }),
          { dataset: { key: `next-${c}`, next: c }, "aria-label": t("choice.next.label", { who: this.who(c) }) },
          held ? t("choice.next.holds", { n: held }) : t("choice.next.empty")));
      }
    } else if (s.phase === "kill" && s.to_act === me) {
      for (const c of s.options) {
        const n = capturedPile(s) ? capturedPile(s).chips.length - 1 : 0;
        choices.push(this.choiceButton(`kill-${c}`, [chip(c), " ", t("choice.kill", { color: colorName(c) })], () => this.act({ act: "kill", chip: c }),
          { dataset: { key: `kill-${c}`, kill: c } }, t("choice.kill.keep", { n })));
      }
    } else if (s.phase === "rescue" && s.awaiting.includes(me)) {
      for (const [c, k] of prisonersOf(s, me)) {
        choices.push(this.choiceButton(`rescue-${c}`, [chip(c), " ", t("choice.rescue", { color: colorName(c), n: k })],
          () => this.act({ act: "transfer", chip: c, to: s.to_act }), { dataset: { key: `rescue-${c}`, rescue: c } }));
      }
      const last = s.awaiting.length === 1;
      choices.push(this.choiceButton("refuse", t("choice.refuse"), () => this.act({ act: "refuse" }), { dataset: { key: "refuse", refuse: "" } },
        last ? t("choice.refuse.last", { color: player(s.to_act) }) : t("choice.refuse.others")));
    }
    choices.forEach((b, i) => {
      if (i < 9) b.prepend(h("kbd", { "aria-hidden": "true" }, String(i + 1)));
    });
    const acting = deciders(this.state);
    this.decisionBox.classList.toggle("mine", Boolean(me && acting.includes(me)));
    const title = s.phase === "play" && s.to_act === me && this.selected
      ? t("decision.play.picked", { color: colorName(this.selected) }) : d.title;
    if (title !== this.spoken) announce((this.spoken = title)); // for screen readers, once
    // The AI plays my seat for now (time ran out, or I was away): one click takes it back,
    // and so does any action of mine (the server sees to that).
    const mySeat = me && this.table.seats.find((x) => x.color === me);
    const replaced = Boolean(mySeat && mySeat.kind === "human" && mySeat.ai_playing && this.table.status === "playing");
    fill(this.decisionBox,
      replaced ? h("div.back-note", { role: "status" }, h("span", {}, t("back.note")), " ",
        h("button.primary", { type: "button", id: "back", dataset: { key: "back" }, onclick: () => this.send({ type: "back" }) }, t("back.button"))) : null,
      h("div.decision-text", {},
        h("h2", { id: "decision-title" }, acting.length && s.phase !== "over" ? h("span.turn-mark", { "aria-hidden": "true" }, "▶ ") : null, title),
        this.lastLine && s.phase !== "over" ? h("p.why", {}, h("strong", {}, t("decision.last")), " ", this.lastLine) : null,
        h("p.detail", {}, s.phase === "over" ? null : d.detail, this.model.clock && this.model.clock.deadline ? h("span.clock.big", { dataset: { clock: "main" } }, "") : null)),
      choices.length ? h("div.choices", { role: "group", "aria-label": t("choice.group") }, choices) : null,
      this.hint.box(this.table, s, me, () => this.render(), this.who, this.genderOf),
      s.phase === "over" ? this.endBox() : null,
      choices.length ? h("p.keys.muted", {}, t("keys.table")) : null);
    this.hint.mark(this.decisionBox, this.selected);
    this.tick();
  }

  focusDecision() {
    const target = this.decisionBox.querySelector("button") || this.decisionBox.querySelector("h2");
    if (!target) return;
    if (target.tagName === "H2") target.tabIndex = -1;
    target.focus();
  }

  focusFirstChoice() {
    const b = this.decisionBox.querySelector("button.choice");
    if (b) b.focus();
  }

  endBox() {
    const e = this.model.ended || { winner: this.state.winner, defeated: this.state.defeated };
    const seated = this.table.seats.some((s) => s.you);
    const inv = this.invite ? `?invite=${encodeURIComponent(this.invite)}` : "";
    return h("div.end", { id: "end" }, // the title above names the winner
      e.defeated && e.defeated.length ? h("p", {}, t("end.defeats"), " ", h("ol.defeat", {}, e.defeated.map((c, i) => h("li", {}, `${i + 1}. `, colorTag(c), " ", this.nameOf(c))))) : null,
      h("div.choices", {},
        // A player asks for the rematch, or accepts it once another has (both sit them
        // down in their old seat); a spectator may follow it.
        seated ? h("button.primary", { type: "button", dataset: { key: "rematch" }, onclick: () => this.rematch() },
          t(this.table.rematch ? "end.acceptRematch" : "end.rematch"))
          : this.table.rematch ? h("a.button.primary", { href: `/table/${this.table.rematch}`, dataset: { link: "" } }, t("end.toRematch")) : null,
        // download="" keeps the file name the server gives (Content-Disposition).
        h("a.button", { href: `/api/tables/${this.id}/record${inv}`, download: "" }, t("end.download")),
        h("a.button", { href: `/replay/${this.id}${inv}`, dataset: { link: "" } }, t("end.replay"))),
      // A guest may keep this game (and get a rating) by signing up.
      seated && this.session && !this.session.account ? h("p.keep", {}, h("a", { href: "/account", dataset: { link: "" } }, t("end.keep"))) : null);
  }

  async rematch() {
    try {
      const tb = await api("POST", `/api/tables/${this.id}/rematch`);
      this.go(`/table/${tb.id}${tb.invite ? `?invite=${encodeURIComponent(tb.invite)}` : ""}`);
    } catch (err) {
      toast(problem(err.code, err.message), "error");
    }
  }

  renderBoard() {
    const s = this.state;
    const me = this.you;
    const myPlay = s.phase === "play" && s.to_act === me;
    const target = myPlay && this.selected;
    const captured = s.phase === "kill" ? capturedPile(s) : null;
    const drop = (pile) => (e) => {
      e.preventDefault();
      const c = e.dataTransfer.getData("text/x-chip") || this.selected;
      if (c && myPlay) this.act({ act: "play", chip: c, pile });
    };
    const dragOver = (e) => { if (myPlay) e.preventDefault(); };
    const piles = s.piles.map((p) => {
      const label = h("span.pile-id", {}, t("pile.name", { pile: p.id }));
      const attrs = pileAttrs(p);
      Object.assign(attrs, { ondragover: dragOver, ondrop: drop(p.id) });
      attrs.dataset.key = `board-pile-${p.id}`;
      if (target) {
        const effect = previewPlay(s, me, this.selected, p.id, this.table.rules.variant, this.who);
        delete attrs.role; // a button
        return h("button.pile.target", { type: "button", title: t("board.playHere", { color: colorName(this.selected), effect }), onclick: () => this.act({ act: "play", chip: this.selected, pile: p.id }), ...attrs }, stack(p), label);
      }
      const isCaptured = captured && captured.id === p.id;
      return h(`div.pile${isCaptured ? ".captured" : ""}`, attrs, stack(p), label,
        isCaptured ? h("span.pile-note", {}, t("board.captured")) : null);
    });
    const newAttrs = { dataset: { pileId: "new", key: "board-pile-new" }, ondragover: dragOver, ondrop: drop("new"), "aria-label": t("board.newPile") };
    const newPile = target
      ? h("button.pile.new.target", { type: "button", onclick: () => this.act({ act: "play", chip: this.selected, pile: "new" }), ...newAttrs }, h("div.stack"), h("span.pile-id", {}, t("pile.new")))
      : h("div.pile.new", newAttrs, h("div.stack"), h("span.pile-id", {}, t("pile.new")));
    const hand = me && !s.defeated.includes(me) ? this.handBox(myPlay) : null;
    fill(this.board,
      h("h2.sr-only", {}, t("board.title")),
      h("div.piles", { role: "group", "aria-label": t("board.piles") }, piles, newPile),
      h("div.board-foot", {}, hand, deadBox(s)),
      hand ? this.prisonerTools() : null);
  }

  handBox(myPlay) {
    const s = this.state;
    const me = this.you;
    const entries = Object.entries(s.hands[me] || {});
    return h("div.hand", { id: "hand", role: "group", "aria-label": t("hand.title") }, h("h3", {}, t("hand.title")),
      entries.length ? entries.map(([c, k]) => {
        const attrs = { dataset: { color: c, n: String(k), key: `myhand-${c}` }, title: `${colorName(c)} ×${k}` };
        if (!myPlay) return h("span.count", attrs, chip(c), `×${k}`);
        return h(`button.count.pick${this.selected === c ? ".selected" : ""}`, {
          ...attrs, type: "button", draggable: "true", "aria-pressed": String(this.selected === c),
          ondragstart: (e) => { e.dataTransfer.setData("text/x-chip", c); this.selected = c; },
          onclick: () => { this.selected = this.selected === c ? null : c; this.render(); },
        }, chip(c), `×${k}`);
      }) : h("span.muted", {}, t("hand.empty")));
  }

  /** Give or kill a prisoner: allowed at any moment of the game to anyone still in. */
  prisonerTools() {
    const s = this.state;
    const me = this.you;
    const prisoners = prisonersOf(s, me);
    if (!prisoners.length || s.phase === "over") return null;
    const others = aliveOf(s).filter((c) => c !== me);
    const chipSel = h("select", { id: "pt-chip", "aria-label": t("tools.prisoner") }, prisoners.map(([c, k]) => h("option", { value: c }, `${SYMBOLS[c]} ${colorName(c)} (×${k})`)));
    const toSel = h("select", { id: "pt-to", "aria-label": t("tools.to") }, others.map((c) => h("option", { value: c }, `${SYMBOLS[c]} ${this.who(c)}`)));
    // The choice survives a redraw (another player's move, a cancelled question).
    const keep = this.ptChoice || {};
    if (prisoners.some(([x]) => x === keep.chip)) chipSel.value = keep.chip;
    if (others.includes(keep.to)) toSel.value = keep.to;
    const remember = () => { this.ptChoice = { chip: chipSel.value, to: toSel.value }; };
    chipSel.addEventListener("change", remember);
    toSel.addEventListener("change", remember);
    // A prisoner given or killed is gone for good: the question first, then the act.
    const ask = (a) => { this.confirming = a; this.render(); this.app.querySelector("[data-key=pt-yes]")?.focus(); };
    const done = (a) => { this.confirming = null; this.render(); if (a) this.act(a); };
    const c = this.confirming;
    if (c && prisoners.some(([x]) => x === c.chip) && (c.act !== "transfer" || others.includes(c.to))) {
      return h("div.prisoner-tools", { role: "group", "aria-labelledby": "pt-ask" },
        h("p", { id: "pt-ask" }, c.act === "transfer" ? t("tools.confirm.give", { color: colorName(c.chip), who: this.who(c.to) })
          : t("tools.confirm.kill", { color: colorName(c.chip) })), " ",
        h(c.act === "transfer" ? "button.primary" : "button.danger", { type: "button", dataset: { key: "pt-yes" }, onclick: () => done(c) }, t("tools.confirm.yes")), " ",
        h("button", { type: "button", dataset: { key: "pt-no" }, onclick: () => done(null) }, t("tools.confirm.no")));
    }
    return h("div.prisoner-tools", {},
      h("h3", {}, t("tools.title")),
      chipSel, " ",
      h("button", { type: "button", dataset: { key: "pt-give" }, onclick: () => ask({ act: "transfer", chip: chipSel.value, to: toSel.value }) }, t("tools.give")),
      " ", toSel, " ",
      h("button.danger", { type: "button", dataset: { key: "pt-kill" }, onclick: () => ask({ act: "kill_prisoner", chip: chipSel.value }) }, t("tools.kill")));
  }

  renderPlayers() {
    const s = this.state;
    const acting = deciders(this.state);
    fill(this.players, this.table.seats.map((seat) => {
      const c = seat.color;
      const flags = [];
      if (seat.kind && seat.kind.startsWith("ai:")) flags.push(kindLabel(seat.kind), temperament(seat));
      else if (seat.bot) flags.push(kindLabel(seat.kind), seat.connected ? null : t("seat.botAway"));
      else flags.push(t(seat.connected ? "seat.connected" : "seat.away"));
      if (seat.guest) flags.push(t("seat.guest"));
      if (seat.ai_playing && seat.kind === "human") flags.push(t("seat.aiPlaying"));
      return playerCard(c, (seat.persona && seat.persona.name) || seat.name, s, {
        acting: acting.includes(c),
        note: t(s.phase === "rescue" && s.to_act !== c ? "player.mustAnswer" : "player.toAct"),
        flags: flags.filter(Boolean),
        mine: c === this.you,
        clock: true,
        gender: this.genderOf(c),
        profile: seat.bot || (seat.kind === "human" && seat.guest === false) ? `/players/${encodeURIComponent(seat.name)}` : null,
      });
    }));
    this.tick();
  }

  // ---------------------------------------------------------------- clock, notice, keys

  tick() {
    const left = secondsLeft(this.model, Date.now() / 1000);
    const text = left === null ? "" : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
    for (const el of this.app.querySelectorAll("[data-clock]")) {
      el.textContent = el.dataset.clock === "main" ? ` ${t("clock.left", { time: text })}` : text;
      el.classList.toggle("low", left !== null && left <= 10);
    }
    const fillAt = this.app.querySelector("#fill-at");
    if (fillAt && this.table.fill_at) {
      const at = this.table.fill_at - (this.model.offset || 0); // in the browser's time
      const wait = Math.max(0, Math.ceil(at - Date.now() / 1000));
      fillAt.textContent = t("seats.fillAt", { time: `${Math.floor(wait / 60)}:${String(wait % 60).padStart(2, "0")}`,
        clock: new Date(at * 1000).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" }) });
    }
  }

  notify() {
    const mine = this.you && deciders(this.state).includes(this.you) && this.table.status === "playing";
    document.title = mine ? t("title.yourMove") : t("title.table", { id: this.id });
    if (mine && !this.myTurn) beep();
    this.myTurn = Boolean(mine);
  }

  key(e) {
    const tag = (e.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select" || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "Escape" && this.view.classList.contains("chat-open")) {
      this.toggleChat(false);
    } else if (e.key === "Escape" && this.selected) {
      this.selected = null;
      this.render();
      this.focusFirstChoice();
    } else if (e.key === "/") {
      e.preventDefault();
      if (chatIsDrawer()) this.toggleChat(true); // the drawer first
      this.chatInput.focus();
    } else if (/^[1-9]$/.test(e.key)) {
      const b = this.decisionBox.querySelectorAll("button.choice")[Number(e.key) - 1];
      if (b) {
        e.preventDefault();
        b.click();
      }
    }
  }
}

/** A log line from the action alone, when the states around it are unknown. */
function plainAction(a, who) {
  return say(plainFacts(a), who);
}

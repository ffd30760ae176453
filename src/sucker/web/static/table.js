// A live table: seats while it fills, then the board, the players, the decision in words,
// the move log and the chat, kept up to date by the websocket of docs/protocol.md.

import { api, getSession } from "./api.js";
import { deadBox, pileAttrs, playerCard, stack } from "./board.js";
import { capturedPile, decision, explain, previewPlay } from "./describe.js";
import { nameForm } from "./lobby.js";
import { loadPhrases, phraseBar } from "./phrases.js";
import { aliveOf, Game, prisonersOf } from "./rules.js";
import { announce, beep, cap, chip, colorTag, fill, h, SYMBOLS, toast } from "./ui.js";

export async function showTable(app, id, go) {
  const invite = new URLSearchParams(location.search).get("invite");
  if (!(await getSession())) {
    fill(app, h("section.card.narrow", {}, h("h1", {}, `Table ${id}`),
      h("p", {}, "Choose a name to sit down or watch."),
      nameForm("", () => go(location.pathname + location.search))));
    return null;
  }
  const view = new TableView(app, id, invite, go);
  view.start();
  return () => view.close();
}

const KINDS = { human: "person", "ai:easy": "AI (easy)", "ai:medium": "AI (medium)", "ai:hard": "AI (hard)" };

class TableView {
  constructor(app, id, invite, go) {
    this.app = app;
    this.id = id;
    this.invite = invite;
    this.go = go;
    this.seq = 0;
    this.table = null;
    this.state = null;
    this.you = null;
    this.clock = null;
    this.offset = null; // server clock minus browser clock, in seconds
    this.ended = null;
    this.selected = null; // colour of the chip picked from the hand
    this.closed = false;
    this.retry = 500;
    this.myTurn = false;
    this.build();
    this.ticker = setInterval(() => this.tick(), 500);
    this.onKey = (e) => this.key(e);
    document.addEventListener("keydown", this.onKey);
  }

  // ---------------------------------------------------------------- socket

  connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const q = this.invite ? `?invite=${encodeURIComponent(this.invite)}` : "";
    const ws = new WebSocket(`${proto}//${location.host}/ws/tables/${encodeURIComponent(this.id)}${q}`);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 500;
      this.setLink(true);
      ws.send(JSON.stringify({ type: "hello", since: this.seq }));
    };
    ws.onmessage = (e) => {
      let msg;
      try {
        msg = JSON.parse(e.data);
      } catch {
        return;
      }
      this.receive(msg);
    };
    ws.onclose = (e) => {
      if (this.closed) return;
      this.setLink(false);
      if (e.code === 4403 || e.code === 4404 || e.code === 1008) {
        fill(this.decisionBox, h("p.error", { role: "alert" }, `This table cannot be opened: ${this.refused || e.reason || "refused"}`));
        return;
      }
      setTimeout(() => !this.closed && this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 5000);
    };
    clearInterval(this.pinger);
    this.pinger = setInterval(() => ws.readyState === 1 && ws.send('{"type":"ping"}'), 25000);
  }

  start() {
    this.connect();
  }

  tableChanged(table) {
    this.table = table;
    const mine = table.seats.find((s) => s.you);
    this.you = mine ? mine.color : null;
  }

  dropSocket() {
    const ws = this.ws;
    this.ws = null;
    ws.onclose = null;
    ws.onmessage = null;
    if (ws.readyState === WebSocket.CONNECTING) ws.onopen = () => ws.close(); // closing now warns
    else ws.close();
    this.seq = 0;
  }

  send(msg) {
    if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify(msg));
    else toast("Not connected: reconnecting…", "error");
  }

  act(action) {
    this.selected = null;
    this.send({ type: "action", action, ref: action.act });
  }

  close() {
    this.closed = true;
    clearInterval(this.ticker);
    clearInterval(this.pinger);
    document.removeEventListener("keydown", this.onKey);
    if (this.ws) this.dropSocket();
    document.title = "So Long Sucker";
  }

  receive(msg) {
    if (msg.type === "pong") return;
    if (msg.type === "error") {
      if (!this.table) {  // refused before the first snapshot: the socket closes next
        this.refused = msg.message || msg.code;
        return;
      }
      toast(msg.message || msg.code, "error");
      this.render();
      return;
    }
    if (msg.type === "snapshot") {
      this.seq = msg.seq;
      this.state = msg.state;
      this.tableChanged(msg.table);
      this.offset = null;
      this.setClock(msg.clock);
      this.rebuildLog(msg.log || []);
      fill(this.chatList);
      for (const line of msg.chat || []) this.addChat(line);
      if (msg.state && msg.state.phase === "over") {
        this.ended = { winner: msg.state.winner, defeated: msg.state.defeated };
      }
      this.render();
      return;
    }
    if (typeof msg.seq !== "number" || msg.seq <= this.seq) return; // already applied
    this.seq = msg.seq;
    if (msg.type === "action") {
      const prev = this.state;
      this.state = msg.state;
      this.setClock(msg.clock);
      this.addLog(prev, msg.action, msg.state, msg.auto);
    } else if (msg.type === "chat") {
      this.addChat(msg);
    } else if (msg.type === "table") {
      this.tableChanged(msg.table);
      if (msg.state !== undefined && msg.state !== null) this.state = msg.state;
      if (msg.clock !== undefined) this.setClock(msg.clock);
    } else if (msg.type === "end") {
      this.ended = { winner: msg.winner, defeated: msg.defeated };
      this.clock = null;
    }
    this.render();
  }

  // ---------------------------------------------------------------- names

  who = (color) => {
    if (!color) return "nobody";
    const seat = this.table && this.table.seats.find((s) => s.color === color);
    return seat && seat.name ? `${seat.name} (${cap(color)})` : cap(color);
  };

  // ---------------------------------------------------------------- log and chat

  rebuildLog(log) {
    fill(this.logList);
    this.lastLine = null;
    if (!log.length || !this.table) return;
    let game;
    try {
      game = new Game(this.table.rules, log[0].action.by); // the first action is the first player's
    } catch {
      game = null;
    }
    for (const item of log) {
      let prev = null;
      let next = null;
      if (game) {
        try {
          prev = game.stateJson();
          game.apply(item.action);
          next = game.stateJson();
        } catch {
          game = null;
        }
      }
      this.addLog(prev, item.action, next, Boolean(item.auto));
    }
  }

  addLog(prev, action, next, auto) {
    let text;
    try {
      text = prev && next ? explain(prev, action, next, this.who) : plainAction(action, this.who);
    } catch {
      text = plainAction(action, this.who);
    }
    this.lastLine = text;
    const li = h("li", { dataset: { act: action.act } }, chip(action.by, { class: "chip small" }), " ", text,
      auto ? h("span.auto", { title: "played by the AI for an absent or timed-out player" }, " (auto)") : null);
    this.logList.append(li);
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  addChat(line) {
    const who = line.by ? h("span.who", {}, chip(line.by, { class: "chip small" }), " ", line.name || cap(line.by))
      : h("span.who.spectator", {}, line.name || "spectator");
    const li = h("li", { dataset: { by: line.by || "" } }, who,
      line.ai ? h("span.badge", {}, "AI") : null, line.spectator ? h("span.badge", {}, "watching") : null,
      ": ", h("span.text", {}, line.text),
      h("span.after", { title: "actions played when it was said" }, ` #${line.after}`));
    this.chatList.append(li);
    this.chatList.scrollTop = this.chatList.scrollHeight;
  }

  // ---------------------------------------------------------------- layout built once

  build() {
    this.head = h("section.table-head");
    this.decisionBox = h("section.decision", { id: "decision", "aria-labelledby": "decision-title" });
    this.board = h("section.board", { id: "board", "aria-label": "Board" });
    this.players = h("section.players", { id: "players", "aria-label": "Players" });
    this.logList = h("ol.log", { id: "log", "aria-label": "Moves", tabindex: "0" });
    this.chatList = h("ul.chat", { id: "chat", "aria-label": "Chat", tabindex: "0" });
    this.chatInput = h("input", { id: "chat-input", maxlength: "300", autocomplete: "off", placeholder: "Say something to the table…", "aria-label": "Chat message" });
    const chatForm = h("form.chat-form", {
      onsubmit: (e) => {
        e.preventDefault();
        const text = this.chatInput.value.trim();
        if (!text) return;
        this.send({ type: "chat", text });
        this.chatInput.value = "";
      },
    }, this.chatInput, h("button", { type: "submit" }, "Send"));
    this.phrases = h("div.phrases");
    const phraseBox = h("details.phrase-box", {}, h("summary", {}, "Quick phrases"), this.phrases);
    loadPhrases().then((list) => { this.phraseList = list; this.renderPhrases(); });
    this.linkState = h("span.link-state", { role: "status" });
    fill(this.app,
      h("div.table-view", {},
        this.head,
        this.decisionBox,
        h("div.table-grid", {},
          h("div.main-col", {}, this.board, this.players),
          h("aside.side", {},
            h("section.card.log-card", {}, h("h2", {}, "Moves"), this.logList),
            h("section.card.chat-card", {}, h("h2", {}, "Table talk ", h("small.muted", {}, "(public: deals are allowed, none binding)")),
              this.chatList, phraseBox, chatForm)))),
    );
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
    this.linkState.textContent = up ? "" : "Reconnecting…";
    this.linkState.className = up ? "link-state" : "link-state down";
  }

  // ---------------------------------------------------------------- rendering

  render() {
    if (!this.table) return;
    const focused = document.activeElement && document.activeElement.dataset && document.activeElement.dataset.key;
    this.renderHead();
    if (this.table.status === "open" || !this.state) {
      this.renderSeats();
    } else {
      this.renderDecision();
      this.renderBoard();
      this.renderPlayers();
    }
    if (this.phrasesFor !== this.you || !this.phrases.childElementCount) this.renderPhrases();
    this.app.querySelector(".table-view").dataset.status = this.table.status;
    this.board.dataset.seq = String(this.seq);
    this.board.dataset.you = this.you || "";
    this.board.dataset.state = JSON.stringify(this.state);
    if (focused) {
      const again = this.app.querySelector(`[data-key="${CSS.escape(focused)}"]`);
      if (again) again.focus();
    }
    this.notify();
  }

  renderHead() {
    const t = this.table;
    const r = t.rules;
    const status = { open: "waiting for players", playing: "playing", over: "finished" }[t.status];
    const inviteUrl = t.invite ? `${location.origin}/table/${t.id}?invite=${encodeURIComponent(t.invite)}` : `${location.origin}/table/${t.id}`;
    fill(this.head,
      h("h1", {}, `Table ${t.id}`),
      h("p.meta", {}, `${r.players} players · ${r.chips} chips each · ${r.variant === "nash1950" ? "standard rules" : "simplified rules"} · ${t.decision_seconds} s per decision · `,
        h("strong", {}, status), this.you ? ` · you play ${this.you}` : " · you are watching", " ", this.linkState),
      t.status === "open" ? h("p.invite", {}, "Invite link: ", h("input", { readonly: true, value: inviteUrl, "aria-label": "Invite link", onfocus: (e) => e.target.select() }),
        h("button", { type: "button", onclick: () => navigator.clipboard && navigator.clipboard.writeText(inviteUrl).then(() => toast("Link copied")) }, "Copy")) : null);
  }

  renderSeats() {
    const t = this.table;
    const seated = t.seats.some((s) => s.you);
    const full = t.seats.every((s) => s.kind);
    const call = async (path, body) => {
      try {
        const table = await api("POST", `/api/tables/${t.id}/${path}`, body);
        if (table && table.seq >= this.table.seq) this.tableChanged(table);
        this.render();
      } catch (err) {
        toast(err.message, "error");
      }
    };
    fill(this.decisionBox,
      h("h2", { id: "decision-title" }, t.status === "open" ? (full ? "Every seat is taken: ready to start." : "Waiting for players…") : "Loading…"),
      t.status === "open" ? h("p.detail", {}, "Invite friends with the link above, or fill the empty seats with AI players.") : null,
      t.status === "open" ? h("div.choices", {},
        !seated && t.seats.some((s) => !s.kind) ? h("button.primary", { dataset: { key: "join" }, onclick: () => call("join", { invite: this.invite || undefined }) }, "Sit down") : null,
        seated && !full ? h("button", { dataset: { key: "ai-all" }, onclick: () => call("ai", { all: true }) }, "Fill empty seats with AI") : null,
        seated && full ? h("button.primary", { dataset: { key: "start" }, onclick: () => call("start") }, "Start the game") : null,
        seated ? h("button", { dataset: { key: "leave" }, onclick: () => call("leave") }, "Leave the table") : null) : null);
    fill(this.board,
      h("h2", {}, "Seats"),
      h("ul.seat-list", {}, t.seats.map((s) => h("li.seat", { dataset: { color: s.color } },
        colorTag(s.color), " ",
        s.kind ? h("span", {}, h("strong", {}, s.name || "?"), ` — ${KINDS[s.kind] || s.kind}${s.you ? " (you)" : ""}`,
          s.kind === "human" && !s.connected ? h("span.muted", {}, " · away") : null)
          : h("span.muted", {}, "empty"),
        !s.kind && !seated ? h("button", { dataset: { key: `sit-${s.color}` }, onclick: () => call("join", { seat: s.color, invite: this.invite || undefined }) }, "Sit here") : null,
        !s.kind && seated ? h("button", { dataset: { key: `ai-${s.color}` }, onclick: () => call("ai", { seat: s.color, level: t.ai_level }) }, `AI (${t.ai_level})`) : null))));
    fill(this.players);
  }

  /** Who must decide now: one player, or everyone awaited in a rescue. */
  deciders() {
    const s = this.state;
    if (!s || s.phase === "over") return [];
    return s.phase === "rescue" ? s.awaiting : [s.to_act];
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
          choices.push(this.choiceButton(`hand-${c}`, [chip(c), c === me ? ` your chip ×${k}` : ` ${c} prisoner ×${k}`], () => { this.selected = c; this.render(); this.focusFirstChoice(); },
            { dataset: { key: `hand-${c}`, chip: c }, "aria-label": `Pick a ${c} chip (you hold ${k})` }));
        }
      } else {
        const c = this.selected;
        const what = (pile) => previewPlay(s, me, c, pile, this.table.rules.variant, this.who);
        for (const p of s.piles) {
          choices.push(this.choiceButton(`pile-${p.id}`, `on pile ${p.id}`, () => this.act({ act: "play", chip: c, pile: p.id }),
            { dataset: { key: `pile-${p.id}`, pile: String(p.id) } }, what(p.id)));
        }
        choices.push(this.choiceButton("pile-new", "on a new pile", () => this.act({ act: "play", chip: c, pile: "new" }),
          { dataset: { key: "pile-new", pile: "new" } }, what("new")));
        choices.push(this.choiceButton("cancel", "Back (Esc)", () => { this.selected = null; this.render(); }, { class: "choice secondary" }));
      }
    } else if (s.phase === "next" && s.to_act === me) {
      for (const c of s.options) {
        const held = Object.values(s.hands[c] || {}).reduce((a, b) => a + b, 0);
        choices.push(this.choiceButton(`next-${c}`, [chip(c), ` ${this.who(c)}${c === me ? " — yourself" : ""}`], () => this.act({ act: "next", to: c }),
          { dataset: { key: `next-${c}`, next: c }, "aria-label": `Give the move to ${this.who(c)}` },
          held ? `holds ${held} chip${held === 1 ? "" : "s"}` : "holds no chip: needs a rescue or is out"));
      }
    } else if (s.phase === "kill" && s.to_act === me) {
      for (const c of s.options) {
        const n = capturedPile(s) ? capturedPile(s).chips.length - 1 : 0;
        choices.push(this.choiceButton(`kill-${c}`, [chip(c), ` kill a ${c} chip`], () => this.act({ act: "kill", chip: c }),
          { dataset: { key: `kill-${c}`, kill: c } }, `you keep the other ${n}`));
      }
    } else if (s.phase === "rescue" && s.awaiting.includes(me)) {
      for (const [c, k] of prisonersOf(s, me)) {
        choices.push(this.choiceButton(`rescue-${c}`, [chip(c), ` rescue with a ${c} prisoner (×${k})`],
          () => this.act({ act: "transfer", chip: c, to: s.to_act }), { dataset: { key: `rescue-${c}`, rescue: c } }));
      }
      const last = s.awaiting.length === 1;
      choices.push(this.choiceButton("refuse", "Refuse", () => this.act({ act: "refuse" }), { dataset: { key: "refuse", refuse: "" } },
        last ? `${cap(s.to_act)} is then out of the game` : "others may still rescue"));
    }
    choices.forEach((b, i) => {
      if (i < 9) b.prepend(h("kbd", { "aria-hidden": "true" }, String(i + 1)));
    });
    const acting = this.deciders();
    this.decisionBox.classList.toggle("mine", Boolean(me && acting.includes(me)));
    const title = s.phase === "play" && s.to_act === me && this.selected
      ? `Play your ${this.selected} chip: choose a pile (or drag the chip onto one).` : d.title;
    if (title !== this.spoken) announce((this.spoken = title)); // for screen readers, once
    fill(this.decisionBox,
      h("div.decision-text", {},
        h("h2", { id: "decision-title" }, acting.length && s.phase !== "over" ? h("span.turn-mark", { "aria-hidden": "true" }, "▶ ") : null, title),
        this.lastLine && s.phase !== "over" ? h("p.why", {}, h("strong", {}, "Last: "), this.lastLine) : null,
        h("p.detail", {}, s.phase === "over" ? null : d.detail, this.clock && this.clock.deadline ? h("span.clock.big", { dataset: { clock: "main" } }, "") : null)),
      choices.length ? h("div.choices", { role: "group", "aria-label": "Your choices" }, choices) : null,
      s.phase === "over" ? this.endBox() : null,
      choices.length ? h("p.keys.muted", {}, "Keys: 1–9 choose · Esc back · / chat") : null);
    this.tick();
  }

  focusFirstChoice() {
    const b = this.decisionBox.querySelector("button.choice");
    if (b) b.focus();
  }

  endBox() {
    const e = this.ended || { winner: this.state.winner, defeated: this.state.defeated };
    const seated = this.table.seats.some((s) => s.you);
    return h("div.end", { id: "end" },
      h("p.winner", {}, "Winner: ", colorTag(e.winner), " ", this.who(e.winner)),
      e.defeated && e.defeated.length ? h("p", {}, "Order of defeat: ", h("ol.defeat", {}, e.defeated.map((c, i) => h("li", {}, `${i + 1}. `, colorTag(c), " ", this.who(c))))) : null,
      h("div.choices", {},
        this.table.rematch ? h("a.button.primary", { href: `/table/${this.table.rematch}`, dataset: { link: "" } }, "Go to the rematch")
          : seated ? h("button.primary", { type: "button", dataset: { key: "rematch" }, onclick: () => this.rematch() }, "Rematch") : null,
        h("a.button", { href: `/api/tables/${this.id}/record${this.invite ? `?invite=${encodeURIComponent(this.invite)}` : ""}`, download: `so-long-sucker-${this.id}.json` }, "Download record"),
        h("a.button", { href: `/replay/${this.id}${this.invite ? `?invite=${encodeURIComponent(this.invite)}` : ""}`, dataset: { link: "" } }, "Watch the replay")));
  }

  async rematch() {
    try {
      const t = await api("POST", `/api/tables/${this.id}/rematch`);
      this.go(`/table/${t.id}${t.invite ? `?invite=${encodeURIComponent(t.invite)}` : ""}`);
    } catch (err) {
      toast(err.message, "error");
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
      const label = h("span.pile-id", {}, `Pile ${p.id}`);
      const attrs = pileAttrs(p);
      Object.assign(attrs, { ondragover: dragOver, ondrop: drop(p.id) });
      attrs.dataset.key = `board-pile-${p.id}`;
      if (target) {
        const effect = previewPlay(s, me, this.selected, p.id, this.table.rules.variant, this.who);
        return h("button.pile.target", { type: "button", title: `Play ${this.selected} here: ${effect}`, onclick: () => this.act({ act: "play", chip: this.selected, pile: p.id }), ...attrs }, stack(p), label);
      }
      const isCaptured = captured && captured.id === p.id;
      return h(`div.pile${isCaptured ? ".captured" : ""}`, attrs, stack(p), label,
        isCaptured ? h("span.pile-note", {}, "captured") : null);
    });
    const newAttrs = { dataset: { pileId: "new", key: "board-pile-new" }, ondragover: dragOver, ondrop: drop("new"), "aria-label": "A new pile" };
    const newPile = target
      ? h("button.pile.new.target", { type: "button", onclick: () => this.act({ act: "play", chip: this.selected, pile: "new" }), ...newAttrs }, h("div.stack"), h("span.pile-id", {}, "New pile"))
      : h("div.pile.new", newAttrs, h("div.stack"), h("span.pile-id", {}, "New pile"));
    const hand = me && !s.defeated.includes(me) ? this.handBox(myPlay) : null;
    fill(this.board,
      h("h2.sr-only", {}, "Board"),
      h("div.piles", { "aria-label": "Piles, each drawn bottom to top" }, piles, newPile),
      h("div.board-foot", {}, hand, deadBox(s)),
      hand ? this.prisonerTools() : null);
  }

  handBox(myPlay) {
    const s = this.state;
    const me = this.you;
    const entries = Object.entries(s.hands[me] || {});
    return h("div.hand", { id: "hand", "aria-label": "Your hand" }, h("h3", {}, "Your hand"),
      entries.length ? entries.map(([c, k]) => {
        const attrs = { dataset: { color: c, n: String(k), key: `myhand-${c}` }, title: `${c} ×${k}` };
        if (!myPlay) return h("span.count", attrs, chip(c), `×${k}`);
        return h(`button.count.pick${this.selected === c ? ".selected" : ""}`, {
          ...attrs, type: "button", draggable: "true", "aria-pressed": String(this.selected === c),
          ondragstart: (e) => { e.dataTransfer.setData("text/x-chip", c); this.selected = c; },
          onclick: () => { this.selected = this.selected === c ? null : c; this.render(); },
        }, chip(c), `×${k}`);
      }) : h("span.muted", {}, "no chip"));
  }

  /** Give or kill a prisoner: allowed at any moment of the game to anyone still in. */
  prisonerTools() {
    const s = this.state;
    const me = this.you;
    const prisoners = prisonersOf(s, me);
    if (!prisoners.length || s.phase === "over") return null;
    const others = aliveOf(s).filter((c) => c !== me);
    const chipSel = h("select", { id: "pt-chip", "aria-label": "Prisoner" }, prisoners.map(([c, k]) => h("option", { value: c }, `${SYMBOLS[c]} ${c} (×${k})`)));
    const toSel = h("select", { id: "pt-to", "aria-label": "Give to" }, others.map((c) => h("option", { value: c }, `${SYMBOLS[c]} ${this.who(c)}`)));
    return h("div.prisoner-tools", {},
      h("h3", {}, "Your prisoners, at any time"),
      chipSel, " ",
      h("button", { type: "button", dataset: { key: "pt-give" }, onclick: () => this.act({ act: "transfer", chip: chipSel.value, to: toSel.value }) }, "Give to"),
      " ", toSel, " ",
      h("button.danger", { type: "button", dataset: { key: "pt-kill" }, onclick: () => this.act({ act: "kill_prisoner", chip: chipSel.value }) }, "Kill it"));
  }

  renderPlayers() {
    const s = this.state;
    const acting = this.deciders();
    fill(this.players, this.table.seats.map((seat) => {
      const c = seat.color;
      const flags = [];
      if (seat.kind && seat.kind.startsWith("ai:")) flags.push(KINDS[seat.kind]);
      else flags.push(seat.connected ? "connected" : "away");
      if (seat.ai_playing && seat.kind === "human") flags.push("AI playing for now");
      return playerCard(c, seat.name, s, {
        acting: acting.includes(c),
        note: s.phase === "rescue" && s.to_act !== c ? "must answer" : "to act",
        flags,
        mine: c === this.you,
        clock: true,
      });
    }));
    this.tick();
  }

  // ---------------------------------------------------------------- clock, notice, keys

  /** A new clock; its `now` tells how far the browser's clock is off the server's. The
   *  largest estimate is the closest (each one is late by the message's transit time). */
  setClock(clock) {
    this.clock = clock;
    if (clock && typeof clock.now === "number") {
      const offset = clock.now - Date.now() / 1000;
      if (this.offset === null || offset > this.offset) this.offset = offset;
    }
  }

  tick() {
    const now = Date.now() / 1000 + (this.offset || 0);
    const left = this.clock && this.clock.deadline ? Math.max(0, Math.ceil(this.clock.deadline - now)) : null;
    const text = left === null ? "" : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
    for (const el of this.app.querySelectorAll("[data-clock]")) {
      el.textContent = el.dataset.clock === "main" ? ` Time left: ${text}` : text;
      el.classList.toggle("low", left !== null && left <= 10);
    }
  }

  notify() {
    const mine = this.you && this.deciders().includes(this.you) && this.table.status === "playing";
    document.title = mine ? "▶ Your move — So Long Sucker" : `Table ${this.id} — So Long Sucker`;
    if (mine && !this.myTurn) beep();
    this.myTurn = Boolean(mine);
  }

  key(e) {
    const tag = (e.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select" || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "Escape" && this.selected) {
      this.selected = null;
      this.render();
      this.focusFirstChoice();
    } else if (e.key === "/") {
      e.preventDefault();
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

function plainAction(a, who) {
  const by = who(a.by);
  switch (a.act) {
    case "play": return `${by} played a ${a.chip} chip on ${a.pile === "new" ? "a new pile" : `pile ${a.pile}`}.`;
    case "next": return `${by} gave the move to ${who(a.to)}.`;
    case "kill": return `${by} killed a ${a.chip} chip.`;
    case "transfer": return `${by} gave a ${a.chip} prisoner to ${who(a.to)}.`;
    case "kill_prisoner": return `${by} killed a ${a.chip} prisoner.`;
    case "refuse": return `${by} refused to rescue.`;
    default: return `${by}: ${a.act}`;
  }
}

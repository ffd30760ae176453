// What a live table shows, as a pure function of the websocket events of docs/protocol.md:
// reduce(model, message, now) -> model. No DOM, no I/O, no clock of its own (`now` is the
// browser's Unix time in seconds), so tests/web/state_table.test.mjs runs it under Node.

import { Game } from "../rules.js";

/** The model before any message. */
export function initial() {
  return {
    seq: 0, // the last event applied; the socket says hello with it
    gap: false, // an event came after a gap: the page is resyncing
    table: null,
    state: null,
    you: null,
    log: [], // {action, auto, prev, next}: prev and next states are null when unknown
    chat: [], // the chat events, in order
    chatBefore: null, // the seq of the oldest line held, when older ones are on the server
    ended: null, // {winner, defeated}
    clock: null,
    offset: null, // server clock minus browser clock, in seconds
    refused: null, // why the server refused us before the first snapshot
    refusedCode: null, // and its error code, for the page to word it
    deals: [], // the deals panel: promises and proposals read in the chat, with their status
  };
}

/** The model after one server message. Old or repeated events leave it as it was. */
export function reduce(model, msg, now) {
  if (!msg || typeof msg !== "object" || msg.type === "pong") return model;
  if (msg.type === "presence") {
    // Who is connected: unnumbered, never replayed; only the seats change.
    if (!model.table || !msg.connected) return model;
    const seats = model.table.seats.map((s) => (s.color in msg.connected ? { ...s, connected: Boolean(msg.connected[s.color]) } : s));
    return { ...model, table: { ...model.table, seats } };
  }
  if (msg.type === "error") {
    // Refused before the first snapshot: the socket closes next, with this reason.
    return model.table ? model : { ...model, refused: msg.message || msg.code, refusedCode: msg.code || null };
  }
  if (msg.type === "snapshot") {
    const over = msg.state && msg.state.phase === "over";
    return withClock({
      ...initial(),
      seq: msg.seq,
      table: msg.table,
      you: youOf(msg.table),
      state: msg.state,
      log: replayLog(msg.table, msg.log || []),
      chat: [...(msg.chat || [])],
      chatBefore: msg.chat_before ?? null,
      deals: Array.isArray(msg.deals) ? msg.deals : [],
      ended: over ? { winner: msg.state.winner, defeated: msg.state.defeated } : null,
    }, msg.clock, now);
  }
  if (typeof msg.seq !== "number" || msg.seq <= model.seq) return model; // already applied
  // A gap (events lost on the way): apply nothing; the page resyncs from the last seq.
  if (model.seq > 0 && msg.seq > model.seq + 1) return model.gap ? model : { ...model, gap: true };
  const m = { ...model, seq: msg.seq, gap: false };
  if (msg.type === "action") {
    m.log = [...model.log, { action: msg.action, auto: Boolean(msg.auto), prev: model.state, next: msg.state }];
    m.state = msg.state;
    return withClock(m, msg.clock, now);
  }
  if (msg.type === "chat") {
    m.chat = [...model.chat, msg];
  } else if (msg.type === "deal") {
    m.deals = withDeals(model.deals, msg.changes);
  } else if (msg.type === "table") {
    m.table = msg.table;
    m.you = youOf(msg.table);
    if (msg.state !== undefined && msg.state !== null) m.state = msg.state;
    if (msg.clock !== undefined) return withClock(m, msg.clock, now);
  } else if (msg.type === "end") {
    m.ended = { winner: msg.winner, defeated: msg.defeated };
    m.clock = null;
  }
  return m;
}

/** The model with a table object answered by HTTP (join, leave, AI, start), unless older. */
export function withTable(model, table) {
  if (!table || !model.table || table.seq < model.table.seq) return model;
  return { ...model, table, you: youOf(table) };
}

/** The model with a page of older chat lines (GET /api/tables/{id}/chat?before=SEQ):
 *  `{chat, before}`, before being null once every line is held. */
export function withEarlierChat(model, page) {
  if (!page || !Array.isArray(page.chat)) return model;
  const oldest = model.chat.length ? model.chat[0].seq : Infinity;
  const older = page.chat.filter((l) => typeof l.seq !== "number" || l.seq < oldest);
  return { ...model, chat: [...older, ...model.chat], chatBefore: page.before ?? null };
}

/** The deals panel with `changes` applied: an entry replaces the one of its id, or is new. */
export function withDeals(deals, changes) {
  const out = [...deals];
  for (const e of Array.isArray(changes) ? changes : []) {
    if (!e || typeof e.id !== "string") continue;
    const at = out.findIndex((d) => d.id === e.id);
    if (at < 0) out.push(e);
    else out[at] = e;
  }
  return out;
}

/** Where chat line `line` (its index among all the table's lines) is in `model.chat`, or
 *  -1 when that line is not held (older lines still on the server). */
export function chatIndex(model, line) {
  if (typeof line !== "number" || model.chatBefore !== null) {
    // Older lines are missing: only the count from the end is unknown, so nothing is sure.
    return -1;
  }
  return line >= 0 && line < model.chat.length ? line : -1;
}

function youOf(table) {
  const mine = table && table.seats.find((s) => s.you);
  return mine ? mine.color : null;
}

/** A new clock; its `now` tells how far the browser's clock is off the server's. The
 *  largest estimate is the closest (each one is late by the message's transit time). */
function withClock(model, clock, now) {
  let offset = model.offset;
  if (clock && typeof clock.now === "number") {
    const o = clock.now - now;
    if (offset === null || o > offset) offset = o;
  }
  return { ...model, clock: clock === undefined ? model.clock : clock, offset };
}

/** Seconds left to the clock's deadline (server time), or null without a deadline. */
export function secondsLeft(model, now) {
  if (!model.clock || !model.clock.deadline) return null;
  return Math.max(0, Math.ceil(model.clock.deadline - (now + (model.offset || 0))));
}

/** The snapshot's log with the state before and after each action, replayed by rules.js
 *  (the first action is the first player's); states stay null past anything it refuses. */
function replayLog(table, log) {
  let game = null;
  if (log.length && table) {
    try {
      game = new Game(table.rules, log[0].action.by);
    } catch {
      game = null;
    }
  }
  return log.map((item) => {
    let prev = null;
    let next = null;
    if (game) {
      try {
        prev = game.stateJson();
        game.apply(item.action);
        next = game.stateJson();
      } catch {
        game = null;
        prev = null;
      }
    }
    return { action: item.action, auto: Boolean(item.auto), prev, next };
  });
}

/** Who must decide now: one player, or everyone awaited in a rescue. */
export function deciders(state) {
  if (!state || state.phase === "over") return [];
  return state.phase === "rescue" ? state.awaiting : [state.to_act];
}

/** Whether `you` may ask for a hint now: where the server says so (`table.hints`: a casual
 *  table whose other seats are all AIs), in a game under way, and asked to decide. */
export function hintable(table, state, you) {
  if (!table || !state || !you || table.rated || table.status !== "playing") return false;
  const others = table.seats.some((s) => s.color !== you && !(s.kind || "").startsWith("ai:"));
  if ("hints" in table ? !table.hints : others) return false;
  return deciders(state).includes(you);
}

/** Whether a chat line speaks to `you` (a colour) or `name`: the word, in any case. */
export function mentions(text, words) {
  const low = String(text).toLowerCase();
  return words.filter(Boolean).some((w) => {
    const at = low.indexOf(w.toLowerCase());
    if (at < 0) return false;
    const before = low[at - 1];
    const after = low[at + w.length];
    return !isLetter(before) && !isLetter(after);
  });
}

function isLetter(ch) {
  return ch !== undefined && /\p{L}|\p{N}/u.test(ch);
}

// The table's state under Node, without a browser: run by test_state_js.py (node --test).

import assert from "node:assert/strict";
import { test } from "node:test";

import {
  deciders, initial, mentions, reduce, secondsLeft, withEarlierChat, withTable,
} from "../../src/sucker/web/static/state/table.js";

const seats = [
  { color: "red", name: "Ada", kind: "human", you: true },
  { color: "blue", name: "Bob", kind: "human", you: false },
  { color: "green", name: "Cy", kind: "ai:easy", you: false },
];
const table = { id: "t1", status: "playing", rules: { players: 3, chips: 3, variant: "nash1950" }, seats, seq: 3 };
const start = {
  phase: "play", to_act: "red", options: [], awaiting: [], piles: [],
  hands: { red: { red: 3 }, blue: { blue: 3 }, green: { green: 3 } }, dead: {}, defeated: [], winner: null,
};
const after = { ...start, piles: [{ id: 1, chips: ["red"] }], hands: { ...start.hands, red: { red: 2 } }, phase: "next", options: ["blue", "green"] };
const play = { by: "red", act: "play", chip: "red", pile: "new" };

function snapshot(extra = {}) {
  return { type: "snapshot", seq: 4, table, state: start, you: "red", log: [], chat: [], clock: null, ...extra };
}

test("a snapshot sets everything; events after it apply in order, once", () => {
  let m = reduce(initial(), snapshot(), 1000);
  assert.equal(m.seq, 4);
  assert.equal(m.you, "red");
  assert.deepEqual(m.log, []);
  const action = { type: "action", seq: 5, action: play, auto: false, state: after, clock: { to: ["red"], deadline: 1060, now: 1000 } };
  m = reduce(m, action, 1000);
  assert.equal(m.seq, 5);
  assert.deepEqual(m.state, after);
  assert.deepEqual(m.log, [{ action: play, auto: false, prev: start, next: after }]);
  assert.equal(reduce(m, action, 1000), m, "a replayed event changes nothing");
  m = reduce(m, { type: "chat", seq: 6, by: "blue", name: "Bob", text: "hi", after: 1 }, 1000);
  assert.deepEqual(m.chat.map((l) => l.text), ["hi"]);
  m = reduce(m, { type: "end", seq: 7, winner: "blue", defeated: ["red", "green"] }, 1000);
  assert.deepEqual(m.ended, { winner: "blue", defeated: ["red", "green"] });
  assert.equal(m.clock, null);
});

test("a snapshot's log is replayed with the state before and after each action", () => {
  const m = reduce(initial(), snapshot({ state: after, log: [{ seq: 1, action: play, t: 1 }] }), 0);
  assert.deepEqual(m.log[0].prev, start);
  assert.deepEqual(m.log[0].next, after);
});

test("a log the rules refuse keeps its actions, without states", () => {
  const bad = { by: "blue", act: "play", chip: "blue", pile: 9 };
  const m = reduce(initial(), snapshot({ log: [{ action: play }, { action: bad }] }), 0);
  assert.equal(m.log.length, 2);
  assert.equal(m.log[1].prev, null);
  assert.equal(m.log[1].next, null);
});

test("the clock's offset is the largest seen, and the countdown uses it", () => {
  // This browser's clock is an hour fast.
  let m = reduce(initial(), snapshot({ clock: { to: ["red"], deadline: 1600, now: 1000 } }), 4600);
  assert.equal(m.offset, -3600);
  assert.equal(secondsLeft(m, 4600), 600);
  m = reduce(m, { type: "table", seq: 5, table, clock: { to: ["red"], deadline: 1600, now: 990 } }, 4600);
  assert.equal(m.offset, -3600, "an older message does not lower the estimate");
  assert.equal(secondsLeft(m, 5300), 0);
});

test("a gap in the numbered events applies nothing and asks for a resync", () => {
  const m = reduce(initial(), snapshot(), 0);
  const gap = reduce(m, { type: "chat", seq: m.seq + 2, by: "red", name: "Ada", text: "hi", after: 0, ai: false }, 0);
  assert.equal(gap.seq, m.seq);
  assert.equal(gap.gap, true);
  const next = reduce(gap, { type: "chat", seq: m.seq + 1, by: "red", name: "Ada", text: "hi", after: 0, ai: false }, 0);
  assert.equal(next.seq, m.seq + 1);
  assert.equal(next.gap, false);
});

test("errors: before the first snapshot they say why we were refused", () => {
  const m = reduce(initial(), { type: "error", code: "invite", message: "private table" }, 0);
  assert.equal(m.refused, "private table");
  assert.equal(m.refusedCode, "invite"); // the page words it from its catalogue
  const later = reduce(reduce(initial(), snapshot(), 0), { type: "error", code: "illegal" }, 0);
  assert.equal(later.refused, null);
});

test("an HTTP table answer is taken unless older than what the socket said", () => {
  const m = reduce(initial(), snapshot(), 0);
  const seated = { ...table, seq: 2, seats: seats.map((s) => ({ ...s, you: s.color === "blue" })) };
  assert.equal(withTable(m, seated), m);
  assert.equal(withTable(m, { ...seated, seq: 9 }).you, "blue");
});

test("who decides; lines that name you", () => {
  assert.deepEqual(deciders(start), ["red"]);
  assert.deepEqual(deciders({ ...start, phase: "rescue", awaiting: ["blue", "green"] }), ["blue", "green"]);
  assert.deepEqual(deciders({ ...start, phase: "over" }), []);
  assert.ok(mentions("Ada, alliance against Blue?", ["red", "Ada"]));
  assert.ok(mentions("rouge, tu m'aides ?", ["rouge"]));
  assert.ok(!mentions("Adam is lying", ["Ada"]));
  assert.ok(!mentions("covered", ["red"]));
});

test("presence: unnumbered, it changes who is shown connected and nothing else", () => {
  const m = reduce(initial(), snapshot(), 0);
  const p = reduce(m, { type: "presence", connected: { red: true, blue: false, green: true } }, 0);
  assert.equal(p.seq, m.seq);
  assert.deepEqual(p.table.seats.map((s) => s.connected), [true, false, true]);
  assert.equal(reduce(initial(), { type: "presence", connected: { red: true } }, 0).table, null);
});

test("a snapshot with the latest chat lines; older pages go in front, once", () => {
  const line = (seq) => ({ type: "chat", seq, by: "blue", text: `line ${seq}`, after: 0 });
  let m = reduce(initial(), snapshot({ chat: [line(3), line(4)], chat_before: 3 }), 0);
  assert.equal(m.chatBefore, 3);
  m = withEarlierChat(m, { chat: [line(1), line(2), line(3)], before: null });
  assert.deepEqual(m.chat.map((l) => l.seq), [1, 2, 3, 4]);
  assert.equal(m.chatBefore, null);
  assert.equal(reduce(initial(), snapshot(), 0).chatBefore, null, "an older server sends no chat_before");
});

test("deals: a snapshot's panel, then changes replace entries by id or add them, once", async () => {
  const { withDeals, chatIndex } = await import("../../src/sucker/web/static/state/table.js");
  const p0 = { id: "p0", kind: "promise", by: "red", to: "blue", goods: "move", what: { en: "give blue the move", fr: "donner la main à bleu" }, status: "open", line: 0, settled_by: null };
  const chat = [{ type: "chat", seq: 3, by: "red", name: "Ada", text: "I'll give you the move, blue", after: 0 }];
  let m = reduce(initial(), snapshot({ deals: [p0], chat, chat_before: null }), 1000);
  assert.deepEqual(m.deals, [p0]);
  assert.equal(chatIndex(m, 0), 0);
  assert.equal(chatIndex(m, 1), -1);
  const broken = { ...p0, status: "broken", settled_by: { index: 1, action: { by: "red", act: "next", to: "green" } } };
  const q1 = { id: "q1", kind: "proposal", by: "blue", to: null, goods: "spare", what: { en: "x", fr: "y" }, status: "open", line: 0, settled_by: null };
  const ev = { type: "deal", seq: 5, changes: [broken, q1] };
  m = reduce(m, ev, 1000);
  assert.deepEqual(m.deals.map((d) => [d.id, d.status]), [["p0", "broken"], ["q1", "open"]]);
  assert.equal(reduce(m, ev, 1000), m, "a replayed deal event changes nothing");
  assert.deepEqual(withDeals(m.deals, [null, { nope: 1 }]), m.deals, "malformed changes are skipped");
  const old = reduce(initial(), snapshot({ chat, chat_before: 2 }), 1000);
  assert.deepEqual(old.deals, [], "a snapshot without deals has an empty panel");
  assert.equal(chatIndex(old, 0), -1, "with older lines on the server, an index is not sure");
});

test("a hint is offered at a casual table against AIs only, on my decision", async () => {
  const { hintable } = await import("../../src/sucker/web/static/state/table.js");
  const ais = [
    { color: "red", name: "Ada", kind: "human", you: true },
    { color: "blue", name: null, kind: "ai:hard" },
    { color: "green", name: null, kind: "ai:easy" },
  ];
  const casual = { ...table, seats: ais, rated: false };
  assert.equal(hintable(casual, start, "red"), true);
  assert.equal(hintable({ ...casual, hints: false }, start, "red"), false, "the server says no");
  assert.equal(hintable(casual, { ...start, to_act: "blue" }, "red"), false, "not my decision");
  assert.equal(hintable({ ...casual, rated: true }, start, "red"), false, "a rated table");
  assert.equal(hintable(table, start, "red"), false, "another person is seated");
  assert.equal(hintable({ ...casual, status: "over" }, start, "red"), false, "the game is over");
  assert.equal(hintable(casual, start, null), false, "a spectator");
  const rescue = { ...start, phase: "rescue", to_act: "blue", awaiting: ["red"] };
  assert.equal(hintable(casual, rescue, "red"), true, "asked to rescue");
});

// The rules of So Long Sucker in the browser, for the replay viewer (an uploaded record must
// replay offline) and for showing what is clickable. It mirrors src/sucker/engine/game.py
// line for line; tests/web/test_rules_js.py compares the two on random games. The server
// alone decides what is legal in a live game.

export const COLORS = ["red", "blue", "green", "yellow", "purple", "orange"];
export const VARIANTS = ["nash1950", "sucker-bench"];
const NOBODY = -1;

export class IllegalAction extends Error {
  constructor(rule, message) {
    super(message);
    this.rule = rule;
  }
}

function colorIndex(name, n) {
  const i = COLORS.indexOf(name);
  if (typeof name === "string" && i >= 0 && i < n) return i;
  throw new IllegalAction("color", `${JSON.stringify(name)} is not a colour of a ${n}-player game`);
}

/** A game in progress. Actions are record-format.md JSON objects. */
export class Game {
  constructor(rules = {}, first = "red") {
    const players = rules.players ?? 4;
    const chips = rules.chips ?? 7;
    const variant = rules.variant ?? "nash1950";
    if (!Number.isInteger(players) || players < 3 || players > 6) {
      throw new IllegalAction("rules", `players must be 3 to 6, not ${players}`);
    }
    if (!Number.isInteger(chips) || chips < 1 || chips > 20) {
      throw new IllegalAction("rules", `chips must be 1 to 20, not ${chips}`);
    }
    if (!VARIANTS.includes(variant)) {
      throw new IllegalAction("rules", `variant must be one of ${VARIANTS.join(", ")}`);
    }
    const n = players;
    this.rules = { players, chips, variant };
    this.n = n;
    this.bench = variant === "sucker-bench";
    this.first = typeof first === "number" ? first : colorIndex(first, n);
    this.hands = [];
    for (let p = 0; p < n; p++) {
      this.hands.push(Array.from({ length: n }, (_, c) => (c === p ? chips : 0)));
    }
    this.held = Array(n).fill(chips);
    this.piles = [];
    this.pileIds = [];
    this.nextPileId = 1;
    this.dead = Array(n).fill(0);
    this.alive = Array(n).fill(true);
    this.aliveCount = n;
    this.defeated = [];
    this.phase = "play";
    this.toAct = this.first;
    this.options = [];
    this.awaiting = [];
    this.winner = NOBODY;
    this.chain = [];
    this.killPile = -1;
    this.ply = 0;
  }

  prisoners(p) {
    return this.held[p] - this.hands[p][p];
  }

  /** Parse a JSON action into {act, by, chip, pile, to} with seat indexes. */
  parse(a) {
    if (!a || typeof a !== "object") throw new IllegalAction("format", "an action must be an object");
    const n = this.n;
    const need = { play: ["chip", "pile"], next: ["to"], kill: ["chip"], transfer: ["chip", "to"],
      kill_prisoner: ["chip"], refuse: [] }[a.act];
    if (!need) throw new IllegalAction("format", `unknown act ${JSON.stringify(a.act)}`);
    for (const f of need) {
      if (!(f in a)) throw new IllegalAction("format", `${a.act} needs the field '${f}'`);
    }
    const out = { act: a.act, by: colorIndex(a.by, n), chip: NOBODY, pile: 0, to: NOBODY };
    if (need.includes("chip")) out.chip = colorIndex(a.chip, n);
    if (need.includes("to")) out.to = colorIndex(a.to, n);
    if (a.act === "play") {
      if (a.pile === "new") out.pile = 0;
      else if (Number.isInteger(a.pile) && a.pile >= 1) out.pile = a.pile;
      else throw new IllegalAction("format", `pile must be "new" or a pile id ≥ 1`);
    }
    return out;
  }

  /** Throw IllegalAction if the JSON action is not legal now. */
  check(a) {
    const x = this.parse(a);
    const { act, by, chip } = x;
    const who = COLORS[by];
    if (this.phase === "over") throw new IllegalAction("over", "the game is over");
    if (act === "transfer" || act === "kill_prisoner") {
      if (!this.alive[by]) throw new IllegalAction("defeated", `${who} is defeated and cannot act`);
      if (chip === by) throw new IllegalAction("own-color", `${who} may not ${act} chips of their own colour`);
      if (this.hands[by][chip] === 0) throw new IllegalAction("not-held", `${who} holds no ${COLORS[chip]} prisoner`);
      if (act === "transfer") {
        if (x.to === by) throw new IllegalAction("transfer-self", `${who} cannot transfer to themselves`);
        if (!this.alive[x.to]) throw new IllegalAction("transfer-defeated", `${COLORS[x.to]} is defeated and cannot receive chips`);
      }
      return x;
    }
    if (act === "refuse") {
      if (this.phase !== "rescue") throw new IllegalAction("phase", "there is no rescue to refuse");
      if (!this.awaiting.includes(by)) throw new IllegalAction("not-awaited", `${who} is not among those asked`);
      return x;
    }
    if (this.phase !== act) {  // phases play/next/kill are named like their acts
      throw new IllegalAction("phase", `${act} is not possible in phase ${this.phase}`);
    }
    if (by !== this.toAct) throw new IllegalAction("turn", `it is ${COLORS[this.toAct]}'s decision, not ${who}'s`);
    if (act === "play") {
      if (this.hands[by][chip] === 0) throw new IllegalAction("not-held", `${who} holds no ${COLORS[chip]} chip`);
      if (x.pile !== 0 && !this.pileIds.includes(x.pile)) throw new IllegalAction("no-pile", `there is no pile ${x.pile}`);
    } else if (act === "next") {
      if (!this.options.includes(x.to)) throw new IllegalAction("next-option", `${COLORS[x.to]} cannot be given the move`);
    } else if (act === "kill" && !this.options.includes(chip)) {
      throw new IllegalAction("kill-option", `no ${COLORS[chip]} chip in the captured pile`);
    }
    return x;
  }

  /** Apply a legal JSON action with every automatic consequence; throws if illegal. */
  apply(a) {
    const x = this.check(a);
    this.ply += 1;
    if (x.act === "play") this._play(x.by, x.chip, x.pile);
    else if (x.act === "next") {
      this.chain.push(x.by);
      this._giveMove(x.to);
    } else if (x.act === "kill") this._kill(x.chip);
    else if (x.act === "transfer") this._transfer(x.by, x.chip, x.to);
    else if (x.act === "kill_prisoner") {
      this.hands[x.by][x.chip] -= 1;
      this.held[x.by] -= 1;
      this.dead[x.chip] += 1;
      this._afterLoss(x.by);
    } else {
      this.awaiting.splice(this.awaiting.indexOf(x.by), 1);
      if (this.awaiting.length === 0) this._defeat(this.toAct);
    }
  }

  _play(me, chip, pileId) {
    this.hands[me][chip] -= 1;
    this.held[me] -= 1;
    let idx;
    if (pileId === 0) {
      idx = this.piles.length;
      this.piles.push([chip]);
      this.pileIds.push(this.nextPileId++);
    } else {
      idx = this.pileIds.indexOf(pileId);
      this.piles[idx].push(chip);
    }
    const pile = this.piles[idx];
    if (pile.length >= 2 && pile[pile.length - 2] === chip) {
      this._capture(me, chip, idx);
      return;
    }
    const absent = [];
    for (let p = 0; p < this.n; p++) if (this.alive[p] && !pile.includes(p)) absent.push(p);
    if (absent.length) {
      if (absent.length === 1) {
        this.chain.push(me);
        this._giveMove(absent[0]);
      } else {
        this.phase = "next";
        this.toAct = me;
        this.options = absent;
      }
      return;
    }
    this.chain.push(me);
    this._giveMove(this._allColoursNext(pile));
  }

  _allColoursNext(pile) {
    if (this.bench) {
      for (const c of pile) if (this.alive[c]) return c;
    }
    const seen = Array(this.n).fill(false);
    let last = NOBODY;
    for (let i = pile.length - 1; i >= 0; i--) {
      const c = pile[i];
      if (this.alive[c] && !seen[c]) {
        seen[c] = true;
        last = c;
      }
    }
    return last;
  }

  _capture(me, color, idx) {
    const capturer = this.bench ? me : color;
    if (!this.alive[capturer]) {
      for (const c of this.piles[idx]) this.dead[c] += 1;
      this.piles.splice(idx, 1);
      this.pileIds.splice(idx, 1);
      this._giveMove(me);
      return;
    }
    this.chain.push(me);
    const pile = this.piles[idx];
    this.phase = "kill";
    this.toAct = capturer;
    this.killPile = idx;
    this.options = [];
    for (let c = 0; c < this.n; c++) if (pile.includes(c)) this.options.push(c);
    if (this.options.length === 1) this._kill(this.options[0]);
  }

  _kill(chip) {
    const capturer = this.toAct;
    const idx = this.killPile;
    const pile = this.piles[idx];
    this.piles.splice(idx, 1);
    this.pileIds.splice(idx, 1);
    this.dead[chip] += 1;
    for (const c of pile) this.hands[capturer][c] += 1;
    this.hands[capturer][chip] -= 1;
    this.held[capturer] += pile.length - 1;
    this.killPile = -1;
    this.options = [];
    this._giveMove(capturer);
  }

  _transfer(by, chip, to) {
    this.hands[by][chip] -= 1;
    this.held[by] -= 1;
    this.hands[to][chip] += 1;
    this.held[to] += 1;
    if (this.phase === "rescue" && to === this.toAct) {
      this.awaiting = [];
      this.phase = "play";
      return;
    }
    this._afterLoss(by);
  }

  _afterLoss(by) {
    if (this.phase === "play" && by === this.toAct && this.held[by] === 0) {
      this._startRescue(by);
    } else if (this.phase === "rescue" && this.awaiting.includes(by) && this.prisoners(by) === 0) {
      this.awaiting.splice(this.awaiting.indexOf(by), 1);
      if (this.awaiting.length === 0) this._defeat(this.toAct);
    }
  }

  _giveMove(p) {
    this.phase = "play";
    this.toAct = p;
    this.options = [];
    if (this.held[p] === 0) this._startRescue(p);
  }

  _startRescue(p) {
    this.phase = "rescue";
    this.toAct = p;
    this.options = [];
    this.awaiting = [];
    for (let q = 0; q < this.n; q++) {
      if (q !== p && this.alive[q] && this.prisoners(q) > 0) this.awaiting.push(q);
    }
    if (this.awaiting.length === 0) this._defeat(p);
  }

  _defeat(p) {
    this.alive[p] = false;
    this.aliveCount -= 1;
    this.defeated.push(p);
    this.awaiting = [];
    if (this.aliveCount === 1) {
      this.phase = "over";
      this.winner = this.alive.indexOf(true);
      this.toAct = NOBODY;
      this.options = [];
      return;
    }
    while (this.chain.length) {
      const giver = this.chain.pop();
      if (this.alive[giver]) {
        this._giveMove(giver);
        return;
      }
    }
    let nxt = (p + 1) % this.n;
    while (!this.alive[nxt]) nxt = (nxt + 1) % this.n;
    this._giveMove(nxt);
  }

  /** The state object of record-format.md (same keys and order as the Python engine). */
  stateJson() {
    const over = this.phase === "over";
    const hands = {};
    for (let p = 0; p < this.n; p++) {
      const h = {};
      this.hands[p].forEach((k, c) => { if (k) h[COLORS[c]] = k; });
      hands[COLORS[p]] = h;
    }
    const dead = {};
    this.dead.forEach((k, c) => { if (k) dead[COLORS[c]] = k; });
    return {
      phase: this.phase,
      to_act: over ? null : COLORS[this.toAct],
      options: this.options.map((x) => COLORS[x]),
      awaiting: this.awaiting.map((x) => COLORS[x]),
      piles: this.piles.map((pile, i) => ({ id: this.pileIds[i], chips: pile.map((c) => COLORS[c]) })),
      hands,
      dead,
      defeated: this.defeated.map((p) => COLORS[p]),
      winner: this.winner === NOBODY ? null : COLORS[this.winner],
    };
  }
}

/** Replay a record: the list of states, states[k] after the first k actions. Throws
 *  an Error naming the index of the first illegal action. */
export function replayRecord(record) {
  if (!record || record.format !== "sls-record/1") throw new Error("not an sls-record/1 file");
  if (!Array.isArray(record.actions)) throw new Error("actions must be a list");
  const game = new Game(record.rules || {}, record.first);
  const states = [game.stateJson()];
  record.actions.forEach((a, i) => {
    try {
      game.apply(a);
    } catch (e) {
      throw new Error(`action ${i}: ${e.message}`);
    }
    states.push(game.stateJson());
  });
  return states;
}

// ---- helpers for display: what a player may do now, from a state JSON -------------------

/** Colours in play in a state (the seats). */
export function seatsOf(state) {
  return Object.keys(state.hands);
}

/** Prisoner colours (with counts) held by `me` in `state`. */
export function prisonersOf(state, me) {
  return Object.entries(state.hands[me] || {}).filter(([c, k]) => c !== me && k > 0);
}

/** Everyone still in the game, seat order. */
export function aliveOf(state) {
  return seatsOf(state).filter((c) => !state.defeated.includes(c));
}

// Plain words for what happened and for what must be decided now, shared by the live table
// and the replay viewer. `who(color)` gives a player's display name.

import { cap, words } from "./ui.js";

/** The pile being captured in phase "kill": the one whose top two chips match. */
export function capturedPile(state) {
  return state.piles.find((p) => p.chips.length >= 2 && p.chips.at(-1) === p.chips.at(-2));
}

function total(hand) {
  return Object.values(hand || {}).reduce((a, b) => a + b, 0);
}

/** One log line (possibly several sentences) for `action` taking `prev` to `next`. */
export function explain(prev, action, next, who) {
  const by = who(action.by);
  const out = [];
  if (action.act === "play") {
    if (action.pile === "new") {
      const made = next.piles.find((p) => !prev.piles.some((q) => q.id === p.id));
      out.push(`${by} played a ${action.chip} chip on a new pile${made ? ` (pile ${made.id})` : ""}.`);
    } else {
      out.push(`${by} played a ${action.chip} chip on pile ${action.pile}.`);
    }
    const pileId = action.pile === "new" ? null : action.pile;
    const before = pileId ? prev.piles.find((p) => p.id === pileId) : null;
    if (before && before.chips.at(-1) === action.chip) {
      if (next.phase === "kill") {
        out.push(`Two ${action.chip} chips on top: ${who(next.to_act)} captures pile ${pileId} and must kill one chip.`);
      } else {
        const killed = total(next.dead) - total(prev.dead);
        if (killed > 1) {
          out.push(`Two ${action.chip} chips on top, but ${cap(action.chip)} is out: the whole pile goes to the dead box and the move comes back.`);
        } else {
          out.push(`Two ${action.chip} chips on top: ${who(next.to_act)} captures pile ${pileId}, kills a ${action.chip} chip (the only colour there) and takes the rest.`);
        }
      }
    } else if (next.phase === "next") {
      out.push(`${by} chooses who moves next: ${words(next.options.map(who))} (no chip of theirs in that pile).`);
    }
  } else if (action.act === "next") {
    out.push(`${by} gave the move to ${who(action.to)}.`);
  } else if (action.act === "kill") {
    const pile = capturedPile(prev);
    const n = pile ? pile.chips.length : 0;
    out.push(`${by} killed a ${action.chip} chip${pile ? ` from pile ${pile.id}` : ""} and took the other ${n - 1}.`);
  } else if (action.act === "transfer") {
    if (prev.phase === "rescue" && action.to === prev.to_act) {
      out.push(`${by} rescued ${who(action.to)} with a ${action.chip} prisoner.`);
    } else {
      out.push(`${by} gave a ${action.chip} prisoner to ${who(action.to)}.`);
    }
  } else if (action.act === "kill_prisoner") {
    out.push(`${by} killed a ${action.chip} prisoner.`);
  } else if (action.act === "refuse") {
    out.push(`${by} refused to rescue ${who(prev.to_act)}.`);
  }
  // Consequences the engine took by itself: defeats, rescues, who moves.
  for (const p of next.defeated.filter((c) => !prev.defeated.includes(c))) {
    out.push(`${who(p)} is out of the game (no chip and no rescue).`);
  }
  if (next.phase === "over") {
    out.push(`${who(next.winner)} wins!`);
  } else if (next.phase === "rescue" && (prev.phase !== "rescue" || prev.to_act !== next.to_act)) {
    out.push(`${who(next.to_act)} has the move but no chip: ${words(next.awaiting.map(who), "and")} may rescue.`);
  } else if (next.phase === "play" && action.act !== "next" &&
             (action.act === "play" || action.act === "kill" || prev.to_act !== next.to_act || prev.phase !== "play")) {
    out.push(`${who(next.to_act)} moves${whyMove(prev, action, next)}.`);
  }
  return out.join(" ");
}

/** Why the move went where it did after an automatic decision. */
function whyMove(prev, action, next) {
  if (action.act === "kill") return " (the capturer moves next)";
  if (action.act === "transfer" && prev.phase === "rescue") return " (rescued)";
  if (action.act !== "play") return "";
  const pile = next.piles.find((p) => p.id === action.pile) ||
    (action.pile === "new" ? next.piles.at(-1) : null);
  if (!pile) return total(next.dead) - total(prev.dead) > 1 ? " again (the move comes back)" : " next (the capturer moves next)";
  const alive = Object.keys(next.hands).filter((c) => !next.defeated.includes(c));
  const absent = alive.filter((c) => !pile.chips.includes(c));
  if (absent.length === 1) return ": the only player with no chip in that pile";
  if (absent.length === 0) return ": every colour is in that pile, and theirs is the deepest of the last chips";
  return "";
}

/** What must be decided now, in words: {title, detail}. `you` is your colour or null. */
export function decision(state, who, you) {
  const actor = state.to_act;
  const me = actor && actor === you;
  if (state.phase === "over") {
    return { title: `${who(state.winner)} wins the game.`,
      detail: state.defeated.length ? `Out, in order: ${state.defeated.map(who).join(", ")}.` : "" };
  }
  if (state.phase === "play") {
    const n = total(state.hands[actor]);
    return me
      ? { title: "Your move: pick a chip from your hand, then a pile (or a new pile).",
          detail: `You hold ${n} chip${n === 1 ? "" : "s"}. Two chips of one colour on top capture the pile for that colour's owner.` }
      : { title: `${who(actor)} to play a chip.`, detail: `${cap(actor)} holds ${n} chip${n === 1 ? "" : "s"}.` };
  }
  if (state.phase === "next") {
    const opts = words(state.options.map(who));
    return me
      ? { title: `Give the move: choose ${opts}.`, detail: "They have no chip in the pile you just played on." }
      : { title: `${who(actor)} gives the move: ${opts}.`, detail: "Those have no chip in the pile just played on." };
  }
  if (state.phase === "kill") {
    const pile = capturedPile(state);
    const where = pile ? `pile ${pile.id}` : "a pile";
    return me
      ? { title: `You captured ${where}: choose a chip to kill.`, detail: `You keep the others. Colours in the pile: ${words(state.options)}.` }
      : { title: `${who(actor)} captured ${where} and chooses a chip to kill.`, detail: `Colours in the pile: ${words(state.options)}.` };
  }
  if (state.phase === "rescue") {
    const asked = words(state.awaiting.map(who), "and");
    if (me) return { title: "You have the move but no chip. Waiting for a rescue…", detail: `Asked: ${asked}. Ask for help in the chat!` };
    if (you && state.awaiting.includes(you)) {
      return { title: `${who(actor)} has no chip: rescue them with a prisoner, or refuse.`,
        detail: `If nobody rescues, ${cap(actor)} is out of the game. Still to answer: ${asked}.` };
    }
    return { title: `${who(actor)} has no chip and waits for a rescue.`, detail: `Still to answer: ${asked}.` };
  }
  return { title: "", detail: "" };
}

/** What playing `chip` on pile `pileId` ("new" or an id) would do, in a few words: who
 *  captures, who chooses the next player, or who moves (rules.md). For display only. */
export function previewPlay(state, me, chip, pileId, variant, who) {
  const pile = pileId === "new" ? [] : (state.piles.find((p) => p.id === pileId) || { chips: [] }).chips;
  const alive = Object.keys(state.hands).filter((c) => !state.defeated.includes(c));
  if (pile.length && pile.at(-1) === chip) {
    const capturer = variant === "sucker-bench" ? me : chip;
    if (!alive.includes(capturer)) return `captured by nobody (${cap(chip)} is out): the whole pile dies`;
    return `capture! ${capturer === me ? "you take" : `${who(capturer)} takes`} the pile`;
  }
  const after = [...pile, chip];
  const absent = alive.filter((c) => !after.includes(c));
  if (absent.length > 1) return `then you choose: ${words(absent.map(who))}`;
  if (absent.length === 1) return `then ${who(absent[0])} moves`;
  let next = null;
  if (variant === "sucker-bench") next = after.find((c) => alive.includes(c));
  else {
    const seen = new Set();
    for (let i = after.length - 1; i >= 0; i--) {
      if (alive.includes(after[i]) && !seen.has(after[i])) {
        seen.add(after[i]);
        next = after[i];
      }
    }
  }
  return `then ${who(next)} moves (every colour is in the pile)`;
}

/** Chips held by each seat, for charts: {color: n}. */
export function heldBy(state) {
  const out = {};
  for (const [c, hand] of Object.entries(state.hands)) out[c] = total(hand);
  return out;
}

// Plain words for what happened and for what must be decided now, shared by the live table
// and the replay viewer. `who(color)` gives a player's display name.

import { say, t } from "./i18n.js";
import { colorName, player, words } from "./ui.js";

/** The pile being captured in phase "kill": the one whose top two chips match. */
export function capturedPile(state) {
  return state.piles.find((p) => p.chips.length >= 2 && p.chips.at(-1) === p.chips.at(-2));
}

function total(hand) {
  return Object.values(hand || {}).reduce((a, b) => a + b, 0);
}

/** One log line (possibly several sentences) for `action` taking `prev` to `next`. */
export function explain(prev, action, next, who, genderOf = () => undefined) {
  return explainFacts(prev, action, next).map((f) => say(f, who, genderOf)).join(" ");
}

const playerTerm = (c) => ({ player: c });
const chipTerm = (c, n = 1) => ({ chip: c, n });

/** The facts of that line (sucker.narration.actions in Python derives the same). */
export function explainFacts(prev, action, next) {
  const by = playerTerm(action.by);
  const chip = chipTerm(action.chip);
  const out = [];
  if (action.act === "play") {
    if (action.pile === "new") {
      const made = next.piles.find((p) => !prev.piles.some((q) => q.id === p.id));
      out.push({ key: "log-play-new", args: { by, chip, pile: made ? made.id : "?" } });
    } else {
      out.push({ key: "log-play", args: { by, chip, pile: action.pile } });
    }
    const pileId = action.pile === "new" ? null : action.pile;
    const before = pileId ? prev.piles.find((p) => p.id === pileId) : null;
    const chips = chipTerm(action.chip, 2);
    if (before && before.chips.at(-1) === action.chip) {
      if (next.phase === "kill") {
        out.push({ key: "log-capture-choose", args: { chips, who: playerTerm(next.to_act), pile: pileId } });
      } else if (total(next.dead) - total(prev.dead) > 1) {
        out.push({ key: "log-capture-dead", args: { chips, owner: playerTerm(action.chip) } });
      } else {
        out.push({ key: "log-capture-auto", args: { chips, chip, who: playerTerm(next.to_act), pile: pileId } });
      }
    } else if (next.phase === "next") {
      out.push({ key: "log-chooses", args: { by, options: next.options.includes(action.by)
        ? { players: next.options, join: "or", self: action.by } : { players: next.options, join: "or" } } });
    }
  } else if (action.act === "next") {
    out.push({ key: "log-next", args: { by, to: playerTerm(action.to) } });
  } else if (action.act === "kill") {
    const pile = capturedPile(prev);
    out.push(pile ? { key: "log-kill", args: { by, chip, pile: pile.id, n: pile.chips.length - 1 } }
      : { key: "log-kill-somewhere", args: { by, chip } });
  } else if (action.act === "transfer") {
    const rescue = prev.phase === "rescue" && action.to === prev.to_act;
    out.push({ key: rescue ? "log-rescue" : "log-give", args: { by, to: playerTerm(action.to), chip } });
  } else if (action.act === "kill_prisoner") {
    out.push({ key: "log-kill-prisoner", args: { by, chip } });
  } else if (action.act === "refuse") {
    out.push({ key: "log-refuse", args: { by, who: playerTerm(prev.to_act) } });
  }
  // Consequences the engine took by itself: defeats, rescues, who moves.
  for (const p of next.defeated.filter((c) => !prev.defeated.includes(c))) {
    out.push({ key: "log-out", args: { who: playerTerm(p) } });
  }
  if (next.phase === "over") {
    out.push({ key: "log-wins", args: { who: playerTerm(next.winner) } });
  } else if (next.phase === "rescue" && (prev.phase !== "rescue" || prev.to_act !== next.to_act)) {
    out.push({ key: "log-rescue-ask", args: { who: playerTerm(next.to_act), helpers: { players: next.awaiting, join: "and" }, n: next.awaiting.length } });
  } else if (next.phase === "play" && (next.defeated.length > prev.defeated.length || (action.act !== "next" &&
             (action.act === "play" || action.act === "kill" || prev.to_act !== next.to_act || prev.phase !== "play")))) {
    out.push({ key: `move-${whyMove(prev, action, next)}`, args: { who: playerTerm(next.to_act) } });
  }
  return out;
}

/** The facts of an action alone, when the states around it are unknown. */
export function plainFacts(action) {
  const by = playerTerm(action.by);
  const chip = chipTerm(action.chip);
  switch (action.act) {
    case "play": return action.pile === "new" ? { key: "log-play-new-plain", args: { by, chip } } : { key: "log-play", args: { by, chip, pile: action.pile } };
    case "next": return { key: "log-next", args: { by, to: playerTerm(action.to) } };
    case "kill": return { key: "log-kill-somewhere", args: { by, chip } };
    case "transfer": return { key: "log-give", args: { by, chip, to: playerTerm(action.to) } };
    case "kill_prisoner": return { key: "log-kill-prisoner", args: { by, chip } };
    case "refuse": return { key: "log-refuse-plain", args: { by } };
    default: return { key: "log-other", args: { by, act: String(action.act) } };
  }
}

/** Why the move went where it did after an automatic decision: a key after "move-". */
function whyMove(prev, action, next) {
  if (action.act === "kill") return "capturer";
  if (action.act === "transfer" && prev.phase === "rescue") return "rescued";
  if (next.defeated.length > prev.defeated.length) return "back"; // the move rebounds down the chain
  if (action.act !== "play") return "plain";
  const pile = next.piles.find((p) => p.id === action.pile) ||
    (action.pile === "new" ? next.piles.at(-1) : null);
  if (!pile) return total(next.dead) - total(prev.dead) > 1 ? "again" : "capturer";
  const alive = Object.keys(next.hands).filter((c) => !next.defeated.includes(c));
  const absent = alive.filter((c) => !pile.chips.includes(c));
  if (absent.length === 1) return "only";
  if (absent.length === 0) return "deepest";
  return "plain";
}

/** What must be decided now, in words: {title, detail}. `you` is your colour or null. */
export function decision(state, who, you) {
  const actor = state.to_act;
  const me = actor && actor === you;
  if (state.phase === "over") {
    return { title: t("decision.over", { who: who(state.winner) }),
      detail: state.defeated.length ? t("decision.over.detail", { out: state.defeated.map(who).join(", ") }) : "" };
  }
  if (state.phase === "play") {
    const n = total(state.hands[actor]);
    return me
      ? { title: t("decision.play.mine"), detail: t("decision.play.mine.detail", { n }) }
      : { title: t("decision.play", { who: who(actor) }), detail: t("decision.play.detail", { color: player(actor), n }) };
  }
  if (state.phase === "next") {
    const options = words(state.options.map(who));
    return me
      ? { title: t("decision.next.mine", { options }), detail: t("decision.next.mine.detail") }
      : { title: t("decision.next", { who: who(actor), options }), detail: t("decision.next.detail") };
  }
  if (state.phase === "kill") {
    const pile = capturedPile(state);
    const id = pile ? pile.id : "?";
    const colors = words(state.options.map((c) => colorName(c)));
    return me
      ? { title: t("decision.kill.mine", { pile: id }), detail: t("decision.kill.mine.detail", { colors }) }
      : { title: t("decision.kill", { who: who(actor), pile: id }), detail: t("decision.kill.detail", { colors }) };
  }
  if (state.phase === "rescue") {
    const asked = words(state.awaiting.map(who), "and");
    if (me) return { title: t("decision.rescue.mine"), detail: t("decision.rescue.mine.detail", { asked }) };
    if (you && state.awaiting.includes(you)) { // "still to answer: you and …"
      const others = words(state.awaiting.map((c) => (c === you ? t("player.you") : who(c))), "and");
      return { title: t("decision.rescue.asked", { who: who(actor) }),
        detail: t("decision.rescue.asked.detail", { color: player(actor), asked: others }) };
    }
    return { title: t("decision.rescue", { who: who(actor) }), detail: t("decision.rescue.detail", { asked }) };
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
    if (!alive.includes(capturer)) return t("preview.nobody", { owner: player(chip) });
    return capturer === me ? t("preview.capture.mine") : t("preview.capture", { who: who(capturer) });
  }
  const after = [...pile, chip];
  const absent = alive.filter((c) => !after.includes(c));
  if (absent.length > 1) return t("preview.choose", { options: words(absent.map(who)) });
  if (absent.length === 1) return t("preview.moves", { who: who(absent[0]) });
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
  return t("preview.all", { who: who(next) });
}

/** Chips held by each seat, for charts: {color: n}. */
export function heldBy(state) {
  const out = {};
  for (const [c, hand] of Object.entries(state.hands)) out[c] = total(hand);
  return out;
}

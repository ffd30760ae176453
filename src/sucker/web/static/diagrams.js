// The rules page's diagrams, each a real position: the actions that lead to it are played
// by rules.js (and by the Python engine in tests/web/test_learn.py), and the caption
// says who played each chip, so a picture cannot show what the rules would not allow.

import { Game } from "./rules.js";
import { action } from "./tutorial.js";

const R4 = { players: 4, chips: 3 };

/** name: {rules, first, actions, pile: the pile shown}. */
export const DIAGRAMS = {
  // Red starts pile 1, gives the move to Blue, who plays on it and gives it to Green.
  "move.before": { rules: R4, first: "red", pile: 1, actions: [
    ["red", "play", "red", "new"], ["red", "next", "blue"], ["blue", "play", "blue", 1], ["blue", "next", "green"]] },
  "move.after": { rules: R4, first: "red", pile: 1, actions: [
    ["red", "play", "red", "new"], ["red", "next", "blue"], ["blue", "play", "blue", 1], ["blue", "next", "green"],
    ["green", "play", "green", 1]] },
  // Blue has just played on Red's chip: Green and Yellow are not in the pile.
  next: { rules: R4, first: "red", pile: 1, actions: [
    ["red", "play", "red", "new"], ["red", "next", "blue"], ["blue", "play", "blue", 1]] },
  // Every colour in the pile: the topmost red is 5th, blue only 2nd, so Blue moves.
  all: { rules: R4, first: "red", pile: 1, actions: [
    ["red", "play", "red", "new"], ["red", "next", "blue"], ["blue", "play", "blue", 1], ["blue", "next", "green"],
    ["green", "play", "green", 1], ["yellow", "play", "yellow", 1], ["red", "play", "red", 1]] },
  // Blue plays blue on blue: Blue captures and must choose the chip to kill.
  capture: { rules: R4, first: "green", pile: 1, actions: [
    ["green", "play", "green", "new"], ["green", "next", "red"], ["red", "play", "red", 1], ["red", "next", "blue"],
    ["blue", "play", "blue", 1], ["yellow", "play", "yellow", "new"], ["yellow", "next", "blue"], ["blue", "play", "blue", 1]] },
};

/** The position of a diagram: {state, pile, by} where by[i] is who played the pile's chip i. */
export function position(name) {
  const d = DIAGRAMS[name];
  const game = new Game(d.rules, d.first);
  const by = {}; // pile id -> players, bottom to top
  let made = 1;
  for (const a of d.actions.map(action)) {
    game.apply(a);
    if (a.act === "play") {
      const id = a.pile === "new" ? made++ : a.pile;
      (by[id] = by[id] || []).push(a.by);
    }
  }
  const state = game.stateJson();
  return { state, pile: state.piles.find((p) => p.id === d.pile), by: by[d.pile] || [] };
}

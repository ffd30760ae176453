// The rules in plain words (shared/design/rules.md) with small chip diagrams, and a short
// interactive tutorial played with rules.js.

import { deadBox, pileAttrs, stack } from "./board.js";
import { decision, explain } from "./describe.js";
import { Game } from "./rules.js";
import { cap, chip, colorTag, fill, h } from "./ui.js";

function pile(id, chips, note) {
  const p = { id, chips };
  return h("figure.mini-pile", {}, h("div.pile", pileAttrs(p), stack(p), h("span.pile-id", {}, `Pile ${id}`)),
    note ? h("figcaption", {}, note) : null);
}

function section(title, ...body) {
  return h("section.card.rule", {}, h("h2", {}, title), ...body);
}

export async function showRules(app) {
  document.title = "Rules — So Long Sucker";
  fill(app, h("div.rules-page", {},
    h("h1", {}, "How to play So Long Sucker"),
    h("p.lead", {}, "A game of alliances and betrayal invented in 1950 by Hausner, Nash, Shapley and Shubik. ",
      "You cannot win alone: you will need partners — and at some point, to drop them."),
    section("The goal", h("p", {}, "Be the last player left in the game. You can win even with no chip at all.")),
    section("Colours and chips",
      h("p", {}, "Each player (3 to 6; 4 by default) owns a colour and starts with the same number of chips of it (7 by default). ",
        "Every colour also has its own symbol, so you never need to tell colours apart:"),
      h("p.palette", {}, ["red", "blue", "green", "yellow", "purple", "orange"].map((c) => h("span", {}, chip(c), " ", colorTag(c)))),
      h("p", {}, "A chip of another colour that you hold is a ", h("strong", {}, "prisoner"), ". Everything is public: every hand, every pile and the dead box.")),
    section("Your move",
      h("p", {}, "When you have the move, play one chip from your hand — your colour or a prisoner — on top of any pile, or start a new pile. Piles are drawn bottom to top."),
      h("div.diagram", {}, pile(1, ["red", "blue"]), h("span.arrow", { "aria-hidden": "true" }, "+ ", chip("green"), " →"), pile(1, ["red", "blue", "green"], "Green played on pile 1"))),
    section("Who moves next",
      h("p", {}, "The player who just moved gives the move to any player whose colour is ", h("strong", {}, "not in the pile"), " just played on — possibly themselves. If only one such player exists, the move goes there by itself."),
      h("div.diagram", {}, pile(2, ["red", "blue"], "Red played here: Green or Yellow may get the move (4 players).")),
      h("p", {}, "If every colour still in the game is in that pile, the move goes to the player whose ", h("em", {}, "most recent"), " chip in the pile lies ", h("em", {}, "deepest"), "."),
      h("div.diagram", {}, pile(3, ["red", "blue", "green", "yellow", "red"], "Blue's only chip is 2nd from the bottom; the top red is 5th: Blue moves."))),
    section("Captures",
      h("p", {}, "When a chip lands on a chip of ", h("strong", {}, "the same colour"), ", the pile is captured by the owner of that colour — not necessarily the player who played it. ",
        "The capturer kills one chip of the pile (it goes to the dead box), takes the rest into their hand, and moves next."),
      h("div.diagram", {}, pile(4, ["green", "red", "blue", "blue"], "Two blue on top: Blue captures, kills one chip, keeps three.")),
      h("p", {}, "If that colour's owner is already out, the whole pile goes to the dead box and the move comes back to the player who played.")),
    section("Prisoners, at any time",
      h("p", {}, "At any moment you may kill a prisoner you hold, or give it to another player still in the game. Gifts are final. You may never give or kill chips of your own colour.")),
    section("No chip? Rescue or defeat",
      h("p", {}, "A player given the move with no chip cannot play. Everyone else holding a prisoner is asked, in any order: give them a prisoner (a rescue — they then play) or refuse. ",
        "If all refuse, the player is out for good, and the move goes back to whoever gave them the move (and further back if that player is out too)."),
      h("p", {}, "Chips of a player who is out stay in play as prisoners, but that colour is ignored when deciding who moves next.")),
    section("Talk",
      h("p", {}, "Propose alliances, promise rescues, threaten — all in the public table chat. No deal binds anyone: that is the point of the game.")),
    section("The simplified variant",
      h("p", {}, "Offered to compare with a benchmark sheet: the ", h("em", {}, "player who played"), " the capturing chip captures, and when every colour is in the pile the owner of the deepest chip moves.")),
    tutorial()));
  return null;
}

/** A short guided game for three players, where you play Red and click the suggested moves. */
function tutorial() {
  const game = new Game({ players: 3, chips: 3 }, "red");
  const P = (by, chip, pile) => ({ by, act: "play", chip, pile });
  const script = [
    [P("red", "red", "new"), "You are Red and move first. Start a pile with one of your chips."],
    [{ by: "red", act: "next", to: "blue" }, "Blue and Green have no chip in pile 1, so you choose who moves next. Give the move to Blue."],
    [P("blue", "blue", 1), "Blue plays on pile 1. Only Green has no chip there now, so Green moves without a choice."],
    [P("green", "green", 1), "Green plays on pile 1."],
    [P("red", "red", 1), "Every colour is in pile 1: the move goes to the player whose latest chip there lies deepest — you. Play red on pile 1."],
    [P("blue", "blue", 1), "Now Blue's latest chip is the deepest: Blue moves, and plays on pile 1 again."],
    [P("green", "green", "new"), "Green's chip is now the deepest: Green moves and starts pile 2."],
    [{ by: "green", act: "next", to: "blue" }, "Red and Blue have no chip in pile 2: Green chooses, and gives the move to Blue."],
    [P("blue", "blue", 1), "Blue plays blue on blue: two chips of one colour on top — a capture!"],
    [{ by: "blue", act: "kill", chip: "red" }, "Blue owns the colour, so Blue captures: kills one chip (a red one), keeps the rest as prisoners, and moves next."],
  ];
  const box = h("section.card.tutorial", { "aria-labelledby": "tut-h" });
  const who = (c) => cap(c);
  let i = 0;
  const log = [];
  function draw() {
    const s = game.stateJson();
    const step = script[i] && { action: script[i][0], say: script[i][1] };
    const d = decision(s, who, "red");
    fill(box, h("h2", { id: "tut-h" }, "Try it: a few moves"),
      h("p", {}, "A 3-player game with 3 chips each. You play Red; Blue and Green follow a script."),
      h("div.piles.small", {}, s.piles.map((p) => h("div.pile", pileAttrs(p), stack(p), h("span.pile-id", {}, `Pile ${p.id}`))),
        s.piles.length ? null : h("p.muted", {}, "No pile yet.")),
      h("p", {}, ["red", "blue", "green"].map((c) => h("span.hand-line", {}, colorTag(c), " ",
        Object.entries(s.hands[c]).map(([x, k]) => h("span.count", {}, chip(x, { class: "small" }), `×${k} `))))),
      deadBox(s),
      h("ol.log", {}, log.map((l) => h("li", {}, l))),
      step ? h("p.detail", {}, h("strong", {}, "Now: "), d.title) : null,
      step ? h("p", {}, step.say) : h("p", {}, "That is the rhythm of the game. Captures, prisoners and rescues follow the same pattern — now ",
        h("a", { href: "/", dataset: { link: "" } }, "play a real game"), "."),
      step ? h("button.primary", { type: "button", id: "tut-next", onclick: advance }, step.action.by === "red" ? describe(step.action) : `Next: ${cap(step.action.by)}: ${describe(step.action).toLowerCase()}`) : null,
      i ? h("button", { type: "button", onclick: restart }, "Start over") : null);
  }
  function restart() {
    box.replaceWith(tutorial());
  }
  function describe(a) {
    if (a.act === "play") return `Play ${a.chip} on ${a.pile === "new" ? "a new pile" : `pile ${a.pile}`}`;
    if (a.act === "next") return `Give the move to ${cap(a.to)}`;
    if (a.act === "kill") return `Kill a ${a.chip} chip`;
    return a.act;
  }
  function advance() {
    const prev = game.stateJson();
    const a = script[i][0];
    game.apply(a);
    log.push(explain(prev, a, game.stateJson(), who));
    i += 1;
    draw();
    const b = box.querySelector("#tut-next");
    if (b) b.focus();
  }
  draw();
  return box;
}

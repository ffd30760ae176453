// The peer's engine (stanley-fork/so-long-sucker, js/game.js) playing N complete games of
// uniformly random legal answers, for bench/engine.py to time against `sucker simulate`:
//
//     node bench/peer_random.mjs bench/peer/so-long-sucker 20000
//
// Each decision is drawn like ours: a (chip colour, pile or new pile) pair, a next player, a
// chip to kill, or a rescue (a prisoner colour) or refusal. Prints {"games", "actions", "wins"}.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, count] = process.argv.slice(2);
const { Game } = await import(pathToFileURL(path.resolve(dir, 'js', 'game.js')).href);
const games = Number(count);
const MAX_ACTIONS = 100000;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const distinct = (colours) => [...new Set(colours)];

function playerColours(player) {
  const colours = distinct(player.prisoners);
  if (player.supply > 0) colours.unshift(player.color);
  return colours;
}

let actions = 0;
const wins = [0, 0, 0, 0];
for (let g = 0; g < games; g++) {
  const game = new Game(7);
  let options = [];
  for (let step = 0; game.phase !== 'gameOver'; step++) {
    if (step > MAX_ACTIONS) throw new Error('a game did not end');
    const phase = game.phase;
    let result;
    if (phase === 'selectChip') {
      const colours = playerColours(game.getCurrentPlayer());
      if (colours.length === 0) {
        // A capture by a defeated colour leaves the player to move with no chip; the
        // engine then has no decision pending: ask for a rescue as when given the move.
        game.startDonation();
        continue;
      }
      const k = Math.floor(Math.random() * colours.length * (game.piles.length + 1));
      const pile = k % (game.piles.length + 1);
      game.selectChip(colours[Math.floor(k / (game.piles.length + 1))]);
      result = game.playOnPile(pile === 0 ? null : game.piles[pile - 1].id);
    } else if (phase === 'selectNextPlayer') {
      result = game.chooseNextPlayer(game.getPlayerByColor(pick(options)).id);
    } else if (phase === 'capture') {
      result = game.resolveCapture(pick(distinct(game.pendingCapture.chips)));
    } else if (phase === 'donation') {
      const donor = game.currentDonor;
      const colour = pick([null, ...distinct(game.players[donor].prisoners)]);
      result = game.handleDonation(donor, colour !== null, colour);
    } else {
      throw new Error(`unexpected phase ${phase}`);
    }
    actions++;
    options = result && result.options ? result.options : [];
  }
  wins[game.winner]++;
}
console.log(JSON.stringify({ games, actions, wins }));

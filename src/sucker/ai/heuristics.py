"""Shared game knowledge of the AI levels: who captures what, a static evaluation, and a fast
heuristic policy (the easy level's judgement, and the hard level's playouts).

Everything reads the engine's public :class:`Game` attributes directly (no copies) so that it
is cheap enough to run thousands of times a second.

Chips are life: every turn costs the mover one chip, a capture returns the pile minus one
killed chip to the capturer, and a player who is given the move with no chip is defeated
unless someone rescues them. So the evaluation is built on chips held, corrected for who has
the move, pending captures and piles topped by a player's colour (their capture threats).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from sucker.engine import (
    KILL,
    NEW_PILE,
    NEXT,
    NOBODY,
    PHASE_KILL,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_RESCUE,
    PLAY,
    REFUSE,
    Action,
    Game,
    native_policy,
)

THREAT = 0.3  # worth of one chip of a pile topped by your colour (you may capture it later)


def captor(game: Game, player: int, chip: int) -> int:
    """Who captures when ``player`` plays ``chip`` on a pile topped by ``chip``."""
    return player if game.bench else chip


def capture_gain(game: Game, player: int) -> int:
    """Net chips ``player`` would win by the best capture they could make with the move now
    (-1 when none worth making: the move itself costs a chip)."""
    hand = game.hands[player]
    best = -1
    bench = game.bench
    for pile in game.piles:
        top = pile[-1]
        if hand[top] and (bench or top == player) and len(pile) - 1 > best:
            best = len(pile) - 1
    return best if best > 0 else -1


def rebound_to(game: Game) -> int:
    """In a rescue: who gets the move if nobody rescues (the last giver still in), else -1."""
    trouble = game.to_act
    for giver in reversed(game.chain):
        if giver != trouble and game.alive[giver]:
            return giver
    return NOBODY


def strengths(game: Game) -> list[float]:
    """A chip-equivalent strength per player (0 for the defeated)."""
    n = game.n
    alive = game.alive
    held = game.held
    s = [float(held[p]) if alive[p] else 0.0 for p in range(n)]
    bench = game.bench
    hands = game.hands
    if not bench:
        for pile in game.piles:
            top = pile[-1]
            if alive[top] and hands[top][top]:
                s[top] += THREAT * (len(pile) - 1)
    phase = game.phase
    me = game.to_act
    if phase == PHASE_PLAY:
        s[me] += 0.8 * capture_gain(game, me)
    elif phase == PHASE_KILL:
        s[me] += len(game.piles[game.kill_pile]) - 1
    elif phase == PHASE_RESCUE:
        s[me] = 0.3
        nxt = rebound_to(game)
        if nxt >= 0:
            s[nxt] += 0.8 * capture_gain(game, nxt)
    return s


def evaluate(game: Game) -> list[float]:
    """Each player's estimated chance to win (sums to 1; exact once the game is over)."""
    n = game.n
    if game.phase == PHASE_OVER:
        out = [0.0] * n
        out[game.winner] = 1.0
        return out
    s = strengths(game)
    alive = game.alive
    w = [(max(x, 0.2) + 0.5) ** 2 if alive[p] else 0.0 for p, x in enumerate(s)]
    total = sum(w)
    return [x / total for x in w]


def tilt(values: Sequence[float], me: int, attitude: Sequence[float]) -> float:
    """``me``'s utility: own win chance plus half of each other's, weighted by attitude."""
    u = values[me]
    for q, v in enumerate(values):
        a = attitude[q]
        if a and q != me:
            u += 0.5 * a * v
    return u


def play_key(game: Game, action: Action) -> tuple[int, ...]:
    """Plays with equal keys are equivalent for the search: same chip on piles of equal top,
    colour set and size (sizes over 8 are lumped together). Other answers are their own key."""
    if action.act != PLAY or action.pile == NEW_PILE:
        return (action.act, action.chip, action.pile, action.to)
    pile = game.piles[game.pile_ids.index(action.pile)]
    mask = 0
    for c in pile:
        mask |= 1 << c
    return (PLAY, action.chip, pile[-1], mask, min(len(pile), 8))


def dedupe_plays(game: Game, actions: list[Action]) -> list[Action]:
    """Keep one action of each :func:`play_key`."""
    seen: set[tuple[int, ...]] = set()
    out: list[Action] = []
    for a in actions:
        key = play_key(game, a)
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def decision_actions(game: Game) -> list[Action]:
    """The answers of the one player the search lets decide now (in a rescue, the first
    awaited: the others answer after, in seat order)."""
    if game.phase == PHASE_RESCUE:
        return game.legal_actions(game.awaiting[0])
    acts = game.legal_actions()
    if game.phase == PHASE_PLAY:
        return dedupe_plays(game, acts)
    return acts


def decider(game: Game) -> int:
    return game.awaiting[0] if game.phase == PHASE_RESCUE else game.to_act


# --------------------------------------------------------------------------- heuristics


def next_score(game: Game, me: int, q: int, attitude: Sequence[float]) -> float:
    """How good it is for ``me`` to give the move to ``q`` (game as it stands)."""
    gain = capture_gain(game, q)
    if q == me:
        return 1.5 * gain  # a capture for me, or one more chip spent
    if game.held[q] == 0:
        return 2.0 - 3.0 * attitude[q]  # they need a rescue, and will likely fall
    # Giving the move makes them spend a chip, unless they can capture.
    score = -1.0 * gain if gain > 0 else 0.5
    score += 0.05 * game.held[q] - attitude[q] * (gain + 1)
    return score


def _after_play_next(game: Game, me: int, pile: list[int], attitude: Sequence[float]) -> float:
    """Score of the move-passing that follows a non-capturing play making ``pile``."""
    n = game.n
    alive = game.alive
    mask = 0
    for c in pile:
        mask |= 1 << c
    absent = [p for p in range(n) if alive[p] and not mask >> p & 1]
    if len(absent) > 1:
        return max(next_score(game, me, q, attitude) for q in absent)
    if absent:
        return next_score(game, me, absent[0], attitude)
    # every colour present: the one whose topmost own chip lies deepest moves
    seen = 0
    last = NOBODY
    for c in reversed(pile):
        if alive[c] and not seen >> c & 1:
            seen |= 1 << c
            last = c
    if game.bench:
        last = next(c for c in pile if alive[c])
    return next_score(game, me, last, attitude)


def play_score(game: Game, me: int, chip: int, pile_id: int, attitude: Sequence[float]) -> float:
    """Heuristic worth of playing ``chip`` on pile ``pile_id`` (NEW_PILE: a new one)."""
    hand = game.hands[me]
    if pile_id == NEW_PILE:
        pile: list[int] = []
    else:
        pile = game.piles[game.pile_ids.index(pile_id)]
    if pile and pile[-1] == chip:
        cap = captor(game, me, chip)
        if cap == me:
            return 10.0 + len(pile)
        if not game.alive[cap]:
            return -1.0 + 0.3 * len(pile)  # the pile dies and I must play again
        return -6.0 - len(pile) + 8.0 * attitude[cap]
    score = 0.1 * hand[chip]  # spend what you have most of
    after = pile + [chip]
    if chip == me:
        score += THREAT * min(len(after), 6)
    elif game.alive[chip] and game.hands[chip][chip] and not game.bench:
        score -= THREAT * min(len(after), 6) * (1.0 - attitude[chip])
    # The move passes: take over the pile temporarily to judge the choice.
    if pile_id == NEW_PILE:
        game.piles.append(after)
        game.pile_ids.append(-1)
        hand[chip] -= 1
        game.held[me] -= 1
        try:
            score += _after_play_next(game, me, after, attitude)
        finally:
            game.piles.pop()
            game.pile_ids.pop()
            hand[chip] += 1
            game.held[me] += 1
    else:
        pile.append(chip)
        hand[chip] -= 1
        game.held[me] -= 1
        try:
            score += _after_play_next(game, me, pile, attitude)
        finally:
            pile.pop()
            hand[chip] += 1
            game.held[me] += 1
    return score


def kill_score(game: Game, me: int, chip: int, attitude: Sequence[float]) -> float:
    """Worth of killing ``chip`` out of the captured pile: hurt the leader, keep your own."""
    if chip == me:
        return -2.0
    if not game.alive[chip]:
        return 0.0
    s = strengths(game)
    top = max(s)
    return s[chip] / (top or 1.0) - attitude[chip]


def rescue_score(game: Game, me: int, action: Action, attitude: Sequence[float]) -> float:
    """Refusing scores 0; a rescue scores > 0 only for a friend, or someone useful against a
    much stronger leader while I can spare the chip."""
    if action.act == REFUSE:
        return 0.0
    q = game.to_act
    s = strengths(game)
    lead = max(range(game.n), key=lambda p: s[p])
    useful = (
        game.alive_count >= 3
        and lead != me
        and lead != q
        and s[lead] > 1.5 * s[me]
        and game.prisoners(me) >= 3
    )
    score = (0.5 if useful else -1.0) + 2.0 * attitude[q]
    # give a chip that helps nobody else: a defeated colour, else the weakest's
    chip = action.chip
    score -= 0.01 * (s[chip] if game.alive[chip] else -1.0)
    return score


def score_action(game: Game, me: int, action: Action, attitude: Sequence[float]) -> float:
    """The easy level's judgement of one answer to the pending decision."""
    act = action.act
    if act == PLAY:
        return play_score(game, me, action.chip, action.pile, attitude)
    if act == NEXT:
        return next_score(game, me, action.to, attitude)
    if act == KILL:
        return kill_score(game, me, action.chip, attitude)
    return rescue_score(game, me, action, attitude)


ZERO = (0.0,) * 6


def policy(game: Game, rng: random.Random, eps: float = 0.1) -> Action:
    """A quick answer for the decider of a search (see :func:`decider`): mostly the easy
    level's choice (:func:`score_action`, ties broken at random), sometimes (``eps``) a random
    one so that playouts vary."""
    acts = decision_actions(game)
    if len(acts) == 1 or rng.random() < eps:
        return acts[rng.randrange(len(acts))]
    me = decider(game)
    best = acts[0]
    best_score = -1e9
    for a in acts:
        score = score_action(game, me, a, ZERO) + 0.01 * rng.random()
        if score > best_score:
            best, best_score = a, score
    return best


def play_policy(game: Game, rng: random.Random, eps: float = 0.1, limit: int = 400,
                native: bool = True) -> int:
    """Play ``game`` on with :func:`policy` (``eps`` of random answers) until it ends or
    ``limit`` decisions: how many were made. In native code when the engine is compiled and
    takes the state (``native=False``: always here, the reference the native code follows)."""
    if native and native_policy is not None:
        steps = native_policy(game, rng, eps, limit)
        if steps >= 0:
            return steps
    steps = 0
    while game.phase != PHASE_OVER and steps < limit:
        game.apply(policy(game, rng, eps))
        steps += 1
    return steps


def rollout(game: Game, rng: random.Random, eps: float = 0.1, limit: int = 400) -> list[float]:
    """Play ``game`` on with :func:`policy` (at most ``limit`` decisions; in native code when
    the engine is compiled): the one-hot result, or the static evaluation where it stopped."""
    play_policy(game, rng, eps, limit)
    return evaluate(game)


__all__ = [
    "captor",
    "capture_gain",
    "decider",
    "decision_actions",
    "dedupe_plays",
    "play_key",
    "evaluate",
    "policy",
    "rollout",
    "score_action",
    "strengths",
    "tilt",
]

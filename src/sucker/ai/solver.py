"""A solver for decided endgames: does ``me`` have an answer that wins whatever everyone else
does? An AND-OR search (the others are assumed to play against ``me`` together) with a
transposition table and a node budget, over the pending decisions only — any-time transfers
and kills are left out, so a proof assumes nobody makes them (with two players left they
never help the one making them)."""

from __future__ import annotations

from sucker.ai.heuristics import decider, decision_actions
from sucker.engine import Action, Game


class _OutOfNodes(Exception):
    pass


def position_key(g: Game) -> tuple[object, ...]:
    """Everything that decides what can happen next, as a dictionary key."""
    return (
        tuple(tuple(h) for h in g.hands),
        tuple(tuple(p) for p in g.piles),
        g.phase,
        g.to_act,
        tuple(g.options),
        tuple(g.awaiting),
        tuple(g.alive),
        tuple(g.chain),
        g.kill_pile,
    )


class Solver:
    def __init__(self, me: int, max_nodes: int) -> None:
        self.me = me
        self.max_nodes = max_nodes
        self.nodes = 0
        self.table: dict[tuple[object, ...], bool] = {}

    def wins(self, g: Game) -> bool:
        """True if ``me`` wins by force from ``g``; False if not (raises when out of nodes)."""
        if g.is_over():
            return g.winner == self.me
        if not g.alive[self.me]:
            return False
        key = position_key(g)
        known = self.table.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise _OutOfNodes
        mine = decider(g) == self.me
        result = not mine
        for a in decision_actions(g):
            child = g.copy()
            child.apply(a)
            if self.wins(child) == mine:
                result = mine
                break
        self.table[key] = result
        return result


def forced_win(game: Game, me: int, max_nodes: int = 20000) -> Action | None:
    """An answer of ``me`` to the pending decision that wins by force, or None (no forced
    win, or none found within ``max_nodes`` positions)."""
    solver = Solver(me, max_nodes)
    acts = game.legal_actions(me)
    try:
        for a in acts:
            g = game.copy()
            g.apply(a)
            if solver.wins(g):
                return a
    except (_OutOfNodes, RecursionError):
        return None
    return None

"""Positions set up by hand, for the tests that judge them."""

from __future__ import annotations

from sucker.engine import Game


def place_chips(g: Game, hands: list[dict[int, int]], piles: list[list[int]]) -> None:
    """Put chips where a test wants them (bypasses apply): ``hands[p]`` maps a colour to how
    many of it player ``p`` holds; piles are numbered 1, 2, … in order."""
    g.hands = [[h.get(c, 0) for c in range(g.n)] for h in hands]
    g.held = [sum(h) for h in g.hands]
    g.piles = [p[:] for p in piles]
    g.pile_ids = list(range(1, len(piles) + 1))
    g.next_pile_id = len(piles) + 1

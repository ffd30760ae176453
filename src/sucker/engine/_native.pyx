# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Playouts in C: the rules of game.py over fixed-size C arrays, for games played on fast.

A playout copies a :class:`Game` into a C struct, plays there, and writes the end state back,
so that the result is the one :mod:`sucker.engine.playout` gives: the same answers, drawn
from the same ``random.Random`` the same way (``getrandbits`` with rejection as ``choice``
and ``randrange`` do, ``random()``), leading to the same state. The policy playout ports
``sucker.ai.heuristics.policy`` (its floating-point sums in the same order). Games too big
for the arrays, and other random generators, go to the pure version.
"""

from libc.stdint cimport uint32_t
from libc.stdlib cimport free, malloc, realloc
from libc.string cimport memmove

import random

from sucker.engine.game cimport Game

from sucker.engine import playout as _pure
from sucker.engine.game import Action
from sucker.engine.playout import Playout

cdef enum:
    PLAY = 0
    NEXT = 1
    KILL = 2
    TRANSFER = 3
    KILL_PRISONER = 4
    REFUSE = 5
    PHASE_PLAY = 0
    PHASE_NEXT = 1
    PHASE_KILL = 2
    PHASE_RESCUE = 3
    PHASE_OVER = 4
    NOBODY = -1
    NEW_PILE = 0
    MAXN = 6
    MAXCHIPS = 120  # 6 players of 20 chips: bounds the piles, their number and their sizes
    MAXLEGAL = MAXN * (MAXCHIPS + 1)


cdef struct Act:
    int act, by, chip, pile, to


cdef struct State:
    int n, bench
    int hands[MAXN][MAXN]
    int held[MAXN]
    int dead[MAXN]
    int alive[MAXN]
    int alive_count
    int defeated[MAXN]
    int ndefeated
    int phase, to_act, winner, kill_pile, ply, next_pile_id
    int options[MAXN]
    int noptions
    int awaiting[MAXN]
    int nawaiting
    int npiles
    int pile_id[MAXCHIPS]
    int pile_len[MAXCHIPS]
    unsigned char pile[MAXCHIPS][MAXCHIPS]
    int *chain
    int nchain, chain_cap, out_of_memory


# ------------------------------------------------------------------ Game <-> State

cdef bint ints(list src, int *dst, Py_ssize_t most, int lo, int hi) except -1:
    """Copy ``src`` (at most ``most`` ints, each lo..hi) to ``dst``; False if it is not that."""
    cdef Py_ssize_t i
    cdef long v
    if src is None or len(src) > most:
        return False
    for i in range(len(src)):
        v = src[i]
        if not lo <= v <= hi:
            return False
        dst[i] = v
    return True


cdef bint load(State *s, Game g) except -1:
    """Copy ``g`` into ``s``; False (nothing allocated) if it does not fit the arrays or is
    not a state that apply() can reach (so that C never reads outside them)."""
    cdef Py_ssize_t n = g.n, p, i, total = 0
    cdef list pile
    if not 3 <= n <= MAXN or g.hands is None or len(g.hands) != n or g.piles is None:
        return False
    for p in range(n):
        if g.hands[p] is None or len(g.hands[p]) != n:
            return False
        if not ints(g.hands[p], s.hands[p], n, 0, MAXCHIPS):
            return False
        for i in range(n):
            total += s.hands[p][i]
    s.n = n
    s.bench = g.bench
    s.npiles = len(g.piles)
    if s.npiles > MAXCHIPS or g.pile_ids is None or len(g.pile_ids) != s.npiles:
        return False
    for i in range(s.npiles):
        pile = g.piles[i]
        if pile is None or not 1 <= len(pile) <= MAXCHIPS - total:
            return False
        total += len(pile)
        s.pile_len[i] = len(pile)
        for p in range(len(pile)):
            if not 0 <= <long>pile[p] < n:
                return False
            s.pile[i][p] = <int>pile[p]
    if not (
        ints(g.pile_ids, s.pile_id, MAXCHIPS, 1, 1 << 30)
        and len(g.held) == len(g.dead) == len(g.alive) == n
        and ints(g.held, s.held, n, 0, MAXCHIPS)
        and ints(g.dead, s.dead, n, 0, MAXCHIPS)
        and ints(g.alive, s.alive, n, 0, 1)
        and ints(g.defeated, s.defeated, n, 0, n - 1)
        and ints(g.options, s.options, n, 0, n - 1)
        and ints(g.awaiting, s.awaiting, n, 0, n - 1)
        and 1 <= g.next_pile_id <= 1 << 30
        and 0 <= g.phase <= PHASE_OVER
        and -1 <= g.winner < n
    ):
        return False
    s.alive_count = g.alive_count
    s.ndefeated = len(g.defeated)
    s.noptions = len(g.options)
    s.nawaiting = len(g.awaiting)
    s.phase = g.phase
    s.to_act = g.to_act
    s.winner = g.winner
    s.kill_pile = g.kill_pile
    s.ply = g.ply
    s.next_pile_id = g.next_pile_id
    p = 0
    for i in range(n):
        p += s.alive[i]
    if p != s.alive_count or s.ndefeated + p > n:
        return False
    if s.phase != PHASE_OVER and not (p >= 2 and 0 <= s.to_act < n):
        return False
    if s.phase == PHASE_KILL and not 0 <= s.kill_pile < s.npiles:
        return False
    if g.chain is None:
        return False
    s.nchain = len(g.chain)
    s.chain_cap = s.nchain + 64
    s.out_of_memory = 0
    s.chain = <int *>malloc(s.chain_cap * sizeof(int))
    if s.chain == NULL:
        raise MemoryError()
    if not ints(g.chain, s.chain, s.nchain, 0, n - 1):
        free(s.chain)
        return False
    return True


cdef void store(State *s, Game g) except *:
    """Write ``s`` back into ``g`` (new lists, as apply() would leave them)."""
    cdef int n = s.n, p, c, i
    g.hands = [[s.hands[p][c] for c in range(n)] for p in range(n)]
    g.held = [s.held[p] for p in range(n)]
    g.dead = [s.dead[p] for p in range(n)]
    g.alive = [bool(s.alive[p]) for p in range(n)]
    g.alive_count = s.alive_count
    g.defeated = [s.defeated[i] for i in range(s.ndefeated)]
    g.phase = s.phase
    g.to_act = s.to_act
    g.winner = s.winner
    g.kill_pile = s.kill_pile
    g.ply = s.ply
    g.next_pile_id = s.next_pile_id
    g.options = [s.options[i] for i in range(s.noptions)]
    g.awaiting = [s.awaiting[i] for i in range(s.nawaiting)]
    g.piles = [[s.pile[i][c] for c in range(s.pile_len[i])] for i in range(s.npiles)]
    g.pile_ids = [s.pile_id[i] for i in range(s.npiles)]
    g.chain = [s.chain[i] for i in range(s.nchain)]


# ------------------------------------------------------------------ the rules

cdef int legal(State *s, Act *out) noexcept nogil:
    """game.legal_actions(), in its order, into ``out``; how many."""
    cdef int k = 0, me = s.to_act, c, i, q, j
    if s.phase == PHASE_PLAY:
        for c in range(s.n):
            if s.hands[me][c]:
                out[k] = Act(PLAY, me, c, NEW_PILE, NOBODY)
                k += 1
                for i in range(s.npiles):
                    out[k] = Act(PLAY, me, c, s.pile_id[i], NOBODY)
                    k += 1
    elif s.phase == PHASE_NEXT:
        for i in range(s.noptions):
            out[k] = Act(NEXT, me, NOBODY, NEW_PILE, s.options[i])
            k += 1
    elif s.phase == PHASE_KILL:
        for i in range(s.noptions):
            out[k] = Act(KILL, me, s.options[i], NEW_PILE, NOBODY)
            k += 1
    elif s.phase == PHASE_RESCUE:
        for j in range(s.nawaiting):
            q = s.awaiting[j]
            for c in range(s.n):
                if c != q and s.hands[q][c]:
                    out[k] = Act(TRANSFER, q, c, NEW_PILE, me)
                    k += 1
            out[k] = Act(REFUSE, q, NOBODY, NEW_PILE, NOBODY)
            k += 1
    return k


cdef void push_chain(State *s, int p) noexcept nogil:
    cdef int *grown
    if s.nchain == s.chain_cap:
        grown = <int *>realloc(s.chain, 2 * s.chain_cap * sizeof(int))
        if grown == NULL:
            s.out_of_memory = 1
            return
        s.chain = grown
        s.chain_cap *= 2
    s.chain[s.nchain] = p
    s.nchain += 1


cdef void delete_pile(State *s, int idx) noexcept nogil:
    cdef int i
    if idx < s.npiles - 1:
        memmove(&s.pile[idx][0], &s.pile[idx + 1][0], (s.npiles - 1 - idx) * MAXCHIPS)
    for i in range(idx, s.npiles - 1):
        s.pile_id[i] = s.pile_id[i + 1]
        s.pile_len[i] = s.pile_len[i + 1]
    s.npiles -= 1


cdef void defeat(State *s, int player) noexcept nogil:
    cdef int giver, nxt, p
    s.alive[player] = 0
    s.alive_count -= 1
    s.defeated[s.ndefeated] = player
    s.ndefeated += 1
    s.nawaiting = 0
    if s.alive_count == 1:
        s.phase = PHASE_OVER
        for p in range(s.n):
            if s.alive[p]:
                s.winner = p
                break
        s.to_act = NOBODY
        s.noptions = 0
        return
    # The move rebounds down the chain of move-givers, skipping the defeated.
    while s.nchain:
        s.nchain -= 1
        giver = s.chain[s.nchain]
        if s.alive[giver]:
            give_move(s, giver)
            return
    nxt = (player + 1) % s.n
    while not s.alive[nxt]:
        nxt = (nxt + 1) % s.n
    give_move(s, nxt)


cdef void start_rescue(State *s, int player) noexcept nogil:
    cdef int q
    s.phase = PHASE_RESCUE
    s.to_act = player
    s.noptions = 0
    s.nawaiting = 0
    for q in range(s.n):
        if q != player and s.alive[q] and s.held[q] - s.hands[q][q] > 0:
            s.awaiting[s.nawaiting] = q
            s.nawaiting += 1
    if not s.nawaiting:
        defeat(s, player)


cdef void give_move(State *s, int player) noexcept nogil:
    s.phase = PHASE_PLAY
    s.to_act = player
    s.noptions = 0
    if s.held[player] == 0:
        start_rescue(s, player)


cdef void kill(State *s, int chip) noexcept nogil:
    cdef int capturer = s.to_act, idx = s.kill_pile, i, size = s.pile_len[idx]
    for i in range(size):
        s.hands[capturer][s.pile[idx][i]] += 1
    delete_pile(s, idx)
    s.dead[chip] += 1
    s.hands[capturer][chip] -= 1
    s.held[capturer] += size - 1
    s.kill_pile = -1
    s.noptions = 0
    give_move(s, capturer)


cdef void capture(State *s, int me, int color, int idx) noexcept nogil:
    cdef int capturer = me if s.bench else color, i, c
    cdef int present[MAXN]
    if not s.alive[capturer]:
        # Captured by a defeated player's colour: the pile dies, the move rebounds.
        for i in range(s.pile_len[idx]):
            s.dead[s.pile[idx][i]] += 1
        delete_pile(s, idx)
        give_move(s, me)
        return
    push_chain(s, me)
    for c in range(s.n):
        present[c] = 0
    for i in range(s.pile_len[idx]):
        present[s.pile[idx][i]] = 1
    s.phase = PHASE_KILL
    s.to_act = capturer
    s.kill_pile = idx
    s.noptions = 0
    for c in range(s.n):
        if present[c]:
            s.options[s.noptions] = c
            s.noptions += 1
    if s.noptions == 1:
        kill(s, s.options[0])


cdef void play(State *s, int me, int chip, int pile_id) noexcept nogil:
    cdef int idx = -1
    if pile_id != NEW_PILE:
        idx = 0
        while s.pile_id[idx] != pile_id:
            idx += 1
    play_at(s, me, chip, idx)


cdef void play_at(State *s, int me, int chip, int idx) noexcept nogil:
    """play() on the pile at index ``idx``, or on a new pile if -1."""
    cdef int i, p, size, last
    cdef int seen[MAXN]
    cdef int absent[MAXN]
    cdef int nabsent = 0
    cdef unsigned char *pile
    s.hands[me][chip] -= 1
    s.held[me] -= 1
    if idx < 0:
        idx = s.npiles
        s.npiles += 1
        s.pile_len[idx] = 0
        s.pile_id[idx] = s.next_pile_id
        s.next_pile_id += 1
    pile = &s.pile[idx][0]
    pile[s.pile_len[idx]] = chip
    s.pile_len[idx] += 1
    size = s.pile_len[idx]
    if size >= 2 and pile[size - 2] == chip:
        capture(s, me, chip, idx)
        return
    # Who moves next: players still in whose colour is absent from the pile.
    for p in range(s.n):
        seen[p] = 0
    for i in range(size):
        seen[pile[i]] = 1
    for p in range(s.n):
        if s.alive[p] and not seen[p]:
            absent[nabsent] = p
            nabsent += 1
    if nabsent:
        if nabsent == 1:
            push_chain(s, me)
            give_move(s, absent[0])
        else:
            s.phase = PHASE_NEXT
            s.to_act = me
            s.noptions = nabsent
            for i in range(nabsent):
                s.options[i] = absent[i]
        return
    push_chain(s, me)
    last = NOBODY
    if s.bench:  # owner of the deepest chip whose owner is still in
        for i in range(size):
            if s.alive[pile[i]]:
                last = pile[i]
                break
    else:  # the player whose topmost chip of their colour lies furthest down
        for p in range(s.n):
            seen[p] = 0
        for i in range(size - 1, -1, -1):
            p = pile[i]
            if s.alive[p] and not seen[p]:
                seen[p] = 1
                last = p
    give_move(s, last)


cdef void apply(State *s, Act a) noexcept nogil:
    """game.apply() for an action of legal() (so without its checks)."""
    cdef int i
    s.ply += 1
    if a.act == PLAY:
        play(s, a.by, a.chip, a.pile)
    elif a.act == NEXT:
        push_chain(s, a.by)
        give_move(s, a.to)
    elif a.act == KILL:
        kill(s, a.chip)
    elif a.act == TRANSFER:  # legal() only offers rescues of to_act
        s.hands[a.by][a.chip] -= 1
        s.held[a.by] -= 1
        s.hands[a.to][a.chip] += 1
        s.held[a.to] += 1
        s.nawaiting = 0
        s.phase = PHASE_PLAY
    elif a.act == REFUSE:
        for i in range(s.nawaiting):
            if s.awaiting[i] == a.by:
                s.nawaiting -= 1
                memmove(&s.awaiting[i], &s.awaiting[i + 1], (s.nawaiting - i) * sizeof(int))
                break
        if not s.nawaiting:
            defeat(s, s.to_act)


# ------------------------------------------------------------------ randomness

cdef inline Py_ssize_t below(object getrandbits, Py_ssize_t n) except -1:
    """rng._randbelow(n) of random.Random, as rng.choice and rng.randrange draw."""
    cdef int k = 0
    cdef Py_ssize_t r, m = n
    while m:
        k += 1
        m >>= 1
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


cdef extern from *:
    int __builtin_clz(unsigned int x) nogil


cdef enum:
    MT_N = 624
    MT_M = 397


cdef struct Twister:
    uint32_t mt[MT_N]
    int index


cdef object twister_load(Twister *t, rng):
    """Copy the Mersenne Twister of ``rng`` (a random.Random) into ``t``; its getstate()."""
    state = rng.getstate()
    cdef tuple inner = state[1]
    cdef int i
    if len(inner) != MT_N + 1:
        raise ValueError("not a Mersenne Twister state")
    for i in range(MT_N):
        t.mt[i] = inner[i]
    t.index = inner[MT_N]
    return state


cdef void twister_store(Twister *t, rng, state) except *:
    """Give ``rng`` back the state ``t`` reached (the rest of getstate() ``state`` unchanged)."""
    inner = tuple([t.mt[i] for i in range(MT_N)] + [t.index])
    rng.setstate((state[0], inner) + tuple(state[2:]))


cdef inline uint32_t twister_next(Twister *t) noexcept nogil:
    """genrand_uint32 of CPython's _randommodule.c: the same 32 bits as rng.getrandbits(32)."""
    cdef uint32_t y
    cdef int k
    if t.index >= MT_N:
        for k in range(MT_N - 1):
            y = (t.mt[k] & 0x80000000U) | (t.mt[k + 1] & 0x7fffffffU)
            t.mt[k] = t.mt[k + MT_M if k < MT_N - MT_M else k + MT_M - MT_N] ^ (y >> 1) ^ (
                0x9908b0dfU if y & 1 else 0U
            )
        y = (t.mt[MT_N - 1] & 0x80000000U) | (t.mt[0] & 0x7fffffffU)
        t.mt[MT_N - 1] = t.mt[MT_M - 1] ^ (y >> 1) ^ (0x9908b0dfU if y & 1 else 0U)
        t.index = 0
    y = t.mt[t.index]
    t.index += 1
    y ^= y >> 11
    y ^= (y << 7) & 0x9d2c5680U
    y ^= (y << 15) & 0xefc60000U
    y ^= y >> 18
    return y


cdef inline int twister_below(Twister *t, int n) noexcept nogil:
    """:func:`below` (n of 1 to 2**31) drawn from ``t``: getrandbits(k) is the top k bits,
    k the bit length of n."""
    cdef int shift = __builtin_clz(<unsigned int>n)
    cdef uint32_t r = twister_next(t) >> shift
    while r >= <uint32_t>n:
        r = twister_next(t) >> shift
    return <int>r


# ------------------------------------------------------------------ the heuristic policy
# sucker.ai.heuristics with every attitude 0, as policy() uses it.

cdef double THREAT = 0.3


cdef int capture_gain(State *s, int player) noexcept nogil:
    cdef int best = -1, i, top, size
    for i in range(s.npiles):
        size = s.pile_len[i]
        top = s.pile[i][size - 1]
        if s.hands[player][top] and (s.bench or top == player) and size - 1 > best:
            best = size - 1
    return best if best > 0 else -1


cdef int rebound_to(State *s) noexcept nogil:
    cdef int i, giver
    for i in range(s.nchain - 1, -1, -1):
        giver = s.chain[i]
        if giver != s.to_act and s.alive[giver]:
            return giver
    return NOBODY


cdef void strengths(State *s, double *out) noexcept nogil:
    cdef int p, i, top, me = s.to_act, nxt
    for p in range(s.n):
        out[p] = <double>s.held[p] if s.alive[p] else 0.0
    if not s.bench:
        for i in range(s.npiles):
            top = s.pile[i][s.pile_len[i] - 1]
            if s.alive[top] and s.hands[top][top]:
                out[top] += THREAT * (s.pile_len[i] - 1)
    if s.phase == PHASE_PLAY:
        out[me] += 0.8 * capture_gain(s, me)
    elif s.phase == PHASE_KILL:
        out[me] += s.pile_len[s.kill_pile] - 1
    elif s.phase == PHASE_RESCUE:
        out[me] = 0.3
        nxt = rebound_to(s)
        if nxt >= 0:
            out[nxt] += 0.8 * capture_gain(s, nxt)


cdef double next_score(State *s, int me, int q) noexcept nogil:
    cdef int gain = capture_gain(s, q)
    cdef double score
    if q == me:
        return 1.5 * gain
    if s.held[q] == 0:
        return 2.0 - 3.0 * 0.0
    score = -1.0 * gain if gain > 0 else 0.5
    score += 0.05 * s.held[q] - 0.0 * (gain + 1)
    return score


cdef double after_play_next(State *s, int me, int idx) noexcept nogil:
    cdef int mask = 0, i, p, c, size = s.pile_len[idx], nabsent = 0, last = NOBODY, seen = 0
    cdef int absent[MAXN]
    cdef double best, v
    for i in range(size):
        mask |= 1 << s.pile[idx][i]
    for p in range(s.n):
        if s.alive[p] and not mask >> p & 1:
            absent[nabsent] = p
            nabsent += 1
    if nabsent > 1:
        best = next_score(s, me, absent[0])
        for i in range(1, nabsent):
            v = next_score(s, me, absent[i])
            if v > best:
                best = v
        return best
    if nabsent:
        return next_score(s, me, absent[0])
    for i in range(size - 1, -1, -1):
        c = s.pile[idx][i]
        if s.alive[c] and not seen >> c & 1:
            seen |= 1 << c
            last = c
    if s.bench:
        for i in range(size):
            if s.alive[s.pile[idx][i]]:
                last = s.pile[idx][i]
                break
    return next_score(s, me, last)


cdef double play_score(State *s, int me, int chip, int pile_id) noexcept nogil:
    cdef int idx = -1, size = 0, cap, grow
    cdef double score
    if pile_id != NEW_PILE:
        idx = 0
        while s.pile_id[idx] != pile_id:
            idx += 1
        size = s.pile_len[idx]
    if size and s.pile[idx][size - 1] == chip:
        cap = me if s.bench else chip
        if cap == me:
            return 10.0 + size
        if not s.alive[cap]:
            return -1.0 + 0.3 * size
        return -6.0 - size + 8.0 * 0.0
    score = 0.1 * s.hands[me][chip]
    grow = size + 1 if size + 1 < 6 else 6
    if chip == me:
        score += THREAT * grow
    elif s.alive[chip] and s.hands[chip][chip] and not s.bench:
        score -= THREAT * grow * (1.0 - 0.0)
    # The move passes: lay the chip for a moment to judge the choice.
    if idx < 0:
        idx = s.npiles
        s.npiles += 1
        s.pile_len[idx] = 0
        s.pile_id[idx] = -1
    s.pile[idx][s.pile_len[idx]] = chip
    s.pile_len[idx] += 1
    s.hands[me][chip] -= 1
    s.held[me] -= 1
    score += after_play_next(s, me, idx)
    s.pile_len[idx] -= 1
    if s.pile_len[idx] == 0:
        s.npiles -= 1
    s.hands[me][chip] += 1
    s.held[me] += 1
    return score


cdef double kill_score(State *s, int me, int chip) noexcept nogil:
    cdef double st[MAXN]
    cdef double top
    cdef int p
    if chip == me:
        return -2.0
    if not s.alive[chip]:
        return 0.0
    strengths(s, st)
    top = st[0]
    for p in range(1, s.n):
        if st[p] > top:
            top = st[p]
    return st[chip] / (top if top != 0.0 else 1.0) - 0.0


cdef double rescue_score(State *s, int me, Act a) noexcept nogil:
    cdef double st[MAXN]
    cdef double score
    cdef int p, lead = 0, q = s.to_act
    cdef bint useful
    if a.act == REFUSE:
        return 0.0
    strengths(s, st)
    for p in range(1, s.n):
        if st[p] > st[lead]:
            lead = p
    useful = (
        s.alive_count >= 3
        and lead != me
        and lead != q
        and st[lead] > 1.5 * st[me]
        and s.held[me] - s.hands[me][me] >= 3
    )
    score = (0.5 if useful else -1.0) + 2.0 * 0.0
    score -= 0.01 * (st[a.chip] if s.alive[a.chip] else -1.0)
    return score


cdef double score_action(State *s, int me, Act a) noexcept nogil:
    if a.act == PLAY:
        return play_score(s, me, a.chip, a.pile)
    if a.act == NEXT:
        return next_score(s, me, a.to)
    if a.act == KILL:
        return kill_score(s, me, a.chip)
    return rescue_score(s, me, a)


cdef int decision_actions(State *s, Act *out) noexcept nogil:
    """heuristics.decision_actions: in a rescue the first awaited's answers; plays with equal
    play_key (same chip on piles of equal top, colours and size up to 8) once."""
    cdef int k, i, j, kept, idx, size, c
    cdef int key[MAXLEGAL][4]
    cdef int nawaiting = s.nawaiting
    if s.phase == PHASE_RESCUE:
        s.nawaiting = 1  # legal() then lists awaiting[0]'s answers only
        k = legal(s, out)
        s.nawaiting = nawaiting
        return k
    k = legal(s, out)
    if s.phase != PHASE_PLAY:
        return k
    kept = 0
    for i in range(k):
        if out[i].pile == NEW_PILE:
            key[kept][0] = out[i].chip
            key[kept][1] = -1  # no pile has this top: new-pile keys only meet their own kind
            key[kept][2] = 0
            key[kept][3] = 0
        else:
            idx = 0
            while s.pile_id[idx] != out[i].pile:
                idx += 1
            size = s.pile_len[idx]
            key[kept][0] = out[i].chip
            key[kept][1] = s.pile[idx][size - 1]
            key[kept][2] = 0
            for c in range(size):
                key[kept][2] |= 1 << s.pile[idx][c]
            key[kept][3] = size if size < 8 else 8
        for j in range(kept):
            if (key[j][0] == key[kept][0] and key[j][1] == key[kept][1]
                    and key[j][2] == key[kept][2] and key[j][3] == key[kept][3]):
                break
        else:
            out[kept] = out[i]
            kept += 1
    return kept


# ------------------------------------------------------------------ playouts

cdef struct Counts:
    int actions, captures, rescues, refusals


cdef inline void counted_apply(State *s, Act a, Counts *done) noexcept nogil:
    """apply() ``a``, counting what play_random counts."""
    cdef int i
    if a.act == PLAY:
        if a.pile != NEW_PILE:
            i = 0
            while s.pile_id[i] != a.pile:
                i += 1
            done.captures += s.pile[i][s.pile_len[i] - 1] == a.chip
    elif a.act == TRANSFER:
        done.rescues += 1
    elif a.act == REFUSE:
        done.refusals += 1
    apply(s, a)
    done.actions += 1


cdef inline void random_step(State *s, Twister *t, Act *acts, Counts *done) noexcept nogil:
    """counted_apply(s, acts[draw below len(legal)]) after legal(s, acts), the same draw, but
    a turn's plays are neither listed nor their pile looked up by id."""
    cdef int held = 0, c, k, per, me = s.to_act, idx
    if s.phase != PHASE_PLAY:
        counted_apply(s, acts[twister_below(t, legal(s, acts))], done)
        return
    for c in range(s.n):
        held += s.hands[me][c] != 0
    per = s.npiles + 1  # each colour held: a new pile, then each pile
    k = twister_below(t, held * per)
    for c in range(s.n):
        if s.hands[me][c]:
            if k < per:
                idx = k - 1
                if idx >= 0:
                    done.captures += s.pile[idx][s.pile_len[idx] - 1] == c
                s.ply += 1
                play_at(s, me, c, idx)
                done.actions += 1
                return
            k -= per


def play_random(Game game, rng, list record=None):
    """Native :func:`sucker.engine.playout.play_random` (same arguments, same result)."""
    cdef State s
    cdef Act acts[MAXLEGAL]
    cdef Act a
    cdef Counts done = Counts(0, 0, 0, 0)
    if type(rng) is not random.Random or not load(&s, game):
        return _pure.play_random(game, rng, record)
    getrandbits = rng.getrandbits
    try:
        while s.phase != PHASE_OVER:
            a = acts[below(getrandbits, legal(&s, acts))]
            counted_apply(&s, a, &done)
            if s.out_of_memory:
                raise MemoryError()
            if record is not None:
                record.append(Action(a.act, a.by, a.chip, a.pile, a.to))
        store(&s, game)
    finally:
        free(s.chain)
    return Playout(
        s.winner, done.actions, done.captures, done.rescues, done.refusals, s.ndefeated
    )


def play_random_games(rules, rng, Py_ssize_t games):
    """Native :func:`sucker.engine.playout.play_random_games` (same arguments, same result):
    the whole loop in C, drawing from a copy of ``rng``'s Mersenne Twister that is given back
    to ``rng`` at the end, so that no Python call is made per answer."""
    cdef State s
    cdef Act acts[MAXLEGAL]
    cdef Twister t
    cdef Counts done
    cdef int n, chips, p, c
    cdef Py_ssize_t i
    cdef bint bench
    fresh = Game(rules, 0)  # checks the rules
    if type(rng) is not random.Random:
        return _pure.play_random_games(rules, rng, games)
    n, chips, bench = fresh.n, rules.chips, fresh.bench
    plays = []
    state = twister_load(&t, rng)
    s.chain_cap = 64
    s.chain = <int *>malloc(s.chain_cap * sizeof(int))
    if s.chain == NULL:
        raise MemoryError()
    try:
        for i in range(games):
            # Game(rules, rng.randrange(n)), as game.py's __init__ sets it up.
            s.n, s.bench = n, bench
            for p in range(n):
                for c in range(n):
                    s.hands[p][c] = chips if c == p else 0
                s.held[p], s.dead[p], s.alive[p] = chips, 0, 1
            s.alive_count, s.ndefeated, s.npiles, s.next_pile_id = n, 0, 0, 1
            s.phase, s.to_act, s.winner, s.kill_pile, s.ply = PHASE_PLAY, 0, NOBODY, -1, 0
            s.noptions = s.nawaiting = s.nchain = s.out_of_memory = 0
            s.to_act = twister_below(&t, n)
            done = Counts(0, 0, 0, 0)
            while s.phase != PHASE_OVER:
                random_step(&s, &t, acts, &done)
                if s.out_of_memory:
                    raise MemoryError()
            plays.append(tuple.__new__(Playout, (
                s.winner, done.actions, done.captures, done.rescues, done.refusals, s.ndefeated
            )))
    finally:
        free(s.chain)
        twister_store(&t, rng, state)
    return plays


def play_policy(Game game, rng, double eps=0.1, int limit=400):
    """Play ``game`` on with the easy level's policy (``sucker.ai.heuristics.policy``, ``eps``
    of random answers; a port of it) until it ends or ``limit`` decisions: how many were
    made, or -1, the game untouched, for a state or generator this code does not take (the
    caller plays those in Python)."""
    cdef State s
    cdef Act acts[MAXLEGAL]
    cdef Act best
    cdef int k, i, me, steps = 0
    cdef double score, best_score
    if type(rng) is not random.Random or not load(&s, game):
        return -1
    getrandbits = rng.getrandbits
    uniform = rng.random
    try:
        while s.phase != PHASE_OVER and steps < limit:
            k = decision_actions(&s, acts)
            if k == 1 or <double>uniform() < eps:
                best = acts[below(getrandbits, k)]
            else:
                me = s.awaiting[0] if s.phase == PHASE_RESCUE else s.to_act
                best = acts[0]
                best_score = -1e9
                for i in range(k):
                    score = score_action(&s, me, acts[i]) + 0.01 * <double>uniform()
                    if score > best_score:
                        best = acts[i]
                        best_score = score
            apply(&s, best)
            if s.out_of_memory:
                raise MemoryError()
            steps += 1
        store(&s, game)
    finally:
        free(s.chain)
    return steps

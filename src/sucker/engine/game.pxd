# C types for game.py when Cython compiles it (pure-Python mode: game.py stays the one source).
# The state stays in Python lists, so that code reading or setting Game's attributes behaves the
# same with either engine; the speed comes from typed locals and C-level method calls.

cimport cython

cdef class Game:
    cdef public object rules
    cdef public Py_ssize_t n
    cdef public bint bench
    cdef public Py_ssize_t first
    cdef public list hands
    cdef public list held
    cdef public list piles
    cdef public list pile_ids
    cdef public Py_ssize_t next_pile_id
    cdef public list dead
    cdef public list alive
    cdef public Py_ssize_t alive_count
    cdef public list defeated
    cdef public Py_ssize_t phase
    cdef public Py_ssize_t to_act
    cdef public list options
    cdef public list awaiting
    cdef public Py_ssize_t winner
    cdef public list chain
    cdef public Py_ssize_t kill_pile
    cdef public Py_ssize_t ply

    @cython.locals(g=Game, h=list, p=list)
    cpdef Game copy(self)
    cpdef bint is_over(self)
    cpdef list deciders(self)
    cpdef Py_ssize_t prisoners(self, Py_ssize_t player)

    @cython.locals(phase=Py_ssize_t, me=Py_ssize_t, c=Py_ssize_t, k=Py_ssize_t, p=Py_ssize_t,
                   q=Py_ssize_t, hand=list, ids=list, out=list, new=list, nexts=list,
                   kills=list, transfers=list, pid=object)
    cpdef list legal_actions(self, Py_ssize_t player=*)

    @cython.locals(c=Py_ssize_t, q=Py_ssize_t, hand=list, out=list, transfers=list)
    cpdef list anytime_actions(self, Py_ssize_t player)

    cpdef list all_actions(self)
    @cython.locals(n=Py_ssize_t)
    cpdef check(self, action)
    cpdef apply(self, action)

    @cython.locals(idx=Py_ssize_t, pile=list, alive=list, absent=list, p=Py_ssize_t)
    cdef _play(self, Py_ssize_t me, Py_ssize_t chip, object pile_id)

    @cython.locals(alive=list, seen=list, last=Py_ssize_t, i=Py_ssize_t, c=Py_ssize_t)
    cdef Py_ssize_t _all_colours_next(self, list pile)

    @cython.locals(capturer=Py_ssize_t, present=list, c=Py_ssize_t)
    cdef _capture(self, Py_ssize_t me, Py_ssize_t color, Py_ssize_t idx)

    @cython.locals(capturer=Py_ssize_t, idx=Py_ssize_t, pile=list, hand=list, c=Py_ssize_t)
    cdef _kill(self, Py_ssize_t chip)

    cdef _transfer(self, Py_ssize_t by, Py_ssize_t chip, Py_ssize_t to)
    cdef _after_loss(self, Py_ssize_t by)
    cdef _give_move(self, Py_ssize_t player)

    @cython.locals(q=Py_ssize_t)
    cdef _start_rescue(self, Py_ssize_t player)

    @cython.locals(chain=list, giver=Py_ssize_t, nxt=Py_ssize_t)
    cdef _defeat(self, Py_ssize_t player)

    cpdef dict state_json(self)

"""A FIFO that one task drains: the table's mailbox and each socket's outgoing frames.

Not an ``asyncio.Queue``: on Python 3.11 each wait on one asks the system its pid, and
these are the server's busiest queues (every intent, every frame).
"""

from __future__ import annotations

import asyncio
from collections import deque
from typing import Generic, TypeVar

T = TypeVar("T")


class Inbox(Generic[T]):
    """Items put without waiting; the one task that drains them waits when there are none."""

    def __init__(self) -> None:
        self.items: deque[T] = deque()
        self.loop = asyncio.get_running_loop()
        self.waiter: asyncio.Future[None] | None = None

    def __len__(self) -> int:
        return len(self.items)

    def put(self, item: T) -> None:
        self.items.append(item)
        self.wake()

    def take(self) -> T:
        return self.items.popleft()

    def wake(self) -> None:
        """End the drainer's :meth:`wait` (an item came, or something else it watches)."""
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_result(None)

    async def wait(self) -> None:
        """Wait until woken: by :meth:`put` or :meth:`wake`."""
        self.waiter = self.loop.create_future()
        await self.waiter

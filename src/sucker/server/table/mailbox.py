"""A table's queue and the one task that works through it: what runs here runs alone, so
simultaneous intents never interleave."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from sucker.server.inbox import Inbox
from sucker.server.wire import LostTable, table_moved

log = logging.getLogger("sucker.server")

Job = tuple[Callable[..., Awaitable[Any]], tuple[Any, ...], asyncio.Future[Any] | None]


class Mailbox:
    """Jobs run one at a time. A job raising LostTable (another process owns the table now)
    calls ``lost``, and its asker gets ApiError ``moved``; a closed mailbox takes no job."""

    def __init__(self, table_id: str, lost: Callable[[], None]) -> None:
        self.table_id = table_id
        self.lost = lost
        self.closed = False
        self.queue: Inbox[Job] = Inbox()
        self.task = asyncio.get_running_loop().create_task(self._run())

    def check(self) -> None:
        if self.closed:
            raise table_moved()

    async def call(self, fn: Callable[..., Awaitable[Any]], *args: Any) -> Any:
        """Run ``fn(*args)`` in turn and return its result (or raise its error)."""
        self.check()
        fut: asyncio.Future[Any] = self.queue.loop.create_future()
        self.queue.put((fn, args, fut))
        return await fut

    def post(self, fn: Callable[..., Awaitable[Any]], *args: Any) -> None:
        """Queue ``fn(*args)`` without waiting for it."""
        if not self.closed:
            self.queue.put((fn, args, None))

    def close(self) -> None:
        self.closed = True
        self.task.cancel()

    async def _run(self) -> None:
        while True:
            while not self.queue:
                await self.queue.wait()
            fn, args, fut = self.queue.take()
            try:
                result = await fn(*args)
            except LostTable:
                self.lost()
                if fut is not None and not fut.done():
                    fut.set_exception(table_moved())
            except Exception as e:
                if fut is None:
                    log.exception("table %s: %s failed", self.table_id, fn.__name__)
                elif not fut.done():
                    fut.set_exception(e)
            else:
                if fut is not None and not fut.done():
                    fut.set_result(result)

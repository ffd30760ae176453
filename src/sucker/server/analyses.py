"""Analyses of finished games, made on demand in the AI workers and kept: each player's
chance at every position, the turning points and the better moves (:mod:`sucker.ai.analysis`).
A page asks for one, then follows its progress until it is done."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import Any

from sucker.server.aipool import AiPool
from sucker.server.db import Store
from sucker.server.repos import analyses as analysis_repo

log = logging.getLogger("sucker.server")


class Analyses:
    def __init__(self, store: Store, ai: AiPool, think: float) -> None:
        self.store = store
        self.ai = ai
        self.think = think
        self.running: dict[str, tuple[asyncio.Future[dict[str, Any]], Any]] = {}

    async def state(self, table_id: str) -> dict[str, Any]:
        """``{"state": "done", "analysis": {...}}``, ``{"state": "running", "done": k,
        "total": n}`` or ``{"state": "none"}``."""
        stored = await self.store.run(analysis_repo.get, self.store.engine, table_id)
        if stored is not None:
            return {"state": "done", "analysis": json.loads(stored)}
        job = self.running.get(table_id)
        if job is not None:
            if job[0].done() and job[0].exception() is not None:
                return {"state": "failed"}
            return {"state": "running", "done": job[1][0], "total": job[1][1]}
        return {"state": "none"}

    async def start(self, table_id: str, record: dict[str, Any]) -> dict[str, Any]:
        """Start analysing a finished game (once): its state."""
        now = await self.state(table_id)
        if now["state"] in ("done", "running"):
            return now
        fut, progress = self.ai.analyze(record, self.think)
        job = asyncio.wrap_future(fut)
        self.running[table_id] = (job, progress)
        asyncio.get_running_loop().create_task(self._keep(table_id, job))
        return {"state": "running", "done": 0, "total": len(record["actions"]) + 1}

    async def _keep(self, table_id: str, job: asyncio.Future[dict[str, Any]]) -> None:
        try:
            result = await job
            await self.store.run(analysis_repo.save, self.store.engine, table_id,
                                 json.dumps(result), self.think, time.time())
        except Exception:
            log.exception("analysing table %s failed", table_id)
            return
        self.running.pop(table_id, None)

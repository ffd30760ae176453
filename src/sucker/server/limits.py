"""Limits on what one client can make the server do: token buckets by key (a guest, an
address) and counters of open things (sockets and connections per address); the process's
own limit on open files."""

from __future__ import annotations

import contextlib
import resource
import time
from collections import OrderedDict


class Bucket:
    """A token bucket: ``rate`` per second, at most ``burst`` at once."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last = time.monotonic()

    def take(self) -> float | None:
        """None if a token was taken, else the seconds until one will be there."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return None
        return (1 - self.tokens) / self.rate if self.rate > 0 else 3600.0


class Buckets:
    """One bucket per key, the least recently used forgotten past ``keys`` of them (a
    forgotten key starts again full, which only ever errs on the generous side)."""

    def __init__(self, rate: float, burst: float, keys: int = 100_000) -> None:
        self.rate = rate
        self.burst = burst
        self.keys = keys
        self.buckets: OrderedDict[str, Bucket] = OrderedDict()

    def take(self, key: str) -> float | None:
        bucket = self.buckets.get(key)
        if bucket is None:
            bucket = self.buckets[key] = Bucket(self.rate, self.burst)
            if len(self.buckets) > self.keys:
                self.buckets.popitem(last=False)
        else:
            self.buckets.move_to_end(key)
        return bucket.take()


class Counter:
    """How many things each key has open, refusing one more past ``most``."""

    def __init__(self, most: int) -> None:
        self.most = most
        self.open: dict[str, int] = {}

    def add(self, key: str) -> bool:
        n = self.open.get(key, 0)
        if n >= self.most:
            return False
        self.open[key] = n + 1
        return True

    def remove(self, key: str) -> None:
        n = self.open.get(key, 0) - 1
        if n > 0:
            self.open[key] = n
        else:
            self.open.pop(key, None)


def raise_open_files() -> int:
    """Raise this process's limit on open files to the most it may have (each connection is
    one): the hard limit. Returns the limit now."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        with contextlib.suppress(ValueError, OSError):  # refused: keep the soft limit
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]

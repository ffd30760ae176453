"""Accounts: a guest becomes an account by taking a username and a password (argon2), and
keeps its games. Login is throttled with growing delays per username and per address;
every refusal says the same thing whether or not the username exists, and takes the same
time (a password is checked against a stand-in hash for unknown names)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from sucker.server.db import Store
from sucker.server.sessions import clean_name
from sucker.server.wire import ApiError

T = TypeVar("T")

PASSWORD_MIN, PASSWORD_MAX = 8, 256
FREE_TRIES = 3  # failed logins for one username before delays start (an address: 4 times)
LONGEST_WAIT = 900.0  # seconds

# OWASP's second argon2id setting: 19 MiB, 2 passes, one lane (~40 ms here).
HASHER = PasswordHasher(time_cost=2, memory_cost=19456, parallelism=1)


def username_key(name: str) -> str:
    """Usernames are unique without regard to case or compatibility forms."""
    return clean_name(name).casefold()


class Throttle:
    """Failures per key; past ``free`` of them each further try waits twice as long as the
    one before (1 s, 2 s, 4 s… up to LONGEST_WAIT). A success forgets the key."""

    def __init__(self, free: int, keys: int = 100_000) -> None:
        self.free = free
        self.keys = keys
        self.failed: dict[str, tuple[int, float]] = {}  # key -> (failures, not before)

    def wait(self, key: str) -> float:
        _, until = self.failed.get(key, (0, 0.0))
        return max(0.0, until - time.monotonic())

    def fail(self, key: str) -> None:
        n = self.failed.get(key, (0, 0.0))[0] + 1
        delay = 0.0 if n < self.free else min(LONGEST_WAIT, 2.0 ** (n - self.free))
        if len(self.failed) >= self.keys:
            self.failed.clear()
        self.failed[key] = (n, time.monotonic() + delay)

    def forget(self, key: str) -> None:
        self.failed.pop(key, None)


class Accounts:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="argon2")
        self.by_name = Throttle(FREE_TRIES)
        self.by_address = Throttle(4 * FREE_TRIES)
        self.stand_in = HASHER.hash("a password nobody has")

    async def _run(self, fn: Callable[..., T], *args: Any) -> T:
        """argon2 in threads (it releases the GIL): the event loop never waits on it."""
        return await asyncio.get_running_loop().run_in_executor(self.pool, fn, *args)

    @staticmethod
    def _check_password(password: str) -> None:
        if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
            raise ApiError(422, "bad-request", f"a password has {PASSWORD_MIN} to "
                           f"{PASSWORD_MAX} characters")

    async def sign_up(self, guest: str, username: str, password: str) -> str:
        """Make the guest an account; returns the username as shown."""
        try:
            name = clean_name(username)
        except ValueError as e:
            raise ApiError(422, "bad-request", f"username: {e}") from None
        self._check_password(password)
        row = await self.store.run(self.store.guest, guest)
        if row is not None and row["username_key"] is not None:
            raise ApiError(409, "has-account", "you already have an account: log out first")
        hashed = await self._run(HASHER.hash, password)
        if not await self.store.run(self.store.make_account, guest, name, name.casefold(),
                                    hashed):
            raise ApiError(409, "name-taken", "this username is not available")
        return name

    async def log_in(self, username: str, password: str, address: str) -> str:
        """The guest id of the account, or 401 — the same answer, in the same time, for a
        wrong password and an unknown username; 429 while a delay runs."""
        try:
            key = username_key(username)
        except ValueError:
            key = username.casefold()[:64]
        wait = max(self.by_name.wait(key), self.by_address.wait(address))
        if wait > 0:
            raise ApiError(429, "rate-limited", "too many failed logins: wait a little",
                           retry_after=wait)
        row = await self.store.run(self.store.account, key)
        hashed = row["password"] if row is not None and row["password"] else self.stand_in
        try:
            await self._run(HASHER.verify, hashed, password)
            ok = row is not None
        except (VerificationError, InvalidHashError):
            ok = False
        if not ok or row is None:
            self.by_name.fail(key)
            self.by_address.fail(address)
            raise ApiError(401, "bad-login", "wrong username or password")
        self.by_name.forget(key)
        return str(row["id"])

    async def check(self, guest: str, password: str) -> None:
        """The password of the caller's own account, before a grave act (deleting it)."""
        row = await self.store.run(self.store.guest, guest)
        if row is None or not row["password"]:
            raise ApiError(403, "no-account", "you have no account")
        try:
            await self._run(HASHER.verify, row["password"], password)
        except (VerificationError, InvalidHashError):
            raise ApiError(401, "bad-login", "wrong password") from None

    def close(self) -> None:
        self.pool.shutdown(wait=False)

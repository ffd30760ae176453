"""The lobby of a table: seats taken and left, AIs added, the start, and the rematch."""

from __future__ import annotations

import logging
from typing import Any

from sucker.ai.kinds import LEVELS
from sucker.ai.talk import make_persona
from sucker.engine import COLORS, Game
from sucker.server.table.botseats import BotMixin
from sucker.server.table.core import BOT, SeatInfo, is_bot
from sucker.server.wire import ApiError

log = logging.getLogger("sucker.server")

AI_NAMES = {f"ai:{level}": f"{level.capitalize()} AI" for level in LEVELS}


class LobbyMixin(BotMixin):
    def allowed(self, guest: str | None, invite: str | None) -> None:
        """Private tables are seen only with their invite, or from a seat; to anyone else
        one is no table at all (the same 404 as a missing one: an id cannot be confirmed)."""
        if self.private and invite != self.invite and self.seat_of(guest) is None:
            raise ApiError(404, "no-table", "there is no such table")

    def knows(self, guest: str, name: str) -> bool:
        """Whether the player sits here or said something here under ``name``."""
        return (any(s.guest == guest for s in self.seats)
                or any(line.get("name") == name and not line.get("ai") for line in self.chat))

    async def forget_player(self, guest: str, name: str) -> None:
        """A deleted account: its seat and chat lines here become nameless at once."""
        for s in self.seats:
            if s.guest == guest:
                s.guest, s.name = None, "—"
        for line in self.chat:
            if line.get("name") == name and not line.get("ai"):
                line["name"] = "—"
        self.deals.names = self.names()
        await self.commit([self.table_event()])

    async def join(self, guest: str, name: str, color: str | None, invite: str | None,
                   account: bool, bot: bool = False, origin: str = "") -> None:
        """Sit down (a bot account with its token sits as ``bot:NAME``); ``origin``: where
        from (fairplay.origin), to play a rated table as casual when two seats share one."""
        self.allowed(guest, invite)
        if bot and self.no_bots:
            raise ApiError(403, "no-bots", "this table's players do not play with bots")
        if self.rated and not account:
            raise ApiError(403, "no-account", "rated tables are for players with an account")
        if self.status != "open":
            raise ApiError(409, "not-open", "the game has already started")
        if self.seat_of(guest) is not None:
            raise ApiError(409, "seated", "you already sit at this table")
        free = [i for i, s in enumerate(self.seats) if s.kind is None]
        if color is None:
            if not free:
                raise ApiError(409, "full", "every seat is taken")
            i = free[0]
        else:
            i = self.seat_index(color)
            if i not in free:
                raise ApiError(409, "taken", f"the {color} seat is taken")
        unproven = None
        if self.rated and self.deps.proven is not None:
            unproven = not await self.deps.proven(guest) or None
        self.seats[i] = SeatInfo(BOT + name if bot else "human", guest, name,
                                 account=account or None, origin=origin or None,
                                 unproven=unproven)
        self.deals.names = self.names()
        await self.commit([self.table_event()])

    # ------------------------------------------------------------------ bots

    async def fill_bot(self, guest: str, color: str | None, bot: str, bot_name: str,
                       by: str) -> None:
        """Challenge a connected bot to take a seat: the seat waits for its answer, and is
        free again if it declines or is silent for ``bot_challenge_seconds``."""
        if self.seat_of(guest) is None:
            raise ApiError(403, "not-seated", "only players seated at the table may add bots")
        if self.status != "open":
            raise ApiError(409, "not-open", "the game has already started")
        if self.no_bots:
            raise ApiError(403, "no-bots", "this table's players do not play with bots")
        if color is None:
            raise ApiError(422, "bad-request", "give the seat for the bot")
        i = self.seat_index(color)
        if self.seats[i].kind is not None:
            raise ApiError(409, "taken", f"the {color} seat is taken")
        if any(s.guest == bot for s in self.seats):
            raise ApiError(409, "bot-seated", f"{bot_name} already sits at this table")
        hub = self.deps.bots
        until = self.deps.clock.time() + self.settings.bot_challenge_seconds
        self.seats[i] = SeatInfo(BOT + bot_name, bot, bot_name, waiting=until)
        if hub is None or not hub.challenge(bot, self.id, self.table_json(None), by):
            self.seats[i] = SeatInfo()
            raise ApiError(409, "bot-offline", f"{bot_name} is not connected now")
        await self.commit([self.table_event()])
        self.deps.clock.call_later(self.settings.bot_challenge_seconds, self.post,
                                   self._challenge_over, bot, until)

    def _challenged(self, bot: str) -> int | None:
        return next((i for i, s in enumerate(self.seats)
                     if s.guest == bot and is_bot(s.kind) and s.waiting is not None), None)

    async def bot_reply(self, bot: str, accept: bool, reason: str) -> None:
        """The bot challenged to a seat here accepts (the seat is its) or declines (free)."""
        i = self._challenged(bot)
        if i is None or self.status != "open":
            raise ApiError(409, "no-challenge", "no challenge of this game waits for you")
        if accept:
            self.seats[i].waiting = None
        else:
            log.info("table %s: %s declined (%s)", self.id, self.seats[i].name, reason)
            self.seats[i] = SeatInfo()
        self.deals.names = self.names()
        await self.commit([self.table_event()])

    async def _challenge_over(self, bot: str, until: float) -> None:
        i = self._challenged(bot)
        if i is not None and self.seats[i].waiting == until:
            self.seats[i] = SeatInfo()
            if self.deps.bots is not None:
                self.deps.bots.withdraw(bot, self.id)
            await self.commit([self.table_event()])

    async def bot_say(self, bot: str, text: str) -> None:
        """A bot's chat line (rate-limited by the hub), posted as its seat."""
        i = self.seat_of(bot)
        if i is None or i not in self.bot_seats or self.status != "playing":
            raise ApiError(409, "not-playing", "lines are posted while your game is played")
        await self.say(i, self.seats[i].name or COLORS[i], text, ai=True)

    async def leave(self, guest: str) -> None:
        i = self.seat_of(guest)
        if i is None:
            raise ApiError(403, "not-seated", "you do not sit at this table")
        if self.status != "open":
            raise ApiError(409, "not-open", "a game under way cannot be left; the AI plays "
                           "for absent players")
        self.seats[i] = SeatInfo()
        await self.commit([self.table_event()])

    async def fill_ai(self, guest: str, color: str | None, level: str | None,
                      all_: bool) -> None:
        if self.seat_of(guest) is None:
            raise ApiError(403, "not-seated", "only players seated at the table may add AIs")
        if self.status != "open":
            raise ApiError(409, "not-open", "the game has already started")
        kind = f"ai:{level or self.ai_level}"
        if kind not in AI_NAMES:
            raise ApiError(422, "bad-request", "level must be easy, medium or hard")
        if all_:
            targets = [i for i, s in enumerate(self.seats) if s.kind is None]
        elif color is not None:
            i = self.seat_index(color)
            if self.seats[i].kind is not None:
                raise ApiError(409, "taken", f"the {color} seat is taken")
            targets = [i]
        else:
            raise ApiError(422, "bad-request", "give a seat or all: true")
        base = self.rng.randrange(1 << 30)
        taken = {s.name for s in self.seats}
        for n, i in enumerate(targets):
            seed = base + n  # consecutive seeds: different names at one table
            persona = make_persona(seed, None, self.lang)
            name = persona.name if persona.name not in taken else f"{persona.name} ({COLORS[i]})"
            self.seats[i] = SeatInfo(kind, None, name, seed=seed, persona={
                "name": name, "temperament": persona.temperament, "gender": persona.gender})
        self.deals.names = self.names()
        await self.commit([self.table_event()])

    async def start(self, guest: str) -> None:
        if self.seat_of(guest) is None:
            raise ApiError(403, "not-seated", "only players seated at the table may start it")
        if self.status != "open":
            raise ApiError(409, "not-open", "the game has already started")
        if any(s.kind is None or s.waiting is not None for s in self.seats):
            raise ApiError(409, "seats-empty", "every seat must be taken (add AIs for the "
                           "rest; a bot takes its seat once it accepts)")
        if self.rated and any(is_bot(s.kind) for s in self.seats) \
                and any(s.kind == "human" for s in self.seats):
            raise ApiError(409, "bots-and-people", "bots are rated apart from people: a rated "
                           "table has bots and AIs, or people and AIs")
        if self.counts() and self.deps.ratings is not None:
            ids = [pid for s in self.seats if (pid := s.player()) is not None]
            shown = await self.deps.ratings(ids)
            for s in self.seats:
                s.rating = shown.get(s.player() or "")
        self.first = self.rng.randrange(self.rules.players)
        self.game = Game(self.rules, self.first)
        self.status = "playing"
        self.started = self.deps.clock.time()
        self.new_decision(self.game, None)
        self.deals.names = self.names()
        self.deals.start(self.game)
        await self.commit([self.table_event()])
        self.seat_ais()
        for p, s in enumerate(self.seats):
            if s.kind == "human":
                self.arm_grace(p)
        self.schedule()

    async def fill_and_start(self, guest: str) -> None:
        """The wait chosen by the player who made the table is over: AIs take the empty
        seats and the game starts (if the table is still open and they still sit there)."""
        if self.status == "open" and self.seat_of(guest) is not None:
            if any(s.kind is None for s in self.seats):
                await self.fill_ai(guest, None, None, True)
            await self.start(guest)

    async def make_rematch(self, guest: str) -> str:
        """The id of this finished table's rematch, made on the first ask: the same options
        and AIs in the same seats, and the player who asked; the others are asked (the table
        event shows the rematch) and sit down by asking too. Inside the actor, so two players
        asking at once get the same table and no other is made."""
        if self.seat_of(guest) is None:
            raise ApiError(403, "not-seated", "only players of that table may ask a rematch")
        if self.status != "over":
            raise ApiError(409, "not-over", "the game is not over")
        if self.rematch is None:
            options: dict[str, Any] = {
                "players": self.rules.players, "chips": self.rules.chips,
                "variant": self.rules.variant, "private": self.private,
                "decision_seconds": self.decision_seconds, "ai_level": self.ai_level,
                "rated": self.rated, "invite": self.invite, "no_bots": self.no_bots}
            seats = [{"kind": s.kind, "guest": s.guest, "name": s.name, "persona": s.persona,
                      "seed": s.seed, "account": s.account, "origin": s.origin,
                      "unproven": s.unproven}
                     if s.kind != "human" or s.guest == guest else {} for s in self.seats]
            self.rematch = await self.deps.create_table(options, seats)
            await self.commit([self.table_event()])
        return self.rematch

"""The HTTP API's bodies (OpenAPI at /docs)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from sucker.server.sessions import NAME_MAX, clean_name


class SessionIn(BaseModel):
    name: str = Field(description=f"1-{NAME_MAX} visible characters, NFKC-normalised")

    _check = field_validator("name")(clean_name)


class SessionOut(BaseModel):
    id: str
    name: str
    account: bool = False


class TableIn(BaseModel):
    players: int = Field(default=4, ge=3, le=6)
    chips: int = Field(default=7, ge=1, le=20)
    variant: Literal["nash1950", "sucker-bench"] = "nash1950"
    private: bool = False
    decision_seconds: int = Field(default=60, ge=1, le=3600)
    ai_level: Literal["easy", "medium", "hard"] = "medium"
    rated: bool = Field(default=False, description="rated tables need an account in every "
                        "human seat")
    lang: Literal["en", "fr"] | None = Field(default=None, description="the language the AIs "
                                             "open in and take their names from (default: "
                                             "the browser's, from Accept-Language)")


class AccountIn(BaseModel):
    username: str = Field(max_length=64)
    password: str = Field(max_length=256)


class AccountOut(BaseModel):
    id: str
    name: str
    account: bool


class PasswordIn(BaseModel):
    password: str = Field(max_length=256)


class ComputerIn(BaseModel):
    level: Literal["easy", "medium", "hard"] = "medium"
    players: int = Field(default=4, ge=3, le=6)
    lang: Literal["en", "fr"] | None = None


class FriendsIn(BaseModel):
    lang: Literal["en", "fr"] | None = None


class FindIn(BaseModel):
    players: int = Field(default=4, ge=3, le=6)
    lang: Literal["en", "fr"] | None = None
    wait: int = Field(default=60, ge=5, le=600, description="seconds before AIs fill the "
                      "empty seats of a table made for you")


class PersonaOut(BaseModel):
    name: str
    temperament: str


class SeatOut(BaseModel):
    color: str
    name: str | None
    kind: str | None
    you: bool
    connected: bool
    ai_playing: bool
    persona: PersonaOut | None = None


class RulesOut(BaseModel):
    players: int
    chips: int
    variant: str


class TableOut(BaseModel):
    id: str
    status: Literal["open", "playing", "over"]
    private: bool
    rated: bool = False
    # A rated table played as casual, and why: same-address, same-browser, new-account.
    casual_reason: str | None = None
    lang: str = "en"
    invite: str | None = Field(default=None, description="only to those seated at a private table")
    rules: RulesOut
    decision_seconds: int
    ai_level: str
    seats: list[SeatOut]
    created: str
    started: str | None
    ended: str | None
    winner: str | None
    seq: int
    rematch: str | None = Field(default=None, description="id of this table's rematch, once made")
    hints: bool = Field(default=False, description="the caller may ask for hints here (a "
                        "casual table where every other seat is an AI)")
    fill_at: float | None = Field(default=None, description="a table made by find-a-game: the "
                                  "Unix time at which AIs take its empty seats and it starts")


class TableList(BaseModel):
    tables: list[TableOut]


class JoinIn(BaseModel):
    seat: str | None = Field(default=None, max_length=16)
    invite: str | None = Field(default=None, max_length=64)


class AiIn(BaseModel):
    seat: str | None = Field(default=None, max_length=16)
    level: Literal["easy", "medium", "hard"] | None = None
    all: bool = False


class ErrorBody(BaseModel):
    code: str
    message: str
    retry_after: float | None = None


class ErrorOut(BaseModel):
    detail: ErrorBody


ERRORS: dict[int | str, dict[str, Any]] = {
    s: {"model": ErrorOut} for s in (400, 401, 403, 404, 409, 413, 422, 429, 503)
}

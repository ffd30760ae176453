"""Who is calling: signed session cookies that expire and rotate, and players' names made
safe to show (normalised, no invisible characters, no look-alike mixes of scripts)."""

from __future__ import annotations

import time
import unicodedata

from itsdangerous import BadSignature, SignatureExpired, URLSafeSerializer, URLSafeTimedSerializer

COOKIE = "sucker_session"
NAME_MAX = 24
ROTATE_AFTER = 86400.0  # seconds after which a cookie still in use is signed anew

# Scripts that look alike: a name mixing two of these (Latin "a" with Cyrillic "а") is the
# classic disguise of one player as another.
_SCRIPTS = ("LATIN", "CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE")


class Sessions:
    """Session cookies: the guest id, signed with a timestamp; valid ``days`` after it was
    last signed, and signed anew once a day while in use."""

    def __init__(self, secret: str, days: float) -> None:
        self.timed = URLSafeTimedSerializer(secret, salt="sucker-session-2")
        self.legacy = URLSafeSerializer(secret, salt="sucker-session")
        self.max_age = int(days * 86400)

    def cookie(self, guest: str, epoch: int) -> str:
        """``epoch``: the guest's count of "log out everywhere"; older cookies stop working."""
        return self.timed.dumps([guest, epoch])

    def read(self, cookie: str | None) -> tuple[str | None, int, bool]:
        """The guest and epoch of a cookie (None if invalid or expired), and whether to sign
        it anew."""
        if not cookie or len(cookie) > 512:
            return None, 0, False
        try:
            data, signed = self.timed.loads(cookie, max_age=self.max_age, return_timestamp=True)
        except SignatureExpired:
            return None, 0, False
        except BadSignature:
            try:  # a cookie of the first edition, without a timestamp: accepted once, renewed
                guest = self.legacy.loads(cookie)
            except BadSignature:
                return None, 0, False
            return (guest, 0, True) if isinstance(guest, str) else (None, 0, False)
        if not (isinstance(data, list) and len(data) == 2 and isinstance(data[0], str)
                and isinstance(data[1], int)):
            return None, 0, False
        return data[0], data[1], time.time() - signed.timestamp() > ROTATE_AFTER


def clean_name(value: str) -> str:
    """A player's name as shown: NFKC-normalised, spaces collapsed, 1 to NAME_MAX characters;
    ValueError (with the reason in plain words) for control or invisible characters, or a
    mix of look-alike scripts."""
    value = unicodedata.normalize("NFKC", value)
    out = []
    for ch in value:
        cat = unicodedata.category(ch)
        if cat == "Zs" or ch == " ":
            out.append(" ")
        elif cat[0] == "C" or cat in ("Zl", "Zp") or (cat in ("Mn", "Me") and not out):
            raise ValueError("a name cannot hold control or invisible characters")
        else:
            out.append(ch)
    name = " ".join("".join(out).split())
    if not 1 <= len(name) <= NAME_MAX:
        raise ValueError(f"a name has 1 to {NAME_MAX} visible characters")
    scripts = {s for ch in name if ch.isalpha()
               for s in _SCRIPTS if unicodedata.name(ch, "").startswith(s)}
    if len(scripts) > 1:
        raise ValueError("a name cannot mix look-alike alphabets (such as Latin and Cyrillic)")
    return name

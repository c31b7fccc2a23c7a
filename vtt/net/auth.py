"""Passwords and seat tokens.

The password never crosses the network: the host sends a random nonce in its welcome and
the client answers with HMAC-SHA256(key = password, message = nonce).  A listener on the LAN
learns only a proof that is useless for any other nonce.

A seat token is a random secret handed to the player who claims a seat; with it the same
player (after a dropped Wi-Fi, or a host restart) takes the seat back and nobody else can.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_nonce() -> str:
    return secrets.token_hex(16)


def new_token() -> str:
    return secrets.token_urlsafe(24)


def proof(password: str, nonce: str) -> str:
    """What a client sends to show it knows the password."""
    return hmac.new(password.encode("utf-8"), nonce.encode("ascii"), hashlib.sha256).hexdigest()


def _raw(text: str) -> bytes:
    """Text as bytes for a constant-time comparison: ``compare_digest`` refuses a str with
    non-ASCII characters, and a peer may send anything."""
    return text.encode("utf-8", "surrogatepass")


def check_proof(password: str, nonce: str, answer: str) -> bool:
    return hmac.compare_digest(_raw(proof(password, nonce)), _raw(answer))


def same_token(expected: str, given: str) -> bool:
    return bool(expected) and hmac.compare_digest(_raw(expected), _raw(given))

"""LAN play: a host that runs the one authoritative session, clients that mirror their seat's
view of it, the wire protocol between them, and discovery on the local network.

``docs/protocol.md`` describes the protocol; :mod:`.protocol` is its code.
"""
